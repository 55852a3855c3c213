.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LConc;
    invoke-direct {v0}, LConc;-><init>()V
    invoke-virtual {v0}, LAbs;->g()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    :t
    invoke-virtual {v0}, LAbs;->f()I
    :te
    const-string v1, "no error"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :end
    :h
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    instance-of v2, v1, Ljava/lang/IncompatibleClassChangeError;
    invoke-static {v2}, LMain;->p(Z)V
    :end
    return-void
    .catch Ljava/lang/AbstractMethodError; {:t .. :te} :h
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
