.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Seed 000's reproduction of Android issue 7986: one thread issues notifications while
# another expands the status bar. Without Dimmunix the two services deadlock and the
# phone's interface freezes; with it the first run deadlocks once, the signature is
# saved, and after the reboot every run completes.

.method public static main([Ljava/lang/String;)V
    .registers 8
    .line 10
    new-instance v0, LNotificationManagerService;
    invoke-direct {v0}, LNotificationManagerService;-><init>()V
    new-instance v1, LStatusBarService;
    invoke-direct {v1}, LStatusBarService;-><init>()V
    iput-object v1, v0, LNotificationManagerService;->mStatusBar:LStatusBarService;
    iput-object v0, v1, LStatusBarService;->mCallbacks:LNotificationManagerService;
    .line 11
    const/4 v2, 0x3
    new-instance v3, LMain$Poster;
    invoke-direct {v3, v0, v2}, LMain$Poster;-><init>(LNotificationManagerService;I)V
    new-instance v4, LStatusBarService$H;
    invoke-direct {v4, v1, v2}, LStatusBarService$H;-><init>(LStatusBarService;I)V
    .line 12
    sget-object v5, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v6, "posting 3 notifications while the status bar expands 3 times"
    invoke-virtual {v5, v6}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 13
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    .line 14
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    invoke-virtual {v4}, Ljava/lang/Thread;->join()V
    .line 15
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0}, LNotificationManagerService;->count()I
    move-result v2
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " notifications posted, "
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, LStatusBarService;->queued()I
    move-result v2
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " shown; status bar expanded "
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v2, v1, LStatusBarService;->mExpanded:I
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " times"
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v5, v6}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
