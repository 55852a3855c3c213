.class public Ljava/util/concurrent/ConcurrentHashMap;
.super Ljava/lang/Object;
.source "ConcurrentHashMap.java"
.implements Ljava/util/concurrent/ConcurrentMap;
.implements Ljava/io/Serializable;

# java.util.concurrent.ConcurrentHashMap (JDK 17 API and semantics for the Map methods,
# putIfAbsent, remove(key, value), replace): a java.util.HashMap guarded by its monitor.
# On green threads a switch happens only at safepoints, so one lock costs little and
# each operation is atomic; the JDK's lock striping would buy nothing. Null keys and
# values throw NullPointerException. Iterators of the views are weakly consistent: each
# walks a snapshot taken when it was created (never ConcurrentModificationException),
# remove() and Entry.setValue write through. Iteration order is HashMap's, which can
# differ from the JDK's after resizes.

.field private final map:Ljava/util/HashMap;

.method public constructor <init>()V
    .locals 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    return-void
.end method

.method public constructor <init>(I)V
    .locals 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-gez p1, :valid
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :valid
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .locals 7
    invoke-direct {p0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    invoke-virtual {p0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->putAll(Ljava/util/Map;)V
    return-void
.end method

.method public size()I
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0}, Ljava/util/HashMap;->size()I
    move-result v2
    monitor-exit v0
    return v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public isEmpty()Z
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0}, Ljava/util/HashMap;->isEmpty()Z
    move-result v2
    monitor-exit v0
    return v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public get(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 7
    if-nez p1, :key
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :key
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    monitor-exit v0
    return-object v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 7
    invoke-virtual {p0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :found
    move-object v0, p2
    :found
    return-object v0
.end method

.method public containsKey(Ljava/lang/Object;)Z
    .locals 7
    invoke-virtual {p0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :absent
    const/4 v0, 1
    return v0
    :absent
    const/4 v0, 0
    return v0
.end method

.method public containsValue(Ljava/lang/Object;)Z
    .locals 7
    if-nez p1, :value
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :value
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsValue(Ljava/lang/Object;)Z
    move-result v2
    monitor-exit v0
    return v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

# Legacy Hashtable method: containsValue.
.method public contains(Ljava/lang/Object;)Z
    .locals 7
    invoke-virtual {p0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->containsValue(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 7
    if-nez p1, :key
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :key
    if-nez p2, :value
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :value
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    monitor-exit v0
    return-object v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 7
    if-nez p1, :key
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :key
    if-nez p2, :value
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :value
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    if-nez v2, :present
    invoke-virtual {v0, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :present
    monitor-exit v0
    return-object v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public remove(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 7
    if-nez p1, :key
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :key
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    monitor-exit v0
    return-object v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

# JDK: false for a null value (before looking at the key); the given value's equals.
.method public remove(Ljava/lang/Object;Ljava/lang/Object;)Z
    .locals 7
    if-nez p2, :valued
    const/4 v0, 0
    return v0
    :valued
    if-nez p1, :key
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :key
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    const/4 v3, 0
    if-eqz v2, :done
    if-eq v2, p2, :match
    invoke-virtual {p2, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :done
    :match
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v3, 1
    :done
    monitor-exit v0
    return v3
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public replace(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 7
    if-nez p1, :key
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :key
    if-nez p2, :value
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :value
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    if-eqz v2, :absent
    invoke-virtual {v0, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :absent
    monitor-exit v0
    return-object v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public replace(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Z
    .locals 7
    if-nez p1, :key
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :key
    if-nez p2, :old
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :old
    if-nez p3, :value
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :value
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    const/4 v3, 0
    if-eqz v2, :done
    if-eq v2, p2, :match
    invoke-virtual {p2, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :done
    :match
    invoke-virtual {v0, p1, p3}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v3, 1
    :done
    monitor-exit v0
    return v3
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public clear()V
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0}, Ljava/util/HashMap;->clear()V
    monitor-exit v0
    return-void
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public putAll(Ljava/util/Map;)V
    .locals 7
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
    invoke-virtual {p0, v2, v1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :loop
    :done
    return-void
.end method

# The entries now, as key, value, key, value, ...
.method snapshot()[Ljava/lang/Object;
    .locals 7
    iget-object v0, p0, Ljava/util/concurrent/ConcurrentHashMap;->map:Ljava/util/HashMap;
    monitor-enter v0
    :sync_start
    invoke-virtual {v0}, Ljava/util/HashMap;->size()I
    move-result v2
    mul-int/lit8 v2, v2, 2
    new-array v2, v2, [Ljava/lang/Object;
    invoke-virtual {v0}, Ljava/util/HashMap;->entrySet()Ljava/util/Set;
    move-result-object v3
    invoke-interface {v3}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v3
    const/4 v4, 0
    :copy
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v5
    if-eqz v5, :copied
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/util/Map$Entry;
    invoke-interface {v5}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v6
    aput-object v6, v2, v4
    add-int/lit8 v4, v4, 1
    invoke-interface {v5}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v6
    aput-object v6, v2, v4
    add-int/lit8 v4, v4, 1
    goto :copy
    :copied
    monitor-exit v0
    return-object v2
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public keySet()Ljava/util/Set;
    .locals 7
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap$View;
    const/4 v1, 0
    invoke-direct {v0, p0, v1}, Ljava/util/concurrent/ConcurrentHashMap$View;-><init>(Ljava/util/concurrent/ConcurrentHashMap;I)V
    return-object v0
.end method

.method public values()Ljava/util/Collection;
    .locals 7
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap$View;
    const/4 v1, 1
    invoke-direct {v0, p0, v1}, Ljava/util/concurrent/ConcurrentHashMap$View;-><init>(Ljava/util/concurrent/ConcurrentHashMap;I)V
    return-object v0
.end method

.method public entrySet()Ljava/util/Set;
    .locals 7
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap$View;
    const/4 v1, 2
    invoke-direct {v0, p0, v1}, Ljava/util/concurrent/ConcurrentHashMap$View;-><init>(Ljava/util/concurrent/ConcurrentHashMap;I)V
    return-object v0
.end method

# JDK: the sum of key.hashCode() ^ value.hashCode().
.method public hashCode()I
    .locals 7
    invoke-virtual {p0}, Ljava/util/concurrent/ConcurrentHashMap;->snapshot()[Ljava/lang/Object;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0
    const/4 v3, 0
    :loop
    if-ge v3, v1, :done
    aget-object v4, v0, v3
    invoke-virtual {v4}, Ljava/lang/Object;->hashCode()I
    move-result v4
    add-int/lit8 v5, v3, 1
    aget-object v5, v0, v5
    invoke-virtual {v5}, Ljava/lang/Object;->hashCode()I
    move-result v5
    xor-int/2addr v4, v5
    add-int/2addr v2, v4
    add-int/lit8 v3, v3, 2
    goto :loop
    :done
    return v2
.end method

# JDK: every entry of each map is in the other one (the other map's null keys or
# values make it unequal).
.method public equals(Ljava/lang/Object;)Z
    .locals 7
    if-ne p1, p0, :other
    const/4 v0, 1
    return v0
    :other
    instance-of v0, p1, Ljava/util/Map;
    if-eqz v0, :no
    check-cast p1, Ljava/util/Map;
    invoke-virtual {p0}, Ljava/util/concurrent/ConcurrentHashMap;->snapshot()[Ljava/lang/Object;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0
    :mine
    if-ge v2, v1, :theirs
    aget-object v3, v0, v2
    add-int/lit8 v4, v2, 1
    aget-object v4, v0, v4
    invoke-interface {p1, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    if-eqz v5, :no
    if-eq v5, v4, :same
    invoke-virtual {v5, v4}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v6
    if-eqz v6, :no
    :same
    add-int/lit8 v2, v2, 2
    goto :mine
    :theirs
    invoke-interface {p1}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :each
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :yes
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Map$Entry;
    invoke-interface {v1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v2
    if-eqz v2, :no
    invoke-interface {v1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v3
    if-eqz v3, :no
    invoke-virtual {p0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    if-eqz v4, :no
    if-eq v3, v4, :each
    invoke-virtual {v3, v4}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :no
    goto :each
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# JDK: {k1=v1, k2=v2}, "(this Map)" for the map itself.
.method public toString()Ljava/lang/String;
    .locals 7
    invoke-virtual {p0}, Ljava/util/concurrent/ConcurrentHashMap;->snapshot()[Ljava/lang/Object;
    move-result-object v0
    array-length v1, v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const/16 v3, 0x7b
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    const/4 v3, 0
    :loop
    if-ge v3, v1, :done
    if-eqz v3, :first
    const-string v4, ", "
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    aget-object v4, v0, v3
    if-ne v4, p0, :key
    const-string v4, "(this Map)"
    :key
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const/16 v4, 0x3d
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v4, v3, 1
    aget-object v4, v0, v4
    if-ne v4, p0, :value
    const-string v4, "(this Map)"
    :value
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    add-int/lit8 v3, v3, 2
    goto :loop
    :done
    const/16 v3, 0x7d
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    return-object v2
.end method
