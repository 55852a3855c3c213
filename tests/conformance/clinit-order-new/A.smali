.class public LA;
.super Ljava/lang/Object;
.source "A.java"

.field static v:I

.method static constructor <clinit>()V
    .registers 2
    const-string v0, "A.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/4 v0, 1
    sput v0, LA;->v:I
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static touch()V
    .registers 1
    return-void
.end method
