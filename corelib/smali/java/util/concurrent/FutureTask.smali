.class public Ljava/util/concurrent/FutureTask;
.super Ljava/lang/Object;
.source "FutureTask.java"
.implements Ljava/util/concurrent/RunnableFuture;

# java.util.concurrent.FutureTask (JDK 17): a cancellable computation whose result get()
# waits for. State changes and waits use this object's monitor (the JDK uses a Treiber
# stack of parked waiters); the callable itself runs outside it. get() reports
# CancellationException (no message) after cancel, ExecutionException(cause) after the
# callable threw. States: 0 new, 1 normal, 2 exceptional, 3 cancelled, 4 interrupted.

.field private callable:Ljava/util/concurrent/Callable;
.field private outcome:Ljava/lang/Object;
.field private runner:Ljava/lang/Thread;
.field private volatile state:I

.method public constructor <init>(Ljava/util/concurrent/Callable;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    iput-object p1, p0, Ljava/util/concurrent/FutureTask;->callable:Ljava/util/concurrent/Callable;
    return-void
.end method

.method public constructor <init>(Ljava/lang/Runnable;Ljava/lang/Object;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-static {p1, p2}, Ljava/util/concurrent/Executors;->callable(Ljava/lang/Runnable;Ljava/lang/Object;)Ljava/util/concurrent/Callable;
    move-result-object p1
    iput-object p1, p0, Ljava/util/concurrent/FutureTask;->callable:Ljava/util/concurrent/Callable;
    return-void
.end method

.method public isCancelled()Z
    .locals 2
    iget v0, p0, Ljava/util/concurrent/FutureTask;->state:I
    const/4 v1, 3
    if-ge v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public isDone()Z
    .locals 1
    iget v0, p0, Ljava/util/concurrent/FutureTask;->state:I
    if-eqz v0, :no
    const/4 v0, 1
    :no
    return v0
.end method

# Moves a new task to state s with outcome o and wakes the waiters; false when the
# task was already completed or cancelled.
.method private synchronized complete(ILjava/lang/Object;)Z
    .locals 1
    iget v0, p0, Ljava/util/concurrent/FutureTask;->state:I
    if-eqz v0, :fresh
    const/4 v0, 0
    return v0
    :fresh
    iput-object p2, p0, Ljava/util/concurrent/FutureTask;->outcome:Ljava/lang/Object;
    iput p1, p0, Ljava/util/concurrent/FutureTask;->state:I
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/concurrent/FutureTask;->callable:Ljava/util/concurrent/Callable;
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    const/4 v0, 1
    return v0
.end method

.method private synchronized tryCancel(Z)Z
    .locals 1
    iget v0, p0, Ljava/util/concurrent/FutureTask;->state:I
    if-eqz v0, :fresh
    const/4 v0, 0
    return v0
    :fresh
    const/4 v0, 3
    if-eqz p1, :set
    iget-object v0, p0, Ljava/util/concurrent/FutureTask;->runner:Ljava/lang/Thread;
    if-eqz v0, :none
    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V
    :none
    const/4 v0, 4
    :set
    iput v0, p0, Ljava/util/concurrent/FutureTask;->state:I
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/concurrent/FutureTask;->callable:Ljava/util/concurrent/Callable;
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    const/4 v0, 1
    return v0
.end method

.method public cancel(Z)Z
    .locals 1
    invoke-direct {p0, p1}, Ljava/util/concurrent/FutureTask;->tryCancel(Z)Z
    move-result v0
    if-eqz v0, :out
    invoke-virtual {p0}, Ljava/util/concurrent/FutureTask;->done()V
    :out
    return v0
.end method

.method protected done()V
    .locals 0
    return-void
.end method

.method protected set(Ljava/lang/Object;)V
    .locals 1
    const/4 v0, 1
    invoke-direct {p0, v0, p1}, Ljava/util/concurrent/FutureTask;->complete(ILjava/lang/Object;)Z
    move-result v0
    if-eqz v0, :out
    invoke-virtual {p0}, Ljava/util/concurrent/FutureTask;->done()V
    :out
    return-void
.end method

.method protected setException(Ljava/lang/Throwable;)V
    .locals 1
    const/4 v0, 2
    invoke-direct {p0, v0, p1}, Ljava/util/concurrent/FutureTask;->complete(ILjava/lang/Object;)Z
    move-result v0
    if-eqz v0, :out
    invoke-virtual {p0}, Ljava/util/concurrent/FutureTask;->done()V
    :out
    return-void
.end method

# Claims the task for the current thread: its callable, or null when it is not new or
# another thread runs it.
.method private synchronized claim()Ljava/util/concurrent/Callable;
    .locals 2
    const/4 v0, 0
    iget v1, p0, Ljava/util/concurrent/FutureTask;->state:I
    if-nez v1, :out
    iget-object v1, p0, Ljava/util/concurrent/FutureTask;->runner:Ljava/lang/Thread;
    if-nez v1, :out
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v1
    iput-object v1, p0, Ljava/util/concurrent/FutureTask;->runner:Ljava/lang/Thread;
    iget-object v0, p0, Ljava/util/concurrent/FutureTask;->callable:Ljava/util/concurrent/Callable;
    :out
    return-object v0
.end method

.method private synchronized release()V
    .locals 1
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/concurrent/FutureTask;->runner:Ljava/lang/Thread;
    return-void
.end method

.method public run()V
    .locals 2
    invoke-direct {p0}, Ljava/util/concurrent/FutureTask;->claim()Ljava/util/concurrent/Callable;
    move-result-object v0
    if-nez v0, :go
    return-void
    :go
    :try_start
    invoke-interface {v0}, Ljava/util/concurrent/Callable;->call()Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catchall {:try_start .. :try_end} :threw
    invoke-direct {p0}, Ljava/util/concurrent/FutureTask;->release()V
    invoke-virtual {p0, v0}, Ljava/util/concurrent/FutureTask;->set(Ljava/lang/Object;)V
    return-void
    :threw
    move-exception v1
    invoke-direct {p0}, Ljava/util/concurrent/FutureTask;->release()V
    invoke-virtual {p0, v1}, Ljava/util/concurrent/FutureTask;->setException(Ljava/lang/Throwable;)V
    return-void
.end method

.method private report()Ljava/lang/Object;
    .locals 2
    iget v0, p0, Ljava/util/concurrent/FutureTask;->state:I
    iget-object v1, p0, Ljava/util/concurrent/FutureTask;->outcome:Ljava/lang/Object;
    packed-switch v0, :states
    new-instance v0, Ljava/util/concurrent/CancellationException;
    invoke-direct {v0}, Ljava/util/concurrent/CancellationException;-><init>()V
    throw v0
    :normal
    return-object v1
    :exceptional
    new-instance v0, Ljava/util/concurrent/ExecutionException;
    check-cast v1, Ljava/lang/Throwable;
    invoke-direct {v0, v1}, Ljava/util/concurrent/ExecutionException;-><init>(Ljava/lang/Throwable;)V
    throw v0
    :states
    .packed-switch 0x1
        :normal
        :exceptional
    .end packed-switch
.end method

.method public synchronized get()Ljava/lang/Object;
    .locals 1
    :check
    iget v0, p0, Ljava/util/concurrent/FutureTask;->state:I
    if-nez v0, :ready
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :ready
    invoke-direct {p0}, Ljava/util/concurrent/FutureTask;->report()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

# JDK: TimeoutException (no message) when the task is not done in time.
.method public synchronized get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    .locals 5
    invoke-static {p3}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {p3, p1, p2}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    add-long/2addr v0, p1
    :check
    iget v2, p0, Ljava/util/concurrent/FutureTask;->state:I
    if-nez v2, :ready
    const-wide/16 v2, 0
    cmp-long v4, p1, v2
    if-gtz v4, :wait
    new-instance v2, Ljava/util/concurrent/TimeoutException;
    invoke-direct {v2}, Ljava/util/concurrent/TimeoutException;-><init>()V
    throw v2
    :wait
    const-wide/32 v2, 999999
    add-long/2addr v2, p1
    const-wide/32 p1, 1000000
    div-long/2addr v2, p1
    invoke-virtual {p0, v2, v3}, Ljava/lang/Object;->wait(J)V
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide p1
    sub-long p1, v0, p1
    goto :check
    :ready
    invoke-direct {p0}, Ljava/util/concurrent/FutureTask;->report()Ljava/lang/Object;
    move-result-object v2
    return-object v2
.end method

# JDK 17: Object.toString() plus the completion status.
.method public toString()Ljava/lang/String;
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-super {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    iget v1, p0, Ljava/util/concurrent/FutureTask;->state:I
    packed-switch v1, :states
    const-string v1, "[Cancelled]"
    goto :append
    :fresh
    iget-object v1, p0, Ljava/util/concurrent/FutureTask;->callable:Ljava/util/concurrent/Callable;
    if-nez v1, :with
    const-string v1, "[Not completed]"
    goto :append
    :with
    const-string v2, "[Not completed, task = "
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, "]"
    goto :append
    :normal
    const-string v1, "[Completed normally]"
    goto :append
    :exceptional
    const-string v2, "[Completed exceptionally: "
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/util/concurrent/FutureTask;->outcome:Ljava/lang/Object;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, "]"
    :append
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
    :states
    .packed-switch 0x0
        :fresh
        :normal
        :exceptional
    .end packed-switch
.end method
