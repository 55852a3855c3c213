.class public LCircle;
.super LPartial;
.source "Circle.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LPartial;-><init>()V
    return-void
.end method

.method public name()Ljava/lang/String;
    .registers 2
    const-string v0, "Circle"
    return-object v0
.end method
