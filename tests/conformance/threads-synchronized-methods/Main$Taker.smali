.class LMain$Taker;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 4
    .line 50
    sget-object v0, LMain;->acct:LMain$Account;
    invoke-virtual {v0}, LMain$Account;->holdsSelf()Z
    move-result v1
    sput-boolean v1, LMain;->takerHeldAcct:Z
    .line 51
    invoke-static {}, LMain;->sHolds()Z
    move-result v1
    sput-boolean v1, LMain;->takerHeldClass:Z
    return-void
.end method
