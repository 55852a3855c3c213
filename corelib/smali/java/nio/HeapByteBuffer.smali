.class Ljava/nio/HeapByteBuffer;
.super Ljava/nio/ByteBuffer;
.source "HeapByteBuffer.java"

# A ByteBuffer over a byte[] (allocate, wrap); element i is hb[offset + i].

# (array, mark, pos, lim, cap, offset)
.method constructor <init>([BIIIII)V
    .locals 7
    move-object v0, p0
    move v1, p2
    move v2, p3
    move v3, p4
    move v4, p5
    move-object v5, p1
    move v6, p6
    invoke-direct/range {v0 .. v6}, Ljava/nio/ByteBuffer;-><init>(IIII[BI)V
    return-void
.end method

.method ix(I)B
    .locals 3
    iget-object v0, p0, Ljava/nio/ByteBuffer;->hb:[B
    iget v1, p0, Ljava/nio/ByteBuffer;->offset:I
    add-int/2addr v1, p1
    aget-byte v1, v0, v1
    return v1
.end method

.method ix(IB)V
    .locals 2
    iget-object v0, p0, Ljava/nio/ByteBuffer;->hb:[B
    iget v1, p0, Ljava/nio/ByteBuffer;->offset:I
    add-int/2addr v1, p1
    aput-byte p2, v0, v1
    return-void
.end method

.method derive(IIIIIZ)Ljava/nio/ByteBuffer;
    .locals 7
    iget-object v1, p0, Ljava/nio/ByteBuffer;->hb:[B
    move v2, p1
    move v3, p2
    move v4, p3
    move v5, p4
    iget v6, p0, Ljava/nio/ByteBuffer;->offset:I
    add-int/2addr v6, p5
    if-nez p6, :read_only
    new-instance v0, Ljava/nio/HeapByteBuffer;
    invoke-direct/range {v0 .. v6}, Ljava/nio/HeapByteBuffer;-><init>([BIIIII)V
    return-object v0
    :read_only
    new-instance v0, Ljava/nio/HeapByteBufferR;
    invoke-direct/range {v0 .. v6}, Ljava/nio/HeapByteBufferR;-><init>([BIIIII)V
    return-object v0
.end method
