.class public Ljava/util/zip/CRC32;
.super Ljava/lang/Object;
.source "CRC32.java"
.implements Ljava/util/zip/Checksum;

# java.util.zip.CRC32: the CRC-32 of ISO 3309 / ITU-T V.42 (the zlib and gzip checksum), on crc32fast.
# The natives take and return the running value; the range checks are theirs
# (NullPointerException, ArrayIndexOutOfBoundsException as the JDK's).

.field private value:I

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 0
    iput v0, p0, Ljava/util/zip/CRC32;->value:I
    return-void
.end method

.method private static native update0(II)I
.end method

.method private static native update0(I[BII)I
.end method

.method public update(I)V
    .registers 3
    iget v0, p0, Ljava/util/zip/CRC32;->value:I
    invoke-static {v0, p1}, Ljava/util/zip/CRC32;->update0(II)I
    move-result v0
    iput v0, p0, Ljava/util/zip/CRC32;->value:I
    return-void
.end method

.method public update([B)V
    .registers 5
    iget v0, p0, Ljava/util/zip/CRC32;->value:I
    const/4 v1, 0
    array-length v2, p1
    invoke-static {v0, p1, v1, v2}, Ljava/util/zip/CRC32;->update0(I[BII)I
    move-result v0
    iput v0, p0, Ljava/util/zip/CRC32;->value:I
    return-void
.end method

.method public update([BII)V
    .registers 5
    iget v0, p0, Ljava/util/zip/CRC32;->value:I
    invoke-static {v0, p1, p2, p3}, Ljava/util/zip/CRC32;->update0(I[BII)I
    move-result v0
    iput v0, p0, Ljava/util/zip/CRC32;->value:I
    return-void
.end method

.method public reset()V
    .registers 2
    const/4 v0, 0
    iput v0, p0, Ljava/util/zip/CRC32;->value:I
    return-void
.end method

# The value as an unsigned 32-bit number.
.method public getValue()J
    .registers 5
    iget v0, p0, Ljava/util/zip/CRC32;->value:I
    int-to-long v0, v0
    const-wide v2, 0xffffffffL
    and-long/2addr v0, v2
    return-wide v0
.end method
