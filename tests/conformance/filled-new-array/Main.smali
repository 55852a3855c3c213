.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 1
    const/4 v1, 2
    const/4 v2, 3
    const/4 v3, -4
    const v4, 0x7fffffff
    filled-new-array {v0, v1, v2, v3, v4}, [I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v6
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    const-string v0, "x"
    const-string v1, "y"
    filled-new-array {v0, v1}, [Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v6
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    instance-of v7, v5, [Ljava/lang/String;
    invoke-static {v7}, LMain;->p(Z)V
    filled-new-array {}, [I
    move-result-object v5
    array-length v7, v5
    invoke-static {v7}, LMain;->p(I)V
    filled-new-array {v0}, [Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v6
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
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
