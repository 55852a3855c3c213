.class LRev;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/util/Comparator;

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 4
    check-cast p1, Ljava/lang/String;
    check-cast p2, Ljava/lang/String;
    invoke-virtual {p2, p1}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v0
    return v0
.end method
