.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const/4 v0, 2
    new-array v1, v0, [I
    const/4 v0, 1
    aget v2, v1, v0
    invoke-static {v2}, LMain;->p(I)V
    const/4 v0, 2
    new-array v1, v0, [J
    const/4 v0, 1
    aget-wide v2, v1, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    const/4 v0, 2
    new-array v1, v0, [F
    const/4 v0, 1
    aget v2, v1, v0
    invoke-static {v2}, LMain;->p(F)V
    const/4 v0, 2
    new-array v1, v0, [D
    const/4 v0, 1
    aget-wide v2, v1, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const/4 v0, 2
    new-array v1, v0, [Z
    const/4 v0, 1
    aget-boolean v2, v1, v0
    invoke-static {v2}, LMain;->p(Z)V
    const/4 v0, 2
    new-array v1, v0, [B
    const/4 v0, 1
    aget-byte v2, v1, v0
    invoke-static {v2}, LMain;->p(I)V
    const/4 v0, 2
    new-array v1, v0, [C
    const/4 v0, 1
    aget-char v2, v1, v0
    invoke-static {v2}, LMain;->p(I)V
    const/4 v0, 2
    new-array v1, v0, [S
    const/4 v0, 1
    aget-short v2, v1, v0
    invoke-static {v2}, LMain;->p(I)V
    const/4 v0, 2
    new-array v1, v0, [Ljava/lang/Object;
    const/4 v0, 1
    aget-object v2, v1, v0
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(F)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(F)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
