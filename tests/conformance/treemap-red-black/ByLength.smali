.class public LByLength;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/util/Comparator;

# Strings by length only (equal lengths are the same key); null counts as length -1.
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static len(Ljava/lang/Object;)I
    .locals 1
    if-nez p0, :has
    const/4 v0, -1
    return v0
    :has
    check-cast p0, Ljava/lang/String;
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v0
    return v0
.end method

.method public compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .locals 0
    invoke-static {p1}, LByLength;->len(Ljava/lang/Object;)I
    move-result p1
    invoke-static {p2}, LByLength;->len(Ljava/lang/Object;)I
    move-result p2
    sub-int/2addr p1, p2
    return p1
.end method
