.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 5
    new-array v1, v0, [C
    fill-array-data v1, :cdata
    new-array v2, v0, [S
    fill-array-data v2, :sdata
    const/4 v3, 0
    :loop
    aget-char v4, v1, v3
    invoke-static {v4}, LMain;->p(I)V
    aget-short v5, v2, v3
    invoke-static {v5}, LMain;->p(I)V
    add-int/lit8 v3, v3, 1
    if-lt v3, v0, :loop
    const/4 v3, 3
    const/16 v4, 0x3f
    aput-char v4, v1, v3
    invoke-static {v1}, LMain;->p([C)V
    const v4, 0x10041
    const/4 v3, 0
    aput-char v4, v1, v3
    aget-char v4, v1, v3
    invoke-static {v4}, LMain;->p(C)V
    const v4, 0x18000
    aput-short v4, v2, v3
    aget-short v4, v2, v3
    invoke-static {v4}, LMain;->p(I)V
    return-void
    :cdata
    .array-data 2
        0x48s
        0x69s
        0x21s
        -0x1s
        0x7fs
    .end array-data
    :sdata
    .array-data 2
        0x1s
        -0x1s
        0x7fffs
        -0x8000s
        0x1234s
    .end array-data
    return-void
.end method

.method static p([C)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println([C)V
    return-void
.end method

.method static p(C)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(C)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
