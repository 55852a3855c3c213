.class public Ljava/util/ArrayDeque;
.super Ljava/util/AbstractCollection;
.source "ArrayDeque.java"
.implements Ljava/util/Deque;
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;

# java.util.ArrayDeque as the JDK's: a circular array (16 + 1 slots at first, always
# one null slot at tail) growing as the JDK's grow() does, null elements refused,
# delete() moving the shorter side, and iterators that fail (CME) when they meet a
# slot emptied behind their back.

.field transient elements:[Ljava/lang/Object;
.field transient head:I
.field transient tail:I

.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    const/16 v0, 0x11
    new-array v0, v0, [Ljava/lang/Object;
    iput-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    return-void
.end method

# elements = new Object[(n < 1) ? 1 : (n == Integer.MAX_VALUE) ? Integer.MAX_VALUE : n + 1]
.method public constructor <init>(I)V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    const/4 v0, 1
    if-lt p1, v0, :sized
    const v0, 0x7fffffff
    if-eq p1, v0, :sized
    add-int/lit8 v0, p1, 1
    :sized
    new-array v0, v0, [Ljava/lang/Object;
    iput-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    return-void
.end method

.method public constructor <init>(Ljava/util/Collection;)V
    .locals 1
    invoke-interface {p1}, Ljava/util/Collection;->size()I
    move-result v0
    invoke-direct {p0, v0}, Ljava/util/ArrayDeque;-><init>(I)V
    invoke-direct {p0, p1}, Ljava/util/ArrayDeque;->copyElements(Ljava/util/Collection;)V
    return-void
.end method

.method static inc(II)I
    .locals 0
    add-int/lit8 p0, p0, 1
    if-lt p0, p1, :ok
    const/4 p0, 0
    :ok
    return p0
.end method

.method static dec(II)I
    .locals 0
    add-int/lit8 p0, p0, -1
    if-gez p0, :ok
    add-int/lit8 p0, p1, -1
    :ok
    return p0
.end method

.method static sub(III)I
    .locals 0
    sub-int/2addr p0, p1
    if-gez p0, :ok
    add-int/2addr p0, p2
    :ok
    return p0
.end method

# grow(needed): +2 slots more than double while small, +50% after; a wrapped first
# leg slides to the end of the new array.
.method private grow(I)V
    .locals 7
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v1, v0
    const/16 v2, 0x40
    if-ge v1, v2, :half
    add-int/lit8 v2, v1, 2
    goto :jumped
    :half
    shr-int/lit8 v2, v1, 1
    :jumped
    # newCapacity = oldCapacity + max(jump, needed), refusing overflow
    move v3, v2
    if-le p1, v2, :grown
    move v3, p1
    :grown
    add-int/2addr v3, v1
    if-gez v3, :fits
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "Sorry, deque too big"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :fits
    new-array v4, v3, [Ljava/lang/Object;
    const/4 v5, 0
    invoke-static {v0, v5, v4, v5, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v4, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    iget v5, p0, Ljava/util/ArrayDeque;->head:I
    iget v6, p0, Ljava/util/ArrayDeque;->tail:I
    if-lt v6, v5, :wrapped
    if-ne v6, v5, :done
    aget-object v0, v4, v5
    if-eqz v0, :done
    :wrapped
    sub-int v2, v3, v1
    add-int v6, v5, v2
    sub-int v0, v1, v5
    invoke-static {v4, v5, v4, v6, v0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    const/4 v0, 0
    :clear
    if-ge v5, v6, :cleared
    aput-object v0, v4, v5
    add-int/lit8 v5, v5, 1
    goto :clear
    :cleared
    iput v6, p0, Ljava/util/ArrayDeque;->head:I
    :done
    return-void
.end method

.method public addFirst(Ljava/lang/Object;)V
    .locals 3
    if-nez p1, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/ArrayDeque;->head:I
    array-length v2, v0
    invoke-static {v1, v2}, Ljava/util/ArrayDeque;->dec(II)I
    move-result v1
    iput v1, p0, Ljava/util/ArrayDeque;->head:I
    aput-object p1, v0, v1
    iget v2, p0, Ljava/util/ArrayDeque;->tail:I
    if-ne v1, v2, :done
    const/4 v0, 1
    invoke-direct {p0, v0}, Ljava/util/ArrayDeque;->grow(I)V
    :done
    return-void
.end method

.method public addLast(Ljava/lang/Object;)V
    .locals 3
    if-nez p1, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/ArrayDeque;->tail:I
    aput-object p1, v0, v1
    array-length v2, v0
    invoke-static {v1, v2}, Ljava/util/ArrayDeque;->inc(II)I
    move-result v1
    iput v1, p0, Ljava/util/ArrayDeque;->tail:I
    iget v2, p0, Ljava/util/ArrayDeque;->head:I
    if-ne v1, v2, :done
    const/4 v0, 1
    invoke-direct {p0, v0}, Ljava/util/ArrayDeque;->grow(I)V
    :done
    return-void
.end method

.method private copyElements(Ljava/util/Collection;)V
    .locals 2
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/util/ArrayDeque;->addLast(Ljava/lang/Object;)V
    goto :loop
    :done
    return-void
.end method

# addAll(c): grows once for all of c first, then adds each; true if the deque grew.
.method public addAll(Ljava/util/Collection;)Z
    .locals 3
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->size()I
    move-result v0
    invoke-interface {p1}, Ljava/util/Collection;->size()I
    move-result v1
    add-int/2addr v1, v0
    add-int/lit8 v1, v1, 1
    iget-object v2, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v2, v2
    sub-int/2addr v1, v2
    if-lez v1, :room
    invoke-direct {p0, v1}, Ljava/util/ArrayDeque;->grow(I)V
    :room
    invoke-direct {p0, p1}, Ljava/util/ArrayDeque;->copyElements(Ljava/util/Collection;)V
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->size()I
    move-result v1
    if-le v1, v0, :grew
    const/4 v0, 0
    return v0
    :grew
    const/4 v0, 1
    return v0
.end method

.method public offerFirst(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/ArrayDeque;->addFirst(Ljava/lang/Object;)V
    const/4 v0, 1
    return v0
.end method

.method public offerLast(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/ArrayDeque;->addLast(Ljava/lang/Object;)V
    const/4 v0, 1
    return v0
.end method

.method public removeFirst()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->pollFirst()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :empty
    return-object v0
    :empty
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
.end method

.method public removeLast()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->pollLast()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :empty
    return-object v0
    :empty
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
.end method

.method public pollFirst()Ljava/lang/Object;
    .locals 4
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/ArrayDeque;->head:I
    aget-object v2, v0, v1
    if-eqz v2, :done
    const/4 v3, 0
    aput-object v3, v0, v1
    array-length v3, v0
    invoke-static {v1, v3}, Ljava/util/ArrayDeque;->inc(II)I
    move-result v1
    iput v1, p0, Ljava/util/ArrayDeque;->head:I
    :done
    return-object v2
.end method

.method public pollLast()Ljava/lang/Object;
    .locals 4
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/ArrayDeque;->tail:I
    array-length v3, v0
    invoke-static {v1, v3}, Ljava/util/ArrayDeque;->dec(II)I
    move-result v1
    aget-object v2, v0, v1
    if-eqz v2, :done
    const/4 v3, 0
    aput-object v3, v0, v1
    iput v1, p0, Ljava/util/ArrayDeque;->tail:I
    :done
    return-object v2
.end method

.method public getFirst()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->peekFirst()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :empty
    return-object v0
    :empty
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
.end method

.method public getLast()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->peekLast()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :empty
    return-object v0
    :empty
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
.end method

.method public peekFirst()Ljava/lang/Object;
    .locals 2
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/ArrayDeque;->head:I
    aget-object v0, v0, v1
    return-object v0
.end method

.method public peekLast()Ljava/lang/Object;
    .locals 3
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    iget v1, p0, Ljava/util/ArrayDeque;->tail:I
    array-length v2, v0
    invoke-static {v1, v2}, Ljava/util/ArrayDeque;->dec(II)I
    move-result v1
    aget-object v0, v0, v1
    return-object v0
.end method

# The physical index of the first (last = false) or last (last = true) element equal
# to o, scanning from the head (or the tail), or -1; o == null matches nothing.
.method private find(Ljava/lang/Object;Z)I
    .locals 6
    if-eqz p1, :none
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v1, v0
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->size()I
    move-result v2
    const/4 v3, 0
    :loop
    if-ge v3, v2, :none
    iget v4, p0, Ljava/util/ArrayDeque;->head:I
    move v5, v3
    if-eqz p2, :forward
    sub-int v5, v2, v3
    add-int/lit8 v5, v5, -1
    :forward
    add-int/2addr v4, v5
    rem-int/2addr v4, v1
    aget-object v5, v0, v4
    invoke-virtual {p1, v5}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-nez v5, :found
    add-int/lit8 v3, v3, 1
    goto :loop
    :found
    return v4
    :none
    const/4 v0, -1
    return v0
.end method

.method public removeFirstOccurrence(Ljava/lang/Object;)Z
    .locals 1
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/ArrayDeque;->find(Ljava/lang/Object;Z)I
    move-result v0
    if-ltz v0, :absent
    invoke-virtual {p0, v0}, Ljava/util/ArrayDeque;->delete(I)Z
    const/4 v0, 1
    return v0
    :absent
    const/4 v0, 0
    return v0
.end method

.method public removeLastOccurrence(Ljava/lang/Object;)Z
    .locals 1
    const/4 v0, 1
    invoke-direct {p0, p1, v0}, Ljava/util/ArrayDeque;->find(Ljava/lang/Object;Z)I
    move-result v0
    if-ltz v0, :absent
    invoke-virtual {p0, v0}, Ljava/util/ArrayDeque;->delete(I)Z
    const/4 v0, 1
    return v0
    :absent
    const/4 v0, 0
    return v0
.end method

.method public add(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/ArrayDeque;->addLast(Ljava/lang/Object;)V
    const/4 v0, 1
    return v0
.end method

.method public offer(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/ArrayDeque;->offerLast(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public remove()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->removeFirst()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public poll()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->pollFirst()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public element()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->getFirst()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public peek()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->peekFirst()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public push(Ljava/lang/Object;)V
    .locals 0
    invoke-virtual {p0, p1}, Ljava/util/ArrayDeque;->addFirst(Ljava/lang/Object;)V
    return-void
.end method

.method public pop()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->removeFirst()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

# delete(i): removes the element at physical index i moving the shorter side; true if
# the elements after it moved back (left).
.method delete(I)Z
    .locals 9
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v1, v0
    iget v2, p0, Ljava/util/ArrayDeque;->head:I
    iget v3, p0, Ljava/util/ArrayDeque;->tail:I
    invoke-static {p1, v2, v1}, Ljava/util/ArrayDeque;->sub(III)I
    move-result v4
    invoke-static {v3, p1, v1}, Ljava/util/ArrayDeque;->sub(III)I
    move-result v5
    add-int/lit8 v5, v5, -1
    const/4 v8, 0
    if-lt v4, v5, :front
    # move back elements backwards
    invoke-static {v3, v1}, Ljava/util/ArrayDeque;->dec(II)I
    move-result v6
    iput v6, p0, Ljava/util/ArrayDeque;->tail:I
    add-int/lit8 v7, p1, 1
    if-gt p1, v6, :back_wrap
    invoke-static {v0, v7, v0, p1, v5}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    goto :back_done
    :back_wrap
    sub-int v4, v1, v7
    invoke-static {v0, v7, v0, p1, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    add-int/lit8 v4, v1, -1
    aget-object v5, v0, v8
    aput-object v5, v0, v4
    const/4 v4, 1
    add-int/lit8 v5, v3, -1
    invoke-static {v0, v4, v0, v8, v5}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :back_done
    const/4 v4, 0
    aput-object v4, v0, v6
    const/4 v0, 1
    return v0
    :front
    # front < back: move front elements forwards
    add-int/lit8 v6, v2, 1
    if-gt v2, p1, :front_wrap
    invoke-static {v0, v2, v0, v6, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    goto :front_done
    :front_wrap
    const/4 v7, 1
    invoke-static {v0, v8, v0, v7, p1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    add-int/lit8 v7, v1, -1
    aget-object v7, v0, v7
    aput-object v7, v0, v8
    add-int/lit8 v7, p1, 1
    sub-int/2addr v4, v7
    invoke-static {v0, v2, v0, v6, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :front_done
    const/4 v4, 0
    aput-object v4, v0, v2
    invoke-static {v2, v1}, Ljava/util/ArrayDeque;->inc(II)I
    move-result v2
    iput v2, p0, Ljava/util/ArrayDeque;->head:I
    const/4 v0, 0
    return v0
.end method

.method public size()I
    .locals 3
    iget v0, p0, Ljava/util/ArrayDeque;->tail:I
    iget v1, p0, Ljava/util/ArrayDeque;->head:I
    iget-object v2, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v2, v2
    invoke-static {v0, v1, v2}, Ljava/util/ArrayDeque;->sub(III)I
    move-result v0
    return v0
.end method

.method public isEmpty()Z
    .locals 2
    iget v0, p0, Ljava/util/ArrayDeque;->tail:I
    iget v1, p0, Ljava/util/ArrayDeque;->head:I
    if-ne v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 2
    new-instance v0, Ljava/util/ArrayDeque$DeqIterator;
    const/4 v1, 0
    invoke-direct {v0, p0, v1}, Ljava/util/ArrayDeque$DeqIterator;-><init>(Ljava/util/ArrayDeque;Z)V
    return-object v0
.end method

.method public descendingIterator()Ljava/util/Iterator;
    .locals 2
    new-instance v0, Ljava/util/ArrayDeque$DeqIterator;
    const/4 v1, 1
    invoke-direct {v0, p0, v1}, Ljava/util/ArrayDeque$DeqIterator;-><init>(Ljava/util/ArrayDeque;Z)V
    return-object v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 1
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/ArrayDeque;->find(Ljava/lang/Object;Z)I
    move-result v0
    if-ltz v0, :absent
    const/4 v0, 1
    return v0
    :absent
    const/4 v0, 0
    return v0
.end method

.method public remove(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/ArrayDeque;->removeFirstOccurrence(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public clear()V
    .locals 5
    iget-object v0, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v1, v0
    iget v2, p0, Ljava/util/ArrayDeque;->head:I
    iget v3, p0, Ljava/util/ArrayDeque;->tail:I
    const/4 v4, 0
    :loop
    if-eq v2, v3, :done
    aput-object v4, v0, v2
    invoke-static {v2, v1}, Ljava/util/ArrayDeque;->inc(II)I
    move-result v2
    goto :loop
    :done
    const/4 v0, 0
    iput v0, p0, Ljava/util/ArrayDeque;->head:I
    iput v0, p0, Ljava/util/ArrayDeque;->tail:I
    return-void
.end method

.method public toArray()[Ljava/lang/Object;
    .locals 6
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->size()I
    move-result v0
    new-array v1, v0, [Ljava/lang/Object;
    iget-object v2, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v3, v2
    iget v4, p0, Ljava/util/ArrayDeque;->head:I
    const/4 v5, 0
    :loop
    if-ge v5, v0, :done
    aget-object p0, v2, v4
    aput-object p0, v1, v5
    invoke-static {v4, v3}, Ljava/util/ArrayDeque;->inc(II)I
    move-result v4
    add-int/lit8 v5, v5, 1
    goto :loop
    :done
    return-object v1
.end method

.method public clone()Ljava/util/ArrayDeque;
    .locals 4
    invoke-super {p0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/ArrayDeque;
    iget-object v1, p0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v2, v1
    new-array v2, v2, [Ljava/lang/Object;
    const/4 v3, 0
    array-length p0, v1
    invoke-static {v1, v3, v2, v3, p0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v2, v0, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    return-object v0
.end method

.method public bridge synthetic clone()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/ArrayDeque;->clone()Ljava/util/ArrayDeque;
    move-result-object v0
    return-object v0
.end method
