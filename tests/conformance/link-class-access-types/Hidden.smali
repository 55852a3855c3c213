.class Lp1/Hidden;
.super Ljava/lang/Object;
.source "Hidden.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
