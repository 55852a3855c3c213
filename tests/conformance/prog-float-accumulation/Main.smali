.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 12

    const/4 v0, 0
    const/4 v1, 0
    const-wide/16 v2, 0
    :loop
    const v4, 0.1f
    add-float/2addr v1, v4
    const-wide v5, 0.1
    add-double/2addr v2, v5
    add-int/lit8 v0, v0, 1
    const/16 v4, 10
    if-lt v0, v4, :loop
    invoke-static {v1}, LMain;->p(F)V
    invoke-static {v2, v3}, LMain;->p(D)V
    const/4 v0, 0
    const-wide/16 v2, 0
    const-wide/high16 v5, 0x3ff0000000000000L
    :pi
    int-to-double v7, v0
    const-wide/high16 v9, 0x4000000000000000L
    mul-double/2addr v7, v9
    const-wide/high16 v9, 0x3ff0000000000000L
    add-double/2addr v7, v9
    div-double v7, v5, v7
    add-double/2addr v2, v7
    neg-double v5, v5
    add-int/lit8 v0, v0, 1
    const/16 v4, 10000
    if-lt v0, v4, :pi
    const-wide/high16 v9, 0x4010000000000000L
    mul-double/2addr v2, v9
    invoke-static {v2, v3}, LMain;->p(D)V
    const v1, 16777216.0f
    const/high16 v4, 0x3f800000
    add-float/2addr v1, v4
    invoke-static {v1}, LMain;->p(F)V
    const-wide v2, 9007199254740992.0
    const-wide/high16 v5, 0x3ff0000000000000L
    add-double/2addr v2, v5
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
