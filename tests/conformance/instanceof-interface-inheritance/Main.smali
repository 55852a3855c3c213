.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    new-instance v0, LSubImplMid;
    invoke-direct {v0}, LSubImplMid;-><init>()V
    instance-of v1, v0, LTop;
    invoke-static {v1}, LMain;->p(Z)V
    instance-of v1, v0, LMid;
    invoke-static {v1}, LMain;->p(Z)V
    instance-of v1, v0, LImplMid;
    invoke-static {v1}, LMain;->p(Z)V
    new-instance v2, LImplMid;
    invoke-direct {v2}, LImplMid;-><init>()V
    instance-of v1, v2, LSubImplMid;
    invoke-static {v1}, LMain;->p(Z)V
    const/4 v3, 2
    new-array v4, v3, [LSubImplMid;
    instance-of v1, v4, [LTop;
    invoke-static {v1}, LMain;->p(Z)V
    instance-of v1, v4, [LImplMid;
    invoke-static {v1}, LMain;->p(Z)V
    new-array v4, v3, [LTop;
    instance-of v1, v4, [LMid;
    invoke-static {v1}, LMain;->p(Z)V
    const/4 v5, 0
    aput-object v0, v4, v5
    aget-object v6, v4, v5
    check-cast v6, LMid;
    const-string v1, "Top[] element cast to Mid"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const-class v7, LTop;
    invoke-virtual {v7, v0}, Ljava/lang/Class;->isInstance(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const-class v7, LMid;
    new-instance v8, Ljava/lang/Object;
    invoke-direct {v8}, Ljava/lang/Object;-><init>()V
    invoke-virtual {v7, v8}, Ljava/lang/Class;->isInstance(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
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
