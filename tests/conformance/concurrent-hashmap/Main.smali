.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# ConcurrentHashMap: the Map and ConcurrentMap operations, null keys and values refused
# with NullPointerException, views (iteration order printed sorted: the JDK's is its
# table's), entry setValue and iterator remove writing through, and 4 threads putting
# disjoint key ranges.

.method static npe(Ljava/util/concurrent/ConcurrentHashMap;I)V
    .locals 3
    const/4 v0, 0
    const-string v1, "k"
    :try_start
    packed-switch p1, :ops
    goto :none
    :put_null_key
    invoke-virtual {p0, v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :put_null_value
    invoke-virtual {p0, v1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :get_null
    invoke-virtual {p0, v0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :put_if_absent_null
    invoke-virtual {p0, v1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :contains_null
    invoke-virtual {p0, v0}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z
    goto :none
    :remove_null
    invoke-virtual {p0, v0}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    goto :none
    :contains_value_null
    invoke-virtual {p0, v0}, Ljava/util/concurrent/ConcurrentHashMap;->containsValue(Ljava/lang/Object;)Z
    :none
    :try_end
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :npe
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "no exception"
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :npe
    move-exception v0
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
    :ops
    .packed-switch 0
        :put_null_key
        :put_null_value
        :get_null
        :put_if_absent_null
        :contains_null
        :remove_null
        :contains_value_null
    .end packed-switch
.end method

.method public static main([Ljava/lang/String;)V
    .locals 10
    sget-object v9, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v8, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v8}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->isEmpty()Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    const-string v1, "a"
    const/16 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const/16 v2, 2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const/16 v2, 3
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const-string v1, "b"
    const/16 v2, 4
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const-string v1, "a"
    invoke-virtual {v8, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const-string v1, "zz"
    invoke-virtual {v8, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const/16 v2, 9
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const-string v1, "b"
    invoke-virtual {v8, v1}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    const/16 v2, 4
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v2}, Ljava/util/concurrent/ConcurrentHashMap;->containsValue(Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    const/16 v2, 7
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v2}, Ljava/util/concurrent/ConcurrentHashMap;->containsValue(Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    const-string v1, "a"
    const/16 v2, 5
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->replace(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const-string v1, "q"
    const/16 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->replace(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v8, v1}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    const-string v1, "a"
    const/16 v2, 4
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/16 v3, 6
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v8, v1, v2, v3}, Ljava/util/concurrent/ConcurrentHashMap;->replace(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    const/16 v2, 5
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2, v3}, Ljava/util/concurrent/ConcurrentHashMap;->replace(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    const-string v1, "b"
    const/16 v2, 3
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    const/16 v2, 4
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v8, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->size()I
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v9, v8}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const/4 v0, 0
    invoke-static {v8, v0}, LMain;->npe(Ljava/util/concurrent/ConcurrentHashMap;I)V
    const/4 v0, 1
    invoke-static {v8, v0}, LMain;->npe(Ljava/util/concurrent/ConcurrentHashMap;I)V
    const/4 v0, 2
    invoke-static {v8, v0}, LMain;->npe(Ljava/util/concurrent/ConcurrentHashMap;I)V
    const/4 v0, 3
    invoke-static {v8, v0}, LMain;->npe(Ljava/util/concurrent/ConcurrentHashMap;I)V
    const/4 v0, 4
    invoke-static {v8, v0}, LMain;->npe(Ljava/util/concurrent/ConcurrentHashMap;I)V
    const/4 v0, 5
    invoke-static {v8, v0}, LMain;->npe(Ljava/util/concurrent/ConcurrentHashMap;I)V
    const/4 v0, 6
    invoke-static {v8, v0}, LMain;->npe(Ljava/util/concurrent/ConcurrentHashMap;I)V
    new-instance v7, Ljava/util/HashMap;
    invoke-direct {v7}, Ljava/util/HashMap;-><init>()V
    const-string v1, "c"
    const/16 v2, 10
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "d"
    const/16 v2, 11
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "e"
    const/16 v2, 12
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "f"
    const/16 v2, 13
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "g"
    const/16 v2, 14
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "h"
    const/16 v2, 15
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "i"
    const/16 v2, 16
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "j"
    const/16 v2, 17
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v8, v7}, Ljava/util/concurrent/ConcurrentHashMap;->putAll(Ljava/util/Map;)V
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->size()I
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(I)V
    new-instance v0, Ljava/util/TreeSet;
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->keySet()Ljava/util/Set;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/util/TreeSet;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    # sum of values()
    const/4 v2, 0
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :vsum
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :vsum_done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/Integer;
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v1
    add-int/2addr v2, v1
    goto :vsum
    :vsum_done
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(I)V
    # entry setValue on "c" and iterator remove of "d" write through
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :ents
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :ents_done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Map$Entry;
    invoke-interface {v1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "c"
    invoke-virtual {v3, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :not_c
    const/16 v3, 100
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {v1, v3}, Ljava/util/Map$Entry;->setValue(Ljava/lang/Object;)Ljava/lang/Object;
    :not_c
    const-string v3, "d"
    invoke-virtual {v3, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :ents
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    goto :ents
    :ents_done
    const-string v1, "c"
    invoke-virtual {v8, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const-string v1, "d"
    invoke-virtual {v8, v1}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->keySet()Ljava/util/Set;
    move-result-object v0
    const-string v1, "e"
    invoke-interface {v0, v1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->size()I
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(I)V
    new-instance v7, Ljava/util/HashMap;
    invoke-direct {v7, v8}, Ljava/util/HashMap;-><init>(Ljava/util/Map;)V
    invoke-virtual {v8, v7}, Ljava/util/concurrent/ConcurrentHashMap;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->clear()V
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->isEmpty()Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    const/4 v0, 4
    new-array v1, v0, [LMain$Filler;
    const/4 v2, 0
    :mk
    if-ge v2, v0, :mkd
    new-instance v3, LMain$Filler;
    mul-int/lit16 v4, v2, 1000
    invoke-direct {v3, v8, v4}, LMain$Filler;-><init>(Ljava/util/concurrent/ConcurrentHashMap;I)V
    aput-object v3, v1, v2
    invoke-virtual {v3}, LMain$Filler;->start()V
    add-int/lit8 v2, v2, 1
    goto :mk
    :mkd
    const/4 v2, 0
    :jn
    if-ge v2, v0, :jd
    aget-object v3, v1, v2
    invoke-virtual {v3}, LMain$Filler;->join()V
    add-int/lit8 v2, v2, 1
    goto :jn
    :jd
    invoke-virtual {v8}, Ljava/util/concurrent/ConcurrentHashMap;->size()I
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(I)V
    const/16 v1, 3249
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-virtual {v8, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const/16 v1, 250
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-virtual {v8, v1}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
