.class public LMaskedSub;
.super LMasked;
.source "MaskedSub.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LMasked;-><init>()V
    return-void
.end method


