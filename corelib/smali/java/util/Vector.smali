.class public Ljava/util/Vector;
.super Ljava/util/AbstractList;
.source "Vector.java"
.implements Ljava/util/List;
.implements Ljava/util/RandomAccess;
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;

# java.util.Vector as in the JDK: a growable array whose public methods synchronize on
# the vector (monitor-enter/exit as dx compiles `synchronized` methods), growing by
# capacityIncrement or doubling, with the JDK's exception types and messages. Iteration
# is AbstractList's fail-fast iterator, which matches Vector.Itr.

.field protected elementData:[Ljava/lang/Object;
.field protected elementCount:I
.field protected capacityIncrement:I

# public Vector(int initialCapacity, int capacityIncrement) {
#   if (initialCapacity < 0) throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
#   elementData = new Object[initialCapacity]; this.capacityIncrement = capacityIncrement; }
.method public constructor <init>(II)V
    .locals 2
    invoke-direct {p0}, Ljava/util/AbstractList;-><init>()V
    if-gez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "Illegal Capacity: "
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    new-array v0, p1, [Ljava/lang/Object;
    iput-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    iput p2, p0, Ljava/util/Vector;->capacityIncrement:I
    return-void
.end method

.method public constructor <init>(I)V
    .locals 1
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/Vector;-><init>(II)V
    return-void
.end method

.method public constructor <init>()V
    .locals 1
    const/16 v0, 0xa
    invoke-direct {p0, v0}, Ljava/util/Vector;-><init>(I)V
    return-void
.end method

# public Vector(Collection c): the elements of c.toArray(), capacity exactly their number.
.method public constructor <init>(Ljava/util/Collection;)V
    .locals 3
    invoke-direct {p0}, Ljava/util/AbstractList;-><init>()V
    invoke-interface {p1}, Ljava/util/Collection;->toArray()[Ljava/lang/Object;
    move-result-object v0
    array-length v1, v0
    iput v1, p0, Ljava/util/Vector;->elementCount:I
    new-array v2, v1, [Ljava/lang/Object;
    const/4 p1, 0
    invoke-static {v0, p1, v2, p1, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v2, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    return-void
.end method

# new ArrayIndexOutOfBoundsException(index + op + count)
.method static outOfRange(ILjava/lang/String;I)Ljava/lang/ArrayIndexOutOfBoundsException;
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/ArrayIndexOutOfBoundsException;
    invoke-direct {v1, v0}, Ljava/lang/ArrayIndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    return-object v1
.end method

.method public declared-synchronized copyInto([Ljava/lang/Object;)V
    .locals 4
    monitor-enter p0
    :sync_start
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    const/4 v1, 0
    iget v2, p0, Ljava/util/Vector;->elementCount:I
    invoke-static {v0, v1, p1, v1, v2}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

# trimToSize(): modCount++; the capacity becomes the size.
.method public declared-synchronized trimToSize()V
    .locals 5
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/Vector;->modCount:I
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/Vector;->elementCount:I
    array-length v2, v0
    if-lt v1, v2, :trim
    monitor-exit p0
    return-void
    :trim
    new-array v2, v1, [Ljava/lang/Object;
    const/4 v3, 0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v2, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

# ensureCapacity(min): if (min > 0) { modCount++; if (min > elementData.length) grow(min); }
.method public declared-synchronized ensureCapacity(I)V
    .locals 2
    monitor-enter p0
    :sync_start
    if-lez p1, :done
    iget v0, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/Vector;->modCount:I
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    array-length v0, v0
    if-le p1, v0, :done
    invoke-direct {p0, p1}, Ljava/util/Vector;->grow(I)[Ljava/lang/Object;
    :done
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

# grow(minCapacity): the JDK's ArraysSupport.newLength(old, min - old,
# capacityIncrement > 0 ? capacityIncrement : old), i.e. old + max(both growths).
.method private grow(I)[Ljava/lang/Object;
    .locals 5
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    array-length v1, v0
    sub-int v2, p1, v1
    iget v3, p0, Ljava/util/Vector;->capacityIncrement:I
    if-gtz v3, :inc
    move v3, v1
    :inc
    if-le v3, v2, :min
    move v2, v3
    :min
    add-int/2addr v2, v1
    if-gez v2, :sized
    new-instance v0, Ljava/lang/OutOfMemoryError;
    const-string v1, "Required array length too large"
    invoke-direct {v0, v1}, Ljava/lang/OutOfMemoryError;-><init>(Ljava/lang/String;)V
    throw v0
    :sized
    new-array v3, v2, [Ljava/lang/Object;
    const/4 v4, 0
    iget v2, p0, Ljava/util/Vector;->elementCount:I
    invoke-static {v0, v4, v3, v4, v2}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v3, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    return-object v3
.end method

# setSize(n): modCount++; grows if needed; drops (nulls) elements at n and beyond.
.method public declared-synchronized setSize(I)V
    .locals 5
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/Vector;->modCount:I
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    array-length v0, v0
    if-le p1, v0, :fits
    invoke-direct {p0, p1}, Ljava/util/Vector;->grow(I)[Ljava/lang/Object;
    :fits
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/Vector;->elementCount:I
    move v2, p1
    const/4 v3, 0
    :clear
    if-ge v2, v1, :done
    aput-object v3, v0, v2
    add-int/lit8 v2, v2, 1
    goto :clear
    :done
    iput p1, p0, Ljava/util/Vector;->elementCount:I
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

.method public declared-synchronized capacity()I
    .locals 2
    monitor-enter p0
    :sync_start
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    array-length v0, v0
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized size()I
    .locals 2
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized isEmpty()Z
    .locals 2
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-nez v0, :no
    const/4 v0, 1
    monitor-exit p0
    return v0
    :no
    const/4 v0, 0
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public elements()Ljava/util/Enumeration;
    .locals 1
    new-instance v0, Ljava/util/Vector$1;
    invoke-direct {v0, p0}, Ljava/util/Vector$1;-><init>(Ljava/util/Vector;)V
    return-object v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 1
    const/4 v0, 0
    invoke-virtual {p0, p1, v0}, Ljava/util/Vector;->indexOf(Ljava/lang/Object;I)I
    move-result v0
    if-ltz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public indexOf(Ljava/lang/Object;)I
    .locals 1
    const/4 v0, 0
    invoke-virtual {p0, p1, v0}, Ljava/util/Vector;->indexOf(Ljava/lang/Object;I)I
    move-result v0
    return v0
.end method

# indexOf(o, index): first i >= index with o == null ? es[i] == null : o.equals(es[i]).
.method public declared-synchronized indexOf(Ljava/lang/Object;I)I
    .locals 4
    monitor-enter p0
    :sync_start
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/Vector;->elementCount:I
    :loop
    if-lt p2, v1, :check
    const/4 v0, -1
    monitor-exit p0
    return v0
    :check
    aget-object v2, v0, p2
    if-nez p1, :eq
    if-nez v2, :next
    monitor-exit p0
    return p2
    :eq
    invoke-virtual {p1, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :next
    monitor-exit p0
    return p2
    :next
    add-int/lit8 p2, p2, 1
    goto :loop
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

.method public declared-synchronized lastIndexOf(Ljava/lang/Object;)I
    .locals 2
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    add-int/lit8 v0, v0, -1
    invoke-virtual {p0, p1, v0}, Ljava/util/Vector;->lastIndexOf(Ljava/lang/Object;I)I
    move-result v0
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

# lastIndexOf(o, index): IndexOutOfBoundsException(index + " >= " + elementCount) past the end.
.method public declared-synchronized lastIndexOf(Ljava/lang/Object;I)I
    .locals 4
    monitor-enter p0
    :sync_start
    iget v1, p0, Ljava/util/Vector;->elementCount:I
    if-ge p2, v1, :bad
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    :loop
    if-gez p2, :check
    const/4 v0, -1
    monitor-exit p0
    return v0
    :check
    aget-object v2, v0, p2
    if-nez p1, :eq
    if-nez v2, :next
    monitor-exit p0
    return p2
    :eq
    invoke-virtual {p1, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :next
    monitor-exit p0
    return p2
    :next
    add-int/lit8 p2, p2, -1
    goto :loop
    :bad
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string p1, " >= "
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    throw v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

.method public declared-synchronized elementAt(I)Ljava/lang/Object;
    .locals 3
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-ge p1, v0, :bad
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    aget-object v0, v0, p1
    monitor-exit p0
    return-object v0
    :bad
    const-string v1, " >= "
    invoke-static {p1, v1, v0}, Ljava/util/Vector;->outOfRange(ILjava/lang/String;I)Ljava/lang/ArrayIndexOutOfBoundsException;
    move-result-object v0
    throw v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public declared-synchronized firstElement()Ljava/lang/Object;
    .locals 3
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-nez v0, :ok
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :ok
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    const/4 v1, 0
    aget-object v0, v0, v1
    monitor-exit p0
    return-object v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public declared-synchronized lastElement()Ljava/lang/Object;
    .locals 3
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-nez v0, :ok
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :ok
    add-int/lit8 v0, v0, -1
    iget-object v1, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    aget-object v0, v1, v0
    monitor-exit p0
    return-object v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public declared-synchronized setElementAt(Ljava/lang/Object;I)V
    .locals 3
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-ge p2, v0, :bad
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    aput-object p1, v0, p2
    monitor-exit p0
    return-void
    :bad
    const-string v1, " >= "
    invoke-static {p2, v1, v0}, Ljava/util/Vector;->outOfRange(ILjava/lang/String;I)Ljava/lang/ArrayIndexOutOfBoundsException;
    move-result-object v0
    throw v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

# removeElementAt(index): AIOOBE(index + " >= " + count) past the end, AIOOBE(index)
# below 0; shifts the tail down, modCount++.
.method public declared-synchronized removeElementAt(I)V
    .locals 5
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-ge p1, v0, :past
    if-ltz p1, :negative
    sub-int v1, v0, p1
    add-int/lit8 v1, v1, -1
    iget-object v2, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    if-lez v1, :moved
    add-int/lit8 v3, p1, 1
    invoke-static {v2, v3, v2, p1, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :moved
    iget v1, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v0, v0, -1
    iput v0, p0, Ljava/util/Vector;->elementCount:I
    const/4 v1, 0
    aput-object v1, v2, v0
    monitor-exit p0
    return-void
    :past
    const-string v1, " >= "
    invoke-static {p1, v1, v0}, Ljava/util/Vector;->outOfRange(ILjava/lang/String;I)Ljava/lang/ArrayIndexOutOfBoundsException;
    move-result-object v0
    throw v0
    :negative
    new-instance v0, Ljava/lang/ArrayIndexOutOfBoundsException;
    invoke-direct {v0, p1}, Ljava/lang/ArrayIndexOutOfBoundsException;-><init>(I)V
    throw v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

# insertElementAt(obj, index): AIOOBE(index + " > " + count) past the end.
.method public declared-synchronized insertElementAt(Ljava/lang/Object;I)V
    .locals 5
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-le p2, v0, :ok
    const-string v1, " > "
    invoke-static {p2, v1, v0}, Ljava/util/Vector;->outOfRange(ILjava/lang/String;I)Ljava/lang/ArrayIndexOutOfBoundsException;
    move-result-object v0
    throw v0
    :ok
    iget v1, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/Vector;->modCount:I
    iget-object v2, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    array-length v1, v2
    if-ne v0, v1, :room
    add-int/lit8 v1, v0, 1
    invoke-direct {p0, v1}, Ljava/util/Vector;->grow(I)[Ljava/lang/Object;
    move-result-object v2
    :room
    add-int/lit8 v3, p2, 1
    sub-int v1, v0, p2
    invoke-static {v2, p2, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    aput-object p1, v2, p2
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/Vector;->elementCount:I
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

# add(e, es, s): grows by one step when full.
.method private append(Ljava/lang/Object;)V
    .locals 3
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/Vector;->elementCount:I
    array-length v2, v0
    if-ne v1, v2, :room
    add-int/lit8 v2, v1, 1
    invoke-direct {p0, v2}, Ljava/util/Vector;->grow(I)[Ljava/lang/Object;
    move-result-object v0
    :room
    aput-object p1, v0, v1
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/Vector;->elementCount:I
    return-void
.end method

.method public declared-synchronized addElement(Ljava/lang/Object;)V
    .locals 2
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/Vector;->modCount:I
    invoke-direct {p0, p1}, Ljava/util/Vector;->append(Ljava/lang/Object;)V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

# removeElement(obj): modCount++ even when obj is absent, as the JDK.
.method public declared-synchronized removeElement(Ljava/lang/Object;)Z
    .locals 2
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/Vector;->modCount:I
    invoke-virtual {p0, p1}, Ljava/util/Vector;->indexOf(Ljava/lang/Object;)I
    move-result v0
    if-ltz v0, :absent
    invoke-virtual {p0, v0}, Ljava/util/Vector;->removeElementAt(I)V
    const/4 v0, 1
    monitor-exit p0
    return v0
    :absent
    const/4 v0, 0
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized removeAllElements()V
    .locals 5
    monitor-enter p0
    :sync_start
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/Vector;->elementCount:I
    const/4 v2, 0
    const/4 v3, 0
    :loop
    if-ge v2, v1, :cleared
    aput-object v3, v0, v2
    add-int/lit8 v2, v2, 1
    goto :loop
    :cleared
    iget v0, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/Vector;->modCount:I
    iput v3, p0, Ljava/util/Vector;->elementCount:I
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

# clone(): a copy with its own array (capacity = size) and modCount 0.
.method public declared-synchronized clone()Ljava/lang/Object;
    .locals 4
    monitor-enter p0
    :sync_start
    invoke-super {p0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Vector;
    invoke-virtual {p0}, Ljava/util/Vector;->toArray()[Ljava/lang/Object;
    move-result-object v1
    iput-object v1, v0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    const/4 v1, 0
    iput v1, v0, Ljava/util/Vector;->modCount:I
    monitor-exit p0
    return-object v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

.method public declared-synchronized toArray()[Ljava/lang/Object;
    .locals 5
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    new-array v1, v0, [Ljava/lang/Object;
    iget-object v2, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    const/4 v3, 0
    invoke-static {v2, v3, v1, v3, v0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    monitor-exit p0
    return-object v1
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

# get/set: ArrayIndexOutOfBoundsException(index) ("Array index out of range: i") past the end.
.method public declared-synchronized get(I)Ljava/lang/Object;
    .locals 2
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-ge p1, v0, :bad
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    aget-object v0, v0, p1
    monitor-exit p0
    return-object v0
    :bad
    new-instance v0, Ljava/lang/ArrayIndexOutOfBoundsException;
    invoke-direct {v0, p1}, Ljava/lang/ArrayIndexOutOfBoundsException;-><init>(I)V
    throw v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized set(ILjava/lang/Object;)Ljava/lang/Object;
    .locals 3
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-ge p1, v0, :bad
    iget-object v0, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    aget-object v1, v0, p1
    aput-object p2, v0, p1
    monitor-exit p0
    return-object v1
    :bad
    new-instance v0, Ljava/lang/ArrayIndexOutOfBoundsException;
    invoke-direct {v0, p1}, Ljava/lang/ArrayIndexOutOfBoundsException;-><init>(I)V
    throw v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public declared-synchronized add(Ljava/lang/Object;)Z
    .locals 2
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/Vector;->modCount:I
    invoke-direct {p0, p1}, Ljava/util/Vector;->append(Ljava/lang/Object;)V
    const/4 v0, 1
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public remove(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/Vector;->removeElement(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public add(ILjava/lang/Object;)V
    .locals 0
    invoke-virtual {p0, p2, p1}, Ljava/util/Vector;->insertElementAt(Ljava/lang/Object;I)V
    return-void
.end method

# remove(index): modCount++ first, then AIOOBE(index) past the end, as the JDK.
.method public declared-synchronized remove(I)Ljava/lang/Object;
    .locals 6
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/Vector;->modCount:I
    iget v0, p0, Ljava/util/Vector;->elementCount:I
    if-ge p1, v0, :bad
    iget-object v1, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    aget-object v2, v1, p1
    sub-int v3, v0, p1
    add-int/lit8 v3, v3, -1
    if-lez v3, :moved
    add-int/lit8 v4, p1, 1
    invoke-static {v1, v4, v1, p1, v3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :moved
    add-int/lit8 v0, v0, -1
    iput v0, p0, Ljava/util/Vector;->elementCount:I
    const/4 v3, 0
    aput-object v3, v1, v0
    monitor-exit p0
    return-object v2
    :bad
    new-instance v0, Ljava/lang/ArrayIndexOutOfBoundsException;
    invoke-direct {v0, p1}, Ljava/lang/ArrayIndexOutOfBoundsException;-><init>(I)V
    throw v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v5
    monitor-exit p0
    throw v5
.end method

.method public clear()V
    .locals 0
    invoke-virtual {p0}, Ljava/util/Vector;->removeAllElements()V
    return-void
.end method

# addAll(c): a snapshot of c first; modCount++ even when c is empty.
.method public addAll(Ljava/util/Collection;)Z
    .locals 4
    invoke-interface {p1}, Ljava/util/Collection;->toArray()[Ljava/lang/Object;
    move-result-object v0
    monitor-enter p0
    :try_start
    iget v1, p0, Ljava/util/Vector;->modCount:I
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/Vector;->modCount:I
    array-length v1, v0
    if-nez v1, :some
    monitor-exit p0
    const/4 v0, 0
    return v0
    :some
    iget-object v2, p0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    iget v3, p0, Ljava/util/Vector;->elementCount:I
    array-length p1, v2
    sub-int/2addr p1, v3
    if-le v1, p1, :room
    add-int p1, v3, v1
    invoke-direct {p0, p1}, Ljava/util/Vector;->grow(I)[Ljava/lang/Object;
    move-result-object v2
    :room
    const/4 p1, 0
    invoke-static {v0, p1, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    add-int/2addr v3, v1
    iput v3, p0, Ljava/util/Vector;->elementCount:I
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :release
    const/4 v0, 1
    return v0
    :release
    move-exception v0
    monitor-exit p0
    throw v0
.end method

.method public declared-synchronized equals(Ljava/lang/Object;)Z
    .locals 2
    monitor-enter p0
    :sync_start
    invoke-super {p0, p1}, Ljava/util/AbstractList;->equals(Ljava/lang/Object;)Z
    move-result v0
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized hashCode()I
    .locals 2
    monitor-enter p0
    :sync_start
    invoke-super {p0}, Ljava/util/AbstractList;->hashCode()I
    move-result v0
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized toString()Ljava/lang/String;
    .locals 2
    monitor-enter p0
    :sync_start
    invoke-super {p0}, Ljava/util/AbstractList;->toString()Ljava/lang/String;
    move-result-object v0
    monitor-exit p0
    return-object v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method
