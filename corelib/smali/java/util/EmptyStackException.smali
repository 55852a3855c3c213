.class public Ljava/util/EmptyStackException;
.super Ljava/lang/RuntimeException;
.source "EmptyStackException.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/RuntimeException;-><init>()V
    return-void
.end method
