.class final Ljava/util/TaskQueue;
.super Ljava/lang/Object;
.source "Timer.java"

# A Timer's scheduled tasks, ordered by next execution time (ties in scheduling order),
# and whether it still takes tasks. Its monitor is the timer's lock: the timer thread
# waits on it for the head task to come due (the JDK keeps a binary heap; a Timer holds
# few tasks).

.field private final tasks:Ljava/util/ArrayList;
.field private open:Z

.method constructor <init>()V
    .locals 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, Ljava/util/TaskQueue;->tasks:Ljava/util/ArrayList;
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/TaskQueue;->open:Z
    return-void
.end method

# Monitor held: puts t after every task due no later than it.
.method private insert(Ljava/util/TimerTask;)I
    .locals 7
    iget-object v0, p0, Ljava/util/TaskQueue;->tasks:Ljava/util/ArrayList;
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    iget-wide v2, p1, Ljava/util/TimerTask;->nextExecutionTime:J
    const/4 v4, 0
    :scan
    if-ge v4, v1, :found
    invoke-virtual {v0, v4}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/util/TimerTask;
    iget-wide v5, v5, Ljava/util/TimerTask;->nextExecutionTime:J
    cmp-long v5, v5, v2
    if-gtz v5, :found
    add-int/lit8 v4, v4, 1
    goto :scan
    :found
    invoke-virtual {v0, v4, p1}, Ljava/util/ArrayList;->add(ILjava/lang/Object;)V
    return v4
.end method

.method synchronized schedule(Ljava/util/TimerTask;JJ)V
    .locals 2
    iget-boolean v0, p0, Ljava/util/TaskQueue;->open:Z
    if-nez v0, :open
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "Timer already cancelled."
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :open
    invoke-virtual {p1, p2, p3, p4, p5}, Ljava/util/TimerTask;->claim(JJ)V
    invoke-direct {p0, p1}, Ljava/util/TaskQueue;->insert(Ljava/util/TimerTask;)I
    move-result v0
    if-nez v0, :out
    invoke-virtual {p0}, Ljava/lang/Object;->notify()V
    :out
    return-void
.end method

.method synchronized close()V
    .locals 1
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/TaskQueue;->open:Z
    iget-object v0, p0, Ljava/util/TaskQueue;->tasks:Ljava/util/ArrayList;
    invoke-virtual {v0}, Ljava/util/ArrayList;->clear()V
    invoke-virtual {p0}, Ljava/lang/Object;->notify()V
    return-void
.end method

.method synchronized purge()I
    .locals 5
    const/4 v0, 0
    iget-object v1, p0, Ljava/util/TaskQueue;->tasks:Ljava/util/ArrayList;
    invoke-virtual {v1}, Ljava/util/ArrayList;->size()I
    move-result v2
    :loop
    add-int/lit8 v2, v2, -1
    if-ltz v2, :done
    invoke-virtual {v1, v2}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/util/TimerTask;
    iget v3, v3, Ljava/util/TimerTask;->state:I
    const/4 v4, 3
    if-ne v3, v4, :loop
    invoke-virtual {v1, v2}, Ljava/util/ArrayList;->remove(I)Ljava/lang/Object;
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return v0
.end method

# For the timer thread: waits until a task is due and returns it (a repeating one put
# back at its next time), or null once the timer is cancelled with nothing left.
.method synchronized next()Ljava/util/TimerTask;
    .locals 6
    iget-object v0, p0, Ljava/util/TaskQueue;->tasks:Ljava/util/ArrayList;
    :check
    invoke-virtual {v0}, Ljava/util/ArrayList;->isEmpty()Z
    move-result v1
    if-eqz v1, :head
    iget-boolean v1, p0, Ljava/util/TaskQueue;->open:Z
    if-nez v1, :idle
    const/4 v1, 0
    return-object v1
    :idle
    const-wide/16 v2, 0
    goto :wait
    :head
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/TimerTask;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-virtual {v1, v2, v3}, Ljava/util/TimerTask;->fire(J)J
    move-result-wide v2
    const-wide/16 v4, 0
    cmp-long v4, v2, v4
    if-gtz v4, :wait
    const/4 v4, 0
    invoke-virtual {v0, v4}, Ljava/util/ArrayList;->remove(I)Ljava/lang/Object;
    const-wide/16 v4, -1
    cmp-long v4, v2, v4
    if-eqz v4, :check
    const-wide/16 v4, -2
    cmp-long v4, v2, v4
    if-nez v4, :fired
    invoke-direct {p0, v1}, Ljava/util/TaskQueue;->insert(Ljava/util/TimerTask;)I
    :fired
    return-object v1
    :wait
    :try_start
    invoke-virtual {p0, v2, v3}, Ljava/lang/Object;->wait(J)V
    :try_end
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :check
    goto :check
.end method
