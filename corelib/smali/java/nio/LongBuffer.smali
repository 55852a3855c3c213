.class public abstract Ljava/nio/LongBuffer;
.super Ljava/nio/Buffer;
.source "LongBuffer.java"
.implements Ljava/lang/Comparable;

# JDK 17 java.nio.LongBuffer over an abstract element access: ix(i) reads and ix(i, x)
# writes element i of the buffer's own index space, unchecked; derive(...) makes a
# buffer over the same storage (for slice, duplicate, asReadOnlyBuffer). Subclasses are
# the heap buffers (HeapLongBuffer, HeapLongBufferR) and the views of a ByteBuffer (ByteBufferAsLongBuffer*).

.field final hb:[J
.field final offset:I
.field isReadOnly:Z

.method constructor <init>(IIII[JI)V
    .locals 1
    invoke-direct {p0, p1, p2, p3, p4}, Ljava/nio/Buffer;-><init>(IIII)V
    iput-object p5, p0, Ljava/nio/LongBuffer;->hb:[J
    iput p6, p0, Ljava/nio/LongBuffer;->offset:I
    return-void
.end method

.method abstract ix(I)J
.end method

.method abstract ix(IJ)V
.end method

# derive(mark, pos, lim, cap, start, readOnly): a buffer over this one's storage whose
# index 0 is this one's index start.
.method abstract derive(IIIIIZ)Ljava/nio/LongBuffer;
.end method

.method private writable()V
    .locals 1
    iget-boolean v0, p0, Ljava/nio/LongBuffer;->isReadOnly:Z
    if-nez v0, :ro
    return-void
    :ro
    new-instance v0, Ljava/nio/ReadOnlyBufferException;
    invoke-direct {v0}, Ljava/nio/ReadOnlyBufferException;-><init>()V
    throw v0
.end method

.method public static allocate(I)Ljava/nio/LongBuffer;
    .locals 7
    if-gez p0, :ok
    invoke-static {p0}, Ljava/nio/Buffer;->capacityException(I)Ljava/lang/IllegalArgumentException;
    move-result-object v0
    throw v0
    :ok
    new-instance v0, Ljava/nio/HeapLongBuffer;
    new-array v1, p0, [J
    const/4 v2, -1
    const/4 v3, 0
    move v4, p0
    move v5, p0
    const/4 v6, 0
    invoke-direct/range {v0 .. v6}, Ljava/nio/HeapLongBuffer;-><init>([JIIIII)V
    return-object v0
.end method

# wrap(array, offset, length): IndexOutOfBoundsException (no message) for a bad range.
.method public static wrap([JII)Ljava/nio/LongBuffer;
    .locals 7
    :try_start
    new-instance v0, Ljava/nio/HeapLongBuffer;
    move-object v1, p0
    const/4 v2, -1
    move v3, p1
    add-int v4, p1, p2
    array-length v5, p0
    const/4 v6, 0
    invoke-direct/range {v0 .. v6}, Ljava/nio/HeapLongBuffer;-><init>([JIIIII)V
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :bad
    return-object v0
    :bad
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
.end method

.method public static wrap([J)Ljava/nio/LongBuffer;
    .locals 2
    array-length v0, p0
    const/4 v1, 0
    invoke-static {p0, v1, v0}, Ljava/nio/LongBuffer;->wrap([JII)Ljava/nio/LongBuffer;
    move-result-object v0
    return-object v0
.end method

.method public get()J
    .locals 2
    const/4 v0, 1
    invoke-virtual {p0, v0}, Ljava/nio/LongBuffer;->nextGetIndex(I)I
    move-result v0
    invoke-virtual {p0, v0}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v0
    return-wide v0
.end method

.method public get(I)J
    .locals 2
    const/4 v0, 1
    invoke-virtual {p0, p1, v0}, Ljava/nio/LongBuffer;->checkIndex(II)I
    invoke-virtual {p0, p1}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v0
    return-wide v0
.end method

.method public put(J)Ljava/nio/LongBuffer;
    .locals 1
    invoke-direct {p0}, Ljava/nio/LongBuffer;->writable()V
    const/4 v0, 1
    invoke-virtual {p0, v0}, Ljava/nio/LongBuffer;->nextPutIndex(I)I
    move-result v0
    invoke-virtual {p0, v0, p1, p2}, Ljava/nio/LongBuffer;->ix(IJ)V
    return-object p0
.end method

.method public put(IJ)Ljava/nio/LongBuffer;
    .locals 1
    invoke-direct {p0}, Ljava/nio/LongBuffer;->writable()V
    const/4 v0, 1
    invoke-virtual {p0, p1, v0}, Ljava/nio/LongBuffer;->checkIndex(II)I
    invoke-virtual {p0, p1, p2, p3}, Ljava/nio/LongBuffer;->ix(IJ)V
    return-object p0
.end method

# Bulk get: Objects.checkFromIndexSize's exception for a bad range, then
# BufferUnderflowException when fewer than length elements remain.
.method public get([JII)Ljava/nio/LongBuffer;
    .locals 6
    array-length v0, p1
    invoke-static {p2, p3, v0}, Ljava/util/Objects;->checkFromIndexSize(III)I
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iget v1, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v1, v0
    if-le p3, v1, :ok
    new-instance v1, Ljava/nio/BufferUnderflowException;
    invoke-direct {v1}, Ljava/nio/BufferUnderflowException;-><init>()V
    throw v1
    :ok
    const/4 v1, 0
    :loop
    if-ge v1, p3, :done
    add-int v2, v0, v1
    invoke-virtual {p0, v2}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v4
    add-int v3, p2, v1
    aput-wide v4, p1, v3
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    add-int/2addr v0, p3
    invoke-virtual {p0, v0}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    return-object p0
.end method

.method public get([J)Ljava/nio/LongBuffer;
    .locals 2
    array-length v0, p1
    const/4 v1, 0
    invoke-virtual {p0, p1, v1, v0}, Ljava/nio/LongBuffer;->get([JII)Ljava/nio/LongBuffer;
    return-object p0
.end method

.method public put([JII)Ljava/nio/LongBuffer;
    .locals 6
    invoke-direct {p0}, Ljava/nio/LongBuffer;->writable()V
    array-length v0, p1
    invoke-static {p2, p3, v0}, Ljava/util/Objects;->checkFromIndexSize(III)I
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iget v1, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v1, v0
    if-le p3, v1, :ok
    new-instance v1, Ljava/nio/BufferOverflowException;
    invoke-direct {v1}, Ljava/nio/BufferOverflowException;-><init>()V
    throw v1
    :ok
    const/4 v1, 0
    :loop
    if-ge v1, p3, :done
    add-int v3, p2, v1
    aget-wide v4, p1, v3
    add-int v2, v0, v1
    invoke-virtual {p0, v2, v4, v5}, Ljava/nio/LongBuffer;->ix(IJ)V
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    add-int/2addr v0, p3
    invoke-virtual {p0, v0}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    return-object p0
.end method

.method public final put([J)Ljava/nio/LongBuffer;
    .locals 2
    array-length v0, p1
    const/4 v1, 0
    invoke-virtual {p0, p1, v1, v0}, Ljava/nio/LongBuffer;->put([JII)Ljava/nio/LongBuffer;
    return-object p0
.end method

# put(src): the remaining elements of src, through a copy since both may share storage.
.method public put(Ljava/nio/LongBuffer;)Ljava/nio/LongBuffer;
    .locals 8
    invoke-direct {p0}, Ljava/nio/LongBuffer;->writable()V
    if-ne p1, p0, :other
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "The source buffer is this buffer"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :other
    iget v0, p1, Ljava/nio/Buffer;->position:I
    iget v1, p1, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v1, v0
    if-gez v1, :n_ok
    const/4 v1, 0
    :n_ok
    iget v2, p0, Ljava/nio/Buffer;->position:I
    iget v3, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v3, v2
    if-le v1, v3, :fits
    new-instance v3, Ljava/nio/BufferOverflowException;
    invoke-direct {v3}, Ljava/nio/BufferOverflowException;-><init>()V
    throw v3
    :fits
    new-array v3, v1, [J
    const/4 v4, 0
    :read
    if-ge v4, v1, :read_done
    add-int v7, v0, v4
    invoke-virtual {p1, v7}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v5
    aput-wide v5, v3, v4
    add-int/lit8 v4, v4, 1
    goto :read
    :read_done
    const/4 v4, 0
    :write
    if-ge v4, v1, :write_done
    aget-wide v5, v3, v4
    add-int v7, v2, v4
    invoke-virtual {p0, v7, v5, v6}, Ljava/nio/LongBuffer;->ix(IJ)V
    add-int/lit8 v4, v4, 1
    goto :write
    :write_done
    add-int/2addr v0, v1
    invoke-virtual {p1, v0}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    add-int/2addr v2, v1
    invoke-virtual {p0, v2}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    return-object p0
.end method

.method public final hasArray()Z
    .locals 1
    iget-object v0, p0, Ljava/nio/LongBuffer;->hb:[J
    if-eqz v0, :no
    iget-boolean v0, p0, Ljava/nio/LongBuffer;->isReadOnly:Z
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# UnsupportedOperationException without an array, ReadOnlyBufferException when read-only.
.method private checkArray()V
    .locals 1
    iget-object v0, p0, Ljava/nio/LongBuffer;->hb:[J
    if-nez v0, :has
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
    :has
    invoke-direct {p0}, Ljava/nio/LongBuffer;->writable()V
    return-void
.end method

.method public final array()[J
    .locals 1
    invoke-direct {p0}, Ljava/nio/LongBuffer;->checkArray()V
    iget-object v0, p0, Ljava/nio/LongBuffer;->hb:[J
    return-object v0
.end method

.method public bridge synthetic array()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/nio/LongBuffer;->array()[J
    move-result-object v0
    return-object v0
.end method

.method public final arrayOffset()I
    .locals 1
    invoke-direct {p0}, Ljava/nio/LongBuffer;->checkArray()V
    iget v0, p0, Ljava/nio/LongBuffer;->offset:I
    return v0
.end method

.method public isReadOnly()Z
    .locals 1
    iget-boolean v0, p0, Ljava/nio/LongBuffer;->isReadOnly:Z
    return v0
.end method

.method public isDirect()Z
    .locals 1
    const/4 v0, 0
    return v0
.end method

.method public slice()Ljava/nio/LongBuffer;
    .locals 8
    move-object v1, p0
    const/4 v2, -1
    const/4 v3, 0
    iget v6, p0, Ljava/nio/Buffer;->position:I
    iget v4, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v4, v6
    if-gez v4, :rem_ok
    const/4 v4, 0
    :rem_ok
    move v5, v4
    iget-boolean v7, p0, Ljava/nio/LongBuffer;->isReadOnly:Z
    invoke-virtual/range {v1 .. v7}, Ljava/nio/LongBuffer;->derive(IIIIIZ)Ljava/nio/LongBuffer;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic slice()Ljava/nio/Buffer;
    .locals 1
    invoke-virtual {p0}, Ljava/nio/LongBuffer;->slice()Ljava/nio/LongBuffer;
    move-result-object v0
    return-object v0
.end method

.method public slice(II)Ljava/nio/LongBuffer;
    .locals 8
    iget v0, p0, Ljava/nio/Buffer;->limit:I
    invoke-static {p1, p2, v0}, Ljava/util/Objects;->checkFromIndexSize(III)I
    move-object v1, p0
    const/4 v2, -1
    const/4 v3, 0
    move v4, p2
    move v5, p2
    move v6, p1
    iget-boolean v7, p0, Ljava/nio/LongBuffer;->isReadOnly:Z
    invoke-virtual/range {v1 .. v7}, Ljava/nio/LongBuffer;->derive(IIIIIZ)Ljava/nio/LongBuffer;
    move-result-object v0
    return-object v0
.end method

# derive(mark, position, limit, capacity, 0, readOnly): duplicate and asReadOnlyBuffer.
.method private copy(Z)Ljava/nio/LongBuffer;
    .locals 8
    move-object v1, p0
    iget v2, p0, Ljava/nio/Buffer;->mark:I
    iget v3, p0, Ljava/nio/Buffer;->position:I
    iget v4, p0, Ljava/nio/Buffer;->limit:I
    iget v5, p0, Ljava/nio/Buffer;->capacity:I
    const/4 v6, 0
    move v7, p1
    invoke-virtual/range {v1 .. v7}, Ljava/nio/LongBuffer;->derive(IIIIIZ)Ljava/nio/LongBuffer;
    move-result-object v0
    return-object v0
.end method

.method public duplicate()Ljava/nio/LongBuffer;
    .locals 1
    iget-boolean v0, p0, Ljava/nio/LongBuffer;->isReadOnly:Z
    invoke-direct {p0, v0}, Ljava/nio/LongBuffer;->copy(Z)Ljava/nio/LongBuffer;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic duplicate()Ljava/nio/Buffer;
    .locals 1
    invoke-virtual {p0}, Ljava/nio/LongBuffer;->duplicate()Ljava/nio/LongBuffer;
    move-result-object v0
    return-object v0
.end method

.method public asReadOnlyBuffer()Ljava/nio/LongBuffer;
    .locals 1
    const/4 v0, 1
    invoke-direct {p0, v0}, Ljava/nio/LongBuffer;->copy(Z)Ljava/nio/LongBuffer;
    move-result-object v0
    return-object v0
.end method

.method public compact()Ljava/nio/LongBuffer;
    .locals 6
    invoke-direct {p0}, Ljava/nio/LongBuffer;->writable()V
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iget v1, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v1, v0
    if-gez v1, :rem_ok
    const/4 v1, 0
    :rem_ok
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    add-int v3, v0, v2
    invoke-virtual {p0, v3}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v4
    invoke-virtual {p0, v2, v4, v5}, Ljava/nio/LongBuffer;->ix(IJ)V
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    invoke-virtual {p0, v1}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    iget v0, p0, Ljava/nio/Buffer;->capacity:I
    invoke-virtual {p0, v0}, Ljava/nio/Buffer;->limit(I)Ljava/nio/Buffer;
    invoke-virtual {p0}, Ljava/nio/Buffer;->discardMark()V
    return-object p0
.end method

.method public position(I)Ljava/nio/LongBuffer;
    .locals 0
    invoke-super {p0, p1}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    return-object p0
.end method

.method public limit(I)Ljava/nio/LongBuffer;
    .locals 0
    invoke-super {p0, p1}, Ljava/nio/Buffer;->limit(I)Ljava/nio/Buffer;
    return-object p0
.end method

.method public mark()Ljava/nio/LongBuffer;
    .locals 0
    invoke-super {p0}, Ljava/nio/Buffer;->mark()Ljava/nio/Buffer;
    return-object p0
.end method

.method public reset()Ljava/nio/LongBuffer;
    .locals 0
    invoke-super {p0}, Ljava/nio/Buffer;->reset()Ljava/nio/Buffer;
    return-object p0
.end method

.method public clear()Ljava/nio/LongBuffer;
    .locals 0
    invoke-super {p0}, Ljava/nio/Buffer;->clear()Ljava/nio/Buffer;
    return-object p0
.end method

.method public flip()Ljava/nio/LongBuffer;
    .locals 0
    invoke-super {p0}, Ljava/nio/Buffer;->flip()Ljava/nio/Buffer;
    return-object p0
.end method

.method public rewind()Ljava/nio/LongBuffer;
    .locals 0
    invoke-super {p0}, Ljava/nio/Buffer;->rewind()Ljava/nio/Buffer;
    return-object p0
.end method

# hashCode: h = 31 * h + (int) element, over the remaining elements from the last.
.method public hashCode()I
    .locals 6
    const/4 v0, 1
    iget v1, p0, Ljava/nio/Buffer;->position:I
    iget v2, p0, Ljava/nio/Buffer;->limit:I
    add-int/lit8 v2, v2, -1
    :loop
    if-lt v2, v1, :done
    invoke-virtual {p0, v2}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v4
    long-to-int v4, v4
    mul-int/lit8 v0, v0, 31
    add-int/2addr v0, v4
    add-int/lit8 v2, v2, -1
    goto :loop
    :done
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .locals 3
    if-eq p0, p1, :yes
    instance-of v0, p1, Ljava/nio/LongBuffer;
    if-eqz v0, :no
    check-cast p1, Ljava/nio/LongBuffer;
    iget v0, p0, Ljava/nio/Buffer;->limit:I
    iget v1, p0, Ljava/nio/Buffer;->position:I
    sub-int/2addr v0, v1
    if-ltz v0, :no
    iget v1, p1, Ljava/nio/Buffer;->limit:I
    iget v2, p1, Ljava/nio/Buffer;->position:I
    sub-int/2addr v1, v2
    if-ne v0, v1, :no
    invoke-virtual {p0, p1}, Ljava/nio/LongBuffer;->mismatch(Ljava/nio/LongBuffer;)I
    move-result v0
    if-gez v0, :no
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# The index of the first difference of the remaining elements, -1 when equal.
.method public mismatch(Ljava/nio/LongBuffer;)I
    .locals 10
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iget v1, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v1, v0
    iget v2, p1, Ljava/nio/Buffer;->position:I
    iget v3, p1, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v3, v2
    invoke-static {v1, v3}, Ljava/lang/Math;->min(II)I
    move-result v4
    if-gez v4, :ok
    const/4 v0, -1
    return v0
    :ok
    const/4 v5, 0
    :loop
    if-ge v5, v4, :done
    add-int v6, v0, v5
    invoke-virtual {p0, v6}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v6
    add-int v8, v2, v5
    invoke-virtual {p1, v8}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v8
    cmp-long v6, v6, v8
    if-nez v6, :differ
    add-int/lit8 v5, v5, 1
    goto :loop
    :differ
    return v5
    :done
    if-ne v1, v3, :longer
    const/4 v0, -1
    return v0
    :longer
    return v4
.end method

.method public compareTo(Ljava/nio/LongBuffer;)I
    .locals 8
    invoke-virtual {p0, p1}, Ljava/nio/LongBuffer;->mismatch(Ljava/nio/LongBuffer;)I
    move-result v0
    if-gez v0, :differ
    iget v0, p0, Ljava/nio/Buffer;->limit:I
    iget v1, p0, Ljava/nio/Buffer;->position:I
    sub-int/2addr v0, v1
    iget v1, p1, Ljava/nio/Buffer;->limit:I
    iget v2, p1, Ljava/nio/Buffer;->position:I
    sub-int/2addr v1, v2
    sub-int/2addr v0, v1
    return v0
    :differ
    iget v1, p0, Ljava/nio/Buffer;->position:I
    iget v2, p1, Ljava/nio/Buffer;->position:I
    iget v3, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v3, v1
    iget v4, p1, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v4, v2
    if-ge v0, v3, :shorter
    if-ge v0, v4, :shorter
    add-int/2addr v1, v0
    invoke-virtual {p0, v1}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v4
    add-int/2addr v2, v0
    invoke-virtual {p1, v2}, Ljava/nio/LongBuffer;->ix(I)J
    move-result-wide v6
    cmp-long v0, v4, v6
    return v0
    :shorter
    sub-int/2addr v3, v4
    return v3
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .locals 1
    check-cast p1, Ljava/nio/LongBuffer;
    invoke-virtual {p0, p1}, Ljava/nio/LongBuffer;->compareTo(Ljava/nio/LongBuffer;)I
    move-result v0
    return v0
.end method

# "<class name>[pos=P lim=L cap=C]", the JDK's class names included.
.method public toString()Ljava/lang/String;
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "[pos="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v2, p0, Ljava/nio/Buffer;->position:I
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " lim="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v2, p0, Ljava/nio/Buffer;->limit:I
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " cap="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v2, p0, Ljava/nio/Buffer;->capacity:I
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, "]"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public abstract order()Ljava/nio/ByteOrder;
.end method
