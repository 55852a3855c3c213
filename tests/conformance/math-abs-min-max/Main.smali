.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const v0, -5
    invoke-static {v0}, Ljava/lang/Math;->abs(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    invoke-static {v0}, Ljava/lang/Math;->abs(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 7
    invoke-static {v0}, Ljava/lang/Math;->abs(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    invoke-static {v0}, Ljava/lang/Math;->abs(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-wide v2, -5L
    invoke-static {v2, v3}, Ljava/lang/Math;->abs(J)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Math;->abs(J)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const v0, -1.5f
    invoke-static {v0}, Ljava/lang/Math;->abs(F)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const-wide v2, -1.5
    invoke-static {v2, v3}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, -0.0f
    invoke-static {v0}, Ljava/lang/Math;->abs(F)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const-wide v2, -0.0
    invoke-static {v2, v3}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, NaNf
    invoke-static {v0}, Ljava/lang/Math;->abs(F)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const-wide v2, NaN
    invoke-static {v2, v3}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, -Infinityf
    invoke-static {v0}, Ljava/lang/Math;->abs(F)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const-wide v2, -Infinity
    invoke-static {v2, v3}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, 3
    const v1, -4
    invoke-static {v0, v1}, Ljava/lang/Math;->min(II)I
    move-result v6
    invoke-static {v6}, LMain;->p(I)V
    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I
    move-result v6
    invoke-static {v6}, LMain;->p(I)V
    const v0, -2147483648
    const v1, 2147483647
    invoke-static {v0, v1}, Ljava/lang/Math;->min(II)I
    move-result v6
    invoke-static {v6}, LMain;->p(I)V
    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I
    move-result v6
    invoke-static {v6}, LMain;->p(I)V
    const-wide v2, 10L
    const-wide v4, -10L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->min(JJ)J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->max(JJ)J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    const-wide v2, 0.0
    const-wide v4, -0.0
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->min(DD)D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->max(DD)D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    const v0, 0.0f
    const v1, -0.0f
    invoke-static {v0, v1}, Ljava/lang/Math;->min(FF)F
    move-result v6
    invoke-static {v6}, LMain;->p(F)V
    invoke-static {v0, v1}, Ljava/lang/Math;->max(FF)F
    move-result v6
    invoke-static {v6}, LMain;->p(F)V
    const-wide v2, NaN
    const-wide v4, 1.0
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->min(DD)D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->max(DD)D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    const v0, NaNf
    const v1, 1.0f
    invoke-static {v0, v1}, Ljava/lang/Math;->min(FF)F
    move-result v6
    invoke-static {v6}, LMain;->p(F)V
    invoke-static {v0, v1}, Ljava/lang/Math;->max(FF)F
    move-result v6
    invoke-static {v6}, LMain;->p(F)V
    const-wide v2, 1.5
    const-wide v4, 2.5
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->min(DD)D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->max(DD)D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    const v0, 1.5f
    const v1, 2.5f
    invoke-static {v0, v1}, Ljava/lang/Math;->min(FF)F
    move-result v6
    invoke-static {v6}, LMain;->p(F)V
    invoke-static {v0, v1}, Ljava/lang/Math;->max(FF)F
    move-result v6
    invoke-static {v6}, LMain;->p(F)V
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
