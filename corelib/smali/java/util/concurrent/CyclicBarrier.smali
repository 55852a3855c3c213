.class public Ljava/util/concurrent/CyclicBarrier;
.super Ljava/lang/Object;
.source "CyclicBarrier.java"

# java.util.concurrent.CyclicBarrier, the JDK 17 algorithm (a ReentrantLock, its trip
# Condition and a Generation per use): the last party to arrive runs the barrier action
# and starts the next generation; a party interrupted while waiting breaks the barrier
# (it throws InterruptedException, the others BrokenBarrierException), as do a timeout,
# reset() and an action that throws.

.field private final lock:Ljava/util/concurrent/locks/ReentrantLock;
.field private final trip:Ljava/util/concurrent/locks/Condition;
.field private final parties:I
.field private final barrierCommand:Ljava/lang/Runnable;
.field private generation:Ljava/util/concurrent/CyclicBarrier$Generation;
.field private count:I

.method public constructor <init>(I)V
    .registers 3
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/concurrent/CyclicBarrier;-><init>(ILjava/lang/Runnable;)V
    return-void
.end method

.method public constructor <init>(ILjava/lang/Runnable;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;
    invoke-direct {v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V
    iput-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->newCondition()Ljava/util/concurrent/locks/Condition;
    move-result-object v0
    iput-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->trip:Ljava/util/concurrent/locks/Condition;
    new-instance v0, Ljava/util/concurrent/CyclicBarrier$Generation;
    invoke-direct {v0}, Ljava/util/concurrent/CyclicBarrier$Generation;-><init>()V
    iput-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->generation:Ljava/util/concurrent/CyclicBarrier$Generation;
    if-gtz p1, :valid
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :valid
    iput p1, p0, Ljava/util/concurrent/CyclicBarrier;->parties:I
    iput p1, p0, Ljava/util/concurrent/CyclicBarrier;->count:I
    iput-object p2, p0, Ljava/util/concurrent/CyclicBarrier;->barrierCommand:Ljava/lang/Runnable;
    return-void
.end method

.method private nextGeneration()V
    .registers 2
    iget-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->trip:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v0}, Ljava/util/concurrent/locks/Condition;->signalAll()V
    iget v0, p0, Ljava/util/concurrent/CyclicBarrier;->parties:I
    iput v0, p0, Ljava/util/concurrent/CyclicBarrier;->count:I
    new-instance v0, Ljava/util/concurrent/CyclicBarrier$Generation;
    invoke-direct {v0}, Ljava/util/concurrent/CyclicBarrier$Generation;-><init>()V
    iput-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->generation:Ljava/util/concurrent/CyclicBarrier$Generation;
    return-void
.end method

.method private breakBarrier()V
    .registers 3
    iget-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->generation:Ljava/util/concurrent/CyclicBarrier$Generation;
    const/4 v1, 1
    iput-boolean v1, v0, Ljava/util/concurrent/CyclicBarrier$Generation;->broken:Z
    iget v0, p0, Ljava/util/concurrent/CyclicBarrier;->parties:I
    iput v0, p0, Ljava/util/concurrent/CyclicBarrier;->count:I
    iget-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->trip:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v0}, Ljava/util/concurrent/locks/Condition;->signalAll()V
    return-void
.end method

