.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/16 v1, 0x61
    :loop
    int-to-char v2, v1
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v2, v1, -0x20
    int-to-char v2, v2
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, 1
    const/16 v3, 0x7a
    if-le v1, v3, :loop
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v1, -1
    int-to-char v2, v1
    invoke-static {v2}, LMain;->p(I)V
    add-int/lit8 v2, v2, 1
    invoke-static {v2}, LMain;->p(I)V
    int-to-char v2, v2
    invoke-static {v2}, LMain;->p(I)V
    const/16 v1, 0x39
    add-int/lit8 v1, v1, -0x30
    invoke-static {v1}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
