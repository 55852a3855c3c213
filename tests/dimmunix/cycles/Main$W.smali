.class LMain$W;
.super Ljava/lang/Thread;
.source "Main.java"

# One worker of a lock-cycle scenario: after `pre` ms it takes `outer` (if any) and
# keeps it for `hold` ms around its step; the step is inner() (take `first`, sleep
# `nap` ms, join `join` if set, take `second`) or, in mode 1, waiter() (take `first`
# then `second`, and first.wait(20) while holding second: the wait()-induced inversion
# of seed 000 III-B).

.field first:Ljava/lang/Object;
.field second:Ljava/lang/Object;
.field outer:Ljava/lang/Object;
.field pre:I
.field hold:I
.field nap:I
.field mode:I
.field join:Ljava/lang/Thread;

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method static nap(I)V
    .registers 3
    .line 20
    if-lez p0, :done
    int-to-long v0, p0
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    :done
    return-void
.end method

.method public run()V
    .registers 3
    .line 30
    iget v0, p0, LMain$W;->pre:I
    invoke-static {v0}, LMain$W;->nap(I)V
    .line 31
    iget-object v0, p0, LMain$W;->outer:Ljava/lang/Object;
    if-eqz v0, :plain
    .line 32
    monitor-enter v0
    .line 33
    iget v1, p0, LMain$W;->hold:I
    invoke-static {v1}, LMain$W;->nap(I)V
    .line 34
    invoke-virtual {p0}, LMain$W;->step()V
    .line 35
    monitor-exit v0
    return-void
    :plain
    .line 36
    invoke-virtual {p0}, LMain$W;->step()V
    return-void
.end method

.method step()V
    .registers 2
    iget v0, p0, LMain$W;->mode:I
    if-nez v0, :wait
    invoke-virtual {p0}, LMain$W;->inner()V
    return-void
    :wait
    invoke-virtual {p0}, LMain$W;->waiter()V
    return-void
.end method

.method inner()V
    .registers 3
    .line 40
    iget-object v0, p0, LMain$W;->first:Ljava/lang/Object;
    monitor-enter v0
    .line 41
    iget v1, p0, LMain$W;->nap:I
    invoke-static {v1}, LMain$W;->nap(I)V
    iget-object v1, p0, LMain$W;->join:Ljava/lang/Thread;
    if-eqz v1, :take
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    :take
    .line 42
    iget-object v1, p0, LMain$W;->second:Ljava/lang/Object;
    monitor-enter v1
    .line 43
    monitor-exit v1
    .line 44
    monitor-exit v0
    return-void
.end method

.method waiter()V
    .registers 5
    .line 50
    iget-object v0, p0, LMain$W;->first:Ljava/lang/Object;
    monitor-enter v0
    .line 51
    iget-object v1, p0, LMain$W;->second:Ljava/lang/Object;
    monitor-enter v1
    .line 52
    const-wide/16 v2, 20
    invoke-virtual {v0, v2, v3}, Ljava/lang/Object;->wait(J)V
    .line 53
    monitor-exit v1
    .line 54
    monitor-exit v0
    return-void
.end method
