.class Ljava/util/AbstractList$Itr;
.super Ljava/lang/Object;
.source "AbstractList.java"
.implements Ljava/util/Iterator;

# The JDK's AbstractList.Itr (also ArrayList's and Vector's): hasNext is
# `cursor != size()`, so removing the next-to-last element inside a for-each loop ends
# the loop quietly while removing any other element makes next() throw
# ConcurrentModificationException, exactly as on the JVM.

.field final list:Ljava/util/AbstractList;
.field cursor:I
.field lastRet:I
.field expectedModCount:I

.method constructor <init>(Ljava/util/AbstractList;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/AbstractList$Itr;->list:Ljava/util/AbstractList;
    const/4 v0, -1
    iput v0, p0, Ljava/util/AbstractList$Itr;->lastRet:I
    iget v0, p1, Ljava/util/AbstractList;->modCount:I
    iput v0, p0, Ljava/util/AbstractList$Itr;->expectedModCount:I
    return-void
.end method

.method public hasNext()Z
    .registers 3
    iget v0, p0, Ljava/util/AbstractList$Itr;->cursor:I
    iget-object v1, p0, Ljava/util/AbstractList$Itr;->list:Ljava/util/AbstractList;
    invoke-virtual {v1}, Ljava/util/AbstractList;->size()I
    move-result v1
    if-eq v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method final checkForComodification()V
    .registers 3
    iget-object v0, p0, Ljava/util/AbstractList$Itr;->list:Ljava/util/AbstractList;
    iget v0, v0, Ljava/util/AbstractList;->modCount:I
    iget v1, p0, Ljava/util/AbstractList$Itr;->expectedModCount:I
    if-ne v0, v1, :cme
    return-void
    :cme
    new-instance v0, Ljava/util/ConcurrentModificationException;
    invoke-direct {v0}, Ljava/util/ConcurrentModificationException;-><init>()V
    throw v0
.end method

.method public next()Ljava/lang/Object;
    .registers 4
    invoke-virtual {p0}, Ljava/util/AbstractList$Itr;->checkForComodification()V
    iget v0, p0, Ljava/util/AbstractList$Itr;->cursor:I
    iget-object v1, p0, Ljava/util/AbstractList$Itr;->list:Ljava/util/AbstractList;
    invoke-virtual {v1}, Ljava/util/AbstractList;->size()I
    move-result v2
    if-lt v0, v2, :ok
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :ok
    invoke-virtual {v1, v0}, Ljava/util/AbstractList;->get(I)Ljava/lang/Object;
    move-result-object v1
    iput v0, p0, Ljava/util/AbstractList$Itr;->lastRet:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/AbstractList$Itr;->cursor:I
    return-object v1
.end method

.method public remove()V
    .registers 3
    iget v0, p0, Ljava/util/AbstractList$Itr;->lastRet:I
    if-gez v0, :ok
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :ok
    invoke-virtual {p0}, Ljava/util/AbstractList$Itr;->checkForComodification()V
    iget-object v1, p0, Ljava/util/AbstractList$Itr;->list:Ljava/util/AbstractList;
    invoke-virtual {v1, v0}, Ljava/util/AbstractList;->remove(I)Ljava/lang/Object;
    iput v0, p0, Ljava/util/AbstractList$Itr;->cursor:I
    const/4 v0, -1
    iput v0, p0, Ljava/util/AbstractList$Itr;->lastRet:I
    iget v0, v1, Ljava/util/AbstractList;->modCount:I
    iput v0, p0, Ljava/util/AbstractList$Itr;->expectedModCount:I
    return-void
.end method
