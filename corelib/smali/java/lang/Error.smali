.class public Ljava/lang/Error;
.super Ljava/lang/Throwable;
.source "Error.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Throwable;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Throwable;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Throwable;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Throwable;-><init>(Ljava/lang/Throwable;)V
    return-void
.end method

