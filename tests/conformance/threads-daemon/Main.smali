.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Daemon threads do not keep the program alive: a daemon spins forever with sleep(1)
# while main returns without joining; the program ends (status 0) once the last
# non-daemon child, released only after main's last line, has printed. Also
# setDaemon on a live thread and start() twice throw IllegalThreadStateException.

.field static volatile ticks:I

.method public static main([Ljava/lang/String;)V
    .locals 6

    .line 10
    new-instance v0, Ljava/lang/Thread;
    new-instance v1, LMain$Spinner;
    invoke-direct {v1}, LMain$Spinner;-><init>()V
    invoke-direct {v0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    const-string v1, "isDaemon by default"
    invoke-virtual {v0}, Ljava/lang/Thread;->isDaemon()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    const/4 v2, 1
    invoke-virtual {v0, v2}, Ljava/lang/Thread;->setDaemon(Z)V
    const-string v1, "isDaemon after setDaemon(true)"
    invoke-virtual {v0}, Ljava/lang/Thread;->isDaemon()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    .line 11
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    :spin
    sget v2, LMain;->ticks:I
    const/4 v3, 3
    if-ge v2, v3, :ticking
    const-wide/16 v4, 1
    invoke-static {v4, v5}, Ljava/lang/Thread;->sleep(J)V
    goto :spin
    :ticking
    const-string v1, "daemon is ticking"
    const/4 v2, 1
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V

    .line 12
    const-string v1, "setDaemon(false) on a running thread"
    const/4 v2, 0
    invoke-static {v1, v0, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Thread;I)V
    const-string v1, "isDaemon unchanged"
    invoke-virtual {v0}, Ljava/lang/Thread;->isDaemon()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v1, "start() on a running thread"
    const/4 v2, 1
    invoke-static {v1, v0, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Thread;I)V

    .line 13
    new-instance v3, Ljava/lang/Thread;
    new-instance v1, LMain$Noop;
    invoke-direct {v1}, LMain$Noop;-><init>()V
    invoke-direct {v3, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    const-string v1, "start() on a finished thread"
    const/4 v2, 1
    invoke-static {v1, v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Thread;I)V
    # Only a live thread refuses setDaemon.
    const-string v1, "setDaemon(true) on a finished thread"
    const/4 v2, 2
    invoke-static {v1, v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Thread;I)V
    const-string v1, "isDaemon of the finished thread"
    invoke-virtual {v3}, Ljava/lang/Thread;->isDaemon()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v1, "IllegalThreadStateException is an IllegalArgumentException"
    new-instance v2, Ljava/lang/IllegalThreadStateException;
    invoke-direct {v2}, Ljava/lang/IllegalThreadStateException;-><init>()V
    instance-of v2, v2, Ljava/lang/IllegalArgumentException;
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V

    .line 14
    new-instance v3, LMain$Latch;
    invoke-direct {v3}, LMain$Latch;-><init>()V
    new-instance v4, Ljava/lang/Thread;
    new-instance v1, LMain$Late;
    invoke-direct {v1, v3}, LMain$Late;-><init>(LMain$Latch;)V
    invoke-direct {v4, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    const-string v1, "non-daemon child isDaemon"
    invoke-virtual {v4}, Ljava/lang/Thread;->isDaemon()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    .line 15
    const-string v1, "main returns"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v3}, LMain$Latch;->release()V
    return-void
.end method

# op 0: setDaemon(false), 1: start(), 2: setDaemon(true); prints "ok" or the class name.
.method static show(Ljava/lang/String;Ljava/lang/Thread;I)V
    .registers 5
    .line 30
    :t
    if-nez p2, :notzero
    const/4 v0, 0
    invoke-virtual {p1, v0}, Ljava/lang/Thread;->setDaemon(Z)V
    goto :ok
    :notzero
    const/4 v0, 1
    if-ne p2, v0, :two
    invoke-virtual {p1}, Ljava/lang/Thread;->start()V
    goto :ok
    :two
    invoke-virtual {p1, v0}, Ljava/lang/Thread;->setDaemon(Z)V
    :ok
    :te
    const-string v0, "ok"
    invoke-static {p0, v0}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    return-void
    :h
    move-exception v0
    invoke-static {p0, v0}, LMain;->cn(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    .catch Ljava/lang/Throwable; {:t .. :te} :h
.end method

# ---- printing helpers ----

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;I)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;Z)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

# Prints "label: <class name of o>" (messages differ between the JVM and Dalvik)
.method static cn(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 3
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
