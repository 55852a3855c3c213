.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-string v0, "The quick brown fox jumps over the lazy dog"
    invoke-static {v0}, LMain;->crc(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    const-string v0, ""
    invoke-static {v0}, LMain;->crc(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "123456789"
    invoke-static {v0}, LMain;->crc(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static crc(Ljava/lang/String;)I
    .registers 9
    const/4 v0, -1
    const/4 v1, 0
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v2
    :bytes
    if-ge v1, v2, :done
    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v3
    and-int/lit16 v3, v3, 0xff
    xor-int/2addr v0, v3
    const/4 v4, 0
    :bits
    and-int/lit8 v5, v0, 1
    ushr-int/lit8 v0, v0, 1
    if-eqz v5, :nobit
    const v6, -0x12477ce0
    xor-int/2addr v0, v6
    :nobit
    add-int/lit8 v4, v4, 1
    const/16 v7, 8
    if-lt v4, v7, :bits
    add-int/lit8 v1, v1, 1
    goto :bytes
    :done
    not-int v0, v0
    return v0
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
