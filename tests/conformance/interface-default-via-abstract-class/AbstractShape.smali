.class public abstract LAbstractShape;
.super Ljava/lang/Object;
.source "AbstractShape.java"
.implements LShape;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public name()Ljava/lang/String;
    .registers 2
    const-string v0, "shape"
    return-object v0
.end method
.method public describe()Ljava/lang/String;
    .registers 4
    invoke-virtual {p0}, LAbstractShape;->name()Ljava/lang/String;
    move-result-object v0
    invoke-interface {p0}, LShape;->area()I
    move-result v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
