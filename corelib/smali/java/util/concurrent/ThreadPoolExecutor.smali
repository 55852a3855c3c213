.class public Ljava/util/concurrent/ThreadPoolExecutor;
.super Ljava/util/concurrent/AbstractExecutorService;
.source "ThreadPoolExecutor.java"

# java.util.concurrent.ThreadPoolExecutor (JDK 17 API docs): core and maximum pool
# sizes, a work queue, keep-alive for threads above the core, shutdown/shutdownNow and
# termination, RejectedExecutionException (the JDK's AbortPolicy message) once shut down
# or saturated. The pool's state, its workers and idle count live under this object's
# monitor (the JDK packs them into an atomic control word and a main lock); idle workers
# wait on it, so shutdown wakes them with notifyAll instead of interrupts. A task that
# throws ends its worker (the exception goes to the thread's handler) and a new worker
# replaces it. States: 0 running, 1 shutdown, 2 stop, 3 terminated. Not here:
# RejectedExecutionHandler policies, prestart and resize methods.

.field private final core:I
.field private final max:I
.field private final keepAliveNanos:J
.field private final workQueue:Ljava/util/concurrent/BlockingQueue;
.field private final threadFactory:Ljava/util/concurrent/ThreadFactory;
.field private final workers:Ljava/util/HashSet;
.field private state:I
.field private idle:I
.field private largest:I
.field private completed:J
.field private coreTimeout:Z
.field private handOff:Z

.method public constructor <init>(IIJLjava/util/concurrent/TimeUnit;Ljava/util/concurrent/BlockingQueue;)V
    .locals 8
    invoke-static {}, Ljava/util/concurrent/Executors;->defaultThreadFactory()Ljava/util/concurrent/ThreadFactory;
    move-result-object v7
    move-object v0, p0
    move v1, p1
    move v2, p2
    move-wide v3, p3
    move-object v5, p5
    move-object v6, p6
    invoke-direct/range {v0 .. v7}, Ljava/util/concurrent/ThreadPoolExecutor;-><init>(IIJLjava/util/concurrent/TimeUnit;Ljava/util/concurrent/BlockingQueue;Ljava/util/concurrent/ThreadFactory;)V
    return-void
.end method

# JDK: IllegalArgumentException (no message) for core < 0, max <= 0, max < core or a
# negative keep-alive; NullPointerException for a null queue, unit or factory.
.method public constructor <init>(IIJLjava/util/concurrent/TimeUnit;Ljava/util/concurrent/BlockingQueue;Ljava/util/concurrent/ThreadFactory;)V
    .locals 2
    invoke-direct {p0}, Ljava/util/concurrent/AbstractExecutorService;-><init>()V
    if-ltz p1, :bad
    if-lez p2, :bad
    if-ge p2, p1, :sizes
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :sizes
    const-wide/16 v0, 0
    cmp-long v0, p3, v0
    if-ltz v0, :bad
    if-eqz p6, :null
    if-eqz p7, :null
    if-nez p5, :ok
    :null
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :ok
    iput p1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->core:I
    iput p2, p0, Ljava/util/concurrent/ThreadPoolExecutor;->max:I
    invoke-virtual {p5, p3, p4}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide v0
    iput-wide v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->keepAliveNanos:J
    iput-object p6, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    iput-object p7, p0, Ljava/util/concurrent/ThreadPoolExecutor;->threadFactory:Ljava/util/concurrent/ThreadFactory;
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    iput-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    return-void
.end method

# Executors.newCachedThreadPool: queue a task only for a worker that is idle, else start
# a thread (what the JDK's SynchronousQueue does).
.method synchronized handOff()V
    .locals 1
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->handOff:Z
    return-void
.end method

