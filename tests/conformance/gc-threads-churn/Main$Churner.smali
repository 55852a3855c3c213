.class public LMain$Churner;
.super Ljava/lang/Thread;
.source "Main.java"

.field final seed:I
.field result:J

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput p1, p0, LMain$Churner;->seed:I
    return-void
.end method

# ring[i % 32] = { new int[] {i, i*k}, new Object[] { new int[] {i} } } for 60000 i,
# then sum what the ring holds (the last 32 iterations' values).
.method public run()V
    .registers 14
    .line 20
    const/16 v0, 32
    new-array v1, v0, [Ljava/lang/Object;
    const/4 v2, 0
    const v3, 60000
    iget v4, p0, LMain$Churner;->seed:I
    add-int/lit8 v4, v4, 3
    :loop
    const/4 v5, 2
    new-array v6, v5, [I
    const/4 v7, 0
    aput v2, v6, v7
    mul-int v8, v2, v4
    const/4 v7, 1
    aput v8, v6, v7
    new-array v9, v5, [Ljava/lang/Object;
    const/4 v7, 0
    aput-object v6, v9, v7
    const/4 v5, 1
    new-array v10, v5, [I
    aput v2, v10, v7
    new-array v11, v5, [Ljava/lang/Object;
    aput-object v10, v11, v7
    const/4 v7, 1
    aput-object v11, v9, v7
    rem-int v10, v2, v0
    aput-object v9, v1, v10
    add-int/lit8 v2, v2, 1
    if-lt v2, v3, :loop
    .line 30
    const-wide/16 v11, 0
    const/4 v2, 0
    :sum
    aget-object v9, v1, v2
    check-cast v9, [Ljava/lang/Object;
    const/4 v7, 0
    aget-object v6, v9, v7
    check-cast v6, [I
    aget v8, v6, v7
    int-to-long v4, v8
    add-long/2addr v11, v4
    const/4 v7, 1
    aget v8, v6, v7
    int-to-long v4, v8
    add-long/2addr v11, v4
    aget-object v10, v9, v7
    check-cast v10, [Ljava/lang/Object;
    const/4 v7, 0
    aget-object v6, v10, v7
    check-cast v6, [I
    aget v8, v6, v7
    int-to-long v4, v8
    add-long/2addr v11, v4
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :sum
    iput-wide v11, p0, LMain$Churner;->result:J
    return-void
.end method
