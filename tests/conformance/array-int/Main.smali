.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/16 v0, 10
    new-array v1, v0, [I
    array-length v2, v1
    invoke-static {v2}, LMain;->p(I)V
    const/4 v3, 0
    :fill
    mul-int v4, v3, v3
    aput v4, v1, v3
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :fill
    const/4 v3, 0
    const/4 v5, 0
    :sum
    aget v4, v1, v3
    add-int/2addr v5, v4
    add-int/lit8 v3, v3, 1
    if-lt v3, v2, :sum
    invoke-static {v5}, LMain;->p(I)V
    const/16 v3, 9
    aget v4, v1, v3
    invoke-static {v4}, LMain;->p(I)V
    const/4 v0, 5
    new-array v1, v0, [I
    fill-array-data v1, :data
    const/4 v3, 0
    :pr
    aget v4, v1, v3
    invoke-static {v4}, LMain;->p(I)V
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :pr
    const/4 v0, 0
    new-array v1, v0, [I
    array-length v2, v1
    invoke-static {v2}, LMain;->p(I)V
    return-void
    :data
    .array-data 4
        0x1
        -0x1
        0x7fffffff
        -0x80000000
        0x12345678
    .end array-data
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
