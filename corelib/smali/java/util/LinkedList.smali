.class public Ljava/util/LinkedList;
.super Ljava/util/AbstractList;
.source "LinkedList.java"
.implements Ljava/util/List;
.implements Ljava/util/RandomAccess;
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;
.implements Ljava/util/Deque;
.implements Ljava/util/Queue;

.field elems:[Ljava/lang/Object;
.field size:I

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/util/AbstractList;-><init>()V
    return-void
.end method

.method public constructor <init>(I)V
    .registers 3
    invoke-direct {p0}, Ljava/util/AbstractList;-><init>()V
    if-gez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Illegal Capacity"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    return-void
.end method

.method public constructor <init>(Ljava/util/Collection;)V
    .registers 2
    invoke-direct {p0}, Ljava/util/AbstractList;-><init>()V
    invoke-virtual {p0, p1}, Ljava/util/LinkedList;->addAll(Ljava/util/Collection;)Z
    return-void
.end method

.method public native size()I
.end method

.method public native get(I)Ljava/lang/Object;
.end method

.method public native set(ILjava/lang/Object;)Ljava/lang/Object;
.end method

.method public native add(ILjava/lang/Object;)V
.end method

.method public native remove(I)Ljava/lang/Object;
.end method

.method public native clear()V
.end method

.method public native add(Ljava/lang/Object;)Z
.end method

.method public addFirst(Ljava/lang/Object;)V
    .registers 3
    const/4 v0, 0
    invoke-virtual {p0, v0, p1}, Ljava/util/LinkedList;->add(ILjava/lang/Object;)V
    return-void
.end method

.method public push(Ljava/lang/Object;)V
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/LinkedList;->addFirst(Ljava/lang/Object;)V
    return-void
.end method

.method public addLast(Ljava/lang/Object;)V
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/LinkedList;->add(Ljava/lang/Object;)Z
    return-void
.end method

.method public offer(Ljava/lang/Object;)Z
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/LinkedList;->add(Ljava/lang/Object;)Z
    const/4 v0, 1
    return v0
.end method

.method public offerLast(Ljava/lang/Object;)Z
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/LinkedList;->add(Ljava/lang/Object;)Z
    const/4 v0, 1
    return v0
.end method

.method public offerFirst(Ljava/lang/Object;)Z
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/LinkedList;->addFirst(Ljava/lang/Object;)V
    const/4 v0, 1
    return v0
.end method

.method public removeFirst()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :has
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->remove(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public remove()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :has
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->remove(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public pop()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :has
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->remove(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public removeLast()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :has
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    add-int/lit8 v0, v0, -1
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->remove(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public getFirst()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :has
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->get(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public element()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :has
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->get(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public getLast()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :has
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    add-int/lit8 v0, v0, -1
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->get(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public poll()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    const/4 v0, 0
    return-object v0
    :has
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->remove(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public pollFirst()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    const/4 v0, 0
    return-object v0
    :has
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->remove(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public pollLast()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    const/4 v0, 0
    return-object v0
    :has
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    add-int/lit8 v0, v0, -1
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->remove(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public peek()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    const/4 v0, 0
    return-object v0
    :has
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->get(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public peekFirst()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    const/4 v0, 0
    return-object v0
    :has
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->get(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public peekLast()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    if-nez v0, :has
    const/4 v0, 0
    return-object v0
    :has
    invoke-virtual {p0}, Ljava/util/LinkedList;->size()I
    move-result v0
    add-int/lit8 v0, v0, -1
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->get(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


# The JDK's LinkedList.ListItr differs from AbstractList's iterator: hasNext is
# `nextIndex < size`, and remove() checks for comodification before its state.
.method public iterator()Ljava/util/Iterator;
    .registers 3
    new-instance v0, Ljava/util/LinkedList$ListItr;
    const/4 v1, 0
    invoke-direct {v0, p0, v1}, Ljava/util/LinkedList$ListItr;-><init>(Ljava/util/LinkedList;Z)V
    return-object v0
.end method

# The JDK's DescendingIterator (a ListItr walking back from the end).
.method public descendingIterator()Ljava/util/Iterator;
    .registers 3
    new-instance v0, Ljava/util/LinkedList$ListItr;
    const/4 v1, 1
    invoke-direct {v0, p0, v1}, Ljava/util/LinkedList$ListItr;-><init>(Ljava/util/LinkedList;Z)V
    return-object v0
.end method

.method public removeFirstOccurrence(Ljava/lang/Object;)Z
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/LinkedList;->remove(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public removeLastOccurrence(Ljava/lang/Object;)Z
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/LinkedList;->lastIndexOf(Ljava/lang/Object;)I
    move-result v0
    if-gez v0, :found
    const/4 v0, 0
    return v0
    :found
    invoke-virtual {p0, v0}, Ljava/util/LinkedList;->remove(I)Ljava/lang/Object;
    const/4 v0, 1
    return v0
.end method

# The JDK's LinkedList.addAll: a snapshot first (so list.addAll(list) doubles the list).
.method public addAll(Ljava/util/Collection;)Z
    .registers 6
    invoke-interface {p1}, Ljava/util/Collection;->toArray()[Ljava/lang/Object;
    move-result-object v0

    array-length v1, v0
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    aget-object v3, v0, v2
    invoke-virtual {p0, v3}, Ljava/util/LinkedList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    if-eqz v1, :none
    const/4 v1, 1
    :none
    return v1
.end method
