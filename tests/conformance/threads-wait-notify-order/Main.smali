.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# wait/notify semantics: a timed wait nobody notifies returns (still owning the monitor);
# notify() wakes exactly one of three waiters and the woken one cannot return from wait()
# while the notifier still holds the monitor; notifyAll() wakes the rest; a notify with
# no waiters is harmless; notify ends a long timed wait early. Waiters loop on a permit
# count, so a spurious wake-up only shows up in the raw count of wait() returns.

.method public static main([Ljava/lang/String;)V
    .registers 1
    .line 10
    invoke-static {}, LMain;->timedNobody()V
    .line 11
    invoke-static {}, LMain;->notifyOne()V
    .line 12
    invoke-static {}, LMain;->notifyEndsTimedWait()V
    return-void
.end method

.method static msSince(J)J
    .registers 6
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    sub-long/2addr v0, p0
    const-wide/32 v2, 1000000
    div-long/2addr v0, v2
    return-wide v0
.end method

.method static timedNobody()V
    .registers 10
    .line 20
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    monitor-enter v0
    :s
    const-wide/16 v2, 30
    invoke-virtual {v0, v2, v3}, Ljava/lang/Object;->wait(J)V
    const-string v1, "wait(30) without a notifier returned, holding the monitor"
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    .line 21
    # Deadline loop, safe against early (spurious) returns.
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v4
    const-wide/16 v6, 30
    :again
    invoke-virtual {v0, v6, v7}, Ljava/lang/Object;->wait(J)V
    invoke-static {v4, v5}, LMain;->msSince(J)J
    move-result-wide v2
    const-wide/16 v6, 30
    sub-long v6, v6, v2
    const-wide/16 v2, 0
    cmp-long v1, v6, v2
    if-gtz v1, :again
    const-string v1, "deadline loop of wait(ms) reached 30 ms"
    const/4 v2, 1
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    monitor-exit v0
    :e
    return-void
    :h
    move-exception v8
    monitor-exit v0
    :e2
    throw v8
    .catchall {:s .. :e} :h
    .catchall {:h .. :e2} :h
.end method

# Starts n waiters on st and returns them once all are inside wait().
.method static startWaiters(LMain$State;IZ)[Ljava/lang/Thread;
    .registers 9
    .line 30
    new-array v0, p1, [Ljava/lang/Thread;
    const/4 v1, 0
    :loop
    if-ge v1, p1, :started
    new-instance v2, Ljava/lang/Thread;
    new-instance v3, LMain$Waiter;
    invoke-direct {v3, p0, p2}, LMain$Waiter;-><init>(LMain$State;Z)V
    invoke-direct {v2, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    aput-object v2, v0, v1
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V
    add-int/lit8 v1, v1, 1
    goto :loop
    :started
    .line 31
    # A waiter counts itself and calls wait() without releasing the monitor in between,
    # so once the count (read under the monitor) is n, all n are inside wait().
    :poll
    invoke-virtual {p0}, LMain$State;->waitingCount()I
    move-result v1
    if-lt v1, p1, :sleep
    return-object v0
    :sleep
    const-wide/16 v4, 1
    invoke-static {v4, v5}, Ljava/lang/Thread;->sleep(J)V
    goto :poll
.end method

.method static awaitWoken(LMain$State;I)V
    .registers 5
    .line 35
    :poll
    invoke-virtual {p0}, LMain$State;->wokenCount()I
    move-result v0
    if-lt v0, p1, :sleep
    return-void
    :sleep
    const-wide/16 v1, 1
    invoke-static {v1, v2}, Ljava/lang/Thread;->sleep(J)V
    goto :poll
.end method

.method static notifyOne()V
    .registers 10
    .line 40
    new-instance v0, LMain$State;
    invoke-direct {v0}, LMain$State;-><init>()V
    const/4 v1, 3
    const/4 v2, 0
    invoke-static {v0, v1, v2}, LMain;->startWaiters(LMain$State;IZ)[Ljava/lang/Thread;
    move-result-object v9
    const-string v1, "waiters inside wait()"
    invoke-virtual {v0}, LMain$State;->waitingCount()I
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;I)V

    .line 41
    monitor-enter v0
    :s
    const/4 v1, 1
    const/4 v2, 0
    invoke-virtual {v0, v1, v2}, LMain$State;->grant(IZ)V
    const-wide/16 v2, 30
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    const-string v1, "woken while the notifier still holds the monitor"
    iget v2, v0, LMain$State;->woken:I
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;I)V
    monitor-exit v0
    :e

    .line 42
    const/4 v1, 1
    invoke-static {v0, v1}, LMain;->awaitWoken(LMain$State;I)V
    # Time for wrongly woken waiters, if any, to return from wait() too.
    const-wide/16 v2, 50
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    const-string v1, "woken after notify()"
    invoke-virtual {v0}, LMain$State;->wokenCount()I
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;I)V
    const-string v1, "returns from wait() after notify()"
    invoke-virtual {v0}, LMain$State;->rawCount()I
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;I)V

    .line 43
    const/4 v1, 2
    const/4 v2, 1
    invoke-virtual {v0, v1, v2}, LMain$State;->grant(IZ)V
    const/4 v1, 3
    invoke-static {v0, v1}, LMain;->awaitWoken(LMain$State;I)V
    const/4 v1, 0
    :join
    array-length v2, v9
    if-ge v1, v2, :joined
    aget-object v2, v9, v1
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V
    add-int/lit8 v1, v1, 1
    goto :join
    :joined
    const-string v1, "woken after notifyAll()"
    invoke-virtual {v0}, LMain$State;->wokenCount()I
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;I)V
    const-string v1, "returns from wait() after notifyAll()"
    invoke-virtual {v0}, LMain$State;->rawCount()I
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;I)V

    .line 44
    const/4 v1, 0
    const/4 v2, 0
    invoke-virtual {v0, v1, v2}, LMain$State;->grant(IZ)V
    const/4 v2, 1
    invoke-virtual {v0, v1, v2}, LMain$State;->grant(IZ)V
    const-string v1, "notify() and notifyAll() with no waiters"
    const-string v2, "ok"
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    return-void
    :h
    move-exception v8
    monitor-exit v0
    :e2
    throw v8
    .catchall {:s .. :e} :h
    .catchall {:h .. :e2} :h
.end method

.method static notifyEndsTimedWait()V
    .registers 6
    .line 50
    new-instance v0, LMain$State;
    invoke-direct {v0}, LMain$State;-><init>()V
    const/4 v1, 1
    invoke-static {v0, v1, v1}, LMain;->startWaiters(LMain$State;IZ)[Ljava/lang/Thread;
    move-result-object v2
    const/4 v3, 0
    invoke-virtual {v0, v1, v3}, LMain$State;->grant(IZ)V
    aget-object v2, v2, v3
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V
    .line 51
    const-string v1, "notify() ended wait(10000) early"
    iget-wide v2, v0, LMain$State;->elapsedMs:J
    const-wide/16 v4, 5000
    cmp-long v2, v2, v4
    if-gez v2, :late
    const/4 v2, 1
    goto :pr
    :late
    const/4 v2, 0
    :pr
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
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
