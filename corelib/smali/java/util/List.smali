.class public interface abstract Ljava/util/List;
.super Ljava/lang/Object;
.source "List.java"
.implements Ljava/util/Collection;

.method public abstract get(I)Ljava/lang/Object;
.end method

.method public abstract set(ILjava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract add(ILjava/lang/Object;)V
.end method

.method public abstract remove(I)Ljava/lang/Object;
.end method

.method public abstract indexOf(Ljava/lang/Object;)I
.end method

.method public abstract lastIndexOf(Ljava/lang/Object;)I
.end method

