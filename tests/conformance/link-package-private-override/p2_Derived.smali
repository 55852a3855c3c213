.class public Lp2/Derived;
.super Lp1/Base;
.source "Derived.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lp1/Base;-><init>()V
    return-void
.end method

.method public foo()Ljava/lang/String;
    .registers 2
    const-string v0, "Derived.foo"
    return-object v0
.end method
