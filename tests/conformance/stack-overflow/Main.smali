.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    :t
    invoke-static {v0}, LMain;->down(I)I
    :te
    const-string v1, "no overflow?"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :after
    :h
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    instance-of v2, v1, Ljava/lang/Error;
    invoke-static {v2}, LMain;->p(Z)V
    :after
    const/16 v0, 100
    invoke-static {v0}, LMain;->small(I)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    :t2
    invoke-static {v0}, LMain;->down(I)I
    :t2e
    goto :end
    :h2
    move-exception v1
    const-string v1, "second overflow caught"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :end
    return-void
    .catch Ljava/lang/StackOverflowError; {:t .. :te} :h
    .catch Ljava/lang/StackOverflowError; {:t2 .. :t2e} :h2
    return-void
.end method

.method static down(I)I
    .registers 3
    add-int/lit8 v0, p0, 1
    invoke-static {v0}, LMain;->down(I)I
    move-result v1
    add-int/2addr v1, p0
    return v1
.end method
.method static small(I)I
    .registers 2
    if-nez p0, :rec
    return p0
    :rec
    add-int/lit8 v0, p0, -1
    invoke-static {v0}, LMain;->small(I)I
    move-result v0
    add-int/lit8 v0, v0, 1
    return v0
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
