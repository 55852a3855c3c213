.class public Ljava/util/zip/InflaterInputStream;
.super Ljava/io/InputStream;
.source "InflaterInputStream.java"

# java.util.zip.InflaterInputStream (JDK 17 API): the data an Inflater (zlib by default)
# makes of the bytes read from `in`, which it reads buf.length at a time. Extends
# InputStream directly (there is no FilterInputStream here); the JDK's fields `in`,
# `inf`, `buf` and `len` are protected as there. No mark/reset.

.field protected in:Ljava/io/InputStream;
.field protected inf:Ljava/util/zip/Inflater;
.field protected buf:[B
.field protected len:I
.field private closed:Z
.field private reachEOF:Z
.field private usesDefaultInflater:Z

.method public constructor <init>(Ljava/io/InputStream;Ljava/util/zip/Inflater;I)V
    .registers 6
    invoke-direct {p0}, Ljava/io/InputStream;-><init>()V
    if-eqz p1, :npe
    if-eqz p2, :npe
    if-lez p3, :size
    iput-object p1, p0, Ljava/util/zip/InflaterInputStream;->in:Ljava/io/InputStream;
    iput-object p2, p0, Ljava/util/zip/InflaterInputStream;->inf:Ljava/util/zip/Inflater;
    new-array v0, p3, [B
    iput-object v0, p0, Ljava/util/zip/InflaterInputStream;->buf:[B
    return-void
    :npe
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :size
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "buffer size <= 0"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public constructor <init>(Ljava/io/InputStream;Ljava/util/zip/Inflater;)V
    .registers 4
    const/16 v0, 512
    invoke-direct {p0, p1, p2, v0}, Ljava/util/zip/InflaterInputStream;-><init>(Ljava/io/InputStream;Ljava/util/zip/Inflater;I)V
    return-void
.end method

.method public constructor <init>(Ljava/io/InputStream;)V
    .registers 4
    new-instance v0, Ljava/util/zip/Inflater;
    invoke-direct {v0}, Ljava/util/zip/Inflater;-><init>()V
    invoke-direct {p0, p1, v0}, Ljava/util/zip/InflaterInputStream;-><init>(Ljava/io/InputStream;Ljava/util/zip/Inflater;)V
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/InflaterInputStream;->usesDefaultInflater:Z
    return-void
.end method

.method private ensureOpen()V
    .registers 3
    iget-boolean v0, p0, Ljava/util/zip/InflaterInputStream;->closed:Z
    if-nez v0, :closed
    return-void
    :closed
    new-instance v0, Ljava/io/IOException;
    const-string v1, "Stream closed"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public read()I
    .registers 4
    const/4 v0, 1
    new-array v0, v0, [B
    const/4 v1, 0
    const/4 v2, 1
    invoke-virtual {p0, v0, v1, v2}, Ljava/util/zip/InflaterInputStream;->read([BII)I
    move-result v2
    if-gez v2, :byte
    return v2
    :byte
    aget-byte v0, v0, v1
    and-int/lit16 v0, v0, 0xff
    return v0
.end method

.method public read([BII)I
    .registers 7
    invoke-direct {p0}, Ljava/util/zip/InflaterInputStream;->ensureOpen()V
    array-length v0, p1
    if-ltz p2, :oob
    if-ltz p3, :oob
    sub-int/2addr v0, p3
    if-gt p2, v0, :oob
    if-nez p3, :go
    const/4 v0, 0
    return v0
    :go
    iget-object v0, p0, Ljava/util/zip/InflaterInputStream;->inf:Ljava/util/zip/Inflater;
    :loop
    :try
    invoke-virtual {v0, p1, p2, p3}, Ljava/util/zip/Inflater;->inflate([BII)I
    move-result v1
    :try_end
    .catch Ljava/util/zip/DataFormatException; {:try .. :try_end} :bad
    if-eqz v1, :none
    return v1
    :none
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->finished()Z
    move-result v1
    if-nez v1, :eof
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->needsDictionary()Z
    move-result v1
    if-nez v1, :eof
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->needsInput()Z
    move-result v1
    if-eqz v1, :loop
    invoke-virtual {p0}, Ljava/util/zip/InflaterInputStream;->fill()V
    goto :loop
    :eof
    const/4 v1, 1
    iput-boolean v1, p0, Ljava/util/zip/InflaterInputStream;->reachEOF:Z
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
    :oob
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
.end method

.method protected fill()V
    .registers 5
    invoke-direct {p0}, Ljava/util/zip/InflaterInputStream;->ensureOpen()V
    iget-object v0, p0, Ljava/util/zip/InflaterInputStream;->in:Ljava/io/InputStream;
    iget-object v1, p0, Ljava/util/zip/InflaterInputStream;->buf:[B
    const/4 v2, 0
    array-length v3, v1
    invoke-virtual {v0, v1, v2, v3}, Ljava/io/InputStream;->read([BII)I
    move-result v0
    iput v0, p0, Ljava/util/zip/InflaterInputStream;->len:I
    const/4 v3, -1
    if-eq v0, v3, :eof
    iget-object v3, p0, Ljava/util/zip/InflaterInputStream;->inf:Ljava/util/zip/Inflater;
    invoke-virtual {v3, v1, v2, v0}, Ljava/util/zip/Inflater;->setInput([BII)V
    return-void
    :eof
    new-instance v0, Ljava/io/EOFException;
    const-string v1, "Unexpected end of ZLIB input stream"
    invoke-direct {v0, v1}, Ljava/io/EOFException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public available()I
    .registers 2
    invoke-direct {p0}, Ljava/util/zip/InflaterInputStream;->ensureOpen()V
    iget-boolean v0, p0, Ljava/util/zip/InflaterInputStream;->reachEOF:Z
    if-nez v0, :zero
    iget-object v0, p0, Ljava/util/zip/InflaterInputStream;->inf:Ljava/util/zip/Inflater;
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->finished()Z
    move-result v0
    if-nez v0, :zero
    const/4 v0, 1
    return v0
    :zero
    const/4 v0, 0
    return v0
.end method

.method public close()V
    .registers 2
    iget-boolean v0, p0, Ljava/util/zip/InflaterInputStream;->closed:Z
    if-nez v0, :done
    iget-boolean v0, p0, Ljava/util/zip/InflaterInputStream;->usesDefaultInflater:Z
    if-eqz v0, :keep
    iget-object v0, p0, Ljava/util/zip/InflaterInputStream;->inf:Ljava/util/zip/Inflater;
    invoke-virtual {v0}, Ljava/util/zip/Inflater;->end()V
    :keep
    iget-object v0, p0, Ljava/util/zip/InflaterInputStream;->in:Ljava/io/InputStream;
    invoke-virtual {v0}, Ljava/io/InputStream;->close()V
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/InflaterInputStream;->closed:Z
    :done
    return-void
.end method

.method public markSupported()Z
    .registers 2
    const/4 v0, 0
    return v0
.end method

.method public declared-synchronized mark(I)V
    .registers 2
    return-void
.end method

.method public declared-synchronized reset()V
    .registers 3
    new-instance v0, Ljava/io/IOException;
    const-string v1, "mark/reset not supported"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
