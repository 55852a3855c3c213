.class public interface abstract Ljava/lang/Iterable;
.super Ljava/lang/Object;
.source "Iterable.java"

.method public abstract iterator()Ljava/util/Iterator;
.end method

