.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 4

    const/4 v0, -8
    invoke-static {v0}, LMain;->p(I)V
    const/4 v0, 7
    invoke-static {v0}, LMain;->p(I)V
    const/16 v0, -32768
    invoke-static {v0}, LMain;->p(I)V
    const/16 v0, 32767
    invoke-static {v0}, LMain;->p(I)V
    const v0, 0x12345678
    invoke-static {v0}, LMain;->p(I)V
    const v0, -0x80000000
    invoke-static {v0}, LMain;->p(I)V
    const/high16 v0, 0x3f800000
    invoke-static {v0}, LMain;->p(F)V
    const/high16 v0, -0x40800000
    invoke-static {v0}, LMain;->p(F)V
    const/high16 v0, 0x7f800000
    invoke-static {v0}, LMain;->p(F)V
    const/high16 v0, 0x7fc00000
    invoke-static {v0}, LMain;->p(F)V
    const/high16 v0, 0x10000
    invoke-static {v0}, LMain;->p(I)V
    const-wide/16 v0, -32768
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide/16 v0, 1234
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide/32 v0, -2147483648
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide/32 v0, 0x7fffffff
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 0x123456789abcdef0L
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -0x1L
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide/high16 v0, 0x3ff0000000000000L
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide/high16 v0, -0x4000000000000000L
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide/high16 v0, 0x7ff0000000000000L
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide/high16 v0, 0x1000000000000L
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 0x400921fb54442d18L
    invoke-static {v0, v1}, LMain;->p(D)V
    const v0, 0x40490fdb
    invoke-static {v0}, LMain;->p(F)V
    const/4 v0, 0
    invoke-static {v0}, LMain;->p(F)V
    const/4 v0, 1
    invoke-static {v0}, LMain;->p(Z)V
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

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
