.class public LM2;
.super LM1;
.source "M2.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LM1;-><init>()V
    return-void
.end method
.method public b()I
    .registers 2
    const/16 v0, 20
    return v0
.end method
