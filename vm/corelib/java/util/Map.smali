.class public interface abstract Ljava/util/Map;
.super Ljava/lang/Object;
.source "Map.java"

.method public abstract size()I
.end method

.method public abstract isEmpty()Z
.end method

.method public abstract get(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract remove(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract containsKey(Ljava/lang/Object;)Z
.end method

.method public abstract containsValue(Ljava/lang/Object;)Z
.end method

.method public abstract keySet()Ljava/util/Set;
.end method

.method public abstract values()Ljava/util/Collection;
.end method

.method public abstract entrySet()Ljava/util/Set;
.end method

.method public abstract clear()V
.end method

