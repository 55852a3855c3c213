.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    :loop
    :t
    invoke-static {v0}, LMain;->raise(I)V
    const-string v1, "nothing"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :te
    goto :next
    :h
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :next
    add-int/lit8 v0, v0, 1
    const/4 v2, 3
    if-lt v0, v2, :loop
    return-void
    .catch Ljava/lang/IllegalStateException; {:t .. :te} :h
    .catch Ljava/lang/UnsupportedOperationException; {:t .. :te} :h
    return-void
.end method

.method static raise(I)V
    .registers 2
    if-nez p0, :a
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :a
    const/4 v0, 1
    if-ne p0, v0, :b
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
    :b
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
