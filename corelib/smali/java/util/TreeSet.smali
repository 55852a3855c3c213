.class public Ljava/util/TreeSet;
.super Ljava/util/AbstractSet;
.source "TreeSet.java"
.implements Ljava/util/NavigableSet;
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;

# java.util.TreeSet: the keys of a TreeMap (or of a sub map view of one, for the
# subSet/headSet/tailSet views), as the JDK's. Not here (yet): descendingSet().

.field private transient m:Ljava/util/NavigableMap;
.field private static final PRESENT:Ljava/lang/Object;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Ljava/util/TreeSet;->PRESENT:Ljava/lang/Object;
    return-void
.end method

.method constructor <init>(Ljava/util/NavigableMap;)V
    .locals 0
    invoke-direct {p0}, Ljava/util/AbstractSet;-><init>()V
    iput-object p1, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    return-void
.end method

.method public constructor <init>()V
    .locals 1
    new-instance v0, Ljava/util/TreeMap;
    invoke-direct {v0}, Ljava/util/TreeMap;-><init>()V
    invoke-direct {p0, v0}, Ljava/util/TreeSet;-><init>(Ljava/util/NavigableMap;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/Comparator;)V
    .locals 1
    new-instance v0, Ljava/util/TreeMap;
    invoke-direct {v0, p1}, Ljava/util/TreeMap;-><init>(Ljava/util/Comparator;)V
    invoke-direct {p0, v0}, Ljava/util/TreeSet;-><init>(Ljava/util/NavigableMap;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/Collection;)V
    .locals 0
    invoke-direct {p0}, Ljava/util/TreeSet;-><init>()V
    invoke-virtual {p0, p1}, Ljava/util/TreeSet;->addAll(Ljava/util/Collection;)Z
    return-void
.end method

.method public constructor <init>(Ljava/util/SortedSet;)V
    .locals 1
    invoke-interface {p1}, Ljava/util/SortedSet;->comparator()Ljava/util/Comparator;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/util/TreeSet;-><init>(Ljava/util/Comparator;)V
    invoke-virtual {p0, p1}, Ljava/util/TreeSet;->addAll(Ljava/util/Collection;)Z
    return-void
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->navigableKeySet()Ljava/util/NavigableSet;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/NavigableSet;->iterator()Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

.method public descendingIterator()Ljava/util/Iterator;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->navigableKeySet()Ljava/util/NavigableSet;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/NavigableSet;->descendingIterator()Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

.method public size()I
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->size()I
    move-result v0
    return v0
.end method

.method public isEmpty()Z
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->isEmpty()Z
    move-result v0
    return v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

# m.put(e, PRESENT) == null
.method public add(Ljava/lang/Object;)Z
    .locals 2
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    sget-object v1, Ljava/util/TreeSet;->PRESENT:Ljava/lang/Object;
    invoke-interface {v0, p1, v1}, Ljava/util/NavigableMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :present
    const/4 v0, 1
    return v0
    :present
    const/4 v0, 0
    return v0
.end method

# m.remove(o) == PRESENT
.method public remove(Ljava/lang/Object;)Z
    .locals 2
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    sget-object v1, Ljava/util/TreeSet;->PRESENT:Ljava/lang/Object;
    if-ne v0, v1, :absent
    const/4 v0, 1
    return v0
    :absent
    const/4 v0, 0
    return v0
.end method

.method public clear()V
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->clear()V
    return-void
.end method

.method public subSet(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableSet;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1, p2, p3, p4}, Ljava/util/NavigableMap;->subMap(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    new-instance p0, Ljava/util/TreeSet;
    invoke-direct {p0, v0}, Ljava/util/TreeSet;-><init>(Ljava/util/NavigableMap;)V
    return-object p0
.end method

.method public headSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1, p2}, Ljava/util/NavigableMap;->headMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    new-instance p0, Ljava/util/TreeSet;
    invoke-direct {p0, v0}, Ljava/util/TreeSet;-><init>(Ljava/util/NavigableMap;)V
    return-object p0
.end method

.method public tailSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1, p2}, Ljava/util/NavigableMap;->tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    new-instance p0, Ljava/util/TreeSet;
    invoke-direct {p0, v0}, Ljava/util/TreeSet;-><init>(Ljava/util/NavigableMap;)V
    return-object p0
.end method

.method public subSet(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedSet;
    .locals 2
    const/4 v0, 1
    const/4 v1, 0
    invoke-virtual {p0, p1, v0, p2, v1}, Ljava/util/TreeSet;->subSet(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableSet;
    move-result-object v0
    return-object v0
.end method

.method public headSet(Ljava/lang/Object;)Ljava/util/SortedSet;
    .locals 1
    const/4 v0, 0
    invoke-virtual {p0, p1, v0}, Ljava/util/TreeSet;->headSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
    move-result-object v0
    return-object v0
.end method

.method public tailSet(Ljava/lang/Object;)Ljava/util/SortedSet;
    .locals 1
    const/4 v0, 1
    invoke-virtual {p0, p1, v0}, Ljava/util/TreeSet;->tailSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
    move-result-object v0
    return-object v0
.end method

.method public comparator()Ljava/util/Comparator;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->comparator()Ljava/util/Comparator;
    move-result-object v0
    return-object v0
.end method

.method public first()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->firstKey()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public last()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->lastKey()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public lower(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->lowerKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public floor(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->floorKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public ceiling(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->ceilingKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public higher(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0, p1}, Ljava/util/NavigableMap;->higherKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public pollFirst()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
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
    iget-object v0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-interface {v0}, Ljava/util/NavigableMap;->pollLastEntry()Ljava/util/Map$Entry;
    move-result-object v0
    if-eqz v0, :none
    invoke-interface {v0}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v0
    :none
    return-object v0
.end method

# A copy backed by its own TreeMap (same comparator and elements), as the JDK's clone().
.method public clone()Ljava/lang/Object;
    .locals 2
    invoke-super {p0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/TreeSet;
    new-instance v1, Ljava/util/TreeMap;
    iget-object p0, p0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    invoke-direct {v1, p0}, Ljava/util/TreeMap;-><init>(Ljava/util/SortedMap;)V
    iput-object v1, v0, Ljava/util/TreeSet;->m:Ljava/util/NavigableMap;
    return-object v0
.end method
