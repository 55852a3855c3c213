.class final Ljava/util/PriorityQueue$Itr;
.super Ljava/lang/Object;
.source "PriorityQueue.java"
.implements Ljava/util/Iterator;

# The JDK's PriorityQueue.Itr: array order; when remove() makes the last element move
# up before the cursor, that element is kept in forgetMeNot and visited at the end.

.field final pq:Ljava/util/PriorityQueue;
.field cursor:I
.field lastRet:I
.field forgetMeNot:Ljava/util/ArrayDeque;
.field lastRetElt:Ljava/lang/Object;
.field expectedModCount:I

.method constructor <init>(Ljava/util/PriorityQueue;)V
    .locals 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/PriorityQueue$Itr;->pq:Ljava/util/PriorityQueue;
    const/4 v0, -1
    iput v0, p0, Ljava/util/PriorityQueue$Itr;->lastRet:I
    iget v0, p1, Ljava/util/PriorityQueue;->modCount:I
    iput v0, p0, Ljava/util/PriorityQueue$Itr;->expectedModCount:I
    return-void
.end method

# cursor < size || (forgetMeNot != null && !forgetMeNot.isEmpty())
.method public hasNext()Z
    .locals 2
    iget v0, p0, Ljava/util/PriorityQueue$Itr;->cursor:I
    iget-object v1, p0, Ljava/util/PriorityQueue$Itr;->pq:Ljava/util/PriorityQueue;
    iget v1, v1, Ljava/util/PriorityQueue;->size:I
    if-lt v0, v1, :yes
    iget-object v0, p0, Ljava/util/PriorityQueue$Itr;->forgetMeNot:Ljava/util/ArrayDeque;
    if-eqz v0, :no
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->isEmpty()Z
    move-result v0
    if-nez v0, :no
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public next()Ljava/lang/Object;
    .locals 3
    iget-object v0, p0, Ljava/util/PriorityQueue$Itr;->pq:Ljava/util/PriorityQueue;
    iget v1, v0, Ljava/util/PriorityQueue;->modCount:I
    iget v2, p0, Ljava/util/PriorityQueue$Itr;->expectedModCount:I
    if-eq v1, v2, :unchanged
    new-instance v0, Ljava/util/ConcurrentModificationException;
    invoke-direct {v0}, Ljava/util/ConcurrentModificationException;-><init>()V
    throw v0
    :unchanged
    iget v1, p0, Ljava/util/PriorityQueue$Itr;->cursor:I
    iget v2, v0, Ljava/util/PriorityQueue;->size:I
    if-ge v1, v2, :forgotten
    iput v1, p0, Ljava/util/PriorityQueue$Itr;->lastRet:I
    add-int/lit8 v2, v1, 1
    iput v2, p0, Ljava/util/PriorityQueue$Itr;->cursor:I
    iget-object v0, v0, Ljava/util/PriorityQueue;->queue:[Ljava/lang/Object;
    aget-object v0, v0, v1
    return-object v0
    :forgotten
    iget-object v0, p0, Ljava/util/PriorityQueue$Itr;->forgetMeNot:Ljava/util/ArrayDeque;
    if-eqz v0, :end
    const/4 v1, -1
    iput v1, p0, Ljava/util/PriorityQueue$Itr;->lastRet:I
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->poll()Ljava/lang/Object;
    move-result-object v0
    iput-object v0, p0, Ljava/util/PriorityQueue$Itr;->lastRetElt:Ljava/lang/Object;
    if-eqz v0, :end
    return-object v0
    :end
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
.end method

.method public remove()V
    .locals 3
    iget-object v0, p0, Ljava/util/PriorityQueue$Itr;->pq:Ljava/util/PriorityQueue;
    iget v1, v0, Ljava/util/PriorityQueue;->modCount:I
    iget v2, p0, Ljava/util/PriorityQueue$Itr;->expectedModCount:I
    if-eq v1, v2, :unchanged
    new-instance v0, Ljava/util/ConcurrentModificationException;
    invoke-direct {v0}, Ljava/util/ConcurrentModificationException;-><init>()V
    throw v0
    :unchanged
    iget v1, p0, Ljava/util/PriorityQueue$Itr;->lastRet:I
    const/4 v2, -1
    if-eq v1, v2, :not_array
    invoke-virtual {v0, v1}, Ljava/util/PriorityQueue;->removeAt(I)Ljava/lang/Object;
    move-result-object v1
    iput v2, p0, Ljava/util/PriorityQueue$Itr;->lastRet:I
    if-nez v1, :moved
    iget v1, p0, Ljava/util/PriorityQueue$Itr;->cursor:I
    add-int/lit8 v1, v1, -1
    iput v1, p0, Ljava/util/PriorityQueue$Itr;->cursor:I
    goto :done
    :moved
    iget-object v2, p0, Ljava/util/PriorityQueue$Itr;->forgetMeNot:Ljava/util/ArrayDeque;
    if-nez v2, :have
    new-instance v2, Ljava/util/ArrayDeque;
    invoke-direct {v2}, Ljava/util/ArrayDeque;-><init>()V
    iput-object v2, p0, Ljava/util/PriorityQueue$Itr;->forgetMeNot:Ljava/util/ArrayDeque;
    :have
    invoke-virtual {v2, v1}, Ljava/util/ArrayDeque;->add(Ljava/lang/Object;)Z
    goto :done
    :not_array
    iget-object v1, p0, Ljava/util/PriorityQueue$Itr;->lastRetElt:Ljava/lang/Object;
    if-eqz v1, :illegal
    invoke-virtual {v0, v1}, Ljava/util/PriorityQueue;->removeEq(Ljava/lang/Object;)V
    const/4 v1, 0
    iput-object v1, p0, Ljava/util/PriorityQueue$Itr;->lastRetElt:Ljava/lang/Object;
    :done
    iget v1, v0, Ljava/util/PriorityQueue;->modCount:I
    iput v1, p0, Ljava/util/PriorityQueue$Itr;->expectedModCount:I
    return-void
    :illegal
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
.end method
