.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const/4 v0, 2
    new-array v1, v0, [Ljava/lang/String;
    move-object v2, v1
    invoke-virtual {v2}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const-class v4, [Ljava/lang/Object;
    invoke-virtual {v4, v2}, Ljava/lang/Class;->isInstance(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    const-class v4, [Ljava/lang/String;
    new-array v6, v0, [Ljava/lang/Object;
    invoke-virtual {v4, v6}, Ljava/lang/Class;->isInstance(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    new-array v6, v0, [[Ljava/lang/String;
    instance-of v5, v6, [[Ljava/lang/Object;
    invoke-static {v5}, LMain;->p(Z)V
    instance-of v5, v6, [Ljava/lang/Object;
    invoke-static {v5}, LMain;->p(Z)V
    new-array v6, v0, [[I
    instance-of v5, v6, [[Ljava/lang/Object;
    invoke-static {v5}, LMain;->p(Z)V
    new-array v6, v0, [Ljava/lang/Integer;
    instance-of v5, v6, [Ljava/lang/Number;
    invoke-static {v5}, LMain;->p(Z)V
    instance-of v5, v6, [Ljava/lang/Comparable;
    invoke-static {v5}, LMain;->p(Z)V
    const/4 v7, 0
    const-string v8, "ok"
    aput-object v8, v2, v7
    aget-object v8, v1, v7
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
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
