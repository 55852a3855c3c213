.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"
# Timer's Date forms: a first time in the past runs at once, fixed-delay and fixed-rate
# tasks from a date, and the JDK's argument checks. Ordered by latches, not by time.

.method static now()Ljava/util/Date;
    .registers 3
    new-instance v0, Ljava/util/Date;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    invoke-direct {v0, v1, v2}, Ljava/util/Date;-><init>(J)V
    return-object v0
.end method

.method static job(I)LMain$Job;
    .registers 4
    new-instance v0, LMain$Job;
    new-instance v1, Ljava/util/concurrent/CountDownLatch;
    const/4 v2, 1
    invoke-direct {v1, v2}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V
    invoke-direct {v0, p0, v1}, LMain$Job;-><init>(ILjava/util/concurrent/CountDownLatch;)V
    return-object v0
.end method

.method static waitFor(Ljava/lang/String;LMain$Job;)V
    .registers 4
    iget-object v0, p1, LMain$Job;->done:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p0, ": ran "
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget p0, p1, LMain$Job;->runs:I
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static report(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p0, " threw "
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    instance-of p0, p1, Ljava/lang/NullPointerException;
    if-eqz p0, :full
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object p1
    :full
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static bad(Ljava/util/Timer;I)V
    .registers 8
    const/4 v0, 1
    invoke-static {v0}, LMain;->job(I)LMain$Job;
    move-result-object v0
    invoke-static {}, LMain;->now()Ljava/util/Date;
    move-result-object v1
    const-string v2, "?"
    :try_start
    packed-switch p1, :kinds
    const-string v2, "schedule(task, (Date) null)"
    const/4 v1, 0
    invoke-virtual {p0, v0, v1}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;Ljava/util/Date;)V
    goto :ok
    :before_epoch
    const-string v2, "schedule(task, new Date(-1))"
    new-instance v1, Ljava/util/Date;
    const-wide/16 v3, -1
    invoke-direct {v1, v3, v4}, Ljava/util/Date;-><init>(J)V
    invoke-virtual {p0, v0, v1}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;Ljava/util/Date;)V
    goto :ok
    :zero_period
    const-string v2, "schedule(task, now, 0)"
    const-wide/16 v3, 0
    invoke-virtual {p0, v0, v1, v3, v4}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;Ljava/util/Date;J)V
    goto :ok
    :negative_rate
    const-string v2, "scheduleAtFixedRate(task, now, -5)"
    const-wide/16 v3, -5
    invoke-virtual {p0, v0, v1, v3, v4}, Ljava/util/Timer;->scheduleAtFixedRate(Ljava/util/TimerTask;Ljava/util/Date;J)V
    goto :ok
    :twice
    const-string v2, "the same task scheduled twice"
    invoke-virtual {p0, v0, v1}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;Ljava/util/Date;)V
    invoke-virtual {v0}, Ljava/util/TimerTask;->cancel()Z
    invoke-virtual {p0, v0, v1}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;Ljava/util/Date;)V
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    :ok
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :caught
    move-exception v0
    invoke-static {v2, v0}, LMain;->report(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void

    :kinds
    .packed-switch 0x1
        :before_epoch
        :zero_period
        :negative_rate
        :twice
    .end packed-switch
.end method

.method public static main([Ljava/lang/String;)V
    .registers 7
    new-instance v0, Ljava/util/Timer;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/util/Timer;-><init>(Z)V

    const/4 v1, 1
    invoke-static {v1}, LMain;->job(I)LMain$Job;
    move-result-object v1
    new-instance v2, Ljava/util/Date;
    const-wide/16 v3, 0
    invoke-direct {v2, v3, v4}, Ljava/util/Date;-><init>(J)V
    invoke-virtual {v0, v1, v2}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;Ljava/util/Date;)V
    const-string v5, "schedule(task, new Date(0))"
    invoke-static {v5, v1}, LMain;->waitFor(Ljava/lang/String;LMain$Job;)V

    const/4 v1, 3
    invoke-static {v1}, LMain;->job(I)LMain$Job;
    move-result-object v1
    invoke-static {}, LMain;->now()Ljava/util/Date;
    move-result-object v2
    const-wide/16 v3, 1
    invoke-virtual {v0, v1, v2, v3, v4}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;Ljava/util/Date;J)V
    const-string v5, "schedule(task, now, 1)"
    invoke-static {v5, v1}, LMain;->waitFor(Ljava/lang/String;LMain$Job;)V

    const/4 v1, 3
    invoke-static {v1}, LMain;->job(I)LMain$Job;
    move-result-object v1
    invoke-static {}, LMain;->now()Ljava/util/Date;
    move-result-object v2
    const-wide/16 v3, 1
    invoke-virtual {v0, v1, v2, v3, v4}, Ljava/util/Timer;->scheduleAtFixedRate(Ljava/util/TimerTask;Ljava/util/Date;J)V
    const-string v5, "scheduleAtFixedRate(task, now, 1)"
    invoke-static {v5, v1}, LMain;->waitFor(Ljava/lang/String;LMain$Job;)V

    const/4 v1, 0
    :next
    const/4 v2, 5
    if-ge v1, v2, :done
    invoke-static {v0, v1}, LMain;->bad(Ljava/util/Timer;I)V
    add-int/lit8 v1, v1, 1
    goto :next
    :done
    invoke-virtual {v0}, Ljava/util/Timer;->cancel()V
    return-void
.end method
