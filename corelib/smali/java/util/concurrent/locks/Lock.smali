.class public interface abstract Ljava/util/concurrent/locks/Lock;
.super Ljava/lang/Object;
.source "Lock.java"

.method public abstract lock()V
.end method

.method public abstract lockInterruptibly()V
.end method

.method public abstract tryLock()Z
.end method

.method public abstract tryLock(JLjava/util/concurrent/TimeUnit;)Z
.end method

.method public abstract unlock()V
.end method

.method public abstract newCondition()Ljava/util/concurrent/locks/Condition;
.end method
