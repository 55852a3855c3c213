.class public final Ljava/util/Collections;
.super Ljava/lang/Object;
.source "Collections.java"

.method public static sort(Ljava/util/List;)V
    .registers 5
    invoke-interface {p0}, Ljava/util/List;->toArray()[Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Arrays;->sort([Ljava/lang/Object;)V
    array-length v1, v0
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    aget-object v3, v0, v2
    invoke-interface {p0, v2, v3}, Ljava/util/List;->set(ILjava/lang/Object;)Ljava/lang/Object;
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    invoke-static {p0}, Ljava/util/Collections;->sorted(Ljava/util/List;)V
    return-void
.end method

.method public static sort(Ljava/util/List;Ljava/util/Comparator;)V
    .registers 6
    invoke-interface {p0}, Ljava/util/List;->toArray()[Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0, p1}, Ljava/util/Arrays;->sort([Ljava/lang/Object;Ljava/util/Comparator;)V
    array-length v1, v0
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    aget-object v3, v0, v2
    invoke-interface {p0, v2, v3}, Ljava/util/List;->set(ILjava/lang/Object;)Ljava/lang/Object;
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    invoke-static {p0}, Ljava/util/Collections;->sorted(Ljava/util/List;)V
    return-void
.end method

.method public static reverse(Ljava/util/List;)V
    .registers 6
    const/4 v0, 0
    invoke-interface {p0}, Ljava/util/List;->size()I
    move-result v1
    add-int/lit8 v1, v1, -1
    :loop
    if-ge v0, v1, :done
    invoke-interface {p0, v0}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v2
    invoke-interface {p0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v3
    invoke-interface {p0, v0, v3}, Ljava/util/List;->set(ILjava/lang/Object;)Ljava/lang/Object;
    invoke-interface {p0, v1, v2}, Ljava/util/List;->set(ILjava/lang/Object;)Ljava/lang/Object;
    add-int/lit8 v0, v0, 1
    add-int/lit8 v1, v1, -1
    goto :loop
    :done
    return-void
.end method

# ArrayList.sort and Vector.sort count as a structural change in the JDK (an iterator
# open across Collections.sort fails); other lists sort through set(), which does not.
.method static sorted(Ljava/util/List;)V
    .registers 3
    instance-of v0, p0, Ljava/util/ArrayList;
    if-nez v0, :count
    instance-of v0, p0, Ljava/util/Vector;
    if-eqz v0, :done
    :count
    check-cast p0, Ljava/util/AbstractList;
    iget v0, p0, Ljava/util/AbstractList;->modCount:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/AbstractList;->modCount:I
    :done
    return-void
.end method
