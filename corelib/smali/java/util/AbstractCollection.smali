.class public abstract Ljava/util/AbstractCollection;
.super Ljava/lang/Object;
.source "AbstractCollection.java"
.implements Ljava/util/Collection;


.method protected constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public isEmpty()Z
    .registers 2
    invoke-virtual {p0}, Ljava/util/AbstractCollection;->size()I
    move-result v0
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public add(Ljava/lang/Object;)Z
    .registers 3
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .registers 5
    invoke-virtual {p0}, Ljava/util/AbstractCollection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :no
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    if-eq v1, p1, :yes
    if-eqz p1, :loop
    invoke-virtual {p1, v1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public remove(Ljava/lang/Object;)Z
    .registers 5
    invoke-virtual {p0}, Ljava/util/AbstractCollection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :no
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    if-eq v1, p1, :yes
    if-eqz p1, :loop
    invoke-virtual {p1, v1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :loop
    :yes
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public addAll(Ljava/util/Collection;)Z
    .registers 5
    const/4 v2, 0
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/util/AbstractCollection;->add(Ljava/lang/Object;)Z
    move-result v1
    or-int/2addr v2, v1
    goto :loop
    :done
    return v2
.end method

.method public clear()V
    .registers 3
    invoke-virtual {p0}, Ljava/util/AbstractCollection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    goto :loop
    :done
    return-void
.end method

.method public toArray()[Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0}, Ljava/util/AbstractCollection;->size()I
    move-result v0
    new-array v0, v0, [Ljava/lang/Object;
    invoke-virtual {p0}, Ljava/util/AbstractCollection;->iterator()Ljava/util/Iterator;
    move-result-object v1
    const/4 v2, 0
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v3
    if-eqz v3, :done
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v3
    aput-object v3, v0, v2
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "["
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/util/AbstractCollection;->iterator()Ljava/util/Iterator;
    move-result-object v1
    const/4 v2, 1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v3
    if-eqz v3, :done
    if-nez v2, :first
    const-string v3, ", "
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    const/4 v2, 0
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v3
    if-ne v3, p0, :notself
    const-string v3, "(this Collection)"
    :notself
    invoke-static {v3}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :loop
    :done
    const/16 v3, 0x5d
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# for (Object e : c) if (!contains(e)) return false; return true;
.method public containsAll(Ljava/util/Collection;)Z
    .registers 4
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :yes
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/util/AbstractCollection;->contains(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :loop
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

# Objects.requireNonNull(c); removes (through the iterator) every element c contains.
.method public removeAll(Ljava/util/Collection;)Z
    .registers 5
    const/4 v0, 1
    invoke-direct {p0, p1, v0}, Ljava/util/AbstractCollection;->batchRemove(Ljava/util/Collection;Z)Z
    move-result v0
    return v0
.end method

# Objects.requireNonNull(c); removes (through the iterator) every element c lacks.
.method public retainAll(Ljava/util/Collection;)Z
    .registers 5
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/AbstractCollection;->batchRemove(Ljava/util/Collection;Z)Z
    move-result v0
    return v0
.end method

.method private batchRemove(Ljava/util/Collection;Z)Z
    .registers 7
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v2, 0
    invoke-virtual {p0}, Ljava/util/AbstractCollection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {p1, v1}, Ljava/util/Collection;->contains(Ljava/lang/Object;)Z
    move-result v1
    if-ne v1, p2, :loop
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    const/4 v2, 1
    goto :loop
    :done
    return v2
.end method
