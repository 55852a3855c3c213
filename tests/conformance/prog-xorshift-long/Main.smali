.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const-wide v0, 0x2545f4914f6cdd1dL
    const/4 v2, 0
    const-wide/16 v3, 0
    :loop
    const/16 v5, 13
    shl-long v6, v0, v5
    xor-long/2addr v0, v6
    const/4 v5, 7
    ushr-long v6, v0, v5
    xor-long/2addr v0, v6
    const/16 v5, 17
    shl-long v6, v0, v5
    xor-long/2addr v0, v6
    add-long/2addr v3, v0
    add-int/lit8 v2, v2, 1
    const/16 v5, 1000
    if-lt v2, v5, :loop
    invoke-static {v0, v1}, LMain;->p(J)V
    invoke-static {v3, v4}, LMain;->p(J)V
    invoke-static {v3, v4}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v8
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const/16 v5, 32
    shr-long v6, v3, v5
    long-to-int v5, v6
    invoke-static {v5}, LMain;->p(I)V
    long-to-int v5, v3
    invoke-static {v5}, LMain;->p(I)V
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
