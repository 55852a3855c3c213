.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LM1;
    invoke-direct {v0}, LM1;-><init>()V
    new-instance v1, LM2;
    invoke-direct {v1}, LM2;-><init>()V
    new-instance v2, LM3;
    invoke-direct {v2}, LM3;-><init>()V
    filled-new-array {v0, v1, v2}, [Ljava/lang/Object;
    move-result-object v3
    const/4 v4, 0
    :loop
    aget-object v5, v3, v4
    check-cast v5, LIA;
    invoke-interface {v5}, LIA;->a()I
    move-result v6
    invoke-static {v6}, LMain;->p(I)V
    check-cast v5, LIB;
    invoke-interface {v5}, LIB;->b()I
    move-result v6
    invoke-static {v6}, LMain;->p(I)V
    instance-of v6, v5, LIC;
    invoke-static {v6}, LMain;->p(Z)V
    if-eqz v6, :skip
    check-cast v5, LIC;
    invoke-interface {v5}, LIC;->c()I
    move-result v6
    invoke-static {v6}, LMain;->p(I)V
    invoke-interface {v5}, LIA;->a()I
    move-result v6
    invoke-static {v6}, LMain;->p(I)V
    :skip
    add-int/lit8 v4, v4, 1
    array-length v6, v3
    if-lt v4, v6, :loop
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
