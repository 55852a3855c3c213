.class public Ljava/util/concurrent/PriorityBlockingQueue;
.super Ljava/util/concurrent/MonitorQueue;
.source "PriorityBlockingQueue.java"

# java.util.concurrent.PriorityBlockingQueue (JDK 17): an unbounded BlockingQueue over a
# PriorityQueue heap (see MonitorQueue): put never waits, take waits for an element;
# iteration and toString follow the heap's array order, as the JDK's do.

.method public constructor <init>()V
    .locals 1
    const/16 v0, 11
    invoke-direct {p0, v0}, Ljava/util/concurrent/PriorityBlockingQueue;-><init>(I)V
    return-void
.end method

.method public constructor <init>(I)V
    .locals 1
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/concurrent/PriorityBlockingQueue;-><init>(ILjava/util/Comparator;)V
    return-void
.end method

.method public constructor <init>(ILjava/util/Comparator;)V
    .locals 1
    new-instance v0, Ljava/util/PriorityQueue;
    invoke-direct {v0, p2}, Ljava/util/PriorityQueue;-><init>(Ljava/util/Comparator;)V
    const p2, 0x7fffffff
    invoke-direct {p0, v0, p2}, Ljava/util/concurrent/MonitorQueue;-><init>(Ljava/util/Queue;I)V
    const/4 v0, 1
    if-ge p1, v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :ok
    return-void
.end method

# JDK: a SortedSet's, PriorityQueue's or PriorityBlockingQueue's order (comparator) is
# kept, other collections are heapified; a null element throws NullPointerException. A
# PriorityBlockingQueue's heap array, added in its order, stays as it is.
.method public constructor <init>(Ljava/util/Collection;)V
    .locals 3
    instance-of v2, p1, Ljava/util/concurrent/PriorityBlockingQueue;
    if-eqz v2, :other
    move-object v0, p1
    check-cast v0, Ljava/util/concurrent/PriorityBlockingQueue;
    invoke-virtual {v0}, Ljava/util/concurrent/PriorityBlockingQueue;->comparator()Ljava/util/Comparator;
    move-result-object v0
    new-instance v1, Ljava/util/PriorityQueue;
    invoke-direct {v1, v0}, Ljava/util/PriorityQueue;-><init>(Ljava/util/Comparator;)V
    goto :made
    :other
    new-instance v1, Ljava/util/PriorityQueue;
    invoke-direct {v1, p1}, Ljava/util/PriorityQueue;-><init>(Ljava/util/Collection;)V
    :made
    const v0, 0x7fffffff
    invoke-direct {p0, v1, v0}, Ljava/util/concurrent/MonitorQueue;-><init>(Ljava/util/Queue;I)V
    if-eqz v2, :done
    invoke-virtual {p0, p1}, Ljava/util/concurrent/PriorityBlockingQueue;->addAllInitial(Ljava/util/Collection;)V
    :done
    return-void
.end method

.method public comparator()Ljava/util/Comparator;
    .locals 1
    iget-object v0, p0, Ljava/util/concurrent/PriorityBlockingQueue;->items:Ljava/util/Queue;
    check-cast v0, Ljava/util/PriorityQueue;
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->comparator()Ljava/util/Comparator;
    move-result-object v0
    return-object v0
.end method

.method public remainingCapacity()I
    .locals 1
    const v0, 0x7fffffff
    return v0
.end method
