.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LOver;
    invoke-direct {v0}, LOver;-><init>()V
    const/4 v1, 1
    invoke-virtual {v0, v1}, LOver;->f(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const-wide/16 v1, 1
    invoke-virtual {v0, v1, v2}, LOver;->f(J)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const-string v1, "x"
    invoke-virtual {v0, v1}, LOver;->f(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, LOver;->f(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v0}, LOver;->f()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v0}, LOver;->f()J
    move-result-wide v3
    invoke-static {v3, v4}, LMain;->p(J)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
