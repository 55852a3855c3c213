.class final Ljava/util/TreeMap$Values;
.super Ljava/util/AbstractCollection;
.source "TreeMap.java"

# TreeMap.values(): the values in key order (a Collection, not a Set).

.field final m:Ljava/util/TreeMap;

.method constructor <init>(Ljava/util/TreeMap;)V
    .locals 0
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    iput-object p1, p0, Ljava/util/TreeMap$Values;->m:Ljava/util/TreeMap;
    return-void
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 3
    iget-object v0, p0, Ljava/util/TreeMap$Values;->m:Ljava/util/TreeMap;
    const/4 v1, 1
    const/4 v2, 0
    invoke-virtual {v0, v1, v2}, Ljava/util/TreeMap;->iterator(IZ)Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

.method public size()I
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$Values;->m:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->size()I
    move-result v0
    return v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$Values;->m:Ljava/util/TreeMap;
    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->containsValue(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

# remove(o): deletes the first entry (in key order) whose value equals o.
.method public remove(Ljava/lang/Object;)Z
    .locals 3
    iget-object v2, p0, Ljava/util/TreeMap$Values;->m:Ljava/util/TreeMap;
    invoke-virtual {v2}, Ljava/util/TreeMap;->getFirstEntry()Ljava/util/TreeMap$Entry;
    move-result-object v0
    :loop
    if-eqz v0, :no
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    invoke-static {v1, p1}, Ljava/util/AbstractMap;->eq(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :found
    invoke-static {v0}, Ljava/util/TreeMap;->successor(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v0
    goto :loop
    :found
    invoke-virtual {v2, v0}, Ljava/util/TreeMap;->deleteEntry(Ljava/util/TreeMap$Entry;)V
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public clear()V
    .locals 1
    iget-object v0, p0, Ljava/util/TreeMap$Values;->m:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->clear()V
    return-void
.end method
