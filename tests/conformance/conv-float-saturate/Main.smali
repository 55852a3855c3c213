.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const v0, 0.0f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -0.0f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 1.9f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -1.9f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 2.5f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -2.5f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 2147483647.0f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 2147483648.0f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -2147483649.0f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 3e10f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -3e10f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 9.3e18f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -9.3e18f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 1e30f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, Infinityf
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -Infinityf
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, NaNf
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 0.0000001f
    float-to-int v1, v0
    invoke-static {v1}, LMain;->p(I)V
    float-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    float-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
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
