.class public interface abstract Ljava/util/Comparator;
.super Ljava/lang/Object;
.source "Comparator.java"

.method public abstract compare(Ljava/lang/Object;Ljava/lang/Object;)I
.end method

