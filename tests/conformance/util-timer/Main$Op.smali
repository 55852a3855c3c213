.class LMain$Op;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/lang/Runnable;

# A scheduling call that may throw, by kind, for Main.tryOp.

.field final kind:I
.field final timer:Ljava/util/Timer;
.field final task:Ljava/util/TimerTask;

.method constructor <init>(ILjava/util/Timer;Ljava/util/TimerTask;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain$Op;->kind:I
    iput-object p2, p0, LMain$Op;->timer:Ljava/util/Timer;
    iput-object p3, p0, LMain$Op;->task:Ljava/util/TimerTask;
    return-void
.end method

.method public run()V
    .locals 6
    iget-object v0, p0, LMain$Op;->timer:Ljava/util/Timer;
    iget-object v1, p0, LMain$Op;->task:Ljava/util/TimerTask;
    iget v2, p0, LMain$Op;->kind:I
    packed-switch v2, :kinds
    return-void
    :negative_delay
    const-wide/16 v2, -1
    invoke-virtual {v0, v1, v2, v3}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    return-void
    :zero_period
    const-wide/16 v2, 0
    const-wide/16 v4, 0
    invoke-virtual/range {v0 .. v5}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;JJ)V
    return-void
    :negative_rate
    const-wide/16 v2, 0
    const-wide/16 v4, -5
    invoke-virtual/range {v0 .. v5}, Ljava/util/Timer;->scheduleAtFixedRate(Ljava/util/TimerTask;JJ)V
    return-void
    :now
    const-wide/16 v2, 0
    invoke-virtual {v0, v1, v2, v3}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    return-void
    :kinds
    .packed-switch 0x0
        :negative_delay
        :zero_period
        :negative_rate
        :now
    .end packed-switch
.end method
