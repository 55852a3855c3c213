.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    .line 10
    const-string v0, "before"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    .line 11
    const/4 v1, 0
    const/4 v2, 7
    .line 12
    div-int v3, v2, v1
    .line 13
    const-string v0, "after"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
