.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Objects whose class overrides finalize() are garbage like any other: 100000 pairs of
# them (each pair a reference cycle, each object with a 512-byte payload; about 110 MB in
# all) pass through a ring of 512 pairs under a 16 MiB heap. A collector that never frees
# finalizable objects runs out of memory; one that frees them while still reachable breaks
# the stamps checked when a pair leaves the ring. Whether finalizers run is not observed.
# The 1 ms sleep every 4096 pairs is for the JVM oracle only: HotSpot frees a finalizable
# object only after its finalizer thread has run, and without a pause that thread can fall
# behind far enough to exhaust the heap (about 1 run in 15).

.field static bad:I

# Checks a pair made for iteration i: ids, payload stamps, and the cycle.
.method static check(LFin;I)I
    .locals 4
    .line 20
    iget v0, p0, LFin;->id:I
    if-ne v0, p1, :bad
    iget-object v1, p0, LFin;->data:[I
    const/16 v2, 15
    aget v2, v1, v2
    mul-int/lit8 v3, p1, 3
    if-ne v2, v3, :bad
    .line 21
    iget-object v1, p0, LFin;->partner:LFin;
    iget v2, v1, LFin;->id:I
    not-int v3, p1
    if-ne v2, v3, :bad
    iget-object v2, v1, LFin;->data:[I
    const/4 v3, 0
    aget v2, v2, v3
    not-int v3, p1
    if-ne v2, v3, :bad
    .line 22
    iget-object v2, v1, LFin;->partner:LFin;
    if-ne v2, p0, :bad
    return v0
    :bad
    .line 23
    sget v0, LMain;->bad:I
    add-int/lit8 v0, v0, 1
    sput v0, LMain;->bad:I
    const/4 v0, 0
    return v0
.end method

.method static pair(I)LFin;
    .locals 3
    .line 30
    new-instance v0, LFin;
    invoke-direct {v0, p0}, LFin;-><init>(I)V
    new-instance v1, LFin;
    not-int v2, p0
    invoke-direct {v1, v2}, LFin;-><init>(I)V
    .line 31
    iput-object v1, v0, LFin;->partner:LFin;
    iput-object v0, v1, LFin;->partner:LFin;
    return-object v0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 10
    .line 40
    const/16 v0, 512
    new-array v0, v0, [LFin;
    const/4 v1, 0
    const v2, 150000
    const/4 v3, 0
    const/4 v4, 0
    :loop
    if-ge v1, v2, :loop_end
    .line 41
    and-int/lit16 v5, v1, 511
    aget-object v6, v0, v5
    if-eqz v6, :fresh
    .line 42
    add-int/lit16 v7, v1, -512
    invoke-static {v6, v7}, LMain;->check(LFin;I)I
    move-result v7
    mul-int/lit8 v3, v3, 31
    add-int/2addr v3, v7
    add-int/lit8 v4, v4, 1
    :fresh
    .line 43
    invoke-static {v1}, LMain;->pair(I)LFin;
    move-result-object v6
    aput-object v6, v0, v5
    .line 44
    and-int/lit16 v7, v1, 4095
    if-nez v7, :next
    const-wide/16 v6, 1
    invoke-static {v6, v7}, Ljava/lang/Thread;->sleep(J)V
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :loop_end
    .line 45
    const/4 v8, 0
    const/4 v9, 0
    :ring
    const/16 v5, 512
    if-ge v9, v5, :ring_end
    add-int/lit16 v7, v2, -512
    add-int/2addr v7, v9
    and-int/lit16 v5, v7, 511
    aget-object v6, v0, v5
    invoke-static {v6, v7}, LMain;->check(LFin;I)I
    move-result v7
    mul-int/lit8 v3, v3, 31
    add-int/2addr v3, v7
    add-int/lit8 v8, v8, 1
    add-int/lit8 v9, v9, 1
    goto :ring
    :ring_end
    .line 50
    sget-object v5, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v6, "finalizable pairs allocated: "
    invoke-virtual {v5, v6}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v5, v2}, Ljava/io/PrintStream;->println(I)V
    .line 51
    const-string v6, "checked on leaving the ring: "
    invoke-virtual {v5, v6}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v5, v4}, Ljava/io/PrintStream;->println(I)V
    const-string v6, "checked in the ring: "
    invoke-virtual {v5, v6}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v5, v8}, Ljava/io/PrintStream;->println(I)V
    .line 52
    const-string v6, "bad: "
    invoke-virtual {v5, v6}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v6, LMain;->bad:I
    invoke-virtual {v5, v6}, Ljava/io/PrintStream;->println(I)V
    const-string v6, "checksum: "
    invoke-virtual {v5, v6}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v5, v3}, Ljava/io/PrintStream;->println(I)V
    .line 53
    return-void
.end method
