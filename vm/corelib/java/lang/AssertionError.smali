.class public Ljava/lang/AssertionError;
.super Ljava/lang/Error;
.source "AssertionError.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Error;-><init>()V
    return-void
.end method

