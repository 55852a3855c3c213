.class public Lp2/D;
.super Lp1/C;
.source "D.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lp1/C;-><init>()V
    return-void
.end method

.method public foo()Ljava/lang/String;
    .registers 2
    const-string v0, "D.foo"
    return-object v0
.end method
