.class public Ljava/util/concurrent/CountDownLatch;
.super Ljava/lang/Object;
.source "CountDownLatch.java"

# java.util.concurrent.CountDownLatch (JDK 17 semantics) over a ReentrantLock and its
# Condition (the JDK uses an AbstractQueuedSynchronizer's shared mode): await() checks
# the interrupt status first, returns at once when the count is 0, else waits for the
# countDown that reaches 0 (signalAll).

.field private final lock:Ljava/util/concurrent/locks/ReentrantLock;
.field private final zero:Ljava/util/concurrent/locks/Condition;
.field private volatile count:I

.method public constructor <init>(I)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-gez p1, :valid
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "count < 0"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :valid
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;
    invoke-direct {v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V
    iput-object v0, p0, Ljava/util/concurrent/CountDownLatch;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->newCondition()Ljava/util/concurrent/locks/Condition;
    move-result-object v0
    iput-object v0, p0, Ljava/util/concurrent/CountDownLatch;->zero:Ljava/util/concurrent/locks/Condition;
    iput p1, p0, Ljava/util/concurrent/CountDownLatch;->count:I
    return-void
.end method

.method public await()V
    .registers 3
    invoke-static {}, Ljava/lang/Thread;->interrupted()Z
    move-result v0
    if-eqz v0, :go
    new-instance v0, Ljava/lang/InterruptedException;
    invoke-direct {v0}, Ljava/lang/InterruptedException;-><init>()V
    throw v0
    :go
    iget v0, p0, Ljava/util/concurrent/CountDownLatch;->count:I
    if-nez v0, :wait
    return-void
    :wait
    iget-object v0, p0, Ljava/util/concurrent/CountDownLatch;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    :try_start
    iget v1, p0, Ljava/util/concurrent/CountDownLatch;->count:I
    if-eqz v1, :try_end
    iget-object v1, p0, Ljava/util/concurrent/CountDownLatch;->zero:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v1}, Ljava/util/concurrent/locks/Condition;->await()V
    goto :try_start
    :try_end
    .catchall {:try_start .. :try_end} :finally
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return-void
    :finally
    move-exception v1
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    throw v1
.end method

.method public await(JLjava/util/concurrent/TimeUnit;)Z
    .registers 9
    invoke-virtual {p3, p1, p2}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/Thread;->interrupted()Z
    move-result v2
    if-eqz v2, :go
    new-instance v2, Ljava/lang/InterruptedException;
    invoke-direct {v2}, Ljava/lang/InterruptedException;-><init>()V
    throw v2
    :go
    iget v2, p0, Ljava/util/concurrent/CountDownLatch;->count:I
    if-nez v2, :wait
    const/4 v2, 1
    return v2
    :wait
    iget-object v2, p0, Ljava/util/concurrent/CountDownLatch;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v2}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    :try_start
    iget v3, p0, Ljava/util/concurrent/CountDownLatch;->count:I
    if-eqz v3, :reached
    const-wide/16 v3, 0
    cmp-long v3, v0, v3
    if-gtz v3, :more
    const/4 v3, 0
    goto :try_end
    :more
    iget-object v3, p0, Ljava/util/concurrent/CountDownLatch;->zero:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v3, v0, v1}, Ljava/util/concurrent/locks/Condition;->awaitNanos(J)J
    move-result-wide v0
    goto :try_start
    :reached
    const/4 v3, 1
    :try_end
    .catchall {:try_start .. :try_end} :finally
    invoke-virtual {v2}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return v3
    :finally
    move-exception v3
    invoke-virtual {v2}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    throw v3
.end method

.method public countDown()V
    .registers 4
    iget-object v0, p0, Ljava/util/concurrent/CountDownLatch;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    :try_start
    iget v1, p0, Ljava/util/concurrent/CountDownLatch;->count:I
    if-eqz v1, :try_end
    add-int/lit8 v1, v1, -1
    iput v1, p0, Ljava/util/concurrent/CountDownLatch;->count:I
    if-nez v1, :try_end
    iget-object v2, p0, Ljava/util/concurrent/CountDownLatch;->zero:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v2}, Ljava/util/concurrent/locks/Condition;->signalAll()V
    :try_end
    .catchall {:try_start .. :try_end} :finally
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return-void
    :finally
    move-exception v1
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    throw v1
.end method

.method public getCount()J
    .registers 3
    iget v0, p0, Ljava/util/concurrent/CountDownLatch;->count:I
    int-to-long v0, v0
    return-wide v0
.end method

# JDK: Object.toString() + "[Count = N]".
.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-super {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "[Count = "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v1, p0, Ljava/util/concurrent/CountDownLatch;->count:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, "]"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
