.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-string v0, "world"
    invoke-static {v0}, LGreeter;->make(Ljava/lang/String;)LGreeter;
    move-result-object v1
    invoke-interface {v1}, LGreeter;->greet()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    new-instance v3, LLoud;
    const-string v0, "dex"
    invoke-direct {v3, v0}, LLoud;-><init>(Ljava/lang/String;)V
    invoke-interface {v3}, LGreeter;->greet()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v3}, LNamed;->greet()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
