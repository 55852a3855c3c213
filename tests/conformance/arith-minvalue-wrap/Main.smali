.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 12
    const-string v3, "int MIN/-1 and MIN%-1"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, -2147483648
    const v1, -1
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    div-int/lit8 v2, v0, -1
    invoke-static {v2}, LMain;->p(I)V
    rem-int/lit8 v2, v0, -1
    invoke-static {v2}, LMain;->p(I)V
    div-int/lit16 v2, v0, -1
    invoke-static {v2}, LMain;->p(I)V
    mul-int/lit8 v2, v0, -1
    invoke-static {v2}, LMain;->p(I)V
    neg-int v2, v0
    invoke-static {v2}, LMain;->p(I)V
    add-int/lit8 v2, v0, -1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "long MIN/-1 and MIN%-1"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const-wide/high16 v4, -0x8000000000000000L
    const-wide/16 v6, -1
    div-long v8, v4, v6
    invoke-static {v8, v9}, LMain;->p(J)V
    rem-long v8, v4, v6
    invoke-static {v8, v9}, LMain;->p(J)V
    mul-long v8, v4, v6
    invoke-static {v8, v9}, LMain;->p(J)V
    neg-long v8, v4
    invoke-static {v8, v9}, LMain;->p(J)V
    sub-long v8, v4, v6
    invoke-static {v8, v9}, LMain;->p(J)V
    const-wide v6, 0x7fffffffffffffffL
    add-long v8, v6, v6
    invoke-static {v8, v9}, LMain;->p(J)V
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
