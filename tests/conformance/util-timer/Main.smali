.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.Timer and TimerTask: a daemon timer's thread ("Timer-0"), a task due now
# runs before one due far later (which is then cancelled and purged), fixed-delay and
# fixed-rate repetition ended by the task's own cancel() (fixed rate: scheduled times
# exactly one period apart), argument and state errors with the JDK's messages, a named
# non-daemon timer, and a task that throws, which cancels its timer. Results are
# awaited with latches, never with sleeps.

.field static order:Ljava/lang/StringBuffer;

.method static p(Ljava/lang/String;Ljava/lang/Object;)V
    .locals 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static pb(Ljava/lang/String;Z)V
    .locals 1
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static pi(Ljava/lang/String;I)V
    .locals 1
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static job(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)LMain$Job;
    .locals 1
    new-instance v0, LMain$Job;
    invoke-direct {v0, p0, p1, p2}, LMain$Job;-><init>(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)V
    return-object v0
.end method

.method static latch()Ljava/util/concurrent/CountDownLatch;
    .locals 2
    new-instance v0, Ljava/util/concurrent/CountDownLatch;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V
    return-object v0
.end method

.method static tryOp(Ljava/lang/String;ILjava/util/Timer;Ljava/util/TimerTask;)V
    .locals 3
    new-instance v0, LMain$Op;
    invoke-direct {v0, p1, p2, p3}, LMain$Op;-><init>(ILjava/util/Timer;Ljava/util/TimerTask;)V
    :try_start
    invoke-virtual {v0}, LMain$Op;->run()V
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :failed
    const-string v0, "ok"
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :failed
    move-exception v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v2, " "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {p0, v1}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

