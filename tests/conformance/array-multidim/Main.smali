.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 3
    new-array v1, v0, [[I
    const/4 v2, 0
    :outer
    add-int/lit8 v3, v2, 1
    new-array v4, v3, [I
    aput-object v4, v1, v2
    const/4 v5, 0
    :inner
    mul-int v6, v2, v5
    add-int/2addr v6, v5
    aput v6, v4, v5
    add-int/lit8 v5, v5, 1
    if-lt v5, v3, :inner
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :outer
    const/4 v2, 0
    :pr
    aget-object v4, v1, v2
    invoke-static {v4}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :pr
    const/4 v2, 1
    aget-object v4, v1, v2
    array-length v5, v4
    invoke-static {v5}, LMain;->p(I)V
    const/4 v0, 2
    new-array v1, v0, [[[J
    array-length v5, v1
    invoke-static {v5}, LMain;->p(I)V
    const/4 v2, 0
    aget-object v4, v1, v2
    if-nez v4, :nonnull
    const-string v5, "inner arrays are null"
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :nonnull
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
