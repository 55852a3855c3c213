.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# CountDownLatch as start and finish gates; CyclicBarrier over three generations with a
# barrier action, then broken by an interrupt (the interrupted waiter gets
# InterruptedException, the other BrokenBarrierException), and reset.

.method static waitFor(Ljava/util/concurrent/CyclicBarrier;I)V
    .locals 1
    :spin
    invoke-virtual {p0}, Ljava/util/concurrent/CyclicBarrier;->getNumberWaiting()I
    move-result v0
    if-ge v0, p1, :done
    invoke-static {}, Ljava/lang/Thread;->yield()V
    goto :spin
    :done
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 10
    sget-object v9, Ljava/lang/System;->out:Ljava/io/PrintStream;

    # ---- latches
    new-instance v0, Ljava/util/concurrent/CountDownLatch;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V
    new-instance v1, Ljava/util/concurrent/CountDownLatch;
    const/4 v2, 3
    invoke-direct {v1, v2}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V
    new-array v3, v2, [Ljava/lang/Thread;
    new-array v2, v2, [I
    const/4 v4, 0
    :mk
    const/4 v5, 3
    if-ge v4, v5, :mkd
    new-instance v5, Ljava/lang/Thread;
    new-instance v6, LMain$Worker;
    invoke-direct {v6, v4, v0, v1, v2}, LMain$Worker;-><init>(ILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;[I)V
    invoke-direct {v5, v6}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    aput-object v5, v3, v4
    invoke-virtual {v5}, Ljava/lang/Thread;->start()V
    add-int/lit8 v4, v4, 1
    goto :mk
    :mkd
    # Nobody can count down before the start gate opens.
    invoke-virtual {v1}, Ljava/util/concurrent/CountDownLatch;->getCount()J
    move-result-wide v4
    invoke-virtual {v9, v4, v5}, Ljava/io/PrintStream;->println(J)V
    const-wide/16 v4, 0
    sget-object v6, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-virtual {v1, v4, v5, v6}, Ljava/util/concurrent/CountDownLatch;->await(JLjava/util/concurrent/TimeUnit;)Z
    move-result v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    invoke-virtual {v1}, Ljava/util/concurrent/CountDownLatch;->await()V
    invoke-static {v2}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const-wide/16 v4, 5
    invoke-virtual {v1, v4, v5, v6}, Ljava/util/concurrent/CountDownLatch;->await(JLjava/util/concurrent/TimeUnit;)Z
    move-result v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Z)V
    # Counting down an open latch changes nothing.
    invoke-virtual {v1}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    invoke-virtual {v1}, Ljava/util/concurrent/CountDownLatch;->getCount()J
    move-result-wide v4
    invoke-virtual {v9, v4, v5}, Ljava/io/PrintStream;->println(J)V
    const/4 v4, 0
    :jn
    const/4 v5, 3
    if-ge v4, v5, :jd
    aget-object v5, v3, v4
    invoke-virtual {v5}, Ljava/lang/Thread;->join()V
    add-int/lit8 v4, v4, 1
    goto :jn
    :jd

    # ---- barrier over three generations
    new-instance v7, LMain$Action;
    invoke-direct {v7}, LMain$Action;-><init>()V
    new-instance v0, Ljava/util/concurrent/CyclicBarrier;
    const/4 v1, 3
    invoke-direct {v0, v1, v7}, Ljava/util/concurrent/CyclicBarrier;-><init>(ILjava/lang/Runnable;)V
    new-instance v8, Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-direct {v8}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V
    const/4 v4, 0
    :mk2
    if-ge v4, v1, :mk2d
    new-instance v5, Ljava/lang/Thread;
    new-instance v6, LMain$Tripper;
    invoke-direct {v6, v0, v8}, LMain$Tripper;-><init>(Ljava/util/concurrent/CyclicBarrier;Ljava/util/concurrent/atomic/AtomicInteger;)V
    invoke-direct {v5, v6}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    aput-object v5, v3, v4
    invoke-virtual {v5}, Ljava/lang/Thread;->start()V
    add-int/lit8 v4, v4, 1
    goto :mk2
    :mk2d
    const/4 v4, 0
    :jn2
    if-ge v4, v1, :jn2d
    aget-object v5, v3, v4
    invoke-virtual {v5}, Ljava/lang/Thread;->join()V
    add-int/lit8 v4, v4, 1
    goto :jn2
    :jn2d
    iget v4, v7, LMain$Action;->gen:I
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(I)V
    # Arrival indices 2, 1, 0 in each of three generations.
    invoke-virtual {v8}, Ljava/util/concurrent/atomic/AtomicInteger;->get()I
    move-result v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v0}, Ljava/util/concurrent/CyclicBarrier;->getParties()I
    move-result v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v0}, Ljava/util/concurrent/CyclicBarrier;->getNumberWaiting()I
    move-result v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v0}, Ljava/util/concurrent/CyclicBarrier;->isBroken()Z
    move-result v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Z)V

    # ---- a broken barrier
    new-instance v0, Ljava/util/concurrent/CyclicBarrier;
    const/4 v1, 3
    invoke-direct {v0, v1}, Ljava/util/concurrent/CyclicBarrier;-><init>(I)V
    new-instance v2, LMain$Waiter;
    invoke-direct {v2, v0}, LMain$Waiter;-><init>(Ljava/util/concurrent/CyclicBarrier;)V
    invoke-virtual {v2}, LMain$Waiter;->start()V
    const/4 v4, 1
    invoke-static {v0, v4}, LMain;->waitFor(Ljava/util/concurrent/CyclicBarrier;I)V
    new-instance v3, LMain$Waiter;
    invoke-direct {v3, v0}, LMain$Waiter;-><init>(Ljava/util/concurrent/CyclicBarrier;)V
    invoke-virtual {v3}, LMain$Waiter;->start()V
    const/4 v4, 2
    invoke-static {v0, v4}, LMain;->waitFor(Ljava/util/concurrent/CyclicBarrier;I)V
    invoke-virtual {v2}, LMain$Waiter;->interrupt()V
    invoke-virtual {v2}, LMain$Waiter;->join()V
    invoke-virtual {v3}, LMain$Waiter;->join()V
    iget-object v4, v2, LMain$Waiter;->result:Ljava/lang/String;
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    iget-object v4, v3, LMain$Waiter;->result:Ljava/lang/String;
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/util/concurrent/CyclicBarrier;->isBroken()Z
    move-result v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Z)V
    :try_start
    invoke-virtual {v0}, Ljava/util/concurrent/CyclicBarrier;->await()I
    :try_end
    .catch Ljava/util/concurrent/BrokenBarrierException; {:try_start .. :try_end} :broken
    :broken
    const-string v4, "await on a broken barrier: BrokenBarrierException"
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/util/concurrent/CyclicBarrier;->reset()V
    invoke-virtual {v0}, Ljava/util/concurrent/CyclicBarrier;->isBroken()Z
    move-result v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Z)V
    # A timed await nobody joins times out and breaks the barrier.
    :try2_start
    const-wide/16 v4, 2
    sget-object v6, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-virtual {v0, v4, v5, v6}, Ljava/util/concurrent/CyclicBarrier;->await(JLjava/util/concurrent/TimeUnit;)I
    :try2_end
    .catch Ljava/util/concurrent/TimeoutException; {:try2_start .. :try2_end} :timeout
    :timeout
    const-string v4, "timed await: TimeoutException"
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/util/concurrent/CyclicBarrier;->isBroken()Z
    move-result v4
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
