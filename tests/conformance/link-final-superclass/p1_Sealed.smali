.class public final Lp1/Sealed;
.super Ljava/lang/Object;
.source "Sealed.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public name()Ljava/lang/String;
    .registers 2
    const-string v0, "Sealed"
    return-object v0
.end method
