.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/16 v0, 20
    invoke-static {v0}, LMain;->fib(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/16 v0, 20
    int-to-long v2, v0
    invoke-static {v2, v3}, LMain;->fact(J)J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    const/4 v0, 2
    const/4 v1, 3
    invoke-static {v0, v1}, LMain;->ack(II)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/16 v0, 1000
    invoke-static {v0}, LMain;->depth(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    return-void
.end method

.method static fib(I)I
    .registers 3
    const/4 v0, 2
    if-ge p0, v0, :rec
    return p0
    :rec
    add-int/lit8 v0, p0, -1
    invoke-static {v0}, LMain;->fib(I)I
    move-result v0
    add-int/lit8 v1, p0, -2
    invoke-static {v1}, LMain;->fib(I)I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method
.method static fact(J)J
    .registers 6
    const-wide/16 v0, 1
    cmp-long v2, p0, v0
    if-gtz v2, :rec
    return-wide v0
    :rec
    sub-long v2, p0, v0
    invoke-static {v2, v3}, LMain;->fact(J)J
    move-result-wide v2
    mul-long/2addr v2, p0
    return-wide v2
.end method
.method static ack(II)I
    .registers 4
    if-nez p0, :m_nz
    add-int/lit8 v0, p1, 1
    return v0
    :m_nz
    if-nez p1, :n_nz
    add-int/lit8 v0, p0, -1
    const/4 v1, 1
    invoke-static {v0, v1}, LMain;->ack(II)I
    move-result v0
    return v0
    :n_nz
    add-int/lit8 v1, p1, -1
    invoke-static {p0, v1}, LMain;->ack(II)I
    move-result v1
    add-int/lit8 v0, p0, -1
    invoke-static {v0, v1}, LMain;->ack(II)I
    move-result v0
    return v0
.end method
.method static depth(I)I
    .registers 2
    if-nez p0, :rec
    const/4 v0, 0
    return v0
    :rec
    add-int/lit8 v0, p0, -1
    invoke-static {v0}, LMain;->depth(I)I
    move-result v0
    add-int/lit8 v0, v0, 1
    return v0
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method
