.class public final enum Ljava/math/RoundingMode;
.super Ljava/lang/Enum;
.source "RoundingMode.java"

# The rounding modes of BigDecimal, in the JDK's order: the natives
# (corelib/src/math/decimal.rs) read the ordinal, which is also the legacy
# BigDecimal.ROUND_* constant of each mode.

.field private static final synthetic $VALUES:[Ljava/math/RoundingMode;
.field public static final enum UP:Ljava/math/RoundingMode;
.field public static final enum DOWN:Ljava/math/RoundingMode;
.field public static final enum CEILING:Ljava/math/RoundingMode;
.field public static final enum FLOOR:Ljava/math/RoundingMode;
.field public static final enum HALF_UP:Ljava/math/RoundingMode;
.field public static final enum HALF_DOWN:Ljava/math/RoundingMode;
.field public static final enum HALF_EVEN:Ljava/math/RoundingMode;
.field public static final enum UNNECESSARY:Ljava/math/RoundingMode;

.method static constructor <clinit>()V
    .registers 10
    new-instance v0, Ljava/math/RoundingMode;
    const-string v8, "UP"
    const/4 v9, 0
    invoke-direct {v0, v8, v9}, Ljava/math/RoundingMode;-><init>(Ljava/lang/String;I)V
    sput-object v0, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v1, Ljava/math/RoundingMode;
    const-string v8, "DOWN"
    const/4 v9, 1
    invoke-direct {v1, v8, v9}, Ljava/math/RoundingMode;-><init>(Ljava/lang/String;I)V
    sput-object v1, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v2, Ljava/math/RoundingMode;
    const-string v8, "CEILING"
    const/4 v9, 2
    invoke-direct {v2, v8, v9}, Ljava/math/RoundingMode;-><init>(Ljava/lang/String;I)V
    sput-object v2, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v3, Ljava/math/RoundingMode;
    const-string v8, "FLOOR"
    const/4 v9, 3
    invoke-direct {v3, v8, v9}, Ljava/math/RoundingMode;-><init>(Ljava/lang/String;I)V
    sput-object v3, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v4, Ljava/math/RoundingMode;
    const-string v8, "HALF_UP"
    const/4 v9, 4
    invoke-direct {v4, v8, v9}, Ljava/math/RoundingMode;-><init>(Ljava/lang/String;I)V
    sput-object v4, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v5, Ljava/math/RoundingMode;
    const-string v8, "HALF_DOWN"
    const/4 v9, 5
    invoke-direct {v5, v8, v9}, Ljava/math/RoundingMode;-><init>(Ljava/lang/String;I)V
    sput-object v5, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v6, Ljava/math/RoundingMode;
    const-string v8, "HALF_EVEN"
    const/4 v9, 6
    invoke-direct {v6, v8, v9}, Ljava/math/RoundingMode;-><init>(Ljava/lang/String;I)V
    sput-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/RoundingMode;
    const-string v8, "UNNECESSARY"
    const/4 v9, 7
    invoke-direct {v7, v8, v9}, Ljava/math/RoundingMode;-><init>(Ljava/lang/String;I)V
    sput-object v7, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    filled-new-array/range {v0 .. v7}, [Ljava/math/RoundingMode;
    move-result-object v0
    sput-object v0, Ljava/math/RoundingMode;->$VALUES:[Ljava/math/RoundingMode;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Ljava/math/RoundingMode;
    .registers 1
    sget-object v0, Ljava/math/RoundingMode;->$VALUES:[Ljava/math/RoundingMode;
    invoke-virtual {v0}, [Ljava/math/RoundingMode;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/math/RoundingMode;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/math/RoundingMode;
    .registers 2
    const-class v0, Ljava/math/RoundingMode;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Ljava/math/RoundingMode;
    return-object v0
.end method

# The mode of a legacy BigDecimal.ROUND_* constant.
.method public static valueOf(I)Ljava/math/RoundingMode;
    .registers 3
    if-ltz p0, :bad
    const/16 v0, 8
    if-ge p0, v0, :bad
    sget-object v0, Ljava/math/RoundingMode;->$VALUES:[Ljava/math/RoundingMode;
    aget-object v0, v0, p0
    return-object v0
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "argument out of range"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
