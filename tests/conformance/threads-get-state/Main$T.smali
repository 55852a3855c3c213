.class LMain$T;
.super Ljava/lang/Thread;
.source "Main.java"

# What the thread blocks in: 0 Object.wait(), 1 entering a monitor, 2 ReentrantLock.lock(),
# 3 Condition.await(), 4 Thread.sleep(10 s) (interrupted).
.field final mode:I

.method constructor <init>(I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput p1, p0, LMain$T;->mode:I
    return-void
.end method

.method public run()V
    .locals 3
    sget-object v0, LMain;->mon:Ljava/lang/Object;
    sget-object v1, LMain;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    iget v2, p0, LMain$T;->mode:I
    packed-switch v2, :modes
    return-void
    :wait
    monitor-enter v0
    invoke-virtual {v0}, Ljava/lang/Object;->wait()V
    monitor-exit v0
    return-void
    :enter
    monitor-enter v0
    monitor-exit v0
    return-void
    :lock
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return-void
    :await
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    sget-object v2, LMain;->cond:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v2}, Ljava/util/concurrent/locks/Condition;->await()V
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return-void
    :sleep
    :try_start
    const-wide/16 v0, 10000
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    :try_end
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :woken
    :woken
    return-void
    :modes
    .packed-switch 0
        :wait
        :enter
        :lock
        :await
        :sleep
    .end packed-switch
.end method
