.class public LNoTrace;
.super Ljava/lang/RuntimeException;
.source "NoTrace.java"

# The usual cheap exception: fillInStackTrace does nothing, so the trace is empty.

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public fillInStackTrace()Ljava/lang/Throwable;
    .registers 1
    return-object p0
.end method
