.class public LSquare;
.super Ljava/lang/Object;
.source "Square.java"
.implements LShape;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public name()Ljava/lang/String;
    .registers 2
    const-string v0, "Square"
    return-object v0
.end method

.method public static make()Ljava/lang/String;
    .registers 1
    const-string v0, "Square.make"
    return-object v0
.end method
