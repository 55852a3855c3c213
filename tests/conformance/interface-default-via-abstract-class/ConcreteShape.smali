.class public LConcreteShape;
.super LAbstractShape;
.source "ConcreteShape.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LAbstractShape;-><init>()V
    return-void
.end method

.method public area()I
    .registers 2
    const/16 v0, 12
    return v0
.end method
