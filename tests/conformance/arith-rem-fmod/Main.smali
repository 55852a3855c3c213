.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const-string v8, "fmod semantics"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 5.5
    const-wide v2, 2.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, 5.5f
    const v1, 2.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, -5.5
    const-wide v2, 2.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, -5.5f
    const v1, 2.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 5.5
    const-wide v2, -2.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, 5.5f
    const v1, -2.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, -5.5
    const-wide v2, -2.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, -5.5f
    const v1, -2.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 1.0
    const-wide v2, Infinity
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, 1.0f
    const v1, Infinityf
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, Infinity
    const-wide v2, 1.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, Infinityf
    const v1, 1.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, -0.0
    const-wide v2, 3.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, -0.0f
    const v1, 3.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 10.0
    const-wide v2, 0.1
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, 10.0f
    const v1, 0.1f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    const-wide v0, 1e300
    const-wide v2, 3.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    const v0, 1e30f
    const v1, 3.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
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

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
