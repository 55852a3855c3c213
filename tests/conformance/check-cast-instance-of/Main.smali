.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    new-instance v0, LDog;
    invoke-direct {v0}, LDog;-><init>()V
    new-instance v1, LCat;
    invoke-direct {v1}, LCat;-><init>()V
    const/4 v2, 0
    instance-of v3, v0, LAnimal;
    invoke-static {v3}, LMain;->p(Z)V
    instance-of v3, v0, LDog;
    invoke-static {v3}, LMain;->p(Z)V
    instance-of v3, v0, LCat;
    invoke-static {v3}, LMain;->p(Z)V
    instance-of v3, v1, Ljava/lang/Comparable;
    invoke-static {v3}, LMain;->p(Z)V
    instance-of v3, v0, Ljava/lang/Comparable;
    invoke-static {v3}, LMain;->p(Z)V
    instance-of v3, v2, Ljava/lang/Object;
    invoke-static {v3}, LMain;->p(Z)V
    instance-of v3, v0, Ljava/lang/Object;
    invoke-static {v3}, LMain;->p(Z)V
    const-string v4, "str"
    instance-of v3, v4, Ljava/lang/CharSequence;
    invoke-static {v3}, LMain;->p(Z)V
    instance-of v3, v4, Ljava/lang/Comparable;
    invoke-static {v3}, LMain;->p(Z)V
    check-cast v2, LDog;
    const-string v9, "null passes check-cast"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    move-object v5, v0
    check-cast v5, LAnimal;
    const-string v9, "Dog to Animal ok"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    move-object v5, v1
    :t0_s
    check-cast v5, LDog;
    :t0_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n0
    .catch Ljava/lang/ClassCastException; {:t0_s .. :t0_e} :h0
    const/16 v6, 5
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v5
    :t1_s
    check-cast v5, Ljava/lang/String;
    :t1_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/ClassCastException; {:t1_s .. :t1_e} :h1
    move-object v5, v0
    :t2_s
    check-cast v5, Ljava/lang/Comparable;
    :t2_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v8, v9, Ljava/lang/RuntimeException;
    invoke-static {v8}, LMain;->p(Z)V
    :n2
    .catch Ljava/lang/ClassCastException; {:t2_s .. :t2_e} :h2
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

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
