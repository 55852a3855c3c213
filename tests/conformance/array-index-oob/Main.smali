.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 12

    const/4 v0, 3
    new-array v1, v0, [I
    new-array v2, v0, [J
    new-array v3, v0, [Ljava/lang/Object;
    new-array v4, v0, [B
    new-array v5, v0, [C
    new-array v6, v0, [S
    new-array v7, v0, [Z
    const-string v9, "aget"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t0_s
    aget v8, v1, v0
    :t0_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n0
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t0_s .. :t0_e} :h0
    const-string v9, "aput"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t1_s
    aput v0, v1, v0
    :t1_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t1_s .. :t1_e} :h1
    const-string v9, "aget-wide"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t2_s
    aget-wide v10, v2, v0
    :t2_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t2_s .. :t2_e} :h2
    const-string v9, "aput-wide"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t3_s
    aput-wide v10, v2, v0
    :t3_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n3
    :h3
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n3
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t3_s .. :t3_e} :h3
    const-string v9, "aget-object"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t4_s
    aget-object v8, v3, v0
    :t4_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n4
    :h4
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n4
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t4_s .. :t4_e} :h4
    const-string v9, "aput-object"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t5_s
    aput-object v3, v3, v0
    :t5_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n5
    :h5
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n5
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t5_s .. :t5_e} :h5
    const-string v9, "aget-byte"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t6_s
    aget-byte v8, v4, v0
    :t6_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n6
    :h6
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n6
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t6_s .. :t6_e} :h6
    const-string v9, "aput-byte"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t7_s
    aput-byte v0, v4, v0
    :t7_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n7
    :h7
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n7
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t7_s .. :t7_e} :h7
    const-string v9, "aget-char"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t8_s
    aget-char v8, v5, v0
    :t8_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n8
    :h8
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n8
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t8_s .. :t8_e} :h8
    const-string v9, "aput-char"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t9_s
    aput-char v0, v5, v0
    :t9_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n9
    :h9
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n9
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t9_s .. :t9_e} :h9
    const-string v9, "aget-short"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t10_s
    aget-short v8, v6, v0
    :t10_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n10
    :h10
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n10
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t10_s .. :t10_e} :h10
    const-string v9, "aput-short"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t11_s
    aput-short v0, v6, v0
    :t11_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n11
    :h11
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n11
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t11_s .. :t11_e} :h11
    const-string v9, "aget-boolean"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t12_s
    aget-boolean v8, v7, v0
    :t12_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n12
    :h12
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n12
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t12_s .. :t12_e} :h12
    const-string v9, "aput-boolean"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v10, 0

    :t13_s
    aput-boolean v0, v7, v0
    :t13_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n13
    :h13
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n13
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t13_s .. :t13_e} :h13
    const/4 v0, -1

    :t50_s
    aget v8, v1, v0
    :t50_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n50
    :h50
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n50
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t50_s .. :t50_e} :h50
    const/4 v0, 2
    aget v8, v1, v0
    invoke-static {v8}, LMain;->p(I)V
    const v0, 0x7fffffff

    :t51_s
    aget v8, v1, v0
    :t51_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n51
    :h51
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n51
    .catch Ljava/lang/IndexOutOfBoundsException; {:t51_s .. :t51_e} :h51
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
