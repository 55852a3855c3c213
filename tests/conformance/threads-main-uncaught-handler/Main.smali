.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# main's own exception with a default UncaughtExceptionHandler set: the handler runs on
# main, the VM prints no report of its own, and the exit status is still 1.

.method public static main([Ljava/lang/String;)V
    .locals 3
    new-instance v0, LMain$H;
    const-string v1, "default"
    invoke-direct {v0, v1}, LMain$H;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, Ljava/lang/Thread;->setDefaultUncaughtExceptionHandler(Ljava/lang/Thread$UncaughtExceptionHandler;)V
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "before"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "fatal"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
