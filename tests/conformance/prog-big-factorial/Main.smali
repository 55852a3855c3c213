.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 12

    const/16 v0, 40
    new-array v1, v0, [I
    const/4 v2, 0
    const/4 v3, 1
    aput v3, v1, v2
    const/4 v4, 1
    const/4 v5, 2
    :mul
    const/4 v6, 0
    const/4 v2, 0
    :limb
    if-ge v2, v4, :carry
    aget v7, v1, v2
    mul-int/2addr v7, v5
    add-int/2addr v7, v6
    const/16 v8, 10000
    rem-int v9, v7, v8
    aput v9, v1, v2
    div-int v6, v7, v8
    add-int/lit8 v2, v2, 1
    goto :limb
    :carry
    if-eqz v6, :nextn
    const/16 v8, 10000
    rem-int v9, v6, v8
    aput v9, v1, v4
    div-int/2addr v6, v8
    add-int/lit8 v4, v4, 1
    goto :carry
    :nextn
    add-int/lit8 v5, v5, 1
    const/16 v8, 50
    if-le v5, v8, :mul
    new-instance v10, Ljava/lang/StringBuilder;
    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V
    add-int/lit8 v2, v4, -1
    aget v7, v1, v2
    invoke-virtual {v10, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    :out
    add-int/lit8 v2, v2, -1
    if-ltz v2, :print
    aget v7, v1, v2
    add-int/lit16 v7, v7, 10000
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v8
    const/4 v9, 1
    invoke-virtual {v8, v9}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v8
    invoke-virtual {v10, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :out
    :print
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
