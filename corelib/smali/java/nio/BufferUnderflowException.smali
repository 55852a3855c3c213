.class public Ljava/nio/BufferUnderflowException;
.super Ljava/lang/RuntimeException;
.source "BufferUnderflowException.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/RuntimeException;-><init>()V
    return-void
.end method
