.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/16 v0, 100
    new-array v1, v0, [I
    const/4 v2, 0
    :fill
    mul-int/lit8 v3, v2, 3
    aput v3, v1, v2
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :fill
    const/4 v2, 0
    :probe
    invoke-static {v2}, LMain;->key(I)I
    move-result v3
    invoke-static {v1, v3}, LMain;->bsearch([II)I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    add-int/lit8 v2, v2, 1
    const/4 v5, 6
    if-lt v2, v5, :probe
    return-void
.end method

.method static key(I)I
    .registers 2
    sparse-switch p0, :sw
    const/4 v0, -1
    return v0
    :k1
    const/16 v0, 99
    return v0
    :k2
    const/16 v0, 297
    return v0
    :k3
    const/16 v0, 100
    return v0
    :k4
    const/16 v0, 298
    return v0
    :k5
    const/16 v0, 0
    return v0
    :sw
    .sparse-switch
        0x1 -> :k1
        0x2 -> :k2
        0x3 -> :k3
        0x4 -> :k4
        0x5 -> :k5
    .end sparse-switch
.end method
.method static bsearch([II)I
    .registers 7
    const/4 v0, 0
    array-length v1, p0
    add-int/lit8 v1, v1, -1
    :loop
    if-gt v0, v1, :notfound
    add-int v2, v0, v1
    ushr-int/lit8 v2, v2, 1
    aget v3, p0, v2
    if-ge v3, p1, :notless
    add-int/lit8 v0, v2, 1
    goto :loop
    :notless
    if-le v3, p1, :found
    add-int/lit8 v1, v2, -1
    goto :loop
    :found
    return v2
    :notfound
    add-int/lit8 v0, v0, 1
    neg-int v0, v0
    return v0
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
