.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# 512 threads alive at once: each waits at a gate until all have arrived, then does a
# little work (a loop and a small array) and adds its index to a shared sum through a
# static synchronized method. Expected sum 0 + 1 + ... + 511 = 130816.

.field static sum:I
.field static ran:I
.field static bad:I
.field static gate:LMain$Gate;

.method public static main([Ljava/lang/String;)V
    .locals 8

    .line 10
    new-instance v0, LMain$Gate;
    invoke-direct {v0}, LMain$Gate;-><init>()V
    sput-object v0, LMain;->gate:LMain$Gate;
    const/16 v7, 512
    new-array v1, v7, [Ljava/lang/Thread;

    .line 11
    const/4 v2, 0
    :create
    if-ge v2, v7, :created
    new-instance v3, Ljava/lang/Thread;
    new-instance v4, LMain$Task;
    invoke-direct {v4, v2}, LMain$Task;-><init>(I)V
    invoke-direct {v3, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    aput-object v3, v1, v2
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    add-int/lit8 v2, v2, 1
    goto :create
    :created

    .line 12
    invoke-virtual {v0, v7}, LMain$Gate;->awaitArrivals(I)V
    const-string v2, "threads waiting at the gate"
    iget v3, v0, LMain$Gate;->arrived:I
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;I)V
    const-string v2, "alive before the gate opens"
    invoke-static {v1}, LMain;->countAlive([Ljava/lang/Thread;)I
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;I)V

    .line 13
    invoke-virtual {v0}, LMain$Gate;->open()V
    const/4 v2, 0
    :join
    if-ge v2, v7, :joined
    aget-object v3, v1, v2
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    add-int/lit8 v2, v2, 1
    goto :join
    :joined

    .line 14
    const-string v2, "alive after join"
    invoke-static {v1}, LMain;->countAlive([Ljava/lang/Thread;)I
    move-result v3
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;I)V
    const-string v2, "threads ran"
    sget v3, LMain;->ran:I
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;I)V
    const-string v2, "sum of indices"
    sget v3, LMain;->sum:I
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;I)V
    const-string v2, "threads whose work came out wrong"
    sget v3, LMain;->bad:I
    invoke-static {v2, v3}, LMain;->kv(Ljava/lang/String;I)V
    return-void
.end method

.method static countAlive([Ljava/lang/Thread;)I
    .registers 5
    const/4 v0, 0
    const/4 v1, 0
    array-length v2, p0
    :loop
    if-ge v1, v2, :done
    aget-object v3, p0, v1
    invoke-virtual {v3}, Ljava/lang/Thread;->isAlive()Z
    move-result v3
    add-int/2addr v0, v3
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return v0
.end method

.method static synchronized add(IZ)V
    .registers 3
    .line 20
    sget v0, LMain;->sum:I
    add-int/2addr v0, p0
    sput v0, LMain;->sum:I
    sget v0, LMain;->ran:I
    add-int/lit8 v0, v0, 1
    sput v0, LMain;->ran:I
    if-nez p1, :ok
    sget v0, LMain;->bad:I
    add-int/lit8 v0, v0, 1
    sput v0, LMain;->bad:I
    :ok
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
