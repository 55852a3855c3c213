.class public Ljava/io/ByteArrayInputStream;
.super Ljava/io/InputStream;
.source "ByteArrayInputStream.java"

# java.io.ByteArrayInputStream as the JDK's: reads buf[pos..count), mark/reset over
# the array (the mark starts at the offset), skip clamped to what is left, close() has
# no effect (as the JDK documents).

.field protected buf:[B
.field protected pos:I
.field protected mark:I
.field protected count:I

.method public constructor <init>([B)V
    .locals 1
    invoke-direct {p0}, Ljava/io/InputStream;-><init>()V
    iput-object p1, p0, Ljava/io/ByteArrayInputStream;->buf:[B
    array-length v0, p1
    iput v0, p0, Ljava/io/ByteArrayInputStream;->count:I
    return-void
.end method

# count = Math.min(offset + length, buf.length); pos = mark = offset
.method public constructor <init>([BII)V
    .locals 1
    invoke-direct {p0}, Ljava/io/InputStream;-><init>()V
    iput-object p1, p0, Ljava/io/ByteArrayInputStream;->buf:[B
    iput p2, p0, Ljava/io/ByteArrayInputStream;->pos:I
    add-int v0, p2, p3
    array-length p3, p1
    invoke-static {v0, p3}, Ljava/lang/Math;->min(II)I
    move-result v0
    iput v0, p0, Ljava/io/ByteArrayInputStream;->count:I
    iput p2, p0, Ljava/io/ByteArrayInputStream;->mark:I
    return-void
.end method

.method public declared-synchronized read()I
    .locals 4
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/io/ByteArrayInputStream;->pos:I
    iget v1, p0, Ljava/io/ByteArrayInputStream;->count:I
    if-lt v0, v1, :more
    const/4 v0, -1
    monitor-exit p0
    return v0
    :more
    iget-object v1, p0, Ljava/io/ByteArrayInputStream;->buf:[B
    aget-byte v1, v1, v0
    and-int/lit16 v1, v1, 0xff
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/io/ByteArrayInputStream;->pos:I
    monitor-exit p0
    return v1
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

# read(b, off, len): -1 at the end, else min(len, available) bytes (0 for len 0).
.method public declared-synchronized read([BII)I
    .locals 4
    monitor-enter p0
    :sync_start
    array-length v0, p1
    invoke-static {p2, p3, v0}, Ljava/util/Objects;->checkFromIndexSize(III)I
    iget v0, p0, Ljava/io/ByteArrayInputStream;->pos:I
    iget v1, p0, Ljava/io/ByteArrayInputStream;->count:I
    if-lt v0, v1, :more
    const/4 v0, -1
    monitor-exit p0
    return v0
    :more
    sub-int/2addr v1, v0
    if-le p3, v1, :fits
    move p3, v1
    :fits
    if-gtz p3, :copy
    const/4 v0, 0
    monitor-exit p0
    return v0
    :copy
    iget-object v2, p0, Ljava/io/ByteArrayInputStream;->buf:[B
    invoke-static {v2, v0, p1, p2, p3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    add-int/2addr v0, p3
    iput v0, p0, Ljava/io/ByteArrayInputStream;->pos:I
    monitor-exit p0
    return p3
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

.method public declared-synchronized readAllBytes()[B
    .locals 6
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/io/ByteArrayInputStream;->pos:I
    iget v1, p0, Ljava/io/ByteArrayInputStream;->count:I
    sub-int v2, v1, v0
    new-array v2, v2, [B
    iget-object v3, p0, Ljava/io/ByteArrayInputStream;->buf:[B
    iput v1, p0, Ljava/io/ByteArrayInputStream;->pos:I
    sub-int v1, v1, v0
    const/4 v4, 0
    invoke-static {v3, v0, v2, v4, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    monitor-exit p0
    return-object v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v5
    monitor-exit p0
    throw v5
.end method

.method public declared-synchronized transferTo(Ljava/io/OutputStream;)J
    .locals 4
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/io/ByteArrayInputStream;->pos:I
    iget v1, p0, Ljava/io/ByteArrayInputStream;->count:I
    sub-int/2addr v1, v0
    iget-object v2, p0, Ljava/io/ByteArrayInputStream;->buf:[B
    invoke-virtual {p1, v2, v0, v1}, Ljava/io/OutputStream;->write([BII)V
    iget v0, p0, Ljava/io/ByteArrayInputStream;->count:I
    iput v0, p0, Ljava/io/ByteArrayInputStream;->pos:I
    int-to-long v0, v1
    monitor-exit p0
    return-wide v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

# skip(n): k = count - pos; if (n < k) k = n < 0 ? 0 : n; pos += k
.method public declared-synchronized skip(J)J
    .locals 5
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/io/ByteArrayInputStream;->count:I
    iget v1, p0, Ljava/io/ByteArrayInputStream;->pos:I
    sub-int/2addr v0, v1
    int-to-long v2, v0
    cmp-long v0, p1, v2
    if-gez v0, :whole
    const-wide/16 v2, 0x0
    cmp-long v0, p1, v2
    if-ltz v0, :whole
    move-wide v2, p1
    :whole
    long-to-int v0, v2
    add-int/2addr v1, v0
    iput v1, p0, Ljava/io/ByteArrayInputStream;->pos:I
    monitor-exit p0
    return-wide v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v4
    monitor-exit p0
    throw v4
.end method

.method public declared-synchronized available()I
    .locals 3
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/io/ByteArrayInputStream;->count:I
    iget v1, p0, Ljava/io/ByteArrayInputStream;->pos:I
    sub-int/2addr v0, v1
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public markSupported()Z
    .locals 1
    const/4 v0, 1
    return v0
.end method

.method public mark(I)V
    .locals 1
    iget v0, p0, Ljava/io/ByteArrayInputStream;->pos:I
    iput v0, p0, Ljava/io/ByteArrayInputStream;->mark:I
    return-void
.end method

.method public declared-synchronized reset()V
    .locals 2
    monitor-enter p0
    :sync_start
    iget v0, p0, Ljava/io/ByteArrayInputStream;->mark:I
    iput v0, p0, Ljava/io/ByteArrayInputStream;->pos:I
    monitor-exit p0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

# close(): "Closing a ByteArrayInputStream has no effect." (the JDK's documentation)
.method public close()V
    .locals 0
    return-void
.end method
