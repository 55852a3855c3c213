.class LStatusBarService$H;
.super Ljava/lang/Thread;
.source "StatusBarService.java"

# The status bar's handler, on its own thread here (Android runs it on the UI looper):
# each MSG_ANIMATE expands the panel under mQueueLock.

.field final this$0:LStatusBarService;
.field final messages:I

.method constructor <init>(LStatusBarService;I)V
    .registers 4
    const-string v0, "StatusBar"
    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    iput-object p1, p0, LStatusBarService$H;->this$0:LStatusBarService;
    iput p2, p0, LStatusBarService$H;->messages:I
    return-void
.end method

.method public run()V
    .registers 4
    const/4 v0, 0x0
    :loop
    iget v1, p0, LStatusBarService$H;->messages:I
    if-ge v0, v1, :done
    .line 600
    const/16 v1, 0x3e8
    invoke-virtual {p0, v1}, LStatusBarService$H;->handleMessage(I)V
    add-int/lit8 v0, v0, 0x1
    goto :loop
    :done
    return-void
.end method

.method public handleMessage(I)V
    .registers 5
    .line 620
    const/16 v0, 0x3e8
    if-ne p1, v0, :other
    .line 621
    iget-object v0, p0, LStatusBarService$H;->this$0:LStatusBarService;
    iget-object v1, v0, LStatusBarService;->mQueueLock:Ljava/lang/Object;
    monitor-enter v1
    .line 622
    :try_start
    invoke-virtual {v0}, LStatusBarService;->performExpand()V
    .line 623
    monitor-exit v1
    :try_end
    .catchall {:try_start .. :try_end} :unlock
    :other
    return-void
    :unlock
    move-exception v2
    monitor-exit v1
    throw v2
.end method
