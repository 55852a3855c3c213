.class public LSubImplMid;
.super LImplMid;
.source "SubImplMid.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LImplMid;-><init>()V
    return-void
.end method
