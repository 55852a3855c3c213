.class public LMostSpecific;
.super Ljava/lang/Object;
.source "MostSpecific.java"
.implements LLeft;
.implements LSubLeft;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
