.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LHas;
    invoke-direct {v0}, LHas;-><init>()V
    :t1
    iget v1, v0, LHas;->missing:I
    :t1e
    goto :n1
    :h1
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n1
    :t2
    sget v1, LHas;->missingStatic:I
    :t2e
    goto :n2
    :h2
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n2
    :t3
    invoke-virtual {v0}, LHas;->nothere()V
    :t3e
    goto :n3
    :h3
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n3
    :t4
    invoke-static {}, LHas;->alsoMissing()V
    :t4e
    goto :n4
    :h4
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n4
    iget v1, v0, LHas;->present:I
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {}, LHas;->sm()V
    const-string v1, "existing members still work"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
    .catch Ljava/lang/NoSuchFieldError; {:t1 .. :t1e} :h1
    .catch Ljava/lang/NoSuchFieldError; {:t2 .. :t2e} :h2
    .catch Ljava/lang/NoSuchMethodError; {:t3 .. :t3e} :h3
    .catch Ljava/lang/NoSuchMethodError; {:t4 .. :t4e} :h4
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
