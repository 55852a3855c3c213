.class public Ljava/util/TreeMap;
.super Ljava/util/AbstractMap;
.source "TreeMap.java"
.implements Ljava/util/NavigableMap;
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;

# java.util.TreeMap: the JDK's red-black tree (CLR's algorithms as the JDK writes them:
# put, deleteEntry with the successor copy, fixAfterInsertion/fixAfterDeletion and
# the rotations), keys ordered by compareTo or the comparator. Without a comparator a
# null key is a NullPointerException and a non-Comparable key a ClassCastException
# (also the first put into an empty map, which compares the key with itself). The
# navigation methods return immutable snapshots; keySet/values/entrySet and the
# head/tail/sub maps are live views with fail-fast iterators. Not here (yet):
# descendingMap() and descendingKeySet(), whose views the JDK builds separately.

.field private final comparator:Ljava/util/Comparator;
.field private transient root:Ljava/util/TreeMap$Entry;
.field private transient size:I
.field transient modCount:I
.field private transient entrySet:Ljava/util/Set;
.field private transient navigableKeySet:Ljava/util/NavigableSet;

# The fence key of an unbounded iterator (the JDK's NavigableSubMap.UNBOUNDED).
.field static final UNBOUNDED:Ljava/lang/Object;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Ljava/util/TreeMap;->UNBOUNDED:Ljava/lang/Object;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/util/AbstractMap;-><init>()V
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/TreeMap;->comparator:Ljava/util/Comparator;
    return-void
.end method

.method public constructor <init>(Ljava/util/Comparator;)V
    .registers 2
    invoke-direct {p0}, Ljava/util/AbstractMap;-><init>()V
    iput-object p1, p0, Ljava/util/TreeMap;->comparator:Ljava/util/Comparator;
    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    invoke-direct {p0}, Ljava/util/AbstractMap;-><init>()V
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/TreeMap;->comparator:Ljava/util/Comparator;
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->putAll(Ljava/util/Map;)V
    return-void
.end method

# TreeMap(SortedMap m): m's comparator and mappings; a TreeMap's tree is copied node for
# node, without comparisons, as the JDK's buildFromSorted makes no comparisons either.
.method public constructor <init>(Ljava/util/SortedMap;)V
    .registers 4
    invoke-direct {p0}, Ljava/util/AbstractMap;-><init>()V
    invoke-interface {p1}, Ljava/util/SortedMap;->comparator()Ljava/util/Comparator;
    move-result-object v0
    iput-object v0, p0, Ljava/util/TreeMap;->comparator:Ljava/util/Comparator;
    instance-of v0, p1, Ljava/util/TreeMap;
    if-eqz v0, :generic
    check-cast p1, Ljava/util/TreeMap;
    invoke-direct {p0, p1}, Ljava/util/TreeMap;->copyTree(Ljava/util/TreeMap;)V
    return-void
    :generic
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->putAll(Ljava/util/Map;)V
    return-void
.end method

