.class public LFixed;
.super LBoth;
.source "Fixed.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LBoth;-><init>()V
    return-void
.end method

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "Fixed.who"
    return-object v0
.end method

