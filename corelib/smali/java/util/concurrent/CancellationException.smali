.class public Ljava/util/concurrent/CancellationException;
.super Ljava/lang/IllegalStateException;
.source "CancellationException.java"

# java.util.concurrent.CancellationException (JDK 17): the result of a cancelled task was asked for.

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/IllegalStateException;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    return-void
.end method
