.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 12

    const/4 v0, 0
    const/4 v1, 1
    const/4 v2, 2
    const/4 v3, 3
    const/4 v4, 4
    const/4 v5, 5
    const/4 v6, 6
    const/4 v7, 7
    const/16 v8, 8
    const/16 v9, 9
    filled-new-array/range {v0 .. v9}, [I
    move-result-object v10
    invoke-static {v10}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v11
    invoke-static {v11}, LMain;->p(Ljava/lang/String;)V
    filled-new-array/range {v3 .. v5}, [I
    move-result-object v10
    invoke-static {v10}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v11
    invoke-static {v11}, LMain;->p(Ljava/lang/String;)V
    const-string v0, "s0"
    const-string v1, "s1"
    const/4 v2, 0
    const-string v3, "s3"
    const-string v4, "s4"
    const-string v5, "s5"
    filled-new-array/range {v0 .. v5}, [Ljava/lang/String;
    move-result-object v10
    invoke-static {v10}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v11
    invoke-static {v11}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
