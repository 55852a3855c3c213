.class public Ljava/nio/charset/CoderResult;
.super Ljava/lang/Object;
.source "CoderResult.java"

# The outcome of a coding step: type 0 underflow, 1 overflow, 2 malformed input and
# 3 unmappable character of some length (JDK 17 java.nio.charset.CoderResult).

.field public static final UNDERFLOW:Ljava/nio/charset/CoderResult;
.field public static final OVERFLOW:Ljava/nio/charset/CoderResult;
.field private final type:I
.field private final length:I

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Ljava/nio/charset/CoderResult;
    const/4 v1, 0
    invoke-direct {v0, v1, v1}, Ljava/nio/charset/CoderResult;-><init>(II)V
    sput-object v0, Ljava/nio/charset/CoderResult;->UNDERFLOW:Ljava/nio/charset/CoderResult;
    new-instance v0, Ljava/nio/charset/CoderResult;
    const/4 v2, 1
    invoke-direct {v0, v2, v1}, Ljava/nio/charset/CoderResult;-><init>(II)V
    sput-object v0, Ljava/nio/charset/CoderResult;->OVERFLOW:Ljava/nio/charset/CoderResult;
    return-void
.end method

.method private constructor <init>(II)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ljava/nio/charset/CoderResult;->type:I
    iput p2, p0, Ljava/nio/charset/CoderResult;->length:I
    return-void
.end method

# "UNDERFLOW", "OVERFLOW", "MALFORMED[n]", "UNMAPPABLE[n]"
.method public toString()Ljava/lang/String;
    .registers 4
    iget v0, p0, Ljava/nio/charset/CoderResult;->type:I
    packed-switch v0, :names
    const-string v1, "UNMAPPABLE["
    goto :error
    :malformed
    const-string v1, "MALFORMED["
    :error
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    iget v1, p0, Ljava/nio/charset/CoderResult;->length:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, "]"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
    :underflow
    const-string v0, "UNDERFLOW"
    return-object v0
    :overflow
    const-string v0, "OVERFLOW"
    return-object v0
    :names
    .packed-switch 0x0
        :underflow
        :overflow
        :malformed
    .end packed-switch
.end method

.method public isUnderflow()Z
    .registers 3
    iget v0, p0, Ljava/nio/charset/CoderResult;->type:I
    const/4 v1, 0
    if-eq v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public isOverflow()Z
    .registers 3
    iget v0, p0, Ljava/nio/charset/CoderResult;->type:I
    const/4 v1, 1
    if-eq v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public isError()Z
    .registers 3
    iget v0, p0, Ljava/nio/charset/CoderResult;->type:I
    const/4 v1, 2
    if-ge v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public isMalformed()Z
    .registers 3
    iget v0, p0, Ljava/nio/charset/CoderResult;->type:I
    const/4 v1, 2
    if-eq v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public isUnmappable()Z
    .registers 3
    iget v0, p0, Ljava/nio/charset/CoderResult;->type:I
    const/4 v1, 3
    if-eq v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public length()I
    .registers 3
    iget v0, p0, Ljava/nio/charset/CoderResult;->type:I
    const/4 v1, 2
    if-ge v0, v1, :error
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
    :error
    iget v0, p0, Ljava/nio/charset/CoderResult;->length:I
    return v0
.end method

.method private static ofLength(II)Ljava/nio/charset/CoderResult;
    .registers 4
    if-gtz p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Non-positive length"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    new-instance v0, Ljava/nio/charset/CoderResult;
    invoke-direct {v0, p0, p1}, Ljava/nio/charset/CoderResult;-><init>(II)V
    return-object v0
.end method

.method public static malformedForLength(I)Ljava/nio/charset/CoderResult;
    .registers 2
    const/4 v0, 2
    invoke-static {v0, p0}, Ljava/nio/charset/CoderResult;->ofLength(II)Ljava/nio/charset/CoderResult;
    move-result-object v0
    return-object v0
.end method

.method public static unmappableForLength(I)Ljava/nio/charset/CoderResult;
    .registers 2
    const/4 v0, 3
    invoke-static {v0, p0}, Ljava/nio/charset/CoderResult;->ofLength(II)Ljava/nio/charset/CoderResult;
    move-result-object v0
    return-object v0
.end method

.method public throwException()V
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/nio/charset/CharacterCodingException;
        }
    .end annotation
    iget v0, p0, Ljava/nio/charset/CoderResult;->type:I
    iget v1, p0, Ljava/nio/charset/CoderResult;->length:I
    packed-switch v0, :kinds
    new-instance v0, Ljava/nio/charset/UnmappableCharacterException;
    invoke-direct {v0, v1}, Ljava/nio/charset/UnmappableCharacterException;-><init>(I)V
    throw v0
    :underflow
    new-instance v0, Ljava/nio/BufferUnderflowException;
    invoke-direct {v0}, Ljava/nio/BufferUnderflowException;-><init>()V
    throw v0
    :overflow
    new-instance v0, Ljava/nio/BufferOverflowException;
    invoke-direct {v0}, Ljava/nio/BufferOverflowException;-><init>()V
    throw v0
    :malformed
    new-instance v0, Ljava/nio/charset/MalformedInputException;
    invoke-direct {v0, v1}, Ljava/nio/charset/MalformedInputException;-><init>(I)V
    throw v0
    :kinds
    .packed-switch 0x0
        :underflow
        :overflow
        :malformed
    .end packed-switch
.end method
