.class public LBoth;
.super Ljava/lang/Object;
.source "Both.java"
.implements LLeft;
.implements LRight;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


