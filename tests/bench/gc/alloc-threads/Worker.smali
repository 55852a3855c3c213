.class LWorker;
.super Ljava/lang/Thread;
.source "Main.java"

# One allocating thread: N iterations, each a short-lived int[4 + (i & 15)] and two
# linked cells; the last WINDOW pairs stay live in a ring. `result` is its hash.

.field id:I
.field n:I
.field window:I
.field result:I

.method constructor <init>(III)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput p1, p0, LWorker;->id:I
    iput p2, p0, LWorker;->n:I
    iput p3, p0, LWorker;->window:I
    return-void
.end method

.method public run()V
    .registers 14
    # v0 ring, v1 h, v2 i, v3 n, v4 window, v5 id, v6 a, v7 c, v8-v10 scratch
    iget v3, p0, LWorker;->n:I
    iget v4, p0, LWorker;->window:I
    iget v5, p0, LWorker;->id:I
    new-array v0, v4, [Ljava/lang/Object;
    move v1, v5
    const/4 v2, 0
    :loop
    if-ge v2, v3, :loop_end
    and-int/lit8 v8, v2, 15
    add-int/lit8 v8, v8, 4
    new-array v6, v8, [I
    const/4 v9, 0
    aput v2, v6, v9
    array-length v9, v6
    add-int/lit8 v9, v9, -1
    aput v5, v6, v9
    new-instance v7, LCell;
    mul-int/lit8 v9, v2, 3
    add-int/2addr v9, v5
    const/4 v10, 0
    invoke-direct {v7, v9, v10}, LCell;-><init>(ILCell;)V
    new-instance v9, LCell;
    array-length v8, v6
    invoke-direct {v9, v8, v10}, LCell;-><init>(ILCell;)V
    iput-object v9, v7, LCell;->next:LCell;
    rem-int v9, v2, v4
    aput-object v7, v0, v9
    mul-int/lit8 v1, v1, 31
    const/4 v9, 0
    aget v9, v6, v9
    add-int/2addr v1, v9
    array-length v9, v6
    add-int/lit8 v9, v9, -1
    aget v9, v6, v9
    add-int/2addr v1, v9
    iget v9, v7, LCell;->v:I
    add-int/2addr v1, v9
    iget-object v9, v7, LCell;->next:LCell;
    iget v9, v9, LCell;->v:I
    add-int/2addr v1, v9
    add-int/lit8 v2, v2, 1
    goto :loop
    :loop_end
    const/4 v2, 0
    :ring
    if-ge v2, v4, :ring_end
    aget-object v7, v0, v2
    check-cast v7, LCell;
    if-eqz v7, :ring_next
    mul-int/lit8 v1, v1, 31
    iget v9, v7, LCell;->v:I
    add-int/2addr v1, v9
    iget-object v9, v7, LCell;->next:LCell;
    iget v9, v9, LCell;->v:I
    add-int/2addr v1, v9
    :ring_next
    add-int/lit8 v2, v2, 1
    goto :ring
    :ring_end
    iput v1, p0, LWorker;->result:I
    return-void
.end method
