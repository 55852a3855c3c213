.class public LRangeT;
.super Ljava/lang/Object;
.source "RangeT.java"

.field base:J
.method public constructor <init>(J)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, LRangeT;->base:J
    return-void
.end method
.method private priv(IJIDIJI)J
    .registers 14
    iget-wide v0, p0, LRangeT;->base:J
    int-to-long v2, p1
    add-long/2addr v0, v2
    add-long/2addr v0, p2
    int-to-long v2, p4
    add-long/2addr v0, v2
    double-to-long v2, p5
    add-long/2addr v0, v2
    int-to-long v2, p7
    add-long/2addr v0, v2
    add-long/2addr v0, p8
    int-to-long v2, p10
    add-long/2addr v0, v2
    return-wide v0
.end method
.method public virt(IJIDIJI)J
    .registers 12
    invoke-direct/range {p0 .. p10}, LRangeT;->priv(IJIDIJI)J
    move-result-wide v0
    return-wide v0
.end method
