.class public interface abstract Ljava/util/concurrent/ExecutorService;
.super Ljava/lang/Object;
.source "ExecutorService.java"
.implements Ljava/util/concurrent/Executor;

# java.util.concurrent.ExecutorService (JDK 17): an Executor with a lifecycle (shutdown,
# termination) and tasks tracked by Futures.

.method public abstract shutdown()V
.end method

.method public abstract shutdownNow()Ljava/util/List;
.end method

.method public abstract isShutdown()Z
.end method

.method public abstract isTerminated()Z
.end method

.method public abstract awaitTermination(JLjava/util/concurrent/TimeUnit;)Z
.end method

.method public abstract submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
.end method

.method public abstract submit(Ljava/lang/Runnable;Ljava/lang/Object;)Ljava/util/concurrent/Future;
.end method

.method public abstract submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;
.end method

.method public abstract invokeAll(Ljava/util/Collection;)Ljava/util/List;
.end method

.method public abstract invokeAll(Ljava/util/Collection;JLjava/util/concurrent/TimeUnit;)Ljava/util/List;
.end method

.method public abstract invokeAny(Ljava/util/Collection;)Ljava/lang/Object;
.end method

.method public abstract invokeAny(Ljava/util/Collection;JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
.end method
