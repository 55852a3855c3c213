.class public interface abstract Ljava/util/NavigableMap;
.super Ljava/lang/Object;
.source "NavigableMap.java"
.implements Ljava/util/SortedMap;

.method public abstract lowerEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
.end method

.method public abstract lowerKey(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract floorEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
.end method

.method public abstract floorKey(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract ceilingEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
.end method

.method public abstract ceilingKey(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract higherEntry(Ljava/lang/Object;)Ljava/util/Map$Entry;
.end method

.method public abstract higherKey(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public abstract firstEntry()Ljava/util/Map$Entry;
.end method

.method public abstract lastEntry()Ljava/util/Map$Entry;
.end method

.method public abstract pollFirstEntry()Ljava/util/Map$Entry;
.end method

.method public abstract pollLastEntry()Ljava/util/Map$Entry;
.end method

.method public abstract navigableKeySet()Ljava/util/NavigableSet;
.end method

.method public abstract subMap(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableMap;
.end method

.method public abstract headMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
.end method

.method public abstract tailMap(Ljava/lang/Object;Z)Ljava/util/NavigableMap;
.end method

