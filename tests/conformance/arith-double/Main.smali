.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const-string v8, "add-double"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 1.5
    const-wide v2, 2.25
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -7.5
    const-wide v2, 2.0
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.0
    const-wide v2, 0.0
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -1.0
    const-wide v2, 0.0
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.0
    const-wide v2, 0.0
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, Infinity
    const-wide v2, -Infinity
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, NaN
    const-wide v2, 1.0
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 3.4028235e38
    const-wide v2, 10.0
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.1
    const-wide v2, 0.2
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 5.5
    const-wide v2, -2.0
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.7976931348623157e308
    const-wide v2, 2.0
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 4.9e-324
    const-wide v2, 0.5
    add-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    add-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-string v8, "sub-double"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 1.5
    const-wide v2, 2.25
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -7.5
    const-wide v2, 2.0
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.0
    const-wide v2, 0.0
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -1.0
    const-wide v2, 0.0
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.0
    const-wide v2, 0.0
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, Infinity
    const-wide v2, -Infinity
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, NaN
    const-wide v2, 1.0
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 3.4028235e38
    const-wide v2, 10.0
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.1
    const-wide v2, 0.2
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 5.5
    const-wide v2, -2.0
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.7976931348623157e308
    const-wide v2, 2.0
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 4.9e-324
    const-wide v2, 0.5
    sub-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    sub-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-string v8, "mul-double"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 1.5
    const-wide v2, 2.25
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -7.5
    const-wide v2, 2.0
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.0
    const-wide v2, 0.0
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -1.0
    const-wide v2, 0.0
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.0
    const-wide v2, 0.0
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, Infinity
    const-wide v2, -Infinity
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, NaN
    const-wide v2, 1.0
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 3.4028235e38
    const-wide v2, 10.0
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.1
    const-wide v2, 0.2
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 5.5
    const-wide v2, -2.0
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.7976931348623157e308
    const-wide v2, 2.0
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 4.9e-324
    const-wide v2, 0.5
    mul-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    mul-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-string v8, "div-double"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 1.5
    const-wide v2, 2.25
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -7.5
    const-wide v2, 2.0
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.0
    const-wide v2, 0.0
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -1.0
    const-wide v2, 0.0
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.0
    const-wide v2, 0.0
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, Infinity
    const-wide v2, -Infinity
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, NaN
    const-wide v2, 1.0
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 3.4028235e38
    const-wide v2, 10.0
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.1
    const-wide v2, 0.2
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 5.5
    const-wide v2, -2.0
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.7976931348623157e308
    const-wide v2, 2.0
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 4.9e-324
    const-wide v2, 0.5
    div-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    div-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-string v8, "rem-double"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 1.5
    const-wide v2, 2.25
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -7.5
    const-wide v2, 2.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.0
    const-wide v2, 0.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, -1.0
    const-wide v2, 0.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.0
    const-wide v2, 0.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, Infinity
    const-wide v2, -Infinity
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, NaN
    const-wide v2, 1.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 3.4028235e38
    const-wide v2, 10.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 0.1
    const-wide v2, 0.2
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 5.5
    const-wide v2, -2.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 1.7976931348623157e308
    const-wide v2, 2.0
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v0, 4.9e-324
    const-wide v2, 0.5
    rem-double v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(D)V
    rem-double/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
