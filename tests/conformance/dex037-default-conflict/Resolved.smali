.class public LResolved;
.super Ljava/lang/Object;
.source "Resolved.java"
.implements LLeft;
.implements LRight;
.implements LJoined;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


