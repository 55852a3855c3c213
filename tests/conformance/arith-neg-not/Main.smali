.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const v0, 0
    neg-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    not-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 1
    neg-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    not-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, -1
    neg-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    not-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    neg-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    not-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    neg-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    not-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 21930
    neg-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    not-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const-wide v0, 0L
    neg-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    not-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, 1L
    neg-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    not-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, -1L
    neg-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    not-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, 9223372036854775807L
    neg-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    not-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, -9223372036854775808L
    neg-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    not-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, 4886718345L
    neg-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    not-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    const v0, 0.0f
    neg-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    const-wide v0, 0.0
    neg-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -0.0f
    neg-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    const-wide v0, -0.0
    neg-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 1.5f
    neg-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    const-wide v0, 1.5
    neg-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, NaNf
    neg-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    const-wide v0, NaN
    neg-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, Infinityf
    neg-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    const-wide v0, Infinity
    neg-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(F)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(F)V
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
