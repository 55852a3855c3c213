.class public Ljava/util/zip/ZipInputStream;
.super Ljava/io/InputStream;
.source "ZipInputStream.java"

# java.util.zip.ZipInputStream (JDK 17 API): reads the entries of a ZIP stream one after
# another from their local headers (APPNOTE.TXT 4.3.7), STORED and DEFLATED, with data
# descriptors after deflated data (flag bit 3), checking sizes and CRC-32 at each entry's
# end with the JDK's ZipException messages. All reads of the underlying stream go through
# `buf`: the Inflater (nowrap) is given buf[bufPos..bufLim] and bufPos follows what it has
# consumed, so the bytes after a deflated entry stay for the next header (the JDK pushes
# them back into a PushbackInputStream). Unlike the JDK's it extends InputStream, not
# InflaterInputStream, whose buffer handling this sharing replaces. Not supported: ZIP64, encrypted entries (a
# ZipException, as in the JDK), entry times and extra data.

.field private final in:Ljava/io/InputStream;
.field private final inf:Ljava/util/zip/Inflater;
.field private final crc:Ljava/util/zip/CRC32;
.field private final buf:[B
.field private bufPos:I
.field private bufLim:I
.field private final tmp:[B
.field private entry:Ljava/util/zip/ZipEntry;
.field private flag:I
.field private remaining:J
.field private entryEOF:Z
.field private closed:Z

.method public constructor <init>(Ljava/io/InputStream;)V
    .registers 4
    invoke-direct {p0}, Ljava/io/InputStream;-><init>()V
    if-nez p1, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "in is null"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iput-object p1, p0, Ljava/util/zip/ZipInputStream;->in:Ljava/io/InputStream;
    new-instance v0, Ljava/util/zip/Inflater;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/util/zip/Inflater;-><init>(Z)V
    iput-object v0, p0, Ljava/util/zip/ZipInputStream;->inf:Ljava/util/zip/Inflater;
    new-instance v0, Ljava/util/zip/CRC32;
    invoke-direct {v0}, Ljava/util/zip/CRC32;-><init>()V
    iput-object v0, p0, Ljava/util/zip/ZipInputStream;->crc:Ljava/util/zip/CRC32;
    const/16 v0, 512
    new-array v0, v0, [B
    iput-object v0, p0, Ljava/util/zip/ZipInputStream;->buf:[B
    const/16 v0, 30
    new-array v0, v0, [B
    iput-object v0, p0, Ljava/util/zip/ZipInputStream;->tmp:[B
    return-void
.end method

.method private ensureOpen()V
    .registers 3
    iget-boolean v0, p0, Ljava/util/zip/ZipInputStream;->closed:Z
    if-nez v0, :closed
    return-void
    :closed
    new-instance v0, Ljava/io/IOException;
    const-string v1, "Stream closed"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# Bytes waiting in buf, reading more from `in` when none are; -1 at the end of `in`.
.method private fillBuf()I
    .registers 5
    iget v0, p0, Ljava/util/zip/ZipInputStream;->bufPos:I
    iget v1, p0, Ljava/util/zip/ZipInputStream;->bufLim:I
    if-ge v0, v1, :read
    sub-int/2addr v1, v0
    return v1
    :read
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->in:Ljava/io/InputStream;
    iget-object v1, p0, Ljava/util/zip/ZipInputStream;->buf:[B
    const/4 v2, 0
    array-length v3, v1
    invoke-virtual {v0, v1, v2, v3}, Ljava/io/InputStream;->read([BII)I
    move-result v0
    if-gtz v0, :got
    const/4 v0, -1
    return v0
    :got
    iput v2, p0, Ljava/util/zip/ZipInputStream;->bufPos:I
    iput v0, p0, Ljava/util/zip/ZipInputStream;->bufLim:I
    return v0
.end method

# Up to len bytes from buf into b at off; how many.
.method private take([BII)I
    .registers 7
    iget v0, p0, Ljava/util/zip/ZipInputStream;->bufLim:I
    iget v1, p0, Ljava/util/zip/ZipInputStream;->bufPos:I
    sub-int/2addr v0, v1
    invoke-static {v0, p3}, Ljava/lang/Math;->min(II)I
    move-result v0
    iget-object v2, p0, Ljava/util/zip/ZipInputStream;->buf:[B
    invoke-static {v2, v1, p1, p2, v0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    add-int/2addr v1, v0
    iput v1, p0, Ljava/util/zip/ZipInputStream;->bufPos:I
    return v0
.end method

.method private readFully([BII)V
    .registers 6
    :loop
    if-lez p3, :done
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->fillBuf()I
    move-result v0
    if-ltz v0, :eof
    invoke-direct {p0, p1, p2, p3}, Ljava/util/zip/ZipInputStream;->take([BII)I
    move-result v0
    add-int/2addr p2, v0
    sub-int/2addr p3, v0
    goto :loop
    :done
    return-void
    :eof
    new-instance v0, Ljava/io/EOFException;
    invoke-direct {v0}, Ljava/io/EOFException;-><init>()V
    throw v0
.end method

# Little-endian unsigned 16 and 32 bits at off.
.method private static SH([BI)I
    .registers 4
    aget-byte v0, p0, p1
    and-int/lit16 v0, v0, 0xff
    add-int/lit8 p1, p1, 1
    aget-byte v1, p0, p1
    and-int/lit16 v1, v1, 0xff
    shl-int/lit8 v1, v1, 8
    or-int/2addr v0, v1
    return v0
.end method

.method private static LG([BI)J
    .registers 6
    invoke-static {p0, p1}, Ljava/util/zip/ZipInputStream;->SH([BI)I
    move-result v0
    add-int/lit8 v1, p1, 2
    invoke-static {p0, v1}, Ljava/util/zip/ZipInputStream;->SH([BI)I
    move-result v1
    shl-int/lit8 v1, v1, 16
    or-int/2addr v0, v1
    int-to-long v0, v0
    const-wide v2, 0xffffffffL
    and-long/2addr v0, v2
    return-wide v0
.end method

.method public getNextEntry()Ljava/util/zip/ZipEntry;
    .registers 4
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->ensureOpen()V
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->entry:Ljava/util/zip/ZipEntry;
    if-eqz v0, :fresh
    invoke-virtual {p0}, Ljava/util/zip/ZipInputStream;->closeEntry()V
    :fresh
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->crc:Ljava/util/zip/CRC32;
    invoke-virtual {v0}, Ljava/util/zip/CRC32;->reset()V
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->inf:Ljava/util/zip/Inflater;
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->reset()V
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->readLOC()Ljava/util/zip/ZipEntry;
    move-result-object v0
    iput-object v0, p0, Ljava/util/zip/ZipInputStream;->entry:Ljava/util/zip/ZipEntry;
    if-eqz v0, :none
    iget-wide v1, v0, Ljava/util/zip/ZipEntry;->size:J
    iput-wide v1, p0, Ljava/util/zip/ZipInputStream;->remaining:J
    const/4 v1, 0
    iput-boolean v1, p0, Ljava/util/zip/ZipInputStream;->entryEOF:Z
    :none
    return-object v0
.end method

# The next local file header's entry, or null at the end of the entries (another
# signature: the central directory) or of the stream.
.method private readLOC()Ljava/util/zip/ZipEntry;
    .registers 9
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->tmp:[B
    :try
    const/4 v1, 0
    const/16 v2, 30
    invoke-direct {p0, v0, v1, v2}, Ljava/util/zip/ZipInputStream;->readFully([BII)V
    :try_end
    .catch Ljava/io/EOFException; {:try .. :try_end} :eof
    invoke-static {v0, v1}, Ljava/util/zip/ZipInputStream;->LG([BI)J
    move-result-wide v2
    const-wide/32 v4, 0x04034b50
    cmp-long v2, v2, v4
    if-eqz v2, :loc
    :eof
    const/4 v0, 0
    return-object v0
    :loc
    const/4 v1, 6
    invoke-static {v0, v1}, Ljava/util/zip/ZipInputStream;->SH([BI)I
    move-result v1
    iput v1, p0, Ljava/util/zip/ZipInputStream;->flag:I
    const/16 v1, 26
    invoke-static {v0, v1}, Ljava/util/zip/ZipInputStream;->SH([BI)I
    move-result v1
    new-array v2, v1, [B
    const/4 v3, 0
    invoke-direct {p0, v2, v3, v1}, Ljava/util/zip/ZipInputStream;->readFully([BII)V
    new-instance v4, Ljava/lang/String;
    invoke-direct {v4, v2, v3, v1}, Ljava/lang/String;-><init>([BII)V
    new-instance v5, Ljava/util/zip/ZipEntry;
    invoke-direct {v5, v4}, Ljava/util/zip/ZipEntry;-><init>(Ljava/lang/String;)V
    iget v1, p0, Ljava/util/zip/ZipInputStream;->flag:I
    and-int/lit8 v2, v1, 1
    if-eqz v2, :plain
    const-string v2, "encrypted ZIP entry not supported"
    new-instance v3, Ljava/util/zip/ZipException;
    invoke-direct {v3, v2}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V
    throw v3
    :plain
    const/16 v2, 8
    invoke-static {v0, v2}, Ljava/util/zip/ZipInputStream;->SH([BI)I
    move-result v2
    iput v2, v5, Ljava/util/zip/ZipEntry;->method:I
    and-int/lit8 v1, v1, 8
    if-eqz v1, :sizes
    const/16 v1, 8
    if-eq v2, v1, :extra
    const-string v2, "only DEFLATED entries can have EXT descriptor"
    new-instance v3, Ljava/util/zip/ZipException;
    invoke-direct {v3, v2}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V
    throw v3
    :sizes
    const/16 v1, 14
    invoke-static {v0, v1}, Ljava/util/zip/ZipInputStream;->LG([BI)J
    move-result-wide v2
    iput-wide v2, v5, Ljava/util/zip/ZipEntry;->crc:J
    const/16 v1, 18
    invoke-static {v0, v1}, Ljava/util/zip/ZipInputStream;->LG([BI)J
    move-result-wide v2
    iput-wide v2, v5, Ljava/util/zip/ZipEntry;->csize:J
    const/16 v1, 22
    invoke-static {v0, v1}, Ljava/util/zip/ZipInputStream;->LG([BI)J
    move-result-wide v2
    iput-wide v2, v5, Ljava/util/zip/ZipEntry;->size:J
    :extra
    const/16 v1, 28
    invoke-static {v0, v1}, Ljava/util/zip/ZipInputStream;->SH([BI)I
    move-result v1
    new-array v2, v1, [B
    const/4 v3, 0
    invoke-direct {p0, v2, v3, v1}, Ljava/util/zip/ZipInputStream;->readFully([BII)V
    return-object v5
.end method

.method public read()I
    .registers 4
    const/4 v0, 1
    new-array v0, v0, [B
    const/4 v1, 0
    const/4 v2, 1
    invoke-virtual {p0, v0, v1, v2}, Ljava/util/zip/ZipInputStream;->read([BII)I
    move-result v2
    if-gez v2, :byte
    return v2
    :byte
    aget-byte v0, v0, v1
    and-int/lit16 v0, v0, 0xff
    return v0
.end method

.method public read([BII)I
    .registers 11
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->ensureOpen()V
    array-length v0, p1
    if-ltz p2, :oob
    if-ltz p3, :oob
    sub-int/2addr v0, p3
    if-gt p2, v0, :oob
    if-nez p3, :nonempty
    const/4 v0, 0
    return v0
    :nonempty
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->entry:Ljava/util/zip/ZipEntry;
    if-nez v0, :entry
    const/4 v0, -1
    return v0
    :entry
    iget v1, v0, Ljava/util/zip/ZipEntry;->method:I
    if-eqz v1, :stored
    const/16 v2, 8
    if-ne v1, v2, :bad_method
    invoke-direct {p0, p1, p2, p3}, Ljava/util/zip/ZipInputStream;->inflate([BII)I
    move-result v1
    if-gez v1, :inflated
    invoke-direct {p0, v0}, Ljava/util/zip/ZipInputStream;->readEnd(Ljava/util/zip/ZipEntry;)V
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->endEntry()V
    return v1
    :inflated
    iget-object v2, p0, Ljava/util/zip/ZipInputStream;->crc:Ljava/util/zip/CRC32;
    invoke-virtual {v2, p1, p2, v1}, Ljava/util/zip/CRC32;->update([BII)V
    return v1

    :stored
    iget-wide v2, p0, Ljava/util/zip/ZipInputStream;->remaining:J
    const-wide/16 v4, 0
    cmp-long v4, v2, v4
    if-gtz v4, :more
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->endEntry()V
    const/4 v0, -1
    return v0
    :more
    int-to-long v4, p3
    cmp-long v4, v4, v2
    if-lez v4, :fits
    long-to-int p3, v2
    :fits
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->fillBuf()I
    move-result v4
    if-gez v4, :avail
    const-string v4, "unexpected EOF"
    new-instance v5, Ljava/util/zip/ZipException;
    invoke-direct {v5, v4}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V
    throw v5
    :avail
    invoke-direct {p0, p1, p2, p3}, Ljava/util/zip/ZipInputStream;->take([BII)I
    move-result v1
    iget-object v4, p0, Ljava/util/zip/ZipInputStream;->crc:Ljava/util/zip/CRC32;
    invoke-virtual {v4, p1, p2, v1}, Ljava/util/zip/CRC32;->update([BII)V
    int-to-long v4, v1
    sub-long/2addr v2, v4
    iput-wide v2, p0, Ljava/util/zip/ZipInputStream;->remaining:J
    const-wide/16 v4, 0
    cmp-long v2, v2, v4
    if-nez v2, :done
    invoke-direct {p0, v0}, Ljava/util/zip/ZipInputStream;->checkCrc(Ljava/util/zip/ZipEntry;)V
    :done
    return v1

    :bad_method
    const-string v1, "invalid compression method"
    new-instance v2, Ljava/util/zip/ZipException;
    invoke-direct {v2, v1}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V
    throw v2
    :oob
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
.end method

.method private endEntry()V
    .registers 2
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/ZipInputStream;->entryEOF:Z
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/zip/ZipInputStream;->entry:Ljava/util/zip/ZipEntry;
    return-void
.end method

# Inflates from buf: -1 once the entry's deflate stream has ended.
.method private inflate([BII)I
    .registers 10
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->inf:Ljava/util/zip/Inflater;
    :loop
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->needsInput()Z
    move-result v1
    if-eqz v1, :go
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->fillBuf()I
    move-result v1
    if-gez v1, :feed
    new-instance v2, Ljava/io/EOFException;
    const-string v3, "Unexpected end of ZLIB input stream"
    invoke-direct {v2, v3}, Ljava/io/EOFException;-><init>(Ljava/lang/String;)V
    throw v2
    :feed
    iget-object v2, p0, Ljava/util/zip/ZipInputStream;->buf:[B
    iget v3, p0, Ljava/util/zip/ZipInputStream;->bufPos:I
    invoke-virtual {v0, v2, v3, v1}, Ljava/util/zip/Inflater;->setInput([BII)V
    :go
    :try
    invoke-virtual {v0, p1, p2, p3}, Ljava/util/zip/Inflater;->inflate([BII)I
    move-result v1
    :try_end
    .catch Ljava/util/zip/DataFormatException; {:try .. :try_end} :bad
    iget v2, p0, Ljava/util/zip/ZipInputStream;->bufLim:I
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->getRemaining()I
    move-result v3
    sub-int/2addr v2, v3
    iput v2, p0, Ljava/util/zip/ZipInputStream;->bufPos:I
    if-lez v1, :none
    return v1
    :none
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->finished()Z
    move-result v2
    if-eqz v2, :loop
    const/4 v1, -1
    return v1
    :bad
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    if-nez v1, :msg
    const-string v1, "Invalid ZLIB data format"
    :msg
    new-instance v2, Ljava/util/zip/ZipException;
    invoke-direct {v2, v1}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V
    throw v2
.end method

# After a deflated entry: its data descriptor (with or without signature) when the
# header had none of the sizes, then the checks of size, compressed size and CRC-32.
.method private readEnd(Ljava/util/zip/ZipEntry;)V
    .registers 10
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->tmp:[B
    const/4 v1, 0
    iget v2, p0, Ljava/util/zip/ZipInputStream;->flag:I
    and-int/lit8 v2, v2, 8
    if-eqz v2, :check
    const/4 v2, 4
    invoke-direct {p0, v0, v1, v2}, Ljava/util/zip/ZipInputStream;->readFully([BII)V
    invoke-static {v0, v1}, Ljava/util/zip/ZipInputStream;->LG([BI)J
    move-result-wide v2
    const-wide/32 v4, 0x08074b50
    cmp-long v4, v2, v4
    if-nez v4, :nosig
    const/16 v2, 12
    invoke-direct {p0, v0, v1, v2}, Ljava/util/zip/ZipInputStream;->readFully([BII)V
    invoke-static {v0, v1}, Ljava/util/zip/ZipInputStream;->LG([BI)J
    move-result-wide v2
    iput-wide v2, p1, Ljava/util/zip/ZipEntry;->crc:J
    const/4 v2, 4
    goto :sizes
    :nosig
    iput-wide v2, p1, Ljava/util/zip/ZipEntry;->crc:J
    const/16 v2, 8
    invoke-direct {p0, v0, v1, v2}, Ljava/util/zip/ZipInputStream;->readFully([BII)V
    const/4 v2, 0
    :sizes
    invoke-static {v0, v2}, Ljava/util/zip/ZipInputStream;->LG([BI)J
    move-result-wide v4
    iput-wide v4, p1, Ljava/util/zip/ZipEntry;->csize:J
    add-int/lit8 v2, v2, 4
    invoke-static {v0, v2}, Ljava/util/zip/ZipInputStream;->LG([BI)J
    move-result-wide v4
    iput-wide v4, p1, Ljava/util/zip/ZipEntry;->size:J
    :check
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->inf:Ljava/util/zip/Inflater;
    iget-wide v2, p1, Ljava/util/zip/ZipEntry;->size:J
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->getBytesWritten()J
    move-result-wide v4
    cmp-long v1, v2, v4
    if-eqz v1, :size_ok
    const-string v1, "invalid entry size (expected "
    invoke-static {v1, v2, v3, v4, v5}, Ljava/util/zip/ZipInputStream;->sizeMessage(Ljava/lang/String;JJ)Ljava/lang/String;
    move-result-object v1
    new-instance v6, Ljava/util/zip/ZipException;
    invoke-direct {v6, v1}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V
    throw v6
    :size_ok
    iget-wide v2, p1, Ljava/util/zip/ZipEntry;->csize:J
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->getBytesRead()J
    move-result-wide v4
    cmp-long v1, v2, v4
    if-eqz v1, :csize_ok
    const-string v1, "invalid entry compressed size (expected "
    invoke-static {v1, v2, v3, v4, v5}, Ljava/util/zip/ZipInputStream;->sizeMessage(Ljava/lang/String;JJ)Ljava/lang/String;
    move-result-object v1
    new-instance v6, Ljava/util/zip/ZipException;
    invoke-direct {v6, v1}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V
    throw v6
    :csize_ok
    invoke-direct {p0, p1}, Ljava/util/zip/ZipInputStream;->checkCrc(Ljava/util/zip/ZipEntry;)V
    return-void
.end method

# head + expected + " but got " + got + " bytes)"
.method private static sizeMessage(Ljava/lang/String;JJ)Ljava/lang/String;
    .registers 7
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v1, " but got "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p3, p4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v1, " bytes)"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private checkCrc(Ljava/util/zip/ZipEntry;)V
    .registers 8
    iget-wide v0, p1, Ljava/util/zip/ZipEntry;->crc:J
    iget-object v2, p0, Ljava/util/zip/ZipInputStream;->crc:Ljava/util/zip/CRC32;
    invoke-virtual {v2}, Ljava/util/zip/CRC32;->getValue()J
    move-result-wide v2
    cmp-long v4, v0, v2
    if-nez v4, :bad
    return-void
    :bad
    new-instance v4, Ljava/lang/StringBuilder;
    const-string v5, "invalid entry CRC (expected 0x"
    invoke-direct {v4, v5}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " but got 0x"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/util/zip/ZipException;
    invoke-direct {v5, v4}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V
    throw v5
.end method

.method public closeEntry()V
    .registers 5
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->ensureOpen()V
    const/16 v0, 512
    new-array v0, v0, [B
    const/4 v1, 0
    array-length v2, v0
    :loop
    invoke-virtual {p0, v0, v1, v2}, Ljava/util/zip/ZipInputStream;->read([BII)I
    move-result v3
    if-ltz v3, :done
    goto :loop
    :done
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/ZipInputStream;->entryEOF:Z
    return-void
.end method

.method public available()I
    .registers 2
    invoke-direct {p0}, Ljava/util/zip/ZipInputStream;->ensureOpen()V
    iget-boolean v0, p0, Ljava/util/zip/ZipInputStream;->entryEOF:Z
    if-eqz v0, :open
    const/4 v0, 0
    return v0
    :open
    const/4 v0, 1
    return v0
.end method

.method public close()V
    .registers 2
    iget-boolean v0, p0, Ljava/util/zip/ZipInputStream;->closed:Z
    if-nez v0, :done
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/ZipInputStream;->closed:Z
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->inf:Ljava/util/zip/Inflater;
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->end()V
    iget-object v0, p0, Ljava/util/zip/ZipInputStream;->in:Ljava/io/InputStream;
    invoke-virtual {v0}, Ljava/io/InputStream;->close()V
    :done
    return-void
.end method
