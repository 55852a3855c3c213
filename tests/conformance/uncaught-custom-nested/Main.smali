.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    .line 40
    invoke-static {}, LMain;->outer()V
    .line 41
    const-string v0, "after"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static outer()V
    .registers 1
    .line 30
    invoke-static {}, LMain;->inner()V
    .line 31
    return-void
.end method
.method static inner()V
    .registers 3
    .line 20
    new-instance v0, LBoom;
    const-string v1, "boom"
    invoke-direct {v0, v1}, LBoom;-><init>(Ljava/lang/String;)V
    .line 21
    throw v0
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
