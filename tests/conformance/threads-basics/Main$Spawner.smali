.class LMain$Spawner;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# Creates (but does not start) a thread: it inherits this thread's priority and daemon flag.
.method public run()V
    .registers 4
    .line 60
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->toString()Ljava/lang/String;
    move-result-object v1
    sput-object v1, LMain;->parentString:Ljava/lang/String;
    .line 61
    new-instance v1, Ljava/lang/Thread;
    new-instance v2, LMain$Noop;
    invoke-direct {v2}, LMain$Noop;-><init>()V
    const-string v3, "child"
    invoke-direct {v1, v2, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/lang/Thread;->getPriority()I
    move-result v2
    sput v2, LMain;->childPriority:I
    invoke-virtual {v1}, Ljava/lang/Thread;->isDaemon()Z
    move-result v2
    sput-boolean v2, LMain;->childDaemon:Z
    return-void
.end method
