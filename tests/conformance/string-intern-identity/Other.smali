.class public LOther;
.super Ljava/lang/Object;
.source "Other.java"

.method static lit()Ljava/lang/String;
    .registers 1
    const-string v0, "interned"
    return-object v0
.end method
