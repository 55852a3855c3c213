.class LMain$Intruder;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# Runs while main owns Main.shared: none of these may succeed.
.method public run()V
    .registers 4
    .line 40
    sget-object v0, LMain;->shared:Ljava/lang/Object;
    const/4 v1, 5
    invoke-static {v1, v0}, LMain;->attempt(ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    sput-object v2, LMain;->exitResult:Ljava/lang/String;
    .line 41
    const/4 v1, 0
    invoke-static {v1, v0}, LMain;->attempt(ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    sput-object v2, LMain;->waitResult:Ljava/lang/String;
    .line 42
    const/4 v1, 2
    invoke-static {v1, v0}, LMain;->attempt(ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    sput-object v2, LMain;->notifyResult:Ljava/lang/String;
    return-void
.end method
