.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const/16 v0, 12
    new-array v1, v0, [I
    fill-array-data v1, :data
    const/4 v2, 0
    :outer
    add-int/lit8 v3, v0, -1
    sub-int/2addr v3, v2
    const/4 v4, 0
    :inner
    if-ge v4, v3, :inner_done
    aget v5, v1, v4
    add-int/lit8 v6, v4, 1
    aget v7, v1, v6
    if-le v5, v7, :noswap
    aput v7, v1, v4
    aput v5, v1, v6
    :noswap
    add-int/lit8 v4, v4, 1
    goto :inner
    :inner_done
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :outer
    invoke-static {v1}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v8
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    return-void
    :data
    .array-data 4
        0x22
        -0x7
        0x0
        0x3e8
        0x5
        0x5
        -0x3e8
        0x7fffffff
        0x1
        -0x80000000
        0x63
        0x2
    .end array-data
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
