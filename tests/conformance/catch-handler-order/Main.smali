.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    :loop
    :t
    invoke-static {v0}, LMain;->raise(I)V
    :te
    goto :next
    :h_aioobe
    move-exception v1
    const-string v2, "ArrayIndexOutOfBoundsException handler"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :h_ioobe
    move-exception v1
    const-string v2, "IndexOutOfBoundsException handler"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :h_rt
    move-exception v1
    const-string v2, "RuntimeException handler"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :h_thr
    move-exception v1
    const-string v2, "Throwable handler"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :next
    add-int/lit8 v0, v0, 1
    const/4 v3, 4
    if-lt v0, v3, :loop
    :t2
    const/4 v0, 0
    invoke-static {v0}, LMain;->raise(I)V
    :t2e
    goto :end
    :h2_rt
    move-exception v1
    const-string v2, "superclass handler listed first wins"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :end
    :h2_aioobe
    move-exception v1
    const-string v2, "never reached"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :end
    return-void
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t .. :te} :h_aioobe
    .catch Ljava/lang/IndexOutOfBoundsException; {:t .. :te} :h_ioobe
    .catch Ljava/lang/RuntimeException; {:t .. :te} :h_rt
    .catch Ljava/lang/Throwable; {:t .. :te} :h_thr
    .catch Ljava/lang/RuntimeException; {:t2 .. :t2e} :h2_rt
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:t2 .. :t2e} :h2_aioobe
    return-void
.end method

.method static raise(I)V
    .registers 3
    packed-switch p0, :sw
    return-void
    :a
    const/4 v0, 1
    new-array v0, v0, [I
    const/4 v1, 5
    aget v1, v0, v1
    return-void
    :b
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
    :c
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :d
    new-instance v0, Ljava/lang/StackOverflowError;
    invoke-direct {v0}, Ljava/lang/StackOverflowError;-><init>()V
    throw v0
    :sw
    .packed-switch 0x0
        :a
        :b
        :c
        :d
    .end packed-switch
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
