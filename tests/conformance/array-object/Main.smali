.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 3
    new-array v1, v0, [Ljava/lang/String;
    const-string v2, "a"
    const/4 v3, 0
    aput-object v2, v1, v3
    const-string v2, "b"
    const/4 v3, 2
    aput-object v2, v1, v3
    const/4 v3, 0
    :loop
    aget-object v2, v1, v3
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :loop
    const/4 v0, 2
    new-array v4, v0, [Ljava/lang/Object;
    const/4 v3, 0
    aput-object v1, v4, v3
    const/4 v3, 1
    const/4 v5, 0
    aput-object v5, v4, v3
    aget-object v5, v4, v3
    if-nez v5, :bad
    const-string v6, "null element"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :bad
    const/4 v3, 0
    aget-object v5, v4, v3
    check-cast v5, [Ljava/lang/String;
    array-length v6, v5
    invoke-static {v6}, LMain;->p(I)V
    invoke-static {v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->length()I
    move-result v6
    const/16 v7, 10
    if-le v6, v7, :short
    const-string v6, "nested array printed in identity form"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    :short
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
