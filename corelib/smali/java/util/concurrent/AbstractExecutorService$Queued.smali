.class final Ljava/util/concurrent/AbstractExecutorService$Queued;
.super Ljava/util/concurrent/FutureTask;
.source "AbstractExecutorService.java"

# invokeAny's task: once done (normally, exceptionally or cancelled) it puts itself in
# the queue invokeAny takes completed tasks from (the JDK's ExecutorCompletionService).

.field private final completed:Ljava/util/concurrent/BlockingQueue;

.method constructor <init>(Ljava/util/concurrent/Callable;Ljava/util/concurrent/BlockingQueue;)V
    .locals 0
    invoke-direct {p0, p1}, Ljava/util/concurrent/FutureTask;-><init>(Ljava/util/concurrent/Callable;)V
    iput-object p2, p0, Ljava/util/concurrent/AbstractExecutorService$Queued;->completed:Ljava/util/concurrent/BlockingQueue;
    return-void
.end method

.method protected done()V
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/AbstractExecutorService$Queued;->completed:Ljava/util/concurrent/BlockingQueue;
    invoke-interface {v0, p0}, Ljava/util/concurrent/BlockingQueue;->add(Ljava/lang/Object;)Z
    return-void
.end method
