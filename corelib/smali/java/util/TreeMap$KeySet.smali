.class final Ljava/util/TreeMap$KeySet;
.super Ljava/util/AbstractSet;
.source "TreeMap.java"
.implements Ljava/util/NavigableSet;

# The key set of a TreeMap or of one of its sub maps (the JDK's TreeMap.KeySet): a live
# NavigableSet view; its sub sets are the key sets of the matching sub maps.

.field private final m:Ljava/util/NavigableMap;

.method constructor <init>(Ljava/util/NavigableMap;)V
    .locals 0
    invoke-direct {p0}, Ljava/util/AbstractSet;-><init>()V
    iput-object p1, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    return-void
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 2
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    const/4 v1, 0
    instance-of p0, v0, Ljava/util/TreeMap;
    if-eqz p0, :sub
    check-cast v0, Ljava/util/TreeMap;
    invoke-virtual {v0, v1, v1}, Ljava/util/TreeMap;->iterator(IZ)Ljava/util/Iterator;
    move-result-object v0
    return-object v0
    :sub
    check-cast v0, Ljava/util/TreeMap$SubMap;
    invoke-virtual {v0, v1, v1}, Ljava/util/TreeMap$SubMap;->iterator(IZ)Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

.method public descendingIterator()Ljava/util/Iterator;
    .locals 3
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    const/4 v1, 0
    const/4 v2, 1
    instance-of p0, v0, Ljava/util/TreeMap;
    if-eqz p0, :sub
    check-cast v0, Ljava/util/TreeMap;
    invoke-virtual {v0, v1, v2}, Ljava/util/TreeMap;->iterator(IZ)Ljava/util/Iterator;
    move-result-object v0
    return-object v0
    :sub
    check-cast v0, Ljava/util/TreeMap$SubMap;
    invoke-virtual {v0, v1, v2}, Ljava/util/TreeMap$SubMap;->iterator(IZ)Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

.method public size()I
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->size()I
    move-result v0
    return v0
.end method

.method public isEmpty()Z
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->isEmpty()Z
    move-result v0
    return v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public clear()V
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->clear()V
    return-void
.end method

.method public lower(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->lowerKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public floor(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->floorKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public ceiling(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->ceilingKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public higher(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->higherKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public first()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->firstKey()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public last()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->lastKey()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public comparator()Ljava/util/Comparator;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->comparator()Ljava/util/Comparator;
    move-result-object v0
    return-object v0
.end method

.method public pollFirst()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->pollFirstEntry()Ljava/util/Map$Entry;
    move-result-object v0
    if-eqz v0, :none
    invoke-interface {v0}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v0
    :none
    return-object v0
.end method

.method public pollLast()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->pollLastEntry()Ljava/util/Map$Entry;
    move-result-object v0
    if-eqz v0, :none
    invoke-interface {v0}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v0
    :none
    return-object v0
.end method

# remove(o): int oldSize = size(); m.remove(o); return size() != oldSize;
.method public remove(Ljava/lang/Object;)Z
    .locals 2
    invoke-virtual {p0}, Ljava/util/TreeMap$KeySet;->size()I
    move-result v0
    iget-object v1, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v1, p1}, Ljava/util/NavigableMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {p0}, Ljava/util/TreeMap$KeySet;->size()I
    move-result v1
    if-eq v0, v1, :same
    const/4 v0, 1
    return v0
    :same
    const/4 v0, 0
    return v0
.end method

.method public subSet(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableSet;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1, p2, p3, p4}, Ljava/util/NavigableMap;->subMap(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    new-instance p0, Ljava/util/TreeMap$KeySet;
    invoke-direct {p0, v0}, Ljava/util/TreeMap$KeySet;-><init>(Ljava/util/NavigableMap;)V
    return-object p0
.end method

.method public headSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1, p2}, Ljava/util/NavigableMap;->headMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    new-instance p0, Ljava/util/TreeMap$KeySet;
    invoke-direct {p0, v0}, Ljava/util/TreeMap$KeySet;-><init>(Ljava/util/NavigableMap;)V
    return-object p0
.end method

.method public tailSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$KeySet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1, p2}, Ljava/util/NavigableMap;->tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    new-instance p0, Ljava/util/TreeMap$KeySet;
    invoke-direct {p0, v0}, Ljava/util/TreeMap$KeySet;-><init>(Ljava/util/NavigableMap;)V
    return-object p0
.end method

.method public subSet(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedSet;
    .locals 2
    const/4 v0, 1
    const/4 v1, 0
    invoke-virtual {p0, p1, v0, p2, v1}, Ljava/util/TreeMap$KeySet;->subSet(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableSet;
    move-result-object v0
    return-object v0
.end method

.method public headSet(Ljava/lang/Object;)Ljava/util/SortedSet;
    .locals 1
    const/4 v0, 0
    invoke-virtual {p0, p1, v0}, Ljava/util/TreeMap$KeySet;->headSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
    move-result-object v0
    return-object v0
.end method

.method public tailSet(Ljava/lang/Object;)Ljava/util/SortedSet;
    .locals 1
    const/4 v0, 1
    invoke-virtual {p0, p1, v0}, Ljava/util/TreeMap$KeySet;->tailSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
    move-result-object v0
    return-object v0
.end method
