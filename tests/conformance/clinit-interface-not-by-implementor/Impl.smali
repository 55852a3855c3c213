.class public LImpl;
.super Ljava/lang/Object;
.source "Impl.java"
.implements LIfaceWithInit;

.method static constructor <clinit>()V
    .registers 2
    const-string v0, "Impl.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V

    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
