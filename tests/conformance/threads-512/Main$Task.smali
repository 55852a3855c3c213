.class LMain$Task;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field idx:I

.method constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain$Task;->idx:I
    return-void
.end method

# Waits at the gate, then: a loop summing 0..99 (4950) and a 16-element array holding
# k * idx (sum 120 * idx); reports its index and whether both results were right.
.method public run()V
    .registers 8
    .line 50
    sget-object v0, LMain;->gate:LMain$Gate;
    invoke-virtual {v0}, LMain$Gate;->arrive()V
    iget v7, p0, LMain$Task;->idx:I
    .line 51
    const/4 v0, 0
    const/4 v1, 0
    :loop
    const/16 v2, 100
    if-ge v1, v2, :looped
    add-int/2addr v0, v1
    add-int/lit8 v1, v1, 1
    goto :loop
    :looped
    .line 52
    const/16 v2, 16
    new-array v3, v2, [I
    const/4 v1, 0
    :fill
    if-ge v1, v2, :filled
    mul-int v4, v1, v7
    aput v4, v3, v1
    add-int/lit8 v1, v1, 1
    goto :fill
    :filled
    const/4 v4, 0
    const/4 v1, 0
    :sum
    if-ge v1, v2, :summed
    aget v5, v3, v1
    add-int/2addr v4, v5
    add-int/lit8 v1, v1, 1
    goto :sum
    :summed
    .line 53
    const/4 v6, 0
    const/16 v5, 4950
    if-ne v0, v5, :report
    mul-int/lit8 v5, v7, 120
    if-ne v4, v5, :report
    const/4 v6, 1
    :report
    invoke-static {v7, v6}, LMain;->add(IZ)V
    return-void
.end method
