.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 4

    const/4 v0, 0
    :loop
    invoke-static {v0}, LMain;->key(I)I
    move-result v1
    sparse-switch v1, :sw
    const-string v2, "default"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :k_min
    const-string v2, "MIN_VALUE"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :k_m1000
    const-string v2, "minus thousand"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :k_m1
    const-string v2, "minus one (falls through)"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :k_7
    const-string v2, "seven"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :k_big
    const-string v2, "million"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :k_max
    const-string v2, "MAX_VALUE"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :next
    add-int/lit8 v0, v0, 1
    const/16 v3, 9
    if-lt v0, v3, :loop
    return-void

    :sw
    .sparse-switch
        -0x80000000 -> :k_min
        -0x3e8 -> :k_m1000
        -0x1 -> :k_m1
        0x7 -> :k_7
        0xf4240 -> :k_big
        0x7fffffff -> :k_max
    .end sparse-switch
    return-void
.end method

.method static key(I)I
    .registers 3
    invoke-static {}, LMain;->keys()[I
    move-result-object v0
    aget v1, v0, p0
    return v1
.end method

.method static keys()[I
    .registers 2
    const/16 v0, 9
    new-array v0, v0, [I
    fill-array-data v0, :data
    return-object v0
    :data
    .array-data 4
        0x7
        -0x1
        0x8
        -0x3e8
        0xf4240
        0x7fffffff
        -0x80000000
        0x0
        -0x3e7
    .end array-data
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
