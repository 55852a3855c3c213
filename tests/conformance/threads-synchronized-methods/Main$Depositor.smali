.class LMain$Depositor;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    .line 55
    sget-object v0, LMain;->acct:LMain$Account;
    const/4 v1, 1
    invoke-virtual {v0, v1}, LMain$Account;->deposit(I)V
    return-void
.end method
