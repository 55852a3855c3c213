.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 4

    const-string v0, "hello"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const-string/jumbo v1, "hello"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    if-ne v0, v1, :diff
    const-string v2, "same object"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :diff
    const-string v2, "different objects"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :next
    const-string/jumbo v0, "jumbo \t tab \" quote \\ backslash"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const-string v0, ""
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "\u0041\u00e9\u4e2d"
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v1, 1
    invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v1, 2
    invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
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
