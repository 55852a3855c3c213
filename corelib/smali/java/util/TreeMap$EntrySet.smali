.class final Ljava/util/TreeMap$EntrySet;
.super Ljava/util/AbstractSet;
.source "TreeMap.java"

# TreeMap.entrySet(): the live entries in key order.

.field final m:Ljava/util/TreeMap;

.method constructor <init>(Ljava/util/TreeMap;)V
    .locals 0
    invoke-direct {p0}, Ljava/util/AbstractSet;-><init>()V
    iput-object p1, p0, Ljava/util/TreeMap$EntrySet;->m:Ljava/util/TreeMap;
    return-void
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 3
    iget-object v0, p0, Ljava/util/TreeMap$EntrySet;->m:Ljava/util/TreeMap;
    const/4 v1, 2
    const/4 v2, 0
    invoke-virtual {v0, v1, v2}, Ljava/util/TreeMap;->iterator(IZ)Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

# The live entry matching the Map.Entry o (same key, equal value), or null.
.method private find(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .locals 3
    instance-of v0, p1, Ljava/util/Map$Entry;
    if-eqz v0, :none
    check-cast p1, Ljava/util/Map$Entry;
    invoke-interface {p1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v1
    iget-object v0, p0, Ljava/util/TreeMap$EntrySet;->m:Ljava/util/TreeMap;
    invoke-interface {p1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->getEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    if-eqz v0, :none
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    invoke-static {v2, v1}, Ljava/util/AbstractMap;->eq(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :none
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 1
    invoke-direct {p0, p1}, Ljava/util/TreeMap$EntrySet;->find(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
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
    invoke-direct {p0, p1}, Ljava/util/TreeMap$EntrySet;->find(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    if-eqz v0, :no
    iget-object v1, p0, Ljava/util/TreeMap$EntrySet;->m:Ljava/util/TreeMap;
    invoke-virtual {v1, v0}, Ljava/util/TreeMap;->deleteEntry(Ljava/util/TreeMap$Entry;)V
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public size()I
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$EntrySet;->m:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->size()I
    move-result v0
    return v0
.end method

.method public clear()V
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$EntrySet;->m:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->clear()V
    return-void
.end method
