.class public interface abstract Ljava/util/Collection;
.super Ljava/lang/Object;
.source "Collection.java"
.implements Ljava/lang/Iterable;

.method public abstract size()I
.end method

.method public abstract isEmpty()Z
.end method

.method public abstract contains(Ljava/lang/Object;)Z
.end method

.method public abstract add(Ljava/lang/Object;)Z
.end method

.method public abstract remove(Ljava/lang/Object;)Z
.end method

.method public abstract iterator()Ljava/util/Iterator;
.end method

.method public abstract toArray()[Ljava/lang/Object;
.end method

.method public abstract addAll(Ljava/util/Collection;)Z
.end method

.method public abstract clear()V
.end method

.method public abstract containsAll(Ljava/util/Collection;)Z
.end method

.method public abstract removeAll(Ljava/util/Collection;)Z
.end method

.method public abstract retainAll(Ljava/util/Collection;)Z
.end method
