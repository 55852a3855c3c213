.class public LMain$T;
.super Ljava/lang/Thread;
.source "Main.java"

.field final reversed:Z

.method public constructor <init>(Z)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-boolean p1, p0, LMain$T;->reversed:Z
    return-void
.end method

.method public run()V
    .registers 4
    .line 20
    sget-object v0, LMain;->a:Ljava/lang/Object;
    sget-object v1, LMain;->b:Ljava/lang/Object;
    iget-boolean v2, p0, LMain$T;->reversed:Z
    if-eqz v2, :go
    sget-object v0, LMain;->b:Ljava/lang/Object;
    sget-object v1, LMain;->a:Ljava/lang/Object;
    :go
    .line 22
    monitor-enter v0
    .line 23
    monitor-enter v1
    .line 24
    monitor-exit v1
    monitor-exit v0
    return-void
.end method
