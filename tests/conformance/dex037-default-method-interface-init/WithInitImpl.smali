.class public LWithInitImpl;
.super Ljava/lang/Object;
.source "WithInitImpl.java"
.implements LWithInit;

.method static constructor <clinit>()V
    .registers 1
    const-string v0, "WithInitImpl.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
