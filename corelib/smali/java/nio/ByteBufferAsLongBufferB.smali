.class Ljava/nio/ByteBufferAsLongBufferB;
.super Ljava/nio/LongBuffer;
.source "ByteBufferAsLongBufferB.java"

# ByteBuffer.asLongBuffer: longs over a ByteBuffer's bytes, element i at byte
# byteOffset + 8 * i of the ByteBuffer's index space. The order and the read-only flag
# live here; the L, RB and RL subclasses exist for their names (toString shows
# getClass().getName(), as the JDK's).

.field final bb:Ljava/nio/ByteBuffer;
.field final byteOffset:I
.field final big:Z

# (bb, mark, pos, lim, cap, byteOffset, big)
.method constructor <init>(Ljava/nio/ByteBuffer;IIIIIZ)V
    .locals 7
    move-object v0, p0
    move v1, p2
    move v2, p3
    move v3, p4
    move v4, p5
    const/4 v5, 0
    const/4 v6, 0
    invoke-direct/range {v0 .. v6}, Ljava/nio/LongBuffer;-><init>(IIII[JI)V
    iput-object p1, p0, Ljava/nio/ByteBufferAsLongBufferB;->bb:Ljava/nio/ByteBuffer;
    iput p6, p0, Ljava/nio/ByteBufferAsLongBufferB;->byteOffset:I
    iput-boolean p7, p0, Ljava/nio/ByteBufferAsLongBufferB;->big:Z
    return-void
.end method

# make(bb, mark, pos, lim, cap, byteOffset, big, readOnly): the view of the right class.
.method static make(Ljava/nio/ByteBuffer;IIIIIZZ)Ljava/nio/LongBuffer;
    .locals 8
    move-object v1, p0
    move v2, p1
    move v3, p2
    move v4, p3
    move v5, p4
    move v6, p5
    if-nez p7, :read_only
    if-eqz p6, :little
    new-instance v0, Ljava/nio/ByteBufferAsLongBufferB;
    move v7, p6
    invoke-direct/range {v0 .. v7}, Ljava/nio/ByteBufferAsLongBufferB;-><init>(Ljava/nio/ByteBuffer;IIIIIZ)V
    return-object v0
    :little
    new-instance v0, Ljava/nio/ByteBufferAsLongBufferL;
    invoke-direct/range {v0 .. v6}, Ljava/nio/ByteBufferAsLongBufferL;-><init>(Ljava/nio/ByteBuffer;IIIII)V
    return-object v0
    :read_only
    if-eqz p6, :read_only_little
    new-instance v0, Ljava/nio/ByteBufferAsLongBufferRB;
    invoke-direct/range {v0 .. v6}, Ljava/nio/ByteBufferAsLongBufferRB;-><init>(Ljava/nio/ByteBuffer;IIIII)V
    return-object v0
    :read_only_little
    new-instance v0, Ljava/nio/ByteBufferAsLongBufferRL;
    invoke-direct/range {v0 .. v6}, Ljava/nio/ByteBufferAsLongBufferRL;-><init>(Ljava/nio/ByteBuffer;IIIII)V
    return-object v0
.end method

.method ix(I)J
    .locals 3
    iget-object v0, p0, Ljava/nio/ByteBufferAsLongBufferB;->bb:Ljava/nio/ByteBuffer;
    iget v1, p0, Ljava/nio/ByteBufferAsLongBufferB;->byteOffset:I
    mul-int/lit8 v2, p1, 8
    add-int/2addr v1, v2
    iget-boolean v2, p0, Ljava/nio/ByteBufferAsLongBufferB;->big:Z
    invoke-virtual {v0, v1, v2}, Ljava/nio/ByteBuffer;->getLongAt(IZ)J
    move-result-wide v1
    return-wide v1
.end method

.method ix(IJ)V
    .locals 3
    iget-object v0, p0, Ljava/nio/ByteBufferAsLongBufferB;->bb:Ljava/nio/ByteBuffer;
    iget v1, p0, Ljava/nio/ByteBufferAsLongBufferB;->byteOffset:I
    mul-int/lit8 v2, p1, 8
    add-int/2addr v1, v2
    iget-boolean v2, p0, Ljava/nio/ByteBufferAsLongBufferB;->big:Z
    invoke-virtual {v0, v1, p2, p3, v2}, Ljava/nio/ByteBuffer;->putLongAt(IJZ)V
    return-void
.end method

.method derive(IIIIIZ)Ljava/nio/LongBuffer;
    .locals 8
    iget-object v0, p0, Ljava/nio/ByteBufferAsLongBufferB;->bb:Ljava/nio/ByteBuffer;
    move v1, p1
    move v2, p2
    move v3, p3
    move v4, p4
    iget v5, p0, Ljava/nio/ByteBufferAsLongBufferB;->byteOffset:I
    mul-int/lit8 v6, p5, 8
    add-int/2addr v5, v6
    iget-boolean v6, p0, Ljava/nio/ByteBufferAsLongBufferB;->big:Z
    move v7, p6
    invoke-static/range {v0 .. v7}, Ljava/nio/ByteBufferAsLongBufferB;->make(Ljava/nio/ByteBuffer;IIIIIZZ)Ljava/nio/LongBuffer;
    move-result-object v0
    return-object v0
.end method

.method public order()Ljava/nio/ByteOrder;
    .locals 1
    iget-boolean v0, p0, Ljava/nio/ByteBufferAsLongBufferB;->big:Z
    if-eqz v0, :little
    sget-object v0, Ljava/nio/ByteOrder;->BIG_ENDIAN:Ljava/nio/ByteOrder;
    return-object v0
    :little
    sget-object v0, Ljava/nio/ByteOrder;->LITTLE_ENDIAN:Ljava/nio/ByteOrder;
    return-object v0
.end method
