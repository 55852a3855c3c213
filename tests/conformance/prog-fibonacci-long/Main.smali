.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-wide/16 v0, 0
    const-wide/16 v2, 1
    const/4 v4, 0
    :loop
    add-long v5, v0, v2
    move-wide v0, v2
    move-wide v2, v5
    add-int/lit8 v4, v4, 1
    const/16 v7, 90
    if-lt v4, v7, :loop
    invoke-static {v0, v1}, LMain;->p(J)V
    invoke-static {v2, v3}, LMain;->p(J)V
    add-long v5, v0, v2
    add-long/2addr v5, v2
    invoke-static {v5, v6}, LMain;->p(J)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method
