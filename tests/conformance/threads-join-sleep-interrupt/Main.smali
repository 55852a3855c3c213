.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# join()/join(ms)/isAlive, sleep, and interrupt of a sleeping thread, of a thread in
# wait() (it must re-own the monitor before its catch block runs), of the current thread
# before sleep; interrupted() clears the flag, isInterrupted() does not. Durations are only
# compared against generous bounds, so the output does not depend on timing.

.field static lock:Ljava/lang/Object;
.field static ready:Z
.field static done:Z
.field static caught:Ljava/lang/String;
.field static heldInCatch:Z
.field static flagInCatch:Z

.method public static main([Ljava/lang/String;)V
    .registers 1
    .line 10
    invoke-static {}, LMain;->joinAndAlive()V
    .line 11
    invoke-static {}, LMain;->sleeps()V
    .line 12
    invoke-static {}, LMain;->interruptSleeper()V
    .line 13
    invoke-static {}, LMain;->interruptWaiter()V
    .line 14
    invoke-static {}, LMain;->selfInterrupt()V
    .line 15
    invoke-static {}, LMain;->unstarted()V
    .line 16
    invoke-static {}, LMain;->negative()V
    return-void
.end method

# Milliseconds elapsed since t0 (a System.nanoTime value).
.method static msSince(J)J
    .registers 6
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    sub-long/2addr v0, p0
    const-wide/32 v2, 1000000
    div-long/2addr v0, v2
    return-wide v0
.end method

.method static joinAndAlive()V
    .registers 8
    .line 20
    new-instance v0, LMain$Latch;
    invoke-direct {v0}, LMain$Latch;-><init>()V
    new-instance v1, Ljava/lang/Thread;
    new-instance v2, LMain$LatchWaiter;
    invoke-direct {v2, v0}, LMain$LatchWaiter;-><init>(LMain$Latch;)V
    invoke-direct {v1, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    const-string v2, "isAlive before start"
    invoke-virtual {v1}, Ljava/lang/Thread;->isAlive()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    .line 21
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    const-string v2, "isAlive after start (target blocked on the latch)"
    invoke-virtual {v1}, Ljava/lang/Thread;->isAlive()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    .line 22
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v4
    const-wide/16 v6, 50
    invoke-virtual {v1, v6, v7}, Ljava/lang/Thread;->join(J)V
    invoke-static {v4, v5}, LMain;->msSince(J)J
    move-result-wide v4
    const-string v2, "join(50) returned, target still alive"
    invoke-virtual {v1}, Ljava/lang/Thread;->isAlive()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    # join(ms) counts in whole milliseconds of currentTimeMillis, hence 45, not 50.
    const-string v2, "join(50) waited at least 45 ms"
    const-wide/16 v6, 45
    cmp-long v3, v4, v6
    invoke-static {v3}, LMain;->nonNeg(I)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    .line 23
    invoke-virtual {v0}, LMain$Latch;->release()V
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    const-string v2, "isAlive after release and join()"
    invoke-virtual {v1}, Ljava/lang/Thread;->isAlive()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
.end method

.method static nonNeg(I)Z
    .registers 2
    if-ltz p0, :neg
    const/4 v0, 1
    return v0
    :neg
    const/4 v0, 0
    return v0
.end method

.method static sleeps()V
    .registers 6
    .line 30
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    const-wide/16 v2, 20
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    invoke-static {v0, v1}, LMain;->msSince(J)J
    move-result-wide v0
    const-string v4, "sleep(20) took at least 19 ms"
    const-wide/16 v2, 19
    cmp-long v5, v0, v2
    invoke-static {v5}, LMain;->nonNeg(I)Z
    move-result v5
    invoke-static {v4, v5}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
.end method

.method static interruptSleeper()V
    .registers 6
    .line 40
    new-instance v0, LMain$Sleeper;
    invoke-direct {v0}, LMain$Sleeper;-><init>()V
    new-instance v1, Ljava/lang/Thread;
    invoke-direct {v1, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    .line 41
    # Give the child time to fall asleep; if it has not yet, sleep throws at once anyway.
    const-wide/16 v2, 50
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    invoke-virtual {v1}, Ljava/lang/Thread;->interrupt()V
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    .line 42
    const-string v2, "sleeping thread interrupted, caught"
    iget-object v3, v0, LMain$Sleeper;->caught:Ljava/lang/String;
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v2, "sleeper's interrupt flag in its catch"
    iget-boolean v3, v0, LMain$Sleeper;->flagAfter:Z
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v2, "sleep(10000) cut short"
    iget-boolean v3, v0, LMain$Sleeper;->early:Z
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
.end method

.method static interruptWaiter()V
    .registers 8
    .line 50
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->lock:Ljava/lang/Object;
    new-instance v1, Ljava/lang/Thread;
    new-instance v2, LMain$Waiter;
    invoke-direct {v2}, LMain$Waiter;-><init>()V
    invoke-direct {v1, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    .line 51
    monitor-enter v0
    :s
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    # The waiter sets ready and calls wait() without releasing the lock in between, so
    # once main owns the lock again with ready set, the waiter is inside wait().
    :rl
    sget-boolean v2, LMain;->ready:Z
    if-nez v2, :isready
    invoke-virtual {v0}, Ljava/lang/Object;->wait()V
    goto :rl
    :isready
    .line 52
    invoke-virtual {v1}, Ljava/lang/Thread;->interrupt()V
    const-wide/16 v4, 30
    invoke-static {v4, v5}, Ljava/lang/Thread;->sleep(J)V
    const-string v2, "waiter ran its catch while main holds the lock"
    sget-boolean v3, LMain;->done:Z
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    monitor-exit v0
    :e
    .line 53
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    const-string v2, "waiting thread interrupted, caught"
    sget-object v3, LMain;->caught:Ljava/lang/String;
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v2, "waiter holdsLock(lock) in its catch"
    sget-boolean v3, LMain;->heldInCatch:Z
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v2, "waiter's interrupt flag in its catch"
    sget-boolean v3, LMain;->flagInCatch:Z
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v2, "waiter finished"
    sget-boolean v3, LMain;->done:Z
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
    :h
    move-exception v6
    monitor-exit v0
    :e2
    throw v6
    .catchall {:s .. :e} :h
    .catchall {:h .. :e2} :h
.end method

.method static selfInterrupt()V
    .registers 8
    .line 60
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v4
    :t
    const-wide/16 v2, 2000
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    :te
    const-string v1, "sleep with a pending interrupt: no exception"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :after
    :h
    move-exception v1
    const-string v2, "sleep with a pending interrupt throws"
    invoke-static {v2, v1}, LMain;->cn(Ljava/lang/String;Ljava/lang/Object;)V
    :after
    invoke-static {v4, v5}, LMain;->msSince(J)J
    move-result-wide v4
    const-string v1, "sleep with a pending interrupt returned at once"
    const-wide/16 v2, 1000
    cmp-long v6, v4, v2
    if-gez v6, :slow
    const/4 v6, 1
    goto :pr
    :slow
    const/4 v6, 0
    :pr
    invoke-static {v1, v6}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v1, "isInterrupted after the throw"
    invoke-virtual {v0}, Ljava/lang/Thread;->isInterrupted()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V

    .line 61
    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V
    const-string v1, "isInterrupted after interrupt()"
    invoke-virtual {v0}, Ljava/lang/Thread;->isInterrupted()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v1, "isInterrupted again (not cleared)"
    invoke-virtual {v0}, Ljava/lang/Thread;->isInterrupted()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v1, "Thread.interrupted()"
    invoke-static {}, Ljava/lang/Thread;->interrupted()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v1, "Thread.interrupted() again (cleared)"
    invoke-static {}, Ljava/lang/Thread;->interrupted()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v1, "isInterrupted after interrupted()"
    invoke-virtual {v0}, Ljava/lang/Thread;->isInterrupted()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
    .catch Ljava/lang/InterruptedException; {:t .. :te} :h
.end method

.method static unstarted()V
    .registers 8
    .line 70
    new-instance v0, LMain$Latch;
    invoke-direct {v0}, LMain$Latch;-><init>()V
    new-instance v1, Ljava/lang/Thread;
    new-instance v2, LMain$LatchWaiter;
    invoke-direct {v2, v0}, LMain$LatchWaiter;-><init>(LMain$Latch;)V
    invoke-direct {v1, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v4
    .line 71
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    const-wide/16 v2, 3000
    invoke-virtual {v1, v2, v3}, Ljava/lang/Thread;->join(J)V
    invoke-static {v4, v5}, LMain;->msSince(J)J
    move-result-wide v4
    .line 72
    const-string v6, "join() and join(3000) on an unstarted thread return at once"
    const-wide/16 v2, 1000
    cmp-long v7, v4, v2
    if-gez v7, :slow
    const/4 v7, 1
    goto :pr
    :slow
    const/4 v7, 0
    :pr
    invoke-static {v6, v7}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v6, "isAlive of the unstarted thread"
    invoke-virtual {v1}, Ljava/lang/Thread;->isAlive()Z
    move-result v7
    invoke-static {v6, v7}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
.end method

.method static negative()V
    .registers 4
    .line 80
    :t1
    const-wide/16 v0, -1
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    :t1e
    const-string v2, "sleep(-1): no exception"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :a1
    :h1
    move-exception v2
    const-string v3, "sleep(-1) throws"
    invoke-static {v3, v2}, LMain;->cn(Ljava/lang/String;Ljava/lang/Object;)V
    :a1
    .line 81
    :t2
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v2
    invoke-virtual {v2, v0, v1}, Ljava/lang/Thread;->join(J)V
    :t2e
    const-string v2, "join(-1): no exception"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :a2
    :h2
    move-exception v2
    const-string v3, "join(-1) throws"
    invoke-static {v3, v2}, LMain;->cn(Ljava/lang/String;Ljava/lang/Object;)V
    :a2
    return-void
    .catch Ljava/lang/IllegalArgumentException; {:t1 .. :t1e} :h1
    .catch Ljava/lang/IllegalArgumentException; {:t2 .. :t2e} :h2
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
