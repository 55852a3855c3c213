.class final Ljava/util/AbstractMap$Values;
.super Ljava/util/AbstractCollection;
.source "AbstractMap.java"

# AbstractMap's values() view: a Collection (not a Set) over the entry iterator.

.field final map:Ljava/util/AbstractMap;

.method constructor <init>(Ljava/util/AbstractMap;)V
    .registers 2
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    iput-object p1, p0, Ljava/util/AbstractMap$Values;->map:Ljava/util/AbstractMap;
    return-void
.end method

.method public iterator()Ljava/util/Iterator;
    .registers 4
    new-instance v0, Ljava/util/AbstractMap$ViewIterator;
    iget-object v1, p0, Ljava/util/AbstractMap$Values;->map:Ljava/util/AbstractMap;
    invoke-virtual {v1}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v1
    const/4 v2, 1
    invoke-direct {v0, v1, v2}, Ljava/util/AbstractMap$ViewIterator;-><init>(Ljava/util/Iterator;Z)V
    return-object v0
.end method

.method public size()I
    .registers 2
    iget-object v0, p0, Ljava/util/AbstractMap$Values;->map:Ljava/util/AbstractMap;
    invoke-virtual {v0}, Ljava/util/AbstractMap;->size()I
    move-result v0
    return v0
.end method

.method public isEmpty()Z
    .registers 2
    iget-object v0, p0, Ljava/util/AbstractMap$Values;->map:Ljava/util/AbstractMap;
    invoke-virtual {v0}, Ljava/util/AbstractMap;->isEmpty()Z
    move-result v0
    return v0
.end method

.method public clear()V
    .registers 2
    iget-object v0, p0, Ljava/util/AbstractMap$Values;->map:Ljava/util/AbstractMap;
    invoke-virtual {v0}, Ljava/util/AbstractMap;->clear()V
    return-void
.end method

.method public contains(Ljava/lang/Object;)Z
    .registers 3
    iget-object v0, p0, Ljava/util/AbstractMap$Values;->map:Ljava/util/AbstractMap;
    invoke-virtual {v0, p1}, Ljava/util/AbstractMap;->containsValue(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method
