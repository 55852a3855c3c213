.class LMain$Worker;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 7
    .line 20
    const/4 v0, 0
    const/16 v1, 20000
    :loop
    if-ge v0, v1, :done
    .line 21
    sget-object v2, LMain;->lock:Ljava/lang/Object;
    monitor-enter v2
    :s
    sget v3, LMain;->count:I
    invoke-static {v3}, LMain;->bump(I)I
    move-result v3
    sput v3, LMain;->count:I
    monitor-exit v2
    :e
    .line 22
    invoke-static {}, LMain;->sinc()V
    .line 23
    sget-object v3, LMain;->counter:LMain$Counter;
    invoke-virtual {v3}, LMain$Counter;->inc()V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
    :h
    move-exception v4
    monitor-exit v2
    :e2
    throw v4
    .catchall {:s .. :e} :h
    .catchall {:h .. :e2} :h
.end method
