.class LMain$Job;
.super Ljava/util/TimerTask;
.source "Main.java"

# A TimerTask by mode: 0 prints its thread's name and daemon flag; 1 appends its label to
# Main.order; 2 records scheduledExecutionTime for three runs, then cancels itself; 3
# throws; 4 must never run. Modes 0-2 count down done when finished.

.field final mode:I
.field final label:Ljava/lang/String;
.field final done:Ljava/util/concurrent/CountDownLatch;
.field final times:[J
.field runs:I
.field cancelled:Z

.method constructor <init>(ILjava/lang/String;Ljava/util/concurrent/CountDownLatch;)V
    .locals 1
    invoke-direct {p0}, Ljava/util/TimerTask;-><init>()V
    iput p1, p0, LMain$Job;->mode:I
    iput-object p2, p0, LMain$Job;->label:Ljava/lang/String;
    iput-object p3, p0, LMain$Job;->done:Ljava/util/concurrent/CountDownLatch;
    const/4 v0, 3
    new-array v0, v0, [J
    iput-object v0, p0, LMain$Job;->times:[J
    return-void
.end method

.method public run()V
    .locals 5
    iget v0, p0, LMain$Job;->mode:I
    packed-switch v0, :modes
    return-void
    :where
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "once on "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, " daemon="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Thread;->isDaemon()Z
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :finish
    :append
    sget-object v0, LMain;->order:Ljava/lang/StringBuffer;
    iget-object v1, p0, LMain$Job;->label:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuffer;->append(Ljava/lang/String;)Ljava/lang/StringBuffer;
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuffer;->append(Ljava/lang/String;)Ljava/lang/StringBuffer;
    goto :finish
    :repeat
    iget v0, p0, LMain$Job;->runs:I
    iget-object v1, p0, LMain$Job;->times:[J
    invoke-virtual {p0}, LMain$Job;->scheduledExecutionTime()J
    move-result-wide v2
    aput-wide v2, v1, v0
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$Job;->runs:I
    const/4 v1, 3
    if-ge v0, v1, :enough
    return-void
    :enough
    invoke-virtual {p0}, LMain$Job;->cancel()Z
    move-result v0
    iput-boolean v0, p0, LMain$Job;->cancelled:Z
    goto :finish
    :crash
    .line 60
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "timer task failed"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
    :never
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "should not run"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :finish
    iget-object v0, p0, LMain$Job;->done:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    return-void
    :modes
    .packed-switch 0x0
        :where
        :append
        :repeat
        :crash
        :never
    .end packed-switch
.end method
