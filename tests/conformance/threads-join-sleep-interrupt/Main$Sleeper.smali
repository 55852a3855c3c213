.class LMain$Sleeper;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field caught:Ljava/lang/String;
.field flagAfter:Z
.field early:Z

.method constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const-string v0, "nothing"
    iput-object v0, p0, LMain$Sleeper;->caught:Ljava/lang/String;
    return-void
.end method

.method public run()V
    .registers 7
    .line 100
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    :t
    const-wide/16 v2, 10000
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    :te
    goto :after
    :h
    .line 101
    move-exception v4
    invoke-virtual {v4}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v4
    iput-object v4, p0, LMain$Sleeper;->caught:Ljava/lang/String;
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Thread;->isInterrupted()Z
    move-result v4
    iput-boolean v4, p0, LMain$Sleeper;->flagAfter:Z
    :after
    .line 102
    invoke-static {v0, v1}, LMain;->msSince(J)J
    move-result-wide v0
    const-wide/16 v2, 5000
    cmp-long v4, v0, v2
    if-gez v4, :long
    const/4 v4, 1
    goto :store
    :long
    const/4 v4, 0
    :store
    iput-boolean v4, p0, LMain$Sleeper;->early:Z
    return-void
    .catch Ljava/lang/InterruptedException; {:t .. :te} :h
.end method
