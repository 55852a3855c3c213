.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 4
    new-array v1, v0, [F
    fill-array-data v1, :fdata
    const/4 v3, 0
    :loop
    aget v4, v1, v3
    invoke-static {v4}, LMain;->p(F)V
    const/high16 v5, 0x40000000
    mul-float/2addr v4, v5
    aput v4, v1, v3
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :loop
    const/4 v3, 2
    aget v4, v1, v3
    invoke-static {v4}, LMain;->p(F)V
    return-void
    :fdata
    .array-data 4
        1.5f
        -0.25f
        3.4028235E38f
        1.4E-45f
    .end array-data
    return-void
.end method

.method static p(F)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(F)V
    return-void
.end method
