.class public abstract Ljava/nio/CharBuffer;
.super Ljava/nio/Buffer;
.source "CharBuffer.java"
.implements Ljava/lang/Comparable;
.implements Ljava/lang/CharSequence;

# JDK 17 java.nio.CharBuffer over an abstract element access: ix(i) reads and ix(i, x)
# writes element i of the buffer's own index space, unchecked; derive(...) makes a
# buffer over the same storage (for slice, duplicate, asReadOnlyBuffer). Subclasses are
# the heap buffers (HeapCharBuffer, HeapCharBufferR) and the views of a ByteBuffer (ByteBufferAsCharBuffer*).

.field final hb:[C
.field final offset:I
.field isReadOnly:Z

.method constructor <init>(IIII[CI)V
    .locals 1
    invoke-direct {p0, p1, p2, p3, p4}, Ljava/nio/Buffer;-><init>(IIII)V
    iput-object p5, p0, Ljava/nio/CharBuffer;->hb:[C
    iput p6, p0, Ljava/nio/CharBuffer;->offset:I
    return-void
.end method

.method abstract ix(I)C
.end method

.method abstract ix(IC)V
.end method

# derive(mark, pos, lim, cap, start, readOnly): a buffer over this one's storage whose
# index 0 is this one's index start.
.method abstract derive(IIIIIZ)Ljava/nio/CharBuffer;
.end method

.method private writable()V
    .locals 1
    iget-boolean v0, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    if-nez v0, :ro
    return-void
    :ro
    new-instance v0, Ljava/nio/ReadOnlyBufferException;
    invoke-direct {v0}, Ljava/nio/ReadOnlyBufferException;-><init>()V
    throw v0
.end method

.method public static allocate(I)Ljava/nio/CharBuffer;
    .locals 7
    if-gez p0, :ok
    invoke-static {p0}, Ljava/nio/Buffer;->capacityException(I)Ljava/lang/IllegalArgumentException;
    move-result-object v0
    throw v0
    :ok
    new-instance v0, Ljava/nio/HeapCharBuffer;
    new-array v1, p0, [C
    const/4 v2, -1
    const/4 v3, 0
    move v4, p0
    move v5, p0
    const/4 v6, 0
    invoke-direct/range {v0 .. v6}, Ljava/nio/HeapCharBuffer;-><init>([CIIIII)V
    return-object v0
.end method

# wrap(array, offset, length): IndexOutOfBoundsException (no message) for a bad range.
.method public static wrap([CII)Ljava/nio/CharBuffer;
    .locals 7
    :try_start
    new-instance v0, Ljava/nio/HeapCharBuffer;
    move-object v1, p0
    const/4 v2, -1
    move v3, p1
    add-int v4, p1, p2
    array-length v5, p0
    const/4 v6, 0
    invoke-direct/range {v0 .. v6}, Ljava/nio/HeapCharBuffer;-><init>([CIIIII)V
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :bad
    return-object v0
    :bad
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
.end method

.method public static wrap([C)Ljava/nio/CharBuffer;
    .locals 2
    array-length v0, p0
    const/4 v1, 0
    invoke-static {p0, v1, v0}, Ljava/nio/CharBuffer;->wrap([CII)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

.method public get()C
    .locals 2
    const/4 v0, 1
    invoke-virtual {p0, v0}, Ljava/nio/CharBuffer;->nextGetIndex(I)I
    move-result v0
    invoke-virtual {p0, v0}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v0
    return v0
.end method

.method public get(I)C
    .locals 2
    const/4 v0, 1
    invoke-virtual {p0, p1, v0}, Ljava/nio/CharBuffer;->checkIndex(II)I
    invoke-virtual {p0, p1}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v0
    return v0
.end method

.method public put(C)Ljava/nio/CharBuffer;
    .locals 1
    invoke-direct {p0}, Ljava/nio/CharBuffer;->writable()V
    const/4 v0, 1
    invoke-virtual {p0, v0}, Ljava/nio/CharBuffer;->nextPutIndex(I)I
    move-result v0
    invoke-virtual {p0, v0, p1}, Ljava/nio/CharBuffer;->ix(IC)V
    return-object p0
.end method

.method public put(IC)Ljava/nio/CharBuffer;
    .locals 1
    invoke-direct {p0}, Ljava/nio/CharBuffer;->writable()V
    const/4 v0, 1
    invoke-virtual {p0, p1, v0}, Ljava/nio/CharBuffer;->checkIndex(II)I
    invoke-virtual {p0, p1, p2}, Ljava/nio/CharBuffer;->ix(IC)V
    return-object p0
.end method

# Bulk get: Objects.checkFromIndexSize's exception for a bad range, then
# BufferUnderflowException when fewer than length elements remain.
.method public get([CII)Ljava/nio/CharBuffer;
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
    invoke-virtual {p0, v2}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v4
    add-int v3, p2, v1
    aput-char v4, p1, v3
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    add-int/2addr v0, p3
    invoke-virtual {p0, v0}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    return-object p0
.end method

.method public get([C)Ljava/nio/CharBuffer;
    .locals 2
    array-length v0, p1
    const/4 v1, 0
    invoke-virtual {p0, p1, v1, v0}, Ljava/nio/CharBuffer;->get([CII)Ljava/nio/CharBuffer;
    return-object p0
.end method

.method public put([CII)Ljava/nio/CharBuffer;
    .locals 6
    invoke-direct {p0}, Ljava/nio/CharBuffer;->writable()V
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
    aget-char v4, p1, v3
    add-int v2, v0, v1
    invoke-virtual {p0, v2, v4}, Ljava/nio/CharBuffer;->ix(IC)V
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    add-int/2addr v0, p3
    invoke-virtual {p0, v0}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    return-object p0
.end method

.method public final put([C)Ljava/nio/CharBuffer;
    .locals 2
    array-length v0, p1
    const/4 v1, 0
    invoke-virtual {p0, p1, v1, v0}, Ljava/nio/CharBuffer;->put([CII)Ljava/nio/CharBuffer;
    return-object p0
.end method

# put(src): the remaining elements of src, through a copy since both may share storage.
.method public put(Ljava/nio/CharBuffer;)Ljava/nio/CharBuffer;
    .locals 8
    invoke-direct {p0}, Ljava/nio/CharBuffer;->writable()V
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
    new-array v3, v1, [C
    const/4 v4, 0
    :read
    if-ge v4, v1, :read_done
    add-int v7, v0, v4
    invoke-virtual {p1, v7}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v5
    aput-char v5, v3, v4
    add-int/lit8 v4, v4, 1
    goto :read
    :read_done
    const/4 v4, 0
    :write
    if-ge v4, v1, :write_done
    aget-char v5, v3, v4
    add-int v7, v2, v4
    invoke-virtual {p0, v7, v5}, Ljava/nio/CharBuffer;->ix(IC)V
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
    iget-object v0, p0, Ljava/nio/CharBuffer;->hb:[C
    if-eqz v0, :no
    iget-boolean v0, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
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
    iget-object v0, p0, Ljava/nio/CharBuffer;->hb:[C
    if-nez v0, :has
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
    :has
    invoke-direct {p0}, Ljava/nio/CharBuffer;->writable()V
    return-void
.end method

.method public final array()[C
    .locals 1
    invoke-direct {p0}, Ljava/nio/CharBuffer;->checkArray()V
    iget-object v0, p0, Ljava/nio/CharBuffer;->hb:[C
    return-object v0
.end method

.method public bridge synthetic array()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/nio/CharBuffer;->array()[C
    move-result-object v0
    return-object v0
.end method

.method public final arrayOffset()I
    .locals 1
    invoke-direct {p0}, Ljava/nio/CharBuffer;->checkArray()V
    iget v0, p0, Ljava/nio/CharBuffer;->offset:I
    return v0
.end method

.method public isReadOnly()Z
    .locals 1
    iget-boolean v0, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    return v0
.end method

.method public isDirect()Z
    .locals 1
    const/4 v0, 0
    return v0
.end method

.method public slice()Ljava/nio/CharBuffer;
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
    iget-boolean v7, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    invoke-virtual/range {v1 .. v7}, Ljava/nio/CharBuffer;->derive(IIIIIZ)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic slice()Ljava/nio/Buffer;
    .locals 1
    invoke-virtual {p0}, Ljava/nio/CharBuffer;->slice()Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

.method public slice(II)Ljava/nio/CharBuffer;
    .locals 8
    iget v0, p0, Ljava/nio/Buffer;->limit:I
    invoke-static {p1, p2, v0}, Ljava/util/Objects;->checkFromIndexSize(III)I
    move-object v1, p0
    const/4 v2, -1
    const/4 v3, 0
    move v4, p2
    move v5, p2
    move v6, p1
    iget-boolean v7, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    invoke-virtual/range {v1 .. v7}, Ljava/nio/CharBuffer;->derive(IIIIIZ)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

# derive(mark, position, limit, capacity, 0, readOnly): duplicate and asReadOnlyBuffer.
.method private copy(Z)Ljava/nio/CharBuffer;
    .locals 8
    move-object v1, p0
    iget v2, p0, Ljava/nio/Buffer;->mark:I
    iget v3, p0, Ljava/nio/Buffer;->position:I
    iget v4, p0, Ljava/nio/Buffer;->limit:I
    iget v5, p0, Ljava/nio/Buffer;->capacity:I
    const/4 v6, 0
    move v7, p1
    invoke-virtual/range {v1 .. v7}, Ljava/nio/CharBuffer;->derive(IIIIIZ)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

.method public duplicate()Ljava/nio/CharBuffer;
    .locals 1
    iget-boolean v0, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    invoke-direct {p0, v0}, Ljava/nio/CharBuffer;->copy(Z)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic duplicate()Ljava/nio/Buffer;
    .locals 1
    invoke-virtual {p0}, Ljava/nio/CharBuffer;->duplicate()Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

.method public asReadOnlyBuffer()Ljava/nio/CharBuffer;
    .locals 1
    const/4 v0, 1
    invoke-direct {p0, v0}, Ljava/nio/CharBuffer;->copy(Z)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

.method public compact()Ljava/nio/CharBuffer;
    .locals 6
    invoke-direct {p0}, Ljava/nio/CharBuffer;->writable()V
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
    invoke-virtual {p0, v3}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v4
    invoke-virtual {p0, v2, v4}, Ljava/nio/CharBuffer;->ix(IC)V
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    invoke-virtual {p0, v1}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    iget v0, p0, Ljava/nio/Buffer;->capacity:I
    invoke-virtual {p0, v0}, Ljava/nio/Buffer;->limit(I)Ljava/nio/Buffer;
    invoke-virtual {p0}, Ljava/nio/Buffer;->discardMark()V
    return-object p0
.end method

.method public position(I)Ljava/nio/CharBuffer;
    .locals 0
    invoke-super {p0, p1}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    return-object p0
.end method

.method public limit(I)Ljava/nio/CharBuffer;
    .locals 0
    invoke-super {p0, p1}, Ljava/nio/Buffer;->limit(I)Ljava/nio/Buffer;
    return-object p0
.end method

.method public mark()Ljava/nio/CharBuffer;
    .locals 0
    invoke-super {p0}, Ljava/nio/Buffer;->mark()Ljava/nio/Buffer;
    return-object p0
.end method

.method public reset()Ljava/nio/CharBuffer;
    .locals 0
    invoke-super {p0}, Ljava/nio/Buffer;->reset()Ljava/nio/Buffer;
    return-object p0
.end method

.method public clear()Ljava/nio/CharBuffer;
    .locals 0
    invoke-super {p0}, Ljava/nio/Buffer;->clear()Ljava/nio/Buffer;
    return-object p0
.end method

.method public flip()Ljava/nio/CharBuffer;
    .locals 0
    invoke-super {p0}, Ljava/nio/Buffer;->flip()Ljava/nio/Buffer;
    return-object p0
.end method

.method public rewind()Ljava/nio/CharBuffer;
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
    invoke-virtual {p0, v2}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v4
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
    instance-of v0, p1, Ljava/nio/CharBuffer;
    if-eqz v0, :no
    check-cast p1, Ljava/nio/CharBuffer;
    iget v0, p0, Ljava/nio/Buffer;->limit:I
    iget v1, p0, Ljava/nio/Buffer;->position:I
    sub-int/2addr v0, v1
    if-ltz v0, :no
    iget v1, p1, Ljava/nio/Buffer;->limit:I
    iget v2, p1, Ljava/nio/Buffer;->position:I
    sub-int/2addr v1, v2
    if-ne v0, v1, :no
    invoke-virtual {p0, p1}, Ljava/nio/CharBuffer;->mismatch(Ljava/nio/CharBuffer;)I
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
.method public mismatch(Ljava/nio/CharBuffer;)I
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
    invoke-virtual {p0, v6}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v6
    add-int v8, v2, v5
    invoke-virtual {p1, v8}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v8
    if-ne v6, v8, :differ
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

.method public compareTo(Ljava/nio/CharBuffer;)I
    .locals 8
    invoke-virtual {p0, p1}, Ljava/nio/CharBuffer;->mismatch(Ljava/nio/CharBuffer;)I
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
    invoke-virtual {p0, v1}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v4
    add-int/2addr v2, v0
    invoke-virtual {p1, v2}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v6
    sub-int v0, v4, v6
    return v0
    :shorter
    sub-int/2addr v3, v4
    return v3
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .locals 1
    check-cast p1, Ljava/nio/CharBuffer;
    invoke-virtual {p0, p1}, Ljava/nio/CharBuffer;->compareTo(Ljava/nio/CharBuffer;)I
    move-result v0
    return v0
.end method

.method public abstract order()Ljava/nio/ByteOrder;
.end method

# wrap(csq, start, end): a read-only StringCharBuffer; IndexOutOfBoundsException (no
# message) for a bad range.
.method public static wrap(Ljava/lang/CharSequence;II)Ljava/nio/CharBuffer;
    .locals 7
    invoke-interface {p0}, Ljava/lang/CharSequence;->length()I
    move-result v5
    :try_start
    new-instance v0, Ljava/nio/StringCharBuffer;
    move-object v1, p0
    const/4 v2, -1
    move v3, p1
    move v4, p2
    const/4 v6, 0
    invoke-direct/range {v0 .. v6}, Ljava/nio/StringCharBuffer;-><init>(Ljava/lang/CharSequence;IIIII)V
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :bad
    return-object v0
    :bad
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
.end method

.method public static wrap(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    .locals 2
    invoke-interface {p0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    const/4 v1, 0
    invoke-static {p0, v1, v0}, Ljava/nio/CharBuffer;->wrap(Ljava/lang/CharSequence;II)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

# The remaining chars.
.method public toString()Ljava/lang/String;
    .locals 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget v1, p0, Ljava/nio/Buffer;->position:I
    iget v2, p0, Ljava/nio/Buffer;->limit:I
    :loop
    if-ge v1, v2, :done
    invoke-virtual {p0, v1}, Ljava/nio/CharBuffer;->ix(I)C
    move-result v3
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final length()I
    .locals 1
    invoke-virtual {p0}, Ljava/nio/CharBuffer;->remaining()I
    move-result v0
    return v0
.end method

.method public final isEmpty()Z
    .locals 1
    invoke-virtual {p0}, Ljava/nio/CharBuffer;->hasRemaining()Z
    move-result v0
    xor-int/lit8 v0, v0, 1
    return v0
.end method

.method public final charAt(I)C
    .locals 2
    const/4 v0, 1
    invoke-virtual {p0, p1, v0}, Ljava/nio/CharBuffer;->checkIndex(II)I
    iget v0, p0, Ljava/nio/Buffer;->position:I
    add-int/2addr v0, p1
    invoke-virtual {p0, v0}, Ljava/nio/CharBuffer;->get(I)C
    move-result v0
    return v0
.end method

# subSequence(start, end): chars start..end of the remaining ones, over the same storage;
# Objects.checkFromToIndex's exception for a bad range.
.method public subSequence(II)Ljava/nio/CharBuffer;
    .locals 8
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iget v1, p0, Ljava/nio/Buffer;->limit:I
    if-le v0, v1, :pos_ok
    move v0, v1
    :pos_ok
    sub-int v2, v1, v0
    if-ltz p1, :bad
    if-gt p2, v2, :bad
    if-gt p1, p2, :bad
    move-object v1, p0
    const/4 v2, -1
    add-int v3, v0, p1
    add-int v4, v0, p2
    iget v5, p0, Ljava/nio/Buffer;->capacity:I
    const/4 v6, 0
    iget-boolean v7, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    invoke-virtual/range {v1 .. v7}, Ljava/nio/CharBuffer;->derive(IIIIIZ)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
    :bad
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Range ["
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ", "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ") out of bounds for length "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0, v1}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public bridge synthetic subSequence(II)Ljava/lang/CharSequence;
    .locals 1
    invoke-virtual {p0, p1, p2}, Ljava/nio/CharBuffer;->subSequence(II)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

# put(src, start, end): Objects.checkFromIndexSize(start, end - start, length) first, as the
# JDK's.
.method public put(Ljava/lang/String;II)Ljava/nio/CharBuffer;
    .locals 2
    sub-int v0, p3, p2
    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result v1
    invoke-static {p2, v0, v1}, Ljava/util/Objects;->checkFromIndexSize(III)I
    iget-boolean v1, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    if-eqz v1, :writable
    new-instance v0, Ljava/nio/ReadOnlyBufferException;
    invoke-direct {v0}, Ljava/nio/ReadOnlyBufferException;-><init>()V
    throw v0
    :writable
    invoke-virtual {p0}, Ljava/nio/CharBuffer;->remaining()I
    move-result v1
    if-le v0, v1, :loop
    new-instance v0, Ljava/nio/BufferOverflowException;
    invoke-direct {v0}, Ljava/nio/BufferOverflowException;-><init>()V
    throw v0
    :loop
    if-ge p2, p3, :done
    invoke-virtual {p1, p2}, Ljava/lang/String;->charAt(I)C
    move-result v0
    invoke-virtual {p0, v0}, Ljava/nio/CharBuffer;->put(C)Ljava/nio/CharBuffer;
    add-int/lit8 p2, p2, 1
    goto :loop
    :done
    return-object p0
.end method

.method public final put(Ljava/lang/String;)Ljava/nio/CharBuffer;
    .locals 2
    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result v0
    const/4 v1, 0
    invoke-virtual {p0, p1, v1, v0}, Ljava/nio/CharBuffer;->put(Ljava/lang/String;II)Ljava/nio/CharBuffer;
    return-object p0
.end method

.method public append(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    .locals 1
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/nio/CharBuffer;->put(Ljava/lang/String;)Ljava/nio/CharBuffer;
    return-object p0
.end method

.method public append(Ljava/lang/CharSequence;II)Ljava/nio/CharBuffer;
    .locals 1
    if-nez p1, :have
    const-string p1, "null"
    :have
    invoke-interface {p1, p2, p3}, Ljava/lang/CharSequence;->subSequence(II)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-interface {v0}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/nio/CharBuffer;->put(Ljava/lang/String;)Ljava/nio/CharBuffer;
    return-object p0
.end method

.method public append(C)Ljava/nio/CharBuffer;
    .locals 0
    invoke-virtual {p0, p1}, Ljava/nio/CharBuffer;->put(C)Ljava/nio/CharBuffer;
    return-object p0
.end method
