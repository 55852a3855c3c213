.class public abstract Ljava/nio/charset/CharsetEncoder;
.super Ljava/lang/Object;
.source "CharsetEncoder.java"

# JDK 17 java.nio.charset.CharsetEncoder: the coding state machine (reset, coding,
# coding ended, flushed; IllegalStateException naming both states), the error actions
# (REPORT, REPLACE with the replacement, IGNORE) applied around the subclass's
# encodeLoop, and the whole-buffer encode(...) that grows its output as the JDK's does.

.field private final charset:Ljava/nio/charset/Charset;
.field private final averageBytesPerChar:F
.field private final maxBytesPerChar:F
.field private replacement:[B
.field private malformedInputAction:Ljava/nio/charset/CodingErrorAction;
.field private unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
.field private state:I

.method protected constructor <init>(Ljava/nio/charset/Charset;FF[B)V
    .registers 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/nio/charset/CharsetEncoder;->charset:Ljava/nio/charset/Charset;
    sget-object v0, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    iput-object v0, p0, Ljava/nio/charset/CharsetEncoder;->malformedInputAction:Ljava/nio/charset/CodingErrorAction;
    iput-object v0, p0, Ljava/nio/charset/CharsetEncoder;->unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
    const/4 v0, 0
    cmpg-float v1, p2, v0
    if-gtz v1, :average_ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Non-positive averageBytesPerChar"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :average_ok
    cmpg-float v1, p3, v0
    if-gtz v1, :max_ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Non-positive maxBytesPerChar"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :max_ok
    cmpl-float v1, p2, p3
    if-lez v1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "averageBytesPerChar exceeds maxBytesPerChar"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iput p2, p0, Ljava/nio/charset/CharsetEncoder;->averageBytesPerChar:F
    iput p3, p0, Ljava/nio/charset/CharsetEncoder;->maxBytesPerChar:F
    invoke-virtual {p0, p4}, Ljava/nio/charset/CharsetEncoder;->replaceWith([B)Ljava/nio/charset/CharsetEncoder;
    return-void
.end method

.method protected constructor <init>(Ljava/nio/charset/Charset;FF)V
    .registers 7
    const/4 v0, 1
    new-array v0, v0, [B
    const/4 v1, 0
    const/16 v2, 0x3f
    aput-byte v2, v0, v1
    invoke-direct {p0, p1, p2, p3, v0}, Ljava/nio/charset/CharsetEncoder;-><init>(Ljava/nio/charset/Charset;FF[B)V
    return-void
.end method

.method public final charset()Ljava/nio/charset/Charset;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/CharsetEncoder;->charset:Ljava/nio/charset/Charset;
    return-object v0
.end method

.method public final replacement()[B
    .registers 3
    iget-object v0, p0, Ljava/nio/charset/CharsetEncoder;->replacement:[B
    array-length v1, v0
    invoke-static {v0, v1}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v0
    return-object v0
.end method

.method public final replaceWith([B)Ljava/nio/charset/CharsetEncoder;
    .registers 5
    if-nez p1, :not_null
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Null replacement"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :not_null
    array-length v0, p1
    if-nez v0, :not_empty
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Empty replacement"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :not_empty
    int-to-float v0, v0
    iget v1, p0, Ljava/nio/charset/CharsetEncoder;->maxBytesPerChar:F
    cmpl-float v0, v0, v1
    if-lez v0, :fits
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Replacement too long"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :fits
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetEncoder;->isLegalReplacement([B)Z
    move-result v0
    if-nez v0, :legal
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Illegal replacement"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :legal
    array-length v0, p1
    invoke-static {p1, v0}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object p1
    iput-object p1, p0, Ljava/nio/charset/CharsetEncoder;->replacement:[B
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetEncoder;->implReplaceWith([B)V
    return-object p0
.end method

.method protected implReplaceWith([B)V
    .registers 2
    return-void
.end method

.method public malformedInputAction()Ljava/nio/charset/CodingErrorAction;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/CharsetEncoder;->malformedInputAction:Ljava/nio/charset/CodingErrorAction;
    return-object v0
.end method

.method public final onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    .registers 4
    if-nez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Null action"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iput-object p1, p0, Ljava/nio/charset/CharsetEncoder;->malformedInputAction:Ljava/nio/charset/CodingErrorAction;
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetEncoder;->implOnMalformedInput(Ljava/nio/charset/CodingErrorAction;)V
    return-object p0
.end method

.method protected implOnMalformedInput(Ljava/nio/charset/CodingErrorAction;)V
    .registers 2
    return-void
.end method

.method public unmappableCharacterAction()Ljava/nio/charset/CodingErrorAction;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/CharsetEncoder;->unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
    return-object v0
.end method

.method public final onUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    .registers 4
    if-nez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Null action"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iput-object p1, p0, Ljava/nio/charset/CharsetEncoder;->unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetEncoder;->implOnUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)V
    return-object p0
.end method

.method protected implOnUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)V
    .registers 2
    return-void
.end method

.method public final averageBytesPerChar()F
    .registers 2
    iget v0, p0, Ljava/nio/charset/CharsetEncoder;->averageBytesPerChar:F
    return v0
.end method

.method public final maxBytesPerChar()F
    .registers 2
    iget v0, p0, Ljava/nio/charset/CharsetEncoder;->maxBytesPerChar:F
    return v0
.end method

.method private static stateName(I)Ljava/lang/String;
    .registers 2
    packed-switch p0, :names
    const-string v0, "FLUSHED"
    return-object v0
    :reset
    const-string v0, "RESET"
    return-object v0
    :coding
    const-string v0, "CODING"
    return-object v0
    :end
    const-string v0, "CODING_END"
    return-object v0
    :names
    .packed-switch 0x0
        :reset
        :coding
        :end
    .end packed-switch
.end method

# Always throws IllegalStateException("Current state = <from>, new state = <to>").
.method private illegalState(II)V
    .registers 6
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Current state = "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {p1}, Ljava/nio/charset/CharsetEncoder;->stateName(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ", new state = "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {p2}, Ljava/nio/charset/CharsetEncoder;->stateName(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# One step: encodeLoop, then the action for a malformed or unmappable input (input cut
# short at the end of input is malformed), until underflow, overflow or a reported error.
.method public final encode(Ljava/nio/CharBuffer;Ljava/nio/ByteBuffer;Z)Ljava/nio/charset/CoderResult;
    .registers 8
    const/4 v0, 1
    if-eqz p3, :new_state
    const/4 v0, 2
    :new_state
    iget v1, p0, Ljava/nio/charset/CharsetEncoder;->state:I
    if-eqz v1, :state_ok
    const/4 v2, 1
    if-eq v1, v2, :state_ok
    if-eqz p3, :bad_state
    const/4 v2, 2
    if-eq v1, v2, :state_ok
    :bad_state
    invoke-direct {p0, v1, v0}, Ljava/nio/charset/CharsetEncoder;->illegalState(II)V
    :state_ok
    iput v0, p0, Ljava/nio/charset/CharsetEncoder;->state:I
    :loop
    invoke-virtual {p0, p1, p2}, Ljava/nio/charset/CharsetEncoder;->encodeLoop(Ljava/nio/CharBuffer;Ljava/nio/ByteBuffer;)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->isOverflow()Z
    move-result v1
    if-nez v1, :return
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->isUnderflow()Z
    move-result v1
    if-eqz v1, :error
    if-eqz p3, :return
    invoke-virtual {p1}, Ljava/nio/Buffer;->remaining()I
    move-result v1
    if-eqz v1, :return
    invoke-static {v1}, Ljava/nio/charset/CoderResult;->malformedForLength(I)Ljava/nio/charset/CoderResult;
    move-result-object v0
    :error
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->isMalformed()Z
    move-result v1
    if-eqz v1, :unmappable
    iget-object v1, p0, Ljava/nio/charset/CharsetEncoder;->malformedInputAction:Ljava/nio/charset/CodingErrorAction;
    goto :act
    :unmappable
    iget-object v1, p0, Ljava/nio/charset/CharsetEncoder;->unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
    :act
    sget-object v2, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    if-eq v1, v2, :return
    sget-object v2, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    if-ne v1, v2, :skip
    invoke-virtual {p2}, Ljava/nio/Buffer;->remaining()I
    move-result v2
    iget-object v3, p0, Ljava/nio/charset/CharsetEncoder;->replacement:[B
    array-length v3, v3
    if-ge v2, v3, :room
    sget-object v0, Ljava/nio/charset/CoderResult;->OVERFLOW:Ljava/nio/charset/CoderResult;
    return-object v0
    :room
    iget-object v3, p0, Ljava/nio/charset/CharsetEncoder;->replacement:[B
    invoke-virtual {p2, v3}, Ljava/nio/ByteBuffer;->put([B)Ljava/nio/ByteBuffer;
    :skip
    invoke-virtual {p1}, Ljava/nio/Buffer;->position()I
    move-result v2
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->length()I
    move-result v3
    add-int/2addr v2, v3
    invoke-virtual {p1, v2}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    goto :loop
    :return
    return-object v0
.end method

.method public final flush(Ljava/nio/ByteBuffer;)Ljava/nio/charset/CoderResult;
    .registers 4
    iget v0, p0, Ljava/nio/charset/CharsetEncoder;->state:I
    const/4 v1, 2
    if-ne v0, v1, :not_ended
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetEncoder;->implFlush(Ljava/nio/ByteBuffer;)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->isUnderflow()Z
    move-result v1
    if-eqz v1, :done
    const/4 v1, 3
    iput v1, p0, Ljava/nio/charset/CharsetEncoder;->state:I
    :done
    return-object v0
    :not_ended
    const/4 v1, 3
    if-eq v0, v1, :flushed
    invoke-direct {p0, v0, v1}, Ljava/nio/charset/CharsetEncoder;->illegalState(II)V
    :flushed
    sget-object v0, Ljava/nio/charset/CoderResult;->UNDERFLOW:Ljava/nio/charset/CoderResult;
    return-object v0
.end method

.method protected implFlush(Ljava/nio/ByteBuffer;)Ljava/nio/charset/CoderResult;
    .registers 3
    sget-object v0, Ljava/nio/charset/CoderResult;->UNDERFLOW:Ljava/nio/charset/CoderResult;
    return-object v0
.end method

.method public final reset()Ljava/nio/charset/CharsetEncoder;
    .registers 2
    invoke-virtual {p0}, Ljava/nio/charset/CharsetEncoder;->implReset()V
    const/4 v0, 0
    iput v0, p0, Ljava/nio/charset/CharsetEncoder;->state:I
    return-object p0
.end method

.method protected implReset()V
    .registers 1
    return-void
.end method

.method protected abstract encodeLoop(Ljava/nio/CharBuffer;Ljava/nio/ByteBuffer;)Ljava/nio/charset/CoderResult;
.end method

# All of in's remaining input into a new buffer of remaining * averageBytesPerChar elements,
# grown to 2n + 1 on overflow; errors are thrown as CharacterCodingExceptions.
.method public final encode(Ljava/nio/CharBuffer;)Ljava/nio/ByteBuffer;
    .registers 7
    invoke-virtual {p1}, Ljava/nio/Buffer;->remaining()I
    move-result v0
    int-to-float v0, v0
    iget v1, p0, Ljava/nio/charset/CharsetEncoder;->averageBytesPerChar:F
    mul-float/2addr v0, v1
    float-to-int v0, v0
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v1
    if-nez v0, :go
    invoke-virtual {p1}, Ljava/nio/Buffer;->remaining()I
    move-result v2
    if-nez v2, :go
    return-object v1
    :go
    invoke-virtual {p0}, Ljava/nio/charset/CharsetEncoder;->reset()Ljava/nio/charset/CharsetEncoder;
    :loop
    invoke-virtual {p1}, Ljava/nio/Buffer;->hasRemaining()Z
    move-result v2
    if-eqz v2, :nothing_left
    const/4 v2, 1
    invoke-virtual {p0, p1, v1, v2}, Ljava/nio/charset/CharsetEncoder;->encode(Ljava/nio/CharBuffer;Ljava/nio/ByteBuffer;Z)Ljava/nio/charset/CoderResult;
    move-result-object v2
    goto :have
    :nothing_left
    sget-object v2, Ljava/nio/charset/CoderResult;->UNDERFLOW:Ljava/nio/charset/CoderResult;
    :have
    invoke-virtual {v2}, Ljava/nio/charset/CoderResult;->isUnderflow()Z
    move-result v3
    if-eqz v3, :check
    invoke-virtual {p0, v1}, Ljava/nio/charset/CharsetEncoder;->flush(Ljava/nio/ByteBuffer;)Ljava/nio/charset/CoderResult;
    move-result-object v2
    :check
    invoke-virtual {v2}, Ljava/nio/charset/CoderResult;->isUnderflow()Z
    move-result v3
    if-nez v3, :done
    invoke-virtual {v2}, Ljava/nio/charset/CoderResult;->isOverflow()Z
    move-result v3
    if-eqz v3, :error
    mul-int/lit8 v0, v0, 2
    add-int/lit8 v0, v0, 1
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v3
    invoke-virtual {v1}, Ljava/nio/Buffer;->flip()Ljava/nio/Buffer;
    invoke-virtual {v3, v1}, Ljava/nio/ByteBuffer;->put(Ljava/nio/ByteBuffer;)Ljava/nio/ByteBuffer;
    move-object v1, v3
    goto :loop
    :error
    invoke-virtual {v2}, Ljava/nio/charset/CoderResult;->throwException()V
    goto :loop
    :done
    invoke-virtual {v1}, Ljava/nio/Buffer;->flip()Ljava/nio/Buffer;
    return-object v1
.end method

# A replacement is legal when the charset's decoder reads it without error.
.method public isLegalReplacement([B)Z
    .registers 6
    invoke-virtual {p0}, Ljava/nio/charset/CharsetEncoder;->charset()Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-virtual {v0}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v0
    sget-object v1, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-virtual {v0, v1}, Ljava/nio/charset/CharsetDecoder;->onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    invoke-virtual {v0, v1}, Ljava/nio/charset/CharsetDecoder;->onUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    invoke-static {p1}, Ljava/nio/ByteBuffer;->wrap([B)Ljava/nio/ByteBuffer;
    move-result-object v1
    invoke-virtual {v1}, Ljava/nio/Buffer;->remaining()I
    move-result v2
    int-to-float v2, v2
    invoke-virtual {v0}, Ljava/nio/charset/CharsetDecoder;->maxCharsPerByte()F
    move-result v3
    mul-float/2addr v2, v3
    float-to-int v2, v2
    invoke-static {v2}, Ljava/nio/CharBuffer;->allocate(I)Ljava/nio/CharBuffer;
    move-result-object v2
    const/4 v3, 1
    invoke-virtual {v0, v1, v2, v3}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->isError()Z
    move-result v0
    xor-int/lit8 v0, v0, 1
    return v0
.end method

.method public canEncode(C)Z
    .registers 4
    const/4 v0, 1
    invoke-static {v0}, Ljava/nio/CharBuffer;->allocate(I)Ljava/nio/CharBuffer;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/nio/CharBuffer;->put(C)Ljava/nio/CharBuffer;
    invoke-virtual {v0}, Ljava/nio/Buffer;->flip()Ljava/nio/Buffer;
    invoke-direct {p0, v0}, Ljava/nio/charset/CharsetEncoder;->canEncodeBuffer(Ljava/nio/CharBuffer;)Z
    move-result v0
    return v0
.end method

.method public canEncode(Ljava/lang/CharSequence;)Z
    .registers 4
    invoke-static {p1}, Ljava/nio/charset/CharsetEncoder;->bufferOf(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/nio/charset/CharsetEncoder;->canEncodeBuffer(Ljava/nio/CharBuffer;)Z
    move-result v0
    return v0
.end method

# A CharBuffer's duplicate, or a buffer over the sequence's string.
.method private static bufferOf(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    .registers 2
    instance-of v0, p0, Ljava/nio/CharBuffer;
    if-eqz v0, :sequence
    check-cast p0, Ljava/nio/CharBuffer;
    invoke-virtual {p0}, Ljava/nio/CharBuffer;->duplicate()Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
    :sequence
    invoke-interface {p0}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/nio/CharBuffer;->wrap(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    move-result-object v0
    return-object v0
.end method

# Whether encode(cb) reports no error, with the actions and the state restored after.
.method private canEncodeBuffer(Ljava/nio/CharBuffer;)Z
    .registers 6
    iget v0, p0, Ljava/nio/charset/CharsetEncoder;->state:I
    const/4 v1, 3
    if-ne v0, v1, :not_flushed
    invoke-virtual {p0}, Ljava/nio/charset/CharsetEncoder;->reset()Ljava/nio/charset/CharsetEncoder;
    goto :go
    :not_flushed
    if-eqz v0, :go
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/nio/charset/CharsetEncoder;->illegalState(II)V
    :go
    iget-object v0, p0, Ljava/nio/charset/CharsetEncoder;->malformedInputAction:Ljava/nio/charset/CodingErrorAction;
    iget-object v1, p0, Ljava/nio/charset/CharsetEncoder;->unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
    sget-object v2, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-virtual {p0, v2}, Ljava/nio/charset/CharsetEncoder;->onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    invoke-virtual {p0, v2}, Ljava/nio/charset/CharsetEncoder;->onUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    :try_start
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetEncoder;->encode(Ljava/nio/CharBuffer;)Ljava/nio/ByteBuffer;
    :try_end
    .catch Ljava/nio/charset/CharacterCodingException; {:try_start .. :try_end} :cannot
    const/4 v2, 1
    goto :restore
    :cannot
    const/4 v2, 0
    :restore
    invoke-virtual {p0, v0}, Ljava/nio/charset/CharsetEncoder;->onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    invoke-virtual {p0, v1}, Ljava/nio/charset/CharsetEncoder;->onUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    invoke-virtual {p0}, Ljava/nio/charset/CharsetEncoder;->reset()Ljava/nio/charset/CharsetEncoder;
    return v2
.end method
