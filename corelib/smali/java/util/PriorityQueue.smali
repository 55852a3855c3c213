.class public Ljava/util/PriorityQueue;
.super Ljava/util/AbstractQueue;
.source "PriorityQueue.java"
.implements Ljava/io/Serializable;

# java.util.PriorityQueue as the JDK 17's: a binary min-heap in an array (11 slots at
# first) with the JDK's siftUp/siftDown/heapify/removeAt, so poll order, toString
# and iteration order (array order) match the JVM also after removals; null refused,
# a non-Comparable element a ClassCastException (even the first, which siftUp casts);
# removeAll/retainAll compact the survivors and re-heapify as the JDK's bulkRemove.

.field transient queue:[Ljava/lang/Object;
.field size:I
.field private final comparator:Ljava/util/Comparator;
.field transient modCount:I

.method public constructor <init>()V
    .locals 2
    const/16 v0, 0xb
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/util/PriorityQueue;-><init>(ILjava/util/Comparator;)V
    return-void
.end method

.method public constructor <init>(I)V
    .locals 1
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/PriorityQueue;-><init>(ILjava/util/Comparator;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/Comparator;)V
    .locals 1
    const/16 v0, 0xb
    invoke-direct {p0, v0, p1}, Ljava/util/PriorityQueue;-><init>(ILjava/util/Comparator;)V
    return-void
.end method

.method public constructor <init>(ILjava/util/Comparator;)V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractQueue;-><init>()V
    const/4 v0, 1
    if-ge p1, v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :ok
    new-array v0, p1, [Ljava/lang/Object;
    iput-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iput-object p2, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    return-void
.end method

# PriorityQueue(Collection c): a SortedSet's or PriorityQueue's order and comparator
# are kept; anything else is heapified in natural order.
.method public constructor <init>(Ljava/util/Collection;)V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractQueue;-><init>()V
    instance-of v0, p1, Ljava/util/SortedSet;
    if-eqz v0, :not_sorted
    move-object v0, p1
    check-cast v0, Ljava/util/SortedSet;
    invoke-interface {v0}, Ljava/util/SortedSet;->comparator()Ljava/util/Comparator;
    move-result-object v0
    iput-object v0, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    invoke-direct {p0, p1}, Ljava/util/PriorityQueue;->initElementsFromCollection(Ljava/util/Collection;)V
    return-void
    :not_sorted
    instance-of v0, p1, Ljava/util/PriorityQueue;
    if-eqz v0, :plain
    check-cast p1, Ljava/util/PriorityQueue;
    invoke-virtual {p1}, Ljava/util/PriorityQueue;->comparator()Ljava/util/Comparator;
    move-result-object v0
    iput-object v0, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    invoke-direct {p0, p1}, Ljava/util/PriorityQueue;->initFromPriorityQueue(Ljava/util/PriorityQueue;)V
    return-void
    :plain
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    invoke-direct {p0, p1}, Ljava/util/PriorityQueue;->initFromCollection(Ljava/util/Collection;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/PriorityQueue;)V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractQueue;-><init>()V
    invoke-virtual {p1}, Ljava/util/PriorityQueue;->comparator()Ljava/util/Comparator;
    move-result-object v0
    iput-object v0, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    invoke-direct {p0, p1}, Ljava/util/PriorityQueue;->initFromPriorityQueue(Ljava/util/PriorityQueue;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/SortedSet;)V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractQueue;-><init>()V
    invoke-interface {p1}, Ljava/util/SortedSet;->comparator()Ljava/util/Comparator;
    move-result-object v0
    iput-object v0, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    invoke-direct {p0, p1}, Ljava/util/PriorityQueue;->initElementsFromCollection(Ljava/util/Collection;)V
    return-void
.end method

.method private initFromPriorityQueue(Ljava/util/PriorityQueue;)V
    .locals 2
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    const-class v1, Ljava/util/PriorityQueue;
    if-ne v0, v1, :subclass
    invoke-virtual {p1}, Ljava/util/PriorityQueue;->toArray()[Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/util/PriorityQueue;->ensureNonEmpty([Ljava/lang/Object;)[Ljava/lang/Object;
    move-result-object v0
    iput-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    invoke-virtual {p1}, Ljava/util/PriorityQueue;->size()I
    move-result v0
    iput v0, p0, Ljava/util/PriorityQueue;->size:I
    return-void
    :subclass
    invoke-direct {p0, p1}, Ljava/util/PriorityQueue;->initFromCollection(Ljava/util/Collection;)V
    return-void
.end method

.method private static ensureNonEmpty([Ljava/lang/Object;)[Ljava/lang/Object;
    .locals 1
    array-length v0, p0
    if-gtz v0, :ok
    const/4 v0, 1
    new-array p0, v0, [Ljava/lang/Object;
    :ok
    return-object p0
.end method

# A copy of c.toArray(); nulls refused when there is one element or a comparator (more
# elements without a comparator meet the null in heapify's compareTo).
.method private initElementsFromCollection(Ljava/util/Collection;)V
    .locals 5
    invoke-interface {p1}, Ljava/util/Collection;->toArray()[Ljava/lang/Object;
    move-result-object v0
    array-length v1, v0
    new-array v2, v1, [Ljava/lang/Object;
    const/4 v3, 0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    const/4 v0, 1
    if-eq v1, v0, :check
    iget-object v0, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    if-eqz v0, :checked
    :check
    if-lt v3, v1, :element
    goto :checked
    :element
    aget-object v4, v2, v3
    if-nez v4, :next
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :next
    add-int/lit8 v3, v3, 1
    goto :check
    :checked
    invoke-static {v2}, Ljava/util/PriorityQueue;->ensureNonEmpty([Ljava/lang/Object;)[Ljava/lang/Object;
    move-result-object v2
    iput-object v2, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iput v1, p0, Ljava/util/PriorityQueue;->size:I
    return-void
.end method

.method private initFromCollection(Ljava/util/Collection;)V
    .locals 0
    invoke-direct {p0, p1}, Ljava/util/PriorityQueue;->initElementsFromCollection(Ljava/util/Collection;)V
    invoke-direct {p0}, Ljava/util/PriorityQueue;->heapify()V
    return-void
.end method

# grow(min): +2 more than double while small, +50% after (ArraysSupport.newLength).
.method private grow(I)V
    .locals 5
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    array-length v1, v0
    const/16 v2, 0x40
    if-lt v1, v2, :small
    shr-int/lit8 v2, v1, 1
    goto :pref
    :small
    add-int/lit8 v2, v1, 2
    :pref
    sub-int v3, p1, v1
    if-le v3, v2, :min
    move v2, v3
    :min
    add-int/2addr v2, v1
    if-gez v2, :fits
    new-instance v0, Ljava/lang/OutOfMemoryError;
    const-string v1, "Required array length too large"
    invoke-direct {v0, v1}, Ljava/lang/OutOfMemoryError;-><init>(Ljava/lang/String;)V
    throw v0
    :fits
    new-array v3, v2, [Ljava/lang/Object;
    const/4 v4, 0
    invoke-static {v0, v4, v3, v4, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v3, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    return-void
.end method

.method public add(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/PriorityQueue;->offer(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

# offer(e): if (e == null) throw NPE; modCount++; grow if full; siftUp(size, e); size++.
.method public offer(Ljava/lang/Object;)Z
    .locals 2
    if-nez p1, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    iget v0, p0, Ljava/util/PriorityQueue;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/PriorityQueue;->modCount:I
    iget v0, p0, Ljava/util/PriorityQueue;->size:I
    iget-object v1, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    array-length v1, v1
    if-lt v0, v1, :room
    add-int/lit8 v1, v0, 1
    invoke-direct {p0, v1}, Ljava/util/PriorityQueue;->grow(I)V
    :room
    invoke-direct {p0, v0, p1}, Ljava/util/PriorityQueue;->siftUp(ILjava/lang/Object;)V
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/PriorityQueue;->size:I
    const/4 v0, 1
    return v0
.end method

.method public peek()Ljava/lang/Object;
    .locals 2
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    const/4 v1, 0
    aget-object v0, v0, v1
    return-object v0
.end method

.method private indexOf(Ljava/lang/Object;)I
    .locals 4
    if-eqz p1, :none
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/PriorityQueue;->size:I
    const/4 v2, 0
    :loop
    if-ge v2, v1, :none
    aget-object v3, v0, v2
    invoke-virtual {p1, v3}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :found
    add-int/lit8 v2, v2, 1
    goto :loop
    :found
    return v2
    :none
    const/4 v0, -1
    return v0
.end method

.method public remove(Ljava/lang/Object;)Z
    .locals 1
    invoke-direct {p0, p1}, Ljava/util/PriorityQueue;->indexOf(Ljava/lang/Object;)I
    move-result v0
    if-gez v0, :found
    const/4 v0, 0
    return v0
    :found
    invoke-virtual {p0, v0}, Ljava/util/PriorityQueue;->removeAt(I)Ljava/lang/Object;
    const/4 v0, 1
    return v0
.end method

# removeEq(o): removes the element identical to o (for the iterator).
.method removeEq(Ljava/lang/Object;)V
    .locals 4
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/PriorityQueue;->size:I
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    aget-object v3, v0, v2
    if-ne v3, p1, :next
    invoke-virtual {p0, v2}, Ljava/util/PriorityQueue;->removeAt(I)Ljava/lang/Object;
    return-void
    :next
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    return-void
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 1
    invoke-direct {p0, p1}, Ljava/util/PriorityQueue;->indexOf(Ljava/lang/Object;)I
    move-result v0
    if-ltz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public toArray()[Ljava/lang/Object;
    .locals 4
    iget v0, p0, Ljava/util/PriorityQueue;->size:I
    new-array v1, v0, [Ljava/lang/Object;
    iget-object v2, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    const/4 v3, 0
    invoke-static {v2, v3, v1, v3, v0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    return-object v1
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 1
    new-instance v0, Ljava/util/PriorityQueue$Itr;
    invoke-direct {v0, p0}, Ljava/util/PriorityQueue$Itr;-><init>(Ljava/util/PriorityQueue;)V
    return-object v0
.end method

.method public size()I
    .locals 1
    iget v0, p0, Ljava/util/PriorityQueue;->size:I
    return v0
.end method

.method public clear()V
    .locals 4
    iget v0, p0, Ljava/util/PriorityQueue;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/PriorityQueue;->modCount:I
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/PriorityQueue;->size:I
    const/4 v2, 0
    const/4 v3, 0
    :loop
    if-ge v2, v1, :cleared
    aput-object v3, v0, v2
    add-int/lit8 v2, v2, 1
    goto :loop
    :cleared
    const/4 v0, 0
    iput v0, p0, Ljava/util/PriorityQueue;->size:I
    return-void
.end method

# poll(): the head; the last element sifts down from the root.
.method public poll()Ljava/lang/Object;
    .locals 6
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    const/4 v5, 0
    aget-object v1, v0, v5
    if-eqz v1, :done
    iget v2, p0, Ljava/util/PriorityQueue;->modCount:I
    add-int/lit8 v2, v2, 1
    iput v2, p0, Ljava/util/PriorityQueue;->modCount:I
    iget v2, p0, Ljava/util/PriorityQueue;->size:I
    add-int/lit8 v2, v2, -1
    iput v2, p0, Ljava/util/PriorityQueue;->size:I
    aget-object v3, v0, v2
    const/4 v4, 0
    aput-object v4, v0, v2
    if-lez v2, :done
    iget-object v4, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    if-nez v4, :cmp
    invoke-static {v5, v3, v0, v2}, Ljava/util/PriorityQueue;->siftDownComparable(ILjava/lang/Object;[Ljava/lang/Object;I)V
    goto :done
    :cmp
    invoke-static {v5, v3, v0, v2, v4}, Ljava/util/PriorityQueue;->siftDownUsingComparator(ILjava/lang/Object;[Ljava/lang/Object;ILjava/util/Comparator;)V
    :done
    return-object v1
.end method

# removeAt(i): the last element moves into i and sifts down, or up if it stays; the
# element returned when it moved up (before i) is what the iterator must still visit.
.method removeAt(I)Ljava/lang/Object;
    .locals 4
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/PriorityQueue;->modCount:I
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/PriorityQueue;->modCount:I
    iget v1, p0, Ljava/util/PriorityQueue;->size:I
    add-int/lit8 v1, v1, -1
    iput v1, p0, Ljava/util/PriorityQueue;->size:I
    const/4 v3, 0
    if-ne v1, p1, :moved
    aput-object v3, v0, p1
    return-object v3
    :moved
    aget-object v2, v0, v1
    aput-object v3, v0, v1
    invoke-direct {p0, p1, v2}, Ljava/util/PriorityQueue;->siftDown(ILjava/lang/Object;)V
    aget-object v1, v0, p1
    if-ne v1, v2, :none
    invoke-direct {p0, p1, v2}, Ljava/util/PriorityQueue;->siftUp(ILjava/lang/Object;)V
    aget-object v1, v0, p1
    if-eq v1, v2, :none
    return-object v2
    :none
    return-object v3
.end method

.method private siftUp(ILjava/lang/Object;)V
    .locals 2
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iget-object v1, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    if-eqz v1, :natural
    invoke-static {p1, p2, v0, v1}, Ljava/util/PriorityQueue;->siftUpUsingComparator(ILjava/lang/Object;[Ljava/lang/Object;Ljava/util/Comparator;)V
    return-void
    :natural
    invoke-static {p1, p2, v0}, Ljava/util/PriorityQueue;->siftUpComparable(ILjava/lang/Object;[Ljava/lang/Object;)V
    return-void
.end method

# Comparable key = (Comparable) x; while (k > 0) { parent = (k - 1) >>> 1; e = es[parent];
#   if (key.compareTo(e) >= 0) break; es[k] = e; k = parent; } es[k] = key;
.method private static siftUpComparable(ILjava/lang/Object;[Ljava/lang/Object;)V
    .locals 3
    move-object v0, p1
    check-cast v0, Ljava/lang/Comparable;
    :loop
    if-gtz p0, :up
    goto :done
    :up
    add-int/lit8 v1, p0, -1
    ushr-int/lit8 v1, v1, 0x1
    aget-object v2, p2, v1
    invoke-interface {v0, v2}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result p1
    if-gez p1, :done
    aput-object v2, p2, p0
    move p0, v1
    goto :loop
    :done
    aput-object v0, p2, p0
    return-void
.end method

.method private static siftUpUsingComparator(ILjava/lang/Object;[Ljava/lang/Object;Ljava/util/Comparator;)V
    .locals 3
    :loop
    if-gtz p0, :up
    goto :done
    :up
    add-int/lit8 v1, p0, -1
    ushr-int/lit8 v1, v1, 0x1
    aget-object v2, p2, v1
    invoke-interface {p3, p1, v2}, Ljava/util/Comparator;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v0
    if-gez v0, :done
    aput-object v2, p2, p0
    move p0, v1
    goto :loop
    :done
    aput-object p1, p2, p0
    return-void
.end method

.method private siftDown(ILjava/lang/Object;)V
    .locals 3
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/PriorityQueue;->size:I
    iget-object v2, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    if-eqz v2, :natural
    invoke-static {p1, p2, v0, v1, v2}, Ljava/util/PriorityQueue;->siftDownUsingComparator(ILjava/lang/Object;[Ljava/lang/Object;ILjava/util/Comparator;)V
    return-void
    :natural
    invoke-static {p1, p2, v0, v1}, Ljava/util/PriorityQueue;->siftDownComparable(ILjava/lang/Object;[Ljava/lang/Object;I)V
    return-void
.end method

# Comparable key = (Comparable) x; int half = n >>> 1;
# while (k < half) { child = 2k + 1; c = es[child]; right = child + 1;
#   if (right < n && ((Comparable) c).compareTo(es[right]) > 0) c = es[child = right];
#   if (key.compareTo(c) <= 0) break; es[k] = c; k = child; } es[k] = key;
.method private static siftDownComparable(ILjava/lang/Object;[Ljava/lang/Object;I)V
    .locals 6
    move-object v0, p1
    check-cast v0, Ljava/lang/Comparable;
    ushr-int/lit8 v1, p3, 0x1
    :loop
    if-lt p0, v1, :down
    goto :done
    :down
    shl-int/lit8 v2, p0, 0x1
    add-int/lit8 v2, v2, 1
    aget-object v3, p2, v2
    add-int/lit8 v4, v2, 1
    if-lt v4, p3, :has_right
    goto :pick
    :has_right
    move-object v5, v3
    check-cast v5, Ljava/lang/Comparable;
    aget-object p1, p2, v4
    invoke-interface {v5, p1}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result v5
    if-gtz v5, :right
    goto :pick
    :right
    move v2, v4
    aget-object v3, p2, v2
    :pick
    invoke-interface {v0, v3}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result v5
    if-gtz v5, :swap
    goto :done
    :swap
    aput-object v3, p2, p0
    move p0, v2
    goto :loop
    :done
    aput-object v0, p2, p0
    return-void
.end method

.method private static siftDownUsingComparator(ILjava/lang/Object;[Ljava/lang/Object;ILjava/util/Comparator;)V
    .locals 6
    ushr-int/lit8 v1, p3, 0x1
    :loop
    if-lt p0, v1, :down
    goto :done
    :down
    shl-int/lit8 v2, p0, 0x1
    add-int/lit8 v2, v2, 1
    aget-object v3, p2, v2
    add-int/lit8 v4, v2, 1
    if-lt v4, p3, :has_right
    goto :pick
    :has_right
    aget-object v0, p2, v4
    invoke-interface {p4, v3, v0}, Ljava/util/Comparator;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v5
    if-gtz v5, :right
    goto :pick
    :right
    move v2, v4
    aget-object v3, p2, v2
    :pick
    invoke-interface {p4, p1, v3}, Ljava/util/Comparator;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v5
    if-gtz v5, :swap
    goto :done
    :swap
    aput-object v3, p2, p0
    move p0, v2
    goto :loop
    :done
    aput-object p1, p2, p0
    return-void
.end method

# Floyd's heap construction: sift down every parent from the last one up.
.method private heapify()V
    .locals 6
    iget-object v0, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/PriorityQueue;->size:I
    ushr-int/lit8 v2, v1, 0x1
    add-int/lit8 v2, v2, -1
    iget-object v3, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    :loop
    if-gez v2, :sift
    return-void
    :sift
    aget-object v4, v0, v2
    if-nez v3, :cmp
    invoke-static {v2, v4, v0, v1}, Ljava/util/PriorityQueue;->siftDownComparable(ILjava/lang/Object;[Ljava/lang/Object;I)V
    goto :next
    :cmp
    invoke-static {v2, v4, v0, v1, v3}, Ljava/util/PriorityQueue;->siftDownUsingComparator(ILjava/lang/Object;[Ljava/lang/Object;ILjava/util/Comparator;)V
    :next
    add-int/lit8 v2, v2, -1
    goto :loop
.end method

.method public comparator()Ljava/util/Comparator;
    .locals 1
    iget-object v0, p0, Ljava/util/PriorityQueue;->comparator:Ljava/util/Comparator;
    return-object v0
.end method

.method public removeAll(Ljava/util/Collection;)Z
    .locals 1
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v0, 1
    invoke-direct {p0, p1, v0}, Ljava/util/PriorityQueue;->bulkRemove(Ljava/util/Collection;Z)Z
    move-result v0
    return v0
.end method

.method public retainAll(Ljava/util/Collection;)Z
    .locals 1
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/PriorityQueue;->bulkRemove(Ljava/util/Collection;Z)Z
    move-result v0
    return v0
.end method

# The JDK's bulkRemove with the filter c.contains(e) == removeIfContained: marks the
# doomed elements in one pass (modCount++ first, CME if c's contains changed the
# queue), compacts the survivors in order and heapifies.
.method private bulkRemove(Ljava/util/Collection;Z)Z
    .locals 7
    iget v0, p0, Ljava/util/PriorityQueue;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/PriorityQueue;->modCount:I
    iget-object v1, p0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    iget v2, p0, Ljava/util/PriorityQueue;->size:I
    new-array v3, v2, [Z
    const/4 v4, 0
    const/4 v5, 0
    :mark
    if-ge v4, v2, :marked
    aget-object v6, v1, v4
    invoke-interface {p1, v6}, Ljava/util/Collection;->contains(Ljava/lang/Object;)Z
    move-result v6
    if-ne v6, p2, :keep
    const/4 v6, 1
    aput-boolean v6, v3, v4
    const/4 v5, 1
    :keep
    add-int/lit8 v4, v4, 1
    goto :mark
    :marked
    iget v4, p0, Ljava/util/PriorityQueue;->modCount:I
    if-eq v4, v0, :unchanged
    new-instance v0, Ljava/util/ConcurrentModificationException;
    invoke-direct {v0}, Ljava/util/ConcurrentModificationException;-><init>()V
    throw v0
    :unchanged
    if-nez v5, :compact
    const/4 v0, 0
    return v0
    :compact
    const/4 v4, 0
    const/4 v5, 0
    :copy
    if-lt v4, v2, :element
    goto :clear
    :element
    aget-boolean v6, v3, v4
    if-nez v6, :doomed
    aget-object v6, v1, v4
    aput-object v6, v1, v5
    add-int/lit8 v5, v5, 1
    :doomed
    add-int/lit8 v4, v4, 1
    goto :copy
    :clear
    iput v5, p0, Ljava/util/PriorityQueue;->size:I
    const/4 v6, 0
    :nulls
    if-lt v5, v2, :null_one
    invoke-direct {p0}, Ljava/util/PriorityQueue;->heapify()V
    const/4 v0, 1
    return v0
    :null_one
    aput-object v6, v1, v5
    add-int/lit8 v5, v5, 1
    goto :nulls
.end method
