.class public LNotificationManagerService;
.super Ljava/lang/Object;
.source "NotificationManagerService.java"

# Android 2.2's NotificationManagerService, cut down to the locking of issue 7986 (seed
# 000 section V): enqueueNotificationWithTag holds mNotificationList while it hands the
# notification to the status bar, and the status bar calls back into onPanelRevealed,
# which takes mNotificationList, while it holds its own queue lock.

.field final mNotificationList:Ljava/util/ArrayList;
.field mStatusBar:LStatusBarService;
.field mLightsOn:Z

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, LNotificationManagerService;->mNotificationList:Ljava/util/ArrayList;
    const/4 v0, 0x1
    iput-boolean v0, p0, LNotificationManagerService;->mLightsOn:Z
    return-void
.end method

.method public enqueueNotificationWithTag(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 7
    .line 210
    iget-object v0, p0, LNotificationManagerService;->mNotificationList:Ljava/util/ArrayList;
    monitor-enter v0
    .line 211
    :try_start
    invoke-virtual {v0, p2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    .line 212
    const-wide/16 v1, 0x5
    invoke-static {v1, v2}, Ljava/lang/Thread;->sleep(J)V
    .line 213
    iget-object v1, p0, LNotificationManagerService;->mStatusBar:LStatusBarService;
    invoke-virtual {v1, p2, p3}, LStatusBarService;->addNotification(Ljava/lang/String;I)V
    .line 215
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :unlock
    return-void
    :unlock
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public onPanelRevealed()V
    .registers 4
    .line 300
    iget-object v0, p0, LNotificationManagerService;->mNotificationList:Ljava/util/ArrayList;
    monitor-enter v0
    .line 301
    const/4 v1, 0x0
    iput-boolean v1, p0, LNotificationManagerService;->mLightsOn:Z
    .line 302
    monitor-exit v0
    return-void
.end method

.method public count()I
    .registers 3
    .line 310
    iget-object v0, p0, LNotificationManagerService;->mNotificationList:Ljava/util/ArrayList;
    monitor-enter v0
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    monitor-exit v0
    return v1
.end method
