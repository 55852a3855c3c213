.class public Ljava/math/BigDecimal;
.super Ljava/lang/Number;
.source "BigDecimal.java"
.implements Ljava/lang/Comparable;

# An immutable decimal: the unscaled value `intVal` times 10^-`scale`. Arithmetic,
# rounding, parsing and the string forms are natives (corelib/src/math/decimal.rs).

.field final intVal:Ljava/math/BigInteger;
.field final scale:I

.field public static final ZERO:Ljava/math/BigDecimal;
.field public static final ONE:Ljava/math/BigDecimal;
.field public static final TEN:Ljava/math/BigDecimal;
.field public static final ROUND_UP:I = 0x0
.field public static final ROUND_DOWN:I = 0x1
.field public static final ROUND_CEILING:I = 0x2
.field public static final ROUND_FLOOR:I = 0x3
.field public static final ROUND_HALF_UP:I = 0x4
.field public static final ROUND_HALF_DOWN:I = 0x5
.field public static final ROUND_HALF_EVEN:I = 0x6
.field public static final ROUND_UNNECESSARY:I = 0x7

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Ljava/math/BigDecimal;
    const/4 v1, 0
    invoke-direct {v0, v1}, Ljava/math/BigDecimal;-><init>(I)V
    sput-object v0, Ljava/math/BigDecimal;->ZERO:Ljava/math/BigDecimal;
    new-instance v0, Ljava/math/BigDecimal;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/math/BigDecimal;-><init>(I)V
    sput-object v0, Ljava/math/BigDecimal;->ONE:Ljava/math/BigDecimal;
    new-instance v0, Ljava/math/BigDecimal;
    const/16 v1, 10
    invoke-direct {v0, v1}, Ljava/math/BigDecimal;-><init>(I)V
    sput-object v0, Ljava/math/BigDecimal;->TEN:Ljava/math/BigDecimal;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    invoke-direct {p0, p1}, Ljava/math/BigDecimal;->parse(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/math/MathContext;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    invoke-direct {p0, p1, p2}, Ljava/math/BigDecimal;->parse(Ljava/lang/String;Ljava/math/MathContext;)V
    return-void
.end method

.method public constructor <init>([C)V
    .registers 5
    array-length v0, p1
    const/4 v1, 0
    invoke-direct {p0, p1, v1, v0}, Ljava/math/BigDecimal;-><init>([CII)V
    return-void
.end method

.method public constructor <init>([CII)V
    .registers 6
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    const/4 v0, 0
    invoke-direct {p0, p1, p2, p3, v0}, Ljava/math/BigDecimal;->parse([CIILjava/math/MathContext;)V
    return-void
.end method

.method public constructor <init>([CIILjava/math/MathContext;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    invoke-direct/range {p0 .. p4}, Ljava/math/BigDecimal;->parse([CIILjava/math/MathContext;)V
    return-void
.end method

.method public constructor <init>([CLjava/math/MathContext;)V
    .registers 5
    array-length v0, p1
    const/4 v1, 0
    invoke-direct {p0, p1, v1, v0, p2}, Ljava/math/BigDecimal;-><init>([CIILjava/math/MathContext;)V
    return-void
.end method

# The double's exact binary value in decimal (BigDecimal.valueOf(double) goes through
# Double.toString instead).
.method public constructor <init>(D)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    invoke-direct {p0, p1, p2}, Ljava/math/BigDecimal;->fromDouble(D)V
    return-void
.end method

.method public constructor <init>(I)V
    .registers 4
    int-to-long v0, p1
    invoke-direct {p0, v0, v1}, Ljava/math/BigDecimal;-><init>(J)V
    return-void
.end method

.method public constructor <init>(J)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    invoke-static {p1, p2}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v0
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/math/BigDecimal;->init(Ljava/math/BigInteger;I)V
    return-void
.end method

.method public constructor <init>(Ljava/math/BigInteger;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/math/BigDecimal;->init(Ljava/math/BigInteger;I)V
    return-void
.end method

.method public constructor <init>(Ljava/math/BigInteger;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    invoke-direct {p0, p1, p2}, Ljava/math/BigDecimal;->init(Ljava/math/BigInteger;I)V
    return-void
.end method

.method public constructor <init>(ILjava/math/MathContext;)V
    .registers 5
    int-to-long v0, p1
    invoke-direct {p0, v0, v1, p2}, Ljava/math/BigDecimal;-><init>(JLjava/math/MathContext;)V
    return-void
.end method

.method public constructor <init>(JLjava/math/MathContext;)V
    .registers 4
    invoke-direct {p0, p1, p2}, Ljava/math/BigDecimal;-><init>(J)V
    invoke-direct {p0, p3}, Ljava/math/BigDecimal;->roundTo(Ljava/math/MathContext;)V
    return-void
.end method

.method public constructor <init>(DLjava/math/MathContext;)V
    .registers 4
    invoke-direct {p0, p1, p2}, Ljava/math/BigDecimal;-><init>(D)V
    invoke-direct {p0, p3}, Ljava/math/BigDecimal;->roundTo(Ljava/math/MathContext;)V
    return-void
.end method

.method public constructor <init>(Ljava/math/BigInteger;Ljava/math/MathContext;)V
    .registers 3
    invoke-direct {p0, p1}, Ljava/math/BigDecimal;-><init>(Ljava/math/BigInteger;)V
    invoke-direct {p0, p2}, Ljava/math/BigDecimal;->roundTo(Ljava/math/MathContext;)V
    return-void
.end method

.method public constructor <init>(Ljava/math/BigInteger;ILjava/math/MathContext;)V
    .registers 4
    invoke-direct {p0, p1, p2}, Ljava/math/BigDecimal;-><init>(Ljava/math/BigInteger;I)V
    invoke-direct {p0, p3}, Ljava/math/BigDecimal;->roundTo(Ljava/math/MathContext;)V
    return-void
.end method

.method public static valueOf(J)Ljava/math/BigDecimal;
    .registers 3
    new-instance v0, Ljava/math/BigDecimal;
    invoke-direct {v0, p0, p1}, Ljava/math/BigDecimal;-><init>(J)V
    return-object v0
.end method

.method public static valueOf(JI)Ljava/math/BigDecimal;
    .registers 4
    invoke-static {p0, p1}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v0
    new-instance v1, Ljava/math/BigDecimal;
    invoke-direct {v1, v0, p2}, Ljava/math/BigDecimal;-><init>(Ljava/math/BigInteger;I)V
    return-object v1
.end method

.method public scale()I
    .registers 2
    iget v0, p0, Ljava/math/BigDecimal;->scale:I
    return v0
.end method

.method public unscaledValue()Ljava/math/BigInteger;
    .registers 2
    iget-object v0, p0, Ljava/math/BigDecimal;->intVal:Ljava/math/BigInteger;
    return-object v0
.end method

.method public plus()Ljava/math/BigDecimal;
    .registers 1
    return-object p0
.end method

.method public plus(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    .registers 3
    invoke-virtual {p0, p1}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/math/BigDecimal;
    invoke-virtual {p0, p1}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v0
    return v0
.end method

.method private native parse(Ljava/lang/String;)V
.end method

.method private native parse(Ljava/lang/String;Ljava/math/MathContext;)V
.end method

.method private native fromDouble(D)V
.end method

.method public static native valueOf(D)Ljava/math/BigDecimal;
.end method

.method public native add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
.end method

.method public native subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
.end method

.method public native multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
.end method

.method public native add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method public native subtract(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method public native multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method public native divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
.end method

.method public native divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method public native divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
.end method

.method public native divide(Ljava/math/BigDecimal;II)Ljava/math/BigDecimal;
.end method

.method public native divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
.end method

.method public native divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
.end method

.method public native remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
.end method

.method public native divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
.end method

.method public native pow(I)Ljava/math/BigDecimal;
.end method

.method public native setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
.end method

.method public native setScale(II)Ljava/math/BigDecimal;
.end method

.method public native setScale(I)Ljava/math/BigDecimal;
.end method

.method public native round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method public native precision()I
.end method

.method public native signum()I
.end method

.method public native negate()Ljava/math/BigDecimal;
.end method

.method public native abs()Ljava/math/BigDecimal;
.end method

.method public native stripTrailingZeros()Ljava/math/BigDecimal;
.end method

.method public native ulp()Ljava/math/BigDecimal;
.end method

.method public native movePointLeft(I)Ljava/math/BigDecimal;
.end method

.method public native movePointRight(I)Ljava/math/BigDecimal;
.end method

.method public native scaleByPowerOfTen(I)Ljava/math/BigDecimal;
.end method

.method public native compareTo(Ljava/math/BigDecimal;)I
.end method

.method public native min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
.end method

.method public native max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
.end method

.method public native equals(Ljava/lang/Object;)Z
.end method

.method public native hashCode()I
.end method

.method public native toString()Ljava/lang/String;
.end method

.method public native toEngineeringString()Ljava/lang/String;
.end method

.method public native toPlainString()Ljava/lang/String;
.end method

.method public native toBigInteger()Ljava/math/BigInteger;
.end method

.method public native toBigIntegerExact()Ljava/math/BigInteger;
.end method

.method public native intValue()I
.end method

.method public native longValue()J
.end method

.method public native longValueExact()J
.end method

.method public native intValueExact()I
.end method

.method public native doubleValue()D
.end method

.method public native floatValue()F
.end method

.method private native init(Ljava/math/BigInteger;I)V
.end method

.method public native negate(Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method public native abs(Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method private native roundTo(Ljava/math/MathContext;)V
.end method

.method public native shortValueExact()S
.end method

.method public native byteValueExact()B
.end method

.method public native pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method public native divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method public native remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method public native divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
.end method

.method public native sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
.end method

.method private native parse([CIILjava/math/MathContext;)V
.end method
