.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 6
    new-array v1, v0, [B
    fill-array-data v1, :bdata
    new-array v2, v0, [Z
    fill-array-data v2, :zdata
    const/4 v3, 0
    :loop
    aget-byte v4, v1, v3
    invoke-static {v4}, LMain;->p(I)V
    aget-boolean v5, v2, v3
    invoke-static {v5}, LMain;->p(Z)V
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :loop
    const/16 v4, 300
    const/4 v3, 0
    aput-byte v4, v1, v3
    aget-byte v4, v1, v3
    invoke-static {v4}, LMain;->p(I)V
    const/16 v4, 200
    aput-byte v4, v1, v3
    aget-byte v4, v1, v3
    invoke-static {v4}, LMain;->p(I)V
    const/4 v4, 1
    aput-boolean v4, v2, v3
    aget-boolean v4, v2, v3
    invoke-static {v4}, LMain;->p(Z)V
    return-void
    :bdata
    .array-data 1
        0x1t
        -0x1t
        0x7ft
        -0x80t
        0x0t
        0x55t
    .end array-data
    :zdata
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
        0x0t
        0x0t
    .end array-data
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
