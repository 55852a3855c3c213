.class public LOver;
.super Ljava/lang/Object;
.source "Over.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public f(I)Ljava/lang/String;
    .registers 3
    const-string v0, "f(int)"
    return-object v0
.end method
.method public f(J)Ljava/lang/String;
    .registers 4
    const-string v0, "f(long)"
    return-object v0
.end method
.method public f(Ljava/lang/Object;)Ljava/lang/String;
    .registers 3
    const-string v0, "f(Object)"
    return-object v0
.end method
.method public f(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    const-string v0, "f(String)"
    return-object v0
.end method
.method public f()I
    .registers 2
    const/4 v0, 1
    return v0
.end method
.method public f()J
    .registers 3
    const-wide/16 v0, 2
    return-wide v0
.end method
