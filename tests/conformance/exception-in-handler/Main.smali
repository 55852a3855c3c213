.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    :outer_s
    :inner_s
    const/4 v0, 0
    const/4 v1, 1
    div-int v2, v1, v0
    :inner_e
    goto :end
    :inner_h
    move-exception v3
    const-string v4, "handler runs"
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    new-array v5, v0, [I
    aget v6, v5, v1
    :outer_e
    goto :end
    :outer_h
    move-exception v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    :end
    const-string v4, "done"
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    return-void
    .catch Ljava/lang/ArithmeticException; {:inner_s .. :inner_e} :inner_h
    .catch Ljava/lang/RuntimeException; {:outer_s .. :outer_e} :outer_h
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
