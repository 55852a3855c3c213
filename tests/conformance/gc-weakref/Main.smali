.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# WeakReference under a collector: a strongly reachable referent survives System.gc();
# once unreachable it is cleared (System.gc() is retried up to 10 times, as the JVM only
# promises a best effort); in a 20000-node chain (about 6 MB) only the part no longer
# reachable from a live node is cleared, and the live part is intact; of 100 referents
# the 50 still held in an array survive and the other 50 are cleared; clear() empties a
# reference without touching the referent. Registers holding referents are nulled before
# each collection is asked for: each scenario builds its objects in a method of its own,
# so no frame of a running method (Dalvik register or JVM local) still holds a referent
# that the program has dropped.

.field static held:LPayload;

.method static isNull(Ljava/lang/ref/WeakReference;)Z
    .locals 1
    .line 10
    invoke-virtual {p0}, Ljava/lang/ref/WeakReference;->get()Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :set
    const/4 v0, 1
    return v0
    :set
    const/4 v0, 0
    return v0
.end method

.method static same(Ljava/lang/ref/WeakReference;Ljava/lang/Object;)Z
    .locals 1
    .line 15
    invoke-virtual {p0}, Ljava/lang/ref/WeakReference;->get()Ljava/lang/Object;
    move-result-object v0
    if-ne v0, p1, :differ
    const/4 v0, 1
    return v0
    :differ
    const/4 v0, 0
    return v0
.end method

.method static clearedAfterGc(Ljava/lang/ref/WeakReference;)Z
    .locals 2
    .line 20
    const/4 v0, 0
    :loop
    const/16 v1, 10
    if-ge v0, v1, :give_up
    .line 21
    invoke-static {}, Ljava/lang/System;->gc()V
    invoke-static {p0}, LMain;->isNull(Ljava/lang/ref/WeakReference;)Z
    move-result v1
    if-eqz v1, :again
    return v1
    :again
    add-int/lit8 v0, v0, 1
    goto :loop
    :give_up
    const/4 v0, 0
    return v0
.end method

# A chain of n payloads with ids n-1 (the head) down to 0.
.method static chain(I)LPayload;
    .locals 3
    .line 30
    const/4 v0, 0
    const/4 v1, 0
    :loop
    if-ge v1, p0, :done
    .line 31
    new-instance v2, LPayload;
    invoke-direct {v2, v1}, LPayload;-><init>(I)V
    iput-object v0, v2, LPayload;->next:LPayload;
    move-object v0, v2
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-object v0
.end method

.method static walk(LPayload;I)LPayload;
    .locals 0
    .line 35
    :loop
    if-lez p1, :done
    iget-object p0, p0, LPayload;->next:LPayload;
    add-int/lit8 p1, p1, -1
    goto :loop
    :done
    return-object p0
.end method

