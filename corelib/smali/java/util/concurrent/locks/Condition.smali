.class public interface abstract Ljava/util/concurrent/locks/Condition;
.super Ljava/lang/Object;
.source "Condition.java"

# awaitUntil(Date) is absent: the corelib has no java.util.Date.

.method public abstract await()V
.end method

.method public abstract awaitUninterruptibly()V
.end method

.method public abstract awaitNanos(J)J
.end method

.method public abstract await(JLjava/util/concurrent/TimeUnit;)Z
.end method

.method public abstract signal()V
.end method

.method public abstract signalAll()V
.end method
