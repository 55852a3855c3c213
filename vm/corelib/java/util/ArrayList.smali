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

