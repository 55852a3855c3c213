.class Ljava/nio/HeapCharBufferR;
.super Ljava/nio/HeapCharBuffer;
.source "HeapCharBufferR.java"

# The read-only HeapCharBuffer (asReadOnlyBuffer); a class of its own for its name.

.method constructor <init>([CIIIII)V
    .locals 1
    invoke-direct/range {p0 .. p6}, Ljava/nio/HeapCharBuffer;-><init>([CIIIII)V
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    return-void
.end method
