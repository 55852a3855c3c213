.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Thread.getState through a thread's life: NEW, RUNNABLE, WAITING in Object.wait(), BLOCKED
# entering a monitor main holds, WAITING in ReentrantLock.lock() and in Condition.await()
# (the JDK parks both), TIMED_WAITING in sleep, TERMINATED after join. Main spins with
# Thread.yield() until each state shows, so both VMs print the same lines.

.field static mon:Ljava/lang/Object;
.field static lock:Ljava/util/concurrent/locks/ReentrantLock;
.field static cond:Ljava/util/concurrent/locks/Condition;

.method static until(Ljava/lang/Thread;Ljava/lang/Thread$State;Ljava/lang/String;)V
    .locals 3
    :spin
    invoke-virtual {p0}, Ljava/lang/Thread;->getState()Ljava/lang/Thread$State;
    move-result-object v0
    if-eq v0, p1, :seen
    invoke-static {}, Ljava/lang/Thread;->yield()V
    goto :spin
    :seen
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v0, ": "
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static finish(Ljava/lang/Thread;)V
    .locals 2
    invoke-virtual {p0}, Ljava/lang/Thread;->join()V
    sget-object v0, Ljava/lang/Thread$State;->TERMINATED:Ljava/lang/Thread$State;
    const-string v1, "after join"
    invoke-static {p0, v0, v1}, LMain;->until(Ljava/lang/Thread;Ljava/lang/Thread$State;Ljava/lang/String;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 6
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->mon:Ljava/lang/Object;
    new-instance v1, Ljava/util/concurrent/locks/ReentrantLock;
    invoke-direct {v1}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V
    sput-object v1, LMain;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->newCondition()Ljava/util/concurrent/locks/Condition;
    move-result-object v2
    sput-object v2, LMain;->cond:Ljava/util/concurrent/locks/Condition;

    sget-object v5, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {}, Ljava/lang/Thread$State;->values()[Ljava/lang/Thread$State;
    move-result-object v3
    invoke-static {v3}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v5, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const-string v3, "BLOCKED"
    invoke-static {v3}, Ljava/lang/Thread$State;->valueOf(Ljava/lang/String;)Ljava/lang/Thread$State;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/Thread$State;->ordinal()I
    move-result v3
    invoke-virtual {v5, v3}, Ljava/io/PrintStream;->println(I)V
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v3
    sget-object v4, Ljava/lang/Thread$State;->RUNNABLE:Ljava/lang/Thread$State;
    const-string v2, "current thread"
    invoke-static {v3, v4, v2}, LMain;->until(Ljava/lang/Thread;Ljava/lang/Thread$State;Ljava/lang/String;)V

    # Object.wait()
    new-instance v3, LMain$T;
    const/4 v4, 0
    invoke-direct {v3, v4}, LMain$T;-><init>(I)V
    sget-object v4, Ljava/lang/Thread$State;->NEW:Ljava/lang/Thread$State;
    const-string v2, "before start"
    invoke-static {v3, v4, v2}, LMain;->until(Ljava/lang/Thread;Ljava/lang/Thread$State;Ljava/lang/String;)V
    invoke-virtual {v3}, LMain$T;->start()V
    sget-object v4, Ljava/lang/Thread$State;->WAITING:Ljava/lang/Thread$State;
    const-string v2, "in Object.wait()"
    invoke-static {v3, v4, v2}, LMain;->until(Ljava/lang/Thread;Ljava/lang/Thread$State;Ljava/lang/String;)V
    monitor-enter v0
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    monitor-exit v0
    invoke-static {v3}, LMain;->finish(Ljava/lang/Thread;)V

    # entering a monitor main holds
    monitor-enter v0
    new-instance v3, LMain$T;
    const/4 v4, 1
    invoke-direct {v3, v4}, LMain$T;-><init>(I)V
    invoke-virtual {v3}, LMain$T;->start()V
    sget-object v4, Ljava/lang/Thread$State;->BLOCKED:Ljava/lang/Thread$State;
    const-string v2, "entering a held monitor"
    invoke-static {v3, v4, v2}, LMain;->until(Ljava/lang/Thread;Ljava/lang/Thread$State;Ljava/lang/String;)V
    monitor-exit v0
    invoke-static {v3}, LMain;->finish(Ljava/lang/Thread;)V

    # ReentrantLock.lock() of a held lock
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    new-instance v3, LMain$T;
    const/4 v4, 2
    invoke-direct {v3, v4}, LMain$T;-><init>(I)V
    invoke-virtual {v3}, LMain$T;->start()V
    sget-object v4, Ljava/lang/Thread$State;->WAITING:Ljava/lang/Thread$State;
    const-string v2, "in ReentrantLock.lock()"
    invoke-static {v3, v4, v2}, LMain;->until(Ljava/lang/Thread;Ljava/lang/Thread$State;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    invoke-static {v3}, LMain;->finish(Ljava/lang/Thread;)V

    # Condition.await()
    new-instance v3, LMain$T;
    const/4 v4, 3
    invoke-direct {v3, v4}, LMain$T;-><init>(I)V
    invoke-virtual {v3}, LMain$T;->start()V
    sget-object v4, Ljava/lang/Thread$State;->WAITING:Ljava/lang/Thread$State;
    const-string v2, "in Condition.await()"
    invoke-static {v3, v4, v2}, LMain;->until(Ljava/lang/Thread;Ljava/lang/Thread$State;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    sget-object v2, LMain;->cond:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v2}, Ljava/util/concurrent/locks/Condition;->signal()V
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    invoke-static {v3}, LMain;->finish(Ljava/lang/Thread;)V

    # Thread.sleep
    new-instance v3, LMain$T;
    const/4 v4, 4
    invoke-direct {v3, v4}, LMain$T;-><init>(I)V
    invoke-virtual {v3}, LMain$T;->start()V
    sget-object v4, Ljava/lang/Thread$State;->TIMED_WAITING:Ljava/lang/Thread$State;
    const-string v2, "in Thread.sleep(10000)"
    invoke-static {v3, v4, v2}, LMain;->until(Ljava/lang/Thread;Ljava/lang/Thread$State;Ljava/lang/String;)V
    invoke-virtual {v3}, LMain$T;->interrupt()V
    invoke-static {v3}, LMain;->finish(Ljava/lang/Thread;)V
    return-void
.end method