.method public synchronized execute(Ljava/lang/Runnable;)V
    .locals 4
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    if-nez v0, :reject
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v0}, Ljava/util/HashSet;->size()I
    move-result v0
    iget v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->core:I
    if-lt v0, v1, :start
    iget-object v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    iget-boolean v2, p0, Ljava/util/concurrent/ThreadPoolExecutor;->handOff:Z
    if-eqz v2, :enqueue
    invoke-interface {v1}, Ljava/util/concurrent/BlockingQueue;->size()I
    move-result v2
    iget v3, p0, Ljava/util/concurrent/ThreadPoolExecutor;->idle:I
    if-lt v2, v3, :enqueue
    goto :grow
    :enqueue
    invoke-interface {v1, p1}, Ljava/util/concurrent/BlockingQueue;->offer(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :grow
    if-nez v0, :queued
    const/4 v2, 0
    invoke-direct {p0, v2}, Ljava/util/concurrent/ThreadPoolExecutor;->addWorker(Ljava/lang/Runnable;)V
    :queued
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
    :grow
    iget v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->max:I
    if-lt v0, v1, :start
    :reject
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Task "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, " rejected from "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/util/concurrent/RejectedExecutionException;
    invoke-direct {v1, v0}, Ljava/util/concurrent/RejectedExecutionException;-><init>(Ljava/lang/String;)V
    throw v1
    :start
    invoke-direct {p0, p1}, Ljava/util/concurrent/ThreadPoolExecutor;->addWorker(Ljava/lang/Runnable;)V
    return-void
.end method

# Starts a worker (monitor held) with its first task (or none). A shut-down pool only
# adds a worker without a task, and only while tasks are queued.
.method private addWorker(Ljava/lang/Runnable;)V
    .locals 3
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    if-eqz v0, :add
    if-nez p1, :refuse
    const/4 v1, 1
    if-ne v0, v1, :refuse
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    invoke-interface {v0}, Ljava/util/concurrent/BlockingQueue;->isEmpty()Z
    move-result v0
    if-eqz v0, :add
    :refuse
    return-void
    :add
    new-instance v0, Ljava/util/concurrent/ThreadPoolExecutor$Worker;
    invoke-direct {v0, p0, p1}, Ljava/util/concurrent/ThreadPoolExecutor$Worker;-><init>(Ljava/util/concurrent/ThreadPoolExecutor;Ljava/lang/Runnable;)V
    iget-object v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->threadFactory:Ljava/util/concurrent/ThreadFactory;
    invoke-interface {v1, v0}, Ljava/util/concurrent/ThreadFactory;->newThread(Ljava/lang/Runnable;)Ljava/lang/Thread;
    move-result-object v1
    if-nez v1, :made
    return-void
    :made
    iput-object v1, v0, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->thread:Ljava/lang/Thread;
    iget-object v2, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v2, v0}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z
    invoke-virtual {v2}, Ljava/util/HashSet;->size()I
    move-result v2
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->largest:I
    if-ge v0, v2, :started
    iput v2, p0, Ljava/util/concurrent/ThreadPoolExecutor;->largest:I
    :started
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    return-void
.end method

