.class public LErr;
.super Ljava/lang/Object;
.source "Err.java"

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Ljava/lang/AssertionError;
    const-string v1, "boom"
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(Ljava/lang/Object;)V
    throw v0
.end method

.method public static touch()V
    .registers 0
    return-void
.end method
