.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 12
    const/4 v1, 0
    const/4 v0, 0
    const-wide/16 v10, 0
    const-string v9, "array-length"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t0_s
    array-length v2, v1
    :t0_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n0
    .catch Ljava/lang/NullPointerException; {:t0_s .. :t0_e} :h0
    const-string v9, "aget"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t1_s
    aget v2, v1, v0
    :t1_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/NullPointerException; {:t1_s .. :t1_e} :h1
    const-string v9, "aput"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t2_s
    aput v0, v1, v0
    :t2_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/NullPointerException; {:t2_s .. :t2_e} :h2
    const-string v9, "aget-wide"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t3_s
    aget-wide v2, v1, v0
    :t3_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n3
    :h3
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n3
    .catch Ljava/lang/NullPointerException; {:t3_s .. :t3_e} :h3
    const-string v9, "aput-wide"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t4_s
    aput-wide v10, v1, v0
    :t4_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n4
    :h4
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n4
    .catch Ljava/lang/NullPointerException; {:t4_s .. :t4_e} :h4
    const-string v9, "aget-object"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t5_s
    aget-object v2, v1, v0
    :t5_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n5
    :h5
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n5
    .catch Ljava/lang/NullPointerException; {:t5_s .. :t5_e} :h5
    const-string v9, "aput-object"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t6_s
    aput-object v1, v1, v0
    :t6_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n6
    :h6
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n6
    .catch Ljava/lang/NullPointerException; {:t6_s .. :t6_e} :h6
    const-string v9, "aget-boolean"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t7_s
    aget-boolean v2, v1, v0
    :t7_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n7
    :h7
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n7
    .catch Ljava/lang/NullPointerException; {:t7_s .. :t7_e} :h7
    const-string v9, "aput-boolean"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t8_s
    aput-boolean v0, v1, v0
    :t8_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n8
    :h8
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n8
    .catch Ljava/lang/NullPointerException; {:t8_s .. :t8_e} :h8
    const-string v9, "aget-byte"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t9_s
    aget-byte v2, v1, v0
    :t9_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n9
    :h9
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n9
    .catch Ljava/lang/NullPointerException; {:t9_s .. :t9_e} :h9
    const-string v9, "aput-byte"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t10_s
    aput-byte v0, v1, v0
    :t10_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n10
    :h10
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n10
    .catch Ljava/lang/NullPointerException; {:t10_s .. :t10_e} :h10
    const-string v9, "aget-char"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t11_s
    aget-char v2, v1, v0
    :t11_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n11
    :h11
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n11
    .catch Ljava/lang/NullPointerException; {:t11_s .. :t11_e} :h11
    const-string v9, "aput-char"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t12_s
    aput-char v0, v1, v0
    :t12_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n12
    :h12
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n12
    .catch Ljava/lang/NullPointerException; {:t12_s .. :t12_e} :h12
    const-string v9, "aget-short"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t13_s
    aget-short v2, v1, v0
    :t13_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n13
    :h13
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n13
    .catch Ljava/lang/NullPointerException; {:t13_s .. :t13_e} :h13
    const-string v9, "aput-short"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t14_s
    aput-short v0, v1, v0
    :t14_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n14
    :h14
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n14
    .catch Ljava/lang/NullPointerException; {:t14_s .. :t14_e} :h14
    const-string v9, "fill-array-data"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V

    :t30_s
    fill-array-data v1, :fd
    :t30_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n30
    :h30
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n30
    .catch Ljava/lang/NullPointerException; {:t30_s .. :t30_e} :h30
    return-void
    :fd
    .array-data 4
        0x1
    .end array-data
    return-void
.end method

.method static cn(Ljava/lang/Object;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
