.class public Ljava/lang/ref/ReferenceQueue;
.super Ljava/lang/Object;
.source "ReferenceQueue.java"

# Dalvik 4.4's ReferenceQueue: a stack of references linked through Reference.queueNext
# (the last one links to itself, so queueNext is non-null exactly while enqueued),
# guarded by the queue's own monitor (taken as dx compiles `synchronized` methods);
# remove() waits on it and enqueue() notifies it. The collector never touches a queue:
# the ReferenceQueueDaemon thread enqueues what it cleared.

.field private head:Ljava/lang/ref/Reference;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# Called through Reference.enqueueInternal; false unless r is registered with this
# queue and was never enqueued.
.method declared-synchronized enqueue(Ljava/lang/ref/Reference;)Z
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p1, Ljava/lang/ref/Reference;->queue:Ljava/lang/ref/ReferenceQueue;
    if-eq v0, p0, :mine
    monitor-exit p0
    const/4 v0, 0
    return v0
    :mine
    const/4 v0, 0
    iput-object v0, p1, Ljava/lang/ref/Reference;->queue:Ljava/lang/ref/ReferenceQueue;
    iget-object v0, p0, Ljava/lang/ref/ReferenceQueue;->head:Ljava/lang/ref/Reference;
    if-nez v0, :link
    move-object v0, p1
    :link
    iput-object v0, p1, Ljava/lang/ref/Reference;->queueNext:Ljava/lang/ref/Reference;
    iput-object p1, p0, Ljava/lang/ref/ReferenceQueue;->head:Ljava/lang/ref/Reference;
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :release
    const/4 v0, 1
    return v0
    :release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized poll()Ljava/lang/ref/Reference;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/ref/ReferenceQueue;->head:Ljava/lang/ref/Reference;
    if-eqz v0, :done
    iget-object v1, v0, Ljava/lang/ref/Reference;->queueNext:Ljava/lang/ref/Reference;
    if-ne v1, v0, :more
    const/4 v1, 0
    :more
    iput-object v1, p0, Ljava/lang/ref/ReferenceQueue;->head:Ljava/lang/ref/Reference;
    const/4 v1, 0
    iput-object v1, v0, Ljava/lang/ref/Reference;->queueNext:Ljava/lang/ref/Reference;
    :done
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :release
    return-object v0
    :release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public remove()Ljava/lang/ref/Reference;
    .registers 3
    const-wide/16 v0, 0
    invoke-virtual {p0, v0, v1}, Ljava/lang/ref/ReferenceQueue;->remove(J)Ljava/lang/ref/Reference;
    move-result-object v0
    return-object v0
.end method

# Waits at most `timeout` ms (0: forever); null when the time ran out.
.method public remove(J)Ljava/lang/ref/Reference;
    .locals 9
    const-wide/16 v0, 0
    cmp-long v2, p1, v0
    if-gez v2, :valid
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Negative timeout value"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :valid
    monitor-enter p0
    :try_start
    invoke-virtual {p0}, Ljava/lang/ref/ReferenceQueue;->poll()Ljava/lang/ref/Reference;
    move-result-object v2
    if-nez v2, :found
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v3
    :again
    invoke-virtual {p0, p1, p2}, Ljava/lang/Object;->wait(J)V
    invoke-virtual {p0}, Ljava/lang/ref/ReferenceQueue;->poll()Ljava/lang/ref/Reference;
    move-result-object v2
    if-nez v2, :found
    cmp-long v5, p1, v0
    if-eqz v5, :again
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v5
    sub-long v7, v5, v3
    const-wide/32 v3, 1000000
    div-long/2addr v7, v3
    sub-long/2addr p1, v7
    move-wide v3, v5
    cmp-long v5, p1, v0
    if-gtz v5, :again
    :found
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :release
    return-object v2
    :release
    move-exception v2
    monitor-exit p0
    throw v2
.end method
