.class public LConc;
.super LAbs;
.source "Conc.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LAbs;-><init>()V
    return-void
.end method
