.class Ljava/util/ArrayDeque$DeqIterator;
.super Ljava/lang/Object;
.source "ArrayDeque.java"
.implements Ljava/util/Iterator;

# The JDK's DeqIterator and DescendingIterator: a fixed count of remaining elements, a
# ConcurrentModificationException on meeting an emptied slot, and a cursor fixed up
# after delete() according to which side moved.

.field final dq:Ljava/util/ArrayDeque;
.field final descending:Z
.field cursor:I
.field remaining:I
.field lastRet:I

.method constructor <init>(Ljava/util/ArrayDeque;Z)V
    .locals 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/ArrayDeque$DeqIterator;->dq:Ljava/util/ArrayDeque;
    iput-boolean p2, p0, Ljava/util/ArrayDeque$DeqIterator;->descending:Z
    invoke-virtual {p1}, Ljava/util/ArrayDeque;->size()I
    move-result v0
    iput v0, p0, Ljava/util/ArrayDeque$DeqIterator;->remaining:I
    const/4 v0, -1
    iput v0, p0, Ljava/util/ArrayDeque$DeqIterator;->lastRet:I
    if-eqz p2, :ascending
    iget v0, p1, Ljava/util/ArrayDeque;->tail:I
    iget-object v1, p1, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v1, v1
    invoke-static {v0, v1}, Ljava/util/ArrayDeque;->dec(II)I
    move-result v0
    goto :set
    :ascending
    iget v0, p1, Ljava/util/ArrayDeque;->head:I
    :set
    iput v0, p0, Ljava/util/ArrayDeque$DeqIterator;->cursor:I
    return-void
.end method

.method public final hasNext()Z
    .locals 1
    iget v0, p0, Ljava/util/ArrayDeque$DeqIterator;->remaining:I
    if-lez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public next()Ljava/lang/Object;
    .locals 4
    iget v0, p0, Ljava/util/ArrayDeque$DeqIterator;->remaining:I
    if-gtz v0, :more
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :more
    iget-object v1, p0, Ljava/util/ArrayDeque$DeqIterator;->dq:Ljava/util/ArrayDeque;
    iget-object v1, v1, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    iget v2, p0, Ljava/util/ArrayDeque$DeqIterator;->cursor:I
    aget-object v3, v1, v2
    if-nez v3, :present
    new-instance v0, Ljava/util/ConcurrentModificationException;
    invoke-direct {v0}, Ljava/util/ConcurrentModificationException;-><init>()V
    throw v0
    :present
    iput v2, p0, Ljava/util/ArrayDeque$DeqIterator;->lastRet:I
    array-length v1, v1
    iget-boolean v0, p0, Ljava/util/ArrayDeque$DeqIterator;->descending:Z
    if-nez v0, :backward
    invoke-static {v2, v1}, Ljava/util/ArrayDeque;->inc(II)I
    move-result v2
    goto :stepped
    :backward
    invoke-static {v2, v1}, Ljava/util/ArrayDeque;->dec(II)I
    move-result v2
    :stepped
    iput v2, p0, Ljava/util/ArrayDeque$DeqIterator;->cursor:I
    iget v0, p0, Ljava/util/ArrayDeque$DeqIterator;->remaining:I
    add-int/lit8 v0, v0, -1
    iput v0, p0, Ljava/util/ArrayDeque$DeqIterator;->remaining:I
    return-object v3
.end method

.method public final remove()V
    .locals 4
    iget v0, p0, Ljava/util/ArrayDeque$DeqIterator;->lastRet:I
    if-gez v0, :ok
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :ok
    iget-object v1, p0, Ljava/util/ArrayDeque$DeqIterator;->dq:Ljava/util/ArrayDeque;
    invoke-virtual {v1, v0}, Ljava/util/ArrayDeque;->delete(I)Z
    move-result v0
    iget-object v1, v1, Ljava/util/ArrayDeque;->elements:[Ljava/lang/Object;
    array-length v1, v1
    iget v2, p0, Ljava/util/ArrayDeque$DeqIterator;->cursor:I
    iget-boolean v3, p0, Ljava/util/ArrayDeque$DeqIterator;->descending:Z
    if-nez v3, :descending
    if-eqz v0, :fixed
    invoke-static {v2, v1}, Ljava/util/ArrayDeque;->dec(II)I
    move-result v2
    goto :fixed
    :descending
    if-nez v0, :fixed
    invoke-static {v2, v1}, Ljava/util/ArrayDeque;->inc(II)I
    move-result v2
    :fixed
    iput v2, p0, Ljava/util/ArrayDeque$DeqIterator;->cursor:I
    const/4 v0, -1
    iput v0, p0, Ljava/util/ArrayDeque$DeqIterator;->lastRet:I
    return-void
.end method
