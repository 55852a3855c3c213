.class public abstract LPartial;
.super Ljava/lang/Object;
.source "Partial.java"
.implements LShape;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
