.class public LM1;
.super Ljava/lang/Object;
.source "M1.java"
.implements LIB;
.implements LIC;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public a()I
    .registers 2
    const/16 v0, 1
    return v0
.end method
.method public b()I
    .registers 2
    const/16 v0, 2
    return v0
.end method
.method public c()I
    .registers 2
    const/16 v0, 3
    return v0
.end method
