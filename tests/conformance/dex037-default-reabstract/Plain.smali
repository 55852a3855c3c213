.class public LPlain;
.super Ljava/lang/Object;
.source "Plain.java"
.implements LTop;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


