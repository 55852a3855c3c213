.class public LP2;
.super LP1;
.source "P2.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LP1;-><init>()V
    return-void
.end method

.method private secret()Ljava/lang/String;
    .registers 2
    const-string v0, "P2.secret"
    return-object v0
.end method
.method public mine()Ljava/lang/String;
    .registers 2
    invoke-direct {p0}, LP2;->secret()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
