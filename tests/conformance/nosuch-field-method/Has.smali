.class public LHas;
.super Ljava/lang/Object;
.source "Has.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.field public present:I
.method public static sm()V
    .registers 0
    return-void
.end method
