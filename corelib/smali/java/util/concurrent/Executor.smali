.class public interface abstract Ljava/util/concurrent/Executor;
.super Ljava/lang/Object;
.source "Executor.java"

# java.util.concurrent.Executor (JDK 17): runs submitted Runnables.

.method public abstract execute(Ljava/lang/Runnable;)V
.end method
