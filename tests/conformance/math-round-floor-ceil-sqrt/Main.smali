.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const-wide v2, 2.5
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, -2.5
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, 0.5
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, -0.5
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, 1.4999999999999998
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, -1.5
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, 2.4
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, NaN
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, Infinity
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, -0.0
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, 1e20
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, -1e20
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, 0.49999999999999994
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-wide v2, 4503599627370497.0
    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    invoke-static {v2, v3}, Ljava/lang/Math;->round(D)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const v0, 2.5f
    invoke-static {v0}, Ljava/lang/Math;->round(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2.5f
    invoke-static {v0}, Ljava/lang/Math;->round(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0.5f
    invoke-static {v0}, Ljava/lang/Math;->round(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -0.5f
    invoke-static {v0}, Ljava/lang/Math;->round(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, NaNf
    invoke-static {v0}, Ljava/lang/Math;->round(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 1e10f
    invoke-static {v0}, Ljava/lang/Math;->round(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -1e10f
    invoke-static {v0}, Ljava/lang/Math;->round(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 3.7f
    invoke-static {v0}, Ljava/lang/Math;->round(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-wide v2, 4.0
    invoke-static {v2, v3}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v2, 2.0
    invoke-static {v2, v3}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v2, 0.0
    invoke-static {v2, v3}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v2, -1.0
    invoke-static {v2, v3}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v2, 1e-300
    invoke-static {v2, v3}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v2, Infinity
    invoke-static {v2, v3}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v2, 0.25
    invoke-static {v2, v3}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v4
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
