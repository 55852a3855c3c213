.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/16 v0, 21
    invoke-static {v0}, LMathOps;->twice(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, LMathOps;->scaled(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    sget v1, LMathOps;->SCALE:I
    invoke-static {v1}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
