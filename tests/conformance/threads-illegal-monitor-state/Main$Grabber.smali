.class LMain$Grabber;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 4
    .line 50
    sget-object v0, LMain;->shared:Ljava/lang/Object;
    monitor-enter v0
    :s
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v1
    sput-boolean v1, LMain;->grabbed:Z
    monitor-exit v0
    :e
    return-void
    :h
    move-exception v2
    monitor-exit v0
    :e2
    throw v2
    .catchall {:s .. :e} :h
    .catchall {:h .. :e2} :h
.end method
