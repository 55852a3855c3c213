.class public abstract Ljava/util/AbstractSet;
.super Ljava/util/AbstractCollection;
.source "AbstractSet.java"
.implements Ljava/util/Set;

# The JDK's AbstractSet: set equality (same size, containsAll; a ClassCastException or
# NullPointerException from contains means "not equal") and the sum-of-hashes hashCode.

.method protected constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    return-void
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p1, p0, :other
    const/4 v0, 1
    return v0
    :other
    instance-of v0, p1, Ljava/util/Set;
    if-nez v0, :set
    const/4 v0, 0
    return v0
    :set
    check-cast p1, Ljava/util/Collection;
    invoke-interface {p1}, Ljava/util/Collection;->size()I
    move-result v0
    invoke-virtual {p0}, Ljava/util/AbstractSet;->size()I
    move-result v1
    if-eq v0, v1, :same_size
    const/4 v0, 0
    return v0
    :same_size
    :try_start
    invoke-virtual {p0, p1}, Ljava/util/AbstractSet;->containsAll(Ljava/util/Collection;)Z
    move-result v0
    :try_end
    .catch Ljava/lang/ClassCastException; {:try_start .. :try_end} :unequal
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :unequal
    return v0
    :unequal
    const/4 v0, 0
    return v0
.end method

.method public hashCode()I
    .registers 4
    const/4 v0, 0
    invoke-virtual {p0}, Ljava/util/AbstractSet;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :done
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    if-eqz v2, :loop
    invoke-virtual {v2}, Ljava/lang/Object;->hashCode()I
    move-result v2
    add-int/2addr v0, v2
    goto :loop
    :done
    return v0
.end method

# removeAll(c): iterates the smaller side, as the JDK's AbstractSet.
.method public removeAll(Ljava/util/Collection;)Z
    .registers 5
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v2, 0
    invoke-virtual {p0}, Ljava/util/AbstractSet;->size()I
    move-result v0
    invoke-interface {p1}, Ljava/util/Collection;->size()I
    move-result v1
    if-le v0, v1, :iterate_this
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :other
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/util/AbstractSet;->remove(Ljava/lang/Object;)Z
    move-result v1
    or-int/2addr v2, v1
    goto :other
    :iterate_this
    invoke-virtual {p0}, Ljava/util/AbstractSet;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :mine
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {p1, v1}, Ljava/util/Collection;->contains(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :mine
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    const/4 v2, 1
    goto :mine
    :done
    return v2
.end method
