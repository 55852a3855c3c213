.class public LBadInit;
.super Ljava/lang/Object;
.source "BadInit.java"

.field static x:I

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "static init failed"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
