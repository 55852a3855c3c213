.class public interface abstract Ljava/util/concurrent/ThreadFactory;
.super Ljava/lang/Object;
.source "ThreadFactory.java"

# java.util.concurrent.ThreadFactory (JDK 17): makes the threads of an executor.

.method public abstract newThread(Ljava/lang/Runnable;)Ljava/lang/Thread;
.end method
