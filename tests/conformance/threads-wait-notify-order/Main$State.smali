.class LMain$State;
.super Ljava/lang/Object;
.source "Main.java"

# All fields are guarded by this object's monitor.
.field waiting:I
.field permits:I
.field woken:I
.field raw:I
.field elapsedMs:J

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# Waits for a permit; raw counts every return from wait().
.method public synchronized await()V
    .registers 2
    .line 60
    iget v0, p0, LMain$State;->waiting:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$State;->waiting:I
    :check
    iget v0, p0, LMain$State;->permits:I
    if-nez v0, :got
    .line 61
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    iget v0, p0, LMain$State;->raw:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$State;->raw:I
    goto :check
    :got
    .line 62
    add-int/lit8 v0, v0, -1
    iput v0, p0, LMain$State;->permits:I
    iget v0, p0, LMain$State;->woken:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$State;->woken:I
    return-void
.end method

# Like await() with wait(10000), recording how long it took.
.method public synchronized timedAwait()V
    .registers 7
    .line 65
    iget v0, p0, LMain$State;->waiting:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$State;->waiting:I
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    :check
    iget v0, p0, LMain$State;->permits:I
    if-nez v0, :got
    .line 66
    const-wide/16 v4, 10000
    invoke-virtual {p0, v4, v5}, Ljava/lang/Object;->wait(J)V
    iget v0, p0, LMain$State;->raw:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$State;->raw:I
    goto :check
    :got
    .line 67
    add-int/lit8 v0, v0, -1
    iput v0, p0, LMain$State;->permits:I
    iget v0, p0, LMain$State;->woken:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$State;->woken:I
    invoke-static {v2, v3}, LMain;->msSince(J)J
    move-result-wide v2
    iput-wide v2, p0, LMain$State;->elapsedMs:J
    return-void
.end method

# Adds n permits, then notify() (all = false) or notifyAll().
.method public synchronized grant(IZ)V
    .registers 4
    .line 70
    iget v0, p0, LMain$State;->permits:I
    add-int/2addr v0, p1
    iput v0, p0, LMain$State;->permits:I
    if-nez p2, :all
    invoke-virtual {p0}, Ljava/lang/Object;->notify()V
    return-void
    :all
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
.end method

.method public synchronized waitingCount()I
    .registers 2
    iget v0, p0, LMain$State;->waiting:I
    return v0
.end method

.method public synchronized wokenCount()I
    .registers 2
    iget v0, p0, LMain$State;->woken:I
    return v0
.end method

.method public synchronized rawCount()I
    .registers 2
    iget v0, p0, LMain$State;->raw:I
    return v0
.end method
