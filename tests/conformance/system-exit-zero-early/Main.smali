.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-string v0, "before"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/4 v1, 0
    invoke-static {v1}, Ljava/lang/System;->exit(I)V
    const-string v0, "not reached"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
