.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const-string v8, "add-float"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const v0, 1.5f
    const v1, 2.25f
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -7.5f
    const v1, 2.0f
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 1.0f
    const v1, 0.0f
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -1.0f
    const v1, 0.0f
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.0f
    const v1, 0.0f
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, Infinityf
    const v1, -Infinityf
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, NaNf
    const v1, 1.0f
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 3.4028235e38f
    const v1, 10.0f
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.1f
    const v1, 0.2f
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 5.5f
    const v1, -2.0f
    add-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    add-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const-string v8, "sub-float"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const v0, 1.5f
    const v1, 2.25f
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -7.5f
    const v1, 2.0f
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 1.0f
    const v1, 0.0f
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -1.0f
    const v1, 0.0f
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.0f
    const v1, 0.0f
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, Infinityf
    const v1, -Infinityf
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, NaNf
    const v1, 1.0f
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 3.4028235e38f
    const v1, 10.0f
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.1f
    const v1, 0.2f
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 5.5f
    const v1, -2.0f
    sub-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    sub-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const-string v8, "mul-float"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const v0, 1.5f
    const v1, 2.25f
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -7.5f
    const v1, 2.0f
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 1.0f
    const v1, 0.0f
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -1.0f
    const v1, 0.0f
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.0f
    const v1, 0.0f
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, Infinityf
    const v1, -Infinityf
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, NaNf
    const v1, 1.0f
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 3.4028235e38f
    const v1, 10.0f
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.1f
    const v1, 0.2f
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 5.5f
    const v1, -2.0f
    mul-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    mul-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const-string v8, "div-float"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const v0, 1.5f
    const v1, 2.25f
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -7.5f
    const v1, 2.0f
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 1.0f
    const v1, 0.0f
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -1.0f
    const v1, 0.0f
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.0f
    const v1, 0.0f
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, Infinityf
    const v1, -Infinityf
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, NaNf
    const v1, 1.0f
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 3.4028235e38f
    const v1, 10.0f
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.1f
    const v1, 0.2f
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 5.5f
    const v1, -2.0f
    div-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    div-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const-string v8, "rem-float"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const v0, 1.5f
    const v1, 2.25f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -7.5f
    const v1, 2.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 1.0f
    const v1, 0.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, -1.0f
    const v1, 0.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.0f
    const v1, 0.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, Infinityf
    const v1, -Infinityf
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, NaNf
    const v1, 1.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 3.4028235e38f
    const v1, 10.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 0.1f
    const v1, 0.2f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
    const v0, 5.5f
    const v1, -2.0f
    rem-float v2, v0, v1
    invoke-static {v2}, LMain;->p(F)V
    rem-float/2addr v0, v1
    invoke-static {v0}, LMain;->p(F)V
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
