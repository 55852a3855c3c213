.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    :t1
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    :t1e
    goto :n1
    :h1
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n1
    :t2
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    :t2e
    goto :n2
    :h2
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n2
    :t3
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    :t3e
    goto :n3
    :h3
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n3
    :t4
    invoke-virtual/range {v0 .. v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    :t4e
    goto :n4
    :h4
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n4
    :t5
    invoke-virtual {v0}, LL1;->who()Ljava/lang/String;
    :t5e
    goto :n5
    :h5
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n5
    return-void
    .catch Ljava/lang/NullPointerException; {:t1 .. :t1e} :h1
    .catch Ljava/lang/NullPointerException; {:t2 .. :t2e} :h2
    .catch Ljava/lang/NullPointerException; {:t3 .. :t3e} :h3
    .catch Ljava/lang/NullPointerException; {:t4 .. :t4e} :h4
    .catch Ljava/lang/NullPointerException; {:t5 .. :t5e} :h5
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
