.class LMain$Sub;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 6
    .line 50
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    const/4 v1, 0
    if-ne v0, p0, :differs
    const/4 v1, 1
    :differs
    sput-boolean v1, LMain;->subSelf:Z
    .line 51
    invoke-virtual {v0}, Ljava/lang/Thread;->getId()J
    move-result-wide v2
    invoke-virtual {p0}, Ljava/lang/Thread;->getId()J
    move-result-wide v4
    cmp-long v2, v2, v4
    const/4 v1, 0
    if-nez v2, :stored
    const/4 v1, 1
    :stored
    sput-boolean v1, LMain;->subSameId:Z
    return-void
.end method
