.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    :loop
    :outer_s
    :inner_s
    invoke-static {v0}, LMain;->raise(I)V
    const-string v1, "nothing thrown"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :inner_e
    goto :next
    :inner_h
    move-exception v1
    const-string v2, "inner caught ArithmeticException"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :inner_h2
    move-exception v1
    const-string v2, "inner caught IllegalArgumentException (or subclass)"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :outer_e
    goto :next
    :outer_h
    move-exception v1
    const-string v2, "outer caught RuntimeException"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    goto :next
    :outer_all
    move-exception v1
    const-string v2, "outer catch-all"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :next
    add-int/lit8 v0, v0, 1
    const/4 v3, 6
    if-lt v0, v3, :loop
    return-void
    .catch Ljava/lang/ArithmeticException; {:inner_s .. :inner_e} :inner_h
    .catch Ljava/lang/IllegalArgumentException; {:inner_s .. :inner_e} :inner_h2
    .catch Ljava/lang/RuntimeException; {:outer_s .. :outer_e} :outer_h
    .catchall {:outer_s .. :outer_e} :outer_all
    return-void
.end method

.method static raise(I)V
    .registers 3
    packed-switch p0, :sw
    return-void
    :c1
    const/4 v0, 0
    div-int v0, p0, v0
    return-void
    :c2
    new-instance v0, Ljava/lang/NumberFormatException;
    invoke-direct {v0}, Ljava/lang/NumberFormatException;-><init>()V
    throw v0
    :c3
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :c4
    new-instance v0, Ljava/lang/OutOfMemoryError;
    invoke-direct {v0}, Ljava/lang/OutOfMemoryError;-><init>()V
    throw v0
    :c5
    new-instance v0, Ljava/lang/Exception;
    invoke-direct {v0}, Ljava/lang/Exception;-><init>()V
    throw v0
    :sw
    .packed-switch 0x1
        :c1
        :c2
        :c3
        :c4
        :c5
    .end packed-switch
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
