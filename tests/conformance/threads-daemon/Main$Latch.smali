.class LMain$Latch;
.super Ljava/lang/Object;
.source "Main.java"

.field open:Z

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synchronized await()V
    .registers 2
    .line 90
    :check
    iget-boolean v0, p0, LMain$Latch;->open:Z
    if-nez v0, :opened
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :opened
    return-void
.end method

.method public synchronized release()V
    .registers 2
    .line 91
    const/4 v0, 1
    iput-boolean v0, p0, LMain$Latch;->open:Z
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
.end method
