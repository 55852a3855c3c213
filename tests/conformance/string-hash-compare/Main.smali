.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const-string v0, ""
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "a"
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "abc"
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "Hello"
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "hello"
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "HELLO"
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "polygenelubricants"
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "The quick brown fox"
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "zzz"
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "abd"
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "abc"
    const-string v2, "abd"
    invoke-virtual {v0, v2}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "abc"
    const-string v2, "abc"
    invoke-virtual {v0, v2}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "abc"
    const-string v2, "ab"
    invoke-virtual {v0, v2}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "a"
    const-string v2, "b"
    invoke-virtual {v0, v2}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "B"
    const-string v2, "a"
    invoke-virtual {v0, v2}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, ""
    const-string v2, "x"
    invoke-virtual {v0, v2}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "apple"
    const-string v2, "apricot"
    invoke-virtual {v0, v2}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "Z"
    const-string v2, "z"
    invoke-virtual {v0, v2}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
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
