.class Ljava/nio/ByteBufferAsCharBufferRB;
.super Ljava/nio/ByteBufferAsCharBufferB;
.source "ByteBufferAsCharBufferRB.java"

# The big-endian read-only view (see ByteBufferAsCharBufferB).

# (bb, mark, pos, lim, cap, byteOffset)
.method constructor <init>(Ljava/nio/ByteBuffer;IIIII)V
    .locals 8
    move-object v0, p0
    move-object v1, p1
    move v2, p2
    move v3, p3
    move v4, p4
    move v5, p5
    move v6, p6
    const/4 v7, 1
    invoke-direct/range {v0 .. v7}, Ljava/nio/ByteBufferAsCharBufferB;-><init>(Ljava/nio/ByteBuffer;IIIIIZ)V
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    return-void
.end method
