.class public LPairs;
.super Ljava/util/AbstractMap;
.source "Main.java"

# A map built on AbstractMap alone: entrySet() is an ArrayList-backed set of
# AbstractMap.SimpleEntry; put appends or replaces.

.field final entries:LEntries;

.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractMap;-><init>()V
    new-instance v0, LEntries;
    invoke-direct {v0}, LEntries;-><init>()V
    iput-object v0, p0, LPairs;->entries:LEntries;
    return-void
.end method

.method public entrySet()Ljava/util/Set;
    .locals 1
    iget-object v0, p0, LPairs;->entries:LEntries;
    return-object v0
.end method

.method public put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 4
    iget-object v0, p0, LPairs;->entries:LEntries;
    invoke-virtual {v0}, LEntries;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :append
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/util/Map$Entry;
    invoke-interface {v2}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v3
    invoke-virtual {v3, p1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :loop
    invoke-interface {v2, p2}, Ljava/util/Map$Entry;->setValue(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
    :append
    new-instance v1, Ljava/util/AbstractMap$SimpleEntry;
    invoke-direct {v1, p1, p2}, Ljava/util/AbstractMap$SimpleEntry;-><init>(Ljava/lang/Object;Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, LEntries;->add(Ljava/lang/Object;)Z
    const/4 v0, 0
    return-object v0
.end method
