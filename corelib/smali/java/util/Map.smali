.class public interface abstract Ljava/util/Map;
.super Ljava/lang/Object;
.source "Map.java"

.method public abstract size()I
.end method

.method public abstract isEmpty()Z
.end method

.method public abstract get(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract remove(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract containsKey(Ljava/lang/Object;)Z
.end method

.method public abstract containsValue(Ljava/lang/Object;)Z
.end method

.method public abstract keySet()Ljava/util/Set;
.end method

.method public abstract values()Ljava/util/Collection;
.end method

.method public abstract entrySet()Ljava/util/Set;
.end method

.method public abstract clear()V
.end method


# The JDK's default getOrDefault: the value, or defaultValue when the key is absent
# (a key mapped to null keeps its null).
.method public getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-interface {p0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :found
    invoke-interface {p0, p1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :found
    return-object p2
    :found
    return-object v0
.end method

# The JDK's default putIfAbsent: V v = get(key); if (v == null) v = put(key, value); return v;
.method public putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-interface {p0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :present
    invoke-interface {p0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :present
    return-object v0
.end method
