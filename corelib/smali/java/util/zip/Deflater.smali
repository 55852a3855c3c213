.class public Ljava/util/zip/Deflater;
.super Ljava/lang/Object;
.source "Deflater.java"

# java.util.zip.Deflater (JDK 17 API): zlib (RFC 1950) or, with nowrap, raw deflate
# (RFC 1951) compression on miniz_oxide, so the compressed bytes are not zlib's (both are
# valid streams of the same data). The compressor lives in the natives' handle table
# (corelib/src/zip.rs) as the Inflater's does; a new level or strategy takes effect at
# the next deflate call, as in the JDK (mid-stream only the level can change). Not
# supported: preset dictionaries, getAdler, the ByteBuffer overloads.

.field public static final DEFLATED:I = 0x8
.field public static final NO_COMPRESSION:I = 0x0
.field public static final BEST_SPEED:I = 0x1
.field public static final BEST_COMPRESSION:I = 0x9
.field public static final DEFAULT_COMPRESSION:I = -0x1
.field public static final FILTERED:I = 0x1
.field public static final HUFFMAN_ONLY:I = 0x2
.field public static final DEFAULT_STRATEGY:I = 0x0
.field public static final NO_FLUSH:I = 0x0
.field public static final SYNC_FLUSH:I = 0x2
.field public static final FULL_FLUSH:I = 0x3

