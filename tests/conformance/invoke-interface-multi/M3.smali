.class public LM3;
.super Ljava/lang/Object;
.source "M3.java"
.implements LIB;
.implements LIA;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public b()I
    .registers 2
    const/16 v0, 300
    return v0
.end method
.method public a()I
    .registers 2
    const/16 v0, 100
    return v0
.end method
