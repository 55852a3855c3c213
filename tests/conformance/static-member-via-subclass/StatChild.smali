.class public LStatChild;
.super LStatParent;
.source "StatChild.java"

.method static constructor <clinit>()V
    .registers 1
    const-string v0, "StatChild.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method
.method static who()Ljava/lang/String;
    .registers 1
    const-string v0, "StatChild.who"
    return-object v0
.end method
