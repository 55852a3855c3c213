.class public interface abstract LMid;
.super Ljava/lang/Object;
.source "Mid.java"
.implements LTop;

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "Mid.who"
    return-object v0
.end method
