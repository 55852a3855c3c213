.class public LFailing;
.super Ljava/lang/Object;
.source "Failing.java"

.method public constructor <init>()V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "ctor failed"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
