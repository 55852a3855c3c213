.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Bounded buffer (capacity 4) with wait()/notifyAll(): 3 producers x 500 items, 2
# consumers. Item = producer * 1000 + i (i = 1..500); -1 is the stop marker, put once
# per consumer after all producers are joined. Each consumer also checks that it sees
# every producer's items in increasing order (the buffer is FIFO).

.method public static main([Ljava/lang/String;)V
    .locals 10

    .line 10
    new-instance v0, LMain$Buffer;
    invoke-direct {v0}, LMain$Buffer;-><init>()V

    .line 11
    const/4 v9, 2
    new-array v1, v9, [LMain$Consumer;
    new-array v2, v9, [Ljava/lang/Thread;
    const/4 v3, 0
    :cloop
    if-ge v3, v9, :cdone
    new-instance v4, LMain$Consumer;
    invoke-direct {v4, v0}, LMain$Consumer;-><init>(LMain$Buffer;)V
    aput-object v4, v1, v3
    new-instance v5, Ljava/lang/Thread;
    invoke-direct {v5, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    aput-object v5, v2, v3
    invoke-virtual {v5}, Ljava/lang/Thread;->start()V
    add-int/lit8 v3, v3, 1
    goto :cloop
    :cdone

    .line 12
    const/4 v8, 3
    new-array v6, v8, [Ljava/lang/Thread;
    const/4 v3, 0
    :ploop
    if-ge v3, v8, :pdone
    new-instance v4, LMain$Producer;
    invoke-direct {v4, v0, v3}, LMain$Producer;-><init>(LMain$Buffer;I)V
    new-instance v5, Ljava/lang/Thread;
    invoke-direct {v5, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    aput-object v5, v6, v3
    invoke-virtual {v5}, Ljava/lang/Thread;->start()V
    add-int/lit8 v3, v3, 1
    goto :ploop
    :pdone

    .line 13
    const/4 v3, 0
    :pjoin
    if-ge v3, v8, :pjoined
    aget-object v5, v6, v3
    invoke-virtual {v5}, Ljava/lang/Thread;->join()V
    add-int/lit8 v3, v3, 1
    goto :pjoin
    :pjoined
    const-string v4, "producers joined"
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V

    .line 14
    const/4 v3, 0
    const/4 v4, -1
    :stop
    if-ge v3, v9, :stopped
    invoke-virtual {v0, v4}, LMain$Buffer;->put(I)V
    add-int/lit8 v3, v3, 1
    goto :stop
    :stopped
    const/4 v3, 0
    :cjoin
    if-ge v3, v9, :cjoined
    aget-object v5, v2, v3
    invoke-virtual {v5}, Ljava/lang/Thread;->join()V
    add-int/lit8 v3, v3, 1
    goto :cjoin
    :cjoined
    const-string v4, "consumers joined"
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V

    .line 15
    # Totals over both consumers: v3 count, v4 sum, v5 order violations.
    const/4 v3, 0
    const/4 v4, 0
    const/4 v5, 0
    const/4 v7, 0
    :tot
    if-ge v7, v9, :totd
    aget-object v6, v1, v7
    iget v8, v6, LMain$Consumer;->count:I
    add-int/2addr v3, v8
    iget v8, v6, LMain$Consumer;->sum:I
    add-int/2addr v4, v8
    iget v8, v6, LMain$Consumer;->bad:I
    add-int/2addr v5, v8
    add-int/lit8 v7, v7, 1
    goto :tot
    :totd
    const-string v6, "consumed count"
    invoke-static {v6, v3}, LMain;->kv(Ljava/lang/String;I)V
    const-string v6, "consumed sum"
    invoke-static {v6, v4}, LMain;->kv(Ljava/lang/String;I)V
    const-string v6, "per-producer order violations"
    invoke-static {v6, v5}, LMain;->kv(Ljava/lang/String;I)V

    .line 16
    # Expected totals, computed the way the producers generate items.
    const/4 v6, 0
    const/4 v7, 0
    const/4 v8, 0
    :ep
    const/4 v0, 3
    if-ge v6, v0, :epd
    const/4 v9, 1
    :ei
    const/16 v0, 500
    if-gt v9, v0, :eid
    mul-int/lit16 v0, v6, 1000
    add-int/2addr v0, v9
    add-int/2addr v7, v0
    add-int/lit8 v8, v8, 1
    add-int/lit8 v9, v9, 1
    goto :ei
    :eid
    add-int/lit8 v6, v6, 1
    goto :ep
    :epd
    const-string v6, "count equals expected"
    if-ne v3, v8, :cbad
    const/4 v0, 1
    goto :cprint
    :cbad
    const/4 v0, 0
    :cprint
    invoke-static {v6, v0}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v6, "sum equals expected"
    if-ne v4, v7, :sbad
    const/4 v0, 1
    goto :sprint
    :sbad
    const/4 v0, 0
    :sprint
    invoke-static {v6, v0}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
.end method

# ---- printing helpers ----

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;I)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;Z)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

# Prints "label: <class name of o>" (messages differ between the JVM and Dalvik)
.method static cn(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 3
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
