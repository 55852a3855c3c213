.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    nop
    const/4 v0, 3
    new-array v1, v0, [S
    fill-array-data v1, :shorts
    nop
    const/4 v2, 2
    aget-short v3, v1, v2
    invoke-static {v3}, LMain;->p(I)V
    const/4 v2, 1
    packed-switch v2, :sw
    const-string v4, "default"
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    goto :after
    :one
    const-string v4, "one"
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    :after
    nop
    new-array v1, v0, [B
    fill-array-data v1, :bytes
    const/4 v2, 2
    aget-byte v3, v1, v2
    invoke-static {v3}, LMain;->p(I)V
    return-void
    :shorts
    .array-data 2
        0x1s
        0x2s
        -0x3s
    .end array-data
    :sw
    .packed-switch 0x1
        :one
    .end packed-switch
    :bytes
    .array-data 1
        0x7t
        0x8t
        -0x9t
    .end array-data
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
