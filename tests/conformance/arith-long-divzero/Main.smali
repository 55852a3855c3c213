.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const-string v6, "div-long"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 10L
    const-wide v2, 0L
:t0_s
    div-long v4, v0, v2
:t0_e
    const-string v6, "no exception"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :n0
:h0
    move-exception v7
    invoke-static {v7}, LMain;->p(Ljava/lang/Object;)V
:n0
    .catch Ljava/lang/ArithmeticException; {:t0_s .. :t0_e} :h0
    const-string v6, "rem-long"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 10L
    const-wide v2, 0L
:t1_s
    rem-long v4, v0, v2
:t1_e
    const-string v6, "no exception"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :n1
:h1
    move-exception v7
    invoke-static {v7}, LMain;->p(Ljava/lang/Object;)V
:n1
    .catch Ljava/lang/ArithmeticException; {:t1_s .. :t1_e} :h1
    const-string v6, "div-long/2addr"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 10L
    const-wide v2, 0L
:t2_s
    div-long/2addr v0, v2
:t2_e
    const-string v6, "no exception"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :n2
:h2
    move-exception v7
    invoke-static {v7}, LMain;->p(Ljava/lang/Object;)V
:n2
    .catch Ljava/lang/ArithmeticException; {:t2_s .. :t2_e} :h2
    const-string v6, "rem-long/2addr"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 10L
    const-wide v2, 0L
:t3_s
    rem-long/2addr v0, v2
:t3_e
    const-string v6, "no exception"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :n3
:h3
    move-exception v7
    invoke-static {v7}, LMain;->p(Ljava/lang/Object;)V
:n3
    .catch Ljava/lang/ArithmeticException; {:t3_s .. :t3_e} :h3
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
