.class public LG;
.super Ljava/lang/Object;
.source "G.java"

.field static a:I
.field static b:I
.method static constructor <clinit>()V
    .registers 2
    sget v0, LG;->b:I
    sput v0, LG;->a:I
    const/16 v0, 20
    sput v0, LG;->b:I
    return-void
.end method
