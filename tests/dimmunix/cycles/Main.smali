.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Lock-cycle scenarios for Dimmunix, picked by args[0]; timed with sleeps so the first
# run deadlocks on every schedule:
#   inversion  T1 takes A then B, T2 takes B then A
#   ring3      T1..T3 take L[i] then L[i+1 mod 3]
#   ring4      the same with four threads
#   wait       T1 takes A, B and A.wait(20)s; T2 takes A then B (seed 000 III-B)
#   starve     T2 holds C while it takes B then D; T1 takes A then C. No deadlock, but
#              with the inversion's signature avoidance would starve both.
#   unstick    T0 ends at once; T1 takes A and joins T2; T2 takes B then D. With the
#              inversion's signature T2 yields to T1, which waits for T2 to end: a
#              starvation no lock edge shows, so every thread blocks.
# Prints "done" when every worker finished.

.method static w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    .registers 5
    new-instance v0, LMain$W;
    invoke-direct {v0, p0}, LMain$W;-><init>(Ljava/lang/String;)V
    iput-object p1, v0, LMain$W;->first:Ljava/lang/Object;
    iput-object p2, v0, LMain$W;->second:Ljava/lang/Object;
    const/16 v1, 10
    iput v1, v0, LMain$W;->nap:I
    return-object v0
.end method

.method static obj()Ljava/lang/Object;
    .registers 1
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-object v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 14
    .line 10
    const/4 v0, 0
    aget-object v0, p0, v0
    invoke-static {}, LMain;->obj()Ljava/lang/Object;
    move-result-object v1
    invoke-static {}, LMain;->obj()Ljava/lang/Object;
    move-result-object v2
    invoke-static {}, LMain;->obj()Ljava/lang/Object;
    move-result-object v3
    invoke-static {}, LMain;->obj()Ljava/lang/Object;
    move-result-object v4
    const/4 v6, 0
    const/4 v7, 0
    const/4 v8, 0
    const/4 v9, 0

    const-string v5, "inversion"
    invoke-virtual {v5, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :not_inversion
    .line 11
    const-string v5, "T1"
    invoke-static {v5, v1, v2}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v6
    const-string v5, "T2"
    invoke-static {v5, v2, v1}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v7
    goto :start
    :not_inversion

    const-string v5, "ring3"
    invoke-virtual {v5, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :not_ring3
    .line 12
    const-string v5, "T1"
    invoke-static {v5, v1, v2}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v6
    const-string v5, "T2"
    invoke-static {v5, v2, v3}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v7
    const-string v5, "T3"
    invoke-static {v5, v3, v1}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v8
    goto :start
    :not_ring3

    const-string v5, "ring4"
    invoke-virtual {v5, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :not_ring4
    .line 13
    const-string v5, "T1"
    invoke-static {v5, v1, v2}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v6
    const-string v5, "T2"
    invoke-static {v5, v2, v3}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v7
    const-string v5, "T3"
    invoke-static {v5, v3, v4}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v8
    const-string v5, "T4"
    invoke-static {v5, v4, v1}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v9
    goto :start
    :not_ring4

    const-string v5, "wait"
    invoke-virtual {v5, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :not_wait
    .line 14
    const-string v5, "T1"
    invoke-static {v5, v1, v2}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v6
    const/4 v5, 1
    iput v5, v6, LMain$W;->mode:I
    const-string v5, "T2"
    invoke-static {v5, v1, v2}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v7
    const/4 v5, 5
    iput v5, v7, LMain$W;->pre:I
    const/4 v5, 0
    iput v5, v7, LMain$W;->nap:I
    goto :start
    :not_wait

    const-string v5, "unstick"
    invoke-virtual {v5, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :not_unstick
    .line 19
    const-string v5, "T0"
    invoke-static {v5, v3, v4}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v6
    const/4 v5, 0
    iput v5, v6, LMain$W;->nap:I
    const-string v5, "T1"
    invoke-static {v5, v1, v3}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v7
    const/4 v5, 0
    iput v5, v7, LMain$W;->nap:I
    const-string v5, "T2"
    invoke-static {v5, v2, v4}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v8
    iput-object v8, v7, LMain$W;->join:Ljava/lang/Thread;
    const/4 v5, 5
    iput v5, v8, LMain$W;->pre:I
    const/4 v5, 0
    iput v5, v8, LMain$W;->nap:I
    goto :start
    :not_unstick

    const-string v5, "starve"
    invoke-virtual {v5, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :unknown
    .line 15
    const-string v5, "T1"
    invoke-static {v5, v1, v3}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v6
    const/4 v5, 5
    iput v5, v6, LMain$W;->pre:I
    const-string v5, "T2"
    invoke-static {v5, v2, v4}, LMain;->w(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)LMain$W;
    move-result-object v7
    iput-object v3, v7, LMain$W;->outer:Ljava/lang/Object;
    const/16 v5, 20
    iput v5, v7, LMain$W;->hold:I
    const/4 v5, 0
    iput v5, v7, LMain$W;->nap:I
    goto :start

    :unknown
    new-instance v5, Ljava/lang/IllegalArgumentException;
    invoke-direct {v5, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v5

    :start
    .line 16
    invoke-static {v6}, LMain;->start(Ljava/lang/Thread;)V
    invoke-static {v7}, LMain;->start(Ljava/lang/Thread;)V
    invoke-static {v8}, LMain;->start(Ljava/lang/Thread;)V
    invoke-static {v9}, LMain;->start(Ljava/lang/Thread;)V
    .line 17
    invoke-static {v6}, LMain;->join(Ljava/lang/Thread;)V
    invoke-static {v7}, LMain;->join(Ljava/lang/Thread;)V
    invoke-static {v8}, LMain;->join(Ljava/lang/Thread;)V
    invoke-static {v9}, LMain;->join(Ljava/lang/Thread;)V
    .line 18
    sget-object v5, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v0, "done"
    invoke-virtual {v5, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static start(Ljava/lang/Thread;)V
    .registers 1
    if-eqz p0, :none
    invoke-virtual {p0}, Ljava/lang/Thread;->start()V
    :none
    return-void
.end method

.method static join(Ljava/lang/Thread;)V
    .registers 1
    if-eqz p0, :none
    invoke-virtual {p0}, Ljava/lang/Thread;->join()V
    :none
    return-void
.end method
