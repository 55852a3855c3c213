.class public abstract Ljava/nio/Buffer;
.super Ljava/lang/Object;
.source "Buffer.java"

# A buffer's mark, position, limit and capacity (JDK 17 java.nio.Buffer, messages as the
# JDK's). The typed buffers (ByteBuffer, CharBuffer, IntBuffer, LongBuffer) hold the
# storage; the index helpers below are package-private as in the JDK.

.field mark:I
.field position:I
.field limit:I
.field capacity:I

# Buffer(mark, pos, lim, cap)
.method constructor <init>(IIII)V
    .registers 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, -1
    iput v0, p0, Ljava/nio/Buffer;->mark:I
    if-gez p4, :cap_ok
    invoke-static {p4}, Ljava/nio/Buffer;->capacityException(I)Ljava/lang/IllegalArgumentException;
    move-result-object v0
    throw v0
    :cap_ok
    iput p4, p0, Ljava/nio/Buffer;->capacity:I
    invoke-virtual {p0, p3}, Ljava/nio/Buffer;->limit(I)Ljava/nio/Buffer;
    invoke-virtual {p0, p2}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    if-ltz p1, :done
    if-le p1, p2, :mark_ok
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "mark > position: ("
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " > "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :mark_ok
    iput p1, p0, Ljava/nio/Buffer;->mark:I
    :done
    return-void
.end method

# IllegalArgumentException("capacity < 0: (cap < 0)")
.method static capacityException(I)Ljava/lang/IllegalArgumentException;
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "capacity < 0: ("
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " < 0)"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

# IllegalArgumentException("<what> > <bound name>: (v > bound)") or "<what> < 0: (v < 0)".
.method static boundException(Ljava/lang/String;Ljava/lang/String;II)Ljava/lang/IllegalArgumentException;
    .registers 7
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    if-gez p2, :above
    const-string v1, " < 0: ("
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " < 0)"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :make
    :above
    const-string v1, " > "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": ("
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " > "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :make
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public final capacity()I
    .registers 2
    iget v0, p0, Ljava/nio/Buffer;->capacity:I
    return v0
.end method

.method public final position()I
    .registers 2
    iget v0, p0, Ljava/nio/Buffer;->position:I
    return v0
.end method

.method public position(I)Ljava/nio/Buffer;
    .registers 5
    iget v0, p0, Ljava/nio/Buffer;->limit:I
    if-gt p1, v0, :bad
    if-gez p1, :ok
    :bad
    const-string v1, "newPosition"
    const-string v2, "limit"
    invoke-static {v1, v2, p1, v0}, Ljava/nio/Buffer;->boundException(Ljava/lang/String;Ljava/lang/String;II)Ljava/lang/IllegalArgumentException;
    move-result-object v1
    throw v1
    :ok
    iget v0, p0, Ljava/nio/Buffer;->mark:I
    if-le v0, p1, :keep
    const/4 v0, -1
    iput v0, p0, Ljava/nio/Buffer;->mark:I
    :keep
    iput p1, p0, Ljava/nio/Buffer;->position:I
    return-object p0
.end method

.method public final limit()I
    .registers 2
    iget v0, p0, Ljava/nio/Buffer;->limit:I
    return v0
.end method

.method public limit(I)Ljava/nio/Buffer;
    .registers 5
    iget v0, p0, Ljava/nio/Buffer;->capacity:I
    if-gt p1, v0, :bad
    if-gez p1, :ok
    :bad
    const-string v1, "newLimit"
    const-string v2, "capacity"
    invoke-static {v1, v2, p1, v0}, Ljava/nio/Buffer;->boundException(Ljava/lang/String;Ljava/lang/String;II)Ljava/lang/IllegalArgumentException;
    move-result-object v1
    throw v1
    :ok
    iput p1, p0, Ljava/nio/Buffer;->limit:I
    iget v0, p0, Ljava/nio/Buffer;->position:I
    if-le v0, p1, :pos_ok
    iput p1, p0, Ljava/nio/Buffer;->position:I
    :pos_ok
    iget v0, p0, Ljava/nio/Buffer;->mark:I
    if-le v0, p1, :mark_ok
    const/4 v0, -1
    iput v0, p0, Ljava/nio/Buffer;->mark:I
    :mark_ok
    return-object p0
