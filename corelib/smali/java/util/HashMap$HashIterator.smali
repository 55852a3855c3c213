.class public Ljava/util/HashMap$HashIterator;
.super Ljava/lang/Object;
.source "HashMap.java"
.implements Ljava/util/Iterator;


.field map:Ljava/util/HashMap;
.field tab:[Ljava/util/HashMap$Node;
.field index:I
.field nextNode:Ljava/util/HashMap$Node;
.field current:Ljava/util/HashMap$Node;
.field mode:I
.field expectedModCount:I

.method constructor <init>(Ljava/util/HashMap;I)V
    .locals 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/HashMap$HashIterator;->map:Ljava/util/HashMap;
    iput p2, p0, Ljava/util/HashMap$HashIterator;->mode:I
    iget v0, p1, Ljava/util/HashMap;->modCount:I
    iput v0, p0, Ljava/util/HashMap$HashIterator;->expectedModCount:I
    iget-object v0, p1, Ljava/util/HashMap;->table:[Ljava/util/HashMap$Node;
    iput-object v0, p0, Ljava/util/HashMap$HashIterator;->tab:[Ljava/util/HashMap$Node;
    invoke-direct {p0}, Ljava/util/HashMap$HashIterator;->advance()V
    return-void
.end method

# Moves nextNode to the first node of the next non-empty bucket.
.method private advance()V
    .locals 4
    iget-object v0, p0, Ljava/util/HashMap$HashIterator;->tab:[Ljava/util/HashMap$Node;
    if-eqz v0, :done
    iget v1, p0, Ljava/util/HashMap$HashIterator;->index:I
    array-length v2, v0
    :loop
    if-ge v1, v2, :end
    aget-object v3, v0, v1
    add-int/lit8 v1, v1, 1
    if-eqz v3, :loop
    iput v1, p0, Ljava/util/HashMap$HashIterator;->index:I
    iput-object v3, p0, Ljava/util/HashMap$HashIterator;->nextNode:Ljava/util/HashMap$Node;
    return-void
    :end
    iput v1, p0, Ljava/util/HashMap$HashIterator;->index:I
    :done
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/HashMap$HashIterator;->nextNode:Ljava/util/HashMap$Node;
    return-void
.end method

.method public hasNext()Z
    .locals 1
    iget-object v0, p0, Ljava/util/HashMap$HashIterator;->nextNode:Ljava/util/HashMap$Node;
    if-eqz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public next()Ljava/lang/Object;
    .locals 2
    invoke-direct {p0}, Ljava/util/HashMap$HashIterator;->checkForComodification()V
    iget-object v0, p0, Ljava/util/HashMap$HashIterator;->nextNode:Ljava/util/HashMap$Node;
    if-nez v0, :ok
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
    :ok
    iput-object v0, p0, Ljava/util/HashMap$HashIterator;->current:Ljava/util/HashMap$Node;
    iget-object v1, v0, Ljava/util/HashMap$Node;->next:Ljava/util/HashMap$Node;
    iput-object v1, p0, Ljava/util/HashMap$HashIterator;->nextNode:Ljava/util/HashMap$Node;
    if-nez v1, :have
    invoke-direct {p0}, Ljava/util/HashMap$HashIterator;->advance()V
    :have
    iget v1, p0, Ljava/util/HashMap$HashIterator;->mode:I
    if-nez v1, :notkey
    iget-object v0, v0, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    return-object v0
    :notkey
    add-int/lit8 v1, v1, -1
    if-nez v1, :isentry
    iget-object v0, v0, Ljava/util/HashMap$Node;->value:Ljava/lang/Object;
    :isentry
    return-object v0
.end method

.method public remove()V
    .locals 2
    iget-object v0, p0, Ljava/util/HashMap$HashIterator;->current:Ljava/util/HashMap$Node;
    if-nez v0, :ok
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :ok
    invoke-direct {p0}, Ljava/util/HashMap$HashIterator;->checkForComodification()V
    iget-object v1, p0, Ljava/util/HashMap$HashIterator;->map:Ljava/util/HashMap;
    iget-object v0, v0, Ljava/util/HashMap$Node;->key:Ljava/lang/Object;
    invoke-virtual {v1, v0}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/HashMap$HashIterator;->current:Ljava/util/HashMap$Node;
    iget v0, v1, Ljava/util/HashMap;->modCount:I
    iput v0, p0, Ljava/util/HashMap$HashIterator;->expectedModCount:I
    return-void
.end method

# As the JDK's HashIterator: any structural change not made through this iterator
# fails the next call of next() or remove().
.method private checkForComodification()V
    .locals 2
    iget-object v0, p0, Ljava/util/HashMap$HashIterator;->map:Ljava/util/HashMap;
    iget v0, v0, Ljava/util/HashMap;->modCount:I
    iget v1, p0, Ljava/util/HashMap$HashIterator;->expectedModCount:I
    if-ne v0, v1, :cme
    return-void
    :cme
    new-instance v0, Ljava/util/ConcurrentModificationException;
    invoke-direct {v0}, Ljava/util/ConcurrentModificationException;-><init>()V
    throw v0
.end method
