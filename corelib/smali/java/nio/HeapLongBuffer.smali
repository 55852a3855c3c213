.class Ljava/nio/HeapLongBuffer;
.super Ljava/nio/LongBuffer;
.source "HeapLongBuffer.java"

# A LongBuffer over a long[] (allocate, wrap); element i is hb[offset + i].

# (array, mark, pos, lim, cap, offset)
.method constructor <init>([JIIIII)V
    .locals 7
    move-object v0, p0
    move v1, p2
    move v2, p3
    move v3, p4
    move v4, p5
    move-object v5, p1
    move v6, p6
    invoke-direct/range {v0 .. v6}, Ljava/nio/LongBuffer;-><init>(IIII[JI)V
    return-void
.end method

.method ix(I)J
    .locals 3
    iget-object v0, p0, Ljava/nio/LongBuffer;->hb:[J
    iget v1, p0, Ljava/nio/LongBuffer;->offset:I
    add-int/2addr v1, p1
    aget-wide v1, v0, v1
    return-wide v1
.end method

.method ix(IJ)V
    .locals 2
    iget-object v0, p0, Ljava/nio/LongBuffer;->hb:[J
    iget v1, p0, Ljava/nio/LongBuffer;->offset:I
    add-int/2addr v1, p1
    aput-wide p2, v0, v1
    return-void
.end method

.method derive(IIIIIZ)Ljava/nio/LongBuffer;
    .locals 7
    iget-object v1, p0, Ljava/nio/LongBuffer;->hb:[J
    move v2, p1
    move v3, p2
    move v4, p3
    move v5, p4
    iget v6, p0, Ljava/nio/LongBuffer;->offset:I
    add-int/2addr v6, p5
    if-nez p6, :read_only
    new-instance v0, Ljava/nio/HeapLongBuffer;
    invoke-direct/range {v0 .. v6}, Ljava/nio/HeapLongBuffer;-><init>([JIIIII)V
    return-object v0
    :read_only
    new-instance v0, Ljava/nio/HeapLongBufferR;
    invoke-direct/range {v0 .. v6}, Ljava/nio/HeapLongBufferR;-><init>([JIIIII)V
    return-object v0
.end method

.method public order()Ljava/nio/ByteOrder;
    .locals 1
    invoke-static {}, Ljava/nio/ByteOrder;->nativeOrder()Ljava/nio/ByteOrder;
    move-result-object v0
    return-object v0
.end method
