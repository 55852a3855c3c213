.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-string v0, "start"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LC;
    const-string v1, "after new-instance"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-direct {v0}, LC;-><init>()V
    new-instance v0, LC;
    invoke-direct {v0}, LC;-><init>()V
    sget v1, LB;->w:I
    invoke-static {v1}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
