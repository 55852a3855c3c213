.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-string v0, "chars"
    invoke-virtual {v0}, Ljava/lang/String;->toCharArray()[C
    move-result-object v1
    array-length v2, v1
    invoke-static {v2}, LMain;->p(I)V
    const/4 v2, 0
    const/16 v3, 0x43
    aput-char v3, v1, v2
    invoke-static {v1}, LMain;->p([C)V
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    new-instance v4, Ljava/lang/String;
    invoke-direct {v4, v1}, Ljava/lang/String;-><init>([C)V
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    new-instance v4, Ljava/lang/String;
    const/4 v2, 1
    const/4 v3, 3
    invoke-direct {v4, v1, v2, v3}, Ljava/lang/String;-><init>([CII)V
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v1}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    const/4 v2, 2
    aput-char v3, v1, v2
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    new-instance v4, Ljava/lang/String;
    invoke-direct {v4, v1}, Ljava/lang/String;-><init>([C)V
    if-eq v4, v0, :same
    const-string v2, "new String(char[]) is a distinct object"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :same
    const/4 v2, 0
    new-array v1, v2, [C
    new-instance v4, Ljava/lang/String;
    invoke-direct {v4, v1}, Ljava/lang/String;-><init>([C)V
    invoke-virtual {v4}, Ljava/lang/String;->length()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    return-void
.end method

.method static p([C)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println([C)V
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
