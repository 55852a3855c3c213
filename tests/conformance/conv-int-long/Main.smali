.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const v0, 0
    int-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    int-to-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    int-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 1
    int-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    int-to-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    int-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -1
    int-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    int-to-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    int-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 2147483647
    int-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    int-to-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    int-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, -2147483648
    int-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    int-to-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    int-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 16777217
    int-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    int-to-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    int-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const v0, 123456789
    int-to-long v2, v0
    invoke-static {v2, v3}, LMain;->p(J)V
    int-to-float v1, v0
    invoke-static {v1}, LMain;->p(F)V
    int-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, 0L
    long-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    long-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    long-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, -1L
    long-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    long-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    long-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, 9223372036854775807L
    long-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    long-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    long-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, -9223372036854775808L
    long-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    long-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    long-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, 81985529216486895L
    long-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    long-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    long-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, 9007199254740993L
    long-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    long-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    long-to-double v2, v0
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, 4294967296L
    long-to-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    long-to-float v2, v0
    invoke-static {v2}, LMain;->p(F)V
    long-to-double v2, v0
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
