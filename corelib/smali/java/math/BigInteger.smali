.class public Ljava/math/BigInteger;
.super Ljava/lang/Number;
.source "BigInteger.java"
.implements Ljava/lang/Comparable;

# An immutable arbitrary-precision integer. The value is `signum` (-1, 0, 1) and `mag`,
# the magnitude's 32-bit words least significant first (empty for zero); the natives
# (corelib/src/math/mod.rs) compute over them with num-bigint.

.field final signum:I
.field final mag:[I

.field public static final ZERO:Ljava/math/BigInteger;
.field public static final ONE:Ljava/math/BigInteger;
.field public static final TWO:Ljava/math/BigInteger;
.field public static final TEN:Ljava/math/BigInteger;

.method static constructor <clinit>()V
    .registers 2
    const-wide/16 v0, 0
    invoke-static {v0, v1}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v0
    sput-object v0, Ljava/math/BigInteger;->ZERO:Ljava/math/BigInteger;
    const-wide/16 v0, 1
    invoke-static {v0, v1}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v0
    sput-object v0, Ljava/math/BigInteger;->ONE:Ljava/math/BigInteger;
    const-wide/16 v0, 2
    invoke-static {v0, v1}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v0
    sput-object v0, Ljava/math/BigInteger;->TWO:Ljava/math/BigInteger;
    const-wide/16 v0, 10
    invoke-static {v0, v1}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v0
    sput-object v0, Ljava/math/BigInteger;->TEN:Ljava/math/BigInteger;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    const/16 v0, 10
    invoke-direct {p0, p1, v0}, Ljava/math/BigInteger;->parse(Ljava/lang/String;I)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    invoke-direct {p0, p1, p2}, Ljava/math/BigInteger;->parse(Ljava/lang/String;I)V
    return-void
.end method

# Two's complement, big-endian (toByteArray's form).
.method public constructor <init>([B)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    invoke-direct {p0, p1}, Ljava/math/BigInteger;->fromBytes([B)V
    return-void
.end method

.method public constructor <init>(I[B)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    invoke-direct {p0, p1, p2}, Ljava/math/BigInteger;->fromSignMagnitude(I[B)V
    return-void
.end method

# Uniform in [0, 2^numBits): the JDK's draw, Random.nextBytes over (numBits + 7) / 8
# bytes, most significant first, with the bits above numBits cleared.
.method public constructor <init>(ILjava/util/Random;)V
    .registers 9
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    if-gez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "numBits must be non-negative"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    int-to-long v0, p1
    const-wide/16 v2, 7
    add-long/2addr v0, v2
    const-wide/16 v2, 8
    div-long/2addr v0, v2
    long-to-int v0, v0
    new-array v1, v0, [B
    if-lez v0, :empty
    invoke-virtual {p2, v1}, Ljava/util/Random;->nextBytes([B)V
    # excess = 8 * numBytes - numBits; randomBits[0] &= (1 << (8 - excess)) - 1
    mul-int/lit8 v2, v0, 8
    sub-int/2addr v2, p1
    rsub-int/lit8 v2, v2, 8
    const/4 v3, 1
    shl-int/2addr v3, v2
    add-int/lit8 v3, v3, -1
    const/4 v4, 0
    aget-byte v5, v1, v4
    and-int/2addr v5, v3
    int-to-byte v5, v5
    aput-byte v5, v1, v4
    :empty
    const/4 v2, 1
    invoke-direct {p0, v2, v1}, Ljava/math/BigInteger;->fromSignMagnitude(I[B)V
    return-void
.end method

.method public sqrtAndRemainder()[Ljava/math/BigInteger;
    .registers 5
    invoke-virtual {p0}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v0
    invoke-virtual {v0, v0}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v1
    const/4 v2, 2
    new-array v2, v2, [Ljava/math/BigInteger;
    const/4 v3, 0
    aput-object v0, v2, v3
    const/4 v3, 1
    aput-object v1, v2, v3
    return-object v2
.end method

.method public signum()I
    .registers 2
    iget v0, p0, Ljava/math/BigInteger;->signum:I
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/math/BigInteger;
    invoke-virtual {p0, p1}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v0
    return v0
.end method

.method private native parse(Ljava/lang/String;I)V
.end method

.method private native fromBytes([B)V
.end method

.method private native fromSignMagnitude(I[B)V
.end method

.method public static native valueOf(J)Ljava/math/BigInteger;
.end method

.method public native testBit(I)Z
.end method

.method public native isProbablePrime(I)Z
.end method

.method public native bitLength()I
.end method

.method public native bitCount()I
.end method

.method public native getLowestSetBit()I
.end method

.method public native compareTo(Ljava/math/BigInteger;)I
.end method

.method public native equals(Ljava/lang/Object;)Z
.end method

.method public native hashCode()I
.end method

.method public native toString()Ljava/lang/String;
.end method

.method public native toString(I)Ljava/lang/String;
.end method

.method public native toByteArray()[B
.end method

.method public native intValue()I
.end method

.method public native longValue()J
.end method

.method public native doubleValue()D
.end method

.method public native floatValue()F
.end method

.method public native intValueExact()I
.end method

.method public native longValueExact()J
.end method

.method public native shortValueExact()S
.end method

.method public native byteValueExact()B
.end method

.method public native negate()Ljava/math/BigInteger;
.end method

.method public native abs()Ljava/math/BigInteger;
.end method

.method public native not()Ljava/math/BigInteger;
.end method

.method public native sqrt()Ljava/math/BigInteger;
.end method

.method public native nextProbablePrime()Ljava/math/BigInteger;
.end method

.method public native add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method

.method public native pow(I)Ljava/math/BigInteger;
.end method

.method public native shiftLeft(I)Ljava/math/BigInteger;
.end method

.method public native shiftRight(I)Ljava/math/BigInteger;
.end method

.method public native setBit(I)Ljava/math/BigInteger;
.end method

.method public native clearBit(I)Ljava/math/BigInteger;
.end method

.method public native flipBit(I)Ljava/math/BigInteger;
.end method

.method public native divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
.end method

.method public native modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
.end method
