.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# A map written on java.util.AbstractMap (only entrySet and put): get, containsKey,
# containsValue, remove and clear through the entry iterator, the keySet()/values()
# views (kept, live, removable), equality and hashCode with a HashMap and a TreeMap,
# toString with a self reference, AbstractMap.SimpleEntry/SimpleImmutableEntry and
# FilterOutputStream's byte-wise writes.

.method static p(Ljava/lang/Object;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

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

.method static z(Z)Ljava/lang/Boolean;
    .locals 0
    invoke-static {p0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object p0
    return-object p0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 7
    new-instance v0, LPairs;
    invoke-direct {v0}, LPairs;-><init>()V
    const-string v1, "one"
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, LPairs;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "two"
    const/4 v2, 2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, LPairs;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "none"
    const/4 v2, 0
    invoke-virtual {v0, v1, v2}, LPairs;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "self"
    invoke-virtual {v0, v1, v0}, LPairs;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "map"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, LPairs;->size()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "size"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "two"
    invoke-virtual {v0, v1}, LPairs;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    const-string v2, "get two"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "none"
    invoke-virtual {v0, v1}, LPairs;->containsKey(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->z(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "containsKey none"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v1, 0
    invoke-virtual {v0, v1}, LPairs;->containsValue(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->z(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "containsValue null"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "self"
    invoke-virtual {v0, v1}, LPairs;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "none"
    const-string v2, "default"
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    const-string v2, "getOrDefault none"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # the views
    invoke-virtual {v0}, LPairs;->keySet()Ljava/util/Set;
    move-result-object v3
    invoke-virtual {v0}, LPairs;->values()Ljava/util/Collection;
    move-result-object v4
    const-string v1, "keySet"
    invoke-static {v1, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "values"
    invoke-static {v1, v4}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, LPairs;->keySet()Ljava/util/Set;
    move-result-object v1
    if-ne v1, v3, :fresh
    const-string v1, "keySet kept"
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :fresh
    instance-of v1, v4, Ljava/util/Set;
    invoke-static {v1}, LMain;->z(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "values is a Set"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "one"
    invoke-interface {v3, v1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z
    const-string v1, "after keySet.remove one"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # equality with HashMap and TreeMap holding the same mappings
    new-instance v5, Ljava/util/HashMap;
    invoke-direct {v5}, Ljava/util/HashMap;-><init>()V
    invoke-virtual {v5, v0}, Ljava/util/HashMap;->putAll(Ljava/util/Map;)V
    new-instance v6, Ljava/util/TreeMap;
    invoke-direct {v6, v0}, Ljava/util/TreeMap;-><init>(Ljava/util/Map;)V
    const-string v1, "TreeMap copy"
    invoke-static {v1, v6}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v5}, LPairs;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->z(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "equals HashMap"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v6, v0}, Ljava/util/TreeMap;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->z(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "TreeMap equals"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, LPairs;->hashCode()I
    move-result v1
    invoke-virtual {v5}, Ljava/util/HashMap;->hashCode()I
    move-result v2
    sub-int/2addr v1, v2
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "hash difference"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "two"
    const/16 v2, 0x16
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v0, v6}, LPairs;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->z(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "equals changed TreeMap"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v4}, Ljava/util/Collection;->clear()V
    invoke-virtual {v0}, LPairs;->isEmpty()Z
    move-result v1
    invoke-static {v1}, LMain;->z(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "empty after values().clear()"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-static {}, LMain;->entries()V
    invoke-static {}, LMain;->filter()V
    return-void
.end method

.method static entries()V
    .locals 5
    new-instance v0, Ljava/util/AbstractMap$SimpleEntry;
    const-string v1, "k"
    const-string v2, "v"
    invoke-direct {v0, v1, v2}, Ljava/util/AbstractMap$SimpleEntry;-><init>(Ljava/lang/Object;Ljava/lang/Object;)V
    new-instance v3, Ljava/util/AbstractMap$SimpleImmutableEntry;
    invoke-direct {v3, v0}, Ljava/util/AbstractMap$SimpleImmutableEntry;-><init>(Ljava/util/Map$Entry;)V
    invoke-virtual {v0, v3}, Ljava/util/AbstractMap$SimpleEntry;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->z(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "entries equal"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/AbstractMap$SimpleEntry;->hashCode()I
    move-result v1
    invoke-virtual {v3}, Ljava/util/AbstractMap$SimpleImmutableEntry;->hashCode()I
    move-result v2
    sub-int/2addr v1, v2
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "hash difference"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "w"
    invoke-virtual {v0, v1}, Ljava/util/AbstractMap$SimpleEntry;->setValue(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    const-string v2, "setValue returned"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "entry"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    :try_start
    const-string v1, "x"
    invoke-virtual {v3, v1}, Ljava/util/AbstractMap$SimpleImmutableEntry;->setValue(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end
    .catch Ljava/lang/UnsupportedOperationException; {:try_start .. :try_end} :uoe
    return-void
    :uoe
    move-exception v1
    const-string v2, "immutable setValue"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

# FilterOutputStream: every byte through write(int); close flushes and closes.
.method static filter()V
    .locals 5
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-instance v1, Ljava/io/FilterOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FilterOutputStream;-><init>(Ljava/io/OutputStream;)V
    const/4 v2, 4
    new-array v2, v2, [B
    fill-array-data v2, :bytes
    invoke-virtual {v1, v2}, Ljava/io/FilterOutputStream;->write([B)V
    const/4 v3, 1
    const/4 v4, 2
    invoke-virtual {v1, v2, v3, v4}, Ljava/io/FilterOutputStream;->write([BII)V
    invoke-virtual {v1}, Ljava/io/FilterOutputStream;->close()V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toString()Ljava/lang/String;
    move-result-object v3
    const-string v4, "filtered"
    invoke-static {v4, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    :try_start
    const/4 v3, 3
    const/4 v4, 2
    invoke-virtual {v1, v2, v3, v4}, Ljava/io/FilterOutputStream;->write([BII)V
    :try_end
    .catch Ljava/lang/IndexOutOfBoundsException; {:try_start .. :try_end} :oob
    return-void
    :oob
    move-exception v3
    const-string v4, "out of range"
    invoke-static {v4, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void

    :bytes
    .array-data 1
        0x6at
        0x61t
        0x76t
        0x61t
    .end array-data
.end method
