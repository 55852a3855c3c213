.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"
# Every thread sleeps most of the time: the idle core should sleep through the timer
# ticks (tickless idle) rather than wake up at every one of them.

.method public static main([Ljava/lang/String;)V
    .registers 6
    .line 5
    new-instance v0, LMain$Nap;
    invoke-direct {v0}, LMain$Nap;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    .line 6
    const-wide/16 v1, 300
    invoke-static {v1, v2}, Ljava/lang/Thread;->sleep(J)V
    .line 7
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v4, "slept"
    invoke-virtual {v3, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
