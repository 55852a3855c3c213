.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Failing tasks: Future.get wraps what the task threw in ExecutionException (message:
# the cause's toString()), for checked exceptions, RuntimeExceptions and Errors, from
# submit and invokeAll; a task given to execute that throws kills its worker (the
# exception reaches the thread's uncaught handler) and a new worker replaces it; timed
# invokeAll cancels what is not done; invokeAny (the first success, the last failure, no
# tasks); argument checks (NullPointerException, IllegalArgumentException) and
# ExecutionException's constructors.

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

.method static describe(Ljava/lang/Throwable;)Ljava/lang/String;
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, " ["
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "]"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v1
    if-eqz v1, :out
    const-string p0, " caused by "
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v1}, LMain;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :out
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    .locals 1
    :try_start
    invoke-interface {p1}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :failed
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :failed
    move-exception v0
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static timedGet(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    .locals 3
    const-wide/16 v0, 30
    sget-object v2, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    :try_start
    invoke-interface {p1, v0, v1, v2}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :failed
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :failed
    move-exception v0
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static tryOp(Ljava/lang/String;ILjava/util/concurrent/ExecutorService;)V
    .locals 1
    new-instance v0, LMain$Op;
    invoke-direct {v0, p1, p2}, LMain$Op;-><init>(ILjava/util/concurrent/ExecutorService;)V
    :try_start
    invoke-virtual {v0}, LMain$Op;->run()V
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :failed
    const-string v0, "ok"
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :failed
    move-exception v0
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static task(II)LMain$Task;
    .locals 2
    new-instance v0, LMain$Task;
    const/4 v1, 0
    invoke-direct {v0, p0, p1, v1}, LMain$Task;-><init>(IILjava/util/concurrent/CountDownLatch;)V
    return-object v0
.end method

.method static submit(Ljava/util/concurrent/ExecutorService;I)Ljava/util/concurrent/Future;
    .locals 1
    const/4 v0, 0
    invoke-static {p1, v0}, LMain;->task(II)LMain$Task;
    move-result-object v0
    invoke-interface {p0, v0}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    return-object v0
.end method

.method static any(Ljava/lang/String;Ljava/util/concurrent/ExecutorService;Ljava/util/List;)V
    .locals 1
    :try_start
    invoke-interface {p1, p2}, Ljava/util/concurrent/ExecutorService;->invokeAny(Ljava/util/Collection;)Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :failed
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :failed
    move-exception v0
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 10
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v9

    const/4 v0, 0
    invoke-static {v9, v0}, LMain;->submit(Ljava/util/concurrent/ExecutorService;I)Ljava/util/concurrent/Future;
    move-result-object v0
    const-string v1, "checked: "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const-string v1, "checked timed: "
    invoke-static {v1, v0}, LMain;->timedGet(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const-string v1, "checked done "
    invoke-interface {v0}, Ljava/util/concurrent/Future;->isDone()Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v0, 1
    invoke-static {v9, v0}, LMain;->submit(Ljava/util/concurrent/ExecutorService;I)Ljava/util/concurrent/Future;
    move-result-object v0
    const-string v1, "runtime: "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const/4 v0, 2
    invoke-static {v9, v0}, LMain;->submit(Ljava/util/concurrent/ExecutorService;I)Ljava/util/concurrent/Future;
    move-result-object v0
    const-string v1, "error: "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    # a Runnable that throws, through submit: captured
    const/4 v0, 1
    const/4 v1, 0
    invoke-static {v0, v1}, LMain;->task(II)LMain$Task;
    move-result-object v0
    invoke-interface {v9, v0}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;
    move-result-object v0
    const-string v1, "runnable: "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const/4 v0, 3
    invoke-static {v9, v0}, LMain;->submit(Ljava/util/concurrent/ExecutorService;I)Ljava/util/concurrent/Future;
    move-result-object v0
    const-string v1, "still on "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    # the same Runnable through execute: its worker dies, another takes over
    const/4 v0, 1
    const/4 v1, 0
    invoke-static {v0, v1}, LMain;->task(II)LMain$Task;
    move-result-object v0
    invoke-interface {v9, v0}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    const/4 v0, 3
    invoke-static {v9, v0}, LMain;->submit(Ljava/util/concurrent/ExecutorService;I)Ljava/util/concurrent/Future;
    move-result-object v0
    const-string v1, "replaced by "
    invoke-static {v1, v0}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V

    # invokeAll with one failing task
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 4
    const/4 v2, 3
    invoke-static {v1, v2}, LMain;->task(II)LMain$Task;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const/4 v1, 0
    invoke-static {v1, v1}, LMain;->task(II)LMain$Task;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const/4 v1, 4
    const/4 v2, 4
    invoke-static {v1, v2}, LMain;->task(II)LMain$Task;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    invoke-interface {v9, v0}, Ljava/util/concurrent/ExecutorService;->invokeAll(Ljava/util/Collection;)Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :all
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :alldone
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/concurrent/Future;
    const-string v2, "invoked: "
    invoke-static {v2, v1}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    goto :all
    :alldone

    # timed invokeAll: the task still waiting at the deadline is cancelled
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 4
    const/4 v2, 5
    invoke-static {v1, v2}, LMain;->task(II)LMain$Task;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    new-instance v1, LMain$Task;
    const/4 v2, 5
    const/4 v3, 6
    new-instance v4, Ljava/util/concurrent/CountDownLatch;
    const/4 v5, 1
    invoke-direct {v4, v5}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V
    invoke-direct {v1, v2, v3, v4}, LMain$Task;-><init>(IILjava/util/concurrent/CountDownLatch;)V
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const-wide/16 v1, 300
    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-interface {v9, v0, v1, v2, v3}, Ljava/util/concurrent/ExecutorService;->invokeAll(Ljava/util/Collection;JLjava/util/concurrent/TimeUnit;)Ljava/util/List;
    move-result-object v0
    const/4 v1, 0
    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/concurrent/Future;
    const-string v2, "timed invoked: "
    invoke-static {v2, v1}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const/4 v1, 1
    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/concurrent/Future;
    const-string v2, "timed invoked: "
    invoke-static {v2, v1}, LMain;->get(Ljava/lang/String;Ljava/util/concurrent/Future;)V
    const-string v2, "late one cancelled "
    invoke-interface {v1}, Ljava/util/concurrent/Future;->isCancelled()Z
    move-result v1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v2, v1}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V

    # invokeAny: the first success, the last failure, or no tasks at all
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 0
    invoke-static {v1, v1}, LMain;->task(II)LMain$Task;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const/4 v1, 4
    const/4 v2, 6
    invoke-static {v1, v2}, LMain;->task(II)LMain$Task;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const-string v1, "invokeAny: "
    invoke-static {v1, v9, v0}, LMain;->any(Ljava/lang/String;Ljava/util/concurrent/ExecutorService;Ljava/util/List;)V
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 0
    invoke-static {v1, v1}, LMain;->task(II)LMain$Task;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const/4 v1, 1
    const/4 v2, 0
    invoke-static {v1, v2}, LMain;->task(II)LMain$Task;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const-string v1, "invokeAny all failed: "
    invoke-static {v1, v9, v0}, LMain;->any(Ljava/lang/String;Ljava/util/concurrent/ExecutorService;Ljava/util/List;)V
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const-string v1, "invokeAny of none: "
    invoke-static {v1, v9, v0}, LMain;->any(Ljava/lang/String;Ljava/util/concurrent/ExecutorService;Ljava/util/List;)V

    # argument checks
    const-string v0, "submit null: "
    const/4 v1, 0
    invoke-static {v0, v1, v9}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/ExecutorService;)V
    const-string v0, "execute null: "
    const/4 v1, 1
    invoke-static {v0, v1, v9}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/ExecutorService;)V
    const-string v0, "FutureTask null: "
    const/4 v1, 2
    invoke-static {v0, v1, v9}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/ExecutorService;)V
    const-string v0, "fixed pool of 0: "
    const/4 v1, 3
    invoke-static {v0, v1, v9}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/ExecutorService;)V
    const-string v0, "max below core: "
    const/4 v1, 4
    invoke-static {v0, v1, v9}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/ExecutorService;)V
    const-string v0, "invokeAll null: "
    const/4 v1, 6
    invoke-static {v0, v1, v9}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/ExecutorService;)V
    const/4 v0, 1
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v8
    const-string v0, "core time-out without keep-alive: "
    const/4 v1, 5
    invoke-static {v0, v1, v8}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/ExecutorService;)V
    invoke-interface {v8}, Ljava/util/concurrent/ExecutorService;->shutdown()V

    # ExecutionException's constructors
    new-instance v0, Ljava/util/concurrent/ExecutionException;
    const-string v1, "wrapped"
    new-instance v2, Ljava/lang/IllegalStateException;
    const-string v3, "inner"
    invoke-direct {v2, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v1, v2}, Ljava/util/concurrent/ExecutionException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "constructed: "
    invoke-static {v1, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v0, Ljava/util/concurrent/ExecutionException;
    const/4 v1, 0
    invoke-direct {v0, v1}, Ljava/util/concurrent/ExecutionException;-><init>(Ljava/lang/Throwable;)V
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "null cause: "
    invoke-static {v1, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v0, Ljava/util/concurrent/CancellationException;
    const-string v1, "why"
    invoke-direct {v0, v1}, Ljava/util/concurrent/CancellationException;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "cancellation is an IllegalStateException: "
    invoke-static {v1, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-interface {v9}, Ljava/util/concurrent/ExecutorService;->shutdownNow()Ljava/util/List;
    return-void
.end method