.end method

.method public mark()Ljava/nio/Buffer;
    .registers 2
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iput v0, p0, Ljava/nio/Buffer;->mark:I
    return-object p0
.end method

.method public reset()Ljava/nio/Buffer;
    .registers 2
    iget v0, p0, Ljava/nio/Buffer;->mark:I
    if-gez v0, :ok
    new-instance v0, Ljava/nio/InvalidMarkException;
    invoke-direct {v0}, Ljava/nio/InvalidMarkException;-><init>()V
    throw v0
    :ok
    iput v0, p0, Ljava/nio/Buffer;->position:I
    return-object p0
.end method

.method public clear()Ljava/nio/Buffer;
    .registers 2
    const/4 v0, 0
    iput v0, p0, Ljava/nio/Buffer;->position:I
    iget v0, p0, Ljava/nio/Buffer;->capacity:I
    iput v0, p0, Ljava/nio/Buffer;->limit:I
    const/4 v0, -1
    iput v0, p0, Ljava/nio/Buffer;->mark:I
    return-object p0
.end method

.method public flip()Ljava/nio/Buffer;
    .registers 2
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iput v0, p0, Ljava/nio/Buffer;->limit:I
    const/4 v0, 0
    iput v0, p0, Ljava/nio/Buffer;->position:I
    const/4 v0, -1
    iput v0, p0, Ljava/nio/Buffer;->mark:I
    return-object p0
.end method

.method public rewind()Ljava/nio/Buffer;
    .registers 2
    const/4 v0, 0
    iput v0, p0, Ljava/nio/Buffer;->position:I
    const/4 v0, -1
    iput v0, p0, Ljava/nio/Buffer;->mark:I
    return-object p0
.end method

.method public final remaining()I
    .registers 3
    iget v0, p0, Ljava/nio/Buffer;->limit:I
    iget v1, p0, Ljava/nio/Buffer;->position:I
    sub-int/2addr v0, v1
    if-gez v0, :ok
    const/4 v0, 0
    :ok
    return v0
.end method

.method public final hasRemaining()Z
    .registers 3
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iget v1, p0, Ljava/nio/Buffer;->limit:I
    if-lt v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public abstract isReadOnly()Z
.end method

.method public abstract hasArray()Z
.end method

.method public abstract array()Ljava/lang/Object;
.end method

.method public abstract arrayOffset()I
.end method

.method public abstract isDirect()Z
.end method

.method public abstract slice()Ljava/nio/Buffer;
.end method

.method public abstract duplicate()Ljava/nio/Buffer;
.end method

# The position before advancing it by nb, or BufferUnderflowException when fewer than nb
# elements remain.
.method final nextGetIndex(I)I
    .registers 4
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iget v1, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v1, v0
    if-lt v1, p1, :under
    add-int v1, v0, p1
    iput v1, p0, Ljava/nio/Buffer;->position:I
    return v0
    :under
    new-instance v0, Ljava/nio/BufferUnderflowException;
    invoke-direct {v0}, Ljava/nio/BufferUnderflowException;-><init>()V
    throw v0
.end method

# nextGetIndex's twin for writes: BufferOverflowException.
.method final nextPutIndex(I)I
    .registers 4
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iget v1, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v1, v0
    if-lt v1, p1, :over
    add-int v1, v0, p1
    iput v1, p0, Ljava/nio/Buffer;->position:I
    return v0
    :over
    new-instance v0, Ljava/nio/BufferOverflowException;
    invoke-direct {v0}, Ljava/nio/BufferOverflowException;-><init>()V
    throw v0
.end method

# i, or IndexOutOfBoundsException (no message, as the JDK's) unless i..i+nb-1 lie
# below the limit.
.method final checkIndex(II)I
    .registers 5
    if-ltz p1, :bad
    iget v0, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v0, p1
    if-gt p2, v0, :bad
    return p1
    :bad
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
.end method

.method final discardMark()V
    .registers 2
    const/4 v0, -1
    iput v0, p0, Ljava/nio/Buffer;->mark:I
    return-void
.end method

.method final markValue()I
    .registers 2
    iget v0, p0, Ljava/nio/Buffer;->mark:I
    return v0
.end method
