.class Ljava/nio/HeapLongBufferR;
.super Ljava/nio/HeapLongBuffer;
.source "HeapLongBufferR.java"

# The read-only HeapLongBuffer (asReadOnlyBuffer); a class of its own for its name.

.method constructor <init>([JIIIII)V
    .locals 1
    invoke-direct/range {p0 .. p6}, Ljava/nio/HeapLongBuffer;-><init>([JIIIII)V
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/nio/LongBuffer;->isReadOnly:Z
    return-void
.end method
