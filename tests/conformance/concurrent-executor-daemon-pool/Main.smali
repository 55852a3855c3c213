.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/util/concurrent/ThreadFactory;
.implements Ljava/util/concurrent/Callable;

# A fixed pool whose ThreadFactory makes daemon threads named "daemon-worker-N": tasks
# see their thread's name and daemon flag, and main returns without shutting the pool
# down. Its idle workers wait for work forever, but daemon threads do not keep the VM
# running (nor count as a deadlock): the run ends when main does.

.field private made:I

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public newThread(Ljava/lang/Runnable;)Ljava/lang/Thread;
    .locals 3
    monitor-enter p0
    iget v0, p0, LMain;->made:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain;->made:I
    monitor-exit p0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "daemon-worker-"
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/lang/Thread;
    invoke-direct {v0, p1, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    const/4 v1, 1
    invoke-virtual {v0, v1}, Ljava/lang/Thread;->setDaemon(Z)V
    return-object v0
.end method

# The task: its thread's name without the number, and whether it is a daemon.
.method public call()Ljava/lang/Object;
    .locals 4
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v1
    const/16 v2, 0x2d
    invoke-virtual {v1, v2}, Ljava/lang/String;->lastIndexOf(I)I
    move-result v2
    const/4 v3, 0
    invoke-virtual {v1, v3, v2}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, " daemon="
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Thread;->isDaemon()Z
    move-result v0
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 5
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v0, LMain;
    invoke-direct {v0}, LMain;-><init>()V
    const/4 v1, 2
    invoke-static {v1, v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(ILjava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;
    move-result-object v1
    invoke-interface {v1, v0}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v2
    invoke-interface {v1, v0}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v3
    invoke-interface {v2}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v4, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-interface {v3}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v3
    invoke-virtual {v4, v3}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    move-object v2, v1
    check-cast v2, Ljava/util/concurrent/ThreadPoolExecutor;
    invoke-virtual {v2}, Ljava/util/concurrent/ThreadPoolExecutor;->getPoolSize()I
    move-result v2
    invoke-virtual {v4, v2}, Ljava/io/PrintStream;->println(I)V
    invoke-interface {v1}, Ljava/util/concurrent/ExecutorService;->isShutdown()Z
    move-result v2
    invoke-virtual {v4, v2}, Ljava/io/PrintStream;->println(Z)V
    const-string v2, "main returns with the pool running"
    invoke-virtual {v4, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
