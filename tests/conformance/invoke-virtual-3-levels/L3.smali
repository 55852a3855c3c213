.class public LL3;
.super LL2;
.source "L3.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LL2;-><init>()V
    return-void
.end method

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "L3.who"
    return-object v0
.end method

.method public chain()Ljava/lang/String;
    .registers 4
    invoke-super {p0}, LL2;->chain()Ljava/lang/String;
    move-result-object v0
    invoke-super {p0}, LL2;->who()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
