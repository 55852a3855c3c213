.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    :t1
    invoke-static {}, LE;->get()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    :t1e
    goto :second
    :h1
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    :second
    :t2
    sget v0, LE;->value:I
    invoke-static {v0}, LMain;->p(I)V
    :t2e
    goto :third
    :h2
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :third
    :t3
    new-instance v0, LE;
    :t3e
    goto :end
    :h3
    move-exception v1
    instance-of v2, v1, Ljava/lang/NoClassDefFoundError;
    invoke-static {v2}, LMain;->p(Z)V
    :end
    const-string v0, "end"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
    .catch Ljava/lang/ExceptionInInitializerError; {:t1 .. :t1e} :h1
    .catch Ljava/lang/Throwable; {:t2 .. :t2e} :h2
    .catch Ljava/lang/Throwable; {:t3 .. :t3e} :h3
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

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
