.class public Ljava/util/concurrent/ExecutionException;
.super Ljava/lang/Exception;
.source "ExecutionException.java"

# java.util.concurrent.ExecutionException (JDK 17): the exception a task threw, as
# Future.get reports it; (Throwable) takes the cause's toString() as its message.

.method protected constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Exception;-><init>()V
    return-void
.end method

.method protected constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Exception;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/Throwable;)V
    return-void
.end method
