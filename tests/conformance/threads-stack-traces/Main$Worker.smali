.class LMain$Worker;
.super Ljava/lang/Thread;
.source "Main.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = LMain;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x8
    name = "Worker"
.end annotation

.method constructor <init>()V
    .registers 2
    const-string v0, "worker"
    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public run()V
    .registers 1
    invoke-virtual {p0}, LMain$Worker;->park()V
    return-void
.end method

# synchronized (lock) { ready = true; lock.notifyAll(); while (!done) lock.wait(); }
.method park()V
    .registers 4
    sget-object v0, LMain;->lock:Ljava/lang/Object;
    monitor-enter v0
    :try_start
    const/4 v1, 1
    sput-boolean v1, LMain;->ready:Z
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    :loop
    sget-boolean v1, LMain;->done:Z
    if-nez v1, :out
    invoke-virtual {v0}, Ljava/lang/Object;->wait()V
    goto :loop
    :out
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :release
    return-void
    :release
    move-exception v1
    monitor-exit v0
    throw v1
.end method
