.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    const/4 v1, 0
    :loop
    invoke-static {}, Ljava/lang/Math;->random()D
    move-result-wide v2
    const-wide/16 v4, 0
    cmpg-double v6, v2, v4
    if-ltz v6, :bad
    const-wide v4, 1.0
    cmpg-double v6, v2, v4
    if-gez v6, :bad
    add-int/lit8 v0, v0, 1
    const/16 v6, 1000
    if-lt v0, v6, :loop
    const-string v6, "1000 draws in [0, 1)"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    return-void
    :bad
    const-string v6, "out of range"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