.method private copyTree(Ljava/util/TreeMap;)V
    .registers 4
    iget-object v0, p1, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    const/4 v1, 0
    invoke-static {v0, v1}, Ljava/util/TreeMap;->copyOf(Ljava/util/TreeMap$Entry;Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    iput-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    iget v0, p1, Ljava/util/TreeMap;->size:I
    iput v0, p0, Ljava/util/TreeMap;->size:I
    return-void
.end method

# A node-for-node copy of the subtree at e (same colors), hung under parent.
.method static copyOf(Ljava/util/TreeMap$Entry;Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    .registers 6
    if-nez p0, :copy
    const/4 v0, 0
    return-object v0
    :copy
    new-instance v0, Ljava/util/TreeMap$Entry;
    iget-object v1, p0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    iget-object v2, p0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    invoke-direct {v0, v1, v2, p1}, Ljava/util/TreeMap$Entry;-><init>(Ljava/lang/Object;Ljava/lang/Object;Ljava/util/TreeMap$Entry;)V
    iget-boolean v1, p0, Ljava/util/TreeMap$Entry;->color:Z
    iput-boolean v1, v0, Ljava/util/TreeMap$Entry;->color:Z
    iget-object v1, p0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    invoke-static {v1, v0}, Ljava/util/TreeMap;->copyOf(Ljava/util/TreeMap$Entry;Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    iput-object v1, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    iget-object v1, p0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    invoke-static {v1, v0}, Ljava/util/TreeMap;->copyOf(Ljava/util/TreeMap$Entry;Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    iput-object v1, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    return-object v0
.end method

.method public size()I
    .registers 2
    iget v0, p0, Ljava/util/TreeMap;->size:I
    return v0
.end method

.method public containsKey(Ljava/lang/Object;)Z
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    if-eqz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# for (Entry e = getFirstEntry(); e != null; e = successor(e)) if (valEquals(value, e.value)) return true;
.method public containsValue(Ljava/lang/Object;)Z
    .registers 4
    invoke-virtual {p0}, Ljava/util/TreeMap;->getFirstEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    :loop
    if-eqz v0, :no
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    invoke-static {p1, v1}, Ljava/util/AbstractMap;->eq(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :yes
    invoke-static {v0}, Ljava/util/TreeMap;->successor(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    goto :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public get(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    if-eqz v0, :none
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    :none
    return-object v0
.end method

.method public comparator()Ljava/util/Comparator;
    .registers 2
    iget-object v0, p0, Ljava/util/TreeMap;->comparator:Ljava/util/Comparator;
    return-object v0
.end method

.method public firstKey()Ljava/lang/Object;
    .registers 2
    invoke-virtual {p0}, Ljava/util/TreeMap;->getFirstEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->key(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public lastKey()Ljava/lang/Object;
    .registers 2
    invoke-virtual {p0}, Ljava/util/TreeMap;->getLastEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->key(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

# key(e): e's key, NoSuchElementException when e is null.
.method static key(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    .registers 2
    if-nez p0, :has
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :has
    iget-object v0, p0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    return-object v0
.end method

.method static keyOrNull(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    .registers 2
    if-nez p0, :has
    const/4 v0, 0
    return-object v0
    :has
    iget-object v0, p0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    return-object v0
.end method

.method static exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    .registers 2
    if-nez p0, :has
    const/4 v0, 0
    return-object v0
    :has
    new-instance v0, Ljava/util/AbstractMap$SimpleImmutableEntry;
    invoke-direct {v0, p0}, Ljava/util/AbstractMap$SimpleImmutableEntry;-><init>(Ljava/util/Map$Entry;)V
    return-object v0
.end method

# comparator == null ? ((Comparable) k1).compareTo(k2) : comparator.compare(k1, k2)
.method final compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 4
    iget-object v0, p0, Ljava/util/TreeMap;->comparator:Ljava/util/Comparator;
    if-nez v0, :cmp
    check-cast p1, Ljava/lang/Comparable;
    invoke-interface {p1, p2}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result v0
    return v0
    :cmp
    invoke-interface {v0, p1, p2}, Ljava/util/Comparator;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v0
    return v0
.end method

# getEntry(key): NullPointerException for a null key and ClassCastException for a
# non-Comparable one (when there is no comparator) even if the map is empty.
.method final getEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .registers 5
    iget-object v0, p0, Ljava/util/TreeMap;->comparator:Ljava/util/Comparator;
    if-eqz v0, :natural
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getEntryUsingComparator(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
    :natural
    if-nez p1, :nonnull
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :nonnull
    check-cast p1, Ljava/lang/Comparable;
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    :loop
    if-eqz v0, :none
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    invoke-interface {p1, v1}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result v1
    if-gez v1, :notless
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    goto :loop
    :notless
    if-eqz v1, :found
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    goto :loop
    :found
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

.method final getEntryUsingComparator(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .registers 5
    iget-object v2, p0, Ljava/util/TreeMap;->comparator:Ljava/util/Comparator;
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    :loop
    if-eqz v0, :none
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    invoke-interface {v2, p1, v1}, Ljava/util/Comparator;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v1
    if-gez v1, :notless
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    goto :loop
    :notless
    if-eqz v1, :found
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    goto :loop
    :found
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

# The least entry >= key, or null.
.method final getCeilingEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .registers 5
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    :loop
    if-eqz v0, :none
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {p0, p1, v1}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v1
    if-gez v1, :notless
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v2, :found
    move-object v0, v2
    goto :loop
    :notless
    if-eqz v1, :found
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v2, :up
    move-object v0, v2
    goto :loop
    :up
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :walk
    if-eqz v1, :walked
    iget-object v2, v1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-ne v0, v2, :walked
    move-object v0, v1
    iget-object v1, v1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    goto :walk
    :walked
    return-object v1
    :found
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

# The greatest entry <= key, or null.
.method final getFloorEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .registers 5
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    :loop
    if-eqz v0, :none
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {p0, p1, v1}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v1
    if-lez v1, :notgreater
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v2, :found
    move-object v0, v2
    goto :loop
    :notgreater
    if-eqz v1, :found
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v2, :up
    move-object v0, v2
    goto :loop
    :up
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :walk
    if-eqz v1, :walked
    iget-object v2, v1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-ne v0, v2, :walked
    move-object v0, v1
    iget-object v1, v1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    goto :walk
    :walked
    return-object v1
    :found
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

# The least entry > key, or null.
.method final getHigherEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .registers 5
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    :loop
    if-eqz v0, :none
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {p0, p1, v1}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v1
    if-gez v1, :notless
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v2, :found
    move-object v0, v2
    goto :loop
    :notless
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v2, :up
    move-object v0, v2
    goto :loop
    :up
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :walk
    if-eqz v1, :walked
    iget-object v2, v1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-ne v0, v2, :walked
    move-object v0, v1
    iget-object v1, v1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    goto :walk
    :walked
    return-object v1
    :found
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

# The greatest entry < key, or null.
.method final getLowerEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .registers 5
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    :loop
    if-eqz v0, :none
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {p0, p1, v1}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v1
    if-lez v1, :notgreater
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v2, :found
    move-object v0, v2
    goto :loop
    :notgreater
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v2, :up
    move-object v0, v2
    goto :loop
    :up
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :walk
    if-eqz v1, :walked
    iget-object v2, v1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-ne v0, v2, :walked
    move-object v0, v1
    iget-object v1, v1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    goto :walk
    :walked
    return-object v1
    :found
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

# public V put(K key, V value): the JDK's put(key, value, true) with addEntry and
# addEntryToEmptyMap.
.method public put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    if-nez v0, :nonempty
    invoke-virtual {p0, p1, p1}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    new-instance v0, Ljava/util/TreeMap$Entry;
    const/4 v1, 0
    invoke-direct {v0, p1, p2, v1}, Ljava/util/TreeMap$Entry;-><init>(Ljava/lang/Object;Ljava/lang/Object;Ljava/util/TreeMap$Entry;)V
    iput-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    const/4 v1, 1
    iput v1, p0, Ljava/util/TreeMap;->size:I
    iget v1, p0, Ljava/util/TreeMap;->modCount:I
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/TreeMap;->modCount:I
    const/4 v0, 0
    return-object v0
    :nonempty
    iget-object v1, p0, Ljava/util/TreeMap;->comparator:Ljava/util/Comparator;
    if-nez v1, :loop
    if-nez p1, :loop
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :loop
    move-object v2, v0
    iget-object v3, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {p0, p1, v3}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v3
    if-gez v3, :notless
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    goto :next
    :notless
    if-eqz v3, :replace
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    :next
    if-nez v0, :loop
    new-instance v0, Ljava/util/TreeMap$Entry;
    invoke-direct {v0, p1, p2, v2}, Ljava/util/TreeMap$Entry;-><init>(Ljava/lang/Object;Ljava/lang/Object;Ljava/util/TreeMap$Entry;)V
    if-gez v3, :right
    iput-object v0, v2, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    goto :added
    :right
    iput-object v0, v2, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    :added
    invoke-direct {p0, v0}, Ljava/util/TreeMap;->fixAfterInsertion(Ljava/util/TreeMap$Entry;)V
    iget v1, p0, Ljava/util/TreeMap;->size:I
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/TreeMap;->size:I
    iget v1, p0, Ljava/util/TreeMap;->modCount:I
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/TreeMap;->modCount:I
    const/4 v0, 0
    return-object v0
    :replace
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    iput-object p2, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    return-object v1
.end method

.method public remove(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    if-nez v0, :found
    const/4 v0, 0
    return-object v0
    :found
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    invoke-virtual {p0, v0}, Ljava/util/TreeMap;->deleteEntry(Ljava/util/TreeMap$Entry;)V
    return-object v1
.end method

.method public clear()V
    .registers 2
    iget v0, p0, Ljava/util/TreeMap;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/TreeMap;->modCount:I
    const/4 v0, 0
    iput v0, p0, Ljava/util/TreeMap;->size:I
    iput-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    return-void
.end method

# A shallow copy with its own tree (node for node), as the JDK's clone().
.method public clone()Ljava/lang/Object;
    .registers 3
    invoke-super {p0}, Ljava/util/AbstractMap;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/TreeMap;
    const/4 v1, 0
    iput v1, v0, Ljava/util/TreeMap;->modCount:I
    iput-object v1, v0, Ljava/util/TreeMap;->entrySet:Ljava/util/Set;
    iput-object v1, v0, Ljava/util/TreeMap;->navigableKeySet:Ljava/util/NavigableSet;
    invoke-direct {v0, p0}, Ljava/util/TreeMap;->copyTree(Ljava/util/TreeMap;)V
    return-object v0
.end method

.method public firstEntry()Ljava/util/Map$Entry;
    .registers 2
    invoke-virtual {p0}, Ljava/util/TreeMap;->getFirstEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public lastEntry()Ljava/util/Map$Entry;
    .registers 2
    invoke-virtual {p0}, Ljava/util/TreeMap;->getLastEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public pollFirstEntry()Ljava/util/Map$Entry;
    .registers 3
    invoke-virtual {p0}, Ljava/util/TreeMap;->getFirstEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v1
    if-eqz v0, :none
    invoke-virtual {p0, v0}, Ljava/util/TreeMap;->deleteEntry(Ljava/util/TreeMap$Entry;)V
    :none
    return-object v1
.end method

.method public pollLastEntry()Ljava/util/Map$Entry;
    .registers 3
    invoke-virtual {p0}, Ljava/util/TreeMap;->getLastEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v1
    if-eqz v0, :none
    invoke-virtual {p0, v0}, Ljava/util/TreeMap;->deleteEntry(Ljava/util/TreeMap$Entry;)V
    :none
    return-object v1
.end method

.method public lowerEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getLowerEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public lowerKey(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getLowerEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->keyOrNull(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public floorEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getFloorEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public floorKey(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getFloorEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->keyOrNull(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public ceilingEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getCeilingEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public ceilingKey(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getCeilingEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->keyOrNull(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public higherEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getHigherEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public higherKey(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/TreeMap;->getHigherEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->keyOrNull(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public keySet()Ljava/util/Set;
    .registers 2
    invoke-virtual {p0}, Ljava/util/TreeMap;->navigableKeySet()Ljava/util/NavigableSet;
    move-result-object v0
    return-object v0
.end method

.method public navigableKeySet()Ljava/util/NavigableSet;
    .registers 2
    iget-object v0, p0, Ljava/util/TreeMap;->navigableKeySet:Ljava/util/NavigableSet;
    if-nez v0, :have
    new-instance v0, Ljava/util/TreeMap$KeySet;
    invoke-direct {v0, p0}, Ljava/util/TreeMap$KeySet;-><init>(Ljava/util/NavigableMap;)V
    iput-object v0, p0, Ljava/util/TreeMap;->navigableKeySet:Ljava/util/NavigableSet;
    :have
    return-object v0
.end method

.method public values()Ljava/util/Collection;
    .registers 2
    iget-object v0, p0, Ljava/util/TreeMap;->values:Ljava/util/Collection;
    if-nez v0, :have
    new-instance v0, Ljava/util/TreeMap$Values;
    invoke-direct {v0, p0}, Ljava/util/TreeMap$Values;-><init>(Ljava/util/TreeMap;)V
    iput-object v0, p0, Ljava/util/TreeMap;->values:Ljava/util/Collection;
    :have
    return-object v0
.end method

.method public entrySet()Ljava/util/Set;
    .registers 2
    iget-object v0, p0, Ljava/util/TreeMap;->entrySet:Ljava/util/Set;
    if-nez v0, :have
    new-instance v0, Ljava/util/TreeMap$EntrySet;
    invoke-direct {v0, p0}, Ljava/util/TreeMap$EntrySet;-><init>(Ljava/util/TreeMap;)V
    iput-object v0, p0, Ljava/util/TreeMap;->entrySet:Ljava/util/Set;
    :have
    return-object v0
.end method

# new AscendingSubMap(this, false, fromKey, fromInclusive, false, toKey, toInclusive)
.method public subMap(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableMap;
    .registers 13
    new-instance v0, Ljava/util/TreeMap$SubMap;
    move-object v1, p0
    const/4 v2, 0
    move-object v3, p1
    move v4, p2
    const/4 v5, 0
    move-object v6, p3
    move v7, p4
    invoke-direct/range {v0 .. v7}, Ljava/util/TreeMap$SubMap;-><init>(Ljava/util/TreeMap;ZLjava/lang/Object;ZZLjava/lang/Object;Z)V
    return-object v0
.end method

# new AscendingSubMap(this, true, null, true, false, toKey, inclusive)
.method public headMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    .registers 11
    new-instance v0, Ljava/util/TreeMap$SubMap;
    move-object v1, p0
    const/4 v2, 1
    const/4 v3, 0
    const/4 v4, 1
    const/4 v5, 0
    move-object v6, p1
    move v7, p2
    invoke-direct/range {v0 .. v7}, Ljava/util/TreeMap$SubMap;-><init>(Ljava/util/TreeMap;ZLjava/lang/Object;ZZLjava/lang/Object;Z)V
    return-object v0
.end method

# new AscendingSubMap(this, false, fromKey, inclusive, true, null, true)
.method public tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    .registers 11
    new-instance v0, Ljava/util/TreeMap$SubMap;
    move-object v1, p0
    const/4 v2, 0
    move-object v3, p1
    move v4, p2
    const/4 v5, 1
    const/4 v6, 0
    const/4 v7, 1
    invoke-direct/range {v0 .. v7}, Ljava/util/TreeMap$SubMap;-><init>(Ljava/util/TreeMap;ZLjava/lang/Object;ZZLjava/lang/Object;Z)V
    return-object v0
.end method

.method public subMap(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedMap;
    .registers 6
    const/4 v0, 1
    const/4 v1, 0
    invoke-virtual {p0, p1, v0, p2, v1}, Ljava/util/TreeMap;->subMap(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    return-object v0
.end method

.method public headMap(Ljava/lang/Object;)Ljava/util/SortedMap;
    .registers 3
    const/4 v0, 0
    invoke-virtual {p0, p1, v0}, Ljava/util/TreeMap;->headMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    return-object v0
.end method

.method public tailMap(Ljava/lang/Object;)Ljava/util/SortedMap;
    .registers 3
    const/4 v0, 1
    invoke-virtual {p0, p1, v0}, Ljava/util/TreeMap;->tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    return-object v0
.end method

# Iterators over the whole map: mode 0 keys, 1 values, 2 entries.
.method iterator(IZ)Ljava/util/Iterator;
    .registers 9
    if-nez p2, :descending
    invoke-virtual {p0}, Ljava/util/TreeMap;->getFirstEntry()Ljava/util/TreeMap$Entry;
    move-result-object v2
    goto :make
    :descending
    invoke-virtual {p0}, Ljava/util/TreeMap;->getLastEntry()Ljava/util/TreeMap$Entry;
    move-result-object v2
    :make
    new-instance v0, Ljava/util/TreeMap$PrivateEntryIterator;
    move-object v1, p0
    sget-object v3, Ljava/util/TreeMap;->UNBOUNDED:Ljava/lang/Object;
    move v4, p1
    move v5, p2
    invoke-direct/range {v0 .. v5}, Ljava/util/TreeMap$PrivateEntryIterator;-><init>(Ljava/util/TreeMap;Ljava/util/TreeMap$Entry;Ljava/lang/Object;IZ)V
    return-object v0
.end method

.method final getFirstEntry()Ljava/util/TreeMap$Entry;
    .registers 3
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    if-eqz v0, :done
    :loop
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v1, :done
    move-object v0, v1
    goto :loop
    :done
    return-object v0
.end method

.method final getLastEntry()Ljava/util/TreeMap$Entry;
    .registers 3
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    if-eqz v0, :done
    :loop
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v1, :done
    move-object v0, v1
    goto :loop
    :done
    return-object v0
.end method

# The in-order successor of t, or null.
.method static successor(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    .registers 4
    if-nez p0, :has
    const/4 v0, 0
    return-object v0
    :has
    iget-object v0, p0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v0, :up
    :down
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v1, :found
    move-object v0, v1
    goto :down
    :found
    return-object v0
    :up
    iget-object v0, p0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    move-object v1, p0
    :walk
    if-eqz v0, :walked
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-ne v1, v2, :walked
    move-object v1, v0
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    goto :walk
    :walked
    return-object v0
.end method

# The in-order predecessor of t, or null.
.method static predecessor(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    .registers 4
    if-nez p0, :has
    const/4 v0, 0
    return-object v0
    :has
    iget-object v0, p0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v0, :up
    :down
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v1, :found
    move-object v0, v1
    goto :down
    :found
    return-object v0
    :up
    iget-object v0, p0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    move-object v1, p0
    :walk
    if-eqz v0, :walked
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-ne v1, v2, :walked
    move-object v1, v0
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    goto :walk
    :walked
    return-object v0
.end method

# The JDK's null-safe node accessors (colorOf(null) is BLACK).
.method static colorOf(Ljava/util/TreeMap$Entry;)Z
    .registers 2
    if-nez p0, :has
    const/4 v0, 1
    return v0
    :has
    iget-boolean v0, p0, Ljava/util/TreeMap$Entry;->color:Z
    return v0
.end method

.method static parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    .registers 2
    if-eqz p0, :none
    iget-object p0, p0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :none
    return-object p0
.end method

.method static setColor(Ljava/util/TreeMap$Entry;Z)V
    .registers 2
    if-eqz p0, :none
    iput-boolean p1, p0, Ljava/util/TreeMap$Entry;->color:Z
    :none
    return-void
.end method

.method static leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    .registers 1
    if-eqz p0, :none
    iget-object p0, p0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    :none
    return-object p0
.end method

.method static rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    .registers 1
    if-eqz p0, :none
    iget-object p0, p0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    :none
    return-object p0
.end method

.method private rotateLeft(Ljava/util/TreeMap$Entry;)V
    .registers 5
    if-eqz p1, :done
    iget-object v0, p1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    iput-object v1, p1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v1, :noleft
    iput-object p1, v1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :noleft
    iget-object v1, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    iput-object v1, v0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    if-nez v1, :hasparent
    iput-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    goto :linked
    :hasparent
    iget-object v2, v1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-ne v2, p1, :wasright
    iput-object v0, v1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    goto :linked
    :wasright
    iput-object v0, v1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    :linked
    iput-object p1, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    iput-object v0, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :done
    return-void
.end method

.method private rotateRight(Ljava/util/TreeMap$Entry;)V
    .registers 5
    if-eqz p1, :done
    iget-object v0, p1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    iput-object v1, p1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v1, :noright
    iput-object p1, v1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :noright
    iget-object v1, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    iput-object v1, v0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    if-nez v1, :hasparent
    iput-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    goto :linked
    :hasparent
    iget-object v2, v1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-ne v2, p1, :wasleft
    iput-object v0, v1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    goto :linked
    :wasleft
    iput-object v0, v1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    :linked
    iput-object p1, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    iput-object v0, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :done
    return-void
.end method

# CLR's insertion fix-up as the JDK writes it (x is the new node).
.method private fixAfterInsertion(Ljava/util/TreeMap$Entry;)V
    .registers 8
    const/4 v4, 0
    const/4 v5, 1
    iput-boolean v4, p1, Ljava/util/TreeMap$Entry;->color:Z
    :loop
    if-eqz p1, :done
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    if-eq p1, v0, :done
    iget-object v0, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    iget-boolean v0, v0, Ljava/util/TreeMap$Entry;->color:Z
    if-nez v0, :done
    # v0 = parentOf(x), v1 = parentOf(parentOf(x))
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    invoke-static {v1}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    if-ne v0, v2, :mirror
    invoke-static {v1}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v3
    if-nez v3, :left_black_uncle
    invoke-static {v0, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v2, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v1, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    move-object p1, v1
    goto :loop
    :left_black_uncle
    invoke-static {v0}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    if-ne p1, v2, :left_straight
    move-object p1, v0
    invoke-direct {p0, p1}, Ljava/util/TreeMap;->rotateLeft(Ljava/util/TreeMap$Entry;)V
    :left_straight
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v0}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    invoke-static {v1, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-direct {p0, v1}, Ljava/util/TreeMap;->rotateRight(Ljava/util/TreeMap$Entry;)V
    goto :loop
    :mirror
    invoke-static {v1}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v3
    if-nez v3, :right_black_uncle
    invoke-static {v0, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v2, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v1, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    move-object p1, v1
    goto :loop
    :right_black_uncle
    invoke-static {v0}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    if-ne p1, v2, :right_straight
    move-object p1, v0
    invoke-direct {p0, p1}, Ljava/util/TreeMap;->rotateRight(Ljava/util/TreeMap$Entry;)V
    :right_straight
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v0}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    invoke-static {v1, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-direct {p0, v1}, Ljava/util/TreeMap;->rotateLeft(Ljava/util/TreeMap$Entry;)V
    goto :loop
    :done
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    iput-boolean v5, v0, Ljava/util/TreeMap$Entry;->color:Z
    return-void
.end method

# void deleteEntry(Entry p): the JDK's, including the successor copy for a node with
# two children.
.method deleteEntry(Ljava/util/TreeMap$Entry;)V
    .registers 6
    iget v0, p0, Ljava/util/TreeMap;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/TreeMap;->modCount:I
    iget v0, p0, Ljava/util/TreeMap;->size:I
    add-int/lit8 v0, v0, -1
    iput v0, p0, Ljava/util/TreeMap;->size:I
    iget-object v0, p1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v0, :one_child
    iget-object v0, p1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v0, :one_child
    invoke-static {p1}, Ljava/util/TreeMap;->successor(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    iput-object v1, p1, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    iput-object v1, p1, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    move-object p1, v0
    :one_child
    # replacement = p.left != null ? p.left : p.right
    iget-object v0, p1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-nez v0, :have_replacement
    iget-object v0, p1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    :have_replacement
    const/4 v3, 0
    if-eqz v0, :no_replacement
    iget-object v1, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    iput-object v1, v0, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    if-nez v1, :under_parent
    iput-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    goto :linked
    :under_parent
    iget-object v2, v1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-ne p1, v2, :was_right
    iput-object v0, v1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    goto :linked
    :was_right
    iput-object v0, v1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    :linked
    iput-object v3, p1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    iput-object v3, p1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    iput-object v3, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    iget-boolean v1, p1, Ljava/util/TreeMap$Entry;->color:Z
    if-eqz v1, :done
    invoke-direct {p0, v0}, Ljava/util/TreeMap;->fixAfterDeletion(Ljava/util/TreeMap$Entry;)V
    return-void
    :no_replacement
    iget-object v1, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    if-nez v1, :leaf
    iput-object v3, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    return-void
    :leaf
    iget-boolean v1, p1, Ljava/util/TreeMap$Entry;->color:Z
    if-eqz v1, :unlink
    invoke-direct {p0, p1}, Ljava/util/TreeMap;->fixAfterDeletion(Ljava/util/TreeMap$Entry;)V
    :unlink
    iget-object v1, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    if-eqz v1, :done
    iget-object v2, v1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-ne p1, v2, :not_left
    iput-object v3, v1, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    goto :detach
    :not_left
    iget-object v2, v1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-ne p1, v2, :detach
    iput-object v3, v1, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    :detach
    iput-object v3, p1, Ljava/util/TreeMap$Entry;->parent:Ljava/util/TreeMap$Entry;
    :done
    return-void
.end method

# CLR's deletion fix-up as the JDK writes it.
.method private fixAfterDeletion(Ljava/util/TreeMap$Entry;)V
    .registers 8
    const/4 v4, 0
    const/4 v5, 1
    :loop
    iget-object v0, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    if-eq p1, v0, :done
    invoke-static {p1}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v0
    if-eqz v0, :done
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    if-ne p1, v1, :mirror
    # sib = rightOf(parentOf(x))
    invoke-static {v0}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    invoke-static {v1}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    if-nez v2, :l_sib_black
    invoke-static {v1, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v0, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-direct {p0, v0}, Ljava/util/TreeMap;->rotateLeft(Ljava/util/TreeMap$Entry;)V
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    :l_sib_black
    invoke-static {v1}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    if-eqz v2, :l_red_nephew
    invoke-static {v1}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    if-eqz v2, :l_red_nephew
    invoke-static {v1, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object p1
    goto :loop
    :l_red_nephew
    invoke-static {v1}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    if-eqz v2, :l_rotate
    invoke-static {v1}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v1, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-direct {p0, v1}, Ljava/util/TreeMap;->rotateRight(Ljava/util/TreeMap$Entry;)V
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    :l_rotate
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    invoke-static {v1, v2}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v0, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v1}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-direct {p0, v0}, Ljava/util/TreeMap;->rotateLeft(Ljava/util/TreeMap$Entry;)V
    iget-object p1, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    goto :loop
    :mirror
    # sib = leftOf(parentOf(x))
    invoke-static {v0}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    invoke-static {v1}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    if-nez v2, :r_sib_black
    invoke-static {v1, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v0, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-direct {p0, v0}, Ljava/util/TreeMap;->rotateRight(Ljava/util/TreeMap$Entry;)V
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    :r_sib_black
    invoke-static {v1}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    if-eqz v2, :r_red_nephew
    invoke-static {v1}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    if-eqz v2, :r_red_nephew
    invoke-static {v1, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object p1
    goto :loop
    :r_red_nephew
    invoke-static {v1}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    if-eqz v2, :r_rotate
    invoke-static {v1}, Ljava/util/TreeMap;->rightOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v1, v4}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-direct {p0, v1}, Ljava/util/TreeMap;->rotateLeft(Ljava/util/TreeMap$Entry;)V
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    :r_rotate
    invoke-static {p1}, Ljava/util/TreeMap;->parentOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->colorOf(Ljava/util/TreeMap$Entry;)Z
    move-result v2
    invoke-static {v1, v2}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v0, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-static {v1}, Ljava/util/TreeMap;->leftOf(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-static {v2, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    invoke-direct {p0, v0}, Ljava/util/TreeMap;->rotateRight(Ljava/util/TreeMap$Entry;)V
    iget-object p1, p0, Ljava/util/TreeMap;->root:Ljava/util/TreeMap$Entry;
    goto :loop
    :done
    invoke-static {p1, v5}, Ljava/util/TreeMap;->setColor(Ljava/util/TreeMap$Entry;Z)V
    return-void
.end method
