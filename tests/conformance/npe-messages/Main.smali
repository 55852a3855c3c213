.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# NullPointerException messages as ART words them (runtime/common_throws.cc,
# ThrowNullPointerExceptionFromDexPC and the interpreter's throw): the method as the
# instruction references it, with the invoke kind; the field as resolved (x is declared
# in Holder even when referenced through SubHolder); fixed texts for arrays, monitors
# and throw. The oracle maps HotSpot's helpful messages to this wording.
.method public static main([Ljava/lang/String;)V
    .registers 5

    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    const/4 v2, 0
    :t0
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    :t0e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n0
    :h0
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n0
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    const/4 v2, 0
    :t1
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    :t1e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n1
    :h1
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n1
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    const/4 v2, 0
    :t2
    invoke-interface {v0}, Ljava/util/List;->size()I
    :t2e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n2
    :h2
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n2
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, LHolder;
    const/4 v2, 0
    :t3
    const/4 v1, 1
    const-wide/16 v3, 2
    invoke-virtual {v0, v1, v2, v3, v4}, LHolder;->mix(I[Ljava/lang/String;J)V
    :t3e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n3
    :h3
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n3
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    const/4 v2, 0
    :t4
    invoke-virtual/range {v0 .. v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    :t4e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n4
    :h4
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n4
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, LHolder;
    const/4 v2, 0
    :t5
    invoke-static {v0}, LHolder;->callSecret(LHolder;)I
    :t5e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n5
    :h5
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n5
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, LHolder;
    const/4 v2, 0
    :t6
    iget v1, v0, LHolder;->x:I
    :t6e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n6
    :h6
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n6
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, LHolder;
    const/4 v2, 0
    :t7
    iget-object v1, v0, LHolder;->s:Ljava/lang/String;
    :t7e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n7
    :h7
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n7
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, LHolder;
    const/4 v2, 0
    :t8
    const/4 v1, 3
    iput v1, v0, LHolder;->x:I
    :t8e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n8
    :h8
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n8
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, LHolder;
    const/4 v2, 0
    :t9
    const-wide/16 v1, 4
    iput-wide v1, v0, LHolder;->w:J
    :t9e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n9
    :h9
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n9
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, LSubHolder;
    const/4 v2, 0
    :t10
    iget v1, v0, LSubHolder;->x:I
    :t10e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n10
    :h10
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n10
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [I
    const/4 v2, 0
    :t11
    const/4 v1, 0
    aget v1, v0, v1
    :t11e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n11
    :h11
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n11
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    const/4 v2, 0
    :t12
    const/4 v1, 0
    aget-object v1, v0, v1
    :t12e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n12
    :h12
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n12
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [I
    const/4 v2, 0
    :t13
    const/4 v1, 0
    aput v1, v0, v1
    :t13e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n13
    :h13
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n13
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [J
    const/4 v2, 0
    :t14
    const/4 v1, 0
    const-wide/16 v2, 5
    aput-wide v2, v0, v1
    :t14e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n14
    :h14
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n14
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    const/4 v2, 0
    :t15
    const/4 v1, 0
    aput-object v1, v0, v1
    :t15e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n15
    :h15
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n15
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Z
    const/4 v2, 0
    :t16
    array-length v1, v0
    :t16e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n16
    :h16
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n16
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [I
    const/4 v2, 0
    :t17
    fill-array-data v0, :data
    :t17e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n17
    :h17
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n17
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    const/4 v2, 0
    :t18
    monitor-enter v0
    :t18e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n18
    :h18
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n18
    invoke-static {}, LMain;->nul()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/RuntimeException;
    const/4 v2, 0
    :t19
    throw v0
    :t19e
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    goto :n19
    :h19
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n19
    return-void
    .catch Ljava/lang/NullPointerException; {:t0 .. :t0e} :h0
    .catch Ljava/lang/NullPointerException; {:t1 .. :t1e} :h1
    .catch Ljava/lang/NullPointerException; {:t2 .. :t2e} :h2
    .catch Ljava/lang/NullPointerException; {:t3 .. :t3e} :h3
    .catch Ljava/lang/NullPointerException; {:t4 .. :t4e} :h4
    .catch Ljava/lang/NullPointerException; {:t5 .. :t5e} :h5
    .catch Ljava/lang/NullPointerException; {:t6 .. :t6e} :h6
    .catch Ljava/lang/NullPointerException; {:t7 .. :t7e} :h7
    .catch Ljava/lang/NullPointerException; {:t8 .. :t8e} :h8
    .catch Ljava/lang/NullPointerException; {:t9 .. :t9e} :h9
    .catch Ljava/lang/NullPointerException; {:t10 .. :t10e} :h10
    .catch Ljava/lang/NullPointerException; {:t11 .. :t11e} :h11
    .catch Ljava/lang/NullPointerException; {:t12 .. :t12e} :h12
    .catch Ljava/lang/NullPointerException; {:t13 .. :t13e} :h13
    .catch Ljava/lang/NullPointerException; {:t14 .. :t14e} :h14
    .catch Ljava/lang/NullPointerException; {:t15 .. :t15e} :h15
    .catch Ljava/lang/NullPointerException; {:t16 .. :t16e} :h16
    .catch Ljava/lang/NullPointerException; {:t17 .. :t17e} :h17
    .catch Ljava/lang/NullPointerException; {:t18 .. :t18e} :h18
    .catch Ljava/lang/NullPointerException; {:t19 .. :t19e} :h19

    :data
    .array-data 4
        0x1
        0x2
    .end array-data
.end method

# A null the assembler-to-JVM translation cannot see through (enjarify turns an array
# access on a constant null into a plain throw).
.method static nul()Ljava/lang/Object;
    .registers 1
    const/4 v0, 0
    return-object v0
.end method

.method static ps(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
