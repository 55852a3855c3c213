.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Allocation churn through a small live set; Main.java is the readable form. Arguments:
# N LIVE. N iterations each allocate two nodes and an int[2 + (i & 7)] into slot
# i % LIVE of a ring, hashing the cluster they replace; prints "churn N hash H".

.method public static main([Ljava/lang/String;)V
    .registers 16
    # v0 n, v1 live, v2 ring, v3 h, v4 i, v5 d, v6 a, v7 b, v8 s, v9 old, v10-v12 scratch
    const/4 v10, 0
    aget-object v10, p0, v10
    invoke-static {v10}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    const/4 v10, 1
    aget-object v10, p0, v10
    invoke-static {v10}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    new-array v2, v1, [LNode;
    const/4 v3, 0
    const/4 v4, 0
    :loop
    if-ge v4, v0, :loop_end
    and-int/lit8 v10, v4, 7
    add-int/lit8 v10, v10, 2
    new-array v5, v10, [I
    const/4 v11, 0
    aput v4, v5, v11
    add-int/lit8 v10, v10, -1
    shr-int/lit8 v11, v4, 3
    aput v11, v5, v10
    new-instance v7, LNode;
    const/16 v10, 0x5a5a
    xor-int/2addr v10, v4
    const/4 v11, 0
    invoke-direct {v7, v10, v11, v11}, LNode;-><init>(ILNode;[I)V
    new-instance v6, LNode;
    invoke-direct {v6, v4, v7, v5}, LNode;-><init>(ILNode;[I)V
    rem-int v8, v4, v1
    aget-object v9, v2, v8
    if-eqz v9, :store
    mul-int/lit8 v3, v3, 31
    iget v10, v9, LNode;->v:I
    add-int/2addr v3, v10
    iget-object v10, v9, LNode;->next:LNode;
    iget v10, v10, LNode;->v:I
    add-int/2addr v3, v10
    iget-object v10, v9, LNode;->data:[I
    const/4 v11, 0
    aget v11, v10, v11
    add-int/2addr v3, v11
    array-length v11, v10
    add-int/lit8 v11, v11, -1
    aget v11, v10, v11
    add-int/2addr v3, v11
    :store
    aput-object v6, v2, v8
    add-int/lit8 v4, v4, 1
    goto :loop
    :loop_end
    const/4 v8, 0
    :ring
    if-ge v8, v1, :ring_end
    aget-object v6, v2, v8
    if-eqz v6, :ring_next
    mul-int/lit8 v3, v3, 31
    iget v10, v6, LNode;->v:I
    add-int/2addr v3, v10
    iget-object v10, v6, LNode;->next:LNode;
    iget v10, v10, LNode;->v:I
    add-int/2addr v3, v10
    iget-object v10, v6, LNode;->data:[I
    array-length v10, v10
    add-int/2addr v3, v10
    :ring_next
    add-int/lit8 v8, v8, 1
    goto :ring
    :ring_end
    sget-object v12, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v10, "churn "
    invoke-virtual {v12, v10}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v12, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v10, " hash "
    invoke-virtual {v12, v10}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v12, v3}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
