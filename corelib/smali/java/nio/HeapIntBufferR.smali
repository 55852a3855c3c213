.class Ljava/nio/HeapIntBufferR;
.super Ljava/nio/HeapIntBuffer;
.source "HeapIntBufferR.java"

# The read-only HeapIntBuffer (asReadOnlyBuffer); a class of its own for its name.

.method constructor <init>([IIIIII)V
    .locals 1
    invoke-direct/range {p0 .. p6}, Ljava/nio/HeapIntBuffer;-><init>([IIIIII)V
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/nio/IntBuffer;->isReadOnly:Z
    return-void
.end method
