.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const/4 v0, 6
    new-array v1, v0, [I
    fill-array-data v1, :data
    invoke-static {v1}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v1}, Ljava/util/Arrays;->sort([I)V
    invoke-static {v1}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    new-array v3, v0, [I
    const/4 v4, 7
    invoke-static {v3, v4}, Ljava/util/Arrays;->fill([II)V
    invoke-static {v3}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v1, v3}, Ljava/util/Arrays;->equals([I[I)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    invoke-static {v3, v4}, Ljava/util/Arrays;->fill([II)V
    new-array v3, v0, [I
    fill-array-data v3, :sorted
    invoke-static {v1, v3}, Ljava/util/Arrays;->equals([I[I)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v5, v5}, Ljava/util/Arrays;->equals([I[I)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    const/4 v5, 0
    new-array v5, v5, [I
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    const-string v6, "pear"
    const-string v7, "apple"
    const-string v8, "fig"
    filled-new-array {v6, v7, v8}, [Ljava/lang/Object;
    move-result-object v9
    invoke-static {v9}, Ljava/util/Arrays;->sort([Ljava/lang/Object;)V
    invoke-static {v9}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    const/4 v4, 0
    invoke-static {v9, v4}, Ljava/util/Arrays;->fill([Ljava/lang/Object;Ljava/lang/Object;)V
    invoke-static {v9}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    filled-new-array {v4, v4, v4}, [Ljava/lang/Object;
    move-result-object v8
    invoke-static {v9, v8}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    return-void
    :data
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
    .end array-data
    :sorted
    .array-data 4
        -0x80000000
        -0x3
        0x0
        0x5
        0x5
        0x7fffffff
    .end array-data
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
