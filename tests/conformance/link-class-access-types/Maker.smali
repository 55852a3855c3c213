.class public Lp1/Maker;
.super Ljava/lang/Object;
.source "Maker.java"

.method public static make()Ljava/lang/Object;
    .registers 1
    new-instance v0, Lp1/Hidden;
    invoke-direct {v0}, Lp1/Hidden;-><init>()V
    return-object v0
.end method

# The same instructions in the class's own package are legal.
.method public static inside(Ljava/lang/Object;)Z
    .registers 2
    check-cast p0, Lp1/Hidden;
    instance-of v0, p0, Lp1/Hidden;
    return v0
.end method
