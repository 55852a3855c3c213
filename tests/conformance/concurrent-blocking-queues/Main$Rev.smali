.class LMain$Rev;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/util/Comparator;

# Reverse natural order of Strings.

.method constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .locals 1
    check-cast p1, Ljava/lang/String;
    check-cast p2, Ljava/lang/String;
    invoke-virtual {p2, p1}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v0
    return v0
.end method
