.class public abstract Ljava/util/AbstractList;
.super Ljava/util/AbstractCollection;
.source "AbstractList.java"
.implements Ljava/util/List;

# Structural modifications (size changes) so far; iterators compare it with the count
# they expect and throw ConcurrentModificationException as the JDK's do. The
# ArrayList/LinkedList natives (corelib/src/util.rs) increment it.
.field protected transient modCount:I

.method protected constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    return-void
.end method

.method public add(Ljava/lang/Object;)Z
    .registers 3
    invoke-virtual {p0}, Ljava/util/AbstractList;->size()I
    move-result v0
    invoke-virtual {p0, v0, p1}, Ljava/util/AbstractList;->add(ILjava/lang/Object;)V
    const/4 v0, 1
    return v0
.end method

.method public add(ILjava/lang/Object;)V
    .registers 4
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
.end method

.method public set(ILjava/lang/Object;)Ljava/lang/Object;
    .registers 4
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
.end method

.method public remove(I)Ljava/lang/Object;
    .registers 4
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
.end method

.method public iterator()Ljava/util/Iterator;
    .registers 2
    new-instance v0, Ljava/util/AbstractList$Itr;
    invoke-direct {v0, p0}, Ljava/util/AbstractList$Itr;-><init>(Ljava/util/AbstractList;)V
    return-object v0
.end method

.method public indexOf(Ljava/lang/Object;)I
    .registers 6
    invoke-virtual {p0}, Ljava/util/AbstractList;->size()I
    move-result v0
    const/4 v1, 0
    :loop
    if-ge v1, v0, :no
    invoke-virtual {p0, v1}, Ljava/util/AbstractList;->get(I)Ljava/lang/Object;
    move-result-object v2
    if-eq v2, p1, :yes
    if-eqz p1, :next
    invoke-virtual {p1, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :yes
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :yes
    return v1
    :no
    const/4 v0, -1
    return v0
.end method

.method public lastIndexOf(Ljava/lang/Object;)I
    .registers 6
    invoke-virtual {p0}, Ljava/util/AbstractList;->size()I
    move-result v1
    :loop
    add-int/lit8 v1, v1, -1
    if-ltz v1, :no
    invoke-virtual {p0, v1}, Ljava/util/AbstractList;->get(I)Ljava/lang/Object;
    move-result-object v2
    if-eq v2, p1, :yes
    if-eqz p1, :loop
    invoke-virtual {p1, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :yes
    goto :loop
    :yes
    return v1
    :no
    const/4 v0, -1
    return v0
.end method

.method public contains(Ljava/lang/Object;)Z
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/AbstractList;->indexOf(Ljava/lang/Object;)I
    move-result v0
    if-ltz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public remove(Ljava/lang/Object;)Z
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/AbstractList;->indexOf(Ljava/lang/Object;)I
    move-result v0
    if-ltz v0, :no
    invoke-virtual {p0, v0}, Ljava/util/AbstractList;->remove(I)Ljava/lang/Object;
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public clear()V
    .registers 2
    :loop
    invoke-virtual {p0}, Ljava/util/AbstractList;->size()I
    move-result v0
    if-eqz v0, :done
    add-int/lit8 v0, v0, -1
    invoke-virtual {p0, v0}, Ljava/util/AbstractList;->remove(I)Ljava/lang/Object;
    goto :loop
    :done
    return-void
.end method

.method public hashCode()I
    .registers 6
    const/4 v0, 1
    invoke-virtual {p0}, Ljava/util/AbstractList;->size()I
    move-result v1
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    invoke-virtual {p0, v2}, Ljava/util/AbstractList;->get(I)Ljava/lang/Object;
    move-result-object v3
    const/4 v4, 0
    if-eqz v3, :null
    invoke-virtual {v3}, Ljava/lang/Object;->hashCode()I
    move-result v4
    :null
    mul-int/lit8 v0, v0, 31
    add-int/2addr v0, v4
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 8
    if-ne p1, p0, :notsame
    const/4 v0, 1
    return v0
    :notsame
    instance-of v0, p1, Ljava/util/List;
    if-eqz v0, :no
    check-cast p1, Ljava/util/List;
    invoke-virtual {p0}, Ljava/util/AbstractList;->size()I
    move-result v0
    invoke-interface {p1}, Ljava/util/List;->size()I
    move-result v1
    if-ne v0, v1, :no
    const/4 v1, 0
    :loop
    if-ge v1, v0, :yes
    invoke-virtual {p0, v1}, Ljava/util/AbstractList;->get(I)Ljava/lang/Object;
    move-result-object v2
    invoke-interface {p1, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v3
    if-eq v2, v3, :next
    if-eqz v2, :no
    invoke-virtual {v2, v3}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :no
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method
