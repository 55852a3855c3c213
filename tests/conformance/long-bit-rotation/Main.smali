.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const-wide v0, 0x0123456789abcdefL
    const/4 v2, 0
    :loop
    const/4 v3, 4
    shl-long v4, v0, v3
    const/16 v3, 60
    ushr-long v6, v0, v3
    or-long v0, v4, v6
    add-int/lit8 v2, v2, 1
    const/4 v3, 4
    rem-int v8, v2, v3
    if-nez v8, :skip
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v8
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    :skip
    const/16 v3, 16
    if-lt v2, v3, :loop
    const-wide v4, -0x8000000000000000L
    const/16 v3, 63
    shr-long v6, v4, v3
    invoke-static {v6, v7}, LMain;->p(J)V
    ushr-long v6, v4, v3
    invoke-static {v6, v7}, LMain;->p(J)V
    const/4 v3, 0
    shl-long v6, v4, v3
    invoke-static {v6, v7}, LMain;->p(J)V
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
