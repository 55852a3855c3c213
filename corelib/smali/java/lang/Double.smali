.class public final Ljava/lang/Double;
.super Ljava/lang/Number;
.source "Double.java"
.implements Ljava/lang/Comparable;

.field public static final MAX_VALUE:D = 1.7976931348623157E308
.field public static final MIN_VALUE:D = 4.9E-324
.field public static final NaN:D = NaN
.field public static final POSITIVE_INFINITY:D = Infinity
.field public static final NEGATIVE_INFINITY:D = -Infinity
.field public static final MIN_NORMAL:D = 2.2250738585072014E-308
.field private final value:D
.field public static final TYPE:Ljava/lang/Class;


.method static constructor <clinit>()V
    .registers 1
    const-string v0, "double"
    invoke-static {v0}, Ljava/lang/Class;->getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    sput-object v0, Ljava/lang/Double;->TYPE:Ljava/lang/Class;
    return-void
.end method

.method public constructor <init>(D)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    iput-wide p1, p0, Ljava/lang/Double;->value:D
    return-void
.end method

.method public intValue()I
    .registers 3
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    double-to-int v0, v0
    return v0
.end method

.method public longValue()J
    .registers 3
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    double-to-long v0, v0
    return-wide v0
.end method

.method public floatValue()F
    .registers 3
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    double-to-float v0, v0
    return v0
.end method

.method public doubleValue()D
    .registers 3
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    
    return-wide v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    invoke-static {v0, v1}, Ljava/lang/Double;->hashCode(D)I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    instance-of v0, p1, Ljava/lang/Double;
    if-eqz v0, :no
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v0
    check-cast p1, Ljava/lang/Double;
    iget-wide v2, p1, Ljava/lang/Double;->value:D
    invoke-static {v2, v3}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public compareTo(Ljava/lang/Double;)I
    .registers 6
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    iget-wide v2, p1, Ljava/lang/Double;->value:D
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Double;->compare(DD)I
    move-result v0
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/lang/Double;
    invoke-virtual {p0, p1}, Ljava/lang/Double;->compareTo(Ljava/lang/Double;)I
    move-result v0
    return v0
.end method

.method public static native toString(D)Ljava/lang/String;
.end method

.method public static native parseDouble(Ljava/lang/String;)D
.end method

.method public static native doubleToLongBits(D)J
.end method

.method public static native doubleToRawLongBits(D)J
.end method

.method public static native longBitsToDouble(J)D
.end method

.method public static native isNaN(D)Z
.end method

.method public static native isInfinite(D)Z
.end method

.method public static native isFinite(D)Z
.end method

.method public static native compare(DD)I
.end method

.method public static valueOf(D)Ljava/lang/Double;
    .registers 3
    new-instance v0, Ljava/lang/Double;
    invoke-direct {v0, p0, p1}, Ljava/lang/Double;-><init>(D)V
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/lang/Double;
    .registers 3
    invoke-static {p0}, Ljava/lang/Double;->parseDouble(Ljava/lang/String;)D
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v0
    return-object v0
.end method

.method public isNaN()Z
    .registers 3
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    invoke-static {v0, v1}, Ljava/lang/Double;->isNaN(D)Z
    move-result v0
    return v0
.end method

.method public isInfinite()Z
    .registers 3
    iget-wide v0, p0, Ljava/lang/Double;->value:D
    invoke-static {v0, v1}, Ljava/lang/Double;->isInfinite(D)Z
    move-result v0
    return v0
.end method

.method public static hashCode(D)I
    .registers 4
    invoke-static {p0, p1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v0
    return v0
.end method

.method public static sum(DD)D
    .registers 6
    add-double v0, p0, p2
    return-wide v0
.end method
