.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const v0, NaNf
    const v1, 1.0f
    cmpg-float v2, v0, v1
    if-gez v2, :a
    const-string v3, "NaN < 1 (wrong)"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :b
    :a
    const-string v3, "!(NaN < 1)"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :b
    cmpl-float v2, v0, v1
    if-lez v2, :c
    const-string v3, "NaN > 1 (wrong)"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :d
    :c
    const-string v3, "!(NaN > 1)"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :d
    cmpl-float v2, v0, v0
    if-nez v2, :e
    const-string v3, "NaN == NaN (wrong)"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :f
    :e
    const-string v3, "NaN != NaN"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :f
    const-wide v4, NaN
    const-wide v6, 0.0
    cmpg-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    cmpl-double v2, v4, v6
    invoke-static {v2}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
