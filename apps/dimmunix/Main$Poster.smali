.class LMain$Poster;
.super Ljava/lang/Thread;
.source "Main.java"

# The app's side of the deadlock: it sends notifications while the user expands the
# status bar.

.field final nms:LNotificationManagerService;
.field final count:I

.method constructor <init>(LNotificationManagerService;I)V
    .registers 4
    const-string v0, "NotificationPoster"
    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    iput-object p1, p0, LMain$Poster;->nms:LNotificationManagerService;
    iput p2, p0, LMain$Poster;->count:I
    return-void
.end method

.method public run()V
    .registers 6
    const/4 v0, 0x0
    :loop
    iget v1, p0, LMain$Poster;->count:I
    if-ge v0, v1, :done
    .line 40
    iget-object v1, p0, LMain$Poster;->nms:LNotificationManagerService;
    const-string v2, "com.example.alarm"
    const-string v3, "wake-up"
    invoke-virtual {v1, v2, v3, v0}, LNotificationManagerService;->enqueueNotificationWithTag(Ljava/lang/String;Ljava/lang/String;I)V
    add-int/lit8 v0, v0, 0x1
    goto :loop
    :done
    return-void
.end method
