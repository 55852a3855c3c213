.class public LRangeSub;
.super LRangeT;
.source "RangeSub.java"

.method public constructor <init>(J)V
    .registers 3
    invoke-direct {p0, p1, p2}, LRangeT;-><init>(J)V
    return-void
.end method
.method public virt(IJIDIJI)J
    .registers 14
    invoke-super/range {p0 .. p10}, LRangeT;->virt(IJIDIJI)J
    move-result-wide v0
    const-wide/16 v2, 1000
    mul-long/2addr v0, v2
    return-wide v0
.end method