# A worker's loop: its first task, then tasks from the queue until getTask says to
# leave. The interrupt status is cleared before each task unless the pool is stopping.
.method final runWorker(Ljava/util/concurrent/ThreadPoolExecutor$Worker;)V
    .locals 4
    iget-object v0, p1, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->firstTask:Ljava/lang/Runnable;
    const/4 v1, 0
    iput-object v1, p1, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->firstTask:Ljava/lang/Runnable;
    iget-object v2, p1, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->thread:Ljava/lang/Thread;
    :loop
    if-nez v0, :run
    invoke-direct {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->getTask()Ljava/lang/Runnable;
    move-result-object v0
    if-nez v0, :run
    const/4 v1, 0
    invoke-direct {p0, p1, v1}, Ljava/util/concurrent/ThreadPoolExecutor;->workerDone(Ljava/util/concurrent/ThreadPoolExecutor$Worker;Z)V
    return-void
    :run
    invoke-direct {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->isStopping()Z
    move-result v1
    if-eqz v1, :clear
    invoke-virtual {v2}, Ljava/lang/Thread;->isInterrupted()Z
    move-result v1
    if-nez v1, :task
    invoke-virtual {v2}, Ljava/lang/Thread;->interrupt()V
    goto :task
    :clear
    invoke-static {}, Ljava/lang/Thread;->interrupted()Z
    :task
    :try_start
    invoke-virtual {p0, v2, v0}, Ljava/util/concurrent/ThreadPoolExecutor;->beforeExecute(Ljava/lang/Thread;Ljava/lang/Runnable;)V
    invoke-interface {v0}, Ljava/lang/Runnable;->run()V
    const/4 v1, 0
    invoke-virtual {p0, v0, v1}, Ljava/util/concurrent/ThreadPoolExecutor;->afterExecute(Ljava/lang/Runnable;Ljava/lang/Throwable;)V
    :try_end
    .catchall {:try_start .. :try_end} :threw
    invoke-direct {p0, p1}, Ljava/util/concurrent/ThreadPoolExecutor;->taskDone(Ljava/util/concurrent/ThreadPoolExecutor$Worker;)V
    const/4 v0, 0
    goto :loop
    :threw
    move-exception v1
    invoke-direct {p0, p1}, Ljava/util/concurrent/ThreadPoolExecutor;->taskDone(Ljava/util/concurrent/ThreadPoolExecutor$Worker;)V
    const/4 v3, 1
    invoke-direct {p0, p1, v3}, Ljava/util/concurrent/ThreadPoolExecutor;->workerDone(Ljava/util/concurrent/ThreadPoolExecutor$Worker;Z)V
    throw v1
.end method

.method private synchronized isStopping()Z
    .locals 2
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    const/4 v1, 2
    if-ge v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method private synchronized taskDone(Ljava/util/concurrent/ThreadPoolExecutor$Worker;)V
    .locals 4
    iget-wide v0, p1, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->completed:J
    const-wide/16 v2, 1
    add-long/2addr v0, v2
    iput-wide v0, p1, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->completed:J
    return-void
.end method

# The next task for an idle worker, waiting on the monitor; null when the worker is to
# leave: the pool stops, or is shut down with an empty queue, or the worker (above the
# core, or any with core time-out) waited its keep-alive in vain.
.method private synchronized getTask()Ljava/lang/Runnable;
    .locals 9
    const/4 v0, 0
    const-wide/16 v1, 0
    :check
    iget v3, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    const/4 v4, 2
    if-lt v3, v4, :live
    :leave
    const/4 v3, 0
    return-object v3
    :live
    iget-object v4, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    invoke-interface {v4}, Ljava/util/concurrent/BlockingQueue;->poll()Ljava/lang/Object;
    move-result-object v4
    if-eqz v4, :none
    check-cast v4, Ljava/lang/Runnable;
    return-object v4
    :none
    if-nez v3, :leave
    iget-boolean v4, p0, Ljava/util/concurrent/ThreadPoolExecutor;->coreTimeout:Z
    if-nez v4, :timed
    iget-object v4, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v4}, Ljava/util/HashSet;->size()I
    move-result v4
    iget v5, p0, Ljava/util/concurrent/ThreadPoolExecutor;->core:I
    if-gt v4, v5, :timed
    const-wide/16 v5, 0
    goto :wait
    :timed
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v5
    if-nez v0, :deadline
    const/4 v0, 1
    iget-wide v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->keepAliveNanos:J
    add-long/2addr v1, v5
    :deadline
    sub-long v5, v1, v5
    const-wide/16 v7, 0
    cmp-long v3, v5, v7
    if-gtz v3, :millis
    iget-object v3, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    invoke-interface {v3}, Ljava/util/concurrent/BlockingQueue;->isEmpty()Z
    move-result v3
    if-nez v3, :check
    goto :leave
    :millis
    const-wide/32 v7, 999999
    add-long/2addr v5, v7
    const-wide/32 v7, 1000000
    div-long/2addr v5, v7
    :wait
    iget v3, p0, Ljava/util/concurrent/ThreadPoolExecutor;->idle:I
    add-int/lit8 v3, v3, 1
    iput v3, p0, Ljava/util/concurrent/ThreadPoolExecutor;->idle:I
    :try_start
    invoke-virtual {p0, v5, v6}, Ljava/lang/Object;->wait(J)V
    :try_end
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :woken
    :woken
    iget v3, p0, Ljava/util/concurrent/ThreadPoolExecutor;->idle:I
    add-int/lit8 v3, v3, -1
    iput v3, p0, Ljava/util/concurrent/ThreadPoolExecutor;->idle:I
    goto :check
.end method

# A worker leaves (monitor taken): its count joins the pool's, a worker that died of its
# task's exception is replaced while the pool runs, and the pool may terminate.
.method private synchronized workerDone(Ljava/util/concurrent/ThreadPoolExecutor$Worker;Z)V
    .locals 4
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v0, p1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z
    iget-wide v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->completed:J
    iget-wide v2, p1, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->completed:J
    add-long/2addr v0, v2
    iput-wide v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->completed:J
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    const/4 v1, 2
    if-lt v0, v1, :running
    :terminate
    invoke-direct {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->tryTerminate()V
    return-void
    :running
    if-nez p2, :replace
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v0}, Ljava/util/HashSet;->size()I
    move-result v0
    iget v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->core:I
    iget-boolean v2, p0, Ljava/util/concurrent/ThreadPoolExecutor;->coreTimeout:Z
    if-eqz v2, :min
    const/4 v1, 0
    :min
    if-nez v1, :compare
    iget-object v2, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    invoke-interface {v2}, Ljava/util/concurrent/BlockingQueue;->isEmpty()Z
    move-result v2
    if-nez v2, :compare
    const/4 v1, 1
    :compare
    if-lt v0, v1, :replace
    goto :terminate
    :replace
    const/4 v0, 0
    invoke-direct {p0, v0}, Ljava/util/concurrent/ThreadPoolExecutor;->addWorker(Ljava/lang/Runnable;)V
    goto :terminate
.end method

# Monitor held: a shut-down pool with no queued task, or a stopped one, terminates when
# its last worker has left.
.method private tryTerminate()V
    .locals 2
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    packed-switch v0, :states
    :out
    return-void
    :shutdown
    iget-object v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    invoke-interface {v1}, Ljava/util/concurrent/BlockingQueue;->isEmpty()Z
    move-result v1
    if-eqz v1, :out
    :stop
    iget-object v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v1}, Ljava/util/HashSet;->isEmpty()Z
    move-result v1
    if-eqz v1, :out
    const/4 v1, 3
    iput v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    invoke-virtual {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->terminated()V
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
    :states
    .packed-switch 0x1
        :shutdown
        :stop
    .end packed-switch
.end method

.method protected beforeExecute(Ljava/lang/Thread;Ljava/lang/Runnable;)V
    .locals 0
    return-void
.end method

.method protected afterExecute(Ljava/lang/Runnable;Ljava/lang/Throwable;)V
    .locals 0
    return-void
.end method

.method protected terminated()V
    .locals 0
    return-void
.end method

.method public synchronized shutdown()V
    .locals 1
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    if-nez v0, :out
    const/4 v0, 1
    iput v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    invoke-direct {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->tryTerminate()V
    :out
    return-void
.end method

# JDK: interrupts every worker, and returns the queued tasks (in queue order).
.method public synchronized shutdownNow()Ljava/util/List;
    .locals 5
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    const/4 v1, 2
    if-ge v0, v1, :interrupt
    iput v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    :interrupt
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v0}, Ljava/util/HashSet;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :drain
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/concurrent/ThreadPoolExecutor$Worker;
    iget-object v1, v1, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->thread:Ljava/lang/Thread;
    invoke-virtual {v1}, Ljava/lang/Thread;->interrupt()V
    goto :loop
    :drain
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iget-object v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    invoke-interface {v1, v0}, Ljava/util/concurrent/BlockingQueue;->drainTo(Ljava/util/Collection;)I
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    invoke-direct {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->tryTerminate()V
    return-object v0
.end method

.method public synchronized isShutdown()Z
    .locals 1
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    if-eqz v0, :out
    const/4 v0, 1
    :out
    return v0
.end method

.method public synchronized isTerminating()Z
    .locals 2
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    if-eqz v0, :no
    const/4 v1, 3
    if-eq v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public synchronized isTerminated()Z
    .locals 2
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    const/4 v1, 3
    if-ne v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public synchronized awaitTermination(JLjava/util/concurrent/TimeUnit;)Z
    .locals 6
    invoke-virtual {p3, p1, p2}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    add-long/2addr v0, p1
    :check
    iget v2, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    const/4 v3, 3
    if-ne v2, v3, :wait_check
    const/4 v2, 1
    return v2
    :wait_check
    const-wide/16 v2, 0
    cmp-long v4, p1, v2
    if-gtz v4, :wait
    const/4 v2, 0
    return v2
    :wait
    const-wide/32 v2, 999999
    add-long/2addr v2, p1
    const-wide/32 v4, 1000000
    div-long/2addr v2, v4
    invoke-virtual {p0, v2, v3}, Ljava/lang/Object;->wait(J)V
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide p1
    sub-long p1, v0, p1
    goto :check
.end method

# JDK: IllegalArgumentException("Core threads must have nonzero keep alive times").
.method public synchronized allowCoreThreadTimeOut(Z)V
    .locals 4
    if-eqz p1, :set
    iget-wide v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->keepAliveNanos:J
    const-wide/16 v2, 0
    cmp-long v0, v0, v2
    if-gtz v0, :set
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Core threads must have nonzero keep alive times"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :set
    iput-boolean p1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->coreTimeout:Z
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
.end method

.method public synchronized allowsCoreThreadTimeOut()Z
    .locals 1
    iget-boolean v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->coreTimeout:Z
    return v0
.end method

.method public getQueue()Ljava/util/concurrent/BlockingQueue;
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    return-object v0
.end method

.method public getThreadFactory()Ljava/util/concurrent/ThreadFactory;
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->threadFactory:Ljava/util/concurrent/ThreadFactory;
    return-object v0
.end method

.method public getCorePoolSize()I
    .locals 1
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->core:I
    return v0
.end method

.method public getMaximumPoolSize()I
    .locals 1
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->max:I
    return v0
.end method

.method public getKeepAliveTime(Ljava/util/concurrent/TimeUnit;)J
    .locals 3
    iget-wide v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->keepAliveNanos:J
    sget-object v2, Ljava/util/concurrent/TimeUnit;->NANOSECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-virtual {p1, v0, v1, v2}, Ljava/util/concurrent/TimeUnit;->convert(JLjava/util/concurrent/TimeUnit;)J
    move-result-wide v0
    return-wide v0
.end method

.method public synchronized getPoolSize()I
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v0}, Ljava/util/HashSet;->size()I
    move-result v0
    return v0
.end method

.method public synchronized getLargestPoolSize()I
    .locals 1
    iget v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->largest:I
    return v0
.end method

# Workers not waiting for a task: running one (or about to).
.method public synchronized getActiveCount()I
    .locals 2
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v0}, Ljava/util/HashSet;->size()I
    move-result v0
    iget v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->idle:I
    sub-int/2addr v0, v1
    return v0
