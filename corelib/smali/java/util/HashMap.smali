.class public Ljava/util/HashMap;
.super Ljava/lang/Object;
.source "HashMap.java"
.implements Ljava/util/Map;
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;


.field table:[Ljava/util/HashMap$Node;
.field size:I
.field threshold:I
# Structural modifications (new mapping, removal, clear), for the fail-fast iterators.
.field transient modCount:I

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public constructor <init>(I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# JDK: a copy of m's mappings (NullPointerException when m is null).
.method public constructor <init>(Ljava/util/Map;)V
    .registers 2
    invoke-direct {p0}, Ljava/util/HashMap;-><init>()V
    invoke-virtual {p0, p1}, Ljava/util/HashMap;->putAll(Ljava/util/Map;)V
    return-void
.end method

.method static hash(Ljava/lang/Object;)I
    .locals 2
    if-nez p0, :nn
    const/4 v0, 0
    return v0
    :nn
    invoke-virtual {p0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    ushr-int/lit8 v1, v0, 0x10
    xor-int/2addr v0, v1
    return v0
.end method

.method final getNode(Ljava/lang/Object;)Ljava/util/HashMap$Node;
    .locals 4
    iget-object v0, p0, Ljava/util/HashMap;->table:[Ljava/util/HashMap$Node;
    if-eqz v0, :none
    invoke-static {p1}, Ljava/util/HashMap;->hash(Ljava/lang/Object;)I
    move-result v1
    array-length v2, v0
    add-int/lit8 v2, v2, -1
    and-int/2addr v2, v1
    aget-object v0, v0, v2
    :loop
    if-eqz v0, :none
    iget v2, v0, Ljava/util/HashMap$Node;->hash:I
    if-ne v2, v1, :next
    iget-object v3, v0, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    if-eq v3, p1, :found
    if-eqz p1, :next
    invoke-virtual {p1, v3}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :found
    :next
    iget-object v0, v0, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    goto :loop
    :found
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

.method public get(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/HashMap;->getNode(Ljava/lang/Object;)Ljava/util/HashMap$Node;
    move-result-object v0
    if-eqz v0, :none
    iget-object v0, v0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    :none
    return-object v0
.end method

.method public getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/HashMap;->getNode(Ljava/lang/Object;)Ljava/util/HashMap$Node;
    move-result-object v0
    if-eqz v0, :none
    iget-object v0, v0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    return-object v0
    :none
    return-object p2
.end method

.method public containsKey(Ljava/lang/Object;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/HashMap;->getNode(Ljava/lang/Object;)Ljava/util/HashMap$Node;
    move-result-object v0
    if-eqz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public size()I
    .locals 1
    iget v0, p0, Ljava/util/HashMap;->size:I
    return v0
.end method

.method public isEmpty()Z
    .locals 1
    iget v0, p0, Ljava/util/HashMap;->size:I
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# Appends node p1 (next cleared) to the tail of bucket p2 of table p0.
.method static append([Ljava/util/HashMap$Node;ILjava/util/HashMap$Node;)V
    .locals 2
    const/4 v0, 0
    iput-object v0, p2, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    aget-object v0, p0, p1
    if-nez v0, :walk
    aput-object p2, p0, p1
    return-void
    :walk
    iget-object v1, v0, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    if-eqz v1, :tail
    move-object v0, v1
    goto :walk
    :tail
    iput-object p2, v0, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    return-void
.end method

# Doubles the table (16 initially); keeps bucket order like java.util.HashMap.
.method final resize()V
    .locals 8
    iget-object v0, p0, Ljava/util/HashMap;->table:[Ljava/util/HashMap$Node;
    const/4 v1, 0
    if-eqz v0, :empty
    array-length v1, v0
    :empty
    const/16 v2, 0x10
    if-eqz v1, :sized
    shl-int/lit8 v2, v1, 1
    :sized
    mul-int/lit8 v3, v2, 3
    div-int/lit8 v3, v3, 4
    iput v3, p0, Ljava/util/HashMap;->threshold:I
    new-array v3, v2, [Ljava/util/HashMap$Node;
    add-int/lit8 v2, v2, -1
    const/4 v4, 0
    :bucket
    if-ge v4, v1, :done
    aget-object v5, v0, v4
    :chain
    if-eqz v5, :nextbucket
    iget-object v6, v5, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    iget v7, v5, Ljava/util/HashMap$Node;->hash:I
    and-int/2addr v7, v2
    invoke-static {v3, v7, v5}, Ljava/util/HashMap;->append([Ljava/util/HashMap$Node;ILjava/util/HashMap$Node;)V
    move-object v5, v6
    goto :chain
    :nextbucket
    add-int/lit8 v4, v4, 1
    goto :bucket
    :done
    iput-object v3, p0, Ljava/util/HashMap;->table:[Ljava/util/HashMap$Node;
    return-void
.end method

.method public put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 6
    iget-object v0, p0, Ljava/util/HashMap;->table:[Ljava/util/HashMap$Node;
    if-nez v0, :have
    invoke-virtual {p0}, Ljava/util/HashMap;->resize()V
    iget-object v0, p0, Ljava/util/HashMap;->table:[Ljava/util/HashMap$Node;
    :have
    invoke-static {p1}, Ljava/util/HashMap;->hash(Ljava/lang/Object;)I
    move-result v1
    array-length v2, v0
    add-int/lit8 v2, v2, -1
    and-int/2addr v2, v1
    aget-object v3, v0, v2
    :loop
    if-eqz v3, :insert
    iget v4, v3, Ljava/util/HashMap$Node;->hash:I
    if-ne v4, v1, :next
    iget-object v4, v3, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    if-eq v4, p1, :found
    if-eqz p1, :next
    invoke-virtual {p1, v4}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-nez v4, :found
    :next
    iget-object v3, v3, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    goto :loop
    :found
    iget-object v0, v3, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    iput-object p2, v3, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    return-object v0
    :insert
    new-instance v3, Ljava/util/HashMap$Node;
    invoke-direct {v3, v1, p1, p2}, Ljava/util/HashMap$Node;-><init>(ILjava/lang/Object;Ljava/lang/Object;)V
    invoke-static {v0, v2, v3}, Ljava/util/HashMap;->append([Ljava/util/HashMap$Node;ILjava/util/HashMap$Node;)V
    iget v4, p0, Ljava/util/HashMap;->modCount:I
    add-int/lit8 v4, v4, 1
    iput v4, p0, Ljava/util/HashMap;->modCount:I
    iget v4, p0, Ljava/util/HashMap;->size:I
    add-int/lit8 v4, v4, 1
    iput v4, p0, Ljava/util/HashMap;->size:I
    iget v5, p0, Ljava/util/HashMap;->threshold:I
    if-le v4, v5, :ok
    invoke-virtual {p0}, Ljava/util/HashMap;->resize()V
    :ok
    const/4 v0, 0
    return-object v0
.end method

.method public putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1}, Ljava/util/HashMap;->getNode(Ljava/lang/Object;)Ljava/util/HashMap$Node;
    move-result-object v0
    if-eqz v0, :absent
    iget-object v0, v0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    if-nez v0, :present
    :absent
    invoke-virtual {p0, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :present
    return-object v0
.end method

.method public remove(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 7
    iget-object v0, p0, Ljava/util/HashMap;->table:[Ljava/util/HashMap$Node;
    if-eqz v0, :none
    invoke-static {p1}, Ljava/util/HashMap;->hash(Ljava/lang/Object;)I
    move-result v1
    array-length v2, v0
    add-int/lit8 v2, v2, -1
    and-int/2addr v2, v1
    aget-object v3, v0, v2
    const/4 v5, 0
    :loop
    if-eqz v3, :none
    iget v4, v3, Ljava/util/HashMap$Node;->hash:I
    if-ne v4, v1, :next
    iget-object v4, v3, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    if-eq v4, p1, :found
    if-eqz p1, :next
    invoke-virtual {p1, v4}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-nez v4, :found
    :next
    move-object v5, v3
    iget-object v3, v3, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    goto :loop
    :found
    iget-object v6, v3, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    if-nez v5, :mid
    aput-object v6, v0, v2
    goto :unlinked
    :mid
    iput-object v6, v5, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    :unlinked
    iget v4, p0, Ljava/util/HashMap;->modCount:I
    add-int/lit8 v4, v4, 1
    iput v4, p0, Ljava/util/HashMap;->modCount:I
    iget v4, p0, Ljava/util/HashMap;->size:I
    add-int/lit8 v4, v4, -1
    iput v4, p0, Ljava/util/HashMap;->size:I
    iget-object v0, v3, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

.method public clear()V
    .locals 3
    iget v0, p0, Ljava/util/HashMap;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/HashMap;->modCount:I
    iget-object v0, p0, Ljava/util/HashMap;->table:[Ljava/util/HashMap$Node;
    if-eqz v0, :done
    const/4 v1, 0
    const/4 v2, 0
    :loop
    array-length v2, v0
    if-ge v1, v2, :done
    const/4 v2, 0
    aput-object v2, v0, v1
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    const/4 v0, 0
    iput v0, p0, Ljava/util/HashMap;->size:I
    return-void
.end method

.method public containsValue(Ljava/lang/Object;)Z
    .locals 4
    new-instance v0, Ljava/util/HashMap$HashIterator;
    const/4 v1, 1
    invoke-direct {v0, p0, v1}, Ljava/util/HashMap$HashIterator;-><init>(Ljava/util/HashMap;I)V
    :loop
    invoke-virtual {v0}, Ljava/util/HashMap$HashIterator;->hasNext()Z
    move-result v1
    if-eqz v1, :no
    invoke-virtual {v0}, Ljava/util/HashMap$HashIterator;->next()Ljava/lang/Object;
    move-result-object v1
    if-eq v1, p1, :yes
    if-eqz p1, :loop
    invoke-virtual {p1, v1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public keySet()Ljava/util/Set;
    .locals 2
    new-instance v0, Ljava/util/HashMap$View;
    const/4 v1, 0
    invoke-direct {v0, p0, v1}, Ljava/util/HashMap$View;-><init>(Ljava/util/HashMap;I)V
    return-object v0
.end method

.method public values()Ljava/util/Collection;
    .locals 2
    new-instance v0, Ljava/util/HashMap$View;
    const/4 v1, 1
    invoke-direct {v0, p0, v1}, Ljava/util/HashMap$View;-><init>(Ljava/util/HashMap;I)V
    return-object v0
.end method

.method public entrySet()Ljava/util/Set;
    .locals 2
    new-instance v0, Ljava/util/HashMap$View;
    const/4 v1, 2
    invoke-direct {v0, p0, v1}, Ljava/util/HashMap$View;-><init>(Ljava/util/HashMap;I)V
    return-object v0
.end method

.method public putAll(Ljava/util/Map;)V
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
    invoke-virtual {p0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :loop
    :done
    return-void
.end method

.method public hashCode()I
    .locals 3
    const/4 v0, 0
    new-instance v1, Ljava/util/HashMap$HashIterator;
    const/4 v2, 2
    invoke-direct {v1, p0, v2}, Ljava/util/HashMap$HashIterator;-><init>(Ljava/util/HashMap;I)V
    :loop
    invoke-virtual {v1}, Ljava/util/HashMap$HashIterator;->hasNext()Z
    move-result v2
    if-eqz v2, :done
    invoke-virtual {v1}, Ljava/util/HashMap$HashIterator;->next()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Object;->hashCode()I
    move-result v2
    add-int/2addr v0, v2
    goto :loop
    :done
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .locals 5
    if-ne p0, p1, :notsame
    const/4 v0, 1
    return v0
    :notsame
    instance-of v0, p1, Ljava/util/Map;
    if-eqz v0, :no
    check-cast p1, Ljava/util/Map;
    invoke-interface {p1}, Ljava/util/Map;->size()I
    move-result v0
    iget v1, p0, Ljava/util/HashMap;->size:I
    if-ne v0, v1, :no
    new-instance v0, Ljava/util/HashMap$HashIterator;
    const/4 v1, 2
    invoke-direct {v0, p0, v1}, Ljava/util/HashMap$HashIterator;-><init>(Ljava/util/HashMap;I)V
    :loop
    invoke-virtual {v0}, Ljava/util/HashMap$HashIterator;->hasNext()Z
    move-result v1
    if-eqz v1, :yes
    invoke-virtual {v0}, Ljava/util/HashMap$HashIterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/HashMap$Node;
    iget-object v2, v1, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    iget-object v3, v1, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    invoke-interface {p1, v2}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :no
    invoke-interface {p1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    if-eq v3, v4, :loop
    if-eqz v3, :no
    invoke-virtual {v3, v4}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :no
    goto :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .locals 5
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "{"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    new-instance v1, Ljava/util/HashMap$HashIterator;
    const/4 v2, 2
    invoke-direct {v1, p0, v2}, Ljava/util/HashMap$HashIterator;-><init>(Ljava/util/HashMap;I)V
    const/4 v2, 1
    :loop
    invoke-virtual {v1}, Ljava/util/HashMap$HashIterator;->hasNext()Z
    move-result v3
    if-eqz v3, :done
    if-nez v2, :first
    const-string v3, ", "
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    const/4 v2, 0
    invoke-virtual {v1}, Ljava/util/HashMap$HashIterator;->next()Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/util/HashMap$Node;
    iget-object v4, v3, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    if-ne v4, p0, :k
    const-string v4, "(this Map)"
    :k
    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const/16 v4, 0x3d
    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget-object v4, v3, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    if-ne v4, p0, :v
    const-string v4, "(this Map)"
    :v
    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    goto :loop
    :done
    const/16 v3, 0x7d
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
