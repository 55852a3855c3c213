.class public LImplSub;
.super LImpl;
.source "ImplSub.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LImpl;-><init>()V
    return-void
.end method

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "ImplSub.who"
    return-object v0
.end method

