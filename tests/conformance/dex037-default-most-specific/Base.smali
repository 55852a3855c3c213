.class public LBase;
.super Ljava/lang/Object;
.source "Base.java"
.implements LTop;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
