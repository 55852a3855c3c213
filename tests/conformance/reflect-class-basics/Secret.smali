.class public LSecret;
.super Ljava/lang/Object;
.source "Secret.java"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
