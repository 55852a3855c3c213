.class public Ljava/nio/ReadOnlyBufferException;
.super Ljava/lang/UnsupportedOperationException;
.source "ReadOnlyBufferException.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    return-void
.end method
