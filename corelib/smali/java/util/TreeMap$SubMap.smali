.class final Ljava/util/TreeMap$SubMap;
.super Ljava/util/AbstractMap;
.source "TreeMap.java"
.implements Ljava/util/NavigableMap;

# headMap/tailMap/subMap of a TreeMap (the JDK's NavigableSubMap + AscendingSubMap): a
# live view of the keys between lo and hi (each bound absent, inclusive or exclusive).
# Keys outside the range are invisible (get/remove/containsKey give null/false) and
# put throws IllegalArgumentException("key out of range"); nested views must lie
# inside this one ("fromKey out of range" / "toKey out of range").

.field final m:Ljava/util/TreeMap;
.field final lo:Ljava/lang/Object;
.field final hi:Ljava/lang/Object;
.field final fromStart:Z
.field final toEnd:Z
.field final loInclusive:Z
.field final hiInclusive:Z
.field private transient entrySetView:Ljava/util/Set;
.field private transient navigableKeySetView:Ljava/util/NavigableSet;

.method constructor <init>(Ljava/util/TreeMap;ZLjava/lang/Object;ZZLjava/lang/Object;Z)V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractMap;-><init>()V
    if-nez p2, :one_sided
    if-nez p5, :one_sided
    invoke-virtual {p1, p3, p6}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v0
    if-gtz v0, :bad
    goto :checked
    :one_sided
    if-nez p2, :lo_ok
    invoke-virtual {p1, p3, p3}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    :lo_ok
    if-nez p5, :checked
    invoke-virtual {p1, p6, p6}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    :checked
    iput-object p1, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    iput-boolean p2, p0, Ljava/util/TreeMap$SubMap;->fromStart:Z
    iput-object p3, p0, Ljava/util/TreeMap$SubMap;->lo:Ljava/lang/Object;
    iput-boolean p4, p0, Ljava/util/TreeMap$SubMap;->loInclusive:Z
    iput-boolean p5, p0, Ljava/util/TreeMap$SubMap;->toEnd:Z
    iput-object p6, p0, Ljava/util/TreeMap$SubMap;->hi:Ljava/lang/Object;
    iput-boolean p7, p0, Ljava/util/TreeMap$SubMap;->hiInclusive:Z
    return-void
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string p1, "fromKey > toKey"
    invoke-direct {v0, p1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# tooLow(key): !fromStart && (c = m.compare(key, lo)) < 0 || (c == 0 && !loInclusive)
.method final tooLow(Ljava/lang/Object;)Z
    .locals 2
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->fromStart:Z
    if-nez v0, :no
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->lo:Ljava/lang/Object;
    invoke-virtual {v0, p1, v1}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v0
    if-ltz v0, :yes
    if-nez v0, :no
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->loInclusive:Z
    if-nez v0, :no
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# tooHigh(key): !toEnd && (c = m.compare(key, hi)) > 0 || (c == 0 && !hiInclusive)
.method final tooHigh(Ljava/lang/Object;)Z
    .locals 2
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->toEnd:Z
    if-nez v0, :no
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->hi:Ljava/lang/Object;
    invoke-virtual {v0, p1, v1}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v0
    if-gtz v0, :yes
    if-nez v0, :no
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->hiInclusive:Z
    if-nez v0, :no
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method final inRange(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->tooLow(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :no
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->tooHigh(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# inClosedRange(key): (fromStart || compare(key, lo) >= 0) && (toEnd || compare(hi, key) >= 0)
.method final inClosedRange(Ljava/lang/Object;)Z
    .locals 2
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->fromStart:Z
    if-nez v0, :lo_ok
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->lo:Ljava/lang/Object;
    invoke-virtual {v1, p1, v0}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v0
    if-ltz v0, :no
    :lo_ok
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->toEnd:Z
    if-nez v0, :yes
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->hi:Ljava/lang/Object;
    invoke-virtual {v1, v0, p1}, Ljava/util/TreeMap;->compare(Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v0
    if-ltz v0, :no
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method final inRange(Ljava/lang/Object;Z)Z
    .locals 1
    if-eqz p2, :closed
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;)Z
    move-result v0
    return v0
    :closed
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->inClosedRange(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

# e, unless e is null or past the high end.
.method private belowHigh(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    .locals 1
    if-eqz p1, :none
    iget-object v0, p1, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {p0, v0}, Ljava/util/TreeMap$SubMap;->tooHigh(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :none
    return-object p1
    :none
    const/4 v0, 0
    return-object v0
.end method

# e, unless e is null or before the low end.
.method private aboveLow(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    .locals 1
    if-eqz p1, :none
    iget-object v0, p1, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    invoke-virtual {p0, v0}, Ljava/util/TreeMap$SubMap;->tooLow(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :none
    return-object p1
    :none
    const/4 v0, 0
    return-object v0
.end method

# absLowest(): the first entry in range, or null.
.method final absLowest()Ljava/util/TreeMap$Entry;
    .locals 2
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    iget-boolean v1, p0, Ljava/util/TreeMap$SubMap;->fromStart:Z
    if-eqz v1, :bounded
    invoke-virtual {v0}, Ljava/util/TreeMap;->getFirstEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    goto :check
    :bounded
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->lo:Ljava/lang/Object;
    iget-boolean p0, p0, Ljava/util/TreeMap$SubMap;->loInclusive:Z
    if-eqz p0, :exclusive
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->getCeilingEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    goto :check
    :exclusive
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->getHigherEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    :check
    return-object v0
.end method

.method final absLowestInRange()Ljava/util/TreeMap$Entry;
    .locals 1
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absLowest()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/util/TreeMap$SubMap;->belowHigh(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
.end method

# absHighest(): the last entry in range, or null.
.method final absHighestInRange()Ljava/util/TreeMap$Entry;
    .locals 3
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    iget-boolean v1, p0, Ljava/util/TreeMap$SubMap;->toEnd:Z
    if-eqz v1, :bounded
    invoke-virtual {v0}, Ljava/util/TreeMap;->getLastEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    goto :check
    :bounded
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->hi:Ljava/lang/Object;
    iget-boolean v2, p0, Ljava/util/TreeMap$SubMap;->hiInclusive:Z
    if-eqz v2, :exclusive
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->getFloorEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    goto :check
    :exclusive
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->getLowerEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    :check
    invoke-direct {p0, v0}, Ljava/util/TreeMap$SubMap;->aboveLow(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
.end method

# absCeiling(key): if (tooLow(key)) return absLowest(); e = m.getCeilingEntry(key); in range or null.
.method final absCeiling(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->tooLow(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :inside
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absLowestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
    :inside
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->getCeilingEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/util/TreeMap$SubMap;->belowHigh(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
.end method

.method final absHigher(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->tooLow(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :inside
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absLowestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
    :inside
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->getHigherEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/util/TreeMap$SubMap;->belowHigh(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
.end method

.method final absFloor(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->tooHigh(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :inside
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absHighestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
    :inside
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->getFloorEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/util/TreeMap$SubMap;->aboveLow(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
.end method

.method final absLower(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->tooHigh(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :inside
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absHighestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
    :inside
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->getLowerEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/util/TreeMap$SubMap;->aboveLow(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    return-object v0
.end method

# The key where an ascending iteration stops: of the entry just past the high end
# (TreeMap.UNBOUNDED when there is none).
.method final highFenceKey()Ljava/lang/Object;
    .locals 2
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->toEnd:Z
    if-nez v0, :unbounded
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->hi:Ljava/lang/Object;
    iget-boolean p0, p0, Ljava/util/TreeMap$SubMap;->hiInclusive:Z
    if-eqz p0, :exclusive
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->getHigherEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    goto :got
    :exclusive
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->getCeilingEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    :got
    if-eqz v0, :unbounded
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    return-object v0
    :unbounded
    sget-object v0, Ljava/util/TreeMap;->UNBOUNDED:Ljava/lang/Object;
    return-object v0
.end method

# The key where a descending iteration stops: of the entry just before the low end.
.method final lowFenceKey()Ljava/lang/Object;
    .locals 2
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->fromStart:Z
    if-nez v0, :unbounded
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->lo:Ljava/lang/Object;
    iget-boolean p0, p0, Ljava/util/TreeMap$SubMap;->loInclusive:Z
    if-eqz p0, :exclusive
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->getLowerEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    goto :got
    :exclusive
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->getFloorEntry(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    :got
    if-eqz v0, :unbounded
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    return-object v0
    :unbounded
    sget-object v0, Ljava/util/TreeMap;->UNBOUNDED:Ljava/lang/Object;
    return-object v0
.end method

# Iterators over the range: mode 0 keys, 1 values, 2 entries; ascending or descending.
.method iterator(IZ)Ljava/util/Iterator;
    .locals 6
    if-nez p2, :descending
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absLowestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->highFenceKey()Ljava/lang/Object;
    move-result-object v3
    goto :make
    :descending
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absHighestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v2
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->lowFenceKey()Ljava/lang/Object;
    move-result-object v3
    :make
    new-instance v0, Ljava/util/TreeMap$PrivateEntryIterator;
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    move v4, p1
    move v5, p2
    invoke-direct/range {v0 .. v5}, Ljava/util/TreeMap$PrivateEntryIterator;-><init>(Ljava/util/TreeMap;Ljava/util/TreeMap$Entry;Ljava/lang/Object;IZ)V
    return-object v0
.end method

.method public containsKey(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :no
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    :no
    return v0
.end method

.method public put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 2
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "key out of range"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, p1, p2}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public get(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :in
    const/4 v0, 0
    return-object v0
    :in
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public remove(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :in
    const/4 v0, 0
    return-object v0
    :in
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public size()I
    .locals 1
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->fromStart:Z
    if-eqz v0, :count
    iget-boolean v0, p0, Ljava/util/TreeMap$SubMap;->toEnd:Z
    if-eqz v0, :count
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->size()I
    move-result v0
    return v0
    :count
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->size()I
    move-result v0
    return v0
.end method

.method public isEmpty()Z
    .locals 1
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absLowestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public comparator()Ljava/util/Comparator;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->comparator()Ljava/util/Comparator;
    move-result-object v0
    return-object v0
.end method

.method public firstKey()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absLowestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->key(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public lastKey()Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absHighestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->key(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public firstEntry()Ljava/util/Map$Entry;
    .locals 1
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absLowestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public lastEntry()Ljava/util/Map$Entry;
    .locals 1
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absHighestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public pollFirstEntry()Ljava/util/Map$Entry;
    .locals 2
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absLowestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v1
    if-eqz v0, :none
    iget-object p0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {p0, v0}, Ljava/util/TreeMap;->deleteEntry(Ljava/util/TreeMap$Entry;)V
    :none
    return-object v1
.end method

.method public pollLastEntry()Ljava/util/Map$Entry;
    .locals 2
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->absHighestInRange()Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v1
    if-eqz v0, :none
    iget-object p0, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    invoke-virtual {p0, v0}, Ljava/util/TreeMap;->deleteEntry(Ljava/util/TreeMap$Entry;)V
    :none
    return-object v1
.end method

.method public ceilingEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->absCeiling(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public ceilingKey(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->absCeiling(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->keyOrNull(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public higherEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->absHigher(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public higherKey(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->absHigher(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->keyOrNull(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public floorEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->absFloor(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public floorKey(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->absFloor(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->keyOrNull(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public lowerEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->absLower(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->exportEntry(Ljava/util/TreeMap$Entry;)Ljava/util/Map$Entry;
    move-result-object v0
    return-object v0
.end method

.method public lowerKey(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/TreeMap$SubMap;->absLower(Ljava/lang/Object;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TreeMap;->keyOrNull(Ljava/util/TreeMap$Entry;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public keySet()Ljava/util/Set;
    .locals 1
    invoke-virtual {p0}, Ljava/util/TreeMap$SubMap;->navigableKeySet()Ljava/util/NavigableSet;
    move-result-object v0
    return-object v0
.end method

.method public navigableKeySet()Ljava/util/NavigableSet;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->navigableKeySetView:Ljava/util/NavigableSet;
    if-nez v0, :have
    new-instance v0, Ljava/util/TreeMap$KeySet;
    invoke-direct {v0, p0}, Ljava/util/TreeMap$KeySet;-><init>(Ljava/util/NavigableMap;)V
    iput-object v0, p0, Ljava/util/TreeMap$SubMap;->navigableKeySetView:Ljava/util/NavigableSet;
    :have
    return-object v0
.end method

.method public entrySet()Ljava/util/Set;
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$SubMap;->entrySetView:Ljava/util/Set;
    if-nez v0, :have
    new-instance v0, Ljava/util/TreeMap$SubMapEntrySet;
    invoke-direct {v0, p0}, Ljava/util/TreeMap$SubMapEntrySet;-><init>(Ljava/util/TreeMap$SubMap;)V
    iput-object v0, p0, Ljava/util/TreeMap$SubMap;->entrySetView:Ljava/util/Set;
    :have
    return-object v0
.end method

# subMap(fromKey, fromInclusive, toKey, toInclusive) of this view.
.method public subMap(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableMap;
    .locals 8
    invoke-virtual {p0, p1, p2}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;Z)Z
    move-result v0
    if-nez v0, :from_ok
    const-string v1, "fromKey out of range"
    goto :bad
    :from_ok
    invoke-virtual {p0, p3, p4}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;Z)Z
    move-result v0
    if-nez v0, :to_ok
    const-string v1, "toKey out of range"
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :to_ok
    new-instance v0, Ljava/util/TreeMap$SubMap;
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    const/4 v2, 0
    move-object v3, p1
    move v4, p2
    const/4 v5, 0
    move-object v6, p3
    move v7, p4
    invoke-direct/range {v0 .. v7}, Ljava/util/TreeMap$SubMap;-><init>(Ljava/util/TreeMap;ZLjava/lang/Object;ZZLjava/lang/Object;Z)V
    return-object v0
.end method

.method public headMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    .locals 8
    invoke-virtual {p0, p1, p2}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;Z)Z
    move-result v0
    if-nez v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "toKey out of range"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    new-instance v0, Ljava/util/TreeMap$SubMap;
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    iget-boolean v2, p0, Ljava/util/TreeMap$SubMap;->fromStart:Z
    iget-object v3, p0, Ljava/util/TreeMap$SubMap;->lo:Ljava/lang/Object;
    iget-boolean v4, p0, Ljava/util/TreeMap$SubMap;->loInclusive:Z
    const/4 v5, 0
    move-object v6, p1
    move v7, p2
    invoke-direct/range {v0 .. v7}, Ljava/util/TreeMap$SubMap;-><init>(Ljava/util/TreeMap;ZLjava/lang/Object;ZZLjava/lang/Object;Z)V
    return-object v0
.end method

.method public tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    .locals 8
    invoke-virtual {p0, p1, p2}, Ljava/util/TreeMap$SubMap;->inRange(Ljava/lang/Object;Z)Z
    move-result v0
    if-nez v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "fromKey out of range"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    new-instance v0, Ljava/util/TreeMap$SubMap;
    iget-object v1, p0, Ljava/util/TreeMap$SubMap;->m:Ljava/util/TreeMap;
    const/4 v2, 0
    move-object v3, p1
    move v4, p2
    iget-boolean v5, p0, Ljava/util/TreeMap$SubMap;->toEnd:Z
    iget-object v6, p0, Ljava/util/TreeMap$SubMap;->hi:Ljava/lang/Object;
    iget-boolean v7, p0, Ljava/util/TreeMap$SubMap;->hiInclusive:Z
    invoke-direct/range {v0 .. v7}, Ljava/util/TreeMap$SubMap;-><init>(Ljava/util/TreeMap;ZLjava/lang/Object;ZZLjava/lang/Object;Z)V
    return-object v0
.end method

.method public subMap(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedMap;
    .locals 2
    const/4 v0, 1
    const/4 v1, 0
    invoke-virtual {p0, p1, v0, p2, v1}, Ljava/util/TreeMap$SubMap;->subMap(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    return-object v0
.end method

.method public headMap(Ljava/lang/Object;)Ljava/util/SortedMap;
    .locals 1
    const/4 v0, 0
    invoke-virtual {p0, p1, v0}, Ljava/util/TreeMap$SubMap;->headMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    return-object v0
.end method

.method public tailMap(Ljava/lang/Object;)Ljava/util/SortedMap;
    .locals 1
    const/4 v0, 1
    invoke-virtual {p0, p1, v0}, Ljava/util/TreeMap$SubMap;->tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v0
    return-object v0
.end method
