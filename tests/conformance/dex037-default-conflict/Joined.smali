.class public interface abstract LJoined;
.super Ljava/lang/Object;
.source "Joined.java"
.implements LLeft;
.implements LRight;

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "Joined.who"
    return-object v0
.end method

