.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Executors.newFixedThreadPool/newSingleThreadExecutor/newCachedThreadPool with
# submit(Callable|Runnable|Runnable+result), execute, invokeAll; Future.get (timed, with
# TimeoutException), isDone, cancel of a queued task (CancellationException) and of a
# running one (interrupt); shutdown, RejectedExecutionException, awaitTermination,
# shutdownNow returning the queued tasks; FutureTask run directly; Executors.callable.
# Tasks are ordered with latches and Future.get, never with sleeps.

.method static p(Ljava/lang/String;Ljava/lang/Object;)V
    .locals 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static pb(Ljava/lang/String;Z)V
    .locals 1
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static task(II)LMain$Task;
    .locals 2
    new-instance v0, LMain$Task;
    const/4 v1, 0
    invoke-direct {v0, p0, p1, v1, v1}, LMain$Task;-><init>(IILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)V
    return-object v0
.end method

.method static latch(I)Ljava/util/concurrent/CountDownLatch;
    .locals 1
    new-instance v0, Ljava/util/concurrent/CountDownLatch;
    invoke-direct {v0, p0}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V
    return-object v0
.end method

.method static gated(ILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)LMain$Task;
    .locals 2
    new-instance v0, LMain$Task;
    const/4 v1, 2
    invoke-direct {v0, v1, p0, p1, p2}, LMain$Task;-><init>(IILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)V
    return-object v0
.end method

