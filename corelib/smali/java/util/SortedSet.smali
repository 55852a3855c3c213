.class public interface abstract Ljava/util/SortedSet;
.super Ljava/lang/Object;
.source "SortedSet.java"
.implements Ljava/util/Set;

.method public abstract comparator()Ljava/util/Comparator;
.end method

.method public abstract subSet(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedSet;
.end method

.method public abstract headSet(Ljava/lang/Object;)Ljava/util/SortedSet;
.end method

.method public abstract tailSet(Ljava/lang/Object;)Ljava/util/SortedSet;
.end method

.method public abstract first()Ljava/lang/Object;
.end method

.method public abstract last()Ljava/lang/Object;
.end method

