.class public interface abstract Ljava/util/concurrent/RunnableFuture;
.super Ljava/lang/Object;
.source "RunnableFuture.java"
.implements Ljava/lang/Runnable;
.implements Ljava/util/concurrent/Future;

# java.util.concurrent.RunnableFuture (JDK 17): a Future whose run() computes it.

.method public abstract run()V
.end method
