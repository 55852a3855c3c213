.class final Ljava/util/concurrent/ConcurrentHashMap$Iter;
.super Ljava/lang/Object;
.source "ConcurrentHashMap.java"
.implements Ljava/util/Iterator;

# A weakly consistent iterator: it walks the entries the map had when it was made.

.field private final map:Ljava/util/concurrent/ConcurrentHashMap;
.field private final snap:[Ljava/lang/Object;
.field private final mode:I
.field private index:I
.field private lastKey:Ljava/lang/Object;

.method constructor <init>(Ljava/util/concurrent/ConcurrentHashMap;I)V
    .locals 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->map:Ljava/util/concurrent/ConcurrentHashMap;
    iput p2, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->mode:I
    invoke-virtual {p1}, Ljava/util/concurrent/ConcurrentHashMap;->snapshot()[Ljava/lang/Object;
    move-result-object v0
    iput-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->snap:[Ljava/lang/Object;
    return-void
.end method

.method public hasNext()Z
    .locals 7
    iget v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->index:I
    iget-object v1, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->snap:[Ljava/lang/Object;
    array-length v1, v1
    if-ge v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public next()Ljava/lang/Object;
    .locals 7
    iget v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->index:I
    iget-object v1, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->snap:[Ljava/lang/Object;
    array-length v2, v1
    if-lt v0, v2, :more
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :more
    aget-object v2, v1, v0
    add-int/lit8 v3, v0, 1
    aget-object v3, v1, v3
    add-int/lit8 v0, v0, 2
    iput v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->index:I
    iput-object v2, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->lastKey:Ljava/lang/Object;
    iget v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->mode:I
    if-nez v0, :notkey
    return-object v2
    :notkey
    const/4 v1, 1
    if-ne v0, v1, :entry
    return-object v3
    :entry
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap$Entry;
    iget-object v1, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->map:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0, v2, v3, v1}, Ljava/util/concurrent/ConcurrentHashMap$Entry;-><init>(Ljava/lang/Object;Ljava/lang/Object;Ljava/util/concurrent/ConcurrentHashMap;)V
    return-object v0
.end method

.method public remove()V
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->lastKey:Ljava/lang/Object;
    if-nez v0, :current
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :current
    iget-object v1, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->map:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$Iter;->lastKey:Ljava/lang/Object;
    return-void
.end method
