.class public interface abstract LTop;
.super Ljava/lang/Object;
.source "Top.java"

.method public who()Ljava/lang/String;
    .registers 2
    const-string v0, "Top.who"
    return-object v0
.end method
