.class public Ljava/util/concurrent/BrokenBarrierException;
.super Ljava/lang/Exception;
.source "BrokenBarrierException.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Exception;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V
    return-void
.end method
