.class abstract Ljava/util/concurrent/MonitorQueue;
.super Ljava/util/AbstractQueue;
.source "MonitorQueue.java"
.implements Ljava/util/concurrent/BlockingQueue;
.implements Ljava/io/Serializable;

# The BlockingQueue behaviour shared by ArrayBlockingQueue, LinkedBlockingQueue and
# PriorityBlockingQueue (JDK 17 API docs): the elements sit in a plain Queue (FIFO or
# priority heap) guarded by this object's monitor; takers and putters wait on it and
# every change notifies all. One monitor instead of the JDK's lock splitting: simpler,
# and the VM's scheduler gains nothing from two locks. Iterators are snapshots (weakly
# consistent, as the JDK allows) whose remove() removes the element from the queue.

.field final items:Ljava/util/Queue;
.field final capacity:I

.method constructor <init>(Ljava/util/Queue;I)V
    .locals 0
    invoke-direct {p0}, Ljava/util/AbstractQueue;-><init>()V
    iput-object p1, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    iput p2, p0, Ljava/util/concurrent/MonitorQueue;->capacity:I
    return-void
.end method

# Adds the elements of c one by one (the constructors taking a Collection), failing as
# add does: NullPointerException on a null, IllegalStateException("Queue full").
.method final addAllInitial(Ljava/util/Collection;)V
    .locals 2
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/util/concurrent/MonitorQueue;->add(Ljava/lang/Object;)Z
    goto :loop
    :done
    return-void
.end method

.method static requireElement(Ljava/lang/Object;)V
    .locals 1
    if-nez p0, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    return-void
.end method

# Waits on the monitor (held) for at most nanos (> 0), rounded up to a millisecond.
.method final waitNanos(J)V
    .locals 2
    const-wide/32 v0, 999999
    add-long/2addr v0, p1
    const-wide/32 p1, 1000000
    div-long/2addr v0, p1
    invoke-virtual {p0, v0, v1}, Ljava/lang/Object;->wait(J)V
    return-void
.end method

.method final isFull()Z
    .locals 2
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0}, Ljava/util/Queue;->size()I
    move-result v0
    iget v1, p0, Ljava/util/concurrent/MonitorQueue;->capacity:I
    if-lt v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# Stores e (space known) and wakes the waiters.
.method final enqueue(Ljava/lang/Object;)V
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0, p1}, Ljava/util/Queue;->offer(Ljava/lang/Object;)Z
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
.end method

.method public synchronized offer(Ljava/lang/Object;)Z
    .locals 1
    invoke-static {p1}, Ljava/util/concurrent/MonitorQueue;->requireElement(Ljava/lang/Object;)V
    invoke-virtual {p0}, Ljava/util/concurrent/MonitorQueue;->isFull()Z
    move-result v0
    if-eqz v0, :room
    const/4 v0, 0
    return v0
    :room
    invoke-virtual {p0, p1}, Ljava/util/concurrent/MonitorQueue;->enqueue(Ljava/lang/Object;)V
    const/4 v0, 1
    return v0
.end method

.method public synchronized put(Ljava/lang/Object;)V
    .locals 1
    invoke-static {p1}, Ljava/util/concurrent/MonitorQueue;->requireElement(Ljava/lang/Object;)V
    :check
    invoke-virtual {p0}, Ljava/util/concurrent/MonitorQueue;->isFull()Z
    move-result v0
    if-eqz v0, :room
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :room
    invoke-virtual {p0, p1}, Ljava/util/concurrent/MonitorQueue;->enqueue(Ljava/lang/Object;)V
    return-void
.end method

.method public synchronized offer(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z
    .locals 5
    invoke-static {p1}, Ljava/util/concurrent/MonitorQueue;->requireElement(Ljava/lang/Object;)V
    invoke-virtual {p4, p2, p3}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide p2
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    add-long/2addr v2, p2
    :check
    invoke-virtual {p0}, Ljava/util/concurrent/MonitorQueue;->isFull()Z
    move-result v4
    if-eqz v4, :room
    const-wide/16 v0, 0
    cmp-long v4, p2, v0
    if-gtz v4, :wait
    const/4 v4, 0
    return v4
    :wait
    invoke-virtual {p0, p2, p3}, Ljava/util/concurrent/MonitorQueue;->waitNanos(J)V
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide p2
    sub-long p2, v2, p2
    goto :check
    :room
    invoke-virtual {p0, p1}, Ljava/util/concurrent/MonitorQueue;->enqueue(Ljava/lang/Object;)V
    const/4 v4, 1
    return v4
.end method

# Removes the head (present) and wakes the waiters.
.method final dequeue()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0}, Ljava/util/Queue;->poll()Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-object v0
.end method

