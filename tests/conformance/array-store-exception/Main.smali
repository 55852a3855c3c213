.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 12

    const/4 v0, 2
    new-array v1, v0, [Ljava/lang/String;
    move-object v2, v1
    const/4 v3, 0
    const/16 v4, 42
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4

    :t0_s
    aput-object v4, v2, v3
    :t0_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n0
    .catch Ljava/lang/ArrayStoreException; {:t0_s .. :t0_e} :h0
    const-string v4, "fine"
    aput-object v4, v2, v3
    aget-object v5, v1, v3
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    const/4 v4, 0
    aput-object v4, v2, v3
    const-string v9, "null store ok"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    new-array v6, v0, [Ljava/lang/Object;
    aput-object v6, v6, v3
    const-string v9, "Object[] holds itself"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    new-array v7, v0, [[I
    new-array v8, v0, [I
    aput-object v8, v7, v3
    new-array v8, v0, [J

    :t1_s
    aput-object v8, v7, v3
    :t1_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/ArrayStoreException; {:t1_s .. :t1_e} :h1
    new-array v7, v0, [Ljava/lang/CharSequence;
    const-string v4, "cs"
    aput-object v4, v7, v3
    const-string v9, "String into CharSequence[] ok"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    new-array v7, v0, [Ljava/lang/Number;

    :t2_s
    aput-object v4, v7, v3
    :t2_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/ArrayStoreException; {:t2_s .. :t2_e} :h2
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
