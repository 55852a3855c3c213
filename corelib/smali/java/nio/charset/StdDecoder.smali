.class final Ljava/nio/charset/StdDecoder;
.super Ljava/nio/charset/CharsetDecoder;
.source "StdDecoder.java"

# The decoder of a StdCharset: decodeLoop hands the buffers' arrays (or copies, for
# buffers without an accessible array) to StdCharset.decodeLoop; io[0] keeps the coder's
# state (UTF-16's byte order or pending byte-order mark) between calls.

.field private final id:I
.field private final io:[I

.method constructor <init>(Ljava/nio/charset/StdCharset;)V
    .registers 5
    iget v0, p1, Ljava/nio/charset/StdCharset;->avgChars:F
    iget v1, p1, Ljava/nio/charset/StdCharset;->maxChars:F
    invoke-direct {p0, p1, v0, v1}, Ljava/nio/charset/CharsetDecoder;-><init>(Ljava/nio/charset/Charset;FF)V
    iget v0, p1, Ljava/nio/charset/StdCharset;->id:I
    iput v0, p0, Ljava/nio/charset/StdDecoder;->id:I
    const/4 v0, 5
    new-array v0, v0, [I
    iput-object v0, p0, Ljava/nio/charset/StdDecoder;->io:[I
    invoke-virtual {p0}, Ljava/nio/charset/StdDecoder;->implReset()V
    return-void
.end method

.method protected implReset()V
    .registers 4
    iget v0, p0, Ljava/nio/charset/StdDecoder;->id:I
    const/4 v1, 1
    invoke-static {v0, v1}, Ljava/nio/charset/StdCharset;->initialState(IZ)I
    move-result v0
    iget-object v1, p0, Ljava/nio/charset/StdDecoder;->io:[I
    const/4 v2, 0
    aput v0, v1, v2
    return-void
.end method

.method protected decodeLoop(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
    .registers 16
    invoke-virtual {p1}, Ljava/nio/Buffer;->position()I
    move-result v0
    invoke-virtual {p1}, Ljava/nio/Buffer;->limit()I
    move-result v1
    invoke-virtual {p2}, Ljava/nio/Buffer;->position()I
    move-result v2
    invoke-virtual {p2}, Ljava/nio/Buffer;->limit()I
    move-result v3
    invoke-virtual {p1}, Ljava/nio/ByteBuffer;->hasArray()Z
    move-result v4
    if-eqz v4, :copy_in
    invoke-virtual {p1}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v6
    invoke-virtual {p1}, Ljava/nio/ByteBuffer;->arrayOffset()I
    move-result v7
    goto :have_in
    :copy_in
    sub-int v9, v1, v0
    new-array v6, v9, [B
    const/4 v10, 0
    :copy_loop
    if-ge v10, v9, :copied
    add-int v7, v0, v10
    invoke-virtual {p1, v7}, Ljava/nio/ByteBuffer;->get(I)B
    move-result v7
    aput-byte v7, v6, v10
    add-int/lit8 v10, v10, 1
    goto :copy_loop
    :copied
    neg-int v7, v0
    :have_in
    add-int v8, v1, v7
    add-int/2addr v7, v0
    invoke-virtual {p2}, Ljava/nio/CharBuffer;->hasArray()Z
    move-result v4
    if-eqz v4, :temp_out
    invoke-virtual {p2}, Ljava/nio/CharBuffer;->array()[C
    move-result-object v9
    invoke-virtual {p2}, Ljava/nio/CharBuffer;->arrayOffset()I
    move-result v11
    goto :have_out
    :temp_out
    sub-int v11, v3, v2
    new-array v9, v11, [C
    neg-int v11, v2
    :have_out
    add-int v10, v2, v11
    add-int/2addr v11, v3
    iget v5, p0, Ljava/nio/charset/StdDecoder;->id:I
    iget-object v12, p0, Ljava/nio/charset/StdDecoder;->io:[I
    invoke-static/range {v5 .. v12}, Ljava/nio/charset/StdCharset;->decodeLoop(I[BII[CII[I)V
    if-nez v4, :written
    const/4 v5, 2
    aget v5, v12, v5
    const/4 v6, 0
    :write_loop
    if-ge v6, v5, :written
    aget-char v7, v9, v6
    add-int v8, v2, v6
    invoke-virtual {p2, v8, v7}, Ljava/nio/CharBuffer;->put(IC)Ljava/nio/CharBuffer;
    add-int/lit8 v6, v6, 1
    goto :write_loop
    :written
    const/4 v5, 1
    aget v5, v12, v5
    add-int/2addr v5, v0
    invoke-virtual {p1, v5}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    const/4 v5, 2
    aget v5, v12, v5
    add-int/2addr v5, v2
    invoke-virtual {p2, v5}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    invoke-static {v12}, Ljava/nio/charset/StdCharset;->result([I)Ljava/nio/charset/CoderResult;
    move-result-object v0
    return-object v0
.end method
