.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    sget-wide v4, Ljava/lang/Math;->PI:D
    invoke-static {v4, v5}, LMain;->p(D)V
    sget-wide v4, Ljava/lang/Math;->E:D
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 2.0
    const-wide v2, 10.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 2.0
    const-wide v2, -1.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.0
    const-wide v2, 0.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, -8.0
    const-wide v2, 3.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, NaN
    const-wide v2, 0.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 1.0
    const-wide v2, NaN
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 10.0
    const-wide v2, 15.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, -2.0
    const-wide v2, 0.5
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.5
    const-wide v2, 2.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.0
    invoke-static {v0, v1}, Ljava/lang/Math;->exp(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 1.0
    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.0
    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, -1.0
    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.0
    invoke-static {v0, v1}, Ljava/lang/Math;->sin(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.0
    invoke-static {v0, v1}, Ljava/lang/Math;->cos(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.0
    invoke-static {v0, v1}, Ljava/lang/Math;->tan(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.0
    invoke-static {v0, v1}, Ljava/lang/Math;->atan(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, -0.0
    invoke-static {v0, v1}, Ljava/lang/Math;->sin(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, -Infinity
    invoke-static {v0, v1}, Ljava/lang/Math;->exp(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, Infinity
    invoke-static {v0, v1}, Ljava/lang/Math;->exp(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, Infinity
    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, NaN
    invoke-static {v0, v1}, Ljava/lang/Math;->sin(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, Infinity
    invoke-static {v0, v1}, Ljava/lang/Math;->atan(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, Infinity
    invoke-static {v0, v1}, Ljava/lang/Math;->sin(D)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.0
    const-wide v2, 1.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->atan2(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 1.0
    const-wide v2, 0.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->atan2(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 0.0
    const-wide v2, -1.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->atan2(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, -0.0
    const-wide v2, -1.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->atan2(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 1.0
    const-wide v2, 1.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->atan2(DD)D
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(D)V
    const-wide v0, 1.0
    invoke-static {v0, v1}, Ljava/lang/Math;->sin(D)D
    move-result-wide v4
    const-wide v2, 0.8414709848078965
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_sin_1_0
    const-string v6, "sin(1.0) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_sin_1_0
    :bad_sin_1_0
    const-string v6, "sin(1.0) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_sin_1_0
    const-wide v0, 1.0
    invoke-static {v0, v1}, Ljava/lang/Math;->cos(D)D
    move-result-wide v4
    const-wide v2, 0.5403023058681398
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_cos_1_0
    const-string v6, "cos(1.0) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_cos_1_0
    :bad_cos_1_0
    const-string v6, "cos(1.0) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_cos_1_0
    const-wide v0, 1.0
    invoke-static {v0, v1}, Ljava/lang/Math;->tan(D)D
    move-result-wide v4
    const-wide v2, 1.5574077246549023
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_tan_1_0
    const-string v6, "tan(1.0) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_tan_1_0
    :bad_tan_1_0
    const-string v6, "tan(1.0) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_tan_1_0
    const-wide v0, 1.0
    invoke-static {v0, v1}, Ljava/lang/Math;->atan(D)D
    move-result-wide v4
    const-wide v2, 0.7853981633974483
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_atan_1_0
    const-string v6, "atan(1.0) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_atan_1_0
    :bad_atan_1_0
    const-string v6, "atan(1.0) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_atan_1_0
    const-wide v0, 1.0
    invoke-static {v0, v1}, Ljava/lang/Math;->exp(D)D
    move-result-wide v4
    const-wide v2, 2.718281828459045
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_exp_1_0
    const-string v6, "exp(1.0) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_exp_1_0
    :bad_exp_1_0
    const-string v6, "exp(1.0) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_exp_1_0
    const-wide v0, 10.0
    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D
    move-result-wide v4
    const-wide v2, 2.302585092994046
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_log_10_0
    const-string v6, "log(10.0) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_log_10_0
    :bad_log_10_0
    const-string v6, "log(10.0) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_log_10_0
    const-wide v0, 3.141592653589793
    invoke-static {v0, v1}, Ljava/lang/Math;->sin(D)D
    move-result-wide v4
    const-wide v2, 1.2246467991473532E-16
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_sin_3_141592653589793
    const-string v6, "sin(3.141592653589793) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_sin_3_141592653589793
    :bad_sin_3_141592653589793
    const-string v6, "sin(3.141592653589793) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_sin_3_141592653589793
    const-wide v0, 3.141592653589793
    invoke-static {v0, v1}, Ljava/lang/Math;->cos(D)D
    move-result-wide v4
    const-wide v2, -1.0
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_cos_3_141592653589793
    const-string v6, "cos(3.141592653589793) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_cos_3_141592653589793
    :bad_cos_3_141592653589793
    const-string v6, "cos(3.141592653589793) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_cos_3_141592653589793
    const-wide v0, -2.0
    invoke-static {v0, v1}, Ljava/lang/Math;->exp(D)D
    move-result-wide v4
    const-wide v2, 0.1353352832366127
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_exp_m2_0
    const-string v6, "exp(-2.0) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_exp_m2_0
    :bad_exp_m2_0
    const-string v6, "exp(-2.0) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_exp_m2_0
    const-wide v0, 2.718281828459045
    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D
    move-result-wide v4
    const-wide v2, 1.0
    sub-double v4, v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-12
    cmpg-double v6, v4, v2
    if-gez v6, :bad_log_2_718281828459045
    const-string v6, "log(2.718281828459045) ok"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :end_log_2_718281828459045
    :bad_log_2_718281828459045
    const-string v6, "log(2.718281828459045) inaccurate"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :end_log_2_718281828459045
    const-wide v0, 1.0
    const-wide v2, 1.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->atan2(DD)D
    move-result-wide v4
    sget-wide v2, Ljava/lang/Math;->PI:D
    const-wide v6, 4.0
    div-double/2addr v2, v6
    sub-double/2addr v4, v2
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D
    move-result-wide v4
    const-wide v2, 1e-15
    cmpg-double v6, v4, v2
    if-gez v6, :bad_atan2
    const-string v6, "atan2(1,1) == PI/4"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :bad_atan2
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
