.class public Ljava/util/AbstractList$Itr;
.super Ljava/lang/Object;
.source "AbstractList.java"
.implements Ljava/util/Iterator;


.field list:Ljava/util/AbstractList;
.field cursor:I
.field last:I

.method constructor <init>(Ljava/util/AbstractList;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/AbstractList$Itr;->list:Ljava/util/AbstractList;
    const/4 v0, -1
    iput v0, p0, Ljava/util/AbstractList$Itr;->last:I
    return-void
.end method

.method public hasNext()Z
    .registers 3
    iget v0, p0, Ljava/util/AbstractList$Itr;->cursor:I
    iget-object v1, p0, Ljava/util/AbstractList$Itr;->list:Ljava/util/AbstractList;
    invoke-virtual {v1}, Ljava/util/AbstractList;->size()I
    move-result v1
    if-lt v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public next()Ljava/lang/Object;
    .registers 4
    iget v0, p0, Ljava/util/AbstractList$Itr;->cursor:I
    iget-object v1, p0, Ljava/util/AbstractList$Itr;->list:Ljava/util/AbstractList;
    invoke-virtual {v1}, Ljava/util/AbstractList;->size()I
    move-result v2
    if-lt v0, v2, :ok
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :ok
    iput v0, p0, Ljava/util/AbstractList$Itr;->last:I
    add-int/lit8 v2, v0, 1
    iput v2, p0, Ljava/util/AbstractList$Itr;->cursor:I
    invoke-virtual {v1, v0}, Ljava/util/AbstractList;->get(I)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public remove()V
    .registers 3
    iget v0, p0, Ljava/util/AbstractList$Itr;->last:I
    if-gez v0, :ok
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :ok
    iget-object v1, p0, Ljava/util/AbstractList$Itr;->list:Ljava/util/AbstractList;
    invoke-virtual {v1, v0}, Ljava/util/AbstractList;->remove(I)Ljava/lang/Object;
    iput v0, p0, Ljava/util/AbstractList$Itr;->cursor:I
    const/4 v0, -1
    iput v0, p0, Ljava/util/AbstractList$Itr;->last:I
    return-void
.end method
