.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const v0, 0x7fffffff
    add-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    mul-int/lit16 v1, v0, 2
    invoke-static {v1}, LMain;->p(I)V
    const v2, 65536
    mul-int v1, v2, v2
    invoke-static {v1}, LMain;->p(I)V
    const v2, 46341
    mul-int v1, v2, v2
    invoke-static {v1}, LMain;->p(I)V
    const v0, -0x80000000
    add-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    sub-int v1, v0, v0
    invoke-static {v1}, LMain;->p(I)V
    const/4 v3, 0
    const/4 v4, 1
    const/4 v5, 0
    :loop
    mul-int/lit8 v4, v4, 31
    add-int/2addr v4, v5
    add-int/lit8 v5, v5, 1
    const/16 v6, 100
    if-lt v5, v6, :loop
    invoke-static {v4}, LMain;->p(I)V
    const v0, 0x12345678
    const/16 v7, 16
    shl-int v1, v0, v7
    ushr-int v2, v0, v7
    or-int/2addr v1, v2
    invoke-static {v1}, LMain;->p(I)V
    const/16 v7, 0xff
    and-int v1, v0, v7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -0x1
    ushr-int/lit8 v1, v0, 28
    invoke-static {v1}, LMain;->p(I)V
    shr-int/lit8 v1, v0, 28
    invoke-static {v1}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
