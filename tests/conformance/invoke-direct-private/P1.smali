.class public LP1;
.super Ljava/lang/Object;
.source "P1.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private secret()Ljava/lang/String;
    .registers 2
    const-string v0, "P1.secret"
    return-object v0
.end method
.method public callSecret()Ljava/lang/String;
    .registers 2
    invoke-direct {p0}, LP1;->secret()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
