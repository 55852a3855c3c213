.class public LImpl;
.super Ljava/lang/Object;
.source "Impl.java"
.implements LAgain;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


