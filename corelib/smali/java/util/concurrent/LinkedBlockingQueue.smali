.class public Ljava/util/concurrent/LinkedBlockingQueue;
.super Ljava/util/concurrent/MonitorQueue;
.source "LinkedBlockingQueue.java"

# java.util.concurrent.LinkedBlockingQueue (JDK 17): an optionally bounded FIFO
# BlockingQueue (see MonitorQueue); without a capacity it holds Integer.MAX_VALUE.

.method public constructor <init>()V
    .locals 1
    const v0, 0x7fffffff
    invoke-direct {p0, v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>(I)V
    return-void
.end method

.method public constructor <init>(I)V
    .locals 1
    new-instance v0, Ljava/util/ArrayDeque;
    invoke-direct {v0}, Ljava/util/ArrayDeque;-><init>()V
    invoke-direct {p0, v0, p1}, Ljava/util/concurrent/MonitorQueue;-><init>(Ljava/util/Queue;I)V
    if-gtz p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :ok
    return-void
.end method

.method public constructor <init>(Ljava/util/Collection;)V
    .locals 0
    invoke-direct {p0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    invoke-virtual {p0, p1}, Ljava/util/concurrent/LinkedBlockingQueue;->addAllInitial(Ljava/util/Collection;)V
    return-void
.end method
