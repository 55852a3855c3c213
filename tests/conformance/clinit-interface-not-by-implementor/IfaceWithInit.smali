.class public interface abstract LIfaceWithInit;
.super Ljava/lang/Object;
.source "IfaceWithInit.java"

.field public static final OBJ:Ljava/lang/Object;
.method static constructor <clinit>()V
    .registers 2
    const-string v0, "IfaceWithInit.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LIfaceWithInit;->OBJ:Ljava/lang/Object;
    return-void
.end method
