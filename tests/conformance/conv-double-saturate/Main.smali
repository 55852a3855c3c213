.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const-wide v0, 0.0
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, -0.0
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 1.9
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, -1.9
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 2147483647.9
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 2147483648.0
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, -2147483648.9
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, -2147483649.0
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 9.223372036854776e18
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, -9.3e18
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 1e300
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, Infinity
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, -Infinity
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, NaN
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 3.4028236e38
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 1e-50
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 0.1
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 16777217.0
    double-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    double-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    double-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
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
