.class public Lp1/Near;
.super Lp1/Sealed;
.source "Near.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lp1/Sealed;-><init>()V
    return-void
.end method
