.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/16 v0, 1000
    new-array v1, v0, [Z
    const/4 v2, 2
    :outer
    mul-int v3, v2, v2
    if-ge v3, v0, :count
    aget-boolean v4, v1, v2
    if-nez v4, :next
    :mark
    if-ge v3, v0, :next
    const/4 v4, 1
    aput-boolean v4, v1, v3
    add-int/2addr v3, v2
    goto :mark
    :next
    add-int/lit8 v2, v2, 1
    goto :outer
    :count
    const/4 v2, 2
    const/4 v5, 0
    const/4 v6, 0
    :c
    aget-boolean v4, v1, v2
    if-nez v4, :cn
    add-int/lit8 v5, v5, 1
    add-int/2addr v6, v2
    :cn
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :c
    invoke-static {v5}, LMain;->p(I)V
    invoke-static {v6}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