# v0 lock, v1 the generation on arrival, v3 this party's arrival index; p1 timed, p2:p3
# the nanoseconds left.
.method private dowait(ZJ)I
    .registers 12
    iget-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    :outer_start
    iget-object v1, p0, Ljava/util/concurrent/CyclicBarrier;->generation:Ljava/util/concurrent/CyclicBarrier$Generation;
    iget-boolean v2, v1, Ljava/util/concurrent/CyclicBarrier$Generation;->broken:Z
    if-eqz v2, :intact
    new-instance v2, Ljava/util/concurrent/BrokenBarrierException;
    invoke-direct {v2}, Ljava/util/concurrent/BrokenBarrierException;-><init>()V
    throw v2
    :intact
    invoke-static {}, Ljava/lang/Thread;->interrupted()Z
    move-result v2
    if-eqz v2, :arrive
    invoke-direct {p0}, Ljava/util/concurrent/CyclicBarrier;->breakBarrier()V
    new-instance v2, Ljava/lang/InterruptedException;
    invoke-direct {v2}, Ljava/lang/InterruptedException;-><init>()V
    throw v2
    :arrive
    iget v3, p0, Ljava/util/concurrent/CyclicBarrier;->count:I
    add-int/lit8 v3, v3, -1
    iput v3, p0, Ljava/util/concurrent/CyclicBarrier;->count:I
    if-nez v3, :wait
    iget-object v2, p0, Ljava/util/concurrent/CyclicBarrier;->barrierCommand:Ljava/lang/Runnable;
    if-eqz v2, :tripped
    :cmd_start
    invoke-interface {v2}, Ljava/lang/Runnable;->run()V
    :cmd_end
    .catch Ljava/lang/Throwable; {:cmd_start .. :cmd_end} :cmd_failed
    :tripped
    invoke-direct {p0}, Ljava/util/concurrent/CyclicBarrier;->nextGeneration()V
    goto :leave
    :cmd_failed
    move-exception v2
    invoke-direct {p0}, Ljava/util/concurrent/CyclicBarrier;->breakBarrier()V
    throw v2
    :wait
    if-nez p1, :timed
    iget-object v2, p0, Ljava/util/concurrent/CyclicBarrier;->trip:Ljava/util/concurrent/locks/Condition;
    :await_start
    invoke-interface {v2}, Ljava/util/concurrent/locks/Condition;->await()V
    :await_end
    .catch Ljava/lang/InterruptedException; {:await_start .. :await_end} :interrupted
    goto :check
    :timed
    const-wide/16 v4, 0
    cmp-long v2, p2, v4
    if-gtz v2, :nanos_left
    goto :check
    :nanos_left
    iget-object v2, p0, Ljava/util/concurrent/CyclicBarrier;->trip:Ljava/util/concurrent/locks/Condition;
    :awaitn_start
    invoke-interface {v2, p2, p3}, Ljava/util/concurrent/locks/Condition;->awaitNanos(J)J
    move-result-wide p2
    :awaitn_end
    .catch Ljava/lang/InterruptedException; {:awaitn_start .. :awaitn_end} :interrupted
    :check
    iget-boolean v2, v1, Ljava/util/concurrent/CyclicBarrier$Generation;->broken:Z
    if-eqz v2, :unbroken
    new-instance v2, Ljava/util/concurrent/BrokenBarrierException;
    invoke-direct {v2}, Ljava/util/concurrent/BrokenBarrierException;-><init>()V
    throw v2
    :unbroken
    iget-object v2, p0, Ljava/util/concurrent/CyclicBarrier;->generation:Ljava/util/concurrent/CyclicBarrier$Generation;
    if-ne v1, v2, :leave
    if-eqz p1, :wait
    const-wide/16 v4, 0
    cmp-long v2, p2, v4
    if-gtz v2, :wait
    invoke-direct {p0}, Ljava/util/concurrent/CyclicBarrier;->breakBarrier()V
    new-instance v2, Ljava/util/concurrent/TimeoutException;
    invoke-direct {v2}, Ljava/util/concurrent/TimeoutException;-><init>()V
    throw v2
    :interrupted
    move-exception v6
    iget-object v2, p0, Ljava/util/concurrent/CyclicBarrier;->generation:Ljava/util/concurrent/CyclicBarrier$Generation;
    if-ne v1, v2, :late
    iget-boolean v2, v1, Ljava/util/concurrent/CyclicBarrier$Generation;->broken:Z
    if-nez v2, :late
    invoke-direct {p0}, Ljava/util/concurrent/CyclicBarrier;->breakBarrier()V
    throw v6
    :late
    # The barrier already tripped or broke: keep the interrupt for later.
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Thread;->interrupt()V
    goto :check
    :outer_end
    .catchall {:outer_start .. :outer_end} :finally
    :leave
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return v3
    :finally
    move-exception v2
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    throw v2
.end method

# JDK: await() cannot time out; a TimeoutException would be an internal error.
.method public await()I
    .registers 4
    const/4 v0, 0
    const-wide/16 v1, 0
    invoke-direct {p0, v0, v1, v2}, Ljava/util/concurrent/CyclicBarrier;->dowait(ZJ)I
    move-result v0
    return v0
.end method

.method public await(JLjava/util/concurrent/TimeUnit;)I
    .registers 7
    invoke-virtual {p3, p1, p2}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide v0
    const/4 v2, 1
    invoke-direct {p0, v2, v0, v1}, Ljava/util/concurrent/CyclicBarrier;->dowait(ZJ)I
    move-result v0
    return v0
.end method

.method public getParties()I
    .registers 2
    iget v0, p0, Ljava/util/concurrent/CyclicBarrier;->parties:I
    return v0
.end method

.method public isBroken()Z
    .registers 3
    iget-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    iget-object v1, p0, Ljava/util/concurrent/CyclicBarrier;->generation:Ljava/util/concurrent/CyclicBarrier$Generation;
    iget-boolean v1, v1, Ljava/util/concurrent/CyclicBarrier$Generation;->broken:Z
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return v1
.end method

.method public reset()V
    .registers 3
    iget-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    :try_start
    invoke-direct {p0}, Ljava/util/concurrent/CyclicBarrier;->breakBarrier()V
    invoke-direct {p0}, Ljava/util/concurrent/CyclicBarrier;->nextGeneration()V
    :try_end
    .catchall {:try_start .. :try_end} :finally
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return-void
    :finally
    move-exception v1
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    throw v1
.end method

.method public getNumberWaiting()I
    .registers 3
    iget-object v0, p0, Ljava/util/concurrent/CyclicBarrier;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    iget v1, p0, Ljava/util/concurrent/CyclicBarrier;->parties:I
    iget v2, p0, Ljava/util/concurrent/CyclicBarrier;->count:I
    sub-int/2addr v1, v2
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return v1
.end method
