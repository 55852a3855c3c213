.class public abstract Ljava/util/AbstractMap;
.super Ljava/lang/Object;
.source "AbstractMap.java"
.implements Ljava/util/Map;

# The JDK's AbstractMap: every operation in terms of entrySet() (put is unsupported),
# keySet()/values() as views over it (made once and kept, as the JDK does), and Map
# equality, hashCode and toString.

.field transient keySet:Ljava/util/Set;
.field transient values:Ljava/util/Collection;

.method protected constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract entrySet()Ljava/util/Set;
.end method

.method public size()I
    .registers 2
    invoke-virtual {p0}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->size()I
    move-result v0
    return v0
.end method

.method public isEmpty()Z
    .registers 2
    invoke-virtual {p0}, Ljava/util/AbstractMap;->size()I
    move-result v0
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# The entry whose key (p2 = false) or value (p2 = true) equals o, or null; the iterator
# is left positioned on it (for remove).
.method findEntry(Ljava/util/Iterator;Ljava/lang/Object;Z)Ljava/util/Map$Entry;
    .registers 6
    :loop
    invoke-interface {p1}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :none
    invoke-interface {p1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map$Entry;
    if-eqz p3, :key
    invoke-interface {v0}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v1
    goto :got
    :key
    invoke-interface {v0}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v1
    :got
    if-nez p2, :equals
    if-nez v1, :loop
    return-object v0
    :equals
    invoke-virtual {p2, v1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :loop
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

.method public containsValue(Ljava/lang/Object;)Z
    .registers 4
    invoke-virtual {p0}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    const/4 v1, 1
    invoke-virtual {p0, v0, p1, v1}, Ljava/util/AbstractMap;->findEntry(Ljava/util/Iterator;Ljava/lang/Object;Z)Ljava/util/Map$Entry;
    move-result-object v0
    if-eqz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public containsKey(Ljava/lang/Object;)Z
    .registers 4
    invoke-virtual {p0}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    const/4 v1, 0
    invoke-virtual {p0, v0, p1, v1}, Ljava/util/AbstractMap;->findEntry(Ljava/util/Iterator;Ljava/lang/Object;Z)Ljava/util/Map$Entry;
    move-result-object v0
    if-eqz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public get(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-virtual {p0}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    const/4 v1, 0
    invoke-virtual {p0, v0, p1, v1}, Ljava/util/AbstractMap;->findEntry(Ljava/util/Iterator;Ljava/lang/Object;Z)Ljava/util/Map$Entry;
    move-result-object v0
    if-eqz v0, :none
    invoke-interface {v0}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v0
    :none
    return-object v0
.end method

.method public put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
.end method

.method public remove(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    const/4 v1, 0
    invoke-virtual {p0, v0, p1, v1}, Ljava/util/AbstractMap;->findEntry(Ljava/util/Iterator;Ljava/lang/Object;Z)Ljava/util/Map$Entry;
    move-result-object v1
    if-eqz v1, :none
    invoke-interface {v1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    :none
    return-object v1
.end method

.method public putAll(Ljava/util/Map;)V
    .registers 5
    invoke-interface {p1}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Map$Entry;
    invoke-interface {v1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v2
    invoke-interface {v1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {p0, v2, v1}, Ljava/util/AbstractMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :loop
    :done
    return-void
.end method

.method public clear()V
    .registers 2
    invoke-virtual {p0}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->clear()V
    return-void
.end method

.method public keySet()Ljava/util/Set;
    .registers 3
    iget-object v0, p0, Ljava/util/AbstractMap;->keySet:Ljava/util/Set;
    if-nez v0, :have
    new-instance v0, Ljava/util/AbstractMap$KeySet;
    invoke-direct {v0, p0}, Ljava/util/AbstractMap$KeySet;-><init>(Ljava/util/AbstractMap;)V
    iput-object v0, p0, Ljava/util/AbstractMap;->keySet:Ljava/util/Set;
    :have
    return-object v0
.end method

.method public values()Ljava/util/Collection;
    .registers 3
    iget-object v0, p0, Ljava/util/AbstractMap;->values:Ljava/util/Collection;
    if-nez v0, :have
    new-instance v0, Ljava/util/AbstractMap$Values;
    invoke-direct {v0, p0}, Ljava/util/AbstractMap$Values;-><init>(Ljava/util/AbstractMap;)V
    iput-object v0, p0, Ljava/util/AbstractMap;->values:Ljava/util/Collection;
    :have
    return-object v0
.end method

# public boolean equals(Object o) {
#   if (o == this) return true; if (!(o instanceof Map)) return false;
#   Map m = (Map) o; if (m.size() != size()) return false;
#   try { for (Entry e : entrySet()) { K key = e.getKey(); V value = e.getValue();
#           if (value == null) { if (!(m.get(key) == null && m.containsKey(key))) return false; }
#           else if (!value.equals(m.get(key))) return false; } }
#   catch (ClassCastException | NullPointerException unused) { return false; }
#   return true; }
.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p1, p0, :other
    const/4 v0, 1
    return v0
    :other
    instance-of v0, p1, Ljava/util/Map;
    if-eqz v0, :no
    check-cast p1, Ljava/util/Map;
    invoke-interface {p1}, Ljava/util/Map;->size()I
    move-result v0
    invoke-virtual {p0}, Ljava/util/AbstractMap;->size()I
    move-result v1
    if-ne v0, v1, :no
    :try_start
    invoke-virtual {p0}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :yes
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Map$Entry;
    invoke-interface {v1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v2
    invoke-interface {v1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v3
    invoke-interface {p1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    if-nez v3, :nonnull
    if-nez v4, :no
    invoke-interface {p1, v2}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :no
    goto :loop
    :nonnull
    invoke-virtual {v3, v4}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :no
    goto :loop
    :try_end
    .catch Ljava/lang/ClassCastException; {:try_start .. :try_end} :no
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :no
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public hashCode()I
    .registers 4
    const/4 v0, 0
    invoke-virtual {p0}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
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

# "{k1=v1, k2=v2}", a map inside itself as "(this Map)".
.method public toString()Ljava/lang/String;
    .registers 6
    invoke-virtual {p0}, Ljava/util/AbstractMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const/16 v2, 0x7b
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    const/4 v4, 1
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :done
    if-nez v4, :first
    const-string v2, ", "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    const/4 v4, 0
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/util/Map$Entry;
    invoke-interface {v2}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v3
    if-ne v3, p0, :key
    const-string v3, "(this Map)"
    :key
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const/16 v3, 0x3d
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-interface {v2}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v3
    if-ne v3, p0, :value
    const-string v3, "(this Map)"
    :value
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    goto :loop
    :done
    const/16 v2, 0x7d
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# Shallow copy with the views forgotten, as the JDK's AbstractMap.clone().
.method protected clone()Ljava/lang/Object;
    .registers 3
    invoke-super {p0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/AbstractMap;
    const/4 v1, 0
    iput-object v1, v0, Ljava/util/AbstractMap;->keySet:Ljava/util/Set;
    iput-object v1, v0, Ljava/util/AbstractMap;->values:Ljava/util/Collection;
    return-object v0
.end method

# (o1 == null ? o2 == null : o1.equals(o2))
.method static eq(Ljava/lang/Object;Ljava/lang/Object;)Z
    .registers 3
    if-nez p0, :call
    if-nez p1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
    :call
    invoke-virtual {p0, p1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method
