.class Ljava/util/LinkedList$ListItr;
.super Ljava/lang/Object;
.source "LinkedList.java"
.implements Ljava/util/Iterator;

# The JDK's LinkedList.ListItr over the array-backed list, forward (iterator()) or
# backward (descendingIterator(), the JDK's DescendingIterator): removing the last or
# next-to-last element inside a for-each loop ends the loop without
# ConcurrentModificationException (nextIndex is no longer below size), any other
# removal makes next() throw it.

.field final list:Ljava/util/LinkedList;
.field nextIndex:I
.field lastRet:I
.field expectedModCount:I
.field final descending:Z

.method constructor <init>(Ljava/util/LinkedList;Z)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/LinkedList$ListItr;->list:Ljava/util/LinkedList;
    iput-boolean p2, p0, Ljava/util/LinkedList$ListItr;->descending:Z
    if-eqz p2, :forward
    invoke-virtual {p1}, Ljava/util/LinkedList;->size()I
    move-result v0
    iput v0, p0, Ljava/util/LinkedList$ListItr;->nextIndex:I
    :forward
    const/4 v0, -1
    iput v0, p0, Ljava/util/LinkedList$ListItr;->lastRet:I
    iget v0, p1, Ljava/util/LinkedList;->modCount:I
    iput v0, p0, Ljava/util/LinkedList$ListItr;->expectedModCount:I
    return-void
.end method

.method public hasNext()Z
    .registers 3
    iget v0, p0, Ljava/util/LinkedList$ListItr;->nextIndex:I
    iget-boolean v1, p0, Ljava/util/LinkedList$ListItr;->descending:Z
    if-eqz v1, :forward
    if-gtz v0, :yes
    goto :no
    :forward
    iget-object v1, p0, Ljava/util/LinkedList$ListItr;->list:Ljava/util/LinkedList;
    invoke-virtual {v1}, Ljava/util/LinkedList;->size()I
    move-result v1
    if-ge v0, v1, :no
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method final checkForComodification()V
    .registers 3
    iget-object v0, p0, Ljava/util/LinkedList$ListItr;->list:Ljava/util/LinkedList;
    iget v0, v0, Ljava/util/LinkedList;->modCount:I
    iget v1, p0, Ljava/util/LinkedList$ListItr;->expectedModCount:I
    if-ne v0, v1, :cme
    return-void
    :cme
    new-instance v0, Ljava/util/ConcurrentModificationException;
    invoke-direct {v0}, Ljava/util/ConcurrentModificationException;-><init>()V
    throw v0
.end method

.method public next()Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList$ListItr;->checkForComodification()V
    invoke-virtual {p0}, Ljava/util/LinkedList$ListItr;->hasNext()Z
    move-result v0
    if-nez v0, :ok
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :ok
    iget v0, p0, Ljava/util/LinkedList$ListItr;->nextIndex:I
    iget-boolean v1, p0, Ljava/util/LinkedList$ListItr;->descending:Z
    if-eqz v1, :forward
    add-int/lit8 v0, v0, -1
    iput v0, p0, Ljava/util/LinkedList$ListItr;->nextIndex:I
    iput v0, p0, Ljava/util/LinkedList$ListItr;->lastRet:I
    iget-object v1, p0, Ljava/util/LinkedList$ListItr;->list:Ljava/util/LinkedList;
    invoke-virtual {v1, v0}, Ljava/util/LinkedList;->get(I)Ljava/lang/Object;
    move-result-object v1
    return-object v1
    :forward
    iput v0, p0, Ljava/util/LinkedList$ListItr;->lastRet:I
    iget-object v1, p0, Ljava/util/LinkedList$ListItr;->list:Ljava/util/LinkedList;
    invoke-virtual {v1, v0}, Ljava/util/LinkedList;->get(I)Ljava/lang/Object;
    move-result-object v1
    add-int/lit8 v0, v0, 1
    iput v0, p0, Ljava/util/LinkedList$ListItr;->nextIndex:I
    return-object v1
.end method

.method public remove()V
    .registers 3
    invoke-virtual {p0}, Ljava/util/LinkedList$ListItr;->checkForComodification()V
    iget v0, p0, Ljava/util/LinkedList$ListItr;->lastRet:I
    if-gez v0, :ok
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :ok
    iget-object v1, p0, Ljava/util/LinkedList$ListItr;->list:Ljava/util/LinkedList;
    invoke-virtual {v1, v0}, Ljava/util/LinkedList;->remove(I)Ljava/lang/Object;
    iput v0, p0, Ljava/util/LinkedList$ListItr;->nextIndex:I
    const/4 v0, -1
    iput v0, p0, Ljava/util/LinkedList$ListItr;->lastRet:I
    iget v0, v1, Ljava/util/LinkedList;->modCount:I
    iput v0, p0, Ljava/util/LinkedList$ListItr;->expectedModCount:I
    return-void
.end method
