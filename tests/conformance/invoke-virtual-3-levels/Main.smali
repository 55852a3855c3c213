.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LL1;
    invoke-direct {v0}, LL1;-><init>()V
    new-instance v1, LL2;
    invoke-direct {v1}, LL2;-><init>()V
    new-instance v2, LL3;
    invoke-direct {v2}, LL3;-><init>()V
    invoke-virtual {v0}, LL1;->hello()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v1}, LL1;->hello()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v2}, LL1;->hello()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v2}, LL2;->who()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v2}, LL3;->chain()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v1}, LL2;->chain()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v2}, LL3;->only1()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    move-object v4, v2
    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v3
    const-string v5, "L3@"
    invoke-virtual {v3, v5}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
