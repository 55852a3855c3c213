.class public final LAllFormats;
.super Ljava/lang/Object;
.source "AllFormats.java"
.implements Ljava/lang/Runnable;
.implements Ljava/lang/Comparable;

.annotation runtime Ljava/lang/Deprecated;
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/lang/Comparable<LAllFormats;>;"
    }
.end annotation

# static values of every encodable type
.field public static final sB:B = -0x7ft
.field public static final sS:S = -0x1234s
.field public static final sC:C = '\u00e9'
.field public static final sI:I = -0x12345678
.field public static final sJ:J = -0x123456789abcdefL
.field public static final sF:F = -1.25e-10f
.field public static final sD:D = 6.02214076e23
.field public static final sZ:Z = true
.field public static final sStr:Ljava/lang/String; = "tab\there \"q\" back\\slash nl\n caf\u00e9 \u20ac \ud83d\ude00 nul\u0000 end"
.field public static final sType:Ljava/lang/Class; = Ljava/lang/String;
.field public static final sNull:Ljava/lang/Object; = null
.field public static sNoValue:I
.field private volatile transient iField:I
.field protected iWide:J
.field iObj:Ljava/lang/Object;
    .annotation runtime Ljava/lang/Deprecated;
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 0
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .prologue
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public native nativeMethod(I)I
.end method

.method public run()V
    .registers 1
    return-void
.end method

.method public compareTo(Ljava/lang/Object;)I
    .registers 3
    .param p1, "other"
    const/4 v0, 0x0
    return v0
.end method

