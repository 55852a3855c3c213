.class public Ljava/util/zip/Inflater;
.super Ljava/lang/Object;
.source "Inflater.java"

# java.util.zip.Inflater (JDK 17 API): zlib (RFC 1950) or, with nowrap, raw deflate
# (RFC 1951) decompression. The decompressor's state lives in the natives' handle table
# (corelib/src/zip.rs); this object holds its handle (0 once ended) and the pending input,
# which inflate0 consumes by moving inputPos. Not supported: preset dictionaries
# (needsDictionary is always false), getAdler, the ByteBuffer overloads. finalize() ends
# the stream when the program forgets to (the JDK uses a Cleaner). The JDK synchronizes
# these methods; here each state change is one native call or straight-line code, which
# a green thread switch never splits.

.field private handle:I
.field private final nowrap:Z
.field private input:[B
.field private inputPos:I
.field private inputLim:I
.field private finished:Z
.field private bytesRead:J
.field private bytesWritten:J

.method public constructor <init>()V
    .registers 2
    const/4 v0, 0
    invoke-direct {p0, v0}, Ljava/util/zip/Inflater;-><init>(Z)V
    return-void
.end method

.method public constructor <init>(Z)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-boolean p1, p0, Ljava/util/zip/Inflater;->nowrap:Z
    invoke-static {p1}, Ljava/util/zip/Inflater;->init(Z)I
    move-result v0
    iput v0, p0, Ljava/util/zip/Inflater;->handle:I
    return-void
.end method

.method private static native init(Z)I
.end method

.method private native inflate0([BII)I
.end method

.method private static native reset0(IZ)V
.end method

.method private static native end0(I)V
.end method

.method private ensureOpen()V
    .registers 3
    iget v0, p0, Ljava/util/zip/Inflater;->handle:I
    if-eqz v0, :closed
    return-void
    :closed
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "Inflater has been closed"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# The JDK's range check of setInput: ArrayIndexOutOfBoundsException without a message.
.method static checkRange([BII)V
    .registers 4
    array-length v0, p0
    if-ltz p1, :bad
    if-ltz p2, :bad
    sub-int/2addr v0, p2
    if-gt p1, v0, :bad
    return-void
    :bad
    new-instance v0, Ljava/lang/ArrayIndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/ArrayIndexOutOfBoundsException;-><init>()V
    throw v0
.end method

.method public setInput([BII)V
    .registers 5
    invoke-static {p1, p2, p3}, Ljava/util/zip/Inflater;->checkRange([BII)V
    iput-object p1, p0, Ljava/util/zip/Inflater;->input:[B
    iput p2, p0, Ljava/util/zip/Inflater;->inputPos:I
    add-int v0, p2, p3
    iput v0, p0, Ljava/util/zip/Inflater;->inputLim:I
    return-void
.end method

.method public setInput([B)V
    .registers 4
    const/4 v0, 0
    array-length v1, p1
    invoke-virtual {p0, p1, v0, v1}, Ljava/util/zip/Inflater;->setInput([BII)V
    return-void
.end method

.method public getRemaining()I
    .registers 3
    iget v0, p0, Ljava/util/zip/Inflater;->inputLim:I
    iget v1, p0, Ljava/util/zip/Inflater;->inputPos:I
    sub-int/2addr v0, v1
    return v0
.end method

.method public needsInput()Z
    .registers 3
    iget v0, p0, Ljava/util/zip/Inflater;->inputLim:I
    iget v1, p0, Ljava/util/zip/Inflater;->inputPos:I
    if-gt v0, v1, :has
    const/4 v0, 1
    return v0
    :has
    const/4 v0, 0
    return v0
.end method

.method public needsDictionary()Z
    .registers 2
    const/4 v0, 0
    return v0
.end method

.method public finished()Z
    .registers 2
    iget-boolean v0, p0, Ljava/util/zip/Inflater;->finished:Z
    return v0
.end method

.method public inflate([BII)I
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/util/zip/DataFormatException;
        }
    .end annotation
    invoke-direct {p0, p1, p2, p3}, Ljava/util/zip/Inflater;->inflate0([BII)I
    move-result v0
    return v0
.end method

.method public inflate([B)I
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/util/zip/DataFormatException;
        }
    .end annotation
    const/4 v0, 0
    array-length v1, p1
    invoke-virtual {p0, p1, v0, v1}, Ljava/util/zip/Inflater;->inflate([BII)I
    move-result v0
    return v0
.end method

.method public getTotalIn()I
    .registers 3
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->getBytesRead()J
    move-result-wide v0
    long-to-int v0, v0
    return v0
.end method

.method public getTotalOut()I
    .registers 3
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->getBytesWritten()J
    move-result-wide v0
    long-to-int v0, v0
    return v0
.end method

.method public getBytesRead()J
    .registers 3
    invoke-direct {p0}, Ljava/util/zip/Inflater;->ensureOpen()V
    iget-wide v0, p0, Ljava/util/zip/Inflater;->bytesRead:J
    return-wide v0
.end method

.method public getBytesWritten()J
    .registers 3
    invoke-direct {p0}, Ljava/util/zip/Inflater;->ensureOpen()V
    iget-wide v0, p0, Ljava/util/zip/Inflater;->bytesWritten:J
    return-wide v0
.end method

.method public reset()V
    .registers 5
    invoke-direct {p0}, Ljava/util/zip/Inflater;->ensureOpen()V
    iget v0, p0, Ljava/util/zip/Inflater;->handle:I
    iget-boolean v1, p0, Ljava/util/zip/Inflater;->nowrap:Z
    invoke-static {v0, v1}, Ljava/util/zip/Inflater;->reset0(IZ)V
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/zip/Inflater;->input:[B
    iput v0, p0, Ljava/util/zip/Inflater;->inputPos:I
    iput v0, p0, Ljava/util/zip/Inflater;->inputLim:I
    iput-boolean v0, p0, Ljava/util/zip/Inflater;->finished:Z
    const-wide/16 v2, 0
    iput-wide v2, p0, Ljava/util/zip/Inflater;->bytesRead:J
    iput-wide v2, p0, Ljava/util/zip/Inflater;->bytesWritten:J
    return-void
.end method

.method public end()V
    .registers 3
    iget v0, p0, Ljava/util/zip/Inflater;->handle:I
    if-eqz v0, :done
    invoke-static {v0}, Ljava/util/zip/Inflater;->end0(I)V
    const/4 v0, 0
    iput v0, p0, Ljava/util/zip/Inflater;->handle:I
    iput-object v0, p0, Ljava/util/zip/Inflater;->input:[B
    iput v0, p0, Ljava/util/zip/Inflater;->inputPos:I
    iput v0, p0, Ljava/util/zip/Inflater;->inputLim:I
    :done
    return-void
.end method

.method protected finalize()V
    .registers 1
    invoke-virtual {p0}, Ljava/util/zip/Inflater;->end()V
    return-void
.end method
