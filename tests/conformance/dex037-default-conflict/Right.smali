.class public interface abstract LRight;
.super Ljava/lang/Object;
.source "Right.java"

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "Right.who"
    return-object v0
.end method

