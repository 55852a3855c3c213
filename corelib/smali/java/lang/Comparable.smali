.class public interface abstract Ljava/lang/Comparable;
.super Ljava/lang/Object;
.source "Comparable.java"

.method public abstract compareTo(Ljava/lang/Object;)I
.end method

