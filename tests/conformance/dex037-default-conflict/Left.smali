.class public interface abstract LLeft;
.super Ljava/lang/Object;
.source "Left.java"

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "Left.who"
    return-object v0
.end method

