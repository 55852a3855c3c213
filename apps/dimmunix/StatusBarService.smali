.class public LStatusBarService;
.super Ljava/lang/Object;
.source "StatusBarService.java"

# Android 2.2's StatusBarService, cut down to issue 7986: addNotification queues under
# mQueueLock; expanding the panel (StatusBarService$H.handleMessage) holds mQueueLock
# through the animation and tells the notification service the panel was revealed.

.field final mQueueLock:Ljava/lang/Object;
.field final mQueue:Ljava/util/ArrayList;
.field mCallbacks:LNotificationManagerService;
.field mExpanded:I

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v0, p0, LStatusBarService;->mQueueLock:Ljava/lang/Object;
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, LStatusBarService;->mQueue:Ljava/util/ArrayList;
    return-void
.end method

.method public addNotification(Ljava/lang/String;I)V
    .registers 5
    .line 400
    iget-object v0, p0, LStatusBarService;->mQueueLock:Ljava/lang/Object;
    monitor-enter v0
    .line 401
    iget-object v1, p0, LStatusBarService;->mQueue:Ljava/util/ArrayList;
    invoke-virtual {v1, p1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    .line 402
    monitor-exit v0
    return-void
.end method

# Called by the handler with mQueueLock held.
.method performExpand()V
    .registers 4
    .line 500
    iget v0, p0, LStatusBarService;->mExpanded:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, LStatusBarService;->mExpanded:I
    .line 501
    const-wide/16 v0, 0x5
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    .line 502
    iget-object v0, p0, LStatusBarService;->mCallbacks:LNotificationManagerService;
    invoke-virtual {v0}, LNotificationManagerService;->onPanelRevealed()V
    return-void
.end method

.method public queued()I
    .registers 3
    .line 510
    iget-object v0, p0, LStatusBarService;->mQueueLock:Ljava/lang/Object;
    monitor-enter v0
    iget-object v1, p0, LStatusBarService;->mQueue:Ljava/util/ArrayList;
    invoke-virtual {v1}, Ljava/util/ArrayList;->size()I
    move-result v1
    monitor-exit v0
    return v1
.end method
