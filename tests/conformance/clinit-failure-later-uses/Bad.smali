.class public LBad;
.super Ljava/lang/Object;
.source "Bad.java"

.field public static x:I

.method static constructor <clinit>()V
    .registers 2
    const/4 v0, 1
    invoke-static {}, LBad;->zero()I
    move-result v1
    div-int/2addr v0, v1
    sput v0, LBad;->x:I
    return-void
.end method

.method static zero()I
    .registers 1
    const/4 v0, 0
    return v0
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
