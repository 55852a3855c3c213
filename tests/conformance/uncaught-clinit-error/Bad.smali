.class public LBad;
.super Ljava/lang/Object;
.source "Bad.java"

.field static x:I
.method static constructor <clinit>()V
    .registers 2
    .line 3
    const/4 v0, 0
    div-int v1, v0, v0
    sput v1, LBad;->x:I
    return-void
.end method
