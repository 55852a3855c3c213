.class LMain$Op;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/lang/Runnable;

# An argument check that throws, by kind, for Main.tryOp.

.field final kind:I
.field final pool:Ljava/util/concurrent/ExecutorService;

.method constructor <init>(ILjava/util/concurrent/ExecutorService;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain$Op;->kind:I
    iput-object p2, p0, LMain$Op;->pool:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method public run()V
    .locals 9
    iget-object v0, p0, LMain$Op;->pool:Ljava/util/concurrent/ExecutorService;
    const/4 v1, 0
    iget v2, p0, LMain$Op;->kind:I
    packed-switch v2, :kinds
    return-void
    :submit_null
    check-cast v1, Ljava/util/concurrent/Callable;
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    return-void
    :execute_null
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    return-void
    :futuretask_null
    new-instance v0, Ljava/util/concurrent/FutureTask;
    check-cast v1, Ljava/util/concurrent/Callable;
    invoke-direct {v0, v1}, Ljava/util/concurrent/FutureTask;-><init>(Ljava/util/concurrent/Callable;)V
    return-void
    :fixed_zero
    invoke-static {v1}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    return-void
    :max_below_core
    new-instance v2, Ljava/util/concurrent/ThreadPoolExecutor;
    const/4 v3, 2
    const/4 v4, 1
    const-wide/16 v5, 0
    sget-object v7, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    new-instance v8, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v8}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    invoke-direct/range {v2 .. v8}, Ljava/util/concurrent/ThreadPoolExecutor;-><init>(IIJLjava/util/concurrent/TimeUnit;Ljava/util/concurrent/BlockingQueue;)V
    return-void
    :core_timeout
    check-cast v0, Ljava/util/concurrent/ThreadPoolExecutor;
    const/4 v1, 1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ThreadPoolExecutor;->allowCoreThreadTimeOut(Z)V
    return-void
    :invoke_null
    check-cast v1, Ljava/util/Collection;
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->invokeAll(Ljava/util/Collection;)Ljava/util/List;
    return-void
    :kinds
    .packed-switch 0x0
        :submit_null
        :execute_null
        :futuretask_null
        :fixed_zero
        :max_below_core
        :core_timeout
        :invoke_null
    .end packed-switch
.end method
