.class public LBothSub;
.super LBoth;
.source "BothSub.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LBoth;-><init>()V
    return-void
.end method


