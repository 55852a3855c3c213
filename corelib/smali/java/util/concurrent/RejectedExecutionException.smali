.class public Ljava/util/concurrent/RejectedExecutionException;
.super Ljava/lang/RuntimeException;
.source "RejectedExecutionException.java"

# java.util.concurrent.RejectedExecutionException (JDK 17): an executor refused a task (shut down, or saturated).

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/RuntimeException;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/Throwable;)V
    return-void
.end method
