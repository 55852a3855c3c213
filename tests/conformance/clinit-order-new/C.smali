.class public LC;
.super LB;
.source "C.java"

.method static constructor <clinit>()V
    .registers 2
    const-string v0, "C.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V

    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LB;-><init>()V
    return-void
.end method
