.class Lp1/Hidden;
.super Ljava/lang/Object;
.source "Hidden.java"

.method public static hi()Ljava/lang/String;
    .registers 1
    const-string v0, "Hidden.hi"
    return-object v0
.end method
