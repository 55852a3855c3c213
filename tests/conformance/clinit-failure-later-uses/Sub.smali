.class public LSub;
.super LBad;
.source "Sub.java"

.field public static y:I

.method static constructor <clinit>()V
    .registers 1
    const/4 v0, 5
    sput v0, LSub;->y:I
    return-void
.end method
