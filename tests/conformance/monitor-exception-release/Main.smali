.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    :t
    invoke-static {v0}, LMain;->syncThrow(Ljava/lang/Object;)V
    :te
    goto :after
    :h
    move-exception v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :after
    monitor-enter v0
    const-string v1, "re-acquired after exception"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    monitor-exit v0
    :t2
    monitor-exit v0
    :t2e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :end
    :h2
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :end
    return-void
    .catch Ljava/lang/IllegalStateException; {:t .. :te} :h
    .catch Ljava/lang/IllegalMonitorStateException; {:t2 .. :t2e} :h2
    return-void
.end method

# javac's shape for synchronized (o) { throw ... }: the catch-all handler releases the lock
.method static syncThrow(Ljava/lang/Object;)V
    .registers 4
    monitor-enter p0
    :s
    const-string v0, "inside synchronized"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "thrown while locked"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :e
    :h
    move-exception v2
    monitor-exit p0
    :e2
    throw v2
    .catchall {:s .. :e} :h
    .catchall {:h .. :e2} :h
.end method

.method static cn(Ljava/lang/Object;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
