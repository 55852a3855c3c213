.class Ljava/nio/ByteBufferAsCharBufferL;
.super Ljava/nio/ByteBufferAsCharBufferB;
.source "ByteBufferAsCharBufferL.java"

# The little-endian view (see ByteBufferAsCharBufferB).

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
    const/4 v7, 0
    invoke-direct/range {v0 .. v7}, Ljava/nio/ByteBufferAsCharBufferB;-><init>(Ljava/nio/ByteBuffer;IIIIIZ)V
    return-void
.end method
