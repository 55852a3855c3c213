.class public Ljava/nio/charset/UnmappableCharacterException;
.super Ljava/nio/charset/CharacterCodingException;
.source "UnmappableCharacterException.java"

# getMessage() is "Input length = <n>", as the JDK's.

.field private inputLength:I

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/nio/charset/CharacterCodingException;-><init>()V
    iput p1, p0, Ljava/nio/charset/UnmappableCharacterException;->inputLength:I
    return-void
.end method

.method public getInputLength()I
    .registers 2
    iget v0, p0, Ljava/nio/charset/UnmappableCharacterException;->inputLength:I
    return v0
.end method

.method public getMessage()Ljava/lang/String;
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Input length = "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    iget v1, p0, Ljava/nio/charset/UnmappableCharacterException;->inputLength:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
