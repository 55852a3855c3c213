.class public interface abstract Ljava/util/Map$Entry;
.super Ljava/lang/Object;
.source "Map$Entry.java"

.method public abstract getKey()Ljava/lang/Object;
.end method

.method public abstract getValue()Ljava/lang/Object;
.end method

.method public abstract setValue(Ljava/lang/Object;)Ljava/lang/Object;
.end method

