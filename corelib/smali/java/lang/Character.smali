.class public final Ljava/lang/Character;
.super Ljava/lang/Object;
.source "Character.java"
.implements Ljava/lang/Comparable;
.implements Ljava/io/Serializable;

.field public static final SIZE:I = 0x10
.field public static final BYTES:I = 0x2
.field public static final MIN_VALUE:C = '\u0000'
.field public static final MAX_VALUE:C = '\uffff'
.field public static final MIN_RADIX:I = 0x2
.field public static final MAX_RADIX:I = 0x24
.field private final value:C
.field public static final TYPE:Ljava/lang/Class;


.method static constructor <clinit>()V
    .registers 1
    const-string v0, "char"
    invoke-static {v0}, Ljava/lang/Class;->getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    sput-object v0, Ljava/lang/Character;->TYPE:Ljava/lang/Class;
    return-void
.end method

.method public constructor <init>(C)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-char p1, p0, Ljava/lang/Character;->value:C
    return-void
.end method

.method public charValue()C
    .registers 2
    iget-char v0, p0, Ljava/lang/Character;->value:C
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget-char v0, p0, Ljava/lang/Character;->value:C
    invoke-static {v0}, Ljava/lang/Character;->toString(C)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-char v0, p0, Ljava/lang/Character;->value:C
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    instance-of v0, p1, Ljava/lang/Character;
    if-eqz v0, :no
    iget-char v0, p0, Ljava/lang/Character;->value:C
    check-cast p1, Ljava/lang/Character;
    iget-char v2, p1, Ljava/lang/Character;->value:C
    if-ne v0, v2, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public compareTo(Ljava/lang/Character;)I
    .registers 6
    iget-char v0, p0, Ljava/lang/Character;->value:C
    iget-char v2, p1, Ljava/lang/Character;->value:C
    invoke-static {v0, v2}, Ljava/lang/Character;->compare(CC)I
    move-result v0
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/lang/Character;
    invoke-virtual {p0, p1}, Ljava/lang/Character;->compareTo(Ljava/lang/Character;)I
    move-result v0
    return v0
.end method

.method public static compare(CC)I
    .registers 3
    # Java returns x - y (both widen to int without overflow).
    sub-int v0, p0, p1
    return v0
.end method

.method public static native toString(C)Ljava/lang/String;
.end method

.method public static native valueOf(C)Ljava/lang/Character;
.end method

.method public static native isDigit(C)Z
.end method

.method public static native isLetter(C)Z
.end method

.method public static native isLetterOrDigit(C)Z
.end method

.method public static native isAlphabetic(I)Z
.end method

.method public static native isWhitespace(C)Z
.end method

.method public static native isSpaceChar(C)Z
.end method

.method public static native isUpperCase(C)Z
.end method

.method public static native isLowerCase(C)Z
.end method

.method public static native toUpperCase(C)C
.end method

.method public static native toLowerCase(C)C
.end method

.method public static native digit(CI)I
.end method

.method public static native getNumericValue(C)I
.end method

.method public static native forDigit(II)C
.end method

.method public static hashCode(C)I
    .registers 1
    return p0
.end method

.method public static native reverseBytes(C)C
.end method
