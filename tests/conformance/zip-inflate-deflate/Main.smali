.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Deflater and Inflater round trips (the compressed bytes are the library's own, so only
# their decompression, sizes' bounds and the counters are printed): zlib and nowrap, all
# at once and in small input/output chunks, level 0 (stored) and 9, SYNC_FLUSH making
# everything so far decompressible, data after the stream's end left as remaining input,
# reset, end, and the exceptions (header check, bad level, closed streams).
.method public static main([Ljava/lang/String;)V
    .registers 12
    const/16 v0, 3000
    new-array v0, v0, [B
    const/4 v1, 0
    :fill
    array-length v2, v0
    if-ge v1, v2, :filled
    mul-int/lit8 v2, v1, 7
    rem-int/lit8 v2, v2, 13
    div-int/lit16 v3, v1, 500
    add-int/2addr v2, v3
    add-int/lit8 v2, v2, 97
    int-to-byte v2, v2
    aput-byte v2, v0, v1
    add-int/lit8 v1, v1, 1
    goto :fill
    :filled

    # all at once, default level
    new-instance v4, Ljava/util/zip/Deflater;
    invoke-direct {v4}, Ljava/util/zip/Deflater;-><init>()V
    const/16 v1, 8192
    invoke-static {v4, v0, v1}, LMain;->deflate(Ljava/util/zip/Deflater;[BI)[B
    move-result-object v5
    const-string v1, "default: smaller"
    array-length v2, v5
    const/16 v3, 1000
    invoke-static {v1, v2, v3}, LMain;->below(Ljava/lang/String;II)V
    invoke-static {v4}, LMain;->counts(Ljava/util/zip/Deflater;)V
    new-instance v6, Ljava/util/zip/Inflater;
    invoke-direct {v6}, Ljava/util/zip/Inflater;-><init>()V
    const/16 v1, 10000
    const/16 v2, 8192
    invoke-static {v6, v5, v1, v2}, LMain;->inflate(Ljava/util/zip/Inflater;[BII)[B
    move-result-object v7
    const-string v1, "default inflated"
    invoke-static {v1, v0, v7}, LMain;->same(Ljava/lang/String;[B[B)V
    invoke-static {v6}, LMain;->counts(Ljava/util/zip/Inflater;)V
    array-length v1, v5
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->getTotalIn()I
    move-result v2
    invoke-static {v1, v2}, LMain;->eq(II)V

    # the same stream in chunks of 7 bytes in and 100 out, after reset
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->reset()V
    invoke-static {v6}, LMain;->counts(Ljava/util/zip/Inflater;)V
    const/4 v1, 7
    const/16 v2, 100
    invoke-static {v6, v5, v1, v2}, LMain;->inflate(Ljava/util/zip/Inflater;[BII)[B
    move-result-object v7
    const-string v1, "chunked inflated"
    invoke-static {v1, v0, v7}, LMain;->same(Ljava/lang/String;[B[B)V
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->end()V
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->end()V

    # nowrap, level 9, 16-byte output chunks
    new-instance v4, Ljava/util/zip/Deflater;
    const/16 v1, 9
    const/4 v2, 1
    invoke-direct {v4, v1, v2}, Ljava/util/zip/Deflater;-><init>(IZ)V
    const/16 v1, 16
    invoke-static {v4, v0, v1}, LMain;->deflate(Ljava/util/zip/Deflater;[BI)[B
    move-result-object v5
    const-string v1, "nowrap: smaller"
    array-length v2, v5
    const/16 v3, 1000
    invoke-static {v1, v2, v3}, LMain;->below(Ljava/lang/String;II)V
    new-instance v6, Ljava/util/zip/Inflater;
    const/4 v1, 1
    invoke-direct {v6, v1}, Ljava/util/zip/Inflater;-><init>(Z)V
    const/16 v1, 50
    const/16 v2, 333
    invoke-static {v6, v5, v1, v2}, LMain;->inflate(Ljava/util/zip/Inflater;[BII)[B
    move-result-object v7
    const-string v1, "nowrap inflated"
    invoke-static {v1, v0, v7}, LMain;->same(Ljava/lang/String;[B[B)V

    # level 0: stored blocks are larger than the data
    new-instance v4, Ljava/util/zip/Deflater;
    const/4 v1, 0
    invoke-direct {v4, v1}, Ljava/util/zip/Deflater;-><init>(I)V
    const/16 v1, 8192
    invoke-static {v4, v0, v1}, LMain;->deflate(Ljava/util/zip/Deflater;[BI)[B
    move-result-object v5
    const-string v1, "stored: not smaller"
    array-length v2, v0
    array-length v3, v5
    invoke-static {v1, v2, v3}, LMain;->below(Ljava/lang/String;II)V
    new-instance v6, Ljava/util/zip/Inflater;
    invoke-direct {v6}, Ljava/util/zip/Inflater;-><init>()V
    # 5 bytes after the stream's end stay as remaining input
    array-length v1, v5
    add-int/lit8 v1, v1, 5
    invoke-static {v5, v1}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v5
    invoke-virtual {v6, v5}, Ljava/util/zip/Inflater;->setInput([B)V
    const/16 v1, 4000
    new-array v7, v1, [B
    invoke-virtual {v6, v7}, Ljava/util/zip/Inflater;->inflate([B)I
    move-result v1
    invoke-static {v7, v1}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v7
    const-string v1, "stored inflated"
    invoke-static {v1, v0, v7}, LMain;->same(Ljava/lang/String;[B[B)V
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->finished()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->getRemaining()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->needsInput()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v6, v7}, Ljava/util/zip/Inflater;->inflate([B)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V

    # SYNC_FLUSH: the first 1000 bytes come out whole before finish
    new-instance v4, Ljava/util/zip/Deflater;
    invoke-direct {v4}, Ljava/util/zip/Deflater;-><init>()V
    const/4 v1, 0
    const/16 v2, 1000
    invoke-virtual {v4, v0, v1, v2}, Ljava/util/zip/Deflater;->setInput([BII)V
    const/16 v1, 4000
    new-array v5, v1, [B
    const/4 v1, 0
    array-length v2, v5
    const/4 v3, 2
    invoke-virtual {v4, v5, v1, v2, v3}, Ljava/util/zip/Deflater;->deflate([BIII)I
    move-result v8
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->finished()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->needsInput()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    new-instance v6, Ljava/util/zip/Inflater;
    invoke-direct {v6}, Ljava/util/zip/Inflater;-><init>()V
    const/4 v1, 0
    invoke-virtual {v6, v5, v1, v8}, Ljava/util/zip/Inflater;->setInput([BII)V
    new-array v7, v1, [B
    const/16 v1, 4000
    new-array v7, v1, [B
    invoke-virtual {v6, v7}, Ljava/util/zip/Inflater;->inflate([B)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->finished()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->getRemaining()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->end()V
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->end()V

    # errors
    new-instance v6, Ljava/util/zip/Inflater;
    invoke-direct {v6}, Ljava/util/zip/Inflater;-><init>()V
    :t1
    const/4 v1, 4
    new-array v5, v1, [B
    fill-array-data v5, :junk
    invoke-virtual {v6, v5}, Ljava/util/zip/Inflater;->setInput([B)V
    invoke-virtual {v6, v7}, Ljava/util/zip/Inflater;->inflate([B)I
    :t1_end
    .catch Ljava/lang/Exception; {:t1 .. :t1_end} :c1
    goto :e2
    :c1
    move-exception v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :e2
    :t2
    const/16 v1, 10
    invoke-static {v1}, LMain;->newDeflater(I)Ljava/util/zip/Deflater;
    :t2_end
    .catch Ljava/lang/Exception; {:t2 .. :t2_end} :c2
    goto :e3
    :c2
    move-exception v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :e3
    new-instance v4, Ljava/util/zip/Deflater;
    invoke-direct {v4}, Ljava/util/zip/Deflater;-><init>()V
    :t3
    const/16 v1, -2
    invoke-virtual {v4, v1}, Ljava/util/zip/Deflater;->setLevel(I)V
    :t3_end
    .catch Ljava/lang/Exception; {:t3 .. :t3_end} :c3
    goto :e4
    :c3
    move-exception v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :e4
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->end()V
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->end()V
    :t4
    invoke-virtual {v4, v7}, Ljava/util/zip/Deflater;->deflate([B)I
    :t4_end
    .catch Ljava/lang/Exception; {:t4 .. :t4_end} :c4
    goto :e5
    :c4
    move-exception v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :e5
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->end()V
    :t5
    invoke-virtual {v6}, Ljava/util/zip/Inflater;->getTotalOut()I
    :t5_end
    .catch Ljava/lang/Exception; {:t5 .. :t5_end} :c5
    goto :e6
    :c5
    move-exception v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :e6
    new-instance v6, Ljava/util/zip/Inflater;
    invoke-direct {v6}, Ljava/util/zip/Inflater;-><init>()V
    :t6
    const/4 v1, 3
    const/4 v2, 2
    invoke-virtual {v6, v7, v1, v2}, Ljava/util/zip/Inflater;->inflate([BII)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    array-length v1, v7
    const/4 v2, 1
    invoke-virtual {v6, v7, v1, v2}, Ljava/util/zip/Inflater;->inflate([BII)I
    :t6_end
    .catch Ljava/lang/Exception; {:t6 .. :t6_end} :c6
    goto :e7
    :c6
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :e7
    invoke-static {}, LMain;->big()V
    return-void

    :junk
    .array-data 1
        0x1t
        0x2t
        0x3t
        0x4t
    .end array-data
.end method

# 100,000 bytes (more than one native call takes at once), with SYNC_FLUSH and then
# finish, and back through a 1000-byte output buffer.
.method static big()V
    .registers 10
    const v0, 100000
    new-array v0, v0, [B
    const/4 v1, 0
    const/4 v2, 7
    :fill
    array-length v3, v0
    if-ge v1, v3, :filled
    mul-int/lit16 v2, v2, 1103
    add-int/lit16 v2, v2, 12345
    shr-int/lit8 v3, v2, 24
    and-int/lit8 v3, v3, 15
    add-int/lit8 v3, v3, 65
    int-to-byte v3, v3
    aput-byte v3, v0, v1
    add-int/lit8 v1, v1, 1
    goto :fill
    :filled
    new-instance v4, Ljava/util/zip/Deflater;
    invoke-direct {v4}, Ljava/util/zip/Deflater;-><init>()V
    invoke-virtual {v4, v0}, Ljava/util/zip/Deflater;->setInput([B)V
    const v1, 200000
    new-array v5, v1, [B
    const/4 v1, 0
    array-length v2, v5
    const/4 v3, 2
    invoke-virtual {v4, v5, v1, v2, v3}, Ljava/util/zip/Deflater;->deflate([BIII)I
    move-result v6
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->getTotalIn()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->finished()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->finish()V
    array-length v2, v5
    sub-int/2addr v2, v6
    invoke-virtual {v4, v5, v6, v2}, Ljava/util/zip/Deflater;->deflate([BII)I
    move-result v1
    add-int/2addr v6, v1
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->finished()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v4}, Ljava/util/zip/Deflater;->getTotalOut()I
    move-result v1
    invoke-static {v1, v6}, LMain;->eq(II)V
    const-string v1, "big: smaller"
    const v2, 100000
    invoke-static {v1, v6, v2}, LMain;->below(Ljava/lang/String;II)V
    invoke-static {v5, v6}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v5
    new-instance v7, Ljava/util/zip/Inflater;
    invoke-direct {v7}, Ljava/util/zip/Inflater;-><init>()V
    const v1, 1000000
    const/16 v2, 1000
    invoke-static {v7, v5, v1, v2}, LMain;->inflate(Ljava/util/zip/Inflater;[BII)[B
    move-result-object v8
    const-string v1, "big inflated"
    invoke-static {v1, v0, v8}, LMain;->same(Ljava/lang/String;[B[B)V
    return-void
.end method

.method static newDeflater(I)Ljava/util/zip/Deflater;
    .registers 2
    new-instance v0, Ljava/util/zip/Deflater;
    invoke-direct {v0, p0}, Ljava/util/zip/Deflater;-><init>(I)V
    return-object v0
.end method

# Compresses all of data (setInput, finish) with output buffers of `chunk` bytes.
.method static deflate(Ljava/util/zip/Deflater;[BI)[B
    .registers 8
    invoke-virtual {p0, p1}, Ljava/util/zip/Deflater;->setInput([B)V
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->finish()V
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-array v1, p2, [B
    :loop
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->finished()Z
    move-result v2
    if-nez v2, :done
    invoke-virtual {p0, v1}, Ljava/util/zip/Deflater;->deflate([B)I
    move-result v2
    const/4 v3, 0
    invoke-virtual {v0, v1, v3, v2}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :loop
    :done
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v0
    return-object v0
.end method

# Decompresses comp, giving the inflater at most inChunk bytes at a time and taking
# output in buffers of outChunk bytes.
.method static inflate(Ljava/util/zip/Inflater;[BII)[B
    .registers 10
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-array v1, p3, [B
    const/4 v2, 0
    :loop
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->finished()Z
    move-result v3
    if-nez v3, :done
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->needsInput()Z
    move-result v3
    if-eqz v3, :go
    array-length v3, p1
    sub-int/2addr v3, v2
    invoke-static {v3, p2}, Ljava/lang/Math;->min(II)I
    move-result v3
    invoke-virtual {p0, p1, v2, v3}, Ljava/util/zip/Inflater;->setInput([BII)V
    add-int/2addr v2, v3
    :go
    invoke-virtual {p0, v1}, Ljava/util/zip/Inflater;->inflate([B)I
    move-result v3
    const/4 v4, 0
    invoke-virtual {v0, v1, v4, v3}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :loop
    :done
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v0
    return-object v0
.end method

.method static same(Ljava/lang/String;[B[B)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    array-length v1, p2
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(I)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-static {p1, p2}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static below(Ljava/lang/String;II)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    if-ge p1, p2, :no
    const/4 v1, 1
    goto :pr
    :no
    const/4 v1, 0
    :pr
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static eq(II)V
    .registers 3
    if-eq p0, p1, :yes
    const/4 v0, 0
    goto :pr
    :yes
    const/4 v0, 1
    :pr
    invoke-static {v0}, LMain;->p(Z)V
    return-void
.end method

# totalIn, bytesRead, finished; totalOut == bytesWritten
.method static counts(Ljava/util/zip/Deflater;)V
    .registers 5
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->getTotalIn()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->getBytesRead()J
    move-result-wide v0
    long-to-int v0, v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->finished()Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->getTotalOut()I
    move-result v0
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->getBytesWritten()J
    move-result-wide v1
    long-to-int v1, v1
    invoke-static {v0, v1}, LMain;->eq(II)V
    return-void
.end method

.method static counts(Ljava/util/zip/Inflater;)V
    .registers 5
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->getTotalOut()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->getBytesWritten()J
    move-result-wide v0
    long-to-int v0, v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->finished()Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->getTotalIn()I
    move-result v0
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->getBytesRead()J
    move-result-wide v1
    long-to-int v1, v1
    invoke-static {v0, v1}, LMain;->eq(II)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
