.class public Ljava/util/Timer;
.super Ljava/lang/Object;
.source "Timer.java"

# java.util.Timer (JDK 17 API docs): one background thread ("Timer-N" unless named,
# daemon if asked) runs TimerTasks once, with fixed delay or at a fixed rate, in order
# of their execution times (System.currentTimeMillis). cancel() ends the thread after the
# running task; purge() drops cancelled tasks. Messages are the JDK's. Not here: the
# java.util.Date overloads, and ending the thread when the Timer is garbage.

.field private static serial:I
.field private final queue:Ljava/util/TaskQueue;
.field private final thread:Ljava/util/TimerThread;

.method private static nextName()Ljava/lang/String;
    .locals 3
    const-class v0, Ljava/util/Timer;
    monitor-enter v0
    sget v1, Ljava/util/Timer;->serial:I
    add-int/lit8 v2, v1, 1
    sput v2, Ljava/util/Timer;->serial:I
    monitor-exit v0
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v2, "Timer-"
    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public constructor <init>()V
    .locals 2
    invoke-static {}, Ljava/util/Timer;->nextName()Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/util/Timer;-><init>(Ljava/lang/String;Z)V
    return-void
.end method

.method public constructor <init>(Z)V
    .locals 1
    invoke-static {}, Ljava/util/Timer;->nextName()Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0, p1}, Ljava/util/Timer;-><init>(Ljava/lang/String;Z)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .locals 1
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/Timer;-><init>(Ljava/lang/String;Z)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Z)V
    .locals 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/util/TaskQueue;
    invoke-direct {v0}, Ljava/util/TaskQueue;-><init>()V
    iput-object v0, p0, Ljava/util/Timer;->queue:Ljava/util/TaskQueue;
    new-instance v1, Ljava/util/TimerThread;
    invoke-direct {v1, v0}, Ljava/util/TimerThread;-><init>(Ljava/util/TaskQueue;)V
    iput-object v1, p0, Ljava/util/Timer;->thread:Ljava/util/TimerThread;
    invoke-virtual {v1, p1}, Ljava/lang/Thread;->setName(Ljava/lang/String;)V
    invoke-virtual {v1, p2}, Ljava/lang/Thread;->setDaemon(Z)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    return-void
.end method

.method private static checkDelay(J)V
    .locals 2
    const-wide/16 v0, 0
    cmp-long v0, p0, v0
    if-gez v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Negative delay."
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    return-void
.end method

.method private static checkPeriod(J)V
    .locals 2
    const-wide/16 v0, 0
    cmp-long v0, p0, v0
    if-gtz v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Non-positive period."
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    return-void
.end method

# JDK: IllegalArgumentException("Illegal execution time.") for a time before the epoch
# (a delay overflowing the clock); a task is scheduled once in its life.
.method private sched(Ljava/util/TimerTask;JJ)V
    .locals 2
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    const-wide/16 v0, 0
    cmp-long v0, p2, v0
    if-gez v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Illegal execution time."
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iget-object p0, p0, Ljava/util/Timer;->queue:Ljava/util/TaskQueue;
    invoke-virtual/range {p0 .. p5}, Ljava/util/TaskQueue;->schedule(Ljava/util/TimerTask;JJ)V
    return-void
.end method

.method private static at(J)J
    .locals 2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    add-long/2addr v0, p0
    return-wide v0
.end method

.method public schedule(Ljava/util/TimerTask;J)V
    .locals 6
    invoke-static {p2, p3}, Ljava/util/Timer;->checkDelay(J)V
    move-object v0, p0
    move-object v1, p1
    invoke-static {p2, p3}, Ljava/util/Timer;->at(J)J
    move-result-wide v2
    const-wide/16 v4, 0
    invoke-direct/range {v0 .. v5}, Ljava/util/Timer;->sched(Ljava/util/TimerTask;JJ)V
    return-void
.end method

# Fixed delay: each run is due period after the previous one started (period stored
# negated, as in the JDK).
.method public schedule(Ljava/util/TimerTask;JJ)V
    .locals 0
    invoke-static {p2, p3}, Ljava/util/Timer;->checkDelay(J)V
    invoke-static {p4, p5}, Ljava/util/Timer;->checkPeriod(J)V
    invoke-static {p2, p3}, Ljava/util/Timer;->at(J)J
    move-result-wide p2
    neg-long p4, p4
    invoke-direct/range {p0 .. p5}, Ljava/util/Timer;->sched(Ljava/util/TimerTask;JJ)V
    return-void
.end method

.method public scheduleAtFixedRate(Ljava/util/TimerTask;JJ)V
    .locals 0
    invoke-static {p2, p3}, Ljava/util/Timer;->checkDelay(J)V
    invoke-static {p4, p5}, Ljava/util/Timer;->checkPeriod(J)V
    invoke-static {p2, p3}, Ljava/util/Timer;->at(J)J
    move-result-wide p2
    invoke-direct/range {p0 .. p5}, Ljava/util/Timer;->sched(Ljava/util/TimerTask;JJ)V
    return-void
.end method

# The Date forms: the first run is due at the date's time (in the past: at once).
.method public schedule(Ljava/util/TimerTask;Ljava/util/Date;)V
    .locals 6
    invoke-virtual {p2}, Ljava/util/Date;->getTime()J
    move-result-wide v2
    move-object v0, p0
    move-object v1, p1
    const-wide/16 v4, 0
    invoke-direct/range {v0 .. v5}, Ljava/util/Timer;->sched(Ljava/util/TimerTask;JJ)V
    return-void
.end method

.method public schedule(Ljava/util/TimerTask;Ljava/util/Date;J)V
    .locals 6
    invoke-static {p3, p4}, Ljava/util/Timer;->checkPeriod(J)V
    invoke-virtual {p2}, Ljava/util/Date;->getTime()J
    move-result-wide v2
    move-object v0, p0
    move-object v1, p1
    neg-long v4, p3
    invoke-direct/range {v0 .. v5}, Ljava/util/Timer;->sched(Ljava/util/TimerTask;JJ)V
    return-void
.end method

.method public scheduleAtFixedRate(Ljava/util/TimerTask;Ljava/util/Date;J)V
    .locals 6
    invoke-static {p3, p4}, Ljava/util/Timer;->checkPeriod(J)V
    invoke-virtual {p2}, Ljava/util/Date;->getTime()J
    move-result-wide v2
    move-object v0, p0
    move-object v1, p1
    move-wide v4, p3
    invoke-direct/range {v0 .. v5}, Ljava/util/Timer;->sched(Ljava/util/TimerTask;JJ)V
    return-void
.end method

.method public cancel()V
    .locals 1
    iget-object v0, p0, Ljava/util/Timer;->queue:Ljava/util/TaskQueue;
    invoke-virtual {v0}, Ljava/util/TaskQueue;->close()V
    return-void
.end method

.method public purge()I
    .locals 1
    iget-object v0, p0, Ljava/util/Timer;->queue:Ljava/util/TaskQueue;
    invoke-virtual {v0}, Ljava/util/TaskQueue;->purge()I
    move-result v0
    return v0
.end method
