.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# ReentrantLock: reentrancy and its queries, tryLock/tryLock(timeout) failing from another
# thread while held, unlock when not held, lockInterruptibly interrupted while queued;
# Condition: a bounded buffer with 3 producers and 2 consumers, the owner checks, timed
# waits that time out, an interrupted await (the lock is held again in the handler), and
# the hold count restored after an await of a lock held twice.

.method static say(Ljava/lang/String;Z)V
    .locals 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static sayInt(Ljava/lang/String;I)V
    .locals 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static lockQueries(Ljava/util/concurrent/locks/ReentrantLock;)V
    .locals 4
    const-string v0, "isLocked "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->isLocked()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->say(Ljava/lang/String;Z)V
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    const-string v0, "holds "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->getHoldCount()I
    move-result v1
    invoke-static {v0, v1}, LMain;->sayInt(Ljava/lang/String;I)V
    const-string v0, "isHeldByCurrentThread "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->isHeldByCurrentThread()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->say(Ljava/lang/String;Z)V
    const-string v0, "isLocked "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->isLocked()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->say(Ljava/lang/String;Z)V
    const-string v0, "isFair "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->isFair()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->say(Ljava/lang/String;Z)V
    # Another thread cannot take it.
    new-instance v2, LMain$Prober;
    const/4 v3, 0
    invoke-direct {v2, p0, v3}, LMain$Prober;-><init>(Ljava/util/concurrent/locks/ReentrantLock;I)V
    invoke-virtual {v2}, LMain$Prober;->start()V
    invoke-virtual {v2}, LMain$Prober;->join()V
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    iget-object v1, v2, LMain$Prober;->result:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    const-string v0, "holds after two unlocks "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->getHoldCount()I
    move-result v1
    invoke-static {v0, v1}, LMain;->sayInt(Ljava/lang/String;I)V
    # Free now: the other thread gets it.
    new-instance v2, LMain$Prober;
    invoke-direct {v2, p0, v3}, LMain$Prober;-><init>(Ljava/util/concurrent/locks/ReentrantLock;I)V
    invoke-virtual {v2}, LMain$Prober;->start()V
    invoke-virtual {v2}, LMain$Prober;->join()V
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    iget-object v1, v2, LMain$Prober;->result:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :try_start
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    :try_end
    .catch Ljava/lang/IllegalMonitorStateException; {:try_start .. :try_end} :imse
    return-void
    :imse
    move-exception v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v0, "unlock when not held: IllegalMonitorStateException"
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    # lockInterruptibly from another thread, interrupted while it is queued
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    new-instance v2, LMain$Prober;
    const/4 v3, 1
    invoke-direct {v2, p0, v3}, LMain$Prober;-><init>(Ljava/util/concurrent/locks/ReentrantLock;I)V
    invoke-virtual {v2}, LMain$Prober;->start()V
    :spin
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->hasQueuedThreads()Z
    move-result v0
    if-nez v0, :queued
    invoke-static {}, Ljava/lang/Thread;->yield()V
    goto :spin
    :queued
    const-string v0, "queue length "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->getQueueLength()I
    move-result v1
    invoke-static {v0, v1}, LMain;->sayInt(Ljava/lang/String;I)V
    invoke-virtual {v2}, LMain$Prober;->interrupt()V
    invoke-virtual {v2}, LMain$Prober;->join()V
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    iget-object v1, v2, LMain$Prober;->result:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    const-string v0, "isLocked "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->isLocked()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->say(Ljava/lang/String;Z)V
    return-void
.end method

