.class public final Ljava/lang/Short;
.super Ljava/lang/Number;
.source "Short.java"
.implements Ljava/lang/Comparable;

.field public static final SIZE:I = 0x10
.field public static final BYTES:I = 0x2
.field public static final MIN_VALUE:S = -0x8000s
.field public static final MAX_VALUE:S = 0x7fffs
.field private final value:S
.field public static final TYPE:Ljava/lang/Class;


.method static constructor <clinit>()V
    .registers 1
    const-string v0, "short"
    invoke-static {v0}, Ljava/lang/Class;->getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    sput-object v0, Ljava/lang/Short;->TYPE:Ljava/lang/Class;
    return-void
.end method

.method public constructor <init>(S)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    iput-short p1, p0, Ljava/lang/Short;->value:S
    return-void
.end method

.method public intValue()I
    .registers 3
    iget-short v0, p0, Ljava/lang/Short;->value:S
    
    return v0
.end method

.method public longValue()J
    .registers 3
    iget-short v0, p0, Ljava/lang/Short;->value:S
    int-to-long v0, v0
    return-wide v0
.end method

.method public floatValue()F
    .registers 3
    iget-short v0, p0, Ljava/lang/Short;->value:S
    int-to-float v0, v0
    return v0
.end method

.method public doubleValue()D
    .registers 3
    iget-short v0, p0, Ljava/lang/Short;->value:S
    int-to-double v0, v0
    return-wide v0
.end method

.method public shortValue()S
    .registers 2
    iget-short v0, p0, Ljava/lang/Short;->value:S
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget-short v0, p0, Ljava/lang/Short;->value:S
    invoke-static {v0}, Ljava/lang/Short;->toString(S)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-short v0, p0, Ljava/lang/Short;->value:S
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    instance-of v0, p1, Ljava/lang/Short;
    if-eqz v0, :no
    iget-short v0, p0, Ljava/lang/Short;->value:S
    check-cast p1, Ljava/lang/Short;
    iget-short v2, p1, Ljava/lang/Short;->value:S
    if-ne v0, v2, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public compareTo(Ljava/lang/Short;)I
    .registers 6
    iget-short v0, p0, Ljava/lang/Short;->value:S
    iget-short v2, p1, Ljava/lang/Short;->value:S
    invoke-static {v0, v2}, Ljava/lang/Short;->compare(SS)I
    move-result v0
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/lang/Short;
    invoke-virtual {p0, p1}, Ljava/lang/Short;->compareTo(Ljava/lang/Short;)I
    move-result v0
    return v0
.end method

.method public static compare(SS)I
    .registers 3
    # Java returns x - y (both widen to int without overflow).
    sub-int v0, p0, p1
    return v0
.end method

.method public static native toString(S)Ljava/lang/String;
.end method

.method public static native parseShort(Ljava/lang/String;)S
.end method

.method public static native valueOf(S)Ljava/lang/Short;
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/lang/Short;
    .registers 2
    invoke-static {p0}, Ljava/lang/Short;->parseShort(Ljava/lang/String;)S
    move-result v0
    invoke-static {v0}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v0
    return-object v0
.end method

.method public static toUnsignedInt(S)I
    .registers 2
    const v0, 0xffff
    and-int/2addr v0, p0
    return v0
.end method

.method public static toUnsignedLong(S)J
    .registers 3
    const v0, 0xffff
    and-int/2addr v0, p0
    int-to-long v0, v0
    return-wide v0
.end method

.method public static compareUnsigned(SS)I
    .registers 4
    const v0, 0xffff
    and-int/2addr v0, p0
    const v1, 0xffff
    and-int/2addr v1, p1
    sub-int/2addr v0, v1
    return v0
.end method

.method public static hashCode(S)I
    .registers 1
    return p0
.end method

.method public static native reverseBytes(S)S
.end method
