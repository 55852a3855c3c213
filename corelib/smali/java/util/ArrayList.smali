.class public Ljava/util/ArrayList;
.super Ljava/util/AbstractList;
.source "ArrayList.java"
.implements Ljava/util/List;
.implements Ljava/util/RandomAccess;
.implements Ljava/lang/Cloneable;
.implements Ljava/io/Serializable;

.field elems:[Ljava/lang/Object;
.field size:I

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/util/AbstractList;-><init>()V
    return-void
.end method

.method public constructor <init>(I)V
    .registers 3
    invoke-direct {p0}, Ljava/util/AbstractList;-><init>()V
    if-gez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Illegal Capacity"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    return-void
.end method

.method public constructor <init>(Ljava/util/Collection;)V
    .registers 2
    invoke-direct {p0}, Ljava/util/AbstractList;-><init>()V
    invoke-virtual {p0, p1}, Ljava/util/ArrayList;->addAll(Ljava/util/Collection;)Z
    return-void
.end method

.method public native size()I
.end method

.method public native get(I)Ljava/lang/Object;
.end method

.method public native set(ILjava/lang/Object;)Ljava/lang/Object;
.end method

.method public native add(ILjava/lang/Object;)V
.end method

.method public native remove(I)Ljava/lang/Object;
.end method

.method public native clear()V
.end method

.method public native add(Ljava/lang/Object;)Z
.end method


# The JDK's ArrayList.addAll: a snapshot first (so list.addAll(list) doubles the list),
# and modCount counts the call even when nothing is added.
.method public addAll(Ljava/util/Collection;)Z
    .registers 6
    invoke-interface {p1}, Ljava/util/Collection;->toArray()[Ljava/lang/Object;
    move-result-object v0
    iget v1, p0, Ljava/util/ArrayList;->modCount:I
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/ArrayList;->modCount:I
    array-length v1, v0
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    aget-object v3, v0, v2
    invoke-virtual {p0, v3}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    if-eqz v1, :none
    const/4 v1, 1
    :none
    return v1
.end method
