.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Synchronized methods: the ACC_SYNCHRONIZED flag with no monitor instructions (the VM
# locks the receiver, or Main.class for static methods), reentrancy through recursion,
# Thread.holdsLock inside and outside, release on an exception, and a d8-shaped method
# (declared-synchronized plus explicit monitor-enter/exit).

.field static acct:LMain$Account;
.field static sval:I
.field static takerHeldAcct:Z
.field static takerHeldClass:Z

.method public static main([Ljava/lang/String;)V
    .locals 6

    .line 10
    new-instance v0, LMain$Account;
    invoke-direct {v0}, LMain$Account;-><init>()V
    sput-object v0, LMain;->acct:LMain$Account;
    const-class v1, LMain;

    .line 11
    const-string v2, "holdsLock(acct) outside"
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v2, "holdsLock(acct) in synchronized method"
    invoke-virtual {v0}, LMain$Account;->holdsSelf()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v2, "holdsLock(Main.class) outside"
    invoke-static {v1}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v2, "holdsLock(Main.class) in static synchronized method"
    invoke-static {}, LMain;->sHolds()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v2, "holdsLock(Main.class) in instance synchronized method"
    invoke-virtual {v0}, LMain$Account;->holdsClass()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V

    .line 12
    const-string v2, "reentrant instance recursion, levels holding the lock"
    const/4 v3, 5
    invoke-virtual {v0, v3}, LMain$Account;->depth(I)I
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;I)V
    const-string v2, "reentrant static recursion, levels holding the lock"
    const/16 v3, 50
    invoke-static {v3}, LMain;->sRecurse(I)I
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;I)V
    const-string v2, "holdsLock after recursion"
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v1}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v4
    or-int/2addr v3, v4
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V

    .line 13
    const-string v2, "d8-style declared-synchronized method holds the lock"
    invoke-virtual {v0}, LMain$Account;->d8Style()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V

    .line 14
    :t1
    invoke-virtual {v0}, LMain$Account;->failLocked()V
    :t1e
    const-string v2, "no exception"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :after1
    :h1
    move-exception v2
    invoke-static {v2}, LMain;->po(Ljava/lang/Object;)V
    :after1
    const-string v2, "holdsLock(acct) after the throwing method"
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V

    .line 15
    :t2
    invoke-static {}, LMain;->sThrow()V
    :t2e
    const-string v2, "no exception"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :after2
    :h2
    move-exception v2
    invoke-static {v2}, LMain;->po(Ljava/lang/Object;)V
    :after2
    const-string v2, "holdsLock(Main.class) after the throwing static method"
    invoke-static {v1}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V

    .line 16
    # Another thread can now take both locks (a leaked lock would hang it here).
    new-instance v2, Ljava/lang/Thread;
    new-instance v3, LMain$Taker;
    invoke-direct {v3}, LMain$Taker;-><init>()V
    invoke-direct {v2, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V
    const-string v2, "other thread took acct's lock"
    sget-boolean v3, LMain;->takerHeldAcct:Z
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v2, "other thread took Main.class's lock"
    sget-boolean v3, LMain;->takerHeldClass:Z
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;Z)V

    .line 17
    # While main holds acct, a synchronized instance method in another thread must block.
    monitor-enter v0
    new-instance v2, Ljava/lang/Thread;
    new-instance v3, LMain$Depositor;
    invoke-direct {v3}, LMain$Depositor;-><init>()V
    invoke-direct {v2, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V
    const-wide/16 v4, 50
    invoke-static {v4, v5}, Ljava/lang/Thread;->sleep(J)V
    const-string v3, "balance while main holds acct"
    iget v4, v0, LMain$Account;->balance:I
    invoke-static {v3, v4}, LMain;->kv(Ljava/lang/String;I)V
    monitor-exit v0
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V
    const-string v3, "balance after release and join"
    iget v4, v0, LMain$Account;->balance:I
    invoke-static {v3, v4}, LMain;->kv(Ljava/lang/String;I)V

    .line 18
    # While main holds Main.class, a static synchronized method in another thread blocks.
    monitor-enter v1
    new-instance v2, Ljava/lang/Thread;
    new-instance v3, LMain$StaticIncr;
    invoke-direct {v3}, LMain$StaticIncr;-><init>()V
    invoke-direct {v2, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V
    const-wide/16 v4, 50
    invoke-static {v4, v5}, Ljava/lang/Thread;->sleep(J)V
    const-string v3, "static value while main holds Main.class"
    sget v4, LMain;->sval:I
    invoke-static {v3, v4}, LMain;->kv(Ljava/lang/String;I)V
    monitor-exit v1
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V
    const-string v3, "static value after release and join"
    sget v4, LMain;->sval:I
    invoke-static {v3, v4}, LMain;->kv(Ljava/lang/String;I)V
    return-void

    .catch Ljava/lang/IllegalStateException; {:t1 .. :t1e} :h1
    .catch Ljava/lang/IllegalStateException; {:t2 .. :t2e} :h2
.end method

.method static synchronized sHolds()Z
    .registers 1
    .line 30
    const-class v0, LMain;
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method static synchronized sInc()V
    .registers 1
    .line 31
    sget v0, LMain;->sval:I
    add-int/lit8 v0, v0, 1
    sput v0, LMain;->sval:I
    return-void
.end method

# Re-enters Main.class's monitor n times; counts the levels that see the lock held.
.method static synchronized sRecurse(I)I
    .registers 3
    .line 32
    const-class v0, LMain;
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    if-nez p0, :rec
    return v0
    :rec
    add-int/lit8 v1, p0, -1
    invoke-static {v1}, LMain;->sRecurse(I)I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method static synchronized sThrow()V
    .registers 2
    .line 33
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "static fail while locked"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method static po(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
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
