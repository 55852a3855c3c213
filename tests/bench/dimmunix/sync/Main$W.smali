.class LMain$W;
.super Ljava/lang/Thread;
.source "Main.java"

# One worker: `n` iterations of busy work, then a synchronized block at a random site on
# a random lock (id >= 0); or one side of the two-site inversion (id -1 or -2).

.field final id:I
.field final n:I

.method constructor <init>(II)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput p1, p0, LMain$W;->id:I
    iput p2, p0, LMain$W;->n:I
    return-void
.end method

.method static busy(II)I
    .registers 4
    const/4 v0, 0x0
    :loop
    if-ge v0, p0, :done
    mul-int/lit8 p1, p1, 0x1f
    add-int/lit8 p1, p1, 0x7
    add-int/lit8 v0, v0, 0x1
    goto :loop
    :done
    return p1
.end method

.method public run()V
    .registers 9
    iget v0, p0, LMain$W;->id:I
    if-gez v0, :bench
    # -1 takes lock 0 then 1, -2 lock 1 then 0
    add-int/lit8 v1, v0, 0x1
    neg-int v1, v1
    rsub-int/lit8 v2, v1, 0x1
    const/4 v3, 0x0
    invoke-static {v3, v1, v2}, LMain$W;->sync(III)V
    return-void
    :bench
    const/16 v1, 0x1eef
    mul-int/2addr v1, v0
    add-int/lit8 v1, v1, 0x1
    iget v2, p0, LMain$W;->n:I
    const/4 v3, 0x0
    const/4 v7, 0x0
    :loop
    if-ge v3, v2, :done
    sget v4, LMain;->outside:I
    invoke-static {v4, v7}, LMain$W;->busy(II)I
    move-result v7
    const v4, 0x41c64e6d
    mul-int/2addr v1, v4
    add-int/lit16 v1, v1, 0x3039
    ushr-int/lit8 v4, v1, 0x8
    and-int/lit8 v5, v4, 0x7
    ushr-int/lit8 v6, v4, 0x3
    and-int/lit8 v6, v6, 0x3f
    const/4 v4, -0x1
    invoke-static {v5, v6, v4}, LMain$W;->sync(III)V
    add-int/lit8 v3, v3, 0x1
    goto :loop
    :done
    return-void
.end method

# A synchronized block on locks[idx] at monitor-enter site `site` (0-7).
.method static sync(III)V
    .registers 4
    sget-object v0, LMain;->locks:[Ljava/lang/Object;
    aget-object v0, v0, p1
    packed-switch p0, :table
    return-void
    :s0
    monitor-enter v0
    invoke-static {p1, p2}, LMain$W;->inside(II)V
    monitor-exit v0
    return-void
    :s1
    monitor-enter v0
    invoke-static {p1, p2}, LMain$W;->inside(II)V
    monitor-exit v0
    return-void
    :s2
    monitor-enter v0
    invoke-static {p1, p2}, LMain$W;->inside(II)V
    monitor-exit v0
    return-void
    :s3
    monitor-enter v0
    invoke-static {p1, p2}, LMain$W;->inside(II)V
    monitor-exit v0
    return-void
    :s4
    monitor-enter v0
    invoke-static {p1, p2}, LMain$W;->inside(II)V
    monitor-exit v0
    return-void
    :s5
    monitor-enter v0
    invoke-static {p1, p2}, LMain$W;->inside(II)V
    monitor-exit v0
    return-void
    :s6
    monitor-enter v0
    invoke-static {p1, p2}, LMain$W;->inside(II)V
    monitor-exit v0
    return-void
    :s7
    monitor-enter v0
    invoke-static {p1, p2}, LMain$W;->inside(II)V
    monitor-exit v0
    return-void

    :table
    .packed-switch 0x0
        :s0
        :s1
        :s2
        :s3
        :s4
        :s5
        :s6
        :s7
    .end packed-switch
.end method

# Inside a block: busy work and the lock's counter, or (next >= 0) a pause and site 1
# on lock `next`.
.method static inside(II)V
    .registers 5
    if-ltz p1, :work
    const-wide/16 v0, 0x14
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    const/4 v0, 0x1
    const/4 v1, -0x1
    invoke-static {v0, p1, v1}, LMain$W;->sync(III)V
    return-void
    :work
    sget v0, LMain;->inside:I
    invoke-static {v0, p0}, LMain$W;->busy(II)I
    sget-object v0, LMain;->counts:[I
    aget v1, v0, p0
    add-int/lit8 v1, v1, 0x1
    aput v1, v0, p0
    return-void
.end method
