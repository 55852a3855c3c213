.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# System.arraycopy of primitive arrays at every start in a heap word and every length
# up to two words, between two arrays and within one (overlapping both ways): the
# word-at-a-time copy must give what an element loop gives.
.method public static main([Ljava/lang/String;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {}, LMain;->bytes()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-static {}, LMain;->chars()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-static {}, LMain;->shorts()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-static {}, LMain;->longs()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

# A fresh array of 20: element i is i * mul + add.
.method static fillB(II)[B
    .registers 6
    const/16 v0, 20
    new-array v1, v0, [B
    const/4 v2, 0
    :l
    if-ge v2, v0, :d
    mul-int v3, v2, p0
    add-int/2addr v3, p1
    int-to-byte v3, v3
    aput-byte v3, v1, v2
    add-int/lit8 v2, v2, 1
    goto :l
    :d
    return-object v1
.end method

.method static hashB(I[B)I
    .registers 6
    array-length v0, p1
    const/4 v1, 0
    :l
    if-ge v1, v0, :d
    mul-int/lit8 p0, p0, 31
    aget-byte v2, p1, v1
    add-int/2addr p0, v2
    add-int/lit8 v1, v1, 1
    goto :l
    :d
    return p0
.end method

.method static bytes()I
    .registers 10
    const/4 v0, 0
    const/4 v1, 0
    :sp
    const/16 v9, 8
    if-ge v1, v9, :done
    const/4 v2, 0
    :dp
    if-ge v2, v9, :nextsp
    const/4 v3, 0
    :n
    const/16 v9, 10
    if-ge v3, v9, :nextdp
    const/16 v4, 7
    const/4 v5, 1
    invoke-static {v4, v5}, LMain;->fillB(II)[B
    move-result-object v6
    const/4 v4, 3
    const/4 v5, 2
    invoke-static {v4, v5}, LMain;->fillB(II)[B
    move-result-object v7
    invoke-static {v6, v1, v7, v2, v3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v0, v7}, LMain;->hashB(I[B)I
    move-result v0
    invoke-static {v6, v1, v6, v2, v3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v0, v6}, LMain;->hashB(I[B)I
    move-result v0
    add-int/lit8 v3, v3, 1
    goto :n
    :nextdp
    add-int/lit8 v2, v2, 1
    const/16 v9, 8
    goto :dp
    :nextsp
    add-int/lit8 v1, v1, 1
    goto :sp
    :done
    return v0
.end method

# A fresh array of 20: element i is i * mul + add.
.method static fillC(II)[C
    .registers 6
    const/16 v0, 20
    new-array v1, v0, [C
    const/4 v2, 0
    :l
    if-ge v2, v0, :d
    mul-int v3, v2, p0
    add-int/2addr v3, p1
    int-to-char v3, v3
    aput-char v3, v1, v2
    add-int/lit8 v2, v2, 1
    goto :l
    :d
    return-object v1
.end method

.method static hashC(I[C)I
    .registers 6
    array-length v0, p1
    const/4 v1, 0
    :l
    if-ge v1, v0, :d
    mul-int/lit8 p0, p0, 31
    aget-char v2, p1, v1
    add-int/2addr p0, v2
    add-int/lit8 v1, v1, 1
    goto :l
    :d
    return p0
.end method

.method static chars()I
    .registers 10
    const/4 v0, 0
    const/4 v1, 0
    :sp
    const/16 v9, 8
    if-ge v1, v9, :done
    const/4 v2, 0
    :dp
    if-ge v2, v9, :nextsp
    const/4 v3, 0
    :n
    const/16 v9, 10
    if-ge v3, v9, :nextdp
    const/16 v4, 7
    const/4 v5, 1
    invoke-static {v4, v5}, LMain;->fillC(II)[C
    move-result-object v6
    const/4 v4, 3
    const/4 v5, 2
    invoke-static {v4, v5}, LMain;->fillC(II)[C
    move-result-object v7
    invoke-static {v6, v1, v7, v2, v3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v0, v7}, LMain;->hashC(I[C)I
    move-result v0
    invoke-static {v6, v1, v6, v2, v3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v0, v6}, LMain;->hashC(I[C)I
    move-result v0
    add-int/lit8 v3, v3, 1
    goto :n
    :nextdp
    add-int/lit8 v2, v2, 1
    const/16 v9, 8
    goto :dp
    :nextsp
    add-int/lit8 v1, v1, 1
    goto :sp
    :done
    return v0
.end method

# A fresh array of 20: element i is i * mul + add.
.method static fillS(II)[S
    .registers 6
    const/16 v0, 20
    new-array v1, v0, [S
    const/4 v2, 0
    :l
    if-ge v2, v0, :d
    mul-int v3, v2, p0
    add-int/2addr v3, p1
    int-to-short v3, v3
    aput-short v3, v1, v2
    add-int/lit8 v2, v2, 1
    goto :l
    :d
    return-object v1
.end method

.method static hashS(I[S)I
    .registers 6
    array-length v0, p1
    const/4 v1, 0
    :l
    if-ge v1, v0, :d
    mul-int/lit8 p0, p0, 31
    aget-short v2, p1, v1
    add-int/2addr p0, v2
    add-int/lit8 v1, v1, 1
    goto :l
    :d
    return p0
.end method

.method static shorts()I
    .registers 10
    const/4 v0, 0
    const/4 v1, 0
    :sp
    const/16 v9, 8
    if-ge v1, v9, :done
    const/4 v2, 0
    :dp
    if-ge v2, v9, :nextsp
    const/4 v3, 0
    :n
    const/16 v9, 10
    if-ge v3, v9, :nextdp
    const/16 v4, 7
    const/4 v5, 1
    invoke-static {v4, v5}, LMain;->fillS(II)[S
    move-result-object v6
    const/4 v4, 3
    const/4 v5, 2
    invoke-static {v4, v5}, LMain;->fillS(II)[S
    move-result-object v7
    invoke-static {v6, v1, v7, v2, v3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v0, v7}, LMain;->hashS(I[S)I
    move-result v0
    invoke-static {v6, v1, v6, v2, v3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v0, v6}, LMain;->hashS(I[S)I
    move-result v0
    add-int/lit8 v3, v3, 1
    goto :n
    :nextdp
    add-int/lit8 v2, v2, 1
    const/16 v9, 8
    goto :dp
    :nextsp
    add-int/lit8 v1, v1, 1
    goto :sp
    :done
    return v0
.end method

.method static fillJ()[J
    .registers 8
    const/16 v0, 20
    new-array v1, v0, [J
    const/4 v2, 0
    :l
    if-ge v2, v0, :d
    int-to-long v3, v2
    const-wide v5, 0x100000001L
    mul-long/2addr v3, v5
    aput-wide v3, v1, v2
    add-int/lit8 v2, v2, 1
    goto :l
    :d
    return-object v1
.end method

.method static longs()I
    .registers 10
    const/4 v0, 0
    const/4 v1, 0
    :sp
    const/16 v9, 8
    if-ge v1, v9, :done
    const/4 v2, 0
    :dp
    if-ge v2, v9, :nextsp
    const/4 v3, 0
    :n
    const/16 v9, 10
    if-ge v3, v9, :nextdp
    invoke-static {}, LMain;->fillJ()[J
    move-result-object v6
    invoke-static {v6, v1, v6, v2, v3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v6}, Ljava/util/Arrays;->hashCode([J)I
    move-result v7
    mul-int/lit8 v0, v0, 31
    add-int/2addr v0, v7
    add-int/lit8 v3, v3, 1
    goto :n
    :nextdp
    add-int/lit8 v2, v2, 1
    const/16 v9, 8
    goto :dp
    :nextsp
    add-int/lit8 v1, v1, 1
    goto :sp
    :done
    return v0
.end method
