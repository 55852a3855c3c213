.class LMain$Account;
.super Ljava/lang/Object;
.source "Main.java"

.field balance:I

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synchronized deposit(I)V
    .registers 3
    .line 40
    iget v0, p0, LMain$Account;->balance:I
    add-int/2addr v0, p1
    iput v0, p0, LMain$Account;->balance:I
    return-void
.end method

.method public synchronized holdsSelf()Z
    .registers 2
    .line 41
    invoke-static {p0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public synchronized holdsClass()Z
    .registers 2
    .line 42
    const-class v0, LMain;
    invoke-static {v0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

# Re-enters this object's monitor n times; counts the levels that see the lock held.
.method public synchronized depth(I)I
    .registers 4
    .line 43
    invoke-static {p0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    if-nez p1, :rec
    return v0
    :rec
    add-int/lit8 v1, p1, -1
    invoke-virtual {p0, v1}, LMain$Account;->depth(I)I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method public synchronized failLocked()V
    .registers 3
    .line 44
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "fail while locked"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# What d8 emits for a synchronized method: the declared-synchronized flag (no effect on
# execution) and explicit monitor instructions with a catch-all that releases the lock.
.method public declared-synchronized d8Style()Z
    .registers 3
    .line 45
    monitor-enter p0
    :s
    invoke-static {p0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v0
    monitor-exit p0
    :e
    return v0
    :h
    move-exception v1
    monitor-exit p0
    :e2
    throw v1
    .catchall {:s .. :e} :h
    .catchall {:h .. :e2} :h
.end method
