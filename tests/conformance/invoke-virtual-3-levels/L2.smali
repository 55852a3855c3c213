.class public LL2;
.super LL1;
.source "L2.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LL1;-><init>()V
    return-void
.end method

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "L2.who"
    return-object v0
.end method

.method public chain()Ljava/lang/String;
    .registers 2
    invoke-super {p0}, LL1;->who()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
