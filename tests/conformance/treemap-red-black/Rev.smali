.class public LRev;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/util/Comparator;

# Reverse natural order: ((Comparable) b).compareTo(a)
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .locals 0
    check-cast p2, Ljava/lang/Comparable;
    invoke-interface {p2, p1}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result p1
    return p1
.end method