.method public synchronized take()Ljava/lang/Object;
    .locals 1
    :check
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0}, Ljava/util/Queue;->isEmpty()Z
    move-result v0
    if-eqz v0, :ready
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :ready
    invoke-virtual {p0}, Ljava/util/concurrent/MonitorQueue;->dequeue()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public synchronized poll()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0}, Ljava/util/Queue;->isEmpty()Z
    move-result v0
    if-eqz v0, :ready
    const/4 v0, 0
    return-object v0
    :ready
    invoke-virtual {p0}, Ljava/util/concurrent/MonitorQueue;->dequeue()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public synchronized poll(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    .locals 5
    invoke-virtual {p3, p1, p2}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    add-long/2addr v2, p1
    :check
    iget-object v4, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v4}, Ljava/util/Queue;->isEmpty()Z
    move-result v4
    if-eqz v4, :ready
    const-wide/16 v0, 0
    cmp-long v4, p1, v0
    if-gtz v4, :wait
    const/4 v4, 0
    return-object v4
    :wait
    invoke-virtual {p0, p1, p2}, Ljava/util/concurrent/MonitorQueue;->waitNanos(J)V
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide p1
    sub-long p1, v2, p1
    goto :check
    :ready
    invoke-virtual {p0}, Ljava/util/concurrent/MonitorQueue;->dequeue()Ljava/lang/Object;
    move-result-object v4
    return-object v4
.end method

.method public synchronized peek()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0}, Ljava/util/Queue;->peek()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public synchronized size()I
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0}, Ljava/util/Queue;->size()I
    move-result v0
    return v0
.end method

.method public synchronized remainingCapacity()I
    .locals 2
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0}, Ljava/util/Queue;->size()I
    move-result v0
    iget v1, p0, Ljava/util/concurrent/MonitorQueue;->capacity:I
    sub-int/2addr v1, v0
    return v1
.end method

.method public synchronized contains(Ljava/lang/Object;)Z
    .locals 1
    if-nez p1, :look
    const/4 v0, 0
    return v0
    :look
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0, p1}, Ljava/util/Queue;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public synchronized remove(Ljava/lang/Object;)Z
    .locals 1
    if-nez p1, :look
    const/4 v0, 0
    return v0
    :look
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0, p1}, Ljava/util/Queue;->remove(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :out
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    :out
    return v0
.end method

.method public synchronized clear()V
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0}, Ljava/util/Queue;->clear()V
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
.end method

.method public synchronized toArray()[Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    invoke-interface {v0}, Ljava/util/Queue;->toArray()[Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 2
    new-instance v0, Ljava/util/concurrent/MonitorQueue$Itr;
    invoke-virtual {p0}, Ljava/util/concurrent/MonitorQueue;->toArray()[Ljava/lang/Object;
    move-result-object v1
    invoke-direct {v0, p0, v1}, Ljava/util/concurrent/MonitorQueue$Itr;-><init>(Ljava/util/concurrent/MonitorQueue;[Ljava/lang/Object;)V
    return-object v0
.end method

.method public drainTo(Ljava/util/Collection;)I
    .locals 1
    const v0, 0x7fffffff
    invoke-virtual {p0, p1, v0}, Ljava/util/concurrent/MonitorQueue;->drainTo(Ljava/util/Collection;I)I
    move-result v0
    return v0
.end method

# JDK: NullPointerException for a null c, IllegalArgumentException (no message) for the
# queue itself; at most max elements, moved in queue order.
.method public synchronized drainTo(Ljava/util/Collection;I)I
    .locals 3
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    if-ne p1, p0, :other
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :other
    const/4 v0, 0
    iget-object v1, p0, Ljava/util/concurrent/MonitorQueue;->items:Ljava/util/Queue;
    :loop
    if-ge v0, p2, :done
    invoke-interface {v1}, Ljava/util/Queue;->poll()Ljava/lang/Object;
    move-result-object v2
    if-eqz v2, :done
    invoke-interface {p1, v2}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    if-eqz v0, :out
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    :out
    return v0
.end method
