.class public Ljava/util/concurrent/locks/ReentrantLock$ConditionObject;
.super Ljava/lang/Object;
.source "ReentrantLock.java"
.implements Ljava/util/concurrent/locks/Condition;
.implements Ljava/io/Serializable;

# A ReentrantLock's Condition (JDK 17 AbstractQueuedSynchronizer.ConditionObject
# semantics). park(nanos, mode) is the native wait (vm/src/thread/conc.rs): it releases
# every hold of the lock, waits for a signal, the timeout or an interrupt, re-acquires
# the lock with the same hold count, and then returns or throws InterruptedException.
# Modes: 0 await, 1 awaitUninterruptibly, 2 awaitNanos (returns the nanoseconds left),
# 3 await(time, unit) (returns 1 if signalled in time). The VM reads lock, queue and
# waiters by name.

.field final lock:Ljava/util/concurrent/locks/ReentrantLock;
.field private queue:I
.field private waiters:I

.method constructor <init>(Ljava/util/concurrent/locks/ReentrantLock;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/concurrent/locks/ReentrantLock$ConditionObject;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    return-void
.end method

.method private native park(JI)J
.end method

.method public native signal()V
.end method

.method public native signalAll()V
.end method

.method public await()V
    .registers 4
    const-wide/16 v0, 0
    const/4 v2, 0
    invoke-direct {p0, v0, v1, v2}, Ljava/util/concurrent/locks/ReentrantLock$ConditionObject;->park(JI)J
    return-void
.end method

.method public awaitUninterruptibly()V
    .registers 4
    const-wide/16 v0, 0
    const/4 v2, 1
    invoke-direct {p0, v0, v1, v2}, Ljava/util/concurrent/locks/ReentrantLock$ConditionObject;->park(JI)J
    return-void
.end method

.method public awaitNanos(J)J
    .registers 5
    const/4 v0, 2
    invoke-direct {p0, p1, p2, v0}, Ljava/util/concurrent/locks/ReentrantLock$ConditionObject;->park(JI)J
    move-result-wide v0
    return-wide v0
.end method

.method public await(JLjava/util/concurrent/TimeUnit;)Z
    .registers 7
    invoke-virtual {p3, p1, p2}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide v0
    const/4 v2, 3
    invoke-direct {p0, v0, v1, v2}, Ljava/util/concurrent/locks/ReentrantLock$ConditionObject;->park(JI)J
    move-result-wide v0
    long-to-int v0, v0
    return v0
.end method
