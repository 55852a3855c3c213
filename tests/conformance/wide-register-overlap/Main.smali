.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-wide v0, 0x100000001L
    const-wide v2, 0x200000002L
    add-long v0, v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    add-long v2, v0, v2
    invoke-static {v2, v3}, LMain;->p(J)V
    mul-long/2addr v0, v0
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 5L
    const-wide v2, 7L
    sub-long v1, v0, v2
    invoke-static {v1, v2}, LMain;->p(J)V
    const-wide v4, 1.5
    add-double v4, v4, v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v4, 11L
    move-wide v5, v4
    invoke-static {v5, v6}, LMain;->p(J)V
    move-wide v3, v5
    invoke-static {v3, v4}, LMain;->p(J)V
    const/4 v0, 3
    const/4 v1, 4
    add-int v0, v0, v1
    invoke-static {v0}, LMain;->p(I)V
    rsub-int v1, v1, 100
    invoke-static {v1}, LMain;->p(I)V
    rsub-int/lit8 v0, v0, -1
    invoke-static {v0}, LMain;->p(I)V
    const-wide v4, -1L
    long-to-int v4, v4
    invoke-static {v4}, LMain;->p(I)V
    const/4 v6, -1
    int-to-long v6, v6
    invoke-static {v6, v7}, LMain;->p(J)V
    const-wide v4, 2.5
    double-to-long v4, v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v4, 9L
    long-to-double v4, v4
    invoke-static {v4, v5}, LMain;->p(D)V
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
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
