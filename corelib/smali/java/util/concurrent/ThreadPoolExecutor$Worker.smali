.class final Ljava/util/concurrent/ThreadPoolExecutor$Worker;
.super Ljava/lang/Object;
.source "ThreadPoolExecutor.java"
.implements Ljava/lang/Runnable;

# One pool thread's Runnable: its first task, its thread and its count of completed
# tasks (read and written under the pool's monitor).

.field final pool:Ljava/util/concurrent/ThreadPoolExecutor;
.field firstTask:Ljava/lang/Runnable;
.field thread:Ljava/lang/Thread;
.field completed:J

.method constructor <init>(Ljava/util/concurrent/ThreadPoolExecutor;Ljava/lang/Runnable;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->pool:Ljava/util/concurrent/ThreadPoolExecutor;
    iput-object p2, p0, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->firstTask:Ljava/lang/Runnable;
    return-void
.end method

.method public run()V
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/ThreadPoolExecutor$Worker;->pool:Ljava/util/concurrent/ThreadPoolExecutor;
    invoke-virtual {v0, p0}, Ljava/util/concurrent/ThreadPoolExecutor;->runWorker(Ljava/util/concurrent/ThreadPoolExecutor$Worker;)V
    return-void
.end method
