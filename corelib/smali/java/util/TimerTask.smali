.class public abstract Ljava/util/TimerTask;
.super Ljava/lang/Object;
.source "TimerTask.java"
.implements Ljava/lang/Runnable;

# java.util.TimerTask (JDK 17): a task a Timer runs once or repeatedly. Its state (0
# virgin, 1 scheduled, 2 executed, 3 cancelled), next execution time and period (0 once,
# > 0 fixed rate, < 0 fixed delay, as in the JDK) change under a private lock, which
# cancel() takes without the timer's.

.field final lock:Ljava/lang/Object;
.field state:I
.field nextExecutionTime:J
.field period:J

.method protected constructor <init>()V
    .locals 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v0, p0, Ljava/util/TimerTask;->lock:Ljava/lang/Object;
    return-void
.end method

.method public abstract run()V
.end method

# JDK: true when this prevents one or more scheduled executions.
.method public cancel()Z
    .locals 3
    iget-object v0, p0, Ljava/util/TimerTask;->lock:Ljava/lang/Object;
    monitor-enter v0
    iget v1, p0, Ljava/util/TimerTask;->state:I
    const/4 v2, 3
    iput v2, p0, Ljava/util/TimerTask;->state:I
    monitor-exit v0
    const/4 v0, 1
    if-eq v1, v0, :out
    const/4 v0, 0
    :out
    return v0
.end method

.method public scheduledExecutionTime()J
    .locals 6
    iget-object v0, p0, Ljava/util/TimerTask;->lock:Ljava/lang/Object;
    monitor-enter v0
    iget-wide v1, p0, Ljava/util/TimerTask;->nextExecutionTime:J
    iget-wide v3, p0, Ljava/util/TimerTask;->period:J
    monitor-exit v0
    const-wide/16 v5, 0
    cmp-long v0, v3, v5
    if-gez v0, :rate
    add-long/2addr v1, v3
    return-wide v1
    :rate
    sub-long/2addr v1, v3
    return-wide v1
.end method

# Timer.sched: a virgin task becomes scheduled for time with period.
.method final claim(JJ)V
    .locals 3
    iget-object v0, p0, Ljava/util/TimerTask;->lock:Ljava/lang/Object;
    monitor-enter v0
    iget v1, p0, Ljava/util/TimerTask;->state:I
    if-eqz v1, :virgin
    monitor-exit v0
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "Task already scheduled or cancelled"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :virgin
    iput-wide p1, p0, Ljava/util/TimerTask;->nextExecutionTime:J
    iput-wide p3, p0, Ljava/util/TimerTask;->period:J
    const/4 v1, 1
    iput v1, p0, Ljava/util/TimerTask;->state:I
    monitor-exit v0
    return-void
.end method

# The timer thread's look at the head task at time now: -1 cancelled, 0 fired once
# (now executed), -2 fired and rescheduled, or the milliseconds until it is due.
.method final fire(J)J
    .locals 7
    iget-object v0, p0, Ljava/util/TimerTask;->lock:Ljava/lang/Object;
    monitor-enter v0
    iget v1, p0, Ljava/util/TimerTask;->state:I
    const/4 v2, 3
    if-ne v1, v2, :live
    monitor-exit v0
    const-wide/16 v1, -1
    return-wide v1
    :live
    iget-wide v1, p0, Ljava/util/TimerTask;->nextExecutionTime:J
    cmp-long v3, v1, p1
    if-gtz v3, :early
    iget-wide v3, p0, Ljava/util/TimerTask;->period:J
    const-wide/16 v5, 0
    cmp-long v5, v3, v5
    if-nez v5, :again
    const/4 v1, 2
    iput v1, p0, Ljava/util/TimerTask;->state:I
    monitor-exit v0
    const-wide/16 v1, 0
    return-wide v1
    :again
    if-gez v5, :rate
    sub-long v1, p1, v3
    goto :store
    :rate
    add-long/2addr v1, v3
    :store
    iput-wide v1, p0, Ljava/util/TimerTask;->nextExecutionTime:J
    monitor-exit v0
    const-wide/16 v1, -2
    return-wide v1
    :early
    monitor-exit v0
    sub-long/2addr v1, p1
    return-wide v1
.end method
