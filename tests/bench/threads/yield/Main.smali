# VM-level context switch: args MODE N. Two threads each run N iterations; in mode 1
# every iteration ends with Thread.yield(), so with main parked in join() the two
# ping-pong, one switch per yield. Mode 0 runs the same loop without the call, the
# baseline the harness subtracts (both differentially over two N). Prints each
# thread's sum of i and how many iterations ran on another thread than the previous
# one (2N or 2N-1 for a strict ping-pong, near 0 without yields).
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static acc0:I
.field static acc1:I
.field static last:I
.field static alternations:I

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
    const/4 v7, 0
    if-eqz v6, :mode_ok
    const/4 v7, 1
    if-eq v6, v7, :mode_ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "mode must be 0 or 1"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :mode_ok
    const/4 v0, 0
    new-instance v1, LMain$Pinger;
    invoke-direct {v1, v0, v3, v7}, LMain$Pinger;-><init>(IIZ)V
    new-instance v4, Ljava/lang/Thread;
    invoke-direct {v4, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    const/4 v0, 1
    new-instance v1, LMain$Pinger;
    invoke-direct {v1, v0, v3, v7}, LMain$Pinger;-><init>(IIZ)V
    new-instance v5, Ljava/lang/Thread;
    invoke-direct {v5, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    invoke-virtual {v5}, Ljava/lang/Thread;->start()V
    invoke-virtual {v4}, Ljava/lang/Thread;->join()V
    invoke-virtual {v5}, Ljava/lang/Thread;->join()V
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    sget v0, LMain;->acc0:I
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(I)V
    sget v0, LMain;->acc1:I
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(I)V
    sget v0, LMain;->alternations:I
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
