.class public Ljava/util/HashSet;
.super Ljava/util/AbstractCollection;
.source "HashSet.java"
.implements Ljava/util/Set;
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;


.field private map:Ljava/util/HashMap;

.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Ljava/util/HashSet;->map:Ljava/util/HashMap;
    return-void
.end method

.method public constructor <init>(I)V
    .locals 0
    invoke-direct {p0}, Ljava/util/HashSet;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/util/Collection;)V
    .locals 0
    invoke-direct {p0}, Ljava/util/HashSet;-><init>()V
    invoke-virtual {p0, p1}, Ljava/util/HashSet;->addAll(Ljava/util/Collection;)Z
    return-void
.end method

.method public size()I
    .locals 1
    iget-object v0, p0, Ljava/util/HashSet;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->size()I
    move-result v0
    return v0
.end method

.method public add(Ljava/lang/Object;)Z
    .locals 2
    iget-object v0, p0, Ljava/util/HashSet;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :present
    invoke-virtual {v0, p1, p0}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v0, 1
    return v0
    :present
    const/4 v0, 0
    return v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .locals 1
    iget-object v0, p0, Ljava/util/HashSet;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public remove(Ljava/lang/Object;)Z
    .locals 2
    iget-object v0, p0, Ljava/util/HashSet;->map:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :absent
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    :absent
    return v1
.end method

.method public clear()V
    .locals 1
    iget-object v0, p0, Ljava/util/HashSet;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->clear()V
    return-void
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 1
    iget-object v0, p0, Ljava/util/HashSet;->map:Ljava/util/HashMap;
    invoke-virtual {v0}, Ljava/util/HashMap;->keySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .locals 4
    const/4 v0, 0
    invoke-virtual {p0}, Ljava/util/HashSet;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :done
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    if-eqz v2, :loop
    invoke-virtual {v2}, Ljava/lang/Object;->hashCode()I
    move-result v3
    add-int/2addr v0, v3
    goto :loop
    :done
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .locals 4
    if-ne p0, p1, :notsame
    const/4 v0, 1
    return v0
    :notsame
    instance-of v0, p1, Ljava/util/Set;
    if-eqz v0, :no
    check-cast p1, Ljava/util/Set;
    invoke-interface {p1}, Ljava/util/Set;->size()I
    move-result v0
    invoke-virtual {p0}, Ljava/util/HashSet;->size()I
    move-result v1
    if-ne v0, v1, :no
    invoke-interface {p1}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :yes
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {p0, v2}, Ljava/util/HashSet;->contains(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :no
    goto :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method
