.class public Lp1/Base;
.super Ljava/lang/Object;
.source "Base.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# package-private: overridable only from p1 (JVMS 5.4.5)
.method foo()Ljava/lang/String;
    .registers 2
    const-string v0, "Base.foo"
    return-object v0
.end method

.method public run()Ljava/lang/String;
    .registers 2
    invoke-virtual {p0}, Lp1/Base;->foo()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
