.class public Ljava/nio/InvalidMarkException;
.super Ljava/lang/IllegalStateException;
.source "InvalidMarkException.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/IllegalStateException;-><init>()V
    return-void
.end method
