.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const/16 v0, 500
    new-array v1, v0, [I
    const v2, 12345
    const/4 v3, 0
    :gen
    const v4, 1103515245
    mul-int/2addr v2, v4
    add-int/lit16 v2, v2, 12345
    ushr-int/lit8 v4, v2, 8
    rem-int/lit16 v4, v4, 10000
    aput v4, v1, v3
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :gen
    const/4 v3, 0
    add-int/lit8 v4, v0, -1
    invoke-static {v1, v3, v4}, LMain;->qsort([III)V
    const/4 v3, 1
    const/4 v5, 1
    :check
    if-ge v3, v0, :checked
    add-int/lit8 v4, v3, -1
    aget v6, v1, v4
    aget v7, v1, v3
    if-le v6, v7, :ok
    const/4 v5, 0
    :ok
    add-int/lit8 v3, v3, 1
    goto :check
    :checked
    invoke-static {v5}, LMain;->p(Z)V
    const/4 v3, 0
    aget v6, v1, v3
    invoke-static {v6}, LMain;->p(I)V
    add-int/lit8 v3, v0, -1
    aget v6, v1, v3
    invoke-static {v6}, LMain;->p(I)V
    const/16 v3, 250
    aget v6, v1, v3
    invoke-static {v6}, LMain;->p(I)V
    return-void
.end method

.method static qsort([III)V
    .registers 9
    if-ge p1, p2, :done
    aget v0, p0, p2
    add-int/lit8 v1, p1, -1
    move v2, p1
    :loop
    if-ge v2, p2, :place
    aget v3, p0, v2
    if-gt v3, v0, :skip
    add-int/lit8 v1, v1, 1
    aget v4, p0, v1
    aput v3, p0, v1
    aput v4, p0, v2
    :skip
    add-int/lit8 v2, v2, 1
    goto :loop
    :place
    add-int/lit8 v1, v1, 1
    aget v4, p0, v1
    aget v3, p0, p2
    aput v3, p0, v1
    aput v4, p0, p2
    add-int/lit8 v5, v1, -1
    invoke-static {p0, p1, v5}, LMain;->qsort([III)V
    add-int/lit8 v5, v1, 1
    invoke-static {p0, v5, p2}, LMain;->qsort([III)V
    :done
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
