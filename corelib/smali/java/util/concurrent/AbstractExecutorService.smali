.class public abstract Ljava/util/concurrent/AbstractExecutorService;
.super Ljava/lang/Object;
.source "AbstractExecutorService.java"
.implements Ljava/util/concurrent/ExecutorService;

# java.util.concurrent.AbstractExecutorService (JDK 17): submit and invokeAll in terms of
# execute and newTaskFor (a FutureTask). invokeAll cancels every task when it fails or
# times out. invokeAny starts the tasks one at a time, the next only while none has
# completed, returns the first result and cancels the rest (the JDK's algorithm).

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method protected newTaskFor(Ljava/lang/Runnable;Ljava/lang/Object;)Ljava/util/concurrent/RunnableFuture;
    .locals 1
    new-instance v0, Ljava/util/concurrent/FutureTask;
    invoke-direct {v0, p1, p2}, Ljava/util/concurrent/FutureTask;-><init>(Ljava/lang/Runnable;Ljava/lang/Object;)V
    return-object v0
.end method

.method protected newTaskFor(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/RunnableFuture;
    .locals 1
    new-instance v0, Ljava/util/concurrent/FutureTask;
    invoke-direct {v0, p1}, Ljava/util/concurrent/FutureTask;-><init>(Ljava/util/concurrent/Callable;)V
    return-object v0
.end method

.method public submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;
    .locals 1
    const/4 v0, 0
    invoke-virtual {p0, p1, v0}, Ljava/util/concurrent/AbstractExecutorService;->submit(Ljava/lang/Runnable;Ljava/lang/Object;)Ljava/util/concurrent/Future;
    move-result-object v0
    return-object v0
.end method

.method public submit(Ljava/lang/Runnable;Ljava/lang/Object;)Ljava/util/concurrent/Future;
    .locals 1
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {p0, p1, p2}, Ljava/util/concurrent/AbstractExecutorService;->newTaskFor(Ljava/lang/Runnable;Ljava/lang/Object;)Ljava/util/concurrent/RunnableFuture;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/util/concurrent/AbstractExecutorService;->execute(Ljava/lang/Runnable;)V
    return-object v0
.end method

.method public submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    .locals 1
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {p0, p1}, Ljava/util/concurrent/AbstractExecutorService;->newTaskFor(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/RunnableFuture;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/util/concurrent/AbstractExecutorService;->execute(Ljava/lang/Runnable;)V
    return-object v0
.end method

# Creates and executes a task per callable (in iteration order); the list of futures.
# On failure (a null callable, rejection) the tasks made so far are cancelled.
.method private startAll(Ljava/util/Collection;)Ljava/util/ArrayList;
    .locals 4
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v0, Ljava/util/ArrayList;
    invoke-interface {p1}, Ljava/util/Collection;->size()I
    move-result v1
    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(I)V
    :try_start
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :try_end
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/util/concurrent/Callable;
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {p0, v2}, Ljava/util/concurrent/AbstractExecutorService;->newTaskFor(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/RunnableFuture;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    invoke-virtual {p0, v2}, Ljava/util/concurrent/AbstractExecutorService;->execute(Ljava/lang/Runnable;)V
    goto :loop
    :try_end
    .catchall {:try_start .. :try_end} :failed
    return-object v0
    :failed
    move-exception v1
    invoke-static {v0}, Ljava/util/concurrent/AbstractExecutorService;->cancelAll(Ljava/util/ArrayList;)V
    throw v1
.end method

.method static cancelAll(Ljava/util/ArrayList;)V
    .locals 4
    invoke-virtual {p0}, Ljava/util/ArrayList;->size()I
    move-result v0
    const/4 v1, 0
    :loop
    if-ge v1, v0, :done
    invoke-virtual {p0, v1}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/util/concurrent/Future;
    const/4 v3, 1
    invoke-interface {v2, v3}, Ljava/util/concurrent/Future;->cancel(Z)Z
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-void
.end method

.method public invokeAll(Ljava/util/Collection;)Ljava/util/List;
    .locals 4
    invoke-direct {p0, p1}, Ljava/util/concurrent/AbstractExecutorService;->startAll(Ljava/util/Collection;)Ljava/util/ArrayList;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    const/4 v2, 0
    :try_start
    :loop
    if-ge v2, v1, :try_end
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/util/concurrent/Future;
    :get_start
    invoke-interface {v3}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    :get_end
    .catch Ljava/util/concurrent/CancellationException; {:get_start .. :get_end} :next
    .catch Ljava/util/concurrent/ExecutionException; {:get_start .. :get_end} :next
    :next
    add-int/lit8 v2, v2, 1
    goto :loop
    :try_end
    .catchall {:try_start .. :try_end} :failed
    return-object v0
    :failed
    move-exception v1
    invoke-static {v0}, Ljava/util/concurrent/AbstractExecutorService;->cancelAll(Ljava/util/ArrayList;)V
    throw v1
.end method

# JDK: the tasks not done when the time is up are cancelled, and the list returned.
.method public invokeAll(Ljava/util/Collection;JLjava/util/concurrent/TimeUnit;)Ljava/util/List;
    .locals 9
    invoke-static {p4}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {p4, p2, p3}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide v4
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v6
    add-long/2addr v6, v4
    invoke-direct {p0, p1}, Ljava/util/concurrent/AbstractExecutorService;->startAll(Ljava/util/Collection;)Ljava/util/ArrayList;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    const/4 v2, 0
    :try_start
    :loop
    if-ge v2, v1, :try_end
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/util/concurrent/Future;
    invoke-interface {v3}, Ljava/util/concurrent/Future;->isDone()Z
    move-result v8
    if-nez v8, :next
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v4
    sub-long v4, v6, v4
    const-wide/16 p2, 0
    cmp-long v8, v4, p2
    if-lez v8, :timeout
    sget-object v8, Ljava/util/concurrent/TimeUnit;->NANOSECONDS:Ljava/util/concurrent/TimeUnit;
    :get_start
    invoke-interface {v3, v4, v5, v8}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    :get_end
    .catch Ljava/util/concurrent/CancellationException; {:get_start .. :get_end} :next
    .catch Ljava/util/concurrent/ExecutionException; {:get_start .. :get_end} :next
    .catch Ljava/util/concurrent/TimeoutException; {:get_start .. :get_end} :timeout
    :next
    add-int/lit8 v2, v2, 1
    goto :loop
    :timeout
    invoke-static {v0}, Ljava/util/concurrent/AbstractExecutorService;->cancelAll(Ljava/util/ArrayList;)V
    :try_end
    .catchall {:try_start .. :try_end} :failed
    return-object v0
    :failed
    move-exception v1
    invoke-static {v0}, Ljava/util/concurrent/AbstractExecutorService;->cancelAll(Ljava/util/ArrayList;)V
    throw v1
.end method

.method public invokeAny(Ljava/util/Collection;)Ljava/lang/Object;
    .locals 3
    const/4 v0, 0
    const-wide/16 v1, 0
    invoke-direct {p0, p1, v0, v1, v2}, Ljava/util/concurrent/AbstractExecutorService;->doInvokeAny(Ljava/util/Collection;ZJ)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public invokeAny(Ljava/util/Collection;JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    .locals 3
    invoke-virtual {p4, p2, p3}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide v1
    const/4 v0, 1
    invoke-direct {p0, p1, v0, v1, v2}, Ljava/util/concurrent/AbstractExecutorService;->doInvokeAny(Ljava/util/Collection;ZJ)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

# Starts the iterator's next callable as a task that reports to completed.
.method private startNext(Ljava/util/Iterator;Ljava/util/ArrayList;Ljava/util/concurrent/BlockingQueue;)V
    .locals 2
    invoke-interface {p1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/concurrent/Callable;
    new-instance v1, Ljava/util/concurrent/AbstractExecutorService$Queued;
    invoke-direct {v1, v0, p3}, Ljava/util/concurrent/AbstractExecutorService$Queued;-><init>(Ljava/util/concurrent/Callable;Ljava/util/concurrent/BlockingQueue;)V
    invoke-virtual {p2, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    invoke-virtual {p0, v1}, Ljava/util/concurrent/AbstractExecutorService;->execute(Ljava/lang/Runnable;)V
    return-void
.end method

# JDK: IllegalArgumentException (no message) for no tasks; the last task's
# ExecutionException when all failed; TimeoutException when none succeeded in time.
.method private doInvokeAny(Ljava/util/Collection;ZJ)Ljava/lang/Object;
    .locals 11
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-interface {p1}, Ljava/util/Collection;->size()I
    move-result v7
    if-nez v7, :some
    new-instance v7, Ljava/lang/IllegalArgumentException;
    invoke-direct {v7}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v7
    :some
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0, v7}, Ljava/util/ArrayList;-><init>(I)V
    new-instance v1, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v1}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v5
    add-long/2addr v5, p3
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v2
    const/4 v4, 0
    :try_start
    invoke-direct {p0, v2, v0, v1}, Ljava/util/concurrent/AbstractExecutorService;->startNext(Ljava/util/Iterator;Ljava/util/ArrayList;Ljava/util/concurrent/BlockingQueue;)V
    const/4 v3, 1
    :loop
    invoke-virtual {v1}, Ljava/util/concurrent/LinkedBlockingQueue;->poll()Ljava/lang/Object;
    move-result-object v7
    if-nez v7, :got
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v8
    if-eqz v8, :no_more
    invoke-direct {p0, v2, v0, v1}, Ljava/util/concurrent/AbstractExecutorService;->startNext(Ljava/util/Iterator;Ljava/util/ArrayList;Ljava/util/concurrent/BlockingQueue;)V
    add-int/lit8 v3, v3, 1
    goto :loop
    :no_more
    if-eqz v3, :all_failed
    if-eqz p2, :untimed
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v9
    sub-long v9, v5, v9
    sget-object v8, Ljava/util/concurrent/TimeUnit;->NANOSECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-virtual {v1, v9, v10, v8}, Ljava/util/concurrent/LinkedBlockingQueue;->poll(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object v7
    if-nez v7, :got
    new-instance v7, Ljava/util/concurrent/TimeoutException;
    invoke-direct {v7}, Ljava/util/concurrent/TimeoutException;-><init>()V
    throw v7
    :untimed
    invoke-virtual {v1}, Ljava/util/concurrent/LinkedBlockingQueue;->take()Ljava/lang/Object;
    move-result-object v7
    :got
    add-int/lit8 v3, v3, -1
    check-cast v7, Ljava/util/concurrent/Future;
    :get_start
    invoke-interface {v7}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v8
    :get_end
    .catch Ljava/util/concurrent/ExecutionException; {:get_start .. :get_end} :task_failed
    .catch Ljava/lang/RuntimeException; {:get_start .. :get_end} :get_failed
    invoke-static {v0}, Ljava/util/concurrent/AbstractExecutorService;->cancelAll(Ljava/util/ArrayList;)V
    return-object v8
    :task_failed
    move-exception v4
    goto :loop
    :get_failed
    move-exception v8
    new-instance v4, Ljava/util/concurrent/ExecutionException;
    invoke-direct {v4, v8}, Ljava/util/concurrent/ExecutionException;-><init>(Ljava/lang/Throwable;)V
    goto :loop
    :all_failed
    if-nez v4, :report
    new-instance v4, Ljava/util/concurrent/ExecutionException;
    invoke-direct {v4}, Ljava/util/concurrent/ExecutionException;-><init>()V
    :report
    throw v4
    :try_end
    .catchall {:try_start .. :try_end} :finally
    :finally
    move-exception v7
    invoke-static {v0}, Ljava/util/concurrent/AbstractExecutorService;->cancelAll(Ljava/util/ArrayList;)V
    throw v7
.end method
