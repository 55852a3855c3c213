.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-string v0, "Hello, World"
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v2, 7
    invoke-virtual {v0, v2}, Ljava/lang/String;->charAt(I)C
    move-result v1
    invoke-static {v1}, LMain;->p(C)V
    const-string v3, "hello, world"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0, v3}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const/4 v4, 0
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0, v4}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    new-instance v5, Ljava/lang/Object;
    invoke-direct {v5}, Ljava/lang/Object;-><init>()V
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const-string v6, ""
    invoke-virtual {v6}, Ljava/lang/String;->isEmpty()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/String;->toString()Ljava/lang/String;
    move-result-object v7
    if-ne v7, v0, :bad
    const-string v1, "toString returns this"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :bad
    const/16 v2, 12
    :t
    invoke-virtual {v0, v2}, Ljava/lang/String;->charAt(I)C
    :te
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :end
    :h
    move-exception v1
    const-string v1, "charAt(12) threw IndexOutOfBoundsException"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :end
    return-void
    .catch Ljava/lang/IndexOutOfBoundsException; {:t .. :te} :h
    return-void
.end method

.method static p(C)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(C)V
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
