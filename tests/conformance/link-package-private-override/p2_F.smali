.class public Lp2/F;
.super Lp1/E;
.source "F.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lp1/E;-><init>()V
    return-void
.end method

.method public foo()Ljava/lang/String;
    .registers 2
    const-string v0, "F.foo"
    return-object v0
.end method
