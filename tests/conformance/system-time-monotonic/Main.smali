.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    const/4 v4, 0
    :loop
    add-int/lit8 v4, v4, 1
    const/16 v5, 10000
    if-lt v4, v5, :loop
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v6
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v8
    cmp-long v5, v6, v0
    if-ltz v5, :bad
    cmp-long v5, v8, v2
    if-ltz v5, :bad
    const-string v5, "time does not go backwards"
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    return-void
    :bad
    const-string v5, "time went backwards"
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