# Sum of id + data[0] over the chain from p, or -1 if a node's data was damaged.
.method static sum(LPayload;)I
    .locals 4
    .line 40
    const/4 v0, 0
    :loop
    if-eqz p0, :done
    .line 41
    iget v1, p0, LPayload;->id:I
    iget-object v2, p0, LPayload;->data:[I
    array-length v3, v2
    const/16 v2, 64
    if-ne v3, v2, :bad
    iget-object v2, p0, LPayload;->data:[I
    const/4 v3, 0
    aget v3, v2, v3
    add-int/2addr v0, v1
    add-int/2addr v0, v3
    iget-object p0, p0, LPayload;->next:LPayload;
    goto :loop
    :done
    return v0
    :bad
    const/4 v0, -1
    return v0
.end method

.method static count(LPayload;)I
    .locals 1
    .line 45
    const/4 v0, 0
    :loop
    if-eqz p0, :done
    add-int/lit8 v0, v0, 1
    iget-object p0, p0, LPayload;->next:LPayload;
    goto :loop
    :done
    return v0
.end method

.method static p(Ljava/lang/String;Z)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static p(Ljava/lang/String;I)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

# Builds the payload in this frame only, checks that it survives collections while held,
# and returns the reference once the payload is unreachable.
.method static keptWhileHeld()Ljava/lang/ref/WeakReference;
    .locals 4
    .line 50
    new-instance v0, LPayload;
    const/4 v1, 7
    invoke-direct {v0, v1}, LPayload;-><init>(I)V
    new-instance v1, Ljava/lang/ref/WeakReference;
    invoke-direct {v1, v0}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    .line 51
    invoke-static {}, Ljava/lang/System;->gc()V
    invoke-static {}, Ljava/lang/System;->gc()V
    .line 52
    const-string v2, "strongly reachable referent kept: "
    invoke-static {v1, v0}, LMain;->same(Ljava/lang/ref/WeakReference;Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->p(Ljava/lang/String;Z)V
    .line 53
    const-string v2, "its payload intact: "
    invoke-static {v0}, LMain;->sum(LPayload;)I
    move-result v3
    invoke-static {v2, v3}, LMain;->p(Ljava/lang/String;I)V
    return-object v1
.end method

# A 20000-node chain; keeps the node 10000 links from the head in `held` and returns weak
# references to the head, the held node and a node 5000 links further.
.method static buildChain()[Ljava/lang/ref/WeakReference;
    .locals 6
    .line 60
    const/16 v0, 20000
    invoke-static {v0}, LMain;->chain(I)LPayload;
    move-result-object v0
    const/16 v1, 10000
    invoke-static {v0, v1}, LMain;->walk(LPayload;I)LPayload;
    move-result-object v1
    sput-object v1, LMain;->held:LPayload;
    const/16 v2, 5000
    invoke-static {v1, v2}, LMain;->walk(LPayload;I)LPayload;
    move-result-object v2
    .line 61
    const/4 v3, 3
    new-array v3, v3, [Ljava/lang/ref/WeakReference;
    new-instance v4, Ljava/lang/ref/WeakReference;
    invoke-direct {v4, v0}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    const/4 v5, 0
    aput-object v4, v3, v5
    new-instance v4, Ljava/lang/ref/WeakReference;
    invoke-direct {v4, v1}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    const/4 v5, 1
    aput-object v4, v3, v5
    new-instance v4, Ljava/lang/ref/WeakReference;
    invoke-direct {v4, v2}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    const/4 v5, 2
    aput-object v4, v3, v5
    .line 62
    const-string v4, "whole chain: "
    invoke-static {v0}, LMain;->sum(LPayload;)I
    move-result v5
    invoke-static {v4, v5}, LMain;->p(Ljava/lang/String;I)V
    return-object v3
.end method

# Whether refs[1] still names `held` and refs[2] the node 5000 links after it.
.method static heldPartKept([Ljava/lang/ref/WeakReference;)Z
    .locals 4
    .line 65
    sget-object v0, LMain;->held:LPayload;
    const/4 v1, 1
    aget-object v1, p0, v1
    invoke-static {v1, v0}, LMain;->same(Ljava/lang/ref/WeakReference;Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :no
    .line 66
    const/16 v1, 5000
    invoke-static {v0, v1}, LMain;->walk(LPayload;I)LPayload;
    move-result-object v1
    const/4 v3, 2
    aget-object v3, p0, v3
    invoke-static {v3, v1}, LMain;->same(Ljava/lang/ref/WeakReference;Ljava/lang/Object;)Z
    move-result v2
    :no
    return v2
.end method

# 100 referents (int[]{i}); the even ones are also stored in keep.
.method static makeRefs([Ljava/lang/Object;)[Ljava/lang/ref/WeakReference;
    .locals 5
    .line 70
    array-length v0, p0
    new-array v1, v0, [Ljava/lang/ref/WeakReference;
    const/4 v2, 0
    :make
    if-ge v2, v0, :made
    .line 71
    const/4 v3, 1
    new-array v3, v3, [I
    const/4 v4, 0
    aput v2, v3, v4
    new-instance v4, Ljava/lang/ref/WeakReference;
    invoke-direct {v4, v3}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    aput-object v4, v1, v2
    .line 72
    rem-int/lit8 v4, v2, 2
    if-nez v4, :odd
    aput-object v3, p0, v2
    :odd
    add-int/lit8 v2, v2, 1
    goto :make
    :made
    return-object v1
.end method

# Counts refs[i] that are cleared where keep[i] is null (want_kept false), or that still
# name keep[i] with its content i intact (want_kept true).
.method static tally([Ljava/lang/ref/WeakReference;[Ljava/lang/Object;Z)I
    .locals 6
    .line 75
    const/4 v0, 0
    const/4 v1, 0
    array-length v2, p0
    :scan
    if-ge v1, v2, :done
    aget-object v3, p0, v1
    aget-object v4, p1, v1
    if-nez v4, :held
    .line 76
    if-nez p2, :next
    invoke-static {v3}, LMain;->isNull(Ljava/lang/ref/WeakReference;)Z
    move-result v5
    if-eqz v5, :next
    add-int/lit8 v0, v0, 1
    goto :next
    :held
    .line 77
    if-eqz p2, :next
    invoke-static {v3, v4}, LMain;->same(Ljava/lang/ref/WeakReference;Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :next
    check-cast v4, [I
    const/4 v5, 0
    aget v5, v4, v5
    if-ne v5, v1, :next
    add-int/lit8 v0, v0, 1
    :next
    add-int/lit8 v1, v1, 1
    goto :scan
    :done
    return v0
.end method

# A held payload whose reference is cleared by clear(): prints the payload's sum when the
# reference stays empty across a collection, -1 otherwise.
.method static clearKeepsReferent()V
    .locals 4
    .line 85
    new-instance v0, LPayload;
    const/16 v1, 42
    invoke-direct {v0, v1}, LPayload;-><init>(I)V
    new-instance v1, Ljava/lang/ref/WeakReference;
    invoke-direct {v1, v0}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    invoke-virtual {v1}, Ljava/lang/ref/WeakReference;->clear()V
    .line 86
    const-string v2, "clear() empties the reference: "
    invoke-static {v1}, LMain;->isNull(Ljava/lang/ref/WeakReference;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->p(Ljava/lang/String;Z)V
    .line 87
    invoke-static {}, Ljava/lang/System;->gc()V
    const-string v2, "still empty after gc, referent alive: "
    invoke-static {v1}, LMain;->isNull(Ljava/lang/ref/WeakReference;)Z
    move-result v3
    if-eqz v3, :refilled
    invoke-static {v0}, LMain;->sum(LPayload;)I
    move-result v3
    goto :show
    :refilled
    const/4 v3, -1
    :show
    invoke-static {v2, v3}, LMain;->p(Ljava/lang/String;I)V
    return-void
.end method

.method static printHeldPart()V
    .locals 3
    .line 90
    sget-object v0, LMain;->held:LPayload;
    const-string v1, "held part, nodes: "
    invoke-static {v0}, LMain;->count(LPayload;)I
    move-result v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;I)V
    .line 91
    const-string v1, "held part, sum: "
    invoke-static {v0}, LMain;->sum(LPayload;)I
    move-result v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;I)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 8
    .line 100
    invoke-static {}, LMain;->keptWhileHeld()Ljava/lang/ref/WeakReference;
    move-result-object v0
    .line 101
    const-string v1, "unreachable referent cleared: "
    invoke-static {v0}, LMain;->clearedAfterGc(Ljava/lang/ref/WeakReference;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Z)V

    .line 103
    invoke-static {}, LMain;->buildChain()[Ljava/lang/ref/WeakReference;
    move-result-object v0
    .line 104
    const-string v1, "chain head cleared while a later node is held: "
    const/4 v3, 0
    aget-object v3, v0, v3
    invoke-static {v3}, LMain;->clearedAfterGc(Ljava/lang/ref/WeakReference;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Z)V
    .line 105
    const-string v1, "held node and a node reachable from it kept: "
    invoke-static {v0}, LMain;->heldPartKept([Ljava/lang/ref/WeakReference;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Z)V
    .line 106
    invoke-static {}, LMain;->printHeldPart()V
    .line 107
    const/4 v3, 0
    sput-object v3, LMain;->held:LPayload;
    const-string v1, "rest of the chain cleared once dropped: "
    const/4 v3, 1
    aget-object v3, v0, v3
    invoke-static {v3}, LMain;->clearedAfterGc(Ljava/lang/ref/WeakReference;)Z
    move-result v2
    const/4 v3, 2
    aget-object v3, v0, v3
    invoke-static {v3}, LMain;->clearedAfterGc(Ljava/lang/ref/WeakReference;)Z
    move-result v4
    and-int/2addr v2, v4
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Z)V

    .line 110
    const/16 v0, 100
    new-array v5, v0, [Ljava/lang/Object;
    invoke-static {v5}, LMain;->makeRefs([Ljava/lang/Object;)[Ljava/lang/ref/WeakReference;
    move-result-object v6
    .line 111
    const/4 v7, 0
    const/4 v2, 0
    :gc_loop
    const/16 v1, 10
    if-ge v7, v1, :gc_done
    invoke-static {}, Ljava/lang/System;->gc()V
    const/4 v1, 0
    invoke-static {v6, v5, v1}, LMain;->tally([Ljava/lang/ref/WeakReference;[Ljava/lang/Object;Z)I
    move-result v2
    const/16 v1, 50
    if-eq v2, v1, :gc_done
    add-int/lit8 v7, v7, 1
    goto :gc_loop
    :gc_done
    .line 112
    const-string v1, "unheld referents cleared: "
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;I)V
    const-string v1, "held referents kept intact: "
    const/4 v3, 1
    invoke-static {v6, v5, v3}, LMain;->tally([Ljava/lang/ref/WeakReference;[Ljava/lang/Object;Z)I
    move-result v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;I)V

    .line 115
    invoke-static {}, LMain;->clearKeepsReferent()V
    .line 116
    new-instance v0, Ljava/lang/ref/WeakReference;
    const/4 v1, 0
    invoke-direct {v0, v1}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    invoke-static {}, Ljava/lang/System;->gc()V
    const-string v1, "null referent: "
    invoke-static {v0}, LMain;->isNull(Ljava/lang/ref/WeakReference;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Z)V
    .line 117
    return-void
.end method
