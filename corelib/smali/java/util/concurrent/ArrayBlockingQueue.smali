.class public Ljava/util/concurrent/ArrayBlockingQueue;
.super Ljava/util/concurrent/MonitorQueue;
.source "ArrayBlockingQueue.java"

# java.util.concurrent.ArrayBlockingQueue (JDK 17): a bounded FIFO BlockingQueue (see
# MonitorQueue). The fairness flag is accepted; waiters are woken in the VM's monitor
# order, which the JDK only promises for fair queues anyway.

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

.method public constructor <init>(IZ)V
    .locals 0
    invoke-direct {p0, p1}, Ljava/util/concurrent/ArrayBlockingQueue;-><init>(I)V
    return-void
.end method

# JDK: IllegalArgumentException when c holds more than capacity elements.
.method public constructor <init>(IZLjava/util/Collection;)V
    .locals 1
    invoke-direct {p0, p1}, Ljava/util/concurrent/ArrayBlockingQueue;-><init>(I)V
    invoke-interface {p3}, Ljava/util/Collection;->size()I
    move-result v0
    if-le v0, p1, :fits
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :fits
    invoke-virtual {p0, p3}, Ljava/util/concurrent/ArrayBlockingQueue;->addAllInitial(Ljava/util/Collection;)V
    return-void
.end method
