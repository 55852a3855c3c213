.class public final Ljava/lang/Long;
.super Ljava/lang/Number;
.source "Long.java"
.implements Ljava/lang/Comparable;

.field public static final MIN_VALUE:J = 0x8000000000000000L
.field public static final MAX_VALUE:J = 0x7fffffffffffffffL
.field public static final SIZE:I = 0x40
.field public static final BYTES:I = 0x8
.field private final value:J
.field public static final TYPE:Ljava/lang/Class;


.method static constructor <clinit>()V
    .registers 1
    const-string v0, "long"
    invoke-static {v0}, Ljava/lang/Class;->getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    sput-object v0, Ljava/lang/Long;->TYPE:Ljava/lang/Class;
    return-void
.end method

.method public constructor <init>(J)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    iput-wide p1, p0, Ljava/lang/Long;->value:J
    return-void
.end method

.method public intValue()I
    .registers 3
    iget-wide v0, p0, Ljava/lang/Long;->value:J
    long-to-int v0, v0
    return v0
.end method

.method public longValue()J
    .registers 3
    iget-wide v0, p0, Ljava/lang/Long;->value:J
    
    return-wide v0
.end method

.method public floatValue()F
    .registers 3
    iget-wide v0, p0, Ljava/lang/Long;->value:J
    long-to-float v0, v0
    return v0
.end method

.method public doubleValue()D
    .registers 3
    iget-wide v0, p0, Ljava/lang/Long;->value:J
    long-to-double v0, v0
    return-wide v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget-wide v0, p0, Ljava/lang/Long;->value:J
    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-wide v0, p0, Ljava/lang/Long;->value:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    instance-of v0, p1, Ljava/lang/Long;
    if-eqz v0, :no
    iget-wide v0, p0, Ljava/lang/Long;->value:J
    check-cast p1, Ljava/lang/Long;
    iget-wide v2, p1, Ljava/lang/Long;->value:J
    cmp-long v0, v0, v2
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public compareTo(Ljava/lang/Long;)I
    .registers 6
    iget-wide v0, p0, Ljava/lang/Long;->value:J
    iget-wide v2, p1, Ljava/lang/Long;->value:J
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Long;->compare(JJ)I
    move-result v0
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/lang/Long;
    invoke-virtual {p0, p1}, Ljava/lang/Long;->compareTo(Ljava/lang/Long;)I
    move-result v0
    return v0
.end method

.method public static compare(JJ)I
    .registers 5
    cmp-long v0, p0, p2
    return v0
.end method

.method public static native toString(J)Ljava/lang/String;
.end method

.method public static native toString(JI)Ljava/lang/String;
.end method

.method public static native toHexString(J)Ljava/lang/String;
.end method

.method public static native toOctalString(J)Ljava/lang/String;
.end method

.method public static native toBinaryString(J)Ljava/lang/String;
.end method

.method public static native parseLong(Ljava/lang/String;)J
.end method

.method public static native parseLong(Ljava/lang/String;I)J
.end method

.method public static native valueOf(J)Ljava/lang/Long;
.end method

.method public static native bitCount(J)I
.end method

.method public static native numberOfLeadingZeros(J)I
.end method

.method public static native numberOfTrailingZeros(J)I
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/lang/Long;
    .registers 3
    invoke-static {p0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
.end method

.method public static hashCode(J)I
    .registers 5
    const/16 v2, 0x20
    ushr-long v0, p0, v2
    xor-long/2addr v0, p0
    long-to-int v0, v0
    return v0
.end method

.method public static sum(JJ)J
    .registers 6
    add-long v0, p0, p2
    return-wide v0
.end method

.method public static max(JJ)J
    .registers 6
    invoke-static {p0, p1, p2, p3}, Ljava/lang/Math;->max(JJ)J
    move-result-wide v0
    return-wide v0
.end method

.method public static min(JJ)J
    .registers 6
    invoke-static {p0, p1, p2, p3}, Ljava/lang/Math;->min(JJ)J
    move-result-wide v0
    return-wide v0
.end method

.method public static native rotateLeft(JI)J
.end method

.method public static native rotateRight(JI)J
.end method

.method public static native lowestOneBit(J)J
.end method

.method public static native highestOneBit(J)J
.end method

.method public static native reverse(J)J
.end method

.method public static native reverseBytes(J)J
.end method

.method public static native signum(J)I
.end method

.method public static native divideUnsigned(JJ)J
.end method

.method public static native remainderUnsigned(JJ)J
.end method

.method public static native compareUnsigned(JJ)I
.end method

.method public static native toUnsignedString(J)Ljava/lang/String;
.end method

.method public static native toUnsignedString(JI)Ljava/lang/String;
.end method

.method public static native parseUnsignedLong(Ljava/lang/String;)J
.end method

.method public static native parseUnsignedLong(Ljava/lang/String;I)J
.end method

.method public static valueOf(Ljava/lang/String;I)Ljava/lang/Long;
    .registers 4
    invoke-static {p0, p1}, Ljava/lang/Long;->parseLong(Ljava/lang/String;I)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
.end method
