.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Thread.join on the main thread from another thread returns once main has returned.
.method public static main([Ljava/lang/String;)V
    .registers 4
    new-instance v0, LJoiner;
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v1
    invoke-direct {v0, v1}, LJoiner;-><init>(Ljava/lang/Thread;)V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    const-wide/16 v1, 20
    invoke-static {v1, v2}, Ljava/lang/Thread;->sleep(J)V
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "main returns"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
