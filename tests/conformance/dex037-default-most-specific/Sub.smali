.class public LSub;
.super LBase;
.source "Sub.java"
.implements LMid;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LBase;-><init>()V
    return-void
.end method
