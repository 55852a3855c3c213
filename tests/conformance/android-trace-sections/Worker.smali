.class public LWorker;
.super Ljava/lang/Thread;
.source "Worker.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

# A section of its own, an async section main ends, and one endSection too many.
.method public run()V
    .registers 3
    const-string v0, "worker enabled"
    invoke-static {}, Landroid/os/Trace;->isEnabled()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->sayBool(Ljava/lang/String;Z)V
    const-string v0, "worker"
    invoke-static {v0}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V
    const-string v0, "load"
    const/4 v1, 0x7
    invoke-static {v0, v1}, Landroid/os/Trace;->beginAsyncSection(Ljava/lang/String;I)V
    invoke-static {}, Landroid/os/Trace;->endSection()V
    invoke-static {}, Landroid/os/Trace;->endSection()V
    const-string v0, "worker done"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    return-void
.end method
