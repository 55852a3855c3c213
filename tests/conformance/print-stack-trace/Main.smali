.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    .line 10
    :t
    invoke-static {}, LMain;->fail()V
    :te
    goto :end
    :h
    .line 12
    move-exception v0
    .line 13
    invoke-virtual {v0}, Ljava/lang/Throwable;->printStackTrace()V
    .line 14
    const-string v1, "continued after printStackTrace"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :end
    .line 15
    return-void
    .catch Ljava/lang/Exception; {:t .. :te} :h
    return-void
.end method

.method static fail()V
    .registers 2
    .line 3
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v1, "nope"
    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
