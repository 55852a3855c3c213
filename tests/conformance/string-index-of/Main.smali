.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const-string v0, "abracadabra"
    const/16 v2, 97
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/16 v2, 98
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/16 v2, 122
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/16 v2, 114
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v2, "abra"
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v2, "cad"
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v2, "xyz"
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v2, ""
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v2, "abracadabra!"
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v2, "a"
    invoke-virtual {v0, v2}, Ljava/lang/String;->indexOf(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v2}, Ljava/lang/String;->lastIndexOf(Ljava/lang/String;)I
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
