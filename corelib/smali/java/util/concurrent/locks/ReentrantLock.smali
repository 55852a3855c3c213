.class public Ljava/util/concurrent/locks/ReentrantLock;
.super Ljava/lang/Object;
.source "ReentrantLock.java"
.implements Ljava/util/concurrent/locks/Lock;
.implements Ljava/io/Serializable;

# java.util.concurrent.locks.ReentrantLock (JDK 17 semantics). The acquire and release
# paths are natives over the green-thread scheduler (vm/src/thread/conc.rs), which reads
# and writes these fields by name: owner (the owning Thread; set with holds 0 while a
# fair lock is reserved for the thread it was handed to), holds (the hold count), queue
# (the wait queue lent while threads are parked, id + 1) and waiters (threads parked).

.field private owner:Ljava/lang/Thread;
.field private holds:I
.field private queue:I
.field private waiters:I
.field private final fair:Z

.method public constructor <init>()V
    .registers 2
    const/4 v0, 0
    invoke-direct {p0, v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>(Z)V
    return-void
.end method

.method public constructor <init>(Z)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-boolean p1, p0, Ljava/util/concurrent/locks/ReentrantLock;->fair:Z
    return-void
.end method

.method public native lock()V
.end method

.method public native lockInterruptibly()V
.end method

.method public native tryLock()Z
.end method

.method private native tryLockNanos(J)Z
.end method

.method public native unlock()V
.end method

.method public native isHeldByCurrentThread()Z
.end method

.method public native getHoldCount()I
.end method

.method public tryLock(JLjava/util/concurrent/TimeUnit;)Z
    .registers 6
    invoke-virtual {p3, p1, p2}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide v0
    invoke-direct {p0, v0, v1}, Ljava/util/concurrent/locks/ReentrantLock;->tryLockNanos(J)Z
    move-result v0
    return v0
.end method

.method public newCondition()Ljava/util/concurrent/locks/Condition;
    .registers 2
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock$ConditionObject;
    invoke-direct {v0, p0}, Ljava/util/concurrent/locks/ReentrantLock$ConditionObject;-><init>(Ljava/util/concurrent/locks/ReentrantLock;)V
    return-object v0
.end method

.method public isLocked()Z
    .registers 2
    iget v0, p0, Ljava/util/concurrent/locks/ReentrantLock;->holds:I
    if-eqz v0, :free
    const/4 v0, 1
    :free
    return v0
.end method

.method public final isFair()Z
    .registers 2
    iget-boolean v0, p0, Ljava/util/concurrent/locks/ReentrantLock;->fair:Z
    return v0
.end method

.method protected getOwner()Ljava/lang/Thread;
    .registers 2
    iget v0, p0, Ljava/util/concurrent/locks/ReentrantLock;->holds:I
    if-eqz v0, :free
    iget-object v0, p0, Ljava/util/concurrent/locks/ReentrantLock;->owner:Ljava/lang/Thread;
    return-object v0
    :free
    const/4 v0, 0
    return-object v0
.end method

# Threads parked to acquire the lock or in a condition's wait set, counted until they
# run again (the JDK counts the lock's queue only; both are estimates there too).
.method public final hasQueuedThreads()Z
    .registers 2
    iget v0, p0, Ljava/util/concurrent/locks/ReentrantLock;->waiters:I
    if-eqz v0, :none
    const/4 v0, 1
    :none
    return v0
.end method

.method public final getQueueLength()I
    .registers 2
    iget v0, p0, Ljava/util/concurrent/locks/ReentrantLock;->waiters:I
    return v0
.end method

# JDK: Object.toString() + "[Unlocked]" or "[Locked by thread NAME]".
.method public toString()Ljava/lang/String;
    .registers 4
    invoke-virtual {p0}, Ljava/util/concurrent/locks/ReentrantLock;->getOwner()Ljava/lang/Thread;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-super {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    if-nez v0, :locked
    const-string v2, "[Unlocked]"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :done
    :locked
    const-string v2, "[Locked by thread "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v2, 0x5d
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    :done
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    return-object v1
.end method
