# Uncontended monitor cost: args MODE N. Mode 0 is the plain loop, mode 1 the same loop
# with a monitor-enter/monitor-exit pair on an unshared object (a thin lock), mode 2 a
# static call per iteration, mode 3 the same call to a synchronized static method (the
# access flag only, no monitor instructions). The harness subtracts 0 from 1 and 2 from
# 3, each differentially over two N, so start-up and printing cancel.
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 9
    const/4 v0, 0
    aget-object v1, p0, v0
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v6
    const/4 v0, 1
    aget-object v1, p0, v0
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v3
    new-instance v5, Ljava/lang/Object;
    invoke-direct {v5}, Ljava/lang/Object;-><init>()V
    # v7: 1 while every check has held. The lock must be held inside a pair (checked
    # once, outside the timed loop) and free afterwards.
    const/4 v7, 1
    monitor-enter v5
    :chk_s
    invoke-static {v5}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    and-int/2addr v7, v0
    monitor-exit v5
    :chk_e
    invoke-static {}, LMain;->holdsClassLock()Z
    move-result v0
    and-int/2addr v7, v0
    const/4 v0, 0
    const/4 v1, 0
    const/4 v4, 0
    if-eqz v6, :loop0
    const/4 v2, 1
    if-eq v6, v2, :start1
    const/4 v2, 2
    if-eq v6, v2, :loop2
    const/4 v2, 3
    if-eq v6, v2, :loop3
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "mode must be 0..3"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0

    :loop0
    add-int v1, v1, v0
    add-int/lit8 v0, v0, 1
    if-lt v0, v3, :loop0
    goto :done

    :start1
    :loop1
    monitor-enter v5
    :s1
    add-int v1, v1, v0
    monitor-exit v5
    :e1
    add-int/lit8 v0, v0, 1
    if-lt v0, v3, :loop1
    goto :done

    :loop2
    add-int v1, v1, v0
    invoke-static {v0}, LMain;->plain(I)I
    move-result v2
    add-int/2addr v4, v2
    add-int/lit8 v0, v0, 1
    if-lt v0, v3, :loop2
    goto :done

    :loop3
    add-int v1, v1, v0
    invoke-static {v0}, LMain;->locked(I)I
    move-result v2
    add-int/2addr v4, v2
    add-int/lit8 v0, v0, 1
    if-lt v0, v3, :loop3

    :done
    invoke-static {v5}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    xor-int/lit8 v0, v0, 1
    and-int/2addr v7, v0
    # After the synchronized method, Main.class must be free again too.
    const-class v2, LMain;
    invoke-static {v2}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    xor-int/lit8 v0, v0, 1
    and-int/2addr v7, v0
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v2, v4}, Ljava/io/PrintStream;->println(I)V
    const-string v0, "ok"
    if-nez v7, :print
    const-string v0, "bad"
    :print
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void

    # d8's shape: a catch-all that releases the lock and rethrows.
    :h
    move-exception v0
    monitor-exit v5
    :he
    throw v0
    .catchall {:chk_s .. :chk_e} :h
    .catchall {:s1 .. :e1} :h
    .catchall {:h .. :he} :h
.end method

.method static plain(I)I
    .registers 2
    xor-int/lit8 v0, p0, 0x5a
    return v0
.end method

.method static synchronized locked(I)I
    .registers 3
    xor-int/lit8 v0, p0, 0x5a
    return v0
.end method

# The same access flag as locked(I)I: the VM must hold Main.class while it runs.
.method static synchronized holdsClassLock()Z
    .registers 1
    const-class v0, LMain;
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method
