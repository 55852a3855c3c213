.class public Ljava/io/ByteArrayOutputStream;
.super Ljava/io/OutputStream;
.source "ByteArrayOutputStream.java"

# java.io.ByteArrayOutputStream as the JDK's: a growing byte[] (32 bytes at first,
# at least doubling), synchronized writers, toString() decoding as UTF-8 (the default
# charset, as on Android) or a named charset; close() has no effect (as the JDK
# documents).

.field protected buf:[B
.field protected count:I

.method public constructor <init>()V
    .locals 1
    const/16 v0, 0x20
    invoke-direct {p0, v0}, Ljava/io/ByteArrayOutputStream;-><init>(I)V
    return-void
.end method

.method public constructor <init>(I)V
    .locals 2
    invoke-direct {p0}, Ljava/io/OutputStream;-><init>()V
    if-gez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p0, "Negative initial size: "
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    new-array v0, p1, [B
    iput-object v0, p0, Ljava/io/ByteArrayOutputStream;->buf:[B
    return-void
.end method

# ensureCapacity(min): grows to old + max(min - old, old) (ArraysSupport.newLength).
.method private ensureCapacity(I)V
    .locals 4
    iget-object v0, p0, Ljava/io/ByteArrayOutputStream;->buf:[B
    array-length v1, v0
    sub-int v2, p1, v1
    if-gtz v2, :grow
    return-void
    :grow
    if-ge v2, v1, :min
    move v2, v1
    :min
    add-int/2addr v2, v1
    if-gez v2, :fits
    new-instance v0, Ljava/lang/OutOfMemoryError;
    const-string v1, "Required array length too large"
    invoke-direct {v0, v1}, Ljava/lang/OutOfMemoryError;-><init>(Ljava/lang/String;)V
    throw v0
    :fits
    new-array v2, v2, [B
    const/4 v3, 0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v2, p0, Ljava/io/ByteArrayOutputStream;->buf:[B
    return-void
.end method

.method public declared-synchronized write(I)V
    .locals 3
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/io/ByteArrayOutputStream;->count:I
    add-int/lit8 v1, v0, 1
    invoke-direct {p0, v1}, Ljava/io/ByteArrayOutputStream;->ensureCapacity(I)V
    iget-object v1, p0, Ljava/io/ByteArrayOutputStream;->buf:[B
    int-to-byte p1, p1
    aput-byte p1, v1, v0
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/io/ByteArrayOutputStream;->count:I
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public declared-synchronized write([BII)V
    .locals 3
    monitor-enter p0
    :sync_start
    array-length v0, p1
    invoke-static {p2, p3, v0}, Ljava/util/Objects;->checkFromIndexSize(III)I
    iget v0, p0, Ljava/io/ByteArrayOutputStream;->count:I
    add-int v1, v0, p3
    invoke-direct {p0, v1}, Ljava/io/ByteArrayOutputStream;->ensureCapacity(I)V
    iget-object v1, p0, Ljava/io/ByteArrayOutputStream;->buf:[B
    invoke-static {p1, p2, v1, v0, p3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    add-int/2addr v0, p3
    iput v0, p0, Ljava/io/ByteArrayOutputStream;->count:I
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public writeBytes([B)V
    .locals 2
    const/4 v0, 0
    array-length v1, p1
    invoke-virtual {p0, p1, v0, v1}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    return-void
.end method

.method public declared-synchronized writeTo(Ljava/io/OutputStream;)V
    .locals 4
    monitor-enter p0
    :sync_start
    iget-object v0, p0, Ljava/io/ByteArrayOutputStream;->buf:[B
    const/4 v1, 0
    iget v2, p0, Ljava/io/ByteArrayOutputStream;->count:I
    invoke-virtual {p1, v0, v1, v2}, Ljava/io/OutputStream;->write([BII)V
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

.method public declared-synchronized reset()V
    .locals 2
    monitor-enter p0
    :sync_start
    const/4 v0, 0
    iput v0, p0, Ljava/io/ByteArrayOutputStream;->count:I
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized toByteArray()[B
    .locals 5
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/io/ByteArrayOutputStream;->count:I
    new-array v1, v0, [B
    iget-object v2, p0, Ljava/io/ByteArrayOutputStream;->buf:[B
    const/4 v3, 0
    invoke-static {v2, v3, v1, v3, v0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    monitor-exit p0
    return-object v1
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

.method public declared-synchronized size()I
    .locals 2
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/io/ByteArrayOutputStream;->count:I
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized toString()Ljava/lang/String;
    .locals 5
    monitor-enter p0
    :sync_start
    iget-object v0, p0, Ljava/io/ByteArrayOutputStream;->buf:[B
    const/4 v1, 0
    iget v2, p0, Ljava/io/ByteArrayOutputStream;->count:I
    const/4 v3, 0
    invoke-static {v0, v1, v2, v3}, Ljava/io/TextCodec;->decode([BIII)Ljava/lang/String;
    move-result-object v0
    monitor-exit p0
    return-object v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

.method public declared-synchronized toString(Ljava/lang/String;)Ljava/lang/String;
    .locals 5
    monitor-enter p0
    :sync_start
    invoke-static {p1}, Ljava/io/TextCodec;->lookup(Ljava/lang/String;)I
    move-result v3
    iget-object v0, p0, Ljava/io/ByteArrayOutputStream;->buf:[B
    const/4 v1, 0
    iget v2, p0, Ljava/io/ByteArrayOutputStream;->count:I
    invoke-static {v0, v1, v2, v3}, Ljava/io/TextCodec;->decode([BIII)Ljava/lang/String;
    move-result-object v0
    monitor-exit p0
    return-object v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

# close(): "Closing a ByteArrayOutputStream has no effect." (the JDK's documentation)
.method public close()V
    .locals 0
    return-void
.end method
