.class public final Ljava/lang/Integer;
.super Ljava/lang/Number;
.source "Integer.java"
.implements Ljava/lang/Comparable;

.field public static final MIN_VALUE:I = 0x80000000
.field public static final MAX_VALUE:I = 0x7fffffff
.field public static final SIZE:I = 0x20
.field public static final BYTES:I = 0x4
.field private final value:I
.field public static final TYPE:Ljava/lang/Class;


.method static constructor <clinit>()V
    .registers 1
    const-string v0, "int"
    invoke-static {v0}, Ljava/lang/Class;->getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    sput-object v0, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    return-void
.end method

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    iput p1, p0, Ljava/lang/Integer;->value:I
    return-void
.end method

.method public intValue()I
    .registers 3
    iget v0, p0, Ljava/lang/Integer;->value:I
    
    return v0
.end method

.method public longValue()J
    .registers 3
    iget v0, p0, Ljava/lang/Integer;->value:I
    int-to-long v0, v0
    return-wide v0
.end method

.method public floatValue()F
    .registers 3
    iget v0, p0, Ljava/lang/Integer;->value:I
    int-to-float v0, v0
    return v0
.end method

.method public doubleValue()D
    .registers 3
    iget v0, p0, Ljava/lang/Integer;->value:I
    int-to-double v0, v0
    return-wide v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget v0, p0, Ljava/lang/Integer;->value:I
    invoke-static {v0}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget v0, p0, Ljava/lang/Integer;->value:I
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    instance-of v0, p1, Ljava/lang/Integer;
    if-eqz v0, :no
    iget v0, p0, Ljava/lang/Integer;->value:I
    check-cast p1, Ljava/lang/Integer;
    iget v2, p1, Ljava/lang/Integer;->value:I
    if-ne v0, v2, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public compareTo(Ljava/lang/Integer;)I
    .registers 6
    iget v0, p0, Ljava/lang/Integer;->value:I
    iget v2, p1, Ljava/lang/Integer;->value:I
    invoke-static {v0, v2}, Ljava/lang/Integer;->compare(II)I
    move-result v0
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/lang/Integer;
    invoke-virtual {p0, p1}, Ljava/lang/Integer;->compareTo(Ljava/lang/Integer;)I
    move-result v0
    return v0
.end method

.method public static compare(II)I
    .registers 3
    if-ge p0, p1, :ge
    const/4 v0, -1
    return v0
    :ge
    if-ne p0, p1, :gt
    const/4 v0, 0
    return v0
    :gt
    const/4 v0, 1
    return v0
.end method

.method public static native toString(I)Ljava/lang/String;
.end method

.method public static native toString(II)Ljava/lang/String;
.end method

.method public static native toHexString(I)Ljava/lang/String;
.end method

.method public static native toOctalString(I)Ljava/lang/String;
.end method

.method public static native toBinaryString(I)Ljava/lang/String;
.end method

.method public static native parseInt(Ljava/lang/String;)I
.end method

.method public static native parseInt(Ljava/lang/String;I)I
.end method

.method public static native valueOf(I)Ljava/lang/Integer;
.end method

.method public static native bitCount(I)I
.end method

.method public static native reverse(I)I
.end method

.method public static native reverseBytes(I)I
.end method

.method public static native numberOfLeadingZeros(I)I
.end method

.method public static native numberOfTrailingZeros(I)I
.end method

.method public static native highestOneBit(I)I
.end method

.method public static native rotateLeft(II)I
.end method

.method public static native rotateRight(II)I
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/lang/Integer;
    .registers 2
    invoke-static {p0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;I)Ljava/lang/Integer;
    .registers 3
    invoke-static {p0, p1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method public static hashCode(I)I
    .registers 1
    return p0
.end method

.method public static sum(II)I
    .registers 3
    add-int v0, p0, p1
    return v0
.end method

.method public static max(II)I
    .registers 3
    invoke-static {p0, p1}, Ljava/lang/Math;->max(II)I
    move-result v0
    return v0
.end method

.method public static min(II)I
    .registers 3
    invoke-static {p0, p1}, Ljava/lang/Math;->min(II)I
    move-result v0
    return v0
.end method

.method public static signum(I)I
    .registers 2
    shr-int/lit8 v0, p0, 31
    neg-int v1, p0
    ushr-int/lit8 v1, v1, 31
    or-int/2addr v0, v1
    return v0
.end method

.method public static native lowestOneBit(I)I
.end method

.method public static native divideUnsigned(II)I
.end method

.method public static native remainderUnsigned(II)I
.end method

.method public static native compareUnsigned(II)I
.end method

.method public static native toUnsignedLong(I)J
.end method

.method public static native toUnsignedString(I)Ljava/lang/String;
.end method

.method public static native toUnsignedString(II)Ljava/lang/String;
.end method

.method public static native parseUnsignedInt(Ljava/lang/String;)I
.end method

.method public static native parseUnsignedInt(Ljava/lang/String;I)I
.end method
