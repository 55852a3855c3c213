.class public Lp1/E;
.super Lp1/Base;
.source "E.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lp1/Base;-><init>()V
    return-void
.end method

.method foo()Ljava/lang/String;
    .registers 2
    const-string v0, "E.foo"
    return-object v0
.end method
