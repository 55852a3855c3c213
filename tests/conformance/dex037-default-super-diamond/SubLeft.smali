.class public interface abstract LSubLeft;
.super Ljava/lang/Object;
.source "SubLeft.java"
.implements LLeft;

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "SubLeft.who"
    return-object v0
.end method
