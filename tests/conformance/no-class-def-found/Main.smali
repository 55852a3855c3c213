.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    :t1
    new-instance v0, LDoesNotExist;
    :t1e
    goto :n1
    :h1
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n1
    :t2
    invoke-static {}, LAlsoMissing;->f()V
    :t2e
    goto :n2
    :h2
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n2
    const-string v1, "continued"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
    .catch Ljava/lang/NoClassDefFoundError; {:t1 .. :t1e} :h1
    .catch Ljava/lang/NoClassDefFoundError; {:t2 .. :t2e} :h2
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
