.class public LStatParent;
.super Ljava/lang/Object;
.source "StatParent.java"

.field static shared:I
.method static constructor <clinit>()V
    .registers 2
    const-string v0, "StatParent.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/16 v0, 5
    sput v0, LStatParent;->shared:I
    return-void
.end method
.method static who()Ljava/lang/String;
    .registers 1
    const-string v0, "StatParent.who"
    return-object v0
.end method
.method static only()Ljava/lang/String;
    .registers 1
    const-string v0, "StatParent.only"
    return-object v0
.end method
