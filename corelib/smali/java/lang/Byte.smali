.class public final Ljava/lang/Byte;
.super Ljava/lang/Number;
.source "Byte.java"
.implements Ljava/lang/Comparable;

.field public static final SIZE:I = 0x8
.field public static final BYTES:I = 0x1
.field public static final MIN_VALUE:B = -0x80t
.field public static final MAX_VALUE:B = 0x7ft
.field private final value:B
.field public static final TYPE:Ljava/lang/Class;


.method static constructor <clinit>()V
    .registers 1
    const-string v0, "byte"
    invoke-static {v0}, Ljava/lang/Class;->getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    sput-object v0, Ljava/lang/Byte;->TYPE:Ljava/lang/Class;
    return-void
.end method

.method public constructor <init>(B)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    iput-byte p1, p0, Ljava/lang/Byte;->value:B
    return-void
.end method

.method public intValue()I
    .registers 3
    iget-byte v0, p0, Ljava/lang/Byte;->value:B
    
    return v0
.end method

.method public longValue()J
    .registers 3
    iget-byte v0, p0, Ljava/lang/Byte;->value:B
    int-to-long v0, v0
    return-wide v0
.end method

.method public floatValue()F
    .registers 3
    iget-byte v0, p0, Ljava/lang/Byte;->value:B
    int-to-float v0, v0
    return v0
.end method

.method public doubleValue()D
    .registers 3
    iget-byte v0, p0, Ljava/lang/Byte;->value:B
    int-to-double v0, v0
    return-wide v0
.end method

.method public byteValue()B
    .registers 2
    iget-byte v0, p0, Ljava/lang/Byte;->value:B
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget-byte v0, p0, Ljava/lang/Byte;->value:B
    invoke-static {v0}, Ljava/lang/Byte;->toString(B)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-byte v0, p0, Ljava/lang/Byte;->value:B
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    instance-of v0, p1, Ljava/lang/Byte;
    if-eqz v0, :no
    iget-byte v0, p0, Ljava/lang/Byte;->value:B
    check-cast p1, Ljava/lang/Byte;
    iget-byte v2, p1, Ljava/lang/Byte;->value:B
    if-ne v0, v2, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public compareTo(Ljava/lang/Byte;)I
    .registers 6
    iget-byte v0, p0, Ljava/lang/Byte;->value:B
    iget-byte v2, p1, Ljava/lang/Byte;->value:B
    invoke-static {v0, v2}, Ljava/lang/Byte;->compare(BB)I
    move-result v0
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/lang/Byte;
    invoke-virtual {p0, p1}, Ljava/lang/Byte;->compareTo(Ljava/lang/Byte;)I
    move-result v0
    return v0
.end method

.method public static compare(BB)I
    .registers 3
    # Java returns x - y (both widen to int without overflow).
    sub-int v0, p0, p1
    return v0
.end method

.method public static native toString(B)Ljava/lang/String;
.end method

.method public static native parseByte(Ljava/lang/String;)B
.end method

.method public static native valueOf(B)Ljava/lang/Byte;
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/lang/Byte;
    .registers 2
    invoke-static {p0}, Ljava/lang/Byte;->parseByte(Ljava/lang/String;)B
    move-result v0
    invoke-static {v0}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v0
    return-object v0
.end method

.method public static toUnsignedInt(B)I
    .registers 2
    and-int/lit16 v0, p0, 0xff
    return v0
.end method

.method public static toUnsignedLong(B)J
    .registers 3
    and-int/lit16 v0, p0, 0xff
    int-to-long v0, v0
    return-wide v0
.end method

.method public static compareUnsigned(BB)I
    .registers 4
    and-int/lit16 v0, p0, 0xff
    and-int/lit16 v1, p1, 0xff
    sub-int/2addr v0, v1
    return v0
.end method

.method public static hashCode(B)I
    .registers 1
    return p0
.end method
