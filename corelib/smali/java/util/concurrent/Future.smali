.class public interface abstract Ljava/util/concurrent/Future;
.super Ljava/lang/Object;
.source "Future.java"

# java.util.concurrent.Future (JDK 17): the pending result of an asynchronous
# computation.

.method public abstract cancel(Z)Z
.end method

.method public abstract isCancelled()Z
.end method

.method public abstract isDone()Z
.end method

.method public abstract get()Ljava/lang/Object;
.end method

.method public abstract get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
.end method
