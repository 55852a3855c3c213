.class public LBoom;
.super Ljava/lang/RuntimeException;
.source "Boom.java"

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    return-void
.end method
