.class public interface abstract LWithInit;
.super Ljava/lang/Object;
.source "WithInit.java"

.field public static final TOKEN:Ljava/lang/Object;
.method static constructor <clinit>()V
    .registers 2
    const-string v0, "WithInit.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LWithInit;->TOKEN:Ljava/lang/Object;
    return-void
.end method
.method public hello()Ljava/lang/String;
    .registers 2
    const-string v0, "default hello"
    return-object v0
.end method
