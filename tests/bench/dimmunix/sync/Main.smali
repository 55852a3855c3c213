.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Main T N OUT IN: T threads x N synchronized blocks on random locks, OUT busy-loop
# iterations before each block and IN inside it (see ../README.md).
# Main DEADLOCK: the two-site lock inversion that teaches the harness the positions.

.field static locks:[Ljava/lang/Object;
.field static counts:[I
.field static outside:I
.field static inside:I

.method public static main([Ljava/lang/String;)V
    .registers 10
    const/4 v0, 0x0
    aget-object v1, p0, v0
    const-string v2, "DEADLOCK"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :bench
    invoke-static {}, LMain;->deadlock()V
    return-void
    :bench
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    const/4 v2, 0x1
    aget-object v2, p0, v2
    invoke-static {v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v2
    const/4 v3, 0x2
    aget-object v3, p0, v3
    invoke-static {v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v3
    sput v3, LMain;->outside:I
    const/4 v3, 0x3
    aget-object v3, p0, v3
    invoke-static {v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v3
    sput v3, LMain;->inside:I
    # 64 locks and their counters
    const/16 v3, 0x40
    new-array v4, v3, [Ljava/lang/Object;
    sput-object v4, LMain;->locks:[Ljava/lang/Object;
    new-array v5, v3, [I
    sput-object v5, LMain;->counts:[I
    const/4 v6, 0x0
    :mk
    if-ge v6, v3, :made
    new-instance v7, Ljava/lang/Object;
    invoke-direct {v7}, Ljava/lang/Object;-><init>()V
    aput-object v7, v4, v6
    add-int/lit8 v6, v6, 0x1
    goto :mk
    :made
    new-array v4, v1, [LMain$W;
    const/4 v6, 0x0
    :spawn
    if-ge v6, v1, :spawned
    new-instance v7, LMain$W;
    invoke-direct {v7, v6, v2}, LMain$W;-><init>(II)V
    aput-object v7, v4, v6
    invoke-virtual {v7}, Ljava/lang/Thread;->start()V
    add-int/lit8 v6, v6, 0x1
    goto :spawn
    :spawned
    const/4 v6, 0x0
    :join
    if-ge v6, v1, :joined
    aget-object v7, v4, v6
    invoke-virtual {v7}, Ljava/lang/Thread;->join()V
    add-int/lit8 v6, v6, 0x1
    goto :join
    :joined
    const/4 v6, 0x0
    const/4 v7, 0x0
    :sum
    if-ge v6, v3, :summed
    aget v8, v5, v6
    add-int/2addr v7, v8
    add-int/lit8 v6, v6, 0x1
    goto :sum
    :summed
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V
    const-string v9, "syncs="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    mul-int v9, v1, v2
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v9, " sum="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v8
    sget-object v9, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v9, v8}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# Two threads: one enters site 0 on lock A then site 1 on lock B, the other site 0 on B
# then site 1 on A, with a pause in between, so they deadlock.
.method static deadlock()V
    .registers 6
    const/4 v0, 0x2
    new-array v1, v0, [Ljava/lang/Object;
    sput-object v1, LMain;->locks:[Ljava/lang/Object;
    new-array v2, v0, [I
    sput-object v2, LMain;->counts:[I
    new-instance v2, Ljava/lang/Object;
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    const/4 v3, 0x0
    aput-object v2, v1, v3
    new-instance v2, Ljava/lang/Object;
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    const/4 v3, 0x1
    aput-object v2, v1, v3
    new-instance v2, LMain$W;
    const/4 v3, -0x1
    const/4 v4, 0x0
    invoke-direct {v2, v3, v4}, LMain$W;-><init>(II)V
    new-instance v3, LMain$W;
    const/4 v4, -0x2
    const/4 v5, 0x0
    invoke-direct {v3, v4, v5}, LMain$W;-><init>(II)V
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    return-void
.end method
