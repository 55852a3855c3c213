.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    invoke-static {v0}, LMain;->tryFinally(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v0, 1
    :t
    invoke-static {v0}, LMain;->tryFinally(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    :te
    goto :n
    :h
    move-exception v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    :n
    const/4 v0, 2
    invoke-static {v0}, LMain;->tryFinally(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    return-void
    .catch Ljava/lang/RuntimeException; {:t .. :te} :h
    return-void
.end method

# mode 0: normal return (finally runs), 1: exception propagates (finally runs),
# 2: exception but finally overrides with its own return
.method static tryFinally(I)I
    .registers 5
    :try_start
    if-nez p0, :throw
    const-string v0, "body"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/16 v1, 10
    :try_end
    const-string v0, "finally (normal path)"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return v1
    :throw
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v2, "from body"
    invoke-direct {v0, v2}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
    :try_end2
    :catchall
    move-exception v3
    const-string v0, "finally (exceptional path)"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/4 v2, 2
    if-ne p0, v2, :rethrow
    const/16 v1, 99
    return v1
    :rethrow
    throw v3
    .catchall {:try_start .. :try_end} :catchall
    .catchall {:throw .. :try_end2} :catchall
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
