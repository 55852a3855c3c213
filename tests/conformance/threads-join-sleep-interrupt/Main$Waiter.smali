.class LMain$Waiter;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# synchronized (lock) { ready = true; lock.notifyAll();
#   try { while (true) lock.wait(); } catch (InterruptedException e) { record } }
.method public run()V
    .registers 5
    .line 110
    sget-object v0, LMain;->lock:Ljava/lang/Object;
    monitor-enter v0
    :s
    const/4 v1, 1
    sput-boolean v1, LMain;->ready:Z
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    :tw
    .line 111
    invoke-virtual {v0}, Ljava/lang/Object;->wait()V
    goto :tw
    :twe
    :hie
    .line 112
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    sput-object v1, LMain;->caught:Ljava/lang/String;
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v1
    sput-boolean v1, LMain;->heldInCatch:Z
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Thread;->isInterrupted()Z
    move-result v1
    sput-boolean v1, LMain;->flagInCatch:Z
    const/4 v1, 1
    sput-boolean v1, LMain;->done:Z
    monitor-exit v0
    :e
    return-void
    :h
    move-exception v2
    monitor-exit v0
    :e2
    throw v2
    .catch Ljava/lang/InterruptedException; {:tw .. :twe} :hie
    .catchall {:s .. :e} :h
    .catchall {:h .. :e2} :h
.end method
