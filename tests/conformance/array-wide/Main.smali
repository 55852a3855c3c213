.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const/4 v0, 4
    new-array v1, v0, [J
    fill-array-data v1, :ldata
    new-array v2, v0, [D
    fill-array-data v2, :ddata
    const/4 v3, 0
    :loop
    aget-wide v4, v1, v3
    invoke-static {v4, v5}, LMain;->p(J)V
    aget-wide v6, v2, v3
    invoke-static {v6, v7}, LMain;->p(D)V
    const-wide/16 v8, 3
    mul-long/2addr v4, v8
    aput-wide v4, v1, v3
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :loop
    const/4 v3, 3
    aget-wide v4, v1, v3
    invoke-static {v4, v5}, LMain;->p(J)V
    const/4 v3, 1
    const-wide v4, -0.5
    aput-wide v4, v2, v3
    aget-wide v6, v2, v3
    invoke-static {v6, v7}, LMain;->p(D)V
    return-void
    :ldata
    .array-data 8
        0x1L
        -0x1L
        0x123456789abcdefL
        -0x8000000000000000L
    .end array-data
    :ddata
    .array-data 8
        1.5
        -0.0
        1.0E300
        4.9E-324
    .end array-data
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method
