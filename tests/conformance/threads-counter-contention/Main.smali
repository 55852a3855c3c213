.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# 8 threads x 20000 increments of three counters, each guarded differently:
#   count  - synchronized (lock) { ... } block (monitor-enter/exit + catch-all, javac shape)
#   scount - static synchronized method: no monitor instructions, the VM locks Main.class
#   Counter.n - synchronized instance method: the VM locks the receiver
# Each increment reads, calls a helper, then writes, so an unguarded update loses counts
# as soon as a thread is preempted inside the window.

.field static lock:Ljava/lang/Object;
.field static count:I
.field static scount:I
.field static counter:LMain$Counter;

.method public static main([Ljava/lang/String;)V
    .locals 6

    .line 10
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->lock:Ljava/lang/Object;
    new-instance v0, LMain$Counter;
    invoke-direct {v0}, LMain$Counter;-><init>()V
    sput-object v0, LMain;->counter:LMain$Counter;

    .line 11
    const/16 v5, 8
    new-array v1, v5, [Ljava/lang/Thread;
    const/4 v2, 0
    :create
    if-ge v2, v5, :created
    new-instance v3, Ljava/lang/Thread;
    new-instance v4, LMain$Worker;
    invoke-direct {v4}, LMain$Worker;-><init>()V
    invoke-direct {v3, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    aput-object v3, v1, v2
    add-int/lit8 v2, v2, 1
    goto :create
    :created

    .line 12
    const/4 v2, 0
    :start
    if-ge v2, v5, :started
    aget-object v3, v1, v2
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    add-int/lit8 v2, v2, 1
    goto :start
    :started

    .line 13
    const/4 v2, 0
    :join
    if-ge v2, v5, :joined
    aget-object v3, v1, v2
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    add-int/lit8 v2, v2, 1
    goto :join
    :joined

    .line 14
    const-string v0, "threads"
    invoke-static {v0, v5}, LMain;->kv(Ljava/lang/String;I)V
    const-string v0, "synchronized block counter"
    sget v2, LMain;->count:I
    invoke-static {v0, v2}, LMain;->kv(Ljava/lang/String;I)V
    const-string v0, "static synchronized method counter"
    sget v2, LMain;->scount:I
    invoke-static {v0, v2}, LMain;->kv(Ljava/lang/String;I)V
    const-string v0, "instance synchronized method counter"
    sget-object v3, LMain;->counter:LMain$Counter;
    iget v2, v3, LMain$Counter;->n:I
    invoke-static {v0, v2}, LMain;->kv(Ljava/lang/String;I)V

    .line 15
    const-string v0, "all equal 8 * 20000"
    const v4, 160000
    sget v2, LMain;->count:I
    if-ne v2, v4, :bad
    sget v2, LMain;->scount:I
    if-ne v2, v4, :bad
    iget v2, v3, LMain$Counter;->n:I
    if-ne v2, v4, :bad
    const/4 v2, 1
    goto :print
    :bad
    const/4 v2, 0
    :print
    invoke-static {v0, v2}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
.end method

# Widens the read-modify-write window: a call between the read and the write.
.method static bump(I)I
    .registers 2
    add-int/lit8 v0, p0, 1
    return v0
.end method

.method static synchronized sinc()V
    .registers 1
    .line 30
    sget v0, LMain;->scount:I
    invoke-static {v0}, LMain;->bump(I)I
    move-result v0
    sput v0, LMain;->scount:I
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
