.class final Ljava/util/TreeMap$SubMapEntrySet;
.super Ljava/util/AbstractSet;
.source "TreeMap.java"

# entrySet() of a sub map: the live entries in range; size() counts them, as the JDK's
# EntrySetView does (it only caches the count).

.field final sub:Ljava/util/TreeMap$SubMap;

.method constructor <init>(Ljava/util/TreeMap$SubMap;)V
    .locals 0
    invoke-direct {p0}, Ljava/util/AbstractSet;-><init>()V
    iput-object p1, p0, Ljava/util/TreeMap$SubMapEntrySet;->sub:Ljava/util/TreeMap$SubMap;
    return-void
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 3
    iget-object v0, p0, Ljava/util/TreeMap$SubMapEntrySet;->sub:Ljava/util/TreeMap$SubMap;
    const/4 v1, 2
    const/4 v2, 0
    invoke-virtual {v0, v1, v2}, Ljava/util/TreeMap$SubMap;->iterator(IZ)Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

.method public size()I
    .locals 3
    iget-object v0, p0, Ljava/util/TreeMap$SubMapEntrySet;->sub:Ljava/util/TreeMap$SubMap;
    iget-boolean v1, v0, Ljava/util/TreeMap$SubMap;->fromStart:Z
    if-eqz v1, :count
    iget-boolean v1, v0, Ljava/util/TreeMap$SubMap;->toEnd:Z
    if-eqz v1, :count
    iget-object v0, v0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->size()I
    move-result v0
    return v0
    :count
    const/4 v1, 0
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMapEntrySet;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :done
    add-int/lit8 v1, v1, 1
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    goto :loop
    :done
    return v1
.end method

.method public isEmpty()Z
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$SubMapEntrySet;->sub:Ljava/util/TreeMap$SubMap;
    invoke-virtual {v0}, Ljava/util/TreeMap$SubMap;->isEmpty()Z
    move-result v0
    return v0
.end method

# The live entry in range matching the Map.Entry o (same key, equal value), or null.
.method private find(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .locals 3
    instance-of v0, p1, Ljava/util/Map$Entry;
    if-eqz v0, :none
    check-cast p1, Ljava/util/Map$Entry;
    invoke-interface {p1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v1
    iget-object v0, p0, Ljava/util/TreeMap$SubMapEntrySet;->sub:Ljava/util/TreeMap$SubMap;
    invoke-virtual {v0, v1}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :none
    iget-object v0, v0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->getEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    if-eqz v0, :none
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    invoke-interface {p1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v1, v2}, Ljava/util/AbstractMap;->eq(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :none
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 1
    invoke-direct {p0, p1}, Ljava/util/TreeMap$SubMapEntrySet;->find(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    if-eqz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public remove(Ljava/lang/Object;)Z
    .locals 2
    invoke-direct {p0, p1}, Ljava/util/TreeMap$SubMapEntrySet;->find(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    if-eqz v0, :no
    iget-object v1, p0, Ljava/util/TreeMap$SubMapEntrySet;->sub:Ljava/util/TreeMap$SubMap;
    iget-object v1, v1, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v1, v0}, Ljava/util/TreeMap;->deleteEntry(Ljava/util/TreeMap$Entry;)V
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method
