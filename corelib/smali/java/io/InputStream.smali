.class public abstract Ljava/io/InputStream;
.super Ljava/lang/Object;
.source "InputStream.java"
.implements Ljava/io/Closeable;

# The JDK's InputStream: read(byte[], ...) in terms of read() (stopping quietly at an
# IOException after the first byte), skip() by reading, readAllBytes()/transferTo()
# in 8 KiB chunks, no mark/reset ("mark/reset not supported"), available() 0.

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract read()I
.end method

.method public read([B)I
    .registers 4
    const/4 v0, 0
    array-length v1, p1
    invoke-virtual {p0, p1, v0, v1}, Ljava/io/InputStream;->read([BII)I
    move-result v0
    return v0
.end method

# int read(byte[] b, int off, int len) {
#   Objects.checkFromIndexSize(off, len, b.length); if (len == 0) return 0;
#   int c = read(); if (c == -1) return -1; b[off] = (byte) c; int i = 1;
#   try { for (; i < len; i++) { c = read(); if (c == -1) break; b[off + i] = (byte) c; } }
#   catch (IOException ee) { } return i; }
.method public read([BII)I
    .registers 8
    array-length v0, p1
    invoke-static {p2, p3, v0}, Ljava/util/Objects;->checkFromIndexSize(III)I
    if-nez p3, :some
    const/4 v0, 0
    return v0
    :some
    invoke-virtual {p0}, Ljava/io/InputStream;->read()I
    move-result v0
    const/4 v1, -1
    if-ne v0, v1, :first
    return v1
    :first
    int-to-byte v0, v0
    aput-byte v0, p1, p2
    const/4 v2, 1
    :try_start
    :loop
    if-ge v2, p3, :done
    invoke-virtual {p0}, Ljava/io/InputStream;->read()I
    move-result v0
    if-eq v0, v1, :done
    int-to-byte v0, v0
    add-int v3, p2, v2
    aput-byte v0, p1, v3
    add-int/lit8 v2, v2, 1
    goto :loop
    :try_end
    .catch Ljava/io/IOException; {:try_start .. :try_end} :done
    :done
    return v2
.end method

# long skip(long n): reads (at most 2048 bytes at a time) until n are skipped or the end.
.method public skip(J)J
    .registers 12
    const-wide/16 v0, 0x0
    cmp-long v2, p1, v0
    if-gtz v2, :some
    return-wide v0
    :some
    const-wide/16 v0, 0x800
    invoke-static {v0, v1, p1, p2}, Ljava/lang/Math;->min(JJ)J
    move-result-wide v0
    long-to-int v2, v0
    new-array v3, v2, [B
    move-wide v4, p1
    :loop
    const-wide/16 v0, 0x0
    cmp-long v6, v4, v0
    if-lez v6, :done
    int-to-long v0, v2
    invoke-static {v0, v1, v4, v5}, Ljava/lang/Math;->min(JJ)J
    move-result-wide v0
    long-to-int v0, v0
    const/4 v6, 0
    invoke-virtual {p0, v3, v6, v0}, Ljava/io/InputStream;->read([BII)I
    move-result v0
    if-ltz v0, :done
    int-to-long v0, v0
    sub-long/2addr v4, v0
    goto :loop
    :done
    sub-long v0, p1, v4
    return-wide v0
.end method

.method public available()I
    .registers 2
    const/4 v0, 0
    return v0
.end method

.method public close()V
    .registers 1
    return-void
.end method

# mark(): the JDK's InputStream.mark does nothing (reset() then fails).
.method public synchronized mark(I)V
    .registers 2
    return-void
.end method

.method public synchronized reset()V
    .registers 3
    new-instance v0, Ljava/io/IOException;
    const-string v1, "mark/reset not supported"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public markSupported()Z
    .registers 2
    const/4 v0, 0
    return v0
.end method

# readAllBytes(): everything up to the end, read in 8 KiB chunks.
.method public readAllBytes()[B
    .registers 6
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    const/16 v1, 0x2000
    new-array v1, v1, [B
    const/4 v2, 0
    :loop
    array-length v3, v1
    invoke-virtual {p0, v1, v2, v3}, Ljava/io/InputStream;->read([BII)I
    move-result v3
    if-ltz v3, :done
    invoke-virtual {v0, v1, v2, v3}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :loop
    :done
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v0
    return-object v0
.end method

# transferTo(out): copies everything up to the end into out; the byte count.
.method public transferTo(Ljava/io/OutputStream;)J
    .registers 10
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    const-wide/16 v4, 0x0
    const/16 v1, 0x2000
    new-array v1, v1, [B
    const/4 v2, 0
    :loop
    array-length v3, v1
    invoke-virtual {p0, v1, v2, v3}, Ljava/io/InputStream;->read([BII)I
    move-result v3
    if-ltz v3, :done
    invoke-virtual {p1, v1, v2, v3}, Ljava/io/OutputStream;->write([BII)V
    int-to-long v6, v3
    add-long/2addr v4, v6
    goto :loop
    :done
    return-wide v4
.end method
