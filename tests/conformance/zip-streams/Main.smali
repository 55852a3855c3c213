.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# DeflaterOutputStream into a ByteArrayOutputStream and InflaterInputStream back:
# write(int), write(byte[]), write ranges, a sync flush whose output inflates to all
# written so far, close; read() and read(byte[]) back, available, EOF; nowrap streams
# with small buffers; and the exceptions (closed stream, write after finish, truncated
# and corrupt input, bad buffer size).
.method public static main([Ljava/lang/String;)V
    .registers 10
    const-string v0, "The quick brown fox jumps over the lazy dog. "
    const/4 v1, 0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    :rep
    const/16 v3, 40
    if-ge v1, v3, :built
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, 1
    goto :rep
    :built
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v0
    array-length v1, v0
    invoke-static {v1}, LMain;->p(I)V

    new-instance v2, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v2}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-instance v3, Ljava/util/zip/DeflaterOutputStream;
    const/4 v4, 1
    invoke-direct {v3, v2, v4}, Ljava/util/zip/DeflaterOutputStream;-><init>(Ljava/io/OutputStream;Z)V
    const/4 v4, 0
    aget-byte v5, v0, v4
    invoke-virtual {v3, v5}, Ljava/util/zip/DeflaterOutputStream;->write(I)V
    const/4 v4, 1
    const/16 v5, 999
    invoke-virtual {v3, v0, v4, v5}, Ljava/util/zip/DeflaterOutputStream;->write([BII)V
    invoke-virtual {v3}, Ljava/util/zip/DeflaterOutputStream;->flush()V
    invoke-virtual {v2}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v6
    # the sync-flushed prefix inflates to the first 1000 bytes
    new-instance v7, Ljava/util/zip/InflaterInputStream;
    new-instance v8, Ljava/io/ByteArrayInputStream;
    invoke-direct {v8, v6}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    invoke-direct {v7, v8}, Ljava/util/zip/InflaterInputStream;-><init>(Ljava/io/InputStream;)V
    const/16 v4, 1000
    invoke-static {v7, v4}, LMain;->readN(Ljava/io/InputStream;I)[B
    move-result-object v8
    const/4 v4, 0
    const/16 v5, 1000
    invoke-static {v0, v4, v5}, Ljava/util/Arrays;->copyOfRange([BII)[B
    move-result-object v9
    invoke-static {v8, v9}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    array-length v4, v0
    add-int/lit16 v4, v4, -1000
    const/16 v5, 1000
    invoke-virtual {v3, v0, v5, v4}, Ljava/util/zip/DeflaterOutputStream;->write([BII)V
    invoke-virtual {v3}, Ljava/util/zip/DeflaterOutputStream;->close()V
    invoke-virtual {v3}, Ljava/util/zip/DeflaterOutputStream;->close()V
    invoke-virtual {v2}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v6
    const-string v4, "compressed smaller"
    array-length v5, v6
    array-length v8, v0
    invoke-static {v4, v5, v8}, LMain;->below(Ljava/lang/String;II)V

    new-instance v7, Ljava/util/zip/InflaterInputStream;
    new-instance v8, Ljava/io/ByteArrayInputStream;
    invoke-direct {v8, v6}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    invoke-direct {v7, v8}, Ljava/util/zip/InflaterInputStream;-><init>(Ljava/io/InputStream;)V
    invoke-virtual {v7}, Ljava/util/zip/InflaterInputStream;->available()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-virtual {v7}, Ljava/util/zip/InflaterInputStream;->read()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-virtual {v7}, Ljava/util/zip/InflaterInputStream;->read()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-virtual {v7}, Ljava/io/InputStream;->readAllBytes()[B
    move-result-object v8
    array-length v4, v8
    invoke-static {v4}, LMain;->p(I)V
    new-instance v4, Ljava/lang/String;
    const/16 v5, 40
    const/4 v9, 0
    invoke-direct {v4, v8, v9, v5}, Ljava/lang/String;-><init>([BII)V
    invoke-static {v4}, LMain;->pl(Ljava/lang/Object;)V
    invoke-virtual {v7}, Ljava/util/zip/InflaterInputStream;->read()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-virtual {v7}, Ljava/util/zip/InflaterInputStream;->available()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-virtual {v7}, Ljava/util/zip/InflaterInputStream;->markSupported()Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    invoke-virtual {v7}, Ljava/util/zip/InflaterInputStream;->close()V
    invoke-static {v7}, LMain;->readFails(Ljava/io/InputStream;)V

    invoke-static {v0}, LMain;->nowrap([B)V
    invoke-static {v6}, LMain;->broken([B)V
    return-void
.end method

.method static nowrap([B)V
    .registers 9
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-instance v1, Ljava/util/zip/Deflater;
    const/16 v2, 9
    const/4 v3, 1
    invoke-direct {v1, v2, v3}, Ljava/util/zip/Deflater;-><init>(IZ)V
    new-instance v2, Ljava/util/zip/DeflaterOutputStream;
    const/16 v3, 7
    invoke-direct {v2, v0, v1, v3}, Ljava/util/zip/DeflaterOutputStream;-><init>(Ljava/io/OutputStream;Ljava/util/zip/Deflater;I)V
    invoke-virtual {v2, p0}, Ljava/io/OutputStream;->write([B)V
    invoke-virtual {v2}, Ljava/util/zip/DeflaterOutputStream;->finish()V
    :t
    const/16 v3, 65
    invoke-virtual {v2, v3}, Ljava/util/zip/DeflaterOutputStream;->write(I)V
    :t_end
    .catch Ljava/io/IOException; {:t .. :t_end} :c
    goto :after
    :c
    move-exception v3
    invoke-static {v3}, LMain;->pl(Ljava/lang/Object;)V
    :after
    invoke-virtual {v1}, Ljava/util/zip/Deflater;->finished()Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    invoke-virtual {v1}, Ljava/util/zip/Deflater;->getTotalIn()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v3
    new-instance v4, Ljava/io/ByteArrayInputStream;
    invoke-direct {v4, v3}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    new-instance v5, Ljava/util/zip/Inflater;
    const/4 v6, 1
    invoke-direct {v5, v6}, Ljava/util/zip/Inflater;-><init>(Z)V
    new-instance v6, Ljava/util/zip/InflaterInputStream;
    const/16 v7, 5
    invoke-direct {v6, v4, v5, v7}, Ljava/util/zip/InflaterInputStream;-><init>(Ljava/io/InputStream;Ljava/util/zip/Inflater;I)V
    invoke-virtual {v6}, Ljava/io/InputStream;->readAllBytes()[B
    move-result-object v7
    invoke-static {v7, p0}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v7
    invoke-static {v7}, LMain;->p(Z)V
    invoke-virtual {v5}, Ljava/util/zip/Inflater;->getTotalOut()I
    move-result v7
    invoke-static {v7}, LMain;->p(I)V
    const-string v7, ""
    invoke-static {v7}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

# truncated and corrupt input, a zero buffer size
.method static broken([B)V
    .registers 6
    array-length v0, p0
    div-int/lit8 v0, v0, 2
    invoke-static {p0, v0}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v0
    invoke-static {v0}, LMain;->readAll([B)V
    const/4 v0, 4
    new-array v0, v0, [B
    fill-array-data v0, :junk
    invoke-static {v0}, LMain;->readAll([B)V
    :t
    new-instance v0, Ljava/io/ByteArrayInputStream;
    invoke-direct {v0, p0}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    new-instance v1, Ljava/util/zip/Inflater;
    invoke-direct {v1}, Ljava/util/zip/Inflater;-><init>()V
    const/4 v2, 0
    invoke-static {v0, v1, v2}, LMain;->make(Ljava/io/InputStream;Ljava/util/zip/Inflater;I)Ljava/io/InputStream;
    :t_end
    .catch Ljava/lang/IllegalArgumentException; {:t .. :t_end} :c
    return-void
    :c
    move-exception v0
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
    :junk
    .array-data 1
        0x1t
        0x2t
        0x3t
        0x4t
    .end array-data
.end method

.method static make(Ljava/io/InputStream;Ljava/util/zip/Inflater;I)Ljava/io/InputStream;
    .registers 4
    new-instance v0, Ljava/util/zip/InflaterInputStream;
    invoke-direct {v0, p0, p1, p2}, Ljava/util/zip/InflaterInputStream;-><init>(Ljava/io/InputStream;Ljava/util/zip/Inflater;I)V
    return-object v0
.end method

.method static readAll([B)V
    .registers 4
    new-instance v0, Ljava/io/ByteArrayInputStream;
    invoke-direct {v0, p0}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    new-instance v1, Ljava/util/zip/InflaterInputStream;
    invoke-direct {v1, v0}, Ljava/util/zip/InflaterInputStream;-><init>(Ljava/io/InputStream;)V
    :t
    invoke-virtual {v1}, Ljava/io/InputStream;->readAllBytes()[B
    :t_end
    .catch Ljava/io/IOException; {:t .. :t_end} :c
    const-string v0, "no exception"
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
    :c
    move-exception v0
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

.method static readFails(Ljava/io/InputStream;)V
    .registers 2
    :t
    invoke-virtual {p0}, Ljava/io/InputStream;->read()I
    :t_end
    .catch Ljava/io/IOException; {:t .. :t_end} :c
    return-void
    :c
    move-exception v0
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

# exactly n bytes
.method static readN(Ljava/io/InputStream;I)[B
    .registers 6
    new-array v0, p1, [B
    const/4 v1, 0
    :loop
    if-ge v1, p1, :done
    sub-int v2, p1, v1
    invoke-virtual {p0, v0, v1, v2}, Ljava/io/InputStream;->read([BII)I
    move-result v2
    if-ltz v2, :done
    add-int/2addr v1, v2
    goto :loop
    :done
    return-object v0
.end method

.method static below(Ljava/lang/String;II)V
    .registers 4
    invoke-static {p0}, LMain;->pl(Ljava/lang/Object;)V
    if-ge p1, p2, :no
    const/4 v0, 1
    goto :pr
    :no
    const/4 v0, 0
    :pr
    invoke-static {v0}, LMain;->p(Z)V
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

.method static pl(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
