.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    :t
    invoke-static {}, LMain;->a()V
    :te
    goto :end
    :h
    move-exception v0
    const-string v1, "main caught"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :end
    return-void
    .catch Ljava/lang/Exception; {:t .. :te} :h
    return-void
.end method

.method static a()V
    .registers 4
    :t
    invoke-static {}, LMain;->b()V
    :te
    return-void
    :h
    move-exception v0
    const-string v1, "a caught, wrapping"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v1, Ljava/lang/IllegalStateException;
    const-string v2, "wrapped"
    invoke-direct {v1, v2, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw v1
    .catch Ljava/lang/IllegalArgumentException; {:t .. :te} :h
.end method
.method static b()V
    .registers 2
    :t
    invoke-static {}, LMain;->c()V
    :te
    return-void
    :h
    move-exception v0
    const-string v1, "b caught, rethrowing"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    throw v0
    .catchall {:t .. :te} :h
.end method
.method static c()V
    .registers 3
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "from c"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
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