.method static buffer()V
    .locals 8
    new-instance v0, LMain$Buf;
    invoke-direct {v0}, LMain$Buf;-><init>()V
    new-instance v1, LMain$Producer;
    const/16 v4, 1000
    invoke-direct {v1, v0, v4}, LMain$Producer;-><init>(LMain$Buf;I)V
    new-instance v2, LMain$Producer;
    const/16 v4, 2000
    invoke-direct {v2, v0, v4}, LMain$Producer;-><init>(LMain$Buf;I)V
    new-instance v3, LMain$Producer;
    const/16 v4, 3000
    invoke-direct {v3, v0, v4}, LMain$Producer;-><init>(LMain$Buf;I)V
    new-instance v4, LMain$Consumer;
    const/16 v6, 120
    invoke-direct {v4, v0, v6}, LMain$Consumer;-><init>(LMain$Buf;I)V
    new-instance v5, LMain$Consumer;
    const/16 v6, 180
    invoke-direct {v5, v0, v6}, LMain$Consumer;-><init>(LMain$Buf;I)V
    invoke-virtual {v4}, LMain$Consumer;->start()V
    invoke-virtual {v1}, LMain$Producer;->start()V
    invoke-virtual {v5}, LMain$Consumer;->start()V
    invoke-virtual {v2}, LMain$Producer;->start()V
    invoke-virtual {v3}, LMain$Producer;->start()V
    invoke-virtual {v1}, LMain$Producer;->join()V
    invoke-virtual {v2}, LMain$Producer;->join()V
    invoke-virtual {v3}, LMain$Producer;->join()V
    invoke-virtual {v4}, LMain$Consumer;->join()V
    invoke-virtual {v5}, LMain$Consumer;->join()V
    iget-wide v1, v4, LMain$Consumer;->sum:J
    iget-wide v6, v5, LMain$Consumer;->sum:J
    add-long/2addr v1, v6
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v6, "buffer: 300 items, sum"
    invoke-virtual {v3, v6}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v3, v1, v2}, Ljava/io/PrintStream;->println(J)V
    const-string v6, "left in buffer "
    iget v1, v0, LMain$Buf;->count:I
    invoke-static {v6, v1}, LMain;->sayInt(Ljava/lang/String;I)V
    return-void
.end method

.method static conditions(Ljava/util/concurrent/locks/ReentrantLock;)V
    .locals 6
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->newCondition()Ljava/util/concurrent/locks/Condition;
    move-result-object v0
    sget-object v5, Ljava/lang/System;->out:Ljava/io/PrintStream;
    :try1_start
    invoke-interface {v0}, Ljava/util/concurrent/locks/Condition;->await()V
    :try1_end
    .catch Ljava/lang/IllegalMonitorStateException; {:try1_start .. :try1_end} :imse1
    :imse1
    const-string v1, "await without the lock: IllegalMonitorStateException"
    invoke-virtual {v5, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :try2_start
    invoke-interface {v0}, Ljava/util/concurrent/locks/Condition;->signal()V
    :try2_end
    .catch Ljava/lang/IllegalMonitorStateException; {:try2_start .. :try2_end} :imse2
    :imse2
    const-string v1, "signal without the lock: IllegalMonitorStateException"
    invoke-virtual {v5, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    const-wide/32 v1, 1000000
    invoke-interface {v0, v1, v2}, Ljava/util/concurrent/locks/Condition;->awaitNanos(J)J
    move-result-wide v1
    const-wide/16 v3, 0
    cmp-long v1, v1, v3
    if-gtz v1, :positive
    const/4 v1, 1
    goto :said
    :positive
    const/4 v1, 0
    :said
    const-string v2, "awaitNanos(1 ms) timed out, <= 0: "
    invoke-static {v2, v1}, LMain;->say(Ljava/lang/String;Z)V
    const-wide/16 v1, 1
    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-interface {v0, v1, v2, v3}, Ljava/util/concurrent/locks/Condition;->await(JLjava/util/concurrent/TimeUnit;)Z
    move-result v1
    const-string v2, "await(1 ms) "
    invoke-static {v2, v1}, LMain;->say(Ljava/lang/String;Z)V
    const-string v2, "holds after the timed waits "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->getHoldCount()I
    move-result v1
    invoke-static {v2, v1}, LMain;->sayInt(Ljava/lang/String;I)V
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Thread;->interrupt()V
    :try3_start
    invoke-interface {v0}, Ljava/util/concurrent/locks/Condition;->await()V
    :try3_end
    .catch Ljava/lang/InterruptedException; {:try3_start .. :try3_end} :intr
    :intr
    const-string v2, "interrupted await: InterruptedException, held again "
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->isHeldByCurrentThread()Z
    move-result v1
    invoke-static {v2, v1}, LMain;->say(Ljava/lang/String;Z)V
    const-string v2, "interrupt status cleared "
    invoke-static {}, Ljava/lang/Thread;->interrupted()Z
    move-result v1
    xor-int/lit8 v1, v1, 1
    invoke-static {v2, v1}, LMain;->say(Ljava/lang/String;Z)V
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 3
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;
    invoke-direct {v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V
    invoke-static {v0}, LMain;->lockQueries(Ljava/util/concurrent/locks/ReentrantLock;)V
    invoke-static {}, LMain;->buffer()V
    invoke-static {v0}, LMain;->conditions(Ljava/util/concurrent/locks/ReentrantLock;)V
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/util/concurrent/locks/ReentrantLock;-><init>(Z)V
    const-string v1, "fair isFair "
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->isFair()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->say(Ljava/lang/String;Z)V
    invoke-static {v0}, LMain;->lockQueries(Ljava/util/concurrent/locks/ReentrantLock;)V
    return-void
.end method