.field private handle:I
.field private final nowrap:Z
.field private level:I
.field private strategy:I
.field private setParams:Z
.field private input:[B
.field private inputPos:I
.field private inputLim:I
.field private finish:Z
.field private finished:Z
.field private bytesRead:J
.field private bytesWritten:J

.method public constructor <init>()V
    .registers 3
    const/4 v0, -1
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/util/zip/Deflater;-><init>(IZ)V
    return-void
.end method

.method public constructor <init>(I)V
    .registers 3
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/zip/Deflater;-><init>(IZ)V
    return-void
.end method

# A level outside -1..9: IllegalArgumentException without message, as zlib's init.
.method public constructor <init>(IZ)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, -1
    if-lt p1, v0, :bad
    const/16 v0, 9
    if-gt p1, v0, :bad
    iput p1, p0, Ljava/util/zip/Deflater;->level:I
    iput-boolean p2, p0, Ljava/util/zip/Deflater;->nowrap:Z
    const/4 v0, 0
    invoke-static {p1, v0, p2}, Ljava/util/zip/Deflater;->init(IIZ)I
    move-result v0
    iput v0, p0, Ljava/util/zip/Deflater;->handle:I
    return-void
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
.end method

.method private static native init(IIZ)I
.end method

.method private native deflate0([BIII)I
.end method

.method private static native params0(IIIZZ)V
.end method

.method private static native reset0(I)V
.end method

.method private static native end0(I)V
.end method

.method private ensureOpen()V
    .registers 3
    iget v0, p0, Ljava/util/zip/Deflater;->handle:I
    if-eqz v0, :closed
    return-void
    :closed
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "Deflater has been closed"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# The JDK's range check of setInput: ArrayIndexOutOfBoundsException without a message.
.method public setInput([BII)V
    .registers 5
    invoke-static {p1, p2, p3}, Ljava/util/zip/Inflater;->checkRange([BII)V
    iput-object p1, p0, Ljava/util/zip/Deflater;->input:[B
    iput p2, p0, Ljava/util/zip/Deflater;->inputPos:I
    add-int v0, p2, p3
    iput v0, p0, Ljava/util/zip/Deflater;->inputLim:I
    return-void
.end method

.method public setInput([B)V
    .registers 4
    const/4 v0, 0
    array-length v1, p1
    invoke-virtual {p0, p1, v0, v1}, Ljava/util/zip/Deflater;->setInput([BII)V
    return-void
.end method

.method public needsInput()Z
    .registers 3
    iget v0, p0, Ljava/util/zip/Deflater;->inputLim:I
    iget v1, p0, Ljava/util/zip/Deflater;->inputPos:I
    if-gt v0, v1, :has
    const/4 v0, 1
    return v0
    :has
    const/4 v0, 0
    return v0
.end method

.method public finished()Z
    .registers 2
    iget-boolean v0, p0, Ljava/util/zip/Deflater;->finished:Z
    return v0
.end method

.method public getTotalIn()I
    .registers 3
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->getBytesRead()J
    move-result-wide v0
    long-to-int v0, v0
    return v0
.end method

.method public getTotalOut()I
    .registers 3
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->getBytesWritten()J
    move-result-wide v0
    long-to-int v0, v0
    return v0
.end method

.method public getBytesRead()J
    .registers 3
    invoke-direct {p0}, Ljava/util/zip/Deflater;->ensureOpen()V
    iget-wide v0, p0, Ljava/util/zip/Deflater;->bytesRead:J
    return-wide v0
.end method

.method public getBytesWritten()J
    .registers 3
    invoke-direct {p0}, Ljava/util/zip/Deflater;->ensureOpen()V
    iget-wide v0, p0, Ljava/util/zip/Deflater;->bytesWritten:J
    return-wide v0
.end method

.method public end()V
    .registers 3
    iget v0, p0, Ljava/util/zip/Deflater;->handle:I
    if-eqz v0, :done
    invoke-static {v0}, Ljava/util/zip/Deflater;->end0(I)V
    const/4 v0, 0
    iput v0, p0, Ljava/util/zip/Deflater;->handle:I
    iput-object v0, p0, Ljava/util/zip/Deflater;->input:[B
    iput v0, p0, Ljava/util/zip/Deflater;->inputPos:I
    iput v0, p0, Ljava/util/zip/Deflater;->inputLim:I
    :done
    return-void
.end method

.method protected finalize()V
    .registers 1
    invoke-virtual {p0}, Ljava/util/zip/Deflater;->end()V
    return-void
.end method

.method public setLevel(I)V
    .registers 4
    const/4 v0, -1
    if-lt p1, v0, :bad
    const/16 v0, 9
    if-gt p1, v0, :bad
    iget v0, p0, Ljava/util/zip/Deflater;->level:I
    if-eq v0, p1, :same
    iput p1, p0, Ljava/util/zip/Deflater;->level:I
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/Deflater;->setParams:Z
    :same
    return-void
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "invalid compression level"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public setStrategy(I)V
    .registers 4
    if-ltz p1, :bad
    const/4 v0, 2
    if-gt p1, v0, :bad
    iget v0, p0, Ljava/util/zip/Deflater;->strategy:I
    if-eq v0, p1, :same
    iput p1, p0, Ljava/util/zip/Deflater;->strategy:I
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/Deflater;->setParams:Z
    :same
    return-void
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
.end method

.method public finish()V
    .registers 2
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/Deflater;->finish:Z
    return-void
.end method

# Pending level/strategy changes go to the compressor first (anew when no input has
# been taken yet).
.method public deflate([BIII)I
    .registers 13
    iget-boolean v0, p0, Ljava/util/zip/Deflater;->setParams:Z
    if-eqz v0, :go
    invoke-direct {p0}, Ljava/util/zip/Deflater;->ensureOpen()V
    iget v0, p0, Ljava/util/zip/Deflater;->handle:I
    iget v1, p0, Ljava/util/zip/Deflater;->level:I
    iget v2, p0, Ljava/util/zip/Deflater;->strategy:I
    iget-boolean v3, p0, Ljava/util/zip/Deflater;->nowrap:Z
    iget-wide v4, p0, Ljava/util/zip/Deflater;->bytesRead:J
    const-wide/16 v6, 0
    cmp-long v4, v4, v6
    if-nez v4, :started
    const/4 v4, 1
    goto :params
    :started
    const/4 v4, 0
    :params
    invoke-static {v0, v1, v2, v3, v4}, Ljava/util/zip/Deflater;->params0(IIIZZ)V
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/zip/Deflater;->setParams:Z
    :go
    invoke-direct {p0, p1, p2, p3, p4}, Ljava/util/zip/Deflater;->deflate0([BIII)I
    move-result v0
    return v0
.end method

.method public deflate([BII)I
    .registers 5
    const/4 v0, 0
    invoke-virtual {p0, p1, p2, p3, v0}, Ljava/util/zip/Deflater;->deflate([BIII)I
    move-result v0
    return v0
.end method

.method public deflate([B)I
    .registers 5
    const/4 v0, 0
    array-length v1, p1
    const/4 v2, 0
    invoke-virtual {p0, p1, v0, v1, v2}, Ljava/util/zip/Deflater;->deflate([BIII)I
    move-result v0
    return v0
.end method

.method public reset()V
    .registers 5
    invoke-direct {p0}, Ljava/util/zip/Deflater;->ensureOpen()V
    iget v0, p0, Ljava/util/zip/Deflater;->handle:I
    invoke-static {v0}, Ljava/util/zip/Deflater;->reset0(I)V
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/zip/Deflater;->input:[B
    iput v0, p0, Ljava/util/zip/Deflater;->inputPos:I
    iput v0, p0, Ljava/util/zip/Deflater;->inputLim:I
    iput-boolean v0, p0, Ljava/util/zip/Deflater;->finish:Z
    iput-boolean v0, p0, Ljava/util/zip/Deflater;->finished:Z
    const-wide/16 v2, 0
    iput-wide v2, p0, Ljava/util/zip/Deflater;->bytesRead:J
    iput-wide v2, p0, Ljava/util/zip/Deflater;->bytesWritten:J
    return-void
.end method
