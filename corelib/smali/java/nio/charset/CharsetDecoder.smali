.class public abstract Ljava/nio/charset/CharsetDecoder;
.super Ljava/lang/Object;
.source "CharsetDecoder.java"

# JDK 17 java.nio.charset.CharsetDecoder: the coding state machine (reset, coding,
# coding ended, flushed; IllegalStateException naming both states), the error actions
# (REPORT, REPLACE with the replacement, IGNORE) applied around the subclass's
# decodeLoop, and the whole-buffer decode(...) that grows its output as the JDK's does.

.field private final charset:Ljava/nio/charset/Charset;
.field private final averageCharsPerByte:F
.field private final maxCharsPerByte:F
.field private replacement:Ljava/lang/String;
.field private malformedInputAction:Ljava/nio/charset/CodingErrorAction;
.field private unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
.field private state:I

.method protected constructor <init>(Ljava/nio/charset/Charset;FFLjava/lang/String;)V
    .registers 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/nio/charset/CharsetDecoder;->charset:Ljava/nio/charset/Charset;
    sget-object v0, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    iput-object v0, p0, Ljava/nio/charset/CharsetDecoder;->malformedInputAction:Ljava/nio/charset/CodingErrorAction;
    iput-object v0, p0, Ljava/nio/charset/CharsetDecoder;->unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
    const/4 v0, 0
    cmpg-float v1, p2, v0
    if-gtz v1, :average_ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Non-positive averageCharsPerByte"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :average_ok
    cmpg-float v1, p3, v0
    if-gtz v1, :max_ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Non-positive maxCharsPerByte"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :max_ok
    cmpl-float v1, p2, p3
    if-lez v1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "averageCharsPerByte exceeds maxCharsPerByte"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iput p2, p0, Ljava/nio/charset/CharsetDecoder;->averageCharsPerByte:F
    iput p3, p0, Ljava/nio/charset/CharsetDecoder;->maxCharsPerByte:F
    invoke-virtual {p0, p4}, Ljava/nio/charset/CharsetDecoder;->replaceWith(Ljava/lang/String;)Ljava/nio/charset/CharsetDecoder;
    return-void
.end method

.method protected constructor <init>(Ljava/nio/charset/Charset;FF)V
    .registers 7
    const-string v0, "\uFFFD"
    invoke-direct {p0, p1, p2, p3, v0}, Ljava/nio/charset/CharsetDecoder;-><init>(Ljava/nio/charset/Charset;FFLjava/lang/String;)V
    return-void
.end method

.method public final charset()Ljava/nio/charset/Charset;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/CharsetDecoder;->charset:Ljava/nio/charset/Charset;
    return-object v0
.end method

.method public final replacement()Ljava/lang/String;
    .registers 3
    iget-object v0, p0, Ljava/nio/charset/CharsetDecoder;->replacement:Ljava/lang/String;
    return-object v0
.end method

.method public final replaceWith(Ljava/lang/String;)Ljava/nio/charset/CharsetDecoder;
    .registers 5
    if-nez p1, :not_null
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Null replacement"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :not_null
    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result v0
    if-nez v0, :not_empty
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Empty replacement"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :not_empty
    int-to-float v0, v0
    iget v1, p0, Ljava/nio/charset/CharsetDecoder;->maxCharsPerByte:F
    cmpl-float v0, v0, v1
    if-lez v0, :fits
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Replacement too long"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :fits
    iput-object p1, p0, Ljava/nio/charset/CharsetDecoder;->replacement:Ljava/lang/String;
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetDecoder;->implReplaceWith(Ljava/lang/String;)V
    return-object p0
.end method

.method protected implReplaceWith(Ljava/lang/String;)V
    .registers 2
    return-void
.end method

.method public malformedInputAction()Ljava/nio/charset/CodingErrorAction;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/CharsetDecoder;->malformedInputAction:Ljava/nio/charset/CodingErrorAction;
    return-object v0
