.class public final Ljava/lang/Float;
.super Ljava/lang/Number;
.source "Float.java"
.implements Ljava/lang/Comparable;

.field public static final MAX_VALUE:F = 3.4028235E38f
.field public static final MIN_VALUE:F = 1.4E-45f
.field public static final NaN:F = NaNf
.field public static final POSITIVE_INFINITY:F = Infinityf
.field public static final NEGATIVE_INFINITY:F = -Infinityf
.field private final value:F
.field public static final TYPE:Ljava/lang/Class;


.method static constructor <clinit>()V
    .registers 1
    const-string v0, "float"
    invoke-static {v0}, Ljava/lang/Class;->getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    sput-object v0, Ljava/lang/Float;->TYPE:Ljava/lang/Class;
    return-void
.end method

.method public constructor <init>(F)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    iput p1, p0, Ljava/lang/Float;->value:F
    return-void
.end method

.method public intValue()I
    .registers 3
    iget v0, p0, Ljava/lang/Float;->value:F
    float-to-int v0, v0
    return v0
.end method

.method public longValue()J
    .registers 3
    iget v0, p0, Ljava/lang/Float;->value:F
    float-to-long v0, v0
    return-wide v0
.end method

.method public floatValue()F
    .registers 3
    iget v0, p0, Ljava/lang/Float;->value:F
    
    return v0
.end method

.method public doubleValue()D
    .registers 3
    iget v0, p0, Ljava/lang/Float;->value:F
    float-to-double v0, v0
    return-wide v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget v0, p0, Ljava/lang/Float;->value:F
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget v0, p0, Ljava/lang/Float;->value:F
    invoke-static {v0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    instance-of v0, p1, Ljava/lang/Float;
    if-eqz v0, :no
    iget v0, p0, Ljava/lang/Float;->value:F
    invoke-static {v0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v0
    check-cast p1, Ljava/lang/Float;
    iget v2, p1, Ljava/lang/Float;->value:F
    invoke-static {v2}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v2
    if-ne v0, v2, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public compareTo(Ljava/lang/Float;)I
    .registers 6
    iget v0, p0, Ljava/lang/Float;->value:F
    iget v2, p1, Ljava/lang/Float;->value:F
    invoke-static {v0, v2}, Ljava/lang/Float;->compare(FF)I
    move-result v0
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/lang/Float;
    invoke-virtual {p0, p1}, Ljava/lang/Float;->compareTo(Ljava/lang/Float;)I
    move-result v0
    return v0
.end method

.method public static native toString(F)Ljava/lang/String;
.end method

.method public static native parseFloat(Ljava/lang/String;)F
.end method

.method public static native floatToIntBits(F)I
.end method

.method public static native floatToRawIntBits(F)I
.end method

.method public static native intBitsToFloat(I)F
.end method

.method public static native isNaN(F)Z
.end method

.method public static native isInfinite(F)Z
.end method

.method public static native compare(FF)I
.end method

.method public static valueOf(F)Ljava/lang/Float;
    .registers 2
    new-instance v0, Ljava/lang/Float;
    invoke-direct {v0, p0}, Ljava/lang/Float;-><init>(F)V
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/lang/Float;
    .registers 2
    invoke-static {p0}, Ljava/lang/Float;->parseFloat(Ljava/lang/String;)F
    move-result v0
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v0
    return-object v0
.end method

.method public isNaN()Z
    .registers 2
    iget v0, p0, Ljava/lang/Float;->value:F
    invoke-static {v0}, Ljava/lang/Float;->isNaN(F)Z
    move-result v0
    return v0
.end method

.method public static hashCode(F)I
    .registers 2
    invoke-static {p0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v0
    return v0
.end method
