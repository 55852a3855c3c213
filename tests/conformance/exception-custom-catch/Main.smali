.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    :t
    invoke-static {}, LMain;->thrower()V
    :te
    const-string v0, "not reached"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    goto :end
    :h
    move-exception v0
    invoke-static {v0}, LMain;->cn(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v0}, LMyException;->getCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :end
    return-void
    .catch LMyException; {:t .. :te} :h
    return-void
.end method

.method static thrower()V
    .registers 3
    new-instance v0, LMyException;
    const-string v1, "custom failure"
    const/16 v2, 42
    invoke-direct {v0, v1, v2}, LMyException;-><init>(Ljava/lang/String;I)V
    throw v0
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

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
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
