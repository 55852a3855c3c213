.class final Ljava/util/concurrent/ConcurrentHashMap$View;
.super Ljava/util/AbstractCollection;
.source "ConcurrentHashMap.java"
.implements Ljava/util/Set;

# keySet() (mode 0), values() (1) and entrySet() (2) of a ConcurrentHashMap: views that
# read and write through to the map; values() is a Set here only by type (its equals is
# identity, as the JDK's values view).

.field final map:Ljava/util/concurrent/ConcurrentHashMap;
.field final mode:I

.method constructor <init>(Ljava/util/concurrent/ConcurrentHashMap;I)V
    .locals 7
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    iput-object p1, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->map:Ljava/util/concurrent/ConcurrentHashMap;
    iput p2, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->mode:I
    return-void
.end method

.method public size()I
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->map:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->size()I
    move-result v0
    return v0
.end method

.method public isEmpty()Z
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->map:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->isEmpty()Z
    move-result v0
    return v0
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 7
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap$Iter;
    iget-object v1, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->map:Ljava/util/concurrent/ConcurrentHashMap;
    iget v2, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->mode:I
    invoke-direct {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap$Iter;-><init>(Ljava/util/concurrent/ConcurrentHashMap;I)V
    return-object v0
.end method

.method public clear()V
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->map:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->clear()V
    return-void
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->map:Ljava/util/concurrent/ConcurrentHashMap;
    iget v1, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->mode:I
    if-nez v1, :notkeys
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    return v0
    :notkeys
    const/4 v2, 1
    if-ne v1, v2, :entries
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->containsValue(Ljava/lang/Object;)Z
    move-result v0
    return v0
    :entries
    instance-of v1, p1, Ljava/util/Map$Entry;
    if-eqz v1, :no
    check-cast p1, Ljava/util/Map$Entry;
    invoke-interface {p1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v1
    if-eqz v1, :no
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    if-eqz v1, :no
    invoke-interface {p1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v2
    if-eqz v2, :no
    if-eq v1, v2, :yes
    invoke-virtual {v2, v1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# Keys: remove the mapping. Entries: remove it if the value still matches. Values: the
# first matching mapping (AbstractCollection, through the iterator).
.method public remove(Ljava/lang/Object;)Z
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->map:Ljava/util/concurrent/ConcurrentHashMap;
    iget v1, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->mode:I
    if-nez v1, :notkeys
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :no
    const/4 v0, 1
    return v0
    :notkeys
    const/4 v2, 2
    if-ne v1, v2, :values
    instance-of v1, p1, Ljava/util/Map$Entry;
    if-eqz v1, :no
    check-cast p1, Ljava/util/Map$Entry;
    invoke-interface {p1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v1
    if-eqz v1, :no
    invoke-interface {p1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    return v0
    :values
    invoke-super {p0, p1}, Ljava/util/AbstractCollection;->remove(Ljava/lang/Object;)Z
    move-result v0
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# Set equality for the key and entry views (the values view keeps identity).
.method public equals(Ljava/lang/Object;)Z
    .locals 7
    if-ne p0, p1, :other
    const/4 v0, 1
    return v0
    :other
    iget v0, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->mode:I
    const/4 v1, 1
    if-eq v0, v1, :no
    instance-of v0, p1, Ljava/util/Set;
    if-eqz v0, :no
    check-cast p1, Ljava/util/Set;
    invoke-interface {p1}, Ljava/util/Set;->size()I
    move-result v0
    invoke-virtual {p0}, Ljava/util/concurrent/ConcurrentHashMap$View;->size()I
    move-result v1
    if-ne v0, v1, :no
    invoke-interface {p1}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :yes
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/util/concurrent/ConcurrentHashMap$View;->contains(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :no
    goto :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public hashCode()I
    .locals 7
    iget v0, p0, Ljava/util/concurrent/ConcurrentHashMap$View;->mode:I
    const/4 v1, 1
    if-ne v0, v1, :sum
    invoke-super {p0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    return v0
    :sum
    const/4 v0, 0
    invoke-virtual {p0}, Ljava/util/concurrent/ConcurrentHashMap$View;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :done
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Object;->hashCode()I
    move-result v2
    add-int/2addr v0, v2
    goto :loop
    :done
    return v0
.end method
