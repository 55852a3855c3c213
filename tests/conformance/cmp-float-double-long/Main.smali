.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const v0, 1.0f
    const v1, 2.0f
    cmpl-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    cmpg-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, 1.0
    const-wide v6, 2.0
    cmpl-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    cmpg-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2.0f
    const v1, 1.0f
    cmpl-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    cmpg-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, 2.0
    const-wide v6, 1.0
    cmpl-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    cmpg-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const v0, 1.0f
    const v1, 1.0f
    cmpl-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    cmpg-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, 1.0
    const-wide v6, 1.0
    cmpl-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    cmpg-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const v0, NaNf
    const v1, 1.0f
    cmpl-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    cmpg-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, NaN
    const-wide v6, 1.0
    cmpl-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    cmpg-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const v0, 1.0f
    const v1, NaNf
    cmpl-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    cmpg-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, 1.0
    const-wide v6, NaN
    cmpl-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    cmpg-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const v0, NaNf
    const v1, NaNf
    cmpl-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    cmpg-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, NaN
    const-wide v6, NaN
    cmpl-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    cmpg-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const v0, 0.0f
    const v1, -0.0f
    cmpl-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    cmpg-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, 0.0
    const-wide v6, -0.0
    cmpl-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    cmpg-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const v0, -Infinityf
    const v1, Infinityf
    cmpl-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    cmpg-float v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, -Infinity
    const-wide v6, Infinity
    cmpl-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    cmpg-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, 1L
    const-wide v6, 2L
    cmp-long v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, 2L
    const-wide v6, 1L
    cmp-long v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, 5L
    const-wide v6, 5L
    cmp-long v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, -9223372036854775808L
    const-wide v6, 9223372036854775807L
    cmp-long v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, 4294967296L
    const-wide v6, 1L
    cmp-long v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    const-wide v4, -1L
    const-wide v6, 4294967295L
    cmp-long v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
