.class public Lp2/Sub;
.super Lp1/Foo;
.source "Sub.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lp1/Foo;-><init>()V
    return-void
.end method

.method public callProt()Ljava/lang/String;
    .registers 2
    invoke-virtual {p0}, Lp2/Sub;->prot()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
