.class LMain$Gate;
.super Ljava/lang/Object;
.source "Main.java"

.field arrived:I
.field opened:Z

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synchronized arrive()V
    .registers 2
    .line 30
    iget v0, p0, LMain$Gate;->arrived:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$Gate;->arrived:I
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    :check
    iget-boolean v0, p0, LMain$Gate;->opened:Z
    if-nez v0, :go
    .line 31
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :go
    return-void
.end method

.method public synchronized awaitArrivals(I)V
    .registers 3
    .line 35
    :check
    iget v0, p0, LMain$Gate;->arrived:I
    if-ge v0, p1, :all
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :all
    return-void
.end method

.method public synchronized open()V
    .registers 2
    .line 40
    const/4 v0, 1
    iput-boolean v0, p0, LMain$Gate;->opened:Z
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
.end method
