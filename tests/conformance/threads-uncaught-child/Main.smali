.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# An exception escaping a child thread's run() is reported on stderr by the default
# handler ("Exception in thread \"<name>\" ...") and ends only that thread: main joins,
# keeps going and returns normally, so the exit status is 0. The second child is renamed
# with setName before it starts and throws an Error subclass through a nested call.

.method public static main([Ljava/lang/String;)V
    .locals 3

    .line 10
    new-instance v0, LMain$Boom;
    invoke-direct {v0}, LMain$Boom;-><init>()V
    .line 11
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    .line 12
    const-string v1, "main continues"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const-string v1, "first child alive after join"
    invoke-virtual {v0}, Ljava/lang/Thread;->isAlive()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V

    .line 13
    new-instance v0, LMain$Crasher;
    invoke-direct {v0}, LMain$Crasher;-><init>()V
    const-string v1, "worker-x"
    invoke-virtual {v0, v1}, Ljava/lang/Thread;->setName(Ljava/lang/String;)V
    .line 14
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    .line 15
    const-string v1, "main continues after worker-x"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const-string v1, "second child alive after join"
    invoke-virtual {v0}, Ljava/lang/Thread;->isAlive()Z
    move-result v2
    invoke-static {v1, v2}, LMain;->kv(Ljava/lang/String;Z)V
    .line 16
    return-void
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
