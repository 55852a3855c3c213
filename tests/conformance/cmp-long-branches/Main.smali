.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-wide v0, -0x8000000000000000L
    const-wide v2, 0x7fffffffffffffffL
    invoke-static {v0, v1, v2, v3}, LMain;->rel(JJ)V
    invoke-static {v2, v3, v0, v1}, LMain;->rel(JJ)V
    invoke-static {v0, v1, v0, v1}, LMain;->rel(JJ)V
    const-wide v0, 0x100000000L
    const-wide v2, 0xffffffffL
    invoke-static {v0, v1, v2, v3}, LMain;->rel(JJ)V
    const-wide v0, -1L
    const-wide v2, 0L
    invoke-static {v0, v1, v2, v3}, LMain;->rel(JJ)V
    return-void
.end method

.method static rel(JJ)V
    .registers 7
    cmp-long v0, p0, p2
    if-gez v0, :notlt
    const-string v1, "lt"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
    :notlt
    if-lez v0, :eq
    const-string v1, "gt"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
    :eq
    const-string v1, "eq"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