.end method

.method public final onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    .registers 4
    if-nez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Null action"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iput-object p1, p0, Ljava/nio/charset/CharsetDecoder;->malformedInputAction:Ljava/nio/charset/CodingErrorAction;
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetDecoder;->implOnMalformedInput(Ljava/nio/charset/CodingErrorAction;)V
    return-object p0
.end method

.method protected implOnMalformedInput(Ljava/nio/charset/CodingErrorAction;)V
    .registers 2
    return-void
.end method

.method public unmappableCharacterAction()Ljava/nio/charset/CodingErrorAction;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/CharsetDecoder;->unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
    return-object v0
.end method

.method public final onUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    .registers 4
    if-nez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Null action"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iput-object p1, p0, Ljava/nio/charset/CharsetDecoder;->unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetDecoder;->implOnUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)V
    return-object p0
.end method

.method protected implOnUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)V
    .registers 2
    return-void
.end method

.method public final averageCharsPerByte()F
    .registers 2
    iget v0, p0, Ljava/nio/charset/CharsetDecoder;->averageCharsPerByte:F
    return v0
.end method

.method public final maxCharsPerByte()F
    .registers 2
    iget v0, p0, Ljava/nio/charset/CharsetDecoder;->maxCharsPerByte:F
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
    invoke-static {p1}, Ljava/nio/charset/CharsetDecoder;->stateName(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ", new state = "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {p2}, Ljava/nio/charset/CharsetDecoder;->stateName(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# One step: decodeLoop, then the action for a malformed or unmappable input (input cut
# short at the end of input is malformed), until underflow, overflow or a reported error.
.method public final decode(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;
    .registers 8
    const/4 v0, 1
    if-eqz p3, :new_state
    const/4 v0, 2
    :new_state
    iget v1, p0, Ljava/nio/charset/CharsetDecoder;->state:I
    if-eqz v1, :state_ok
    const/4 v2, 1
    if-eq v1, v2, :state_ok
    if-eqz p3, :bad_state
    const/4 v2, 2
    if-eq v1, v2, :state_ok
    :bad_state
    invoke-direct {p0, v1, v0}, Ljava/nio/charset/CharsetDecoder;->illegalState(II)V
    :state_ok
    iput v0, p0, Ljava/nio/charset/CharsetDecoder;->state:I
    :loop
    invoke-virtual {p0, p1, p2}, Ljava/nio/charset/CharsetDecoder;->decodeLoop(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
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
    iget-object v1, p0, Ljava/nio/charset/CharsetDecoder;->malformedInputAction:Ljava/nio/charset/CodingErrorAction;
    goto :act
    :unmappable
    iget-object v1, p0, Ljava/nio/charset/CharsetDecoder;->unmappableCharacterAction:Ljava/nio/charset/CodingErrorAction;
    :act
    sget-object v2, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    if-eq v1, v2, :return
    sget-object v2, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    if-ne v1, v2, :skip
    invoke-virtual {p2}, Ljava/nio/Buffer;->remaining()I
    move-result v2
    iget-object v3, p0, Ljava/nio/charset/CharsetDecoder;->replacement:Ljava/lang/String;
    invoke-virtual {v3}, Ljava/lang/String;->length()I
    move-result v3
    if-ge v2, v3, :room
    sget-object v0, Ljava/nio/charset/CoderResult;->OVERFLOW:Ljava/nio/charset/CoderResult;
    return-object v0
    :room
    iget-object v3, p0, Ljava/nio/charset/CharsetDecoder;->replacement:Ljava/lang/String;
    invoke-virtual {p2, v3}, Ljava/nio/CharBuffer;->put(Ljava/lang/String;)Ljava/nio/CharBuffer;
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

.method public final flush(Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
    .registers 4
    iget v0, p0, Ljava/nio/charset/CharsetDecoder;->state:I
    const/4 v1, 2
    if-ne v0, v1, :not_ended
    invoke-virtual {p0, p1}, Ljava/nio/charset/CharsetDecoder;->implFlush(Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->isUnderflow()Z
    move-result v1
    if-eqz v1, :done
    const/4 v1, 3
    iput v1, p0, Ljava/nio/charset/CharsetDecoder;->state:I
    :done
    return-object v0
    :not_ended
    const/4 v1, 3
    if-eq v0, v1, :flushed
    invoke-direct {p0, v0, v1}, Ljava/nio/charset/CharsetDecoder;->illegalState(II)V
    :flushed
    sget-object v0, Ljava/nio/charset/CoderResult;->UNDERFLOW:Ljava/nio/charset/CoderResult;
    return-object v0
.end method

.method protected implFlush(Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
    .registers 3
    sget-object v0, Ljava/nio/charset/CoderResult;->UNDERFLOW:Ljava/nio/charset/CoderResult;
    return-object v0
.end method

.method public final reset()Ljava/nio/charset/CharsetDecoder;
    .registers 2
    invoke-virtual {p0}, Ljava/nio/charset/CharsetDecoder;->implReset()V
    const/4 v0, 0
    iput v0, p0, Ljava/nio/charset/CharsetDecoder;->state:I
    return-object p0
.end method

.method protected implReset()V
    .registers 1
    return-void
.end method

.method protected abstract decodeLoop(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
.end method

# All of in's remaining input into a new buffer of remaining * averageCharsPerByte elements,
# grown to 2n + 1 on overflow; errors are thrown as CharacterCodingExceptions.
.method public final decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    .registers 7
    invoke-virtual {p1}, Ljava/nio/Buffer;->remaining()I
    move-result v0
    int-to-float v0, v0
    iget v1, p0, Ljava/nio/charset/CharsetDecoder;->averageCharsPerByte:F
    mul-float/2addr v0, v1
    float-to-int v0, v0
    invoke-static {v0}, Ljava/nio/CharBuffer;->allocate(I)Ljava/nio/CharBuffer;
    move-result-object v1
    if-nez v0, :go
    invoke-virtual {p1}, Ljava/nio/Buffer;->remaining()I
    move-result v2
    if-nez v2, :go
    return-object v1
    :go
    invoke-virtual {p0}, Ljava/nio/charset/CharsetDecoder;->reset()Ljava/nio/charset/CharsetDecoder;
    :loop
    invoke-virtual {p1}, Ljava/nio/Buffer;->hasRemaining()Z
    move-result v2
    if-eqz v2, :nothing_left
    const/4 v2, 1
    invoke-virtual {p0, p1, v1, v2}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;
    move-result-object v2
    goto :have
    :nothing_left
    sget-object v2, Ljava/nio/charset/CoderResult;->UNDERFLOW:Ljava/nio/charset/CoderResult;
    :have
    invoke-virtual {v2}, Ljava/nio/charset/CoderResult;->isUnderflow()Z
    move-result v3
    if-eqz v3, :check
    invoke-virtual {p0, v1}, Ljava/nio/charset/CharsetDecoder;->flush(Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
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
    invoke-static {v0}, Ljava/nio/CharBuffer;->allocate(I)Ljava/nio/CharBuffer;
    move-result-object v3
    invoke-virtual {v1}, Ljava/nio/Buffer;->flip()Ljava/nio/Buffer;
    invoke-virtual {v3, v1}, Ljava/nio/CharBuffer;->put(Ljava/nio/CharBuffer;)Ljava/nio/CharBuffer;
    move-object v1, v3
    goto :loop
    :error
    invoke-virtual {v2}, Ljava/nio/charset/CoderResult;->throwException()V
    goto :loop
    :done
    invoke-virtual {v1}, Ljava/nio/Buffer;->flip()Ljava/nio/Buffer;
    return-object v1
.end method
