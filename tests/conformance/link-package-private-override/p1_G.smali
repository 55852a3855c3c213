.class public Lp1/G;
.super Lp2/Derived;
.source "G.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lp2/Derived;-><init>()V
    return-void
.end method

.method public foo()Ljava/lang/String;
    .registers 2
    const-string v0, "G.foo"
    return-object v0
.end method
