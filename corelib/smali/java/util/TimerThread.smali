.class final Ljava/util/TimerThread;
.super Ljava/lang/Thread;
.source "Timer.java"

# A Timer's thread: runs the due tasks one after another. A task that throws ends it
# (the exception goes to the uncaught handler) and cancels the timer, as in the JDK.

.field private final queue:Ljava/util/TaskQueue;

.method constructor <init>(Ljava/util/TaskQueue;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, Ljava/util/TimerThread;->queue:Ljava/util/TaskQueue;
    return-void
.end method

.method public run()V
    .locals 2
    iget-object v0, p0, Ljava/util/TimerThread;->queue:Ljava/util/TaskQueue;
    :try_start
    :loop
    invoke-virtual {v0}, Ljava/util/TaskQueue;->next()Ljava/util/TimerTask;
    move-result-object v1
    if-eqz v1, :try_end
    invoke-virtual {v1}, Ljava/util/TimerTask;->run()V
    goto :loop
    :try_end
    .catchall {:try_start .. :try_end} :failed
    invoke-virtual {v0}, Ljava/util/TaskQueue;->close()V
    return-void
    :failed
    move-exception v1
    invoke-virtual {v0}, Ljava/util/TaskQueue;->close()V
    throw v1
.end method
