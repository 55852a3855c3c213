.class final Ljava/util/AbstractMap$ViewIterator;
.super Ljava/lang/Object;
.source "AbstractMap.java"
.implements Ljava/util/Iterator;

# Keys or values of an entry iterator; remove() is the entry iterator's.

.field final i:Ljava/util/Iterator;
.field final values:Z

.method constructor <init>(Ljava/util/Iterator;Z)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/AbstractMap$ViewIterator;->i:Ljava/util/Iterator;
    iput-boolean p2, p0, Ljava/util/AbstractMap$ViewIterator;->values:Z
    return-void
.end method

.method public hasNext()Z
    .registers 2
    iget-object v0, p0, Ljava/util/AbstractMap$ViewIterator;->i:Ljava/util/Iterator;
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    return v0
.end method

.method public next()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Ljava/util/AbstractMap$ViewIterator;->i:Ljava/util/Iterator;
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map$Entry;
    iget-boolean v1, p0, Ljava/util/AbstractMap$ViewIterator;->values:Z
    if-nez v1, :value
    invoke-interface {v0}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v0
    return-object v0
    :value
    invoke-interface {v0}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public remove()V
    .registers 2
    iget-object v0, p0, Ljava/util/AbstractMap$ViewIterator;->i:Ljava/util/Iterator;
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    return-void
.end method