.method public static everything(IJLjava/lang/String;[I)J
    .registers 300
    .annotation runtime Ljava/lang/Deprecated;
    .end annotation
    .param p0, "i"
    .param p1, "j"
    .param p3, "s"
    .prologue
    .line 100
    nop
    move v1, v2
    move/from16 v3, v299
    move/16 v298, v299
    move-wide v4, v6
    move-wide/from16 v4, v200
    move-wide/16 v290, v292
    move-object v1, v2
    move-object/from16 v1, v250
    move-object/16 v256, v257
    .line 101
    invoke-static {}, LAllFormats;->ret()I
    move-result v0
    invoke-static {}, LAllFormats;->retJ()J
    move-result-wide v0
    invoke-static {}, LAllFormats;->retO()Ljava/lang/Object;
    move-result-object v0
    .local v7, "loc":Ljava/lang/String;
    const/4 v0, 0x7
    const/4 v0, -0x8
    const/16 v0, 0x7fff
    const/16 v0, -0x8000
    const v0, 0x12345678
    const v0, 1.5f
    const v0, -0.0f
    const v0, Infinityf
    const v0, NaNf
    const/high16 v0, 0x7f800000
    const/high16 v0, -0x10000
    .end local v7
    const-wide/16 v0, 0x7fff
    const-wide/16 v0, -0x1
    const-wide/32 v0, 0x7fffffff
    const-wide/32 v0, -0x80000000
    const-wide v0, 0x7fffffffffffffffL
    const-wide v0, 3.141592653589793
    const-wide v0, 1e300
    const-wide v0, -4.9e-324
    const-wide/high16 v0, 0x7ff0000000000000L
    const-wide/high16 v0, -0x8000000000000000L
    .restart local v7
    const-string v0, "caf\u00e9"
    const-string/jumbo v0, "jumbo \ud83d\ude00"
    const-class v0, [Ljava/lang/String;
    monitor-enter v1
    monitor-exit v1
    check-cast v1, Ljava/lang/String;
    instance-of v1, v2, [[I
    array-length v1, v2
    new-instance v1, Ljava/lang/Object;
    new-array v1, v2, [J
    filled-new-array {v1, v2, v3, v4, v5}, [I
    filled-new-array {}, [I
    filled-new-array/range {v10 .. v14}, [I
    filled-new-array/range {}, [I
    fill-array-data v1, :bytes
    fill-array-data v1, :shorts
    fill-array-data v1, :ints
    fill-array-data v1, :longs
    .local v8, "generic":Ljava/util/List;, "Ljava/util/List<Ljava/lang/String;>;"
    .line 102
    :try_start
    throw v1
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :handler1
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :handler2
    .catchall {:try_start .. :try_end} :handler2
    :back
    goto :back
    goto/16 :back
    goto/32 :back
    goto :fwd
    :fwd
    packed-switch v1, :pswitch
    sparse-switch v1, :sswitch
    sparse-switch v1, :sswitch_empty
    packed-switch v1, :pswitch_neg
    cmpl-float v1, v2, v3
    cmpg-float v1, v2, v3
    cmpl-double v1, v2, v4
    cmpg-double v1, v2, v4
    cmp-long v1, v2, v4
    if-eq v1, v2, :back
    if-ne v1, v2, :fwd
    if-lt v1, v2, :back
    if-ge v1, v2, :back
    if-gt v1, v2, :back
    if-le v1, v2, :back
    if-eqz v1, :back
    if-nez v1, :back
    if-ltz v1, :back
    if-gez v200, :back
    if-gtz v1, :back
    if-lez v1, :back
    aget v1, v2, v3
    aget-wide v1, v2, v3
    aget-object v1, v2, v3
    aget-boolean v1, v2, v3
    aget-byte v1, v2, v3
    aget-char v1, v2, v3
    aget-short v1, v2, v3
    aput v1, v2, v3
    aput-wide v1, v2, v3
    aput-object v1, v2, v3
    aput-boolean v1, v2, v3
    aput-byte v1, v2, v3
    aput-char v1, v2, v3
    aput-short v255, v254, v253
    iget v1, v2, LAllFormats;->iField:I
    iget-wide v1, v2, LAllFormats;->iWide:J
    iget-object v1, v2, LAllFormats;->iObj:Ljava/lang/Object;
    iget-boolean v1, v2, LOther;->z:Z
    iget-byte v1, v2, LOther;->b:B
    iget-char v1, v2, LOther;->c:C
    iget-short v1, v2, LOther;->s:S
    iput v1, v2, LAllFormats;->iField:I
    iput-wide v1, v2, LAllFormats;->iWide:J
    iput-object v1, v2, LAllFormats;->iObj:Ljava/lang/Object;
    iput-boolean v1, v2, LOther;->z:Z
    iput-byte v1, v2, LOther;->b:B
    iput-char v1, v2, LOther;->c:C
    iput-short v1, v2, LOther;->s:S
    sget v1, LAllFormats;->sI:I
    sget-wide v1, LAllFormats;->sJ:J
    sget-object v1, LAllFormats;->sStr:Ljava/lang/String;
    sget-boolean v1, LAllFormats;->sZ:Z
    sget-byte v1, LAllFormats;->sB:B
    sget-char v1, LAllFormats;->sC:C
    sget-short v1, LAllFormats;->sS:S
    sput v1, LAllFormats;->sI:I
    sput-wide v1, LAllFormats;->sJ:J
    sput-object v1, LAllFormats;->sStr:Ljava/lang/String;
    sput-boolean v1, LAllFormats;->sZ:Z
    sput-byte v1, LAllFormats;->sB:B
    sput-char v1, LAllFormats;->sC:C
    sput-short v1, LAllFormats;->sS:S
    invoke-virtual {v1, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    invoke-super {v1}, Ljava/lang/Object;->hashCode()I
    invoke-direct {v1}, LAllFormats;-><init>()V
    invoke-static {v1, v2, v3, v4, v5}, LAllFormats;->five(IIIII)V
    invoke-interface {v1}, Ljava/lang/Runnable;->run()V
    invoke-virtual/range {v1 .. v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    invoke-super/range {v1 .. v1}, Ljava/lang/Object;->hashCode()I
    invoke-direct/range {v280 .. v280}, LAllFormats;-><init>()V
    invoke-static/range {v1 .. v5}, LAllFormats;->five(IIIII)V
    invoke-static/range {}, LAllFormats;->ret()I
    invoke-interface/range {v1 .. v1}, Ljava/lang/Runnable;->run()V
    neg-int v1, v2
    not-int v1, v2
    neg-long v1, v2
    not-long v1, v2
    neg-float v1, v2
    neg-double v1, v2
    int-to-long v1, v2
    int-to-float v1, v2
    int-to-double v1, v2
    long-to-int v1, v2
    long-to-float v1, v2
    long-to-double v1, v2
    float-to-int v1, v2
    float-to-long v1, v2
    float-to-double v1, v2
    double-to-int v1, v2
    double-to-long v1, v2
    double-to-float v1, v2
    int-to-byte v1, v2
    int-to-char v1, v2
    int-to-short v1, v2
    add-int v1, v2, v3
    sub-int v1, v2, v3
    mul-int v1, v2, v3
    div-int v1, v2, v3
    rem-int v1, v2, v3
    and-int v1, v2, v3
    or-int v1, v2, v3
    xor-int v1, v2, v3
    shl-int v1, v2, v3
    shr-int v1, v2, v3
    ushr-int v1, v2, v3
    add-long v1, v2, v3
    sub-long v1, v2, v3
    mul-long v1, v2, v3
    div-long v1, v2, v3
    rem-long v1, v2, v3
    and-long v1, v2, v3
    or-long v1, v2, v3
    xor-long v1, v2, v3
    shl-long v1, v2, v3
    shr-long v1, v2, v3
    ushr-long v1, v2, v3
    add-float v1, v2, v3
    sub-float v1, v2, v3
    mul-float v1, v2, v3
    div-float v1, v2, v3
    rem-float v1, v2, v3
    add-double v1, v2, v3
    sub-double v1, v2, v3
    mul-double v1, v2, v3
    div-double v1, v2, v3
    rem-double v1, v2, v3
    add-int/2addr v1, v2
    sub-int/2addr v1, v2
    mul-int/2addr v1, v2
    div-int/2addr v1, v2
    rem-int/2addr v1, v2
    and-int/2addr v1, v2
    or-int/2addr v1, v2
    xor-int/2addr v1, v2
    shl-int/2addr v1, v2
    shr-int/2addr v1, v2
    ushr-int/2addr v1, v2
    add-long/2addr v1, v2
    sub-long/2addr v1, v2
    mul-long/2addr v1, v2
    div-long/2addr v1, v2
    rem-long/2addr v1, v2
    and-long/2addr v1, v2
    or-long/2addr v1, v2
    xor-long/2addr v1, v2
    shl-long/2addr v1, v2
    shr-long/2addr v1, v2
    ushr-long/2addr v1, v2
    add-float/2addr v1, v2
    sub-float/2addr v1, v2
    mul-float/2addr v1, v2
    div-float/2addr v1, v2
    rem-float/2addr v1, v2
    add-double/2addr v1, v2
    sub-double/2addr v1, v2
    mul-double/2addr v1, v2
    div-double/2addr v1, v2
    rem-double/2addr v15, v14
    add-int/lit16 v1, v2, 0x7fff
    rsub-int v1, v2, -0x8000
    mul-int/lit16 v1, v2, 0x3
    div-int/lit16 v1, v2, -0x3
    rem-int/lit16 v1, v2, 0x3
    and-int/lit16 v1, v2, 0xff
    or-int/lit16 v1, v2, 0x100
    xor-int/lit16 v1, v2, -0x1
    add-int/lit8 v1, v2, 0x7f
    rsub-int/lit8 v1, v2, -0x80
    mul-int/lit8 v1, v2, 0x3
    div-int/lit8 v1, v2, -0x3
    rem-int/lit8 v1, v2, 0x3
    and-int/lit8 v1, v2, 0xf
    or-int/lit8 v1, v2, 0x10
    xor-int/lit8 v1, v2, -0x1
    shl-int/lit8 v1, v2, 0x1
    shr-int/lit8 v1, v2, 0x1f
    ushr-int/lit8 v1, v2, 0x2
    .epilogue
    .line 200
    return-wide v1
    :handler1
    .line 150
    move-exception v1
    return-object v1
    :handler2
    .line 90
    move-exception v2
    throw v2
    return v1
    return-void
    :pswitch
    .packed-switch 0x7ffffffe
        :back
        :fwd
        :handler1
    .end packed-switch
    :pswitch_neg
    .packed-switch -0x5
        :fwd
    .end packed-switch
    :sswitch
    .sparse-switch
        -0x80000000 -> :back
        -0x1 -> :fwd
        0x0 -> :handler1
        0x7fffffff -> :handler2
    .end sparse-switch
    :sswitch_empty
    .sparse-switch
    .end sparse-switch
    :bytes
    .array-data 1
        0x1t
        -0x1t
        0x7ft
    .end array-data
    :shorts
    .array-data 2
        0x1s
        -0x1s
    .end array-data
    :ints
    .array-data 4
        0x1
        0x2
        0x3
        0x4
        0x5
    .end array-data
    :longs
    .array-data 8
        0x1L
        -0x1L
    .end array-data
.end method

.method static ret()I
    .registers 1
    const/4 v0, 0
    return v0
.end method

.method static retJ()J
    .registers 2
    const-wide/16 v0, 0
    return-wide v0
.end method

.method static retO()Ljava/lang/Object;
    .registers 1
    const/4 v0, 0
    return-object v0
.end method

.method static five(IIIII)V
    .registers 5
    return-void
.end method

.method private final bridge varargs strictfp synthetic declared-synchronized weird()V
    .registers 1
    return-void
.end method
