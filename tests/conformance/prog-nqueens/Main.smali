.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 4
    :loop
    new-array v1, v0, [I
    const/4 v2, 0
    invoke-static {v1, v2, v0}, LMain;->solve([III)I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    add-int/lit8 v0, v0, 1
    const/16 v4, 9
    if-lt v0, v4, :loop
    return-void
.end method

.method static solve([III)I
    .registers 11
    if-ne p1, p2, :go
    const/4 v0, 1
    return v0
    :go
    const/4 v0, 0
    const/4 v1, 0
    :col
    if-ge v1, p2, :end
    const/4 v2, 0
    :check
    if-ge v2, p1, :safe
    aget v3, p0, v2
    if-eq v3, v1, :bad
    sub-int v4, v3, v1
    sub-int v5, p1, v2
    if-eq v4, v5, :bad
    neg-int v5, v5
    if-eq v4, v5, :bad
    add-int/lit8 v2, v2, 1
    goto :check
    :safe
    aput v1, p0, p1
    add-int/lit8 v6, p1, 1
    invoke-static {p0, v6, p2}, LMain;->solve([III)I
    move-result v7
    add-int/2addr v0, v7
    :bad
    add-int/lit8 v1, v1, 1
    goto :col
    :end
    return v0
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
