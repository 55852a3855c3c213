.class public LNoDefault;
.super Ljava/lang/Object;
.source "NoDefault.java"

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
