.class public LMain$Nap;
.super Ljava/lang/Thread;
.source "Main.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    .line 12
    const-wide/16 v0, 200
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    return-void
.end method
