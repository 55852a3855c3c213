.class public abstract LMasked;
.super Ljava/lang/Object;
.source "Masked.java"
.implements LTop;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract who()Ljava/lang/String;
.end method

