.class public LDirect;
.super Ljava/lang/Object;
.source "Direct.java"
.implements LMid;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
