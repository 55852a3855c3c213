.class final Ljava/util/TreeMap$PrivateEntryIterator;
.super Ljava/lang/Object;
.source "TreeMap.java"
.implements Ljava/util/Iterator;

# The JDK's TreeMap iterators in one class: mode 0 keys, 1 values, 2 entries; forward
# (PrivateEntryIterator/SubMapIterator) or descending (DescendingKeyIterator). A
# sub-map iterator stops at the entry whose key is fenceKey (TreeMap.UNBOUNDED for
# none). next() reports NoSuchElementException before ConcurrentModificationException,
# remove() IllegalStateException before it, as the JDK's.

.field final m:Ljava/util/TreeMap;
.field next:Ljava/util/TreeMap$Entry;
.field lastReturned:Ljava/util/TreeMap$Entry;
.field expectedModCount:I
.field final fenceKey:Ljava/lang/Object;
.field final mode:I
.field final descending:Z

.method constructor <init>(Ljava/util/TreeMap;Ljava/util/TreeMap$Entry;Ljava/lang/Object;IZ)V
    .registers 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/TreeMap$PrivateEntryIterator;->m:Ljava/util/TreeMap;
    iput-object p2, p0, Ljava/util/TreeMap$PrivateEntryIterator;->next:Ljava/util/TreeMap$Entry;
    iput-object p3, p0, Ljava/util/TreeMap$PrivateEntryIterator;->fenceKey:Ljava/lang/Object;
    iput p4, p0, Ljava/util/TreeMap$PrivateEntryIterator;->mode:I
    iput-boolean p5, p0, Ljava/util/TreeMap$PrivateEntryIterator;->descending:Z
    iget v0, p1, Ljava/util/TreeMap;->modCount:I
    iput v0, p0, Ljava/util/TreeMap$PrivateEntryIterator;->expectedModCount:I
    return-void
.end method

.method public final hasNext()Z
    .registers 3
    iget-object v0, p0, Ljava/util/TreeMap$PrivateEntryIterator;->next:Ljava/util/TreeMap$Entry;
    if-eqz v0, :no
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    iget-object v1, p0, Ljava/util/TreeMap$PrivateEntryIterator;->fenceKey:Ljava/lang/Object;
    if-eq v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public next()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Ljava/util/TreeMap$PrivateEntryIterator;->next:Ljava/util/TreeMap$Entry;
    if-eqz v0, :end
    iget-object v1, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    iget-object v2, p0, Ljava/util/TreeMap$PrivateEntryIterator;->fenceKey:Ljava/lang/Object;
    if-ne v1, v2, :more
    :end
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :more
    iget-object v1, p0, Ljava/util/TreeMap$PrivateEntryIterator;->m:Ljava/util/TreeMap;
    iget v1, v1, Ljava/util/TreeMap;->modCount:I
    iget v2, p0, Ljava/util/TreeMap$PrivateEntryIterator;->expectedModCount:I
    if-eq v1, v2, :unchanged
    new-instance v0, Ljava/util/ConcurrentModificationException;
    invoke-direct {v0}, Ljava/util/ConcurrentModificationException;-><init>()V
    throw v0
    :unchanged
    iget-boolean v1, p0, Ljava/util/TreeMap$PrivateEntryIterator;->descending:Z
    if-nez v1, :backward
    invoke-static {v0}, Ljava/util/TreeMap;->successor(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    goto :stepped
    :backward
    invoke-static {v0}, Ljava/util/TreeMap;->predecessor(Ljava/util/TreeMap$Entry;)Ljava/util/TreeMap$Entry;
    move-result-object v1
    :stepped
    iput-object v1, p0, Ljava/util/TreeMap$PrivateEntryIterator;->next:Ljava/util/TreeMap$Entry;
    iput-object v0, p0, Ljava/util/TreeMap$PrivateEntryIterator;->lastReturned:Ljava/util/TreeMap$Entry;
    iget v1, p0, Ljava/util/TreeMap$PrivateEntryIterator;->mode:I
    if-nez v1, :not_key
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->key:Ljava/lang/Object;
    return-object v0
    :not_key
    const/4 v2, 1
    if-ne v1, v2, :entry
    iget-object v0, v0, Ljava/util/TreeMap$Entry;->value:Ljava/lang/Object;
    :entry
    return-object v0
.end method

# remove(): when the last entry has two children, deleteEntry moves its successor's
# mapping into it, so a forward iterator continues from that same node.
.method public remove()V
    .locals 4
    iget-object v0, p0, Ljava/util/TreeMap$PrivateEntryIterator;->lastReturned:Ljava/util/TreeMap$Entry;
    if-nez v0, :have
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :have
    iget-object v1, p0, Ljava/util/TreeMap$PrivateEntryIterator;->m:Ljava/util/TreeMap;
    iget v2, v1, Ljava/util/TreeMap;->modCount:I
    iget v3, p0, Ljava/util/TreeMap$PrivateEntryIterator;->expectedModCount:I
    if-eq v2, v3, :unchanged
    new-instance v0, Ljava/util/ConcurrentModificationException;
    invoke-direct {v0}, Ljava/util/ConcurrentModificationException;-><init>()V
    throw v0
    :unchanged
    iget-boolean v2, p0, Ljava/util/TreeMap$PrivateEntryIterator;->descending:Z
    if-nez v2, :delete
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->left:Ljava/util/TreeMap$Entry;
    if-eqz v2, :delete
    iget-object v2, v0, Ljava/util/TreeMap$Entry;->right:Ljava/util/TreeMap$Entry;
    if-eqz v2, :delete
    iput-object v0, p0, Ljava/util/TreeMap$PrivateEntryIterator;->next:Ljava/util/TreeMap$Entry;
    :delete
    invoke-virtual {v1, v0}, Ljava/util/TreeMap;->deleteEntry(Ljava/util/TreeMap$Entry;)V
    iget v2, v1, Ljava/util/TreeMap;->modCount:I
    iput v2, p0, Ljava/util/TreeMap$PrivateEntryIterator;->expectedModCount:I
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/TreeMap$PrivateEntryIterator;->lastReturned:Ljava/util/TreeMap$Entry;
    return-void
.end method
