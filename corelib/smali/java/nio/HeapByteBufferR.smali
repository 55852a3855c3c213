.class Ljava/nio/HeapByteBufferR;
.super Ljava/nio/HeapByteBuffer;
.source "HeapByteBufferR.java"

# The read-only HeapByteBuffer (asReadOnlyBuffer); a class of its own for its name.

.method constructor <init>([BIIIII)V
    .locals 1
    invoke-direct/range {p0 .. p6}, Ljava/nio/HeapByteBuffer;-><init>([BIIIII)V
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/nio/ByteBuffer;->isReadOnly:Z
    return-void
.end method
