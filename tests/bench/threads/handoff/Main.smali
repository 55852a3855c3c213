# Fat-monitor hand-off: args MODE N (mode must be 0). Two threads take N turns each,
# strictly alternating through wait()/notify() on one shared object, so its lock is
# inflated on the first wait and every turn hands the monitor to the other thread. One
# round trip is a turn of each. Prints the number of turns (2N) and a hash of the turn
# order (h = 31h + id + 1 per turn, as a Java int), which only a strict alternation
# starting with thread 0 produces.
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static lock:Ljava/lang/Object;
.field static turn:I
.field static turns:I
.field static hash:I

.method public static main([Ljava/lang/String;)V
    .registers 8
    const/4 v0, 0
    aget-object v1, p0, v0
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v6
    if-eqz v6, :mode_ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "mode must be 0"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :mode_ok
    const/4 v0, 1
    aget-object v1, p0, v0
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v3
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->lock:Ljava/lang/Object;
    const/4 v0, 0
    new-instance v1, LMain$Player;
    invoke-direct {v1, v0, v3}, LMain$Player;-><init>(II)V
    new-instance v4, Ljava/lang/Thread;
    invoke-direct {v4, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    const/4 v0, 1
    new-instance v1, LMain$Player;
    invoke-direct {v1, v0, v3}, LMain$Player;-><init>(II)V
    new-instance v5, Ljava/lang/Thread;
    invoke-direct {v5, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    invoke-virtual {v5}, Ljava/lang/Thread;->start()V
    invoke-virtual {v4}, Ljava/lang/Thread;->join()V
    invoke-virtual {v5}, Ljava/lang/Thread;->join()V
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    sget v0, LMain;->turns:I
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(I)V
    sget v0, LMain;->hash:I
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
