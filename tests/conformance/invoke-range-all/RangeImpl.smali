.class public LRangeImpl;
.super Ljava/lang/Object;
.source "RangeImpl.java"
.implements LRangeI;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public sum6(IIIIII)I
    .registers 8
    add-int v0, p1, p2
    add-int/2addr v0, p3
    add-int/2addr v0, p4
    add-int/2addr v0, p5
    add-int/2addr v0, p6
    return v0
.end method