# Prints what get() gives, or the class and message of what it throws.
.method static get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    .locals 3
    :try_start
    invoke-interface {p1}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :failed
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :failed
    move-exception v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, " "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {p0, v1}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static submitAfterShutdown(Ljava/util/concurrent/ExecutorService;)V
    .locals 2
    const/4 v0, 0
    const/4 v1, 0
    invoke-static {v0, v1}, LMain;->task(II)LMain$Task;
    move-result-object v0
    :try_start
    invoke-interface {p0, v0}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    :try_end
    .catch Ljava/util/concurrent/RejectedExecutionException; {:try_start .. :try_end} :rejected
    const-string v0, "accepted?"
    invoke-static {v0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :rejected
    move-exception v0
    const-string v1, "after shutdown: "
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v1, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static timedGet(Ljava/util/concurrent/Future;)V
    .locals 3
    const-wide/16 v0, 10
    sget-object v2, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;
    :try_start
    invoke-interface {p0, v0, v1, v2}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/util/concurrent/TimeoutException; {:try_start .. :try_end} :timeout
    const-string v1, "timed get "
    invoke-static {v1, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :timeout
    move-exception v0
    const-string v1, "timed get: TimeoutException "
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v1, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 12
    sget-object v11, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    # ---- a fixed pool of two
    const/4 v0, 2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v10
    move-object v0, v10
    check-cast v0, Ljava/util/concurrent/ThreadPoolExecutor;
    const-string v1, "core "
    invoke-virtual {v0}, Ljava/util/concurrent/ThreadPoolExecutor;->getCorePoolSize()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "max "
    invoke-virtual {v0}, Ljava/util/concurrent/ThreadPoolExecutor;->getMaximumPoolSize()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 1
    :submits
    const/4 v2, 5
    if-gt v1, v2, :submitted
    const/4 v2, 0
    invoke-static {v2, v1}, LMain;->task(II)LMain$Task;
    move-result-object v2
    invoke-interface {v10, v2}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v1, v1, 1
    goto :submits
    :submitted
    invoke-virtual {v0}, Ljava/util/ArrayList;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :gets
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :got
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/concurrent/Future;
    const-string v2, "square "
    invoke-static {v2, v1}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    goto :gets
    :got
    const/4 v0, 1
    const/4 v1, 0
    invoke-static {v0, v1}, LMain;->task(II)LMain$Task;
    move-result-object v0
    invoke-interface {v10, v0}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    const-string v1, "thread "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V

    # submit(Runnable), submit(Runnable, result), execute
    new-instance v0, LMain$Task;
    const/4 v1, 3
    const/4 v2, 0
    const/4 v3, 1
    invoke-static {v3}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v3
    invoke-direct {v0, v1, v2, v2, v3}, LMain$Task;-><init>(IILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)V
    invoke-interface {v10, v0}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;
    move-result-object v4
    const-string v1, "runnable "
    invoke-static {v1, v4}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const-string v1, "runnable done "
    invoke-interface {v4}, Ljava/util/concurrent/Future;->isDone()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v1, "gate "
    invoke-virtual {v3}, Ljava/util/concurrent/CountDownLatch;->getCount()J
    move-result-wide v4
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "result"
    invoke-interface {v10, v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/lang/Runnable;Ljava/lang/Object;)Ljava/util/concurrent/Future;
    move-result-object v1
    const-string v2, "runnable with result "
    invoke-static {v2, v1}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    new-instance v0, LMain$Task;
    const/4 v1, 3
    const/4 v2, 0
    const/4 v3, 1
    invoke-static {v3}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v3
    invoke-direct {v0, v1, v2, v2, v3}, LMain$Task;-><init>(IILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)V
    invoke-interface {v10, v0}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    invoke-virtual {v3}, Ljava/util/concurrent/CountDownLatch;->await()V
    const-string v1, "executed "
    invoke-virtual {v3}, Ljava/util/concurrent/CountDownLatch;->getCount()J
    move-result-wide v4
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V

    # invokeAll
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 7
    :calls
    const/16 v2, 9
    if-gt v1, v2, :called
    const/4 v2, 0
    invoke-static {v2, v1}, LMain;->task(II)LMain$Task;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v1, v1, 1
    goto :calls
    :called
    invoke-interface {v10, v0}, Ljava/util/concurrent/ExecutorService;->invokeAll(Ljava/util/Collection;)Ljava/util/List;
    move-result-object v0
    const-string v1, "invokeAll size "
    invoke-interface {v0}, Ljava/util/List;->size()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :all
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :alldone
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/concurrent/Future;
    const-string v2, "invoked done "
    invoke-interface {v1}, Ljava/util/concurrent/Future;->isDone()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v2, "invoked "
    invoke-static {v2, v1}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    goto :all
    :alldone

    # a timed get that times out, then the task finishes
    const/4 v0, 1
    invoke-static {v0}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v0
    const/4 v1, 1
    invoke-static {v1}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v1
    const/16 v2, 42
    invoke-static {v2, v0, v1}, LMain;->gated(ILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)LMain$Task;
    move-result-object v2
    invoke-interface {v10, v2}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v2
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    invoke-static {v2}, LMain;->timedGet(Ljava/util/concurrent/Future;)V
    const-string v3, "done before open "
    invoke-interface {v2}, Ljava/util/concurrent/Future;->isDone()Z
    move-result v4
    invoke-static {v3, v4}, LMain;->pb(Ljava/lang/String;Z)V
    invoke-virtual {v1}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    const-string v3, "after open "
    invoke-static {v3, v2}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    invoke-static {v2}, LMain;->timedGet(Ljava/util/concurrent/Future;)V
    const-string v3, "cancel done "
    const/4 v4, 1
    invoke-interface {v2, v4}, Ljava/util/concurrent/Future;->cancel(Z)Z
    move-result v4
    invoke-static {v3, v4}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v3, "cancelled "
    invoke-interface {v2}, Ljava/util/concurrent/Future;->isCancelled()Z
    move-result v4
    invoke-static {v3, v4}, LMain;->pb(Ljava/lang/String;Z)V

    # both workers held: a queued task is cancelled before it runs
    const/4 v0, 2
    invoke-static {v0}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v0
    const/4 v1, 1
    invoke-static {v1}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v1
    const/4 v2, 1
    invoke-static {v2, v0, v1}, LMain;->gated(ILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)LMain$Task;
    move-result-object v2
    invoke-interface {v10, v2}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v2
    const/4 v3, 2
    invoke-static {v3, v0, v1}, LMain;->gated(ILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)LMain$Task;
    move-result-object v3
    invoke-interface {v10, v3}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v3
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    const/4 v4, 0
    const/4 v5, 5
    invoke-static {v4, v5}, LMain;->task(II)LMain$Task;
    move-result-object v4
    invoke-interface {v10, v4}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v4
    const-string v5, "cancel queued "
    const/4 v6, 0
    invoke-interface {v4, v6}, Ljava/util/concurrent/Future;->cancel(Z)Z
    move-result v6
    invoke-static {v5, v6}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v5, "cancel again "
    const/4 v6, 0
    invoke-interface {v4, v6}, Ljava/util/concurrent/Future;->cancel(Z)Z
    move-result v6
    invoke-static {v5, v6}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v5, "queued cancelled "
    invoke-interface {v4}, Ljava/util/concurrent/Future;->isCancelled()Z
    move-result v6
    invoke-static {v5, v6}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v5, "queued done "
    invoke-interface {v4}, Ljava/util/concurrent/Future;->isDone()Z
    move-result v6
    invoke-static {v5, v6}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v5, "queued get: "
    invoke-static {v5, v4}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    invoke-virtual {v1}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    const-string v5, "held "
    invoke-static {v5, v2}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    invoke-static {v5, v3}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V

    # a running task is cancelled with an interrupt; shutdown waits for it
    const/4 v0, 1
    invoke-static {v0}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v0
    const/4 v1, 1
    invoke-static {v1}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v1
    const/4 v2, 4
    invoke-static {v2, v0, v1}, LMain;->gated(ILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)LMain$Task;
    move-result-object v2
    invoke-interface {v10, v2}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v2
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    const/4 v3, 1
    invoke-interface {v2, v3}, Ljava/util/concurrent/Future;->cancel(Z)Z
    move-result v3
    invoke-interface {v10}, Ljava/util/concurrent/ExecutorService;->shutdown()V
    const-wide/16 v4, 30
    invoke-interface {v10, v4, v5, v11}, Ljava/util/concurrent/ExecutorService;->awaitTermination(JLjava/util/concurrent/TimeUnit;)Z
    move-result v4
    const-string v5, "cancel running "
    invoke-static {v5, v3}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v5, "running get: "
    invoke-static {v5, v2}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const-string v5, "terminated in time "
    invoke-static {v5, v4}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v5, "isShutdown "
    invoke-interface {v10}, Ljava/util/concurrent/ExecutorService;->isShutdown()Z
    move-result v4
    invoke-static {v5, v4}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v5, "isTerminated "
    invoke-interface {v10}, Ljava/util/concurrent/ExecutorService;->isTerminated()Z
    move-result v4
    invoke-static {v5, v4}, LMain;->pb(Ljava/lang/String;Z)V
    invoke-static {v10}, LMain;->submitAfterShutdown(Ljava/util/concurrent/ExecutorService;)V

    # ---- shutdownNow on a single-thread executor: the queued tasks come back
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v10
    const/4 v0, 1
    invoke-static {v0}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v0
    const/4 v1, 1
    invoke-static {v1}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v1
    const/4 v2, 5
    invoke-static {v2, v0, v1}, LMain;->gated(ILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)LMain$Task;
    move-result-object v2
    invoke-interface {v10, v2}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v2
    const/4 v3, 0
    const/4 v4, 6
    invoke-static {v3, v4}, LMain;->task(II)LMain$Task;
    move-result-object v4
    invoke-interface {v10, v4}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v4
    const/4 v5, 7
    invoke-static {v3, v5}, LMain;->task(II)LMain$Task;
    move-result-object v5
    invoke-interface {v10, v5}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    invoke-interface {v10}, Ljava/util/concurrent/ExecutorService;->shutdownNow()Ljava/util/List;
    move-result-object v6
    const-wide/16 v7, 30
    invoke-interface {v10, v7, v8, v11}, Ljava/util/concurrent/ExecutorService;->awaitTermination(JLjava/util/concurrent/TimeUnit;)Z
    move-result v7
    const-string v8, "shutdownNow returned "
    invoke-interface {v6}, Ljava/util/List;->size()I
    move-result v9
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v9
    invoke-static {v8, v9}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v8, "returned the future "
    const/4 v9, 0
    invoke-interface {v6, v9}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v9
    if-ne v9, v4, :other
    const/4 v9, 1
    goto :same
    :other
    const/4 v9, 0
    :same
    invoke-static {v8, v9}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v8, "returned the runnable "
    const/4 v9, 1
    invoke-interface {v6, v9}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v9
    if-ne v9, v5, :other2
    const/4 v9, 1
    goto :same2
    :other2
    const/4 v9, 0
    :same2
    invoke-static {v8, v9}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v8, "terminated now "
    invoke-static {v8, v7}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v8, "interrupted task: "
    invoke-static {v8, v2}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const-string v8, "never run done "
    invoke-interface {v4}, Ljava/util/concurrent/Future;->isDone()Z
    move-result v9
    invoke-static {v8, v9}, LMain;->pb(Ljava/lang/String;Z)V

    # ---- a cached pool
    invoke-static {}, Ljava/util/concurrent/Executors;->newCachedThreadPool()Ljava/util/concurrent/ExecutorService;
    move-result-object v10
    const/4 v0, 1
    const/4 v1, 0
    invoke-static {v0, v1}, LMain;->task(II)LMain$Task;
    move-result-object v0
    invoke-interface {v10, v0}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    const-string v1, "cached thread "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const/4 v0, 0
    const/16 v1, 11
    invoke-static {v0, v1}, LMain;->task(II)LMain$Task;
    move-result-object v0
    invoke-interface {v10, v0}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    const-string v1, "cached "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    invoke-interface {v10}, Ljava/util/concurrent/ExecutorService;->shutdown()V
    const-wide/16 v0, 30
    invoke-interface {v10, v0, v1, v11}, Ljava/util/concurrent/ExecutorService;->awaitTermination(JLjava/util/concurrent/TimeUnit;)Z
    move-result v0
    const-string v1, "cached terminated "
    invoke-static {v1, v0}, LMain;->pb(Ljava/lang/String;Z)V

    # ---- FutureTask run by hand, Executors.callable
    new-instance v0, Ljava/util/concurrent/FutureTask;
    const/4 v1, 0
    const/16 v2, 12
    invoke-static {v1, v2}, LMain;->task(II)LMain$Task;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/util/concurrent/FutureTask;-><init>(Ljava/util/concurrent/Callable;)V
    const-string v1, "futuretask done "
    invoke-virtual {v0}, Ljava/util/concurrent/FutureTask;->isDone()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    invoke-virtual {v0}, Ljava/util/concurrent/FutureTask;->run()V
    invoke-virtual {v0}, Ljava/util/concurrent/FutureTask;->run()V
    const-string v1, "futuretask "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    new-instance v0, LMain$Task;
    const/4 v1, 3
    const/4 v2, 0
    const/4 v3, 1
    invoke-static {v3}, LMain;->latch(I)Ljava/util/concurrent/CountDownLatch;
    move-result-object v3
    invoke-direct {v0, v1, v2, v2, v3}, LMain$Task;-><init>(IILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)V
    const-string v1, "value"
    invoke-static {v0, v1}, Ljava/util/concurrent/Executors;->callable(Ljava/lang/Runnable;Ljava/lang/Object;)Ljava/util/concurrent/Callable;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/concurrent/Callable;->call()Ljava/lang/Object;
    move-result-object v0
    const-string v1, "callable "
    invoke-static {v1, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "gate after callable "
    invoke-virtual {v3}, Ljava/util/concurrent/CountDownLatch;->getCount()J
    move-result-wide v4
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method
