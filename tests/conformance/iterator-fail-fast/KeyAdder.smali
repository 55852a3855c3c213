.class public LKeyAdder;
.super Ljava/util/AbstractCollection;
.source "Main.java"

# A Collection over a TreeMap's keySet(): iterator, size, remove and contains are the
# key set's, add puts the key into the map.

.field final map:Ljava/util/TreeMap;

.method public constructor <init>(Ljava/util/TreeMap;)V
    .locals 0
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    iput-object p1, p0, LKeyAdder;->map:Ljava/util/TreeMap;
    return-void
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 1
    iget-object v0, p0, LKeyAdder;->map:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->keySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

.method public size()I
    .locals 1
    iget-object v0, p0, LKeyAdder;->map:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->size()I
    move-result v0
    return v0
.end method

.method public remove(Ljava/lang/Object;)Z
    .locals 1
    iget-object v0, p0, LKeyAdder;->map:Ljava/util/TreeMap;
    invoke-virtual {v0}, Ljava/util/TreeMap;->keySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, p1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public add(Ljava/lang/Object;)Z
    .locals 1
    iget-object v0, p0, LKeyAdder;->map:Ljava/util/TreeMap;
    invoke-virtual {v0, p1, p1}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :present
    const/4 v0, 1
    return v0
    :present
    const/4 v0, 0
    return v0
.end method
