.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 14

    const/4 v0, 3
    filled-new-array {v0, v0}, [I
    new-array v1, v0, [[I
    new-array v2, v0, [[D
    const/4 v3, 0
    :rows
    new-array v4, v0, [I
    aput-object v4, v1, v3
    new-array v5, v0, [D
    aput-object v5, v2, v3
    const/4 v6, 0
    :cols
    mul-int v7, v3, v0
    add-int/2addr v7, v6
    add-int/lit8 v7, v7, 1
    aput v7, v4, v6
    int-to-double v8, v7
    const-wide v10, 0.5
    mul-double/2addr v8, v10
    aput-wide v8, v5, v6
    add-int/lit8 v6, v6, 1
    if-lt v6, v0, :cols
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :rows
    invoke-static {v1, v1}, LMain;->mul([[I[[I)[[I
    move-result-object v12
    const/4 v3, 0
    :pr
    aget-object v4, v12, v3
    invoke-static {v4}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :pr
    const/4 v3, 2
    aget-object v5, v2, v3
    aget-wide v8, v5, v3
    invoke-static {v8, v9}, LMain;->p(D)V
    return-void
.end method

.method static mul([[I[[I)[[I
    .registers 12
    array-length v0, p0
    new-array v1, v0, [[I
    const/4 v2, 0
    :i
    new-array v3, v0, [I
    aput-object v3, v1, v2
    const/4 v4, 0
    :j
    const/4 v5, 0
    const/4 v6, 0
    :k
    aget-object v7, p0, v2
    aget v7, v7, v6
    aget-object v8, p1, v6
    aget v8, v8, v4
    mul-int/2addr v7, v8
    add-int/2addr v5, v7
    add-int/lit8 v6, v6, 1
    if-lt v6, v0, :k
    aput v5, v3, v4
    add-int/lit8 v4, v4, 1
    if-lt v4, v0, :j
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :i
    return-object v1
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
