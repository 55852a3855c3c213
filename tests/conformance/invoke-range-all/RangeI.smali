.class public interface abstract LRangeI;
.super Ljava/lang/Object;
.source "RangeI.java"

.method public abstract sum6(IIIIII)I
.end method
