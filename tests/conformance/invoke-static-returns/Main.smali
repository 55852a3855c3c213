.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const/4 v0, 3
    const-wide/16 v1, 4
    const v3, 1.5f
    const-wide v4, 2.25
    const-string v6, "s"
    invoke-static/range {v0 .. v6}, LMain;->mix(IJFDLjava/lang/String;)Ljava/lang/String;
    move-result-object v7
    invoke-static {v7}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v0}, LMain;->sq(I)I
    move-result v7
    invoke-static {v7}, LMain;->p(I)V
    invoke-static {v1, v2}, LMain;->twice(J)J
    move-result-wide v8
    invoke-static {v8, v9}, LMain;->p(J)V
    invoke-static {v3}, LMain;->half(F)F
    move-result v7
    invoke-static {v7}, LMain;->p(F)V
    invoke-static {v4, v5}, LMain;->neg(D)D
    move-result-wide v8
    invoke-static {v8, v9}, LMain;->p(D)V
    invoke-static {v0}, LMain;->sq(I)I
    invoke-static {}, LMain;->flag()Z
    move-result v7
    invoke-static {v7}, LMain;->p(Z)V
    invoke-static {}, LMain;->ch()C
    move-result v7
    invoke-static {v7}, LMain;->p(C)V
    invoke-static {}, LMain;->by()B
    move-result v7
    invoke-static {v7}, LMain;->p(I)V
    invoke-static {}, LMain;->sh()S
    move-result v7
    invoke-static {v7}, LMain;->p(I)V
    return-void
.end method

.method static mix(IJFDLjava/lang/String;)Ljava/lang/String;
    .registers 9
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(F)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p4, p5}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
.method static sq(I)I
    .registers 2
    mul-int v0, p0, p0
    return v0
.end method
.method static twice(J)J
    .registers 4
    add-long v0, p0, p0
    return-wide v0
.end method
.method static half(F)F
    .registers 2
    const/high16 v0, 0x3f000000
    mul-float/2addr v0, p0
    return v0
.end method
.method static neg(D)D
    .registers 4
    neg-double v0, p0
    return-wide v0
.end method
.method static flag()Z
    .registers 1
    const/4 v0, 1
    return v0
.end method
.method static ch()C
    .registers 1
    const/16 v0, 0x5a
    return v0
.end method
.method static by()B
    .registers 1
    const/4 v0, -0x3
    return v0
.end method
.method static sh()S
    .registers 1
    const/16 v0, -0x3e8
    return v0
.end method

.method static p(C)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(C)V
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(F)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(F)V
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

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
