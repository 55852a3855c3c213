.class final Ljava/util/concurrent/MonitorQueue$Itr;
.super Ljava/lang/Object;
.source "MonitorQueue.java"
.implements Ljava/util/Iterator;

# A MonitorQueue's iterator over a snapshot of its elements; remove() takes the last
# returned element out of the queue (if it is still there).

.field private final queue:Ljava/util/concurrent/MonitorQueue;
.field private final snapshot:[Ljava/lang/Object;
.field private next:I
.field private last:Ljava/lang/Object;

.method constructor <init>(Ljava/util/concurrent/MonitorQueue;[Ljava/lang/Object;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/concurrent/MonitorQueue$Itr;->queue:Ljava/util/concurrent/MonitorQueue;
    iput-object p2, p0, Ljava/util/concurrent/MonitorQueue$Itr;->snapshot:[Ljava/lang/Object;
    return-void
.end method

.method public hasNext()Z
    .locals 2
    iget v0, p0, Ljava/util/concurrent/MonitorQueue$Itr;->next:I
    iget-object v1, p0, Ljava/util/concurrent/MonitorQueue$Itr;->snapshot:[Ljava/lang/Object;
    array-length v1, v1
    if-lt v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public next()Ljava/lang/Object;
    .locals 3
    iget v0, p0, Ljava/util/concurrent/MonitorQueue$Itr;->next:I
    iget-object v1, p0, Ljava/util/concurrent/MonitorQueue$Itr;->snapshot:[Ljava/lang/Object;
    array-length v2, v1
    if-ge v0, v2, :end
    aget-object v1, v1, v0
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/concurrent/MonitorQueue$Itr;->next:I
    iput-object v1, p0, Ljava/util/concurrent/MonitorQueue$Itr;->last:Ljava/lang/Object;
    return-object v1
    :end
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
.end method

.method public remove()V
    .locals 2
    iget-object v0, p0, Ljava/util/concurrent/MonitorQueue$Itr;->last:Ljava/lang/Object;
    if-nez v0, :have
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :have
    const/4 v1, 0
    iput-object v1, p0, Ljava/util/concurrent/MonitorQueue$Itr;->last:Ljava/lang/Object;
    iget-object v1, p0, Ljava/util/concurrent/MonitorQueue$Itr;->queue:Ljava/util/concurrent/MonitorQueue;
    invoke-virtual {v1, v0}, Ljava/util/concurrent/MonitorQueue;->remove(Ljava/lang/Object;)Z
    return-void
.end method
