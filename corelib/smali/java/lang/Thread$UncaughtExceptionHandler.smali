.class public interface abstract Ljava/lang/Thread$UncaughtExceptionHandler;
.super Ljava/lang/Object;
.source "Thread.java"

.method public abstract uncaughtException(Ljava/lang/Thread;Ljava/lang/Throwable;)V
.end method
