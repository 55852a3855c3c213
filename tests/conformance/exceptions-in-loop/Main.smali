.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    const/4 v1, 0
    const/4 v2, 0
    :loop
    :t
    rem-int/lit8 v3, v0, 3
    const/16 v4, 10
    div-int v5, v4, v3
    add-int/2addr v1, v5
    :te
    goto :next
    :h
    move-exception v6
    add-int/lit8 v2, v2, 1
    :next
    add-int/lit8 v0, v0, 1
    const/16 v4, 3000
    if-lt v0, v4, :loop
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v2}, LMain;->p(I)V
    return-void
    .catch Ljava/lang/ArithmeticException; {:t .. :te} :h
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