.end method

.method public synchronized getCompletedTaskCount()J
    .locals 5
    iget-wide v0, p0, Ljava/util/concurrent/ThreadPoolExecutor;->completed:J
    iget-object v2, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workers:Ljava/util/HashSet;
    invoke-virtual {v2}, Ljava/util/HashSet;->iterator()Ljava/util/Iterator;
    move-result-object v2
    :loop
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v3
    if-eqz v3, :done
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/util/concurrent/ThreadPoolExecutor$Worker;
    iget-wide v3, v3, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->completed:J
    add-long/2addr v0, v3
    goto :loop
    :done
    return-wide v0
.end method

# JDK 17: Object.toString() + "[Running, pool size = 0, active threads = 0, queued
# tasks = 0, completed tasks = 0]" ("Shutting down", "Terminated").
.method public synchronized toString()Ljava/lang/String;
    .locals 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-super {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    iget v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->state:I
    const-string v2, "[Running"
    if-eqz v1, :state
    const-string v2, "[Terminated"
    const/4 v3, 3
    if-eq v1, v3, :state
    const-string v2, "[Shutting down"
    :state
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ", pool size = "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->getPoolSize()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ", active threads = "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->getActiveCount()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ", queued tasks = "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/util/concurrent/ThreadPoolExecutor;->workQueue:Ljava/util/concurrent/BlockingQueue;
    invoke-interface {v1}, Ljava/util/concurrent/BlockingQueue;->size()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ", completed tasks = "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/concurrent/ThreadPoolExecutor;->getCompletedTaskCount()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v1, "]"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
