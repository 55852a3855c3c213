.class public final Ljava/math/MathContext;
.super Ljava/lang/Object;
.source "MathContext.java"
.implements Ljava/io/Serializable;

# The precision (significant digits, 0: unlimited) and rounding mode BigDecimal's
# operations round to; the natives (corelib/src/math/decimal.rs) read both fields.

.field final precision:I
.field final roundingMode:Ljava/math/RoundingMode;

.field public static final UNLIMITED:Ljava/math/MathContext;
.field public static final DECIMAL32:Ljava/math/MathContext;
.field public static final DECIMAL64:Ljava/math/MathContext;
.field public static final DECIMAL128:Ljava/math/MathContext;

.method static constructor <clinit>()V
    .registers 3
    sget-object v1, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v0, Ljava/math/MathContext;
    const/4 v2, 0
    invoke-direct {v0, v2, v1}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    sput-object v0, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    sget-object v1, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v0, Ljava/math/MathContext;
    const/4 v2, 7
    invoke-direct {v0, v2, v1}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    sput-object v0, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    new-instance v0, Ljava/math/MathContext;
    const/16 v2, 16
    invoke-direct {v0, v2, v1}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    sput-object v0, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    new-instance v0, Ljava/math/MathContext;
    const/16 v2, 34
    invoke-direct {v0, v2, v1}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    sput-object v0, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    return-void
.end method

.method public constructor <init>(I)V
    .registers 3
    sget-object v0, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-direct {p0, p1, v0}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    return-void
.end method

.method public constructor <init>(ILjava/math/RoundingMode;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-gez p1, :digits_ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Digits < 0"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :digits_ok
    if-nez p2, :mode_ok
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "null RoundingMode"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :mode_ok
    iput p1, p0, Ljava/math/MathContext;->precision:I
    iput-object p2, p0, Ljava/math/MathContext;->roundingMode:Ljava/math/RoundingMode;
    return-void
.end method

# The form toString writes: "precision=<digits> roundingMode=<mode name>".
.method public constructor <init>(Ljava/lang/String;)V
    .registers 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-nez p1, :parse
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "null String"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :parse
    :try_start
    const-string v0, "precision="
    invoke-virtual {p1, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :bad
    const/16 v0, 32
    invoke-virtual {p1, v0}, Ljava/lang/String;->indexOf(I)I
    move-result v0
    const/16 v1, 10
    invoke-virtual {p1, v1, v0}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    const-string v2, "roundingMode="
    add-int/lit8 v3, v0, 1
    invoke-virtual {p1, v2, v3}, Ljava/lang/String;->startsWith(Ljava/lang/String;I)Z
    move-result v2
    if-eqz v2, :bad
    add-int/lit8 v3, v0, 14
    invoke-virtual {p1, v3}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Ljava/math/RoundingMode;->valueOf(Ljava/lang/String;)Ljava/math/RoundingMode;
    move-result-object v2
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    if-gez v1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v3, "Digits < 0"
    invoke-direct {v0, v3}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iput v1, p0, Ljava/math/MathContext;->precision:I
    iput-object v2, p0, Ljava/math/MathContext;->roundingMode:Ljava/math/RoundingMode;
    return-void
    :caught
    move-exception v0
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "bad string format"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public getPrecision()I
    .registers 2
    iget v0, p0, Ljava/math/MathContext;->precision:I
    return v0
.end method

.method public getRoundingMode()Ljava/math/RoundingMode;
    .registers 2
    iget-object v0, p0, Ljava/math/MathContext;->roundingMode:Ljava/math/RoundingMode;
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    instance-of v0, p1, Ljava/math/MathContext;
    if-eqz v0, :no
    check-cast p1, Ljava/math/MathContext;
    iget v0, p0, Ljava/math/MathContext;->precision:I
    iget v1, p1, Ljava/math/MathContext;->precision:I
    if-ne v0, v1, :no
    iget-object v0, p0, Ljava/math/MathContext;->roundingMode:Ljava/math/RoundingMode;
    iget-object v1, p1, Ljava/math/MathContext;->roundingMode:Ljava/math/RoundingMode;
    if-ne v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public hashCode()I
    .registers 3
    iget-object v0, p0, Ljava/math/MathContext;->roundingMode:Ljava/math/RoundingMode;
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    iget v1, p0, Ljava/math/MathContext;->precision:I
    shl-int/lit8 v1, v1, 2
    add-int/2addr v0, v1
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "precision="
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    iget v1, p0, Ljava/math/MathContext;->precision:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " roundingMode="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/math/MathContext;->roundingMode:Ljava/math/RoundingMode;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
