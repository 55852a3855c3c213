.class public interface abstract Ljava/util/concurrent/Callable;
.super Ljava/lang/Object;
.source "Callable.java"

# java.util.concurrent.Callable (JDK 17): a task that returns a result and may throw.

.method public abstract call()Ljava/lang/Object;
.end method
