.class public Ljava/util/Hashtable;
.super Ljava/lang/Object;
.source "Hashtable.java"
.implements Ljava/util/Map;
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;

# java.util.Hashtable with its Map semantics (synchronized methods; null keys and
# values throw NullPointerException), kept as a HashMap behind the lock, as much as
# System's Properties needs. Not here: the Dictionary superclass and the Enumeration
# methods (keys, elements), rehash, clone; iteration order is the HashMap's, which the
# JDK does not specify either.

.field private final map:Ljava/util/HashMap;

.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    return-void
.end method

.method public constructor <init>(I)V
    .locals 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-gez p1, :ok
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Illegal Capacity: "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/IllegalArgumentException;
    invoke-direct {v2, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v2
    :ok
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    return-void
.end method

.method public synchronized size()I
    .locals 1
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->size()I
    move-result v0
    return v0
.end method

.method public synchronized isEmpty()Z
    .locals 1
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->isEmpty()Z
    move-result v0
    return v0
.end method

# Null keys fail as in the JDK, where the key's hashCode() is called first.
.method public synchronized get(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p1}, Ljava/lang/Object;->hashCode()I
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public synchronized getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 2
    invoke-virtual {p1}, Ljava/lang/Object;->hashCode()I
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :absent
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
    :absent
    return-object p2
.end method

.method public synchronized containsKey(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p1}, Ljava/lang/Object;->hashCode()I
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public synchronized containsValue(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p1}, Ljava/lang/Object;->hashCode()I
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsValue(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public synchronized contains(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/Hashtable;->containsValue(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public synchronized put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    if-nez p2, :value
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :value
    invoke-virtual {p1}, Ljava/lang/Object;->hashCode()I
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public synchronized putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 2
    if-nez p2, :value
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :value
    invoke-virtual {p1}, Ljava/lang/Object;->hashCode()I
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    if-nez v1, :present
    invoke-virtual {v0, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :present
    return-object v1
.end method

.method public synchronized remove(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p1}, Ljava/lang/Object;->hashCode()I
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public synchronized clear()V
    .locals 1
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->clear()V
    return-void
.end method

.method public synchronized putAll(Ljava/util/Map;)V
    .locals 3
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
    invoke-virtual {p0, v2, v1}, Ljava/util/Hashtable;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :loop
    :done
    return-void
.end method

.method public synchronized keySet()Ljava/util/Set;
    .locals 1
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->keySet()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synchronized values()Ljava/util/Collection;
    .locals 1
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->values()Ljava/util/Collection;
    move-result-object v0
    return-object v0
.end method

.method public synchronized entrySet()Ljava/util/Set;
    .locals 1
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->entrySet()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synchronized equals(Ljava/lang/Object;)Z
    .locals 1
    if-ne p1, p0, :other
    const/4 v0, 1
    return v0
    :other
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public synchronized hashCode()I
    .locals 1
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->hashCode()I
    move-result v0
    return v0
.end method

.method public synchronized toString()Ljava/lang/String;
    .locals 1
    iget-object v0, p0, Ljava/util/Hashtable;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
