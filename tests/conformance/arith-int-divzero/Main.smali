.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const-string v3, "div-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 10
    const v1, 0
:t0_s
    div-int v2, v0, v1
:t0_e
    const-string v3, "no exception"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :n0
:h0
    move-exception v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
:n0
    .catch Ljava/lang/ArithmeticException; {:t0_s .. :t0_e} :h0
    const-string v3, "rem-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 10
    const v1, 0
:t1_s
    rem-int v2, v0, v1
:t1_e
    const-string v3, "no exception"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :n1
:h1
    move-exception v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
:n1
    .catch Ljava/lang/ArithmeticException; {:t1_s .. :t1_e} :h1
    const-string v3, "div-int/2addr"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 10
    const v1, 0
:t2_s
    div-int/2addr v0, v1
:t2_e
    const-string v3, "no exception"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :n2
:h2
    move-exception v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
:n2
    .catch Ljava/lang/ArithmeticException; {:t2_s .. :t2_e} :h2
    const-string v3, "rem-int/2addr"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 10
    const v1, 0
:t3_s
    rem-int/2addr v0, v1
:t3_e
    const-string v3, "no exception"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :n3
:h3
    move-exception v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
:n3
    .catch Ljava/lang/ArithmeticException; {:t3_s .. :t3_e} :h3
    const-string v3, "div-int/lit16"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 10
    const v1, 0
:t4_s
    div-int/lit16 v2, v0, 0
:t4_e
    const-string v3, "no exception"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :n4
:h4
    move-exception v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
:n4
    .catch Ljava/lang/ArithmeticException; {:t4_s .. :t4_e} :h4
    const-string v3, "rem-int/lit16"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 10
    const v1, 0
:t5_s
    rem-int/lit16 v2, v0, 0
:t5_e
    const-string v3, "no exception"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :n5
:h5
    move-exception v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
:n5
    .catch Ljava/lang/ArithmeticException; {:t5_s .. :t5_e} :h5
    const-string v3, "div-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 10
    const v1, 0
:t6_s
    div-int/lit8 v2, v0, 0
:t6_e
    const-string v3, "no exception"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :n6
:h6
    move-exception v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
:n6
    .catch Ljava/lang/ArithmeticException; {:t6_s .. :t6_e} :h6
    const-string v3, "rem-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 10
    const v1, 0
:t7_s
    rem-int/lit8 v2, v0, 0
:t7_e
    const-string v3, "no exception"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :n7
:h7
    move-exception v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
:n7
    .catch Ljava/lang/ArithmeticException; {:t7_s .. :t7_e} :h7
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
