.class public interface abstract Ljava/util/NavigableSet;
.super Ljava/lang/Object;
.source "NavigableSet.java"
.implements Ljava/util/SortedSet;

.method public abstract lower(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract floor(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract ceiling(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract higher(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract pollFirst()Ljava/lang/Object;
.end method

.method public abstract pollLast()Ljava/lang/Object;
.end method

.method public abstract descendingIterator()Ljava/util/Iterator;
.end method

.method public abstract subSet(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableSet;
.end method

.method public abstract headSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
.end method

.method public abstract tailSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
.end method

