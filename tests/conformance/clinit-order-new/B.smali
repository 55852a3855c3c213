.class public LB;
.super LA;
.source "B.java"

.field static w:I
.field public static final K:I = 0x7

.method static constructor <clinit>()V
    .registers 2
    const-string v0, "B.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    sget v0, LA;->v:I
    add-int/lit8 v0, v0, 1
    sput v0, LB;->w:I
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LA;-><init>()V
    return-void
.end method
