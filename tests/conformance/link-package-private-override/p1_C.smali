.class public Lp1/C;
.super Lp1/Base;
.source "C.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lp1/Base;-><init>()V
    return-void
.end method

.method public foo()Ljava/lang/String;
    .registers 2
    const-string v0, "C.foo"
    return-object v0
.end method
