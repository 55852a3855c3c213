.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.TreeMap as the JDK's: ordered iteration and toString, the navigation
# methods (floor/ceiling/higher/lower keys and entries, first/last, poll), removal with
# rebalancing (a shuffled insert of 200 keys and removal of two thirds of them), live
# keySet/values/entrySet views with Iterator.remove (also of a node with two children)
# and fail-fast iteration, comparator order (a comparator's equality decides which keys
# are "equal"), NullPointerException/ClassCastException for bad keys, the head/tail/sub
# map views and their range checks, immutable snapshot entries, equals/hashCode with a
# HashMap, the copy constructors and clone.

.method static p(Ljava/lang/Object;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

# show(label, value): println(label + ": " + value)
.method static show(Ljava/lang/String;Ljava/lang/Object;)V
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static i(I)Ljava/lang/Integer;
    .locals 0
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p0
    return-object p0
.end method

.method static b(Z)Ljava/lang/Boolean;
    .locals 0
    invoke-static {p0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object p0
    return-object p0
.end method

# put(m, k): m.put(k, "v" + k)
.method static put(Ljava/util/Map;I)Ljava/lang/Object;
    .locals 2
    invoke-static {p1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string p1, "v"
    invoke-direct {v1, p1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-interface {p0, v0, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 8
    new-instance v0, Ljava/util/TreeMap;
    invoke-direct {v0}, Ljava/util/TreeMap;-><init>()V
    const/16 v1, 0xc
    new-array v1, v1, [I
    fill-array-data v1, :keys
    array-length v2, v1
    const/4 v3, 0
    :fill
    if-ge v3, v2, :filled
    aget v4, v1, v3
    invoke-static {v0, v4}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    add-int/lit8 v3, v3, 1
    goto :fill
    :filled
    const-string v1, "map"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeMap;->size()I
    move-result v2
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "size"
    invoke-static {v1, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeMap;->firstKey()Ljava/lang/Object;
    move-result-object v2
    const-string v1, "firstKey"
    invoke-static {v1, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeMap;->lastKey()Ljava/lang/Object;
    move-result-object v2
    const-string v1, "lastKey"
    invoke-static {v1, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeMap;->firstEntry()Ljava/util/Map$Entry;
    move-result-object v2
    const-string v1, "firstEntry"
    invoke-static {v1, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeMap;->lastEntry()Ljava/util/Map$Entry;
    move-result-object v2
    const-string v1, "lastEntry"
    invoke-static {v1, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v2, 0x1e
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    const-string v1, "get 30"
    invoke-static {v1, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v2, 0x1f
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    const-string v1, "get 31"
    invoke-static {v1, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "v70"
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->containsValue(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->b(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v1, "containsValue v70"
    invoke-static {v1, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v2, 0x5a
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->containsKey(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->b(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v1, "containsKey 90"
    invoke-static {v1, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V

    # navigation probes
    const/16 v1, 0x7
    new-array v1, v1, [I
    fill-array-data v1, :probes
    array-length v2, v1
    const/4 v3, 0
    :probe
    if-ge v3, v2, :probed
    aget v4, v1, v3
    invoke-static {v0, v4}, LMain;->navigate(Ljava/util/NavigableMap;I)V
    add-int/lit8 v3, v3, 1
    goto :probe
    :probed

    # put over an existing key, remove present/absent
    const/16 v2, 0x1e
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v3, "thirty"
    invoke-virtual {v0, v2, v3}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v1, "put 30 again"
    invoke-static {v1, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v2, 0x50
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v1, "remove 80"
    invoke-static {v1, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v1, "remove 80 again"
    invoke-static {v1, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeMap;->keySet()Ljava/util/Set;
    move-result-object v3
    const-string v1, "keySet"
    invoke-static {v1, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeMap;->values()Ljava/util/Collection;
    move-result-object v3
    const-string v1, "values"
    invoke-static {v1, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeMap;->entrySet()Ljava/util/Set;
    move-result-object v3
    const-string v1, "entrySet"
    invoke-static {v1, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, LMain;->views(Ljava/util/TreeMap;)V
    invoke-static {v0}, LMain;->subMaps(Ljava/util/TreeMap;)V
    invoke-static {}, LMain;->churn()V
    invoke-static {}, LMain;->comparators()V
    const/4 v3, 0
    :errors
    const/16 v4, 0xb
    if-ge v3, v4, :errors_done
    invoke-static {v3, v0}, LMain;->bad(ILjava/util/TreeMap;)V
    add-int/lit8 v3, v3, 1
    goto :errors
    :errors_done
    invoke-static {v0}, LMain;->copies(Ljava/util/TreeMap;)V
    invoke-static {v0}, LMain;->defaults(Ljava/util/Map;)V
    return-void

    :keys
    .array-data 4
        0x32
        0x14
        0x50
        0xa
        0x1e
        0x46
        0x5a
        0x19
        0x23
        0x3c
        0x5
        0xf
    .end array-data

    :probes
    .array-data 4
        0x0
        0x5
        0x1a
        0x32
        0x5a
        0x5f
        0x10
    .end array-data
.end method

# navigate(m, k): "k: floor f ceiling c higher h lower l | floorEntry fe higherEntry he"
.method static navigate(Ljava/util/NavigableMap;I)V
    .locals 4
    invoke-static {p1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, ": floor "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, v0}, Ljava/util/NavigableMap;->floorKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, " ceiling "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, v0}, Ljava/util/NavigableMap;->ceilingKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, " higher "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, v0}, Ljava/util/NavigableMap;->higherKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, " lower "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, v0}, Ljava/util/NavigableMap;->lowerKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, " | floorEntry "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, v0}, Ljava/util/NavigableMap;->floorEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, " ceilingEntry "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, v0}, Ljava/util/NavigableMap;->ceilingEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, " higherEntry "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, v0}, Ljava/util/NavigableMap;->higherEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, " lowerEntry "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, v0}, Ljava/util/NavigableMap;->lowerEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

# Views: setValue through entrySet; values().remove; keySet().remove; entrySet
# iterator removing entries (first one with two children); CME; poll.
.method static views(Ljava/util/TreeMap;)V
    .locals 5
    invoke-virtual {p0}, Ljava/util/TreeMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :set
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :set_done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Map$Entry;
    invoke-interface {v1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/Integer;
    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I
    move-result v2
    rem-int/lit8 v2, v2, 0x14
    if-nez v2, :set
    const-string v2, "twenty"
    invoke-interface {v1, v2}, Ljava/util/Map$Entry;->setValue(Ljava/lang/Object;)Ljava/lang/Object;
    goto :set
    :set_done
    const-string v1, "setValue"
    invoke-static {v1, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {p0}, Ljava/util/TreeMap;->values()Ljava/util/Collection;
    move-result-object v0
    const-string v1, "twenty"
    invoke-interface {v0, v1}, Ljava/util/Collection;->remove(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->b(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "values.remove twenty"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {p0}, Ljava/util/TreeMap;->keySet()Ljava/util/Set;
    move-result-object v0
    const/16 v1, 0x46
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->b(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "keySet.remove 70"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "after view removals"
    invoke-static {v1, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # iterator removal of keys 25..50 (the root region has two children)
    invoke-virtual {p0}, Ljava/util/TreeMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    const-string v1, "visited"
    invoke-direct {v3, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    :it
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :it_done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Map$Entry;
    const/16 v2, 0x20
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-interface {v1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/Integer;
    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I
    move-result v2
    const/16 v4, 0x19
    if-lt v2, v4, :it
    const/16 v4, 0x32
    if-gt v2, v4, :it
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    goto :it
    :it_done
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    const-string v1, "after iterator removals"
    invoke-static {v1, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # modification during iteration
    invoke-virtual {p0}, Ljava/util/TreeMap;->keySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    const/16 v1, 0x63
    invoke-static {p0, v1}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    :try_start
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    const-string v1, "no CME"
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :try_end
    .catch Ljava/util/ConcurrentModificationException; {:try_start .. :try_end} :cme
    goto :after_cme
    :cme
    move-exception v1
    const-string v2, "next after put"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    :after_cme
    # the descending key iterator
    invoke-virtual {p0}, Ljava/util/TreeMap;->navigableKeySet()Ljava/util/NavigableSet;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/NavigableSet;->descendingIterator()Ljava/util/Iterator;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    const-string v1, "descending"
    invoke-direct {v3, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    :desc
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :desc_done
    const/16 v2, 0x20
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    goto :desc
    :desc_done
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {p0}, Ljava/util/TreeMap;->pollFirstEntry()Ljava/util/Map$Entry;
    move-result-object v1
    const-string v2, "pollFirstEntry"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {p0}, Ljava/util/TreeMap;->pollLastEntry()Ljava/util/Map$Entry;
    move-result-object v1
    const-string v2, "pollLastEntry"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "after polls"
    invoke-static {v1, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

# head/tail/sub maps of {5..99}
.method static subMaps(Ljava/util/TreeMap;)V
    .locals 8
    const/16 v0, 0x37
    invoke-static {p0, v0}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    const/16 v0, 0x14
    invoke-static {p0, v0}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    const/16 v0, 0x28
    invoke-static {p0, v0}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    const-string v1, "base"
    invoke-static {v1, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v0, 0x14
    invoke-static {v0}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v4
    const/16 v0, 0x3c
    invoke-static {v0}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v5
    invoke-virtual {p0, v4}, Ljava/util/TreeMap;->headMap(Ljava/lang/Object;)Ljava/util/SortedMap;
    move-result-object v1
    const-string v2, "headMap(20)"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v0, 1
    invoke-virtual {p0, v4, v0}, Ljava/util/TreeMap;->headMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v1
    const-string v2, "headMap(20, true)"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {p0, v5}, Ljava/util/TreeMap;->tailMap(Ljava/lang/Object;)Ljava/util/SortedMap;
    move-result-object v1
    const-string v2, "tailMap(60)"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v0, 0
    invoke-virtual {p0, v5, v0}, Ljava/util/TreeMap;->tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v1
    const-string v2, "tailMap(60, false)"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {p0, v4, v5}, Ljava/util/TreeMap;->subMap(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedMap;
    move-result-object v1
    const-string v2, "subMap(20, 60)"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v0, 0
    const/4 v3, 1
    invoke-virtual {p0, v4, v0, v5, v3}, Ljava/util/TreeMap;->subMap(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v6
    const-string v2, "subMap(20, false, 60, true)"
    invoke-static {v2, v6}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v6}, Ljava/util/NavigableMap;->size()I
    move-result v0
    invoke-static {v0}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v0
    const-string v2, "its size"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v6}, Ljava/util/NavigableMap;->firstKey()Ljava/lang/Object;
    move-result-object v0
    const-string v2, "its firstKey"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v6}, Ljava/util/NavigableMap;->lastEntry()Ljava/util/Map$Entry;
    move-result-object v0
    const-string v2, "its lastEntry"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # navigation inside the view clips at its ends
    const/4 v0, 0
    invoke-static {v6, v0}, LMain;->navigate(Ljava/util/NavigableMap;I)V
    const/16 v0, 0x14
    invoke-static {v6, v0}, LMain;->navigate(Ljava/util/NavigableMap;I)V
    const/16 v0, 0x3b
    invoke-static {v6, v0}, LMain;->navigate(Ljava/util/NavigableMap;I)V
    const/16 v0, 0x5a
    invoke-static {v6, v0}, LMain;->navigate(Ljava/util/NavigableMap;I)V
    # writes through the view
    const/16 v0, 0x2d
    invoke-static {v6, v0}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    const/16 v0, 0xa
    invoke-static {v0}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-interface {v6, v0}, Ljava/util/NavigableMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    const-string v2, "view get 10"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v6, v0}, Ljava/util/NavigableMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    const-string v2, "view remove 10"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v6, v0}, Ljava/util/NavigableMap;->containsKey(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->b(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "view containsKey 10"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v0, 0x23
    invoke-static {v0}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-interface {v6, v0}, Ljava/util/NavigableMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    const-string v2, "view remove 35"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "base after view writes"
    invoke-static {v2, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # view of a view, and the view's key set
    const/16 v0, 0x28
    invoke-static {v0}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v0
    const/4 v1, 1
    invoke-interface {v6, v0, v1}, Ljava/util/NavigableMap;->tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    move-result-object v7
    const-string v2, "tailMap(40) of it"
    invoke-static {v2, v7}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v7}, Ljava/util/NavigableMap;->keySet()Ljava/util/Set;
    move-result-object v0
    const-string v2, "its keySet"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v7}, Ljava/util/NavigableMap;->values()Ljava/util/Collection;
    move-result-object v0
    const-string v2, "its values"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v7}, Ljava/util/NavigableMap;->pollFirstEntry()Ljava/util/Map$Entry;
    move-result-object v0
    const-string v2, "its pollFirstEntry"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v7}, Ljava/util/NavigableMap;->clear()V
    const-string v2, "base after clearing it"
    invoke-static {v2, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v7}, Ljava/util/NavigableMap;->isEmpty()Z
    move-result v0
    invoke-static {v0}, LMain;->b(Z)Ljava/lang/Boolean;
    move-result-object v0
    const-string v2, "it is empty"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # range errors
    const/4 v3, 0
    :ranges
    const/4 v0, 4
    if-ge v3, v0, :ranges_done
    invoke-static {v3, p0, v6}, LMain;->range(ILjava/util/TreeMap;Ljava/util/NavigableMap;)V
    add-int/lit8 v3, v3, 1
    goto :ranges
    :ranges_done
    return-void
.end method

# range(op, m, view): views and writes out of range.
.method static range(ILjava/util/TreeMap;Ljava/util/NavigableMap;)V
    .locals 4
    const/16 v0, 0x5
    invoke-static {v0}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v0
    const/16 v1, 0x32
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v1
    const/4 v2, 1
    :try_start
    packed-switch p0, :ops
    :op0
    invoke-interface {p2, v0, v0}, Ljava/util/NavigableMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :op1
    invoke-interface {p2, v0, v2}, Ljava/util/NavigableMap;->tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
    goto :none
    :op2
    const/16 v3, 0x63
    invoke-static {v3}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {p2, v1, v2, v3, v2}, Ljava/util/NavigableMap;->subMap(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableMap;
    goto :none
    :op3
    invoke-virtual {p1, v1, v0}, Ljava/util/TreeMap;->subMap(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedMap;
    :none
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    const-string v0, "no exception"
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :caught
    move-exception v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :ops
    .packed-switch 0x0
        :op0
        :op1
        :op2
        :op3
    .end packed-switch
.end method

# 200 keys inserted in a Random(11)-shuffled order, two thirds removed in another
# shuffled order; the survivors must come out sorted and complete.
.method static churn()V
    .locals 9
    new-instance v0, Ljava/util/TreeMap;
    invoke-direct {v0}, Ljava/util/TreeMap;-><init>()V
    new-instance v1, Ljava/util/Random;
    const-wide/16 v2, 0xb
    invoke-direct {v1, v2, v3}, Ljava/util/Random;-><init>(J)V
    const/16 v2, 0xc8
    new-array v3, v2, [I
    const/4 v4, 0
    :init
    if-ge v4, v2, :shuffle
    aput v4, v3, v4
    add-int/lit8 v4, v4, 1
    goto :init
    :shuffle
    invoke-static {v3, v1}, LMain;->shuffle([ILjava/util/Random;)V
    const/4 v4, 0
    :insert
    if-ge v4, v2, :inserted
    aget v5, v3, v4
    invoke-static {v0, v5}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    add-int/lit8 v4, v4, 1
    goto :insert
    :inserted
    invoke-virtual {v0}, Ljava/util/TreeMap;->size()I
    move-result v5
    invoke-static {v5}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v5
    const-string v6, "churn size"
    invoke-static {v6, v5}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-static {v3, v1}, LMain;->shuffle([ILjava/util/Random;)V
    const/4 v4, 0
    :remove
    if-ge v4, v2, :removed
    aget v5, v3, v4
    rem-int/lit8 v6, v5, 3
    if-eqz v6, :next
    invoke-static {v5}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v5
    invoke-virtual {v0, v5}, Ljava/util/TreeMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    :next
    add-int/lit8 v4, v4, 1
    goto :remove
    :removed
    invoke-virtual {v0}, Ljava/util/TreeMap;->keySet()Ljava/util/Set;
    move-result-object v5
    const-string v6, "churn keys"
    invoke-static {v6, v5}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # and again with the rest removed from the middle outwards through an iterator
    invoke-virtual {v0}, Ljava/util/TreeMap;->keySet()Ljava/util/Set;
    move-result-object v5
    invoke-interface {v5}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v5
    const/4 v7, 0
    :odd
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z
    move-result v6
    if-eqz v6, :odd_done
    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    xor-int/lit8 v7, v7, 1
    if-eqz v7, :odd
    invoke-interface {v5}, Ljava/util/Iterator;->remove()V
    goto :odd
    :odd_done
    const-string v6, "every other removed"
    invoke-static {v6, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

# Fisher-Yates with Random.nextInt(bound), as Collections.shuffle does.
.method static shuffle([ILjava/util/Random;)V
    .locals 4
    array-length v0, p0
    :loop
    const/4 v1, 1
    if-le v0, v1, :done
    invoke-virtual {p1, v0}, Ljava/util/Random;->nextInt(I)I
    move-result v1
    add-int/lit8 v0, v0, -1
    aget v2, p0, v0
    aget v3, p0, v1
    aput v3, p0, v0
    aput v2, p0, v1
    goto :loop
    :done
    return-void
.end method

.method static comparators()V
    .locals 5
    new-instance v0, Ljava/util/TreeMap;
    new-instance v1, LRev;
    invoke-direct {v1}, LRev;-><init>()V
    invoke-direct {v0, v1}, Ljava/util/TreeMap;-><init>(Ljava/util/Comparator;)V
    const/4 v2, 0
    :fill
    const/16 v3, 0xa
    if-ge v2, v3, :filled
    mul-int/lit8 v3, v2, 0x7
    rem-int/lit8 v3, v3, 0xa
    invoke-static {v0, v3}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    add-int/lit8 v2, v2, 1
    goto :fill
    :filled
    const-string v3, "reverse"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v2, 4
    invoke-static {v0, v2}, LMain;->navigate(Ljava/util/NavigableMap;I)V
    const/4 v2, 7
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->headMap(Ljava/lang/Object;)Ljava/util/SortedMap;
    move-result-object v2
    const-string v3, "reverse headMap(7)"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeMap;->comparator()Ljava/util/Comparator;
    move-result-object v2
    if-ne v2, v1, :other
    const-string v2, "same comparator"
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    :other
    # by length: "bb" replaces the value of "aa" but keeps the key "aa"
    new-instance v0, Ljava/util/TreeMap;
    new-instance v1, LByLength;
    invoke-direct {v1}, LByLength;-><init>()V
    invoke-direct {v0, v1}, Ljava/util/TreeMap;-><init>(Ljava/util/Comparator;)V
    const-string v2, "aa"
    const-string v3, "first"
    invoke-virtual {v0, v2, v3}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v2, "ccc"
    const-string v3, "three"
    invoke-virtual {v0, v2, v3}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v2, "bb"
    const-string v3, "second"
    invoke-virtual {v0, v2, v3}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v4, "put bb"
    invoke-static {v4, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v2, 0
    const-string v3, "null key"
    invoke-virtual {v0, v2, v3}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v4, "by length"
    invoke-static {v4, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "zz"
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v4, "get zz"
    invoke-static {v4, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v2, 0
    invoke-virtual {v0, v2}, Ljava/util/TreeMap;->containsKey(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->b(Z)Ljava/lang/Boolean;
    move-result-object v3
    const-string v4, "containsKey null"
    invoke-static {v4, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

# bad(op, m): the exceptions of bad keys and empty maps.
.method static bad(ILjava/util/TreeMap;)V
    .locals 4
    new-instance v0, Ljava/util/TreeMap;
    invoke-direct {v0}, Ljava/util/TreeMap;-><init>()V
    const/4 v1, 0
    :try_start
    packed-switch p0, :ops
    :op0
    invoke-virtual {v0, v1, v1}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :op1
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :op2
    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->ceilingKey(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    const-string v3, "ceilingKey(null) of an empty map"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    goto :none
    :op3
    invoke-virtual {p1, v1}, Ljava/util/TreeMap;->ceilingKey(Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :op4
    invoke-virtual {p1, v1, v1}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :op5
    new-instance v2, Ljava/lang/Object;
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    invoke-virtual {v0, v2, v2}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :op6
    const-string v2, "text"
    invoke-virtual {p1, v2, v2}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :op7
    invoke-virtual {v0}, Ljava/util/TreeMap;->firstKey()Ljava/lang/Object;
    goto :none
    :op8
    invoke-virtual {v0}, Ljava/util/TreeMap;->lastKey()Ljava/lang/Object;
    goto :none
    :op9
    invoke-virtual {p1}, Ljava/util/TreeMap;->firstEntry()Ljava/util/Map$Entry;
    move-result-object v2
    invoke-interface {v2, v1}, Ljava/util/Map$Entry;->setValue(Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :op10
    invoke-virtual {v0}, Ljava/util/TreeMap;->pollFirstEntry()Ljava/util/Map$Entry;
    move-result-object v2
    const-string v3, "pollFirstEntry of an empty map"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    :none
    :try_end
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :npe
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    const-string v0, "no exception"
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :npe
    const-string v0, "java.lang.NullPointerException"
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :caught
    move-exception v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :ops
    .packed-switch 0x0
        :op0
        :op1
        :op2
        :op3
        :op4
        :op5
        :op6
        :op7
        :op8
        :op9
        :op10
    .end packed-switch
.end method

# equals/hashCode against a HashMap; TreeMap(Map); TreeMap(SortedMap) keeps the
# comparator; clone is independent.
.method static copies(Ljava/util/TreeMap;)V
    .locals 5
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    invoke-virtual {v0, p0}, Ljava/util/HashMap;->putAll(Ljava/util/Map;)V
    invoke-virtual {p0, v0}, Ljava/util/TreeMap;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->b(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "equals HashMap"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, p0}, Ljava/util/HashMap;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->b(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "HashMap equals"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {p0}, Ljava/util/TreeMap;->hashCode()I
    move-result v1
    invoke-virtual {v0}, Ljava/util/HashMap;->hashCode()I
    move-result v2
    sub-int/2addr v1, v2
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "hash difference"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v1, Ljava/util/TreeMap;
    invoke-direct {v1, v0}, Ljava/util/TreeMap;-><init>(Ljava/util/Map;)V
    const-string v2, "TreeMap(HashMap)"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v1, Ljava/util/TreeMap;
    new-instance v2, LRev;
    invoke-direct {v2}, LRev;-><init>()V
    invoke-direct {v1, v2}, Ljava/util/TreeMap;-><init>(Ljava/util/Comparator;)V
    invoke-virtual {v1, p0}, Ljava/util/TreeMap;->putAll(Ljava/util/Map;)V
    new-instance v3, Ljava/util/TreeMap;
    invoke-direct {v3, v1}, Ljava/util/TreeMap;-><init>(Ljava/util/SortedMap;)V
    const/16 v4, 0x4d
    invoke-static {v3, v4}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    const-string v2, "TreeMap(SortedMap) + 77"
    invoke-static {v2, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "its source"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v3}, Ljava/util/TreeMap;->clone()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/TreeMap;
    invoke-virtual {v1}, Ljava/util/TreeMap;->pollFirstEntry()Ljava/util/Map$Entry;
    const/4 v4, 1
    invoke-static {v1, v4}, LMain;->put(Ljava/util/Map;I)Ljava/lang/Object;
    const-string v2, "clone changed"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "original"
    invoke-static {v2, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

# Map's default getOrDefault/putIfAbsent through the interface.
.method static defaults(Ljava/util/Map;)V
    .locals 4
    const/16 v0, 0x5a
    invoke-static {v0}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v0
    const/16 v1, 0x5b
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "none"
    invoke-interface {p0, v0, v2}, Ljava/util/Map;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v2, "getOrDefault 90"
    invoke-static {v2, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "none"
    invoke-interface {p0, v1, v2}, Ljava/util/Map;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v2, "getOrDefault 91"
    invoke-static {v2, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v2, 0
    invoke-interface {p0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v2, "none"
    invoke-interface {p0, v1, v2}, Ljava/util/Map;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v2, "getOrDefault 91 mapped to null"
    invoke-static {v2, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "first"
    invoke-interface {p0, v1, v2}, Ljava/util/Map;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v2, "putIfAbsent 91"
    invoke-static {v2, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "second"
    invoke-interface {p0, v1, v2}, Ljava/util/Map;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    const-string v2, "putIfAbsent 91 again"
    invoke-static {v2, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "map"
    invoke-static {v2, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method