# Runs a repeating job until it cancels itself; prints its runs and, for fixed rate,
# the gaps between scheduled times.
.method static repeat(Ljava/util/Timer;Z)V
    .locals 9
    invoke-static {}, LMain;->latch()Ljava/util/concurrent/CountDownLatch;
    move-result-object v8
    const/4 v0, 2
    const-string v1, "repeat"
    invoke-static {v0, v1, v8}, LMain;->job(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)LMain$Job;
    move-result-object v7
    move-object v0, p0
    move-object v1, v7
    const-wide/16 v2, 0
    const-wide/16 v4, 7
    if-eqz p1, :delay
    invoke-virtual/range {v0 .. v5}, Ljava/util/Timer;->scheduleAtFixedRate(Ljava/util/TimerTask;JJ)V
    goto :wait
    :delay
    invoke-virtual/range {v0 .. v5}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;JJ)V
    :wait
    invoke-virtual {v8}, Ljava/util/concurrent/CountDownLatch;->await()V
    const-string v0, "runs "
    iget v1, v7, LMain$Job;->runs:I
    invoke-static {v0, v1}, LMain;->pi(Ljava/lang/String;I)V
    const-string v0, "cancelled itself "
    iget-boolean v1, v7, LMain$Job;->cancelled:Z
    invoke-static {v0, v1}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v0, "cancel again "
    invoke-virtual {v7}, LMain$Job;->cancel()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->pb(Ljava/lang/String;Z)V
    if-eqz p1, :out
    iget-object v0, v7, LMain$Job;->times:[J
    const/4 v1, 0
    aget-wide v1, v0, v1
    const/4 v3, 1
    aget-wide v3, v0, v3
    const/4 v5, 2
    aget-wide v5, v0, v5
    sub-long/2addr v5, v3
    sub-long/2addr v3, v1
    const-string v0, "rate gaps "
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v2, " "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-static {v0, v1}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    :out
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 10
    new-instance v0, Ljava/lang/StringBuffer;
    invoke-direct {v0}, Ljava/lang/StringBuffer;-><init>()V
    sput-object v0, LMain;->order:Ljava/lang/StringBuffer;
    new-instance v9, Ljava/util/Timer;
    const/4 v0, 1
    invoke-direct {v9, v0}, Ljava/util/Timer;-><init>(Z)V

    # once, now
    invoke-static {}, LMain;->latch()Ljava/util/concurrent/CountDownLatch;
    move-result-object v0
    const/4 v1, 0
    const-string v2, "once"
    invoke-static {v1, v2, v0}, LMain;->job(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)LMain$Job;
    move-result-object v1
    const-wide/16 v2, 0
    invoke-virtual {v9, v1, v2, v3}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V

    # a task due far later, then one due now, which runs first
    const/4 v0, 4
    const-string v1, "far"
    const/4 v2, 0
    invoke-static {v0, v1, v2}, LMain;->job(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)LMain$Job;
    move-result-object v8
    const-wide/32 v0, 100000000
    invoke-virtual {v9, v8, v0, v1}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    invoke-static {}, LMain;->latch()Ljava/util/concurrent/CountDownLatch;
    move-result-object v0
    const/4 v1, 1
    const-string v2, "near"
    invoke-static {v1, v2, v0}, LMain;->job(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)LMain$Job;
    move-result-object v7
    const-wide/16 v2, 0
    invoke-virtual {v9, v7, v2, v3}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    const-string v0, "ran "
    sget-object v1, LMain;->order:Ljava/lang/StringBuffer;
    invoke-static {v0, v1}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v0, "cancel far "
    invoke-virtual {v8}, LMain$Job;->cancel()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v0, "cancel far again "
    invoke-virtual {v8}, LMain$Job;->cancel()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v0, "cancel near after it ran "
    invoke-virtual {v7}, LMain$Job;->cancel()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v0, "purged "
    invoke-virtual {v9}, Ljava/util/Timer;->purge()I
    move-result v1
    invoke-static {v0, v1}, LMain;->pi(Ljava/lang/String;I)V
    const-string v0, "purged again "
    invoke-virtual {v9}, Ljava/util/Timer;->purge()I
    move-result v1
    invoke-static {v0, v1}, LMain;->pi(Ljava/lang/String;I)V

    # repetition
    const/4 v0, 0
    invoke-static {v9, v0}, LMain;->repeat(Ljava/util/Timer;Z)V
    const/4 v0, 1
    invoke-static {v9, v0}, LMain;->repeat(Ljava/util/Timer;Z)V

    # errors
    const/4 v0, 4
    const-string v1, "bad"
    const/4 v2, 0
    invoke-static {v0, v1, v2}, LMain;->job(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)LMain$Job;
    move-result-object v6
    const-string v0, "negative delay: "
    const/4 v1, 0
    invoke-static {v0, v1, v9, v6}, LMain;->tryOp(Ljava/lang/String;ILjava/util/Timer;Ljava/util/TimerTask;)V
    const-string v0, "zero period: "
    const/4 v1, 1
    invoke-static {v0, v1, v9, v6}, LMain;->tryOp(Ljava/lang/String;ILjava/util/Timer;Ljava/util/TimerTask;)V
    const-string v0, "negative rate: "
    const/4 v1, 2
    invoke-static {v0, v1, v9, v6}, LMain;->tryOp(Ljava/lang/String;ILjava/util/Timer;Ljava/util/TimerTask;)V
    const-string v0, "reschedule a run task: "
    const/4 v1, 3
    invoke-static {v0, v1, v9, v7}, LMain;->tryOp(Ljava/lang/String;ILjava/util/Timer;Ljava/util/TimerTask;)V
    const-string v0, "reschedule a cancelled task: "
    const/4 v1, 3
    invoke-static {v0, v1, v9, v8}, LMain;->tryOp(Ljava/lang/String;ILjava/util/Timer;Ljava/util/TimerTask;)V
    invoke-virtual {v9}, Ljava/util/Timer;->cancel()V
    const-string v0, "schedule on a cancelled timer: "
    const/4 v1, 3
    invoke-static {v0, v1, v9, v6}, LMain;->tryOp(Ljava/lang/String;ILjava/util/Timer;Ljava/util/TimerTask;)V
    invoke-virtual {v9}, Ljava/util/Timer;->cancel()V
    const-string v0, "purge a cancelled timer "
    invoke-virtual {v9}, Ljava/util/Timer;->purge()I
    move-result v1
    invoke-static {v0, v1}, LMain;->pi(Ljava/lang/String;I)V

    # a named, non-daemon timer
    new-instance v9, Ljava/util/Timer;
    const-string v0, "named"
    invoke-direct {v9, v0}, Ljava/util/Timer;-><init>(Ljava/lang/String;)V
    invoke-static {}, LMain;->latch()Ljava/util/concurrent/CountDownLatch;
    move-result-object v0
    const/4 v1, 0
    const-string v2, "named"
    invoke-static {v1, v2, v0}, LMain;->job(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)LMain$Job;
    move-result-object v1
    const-wide/16 v2, 0
    invoke-virtual {v9, v1, v2, v3}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    invoke-virtual {v9}, Ljava/util/Timer;->cancel()V

    # a task that throws ends its timer
    new-instance v9, Ljava/util/Timer;
    const/4 v0, 1
    invoke-direct {v9, v0}, Ljava/util/Timer;-><init>(Z)V
    const/4 v0, 3
    const-string v1, "crash"
    const/4 v2, 0
    invoke-static {v0, v1, v2}, LMain;->job(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)LMain$Job;
    move-result-object v0
    const-wide/16 v1, 0
    invoke-virtual {v9, v0, v1, v2}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    :spin
    const/4 v0, 4
    const-string v1, "later"
    const/4 v2, 0
    invoke-static {v0, v1, v2}, LMain;->job(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)LMain$Job;
    move-result-object v0
    const-wide/32 v1, 100000000
    :try_start
    invoke-virtual {v9, v0, v1, v2}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    :try_end
    .catch Ljava/lang/IllegalStateException; {:try_start .. :try_end} :ended
    invoke-static {}, Ljava/lang/Thread;->yield()V
    goto :spin
    :ended
    move-exception v0
    const-string v1, "after the crash: "
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v1, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method
