.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const/16 v5, 10
    new-array v6, v5, [I
    const/4 v7, 0
    :fill
    aput v7, v6, v7
    add-int/lit8 v7, v7, 1
    if-lt v7, v5, :fill
    move-object v0, v6
    const/4 v1, 0
    move-object v2, v6
    const/4 v3, 3
    const/4 v4, 5
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v6}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v8
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const/4 v1, 4
    const/4 v3, 1
    const/4 v4, 6
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v6}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v8
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    new-array v7, v5, [I
    move-object v2, v7
    const/4 v1, 2
    const/4 v3, 7
    const/4 v4, 3
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v7}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v8
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const/4 v4, 0
    const/16 v1, 10
    const/16 v3, 10
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    const-string v9, "zero-length copy at the end is fine"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    const/16 v1, 8
    const/4 v3, 0
    const/4 v4, 3
    :t0
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :t0e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n0
    .catch Ljava/lang/RuntimeException; {:t0 .. :t0e} :h0
    const/4 v1, 0
    const/16 v3, 8
    :t1
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :t1e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/RuntimeException; {:t1 .. :t1e} :h1
    const/4 v1, -1
    const/4 v3, 0
    const/4 v4, 1
    :t2
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :t2e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/RuntimeException; {:t2 .. :t2e} :h2
    const/4 v1, 0
    const/4 v4, -1
    :t3
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :t3e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n3
    :h3
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n3
    .catch Ljava/lang/RuntimeException; {:t3 .. :t3e} :h3
    const/4 v4, 1
    const/4 v0, 0
    :t4
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :t4e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n4
    :h4
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n4
    .catch Ljava/lang/RuntimeException; {:t4 .. :t4e} :h4
    move-object v0, v6
    const/4 v2, 0
    :t5
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :t5e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n5
    :h5
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n5
    .catch Ljava/lang/RuntimeException; {:t5 .. :t5e} :h5
    new-array v2, v5, [J
    :t6
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :t6e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n6
    :h6
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n6
    .catch Ljava/lang/RuntimeException; {:t6 .. :t6e} :h6
    const/4 v5, 3
    new-array v0, v5, [Ljava/lang/Object;
    const-string v8, "s0"
    const/4 v1, 0
    aput-object v8, v0, v1
    const/4 v8, 5
    invoke-static {v8}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v8
    const/4 v1, 1
    aput-object v8, v0, v1
    const-string v8, "s2"
    const/4 v1, 2
    aput-object v8, v0, v1
    new-array v2, v5, [Ljava/lang/String;
    const/4 v1, 0
    const/4 v3, 0
    const/4 v4, 3
    :t7
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :t7e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n7
    :h7
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n7
    .catch Ljava/lang/RuntimeException; {:t7 .. :t7e} :h7
    invoke-static {v2}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v8
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    new-array v2, v5, [Ljava/lang/Object;
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v2}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v8
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
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
