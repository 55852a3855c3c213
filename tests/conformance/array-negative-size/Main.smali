.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 12
    const/4 v0, -1
    const-string v9, "new-array [I"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t0_s
    new-array v1, v0, [I
    :t0_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n0
    .catch Ljava/lang/NegativeArraySizeException; {:t0_s .. :t0_e} :h0
    const/4 v0, -1
    const-string v9, "new-array [J"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t1_s
    new-array v1, v0, [J
    :t1_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/NegativeArraySizeException; {:t1_s .. :t1_e} :h1
    const/4 v0, -1
    const-string v9, "new-array [Ljava/lang/String;"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t2_s
    new-array v1, v0, [Ljava/lang/String;
    :t2_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/NegativeArraySizeException; {:t2_s .. :t2_e} :h2
    const/4 v0, -1
    const-string v9, "new-array [[I"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t3_s
    new-array v1, v0, [[I
    :t3_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n3
    :h3
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n3
    .catch Ljava/lang/NegativeArraySizeException; {:t3_s .. :t3_e} :h3
    const/4 v0, -1
    const-string v9, "new-array [B"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t4_s
    new-array v1, v0, [B
    :t4_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n4
    :h4
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n4
    .catch Ljava/lang/NegativeArraySizeException; {:t4_s .. :t4_e} :h4
    const v0, -0x80000000

    :t10_s
    new-array v1, v0, [C
    :t10_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n10
    :h10
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n10
    .catch Ljava/lang/NegativeArraySizeException; {:t10_s .. :t10_e} :h10
    const/4 v0, 0
    new-array v1, v0, [C
    array-length v2, v1
    invoke-static {v2}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
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
