.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# IllegalMonitorStateException: wait/notify/notifyAll without owning the monitor, from the
# owner's perspective and from another thread while the monitor is held; monitor-exit by a
# thread that does not own it (the owner keeps its count); wait(-1) while owning the
# monitor is IllegalArgumentException. Only class names are printed (messages differ).

.field static shared:Ljava/lang/Object;
.field static exitResult:Ljava/lang/String;
.field static waitResult:Ljava/lang/String;
.field static notifyResult:Ljava/lang/String;
.field static grabbed:Z

.method public static main([Ljava/lang/String;)V
    .locals 6

    .line 10
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->shared:Ljava/lang/Object;

    .line 11
    const-string v1, "wait() without the lock"
    const/4 v2, 0
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V
    const-string v1, "wait(10) without the lock"
    const/4 v2, 1
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V
    const-string v1, "notify() without the lock"
    const/4 v2, 2
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V
    const-string v1, "notifyAll() without the lock"
    const/4 v2, 3
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V
    const-string v1, "monitor-exit without the lock"
    const/4 v2, 5
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V
    const-string v1, "wait() on a string literal without its lock"
    const/4 v2, 0
    const-string v3, "literal"
    invoke-static {v1, v2, v3}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 12
    monitor-enter v0
    const-string v1, "notify() with the lock"
    const/4 v2, 2
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V
    const-string v1, "notifyAll() with the lock"
    const/4 v2, 3
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V
    const-string v1, "wait(-1) with the lock"
    const/4 v2, 4
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V
    const-string v1, "still holds the lock after wait(-1)"
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v1, "wait(1) with the lock"
    const/4 v2, 6
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V
    const-string v1, "still holds the lock after wait(1)"
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V

    .line 13
    # Main owns the lock twice; another thread tries to exit it, wait and notify on it.
    monitor-enter v0
    new-instance v3, Ljava/lang/Thread;
    new-instance v4, LMain$Intruder;
    invoke-direct {v4}, LMain$Intruder;-><init>()V
    invoke-direct {v3, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    const-string v1, "other thread: monitor-exit of main's lock"
    sget-object v2, LMain;->exitResult:Ljava/lang/String;
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "other thread: wait() on main's lock"
    sget-object v2, LMain;->waitResult:Ljava/lang/String;
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "other thread: notify() on main's lock"
    sget-object v2, LMain;->notifyResult:Ljava/lang/String;
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "main still holds the lock"
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V

    .line 14
    # The foreign exit must not have touched main's recursion count: two exits succeed,
    # a third one fails.
    monitor-exit v0
    const-string v1, "holds the lock after the first exit"
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    monitor-exit v0
    const-string v1, "holds the lock after the second exit"
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v1, "third monitor-exit"
    const/4 v2, 5
    invoke-static {v1, v2, v0}, LMain;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 15
    new-instance v3, Ljava/lang/Thread;
    new-instance v4, LMain$Grabber;
    invoke-direct {v4}, LMain$Grabber;-><init>()V
    invoke-direct {v3, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    const-string v1, "another thread can take the lock afterwards"
    sget-boolean v2, LMain;->grabbed:Z
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
.end method

# Runs one monitor operation on o: 0 wait(), 1 wait(10), 2 notify(), 3 notifyAll(),
# 4 wait(-1), 5 monitor-exit, 6 wait(1). Returns "ok" or the thrown exception's class name.
.method static attempt(ILjava/lang/Object;)Ljava/lang/String;
    .registers 5
    .line 30
    :t
    packed-switch p0, :table
    goto :ok
    :wait0
    invoke-virtual {p1}, Ljava/lang/Object;->wait()V
    goto :ok
    :wait10
    const-wide/16 v0, 10
    invoke-virtual {p1, v0, v1}, Ljava/lang/Object;->wait(J)V
    goto :ok
    :notify
    invoke-virtual {p1}, Ljava/lang/Object;->notify()V
    goto :ok
    :notifyall
    invoke-virtual {p1}, Ljava/lang/Object;->notifyAll()V
    goto :ok
    :waitneg
    const-wide/16 v0, -1
    invoke-virtual {p1, v0, v1}, Ljava/lang/Object;->wait(J)V
    goto :ok
    :exit
    monitor-exit p1
    goto :ok
    :wait1
    const-wide/16 v0, 1
    invoke-virtual {p1, v0, v1}, Ljava/lang/Object;->wait(J)V
    :ok
    :te
    const-string v0, "ok"
    return-object v0
    :h
    move-exception v0
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t .. :te} :h

    :table
    .packed-switch 0
        :wait0
        :wait10
        :notify
        :notifyall
        :waitneg
        :exit
        :wait1
    .end packed-switch
.end method

.method static show(Ljava/lang/String;ILjava/lang/Object;)V
    .registers 4
    invoke-static {p1, p2}, LMain;->attempt(ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# ---- printing helpers ----

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;I)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;Z)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

# Prints "label: <class name of o>" (messages differ between the JVM and Dalvik)
.method static cn(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 3
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
