.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-string v0, "start"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LWithInitImpl;
    invoke-direct {v0}, LWithInitImpl;-><init>()V
    invoke-interface {v0}, LWithInit;->hello()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
