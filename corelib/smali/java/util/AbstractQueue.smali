.class public abstract Ljava/util/AbstractQueue;
.super Ljava/util/AbstractCollection;
.source "AbstractQueue.java"
.implements Ljava/util/Queue;

# The JDK's AbstractQueue: add/remove/element in terms of offer/poll/peek
# (IllegalStateException("Queue full") / NoSuchElementException), clear by polling,
# addAll refusing the queue itself.

.method protected constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/util/AbstractCollection;-><init>()V
    return-void
.end method

.method public abstract offer(Ljava/lang/Object;)Z
.end method

.method public abstract poll()Ljava/lang/Object;
.end method

.method public abstract peek()Ljava/lang/Object;
.end method

.method public add(Ljava/lang/Object;)Z
    .registers 4
    invoke-virtual {p0, p1}, Ljava/util/AbstractQueue;->offer(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :full
    const/4 v0, 1
    return v0
    :full
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "Queue full"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public remove()Ljava/lang/Object;
    .registers 2
    invoke-virtual {p0}, Ljava/util/AbstractQueue;->poll()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :empty
    return-object v0
    :empty
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
.end method

.method public element()Ljava/lang/Object;
    .registers 2
    invoke-virtual {p0}, Ljava/util/AbstractQueue;->peek()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :empty
    return-object v0
    :empty
    new-instance v0, Ljava/util/NoSuchElementException;
    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V
    throw v0
.end method

.method public clear()V
    .registers 2
    :loop
    invoke-virtual {p0}, Ljava/util/AbstractQueue;->poll()Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :loop
    return-void
.end method

.method public addAll(Ljava/util/Collection;)Z
    .registers 5
    if-nez p1, :nonnull
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :nonnull
    if-ne p1, p0, :other
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :other
    const/4 v2, 0
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/util/AbstractQueue;->add(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :loop
    const/4 v2, 1
    goto :loop
    :done
    return v2
.end method
