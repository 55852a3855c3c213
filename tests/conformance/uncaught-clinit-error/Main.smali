.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    .line 4
    const-string v0, "about to touch Bad"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    .line 5
    sget v0, LBad;->x:I
    .line 6
    const-string v0, "unreachable"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
