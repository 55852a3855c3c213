.class public interface abstract Ljava/util/SortedMap;
.super Ljava/lang/Object;
.source "SortedMap.java"
.implements Ljava/util/Map;

.method public abstract comparator()Ljava/util/Comparator;
.end method

.method public abstract subMap(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedMap;
.end method

.method public abstract headMap(Ljava/lang/Object;)Ljava/util/SortedMap;
.end method

.method public abstract tailMap(Ljava/lang/Object;)Ljava/util/SortedMap;
.end method

.method public abstract firstKey()Ljava/lang/Object;
.end method

.method public abstract lastKey()Ljava/lang/Object;
.end method

