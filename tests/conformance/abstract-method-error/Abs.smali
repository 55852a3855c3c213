.class public abstract LAbs;
.super Ljava/lang/Object;
.source "Abs.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public abstract f()I
.end method
.method public g()I
    .registers 2
    const/16 v0, 5
    return v0
.end method
