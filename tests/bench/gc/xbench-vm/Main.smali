.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# 0xBench "VM"-style garbage workload; Main.java is the readable form. Arguments: ROUNDS
# WINDOW. Each round builds a string of 32 "item<r+i>," parts, concatenates 16 numbers
# with String.concat, churns a 64-cell list, fills a HashMap<Integer,String> with 32
# substrings and reads them back through an Object[32]; all of it feeds one hash. The
# last WINDOW rounds' maps stay live in a ring and are checked at the end.

.method public static main([Ljava/lang/String;)V
    .registers 20
    # v0 rounds, v1 window, v2 keep, v3 h, v4 r, v5 i, v6 sb/s, v7 scratch, v8 scratch,
    # v9 c/list/m, v10 sum, v11 arr, v12 scratch, v13 out
    const/4 v7, 0
    aget-object v7, p0, v7
    invoke-static {v7}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    const/4 v7, 1
    aget-object v7, p0, v7
    invoke-static {v7}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    new-array v2, v1, [Ljava/lang/Object;
    const/4 v3, 0
    const/4 v4, 0
    :round
    if-ge v4, v0, :round_end

    # String building.
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v5, 0
    :sb
    const/16 v7, 32
    if-ge v5, v7, :sb_end
    const-string v7, "item"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    add-int v7, v4, v5
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v7, 44
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v5, v5, 1
    goto :sb
    :sb_end
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v6
    mul-int/lit8 v3, v3, 31
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v7
    add-int/2addr v3, v7

    # Concatenation: every step copies the whole string so far.
    const-string v9, ""
    const/4 v5, 0
    :concat
    const/16 v7, 16
    if-ge v5, v7, :concat_end
    mul-int v7, v5, v4
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v9, v7}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    add-int/lit8 v5, v5, 1
    goto :concat
    :concat_end
    mul-int/lit8 v3, v3, 31
    invoke-virtual {v9}, Ljava/lang/String;->length()I
    move-result v7
    add-int/2addr v3, v7

    # Small-object churn.
    const/4 v9, 0
    const/4 v5, 0
    :cells
    const/16 v7, 64
    if-ge v5, v7, :cells_end
    new-instance v8, LCell;
    xor-int v7, v5, v4
    invoke-direct {v8, v7, v9}, LCell;-><init>(ILCell;)V
    move-object v9, v8
    add-int/lit8 v5, v5, 1
    goto :cells
    :cells_end
    const/4 v10, 0
    :walk
    if-eqz v9, :walk_end
    iget v7, v9, LCell;->v:I
    add-int/2addr v10, v7
    iget-object v9, v9, LCell;->next:LCell;
    goto :walk
    :walk_end
    mul-int/lit8 v3, v3, 31
    add-int/2addr v3, v10

    # A map of Integer -> substring, read back through an Object[].
    new-instance v9, Ljava/util/HashMap;
    invoke-direct {v9}, Ljava/util/HashMap;-><init>()V
    const/4 v5, 0
    :put
    const/16 v7, 32
    if-ge v5, v7, :put_end
    mul-int/lit8 v7, v4, 32
    add-int/2addr v7, v5
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v7
    add-int/lit8 v8, v5, 8
    invoke-virtual {v6, v5, v8}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v8
    invoke-virtual {v9, v7, v8}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    add-int/lit8 v5, v5, 1
    goto :put
    :put_end
    const/16 v7, 32
    new-array v11, v7, [Ljava/lang/Object;
    const/4 v5, 0
    :get
    const/16 v7, 32
    if-ge v5, v7, :get_end
    mul-int/lit8 v7, v5, 7
    rem-int/lit8 v7, v7, 32
    mul-int/lit8 v8, v4, 32
    add-int/2addr v7, v8
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v7
    invoke-virtual {v9, v7}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    aput-object v7, v11, v5
    add-int/lit8 v5, v5, 1
    goto :get
    :get_end
    const/4 v5, 0
    :hash
    const/16 v7, 32
    if-ge v5, v7, :hash_end
    aget-object v7, v11, v5
    check-cast v7, Ljava/lang/String;
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v7
    mul-int/lit8 v3, v3, 31
    add-int/2addr v3, v7
    add-int/lit8 v5, v5, 1
    goto :hash
    :hash_end
    mul-int/lit8 v3, v3, 31
    invoke-virtual {v9}, Ljava/util/HashMap;->size()I
    move-result v7
    add-int/2addr v3, v7
    rem-int v7, v4, v1
    aput-object v9, v2, v7
    add-int/lit8 v4, v4, 1
    goto :round
    :round_end

    # The live ring: slot j holds the map of the last round r with r % window == j.
    # v4 live, v10 k, v5 j, v9 m
    const/4 v4, 0
    const/4 v10, 0
    const/4 v5, 0
    :ring
    if-ge v5, v1, :ring_end
    aget-object v9, v2, v5
    check-cast v9, Ljava/util/HashMap;
    if-eqz v9, :ring_next
    add-int/lit8 v4, v4, 1
    add-int/lit8 v7, v0, -1
    sub-int v8, v7, v5
    rem-int/2addr v8, v1
    sub-int/2addr v7, v8
    mul-int/lit8 v7, v7, 32
    add-int/lit8 v7, v7, 5
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v7
    invoke-virtual {v9, v7}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    check-cast v7, Ljava/lang/String;
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v7
    invoke-virtual {v9}, Ljava/util/HashMap;->size()I
    move-result v8
    add-int/2addr v7, v8
    mul-int/lit8 v10, v10, 31
    add-int/2addr v10, v7
    :ring_next
    add-int/lit8 v5, v5, 1
    goto :ring
    :ring_end

    sget-object v13, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v7, "rounds "
    invoke-virtual {v13, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v13, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v7, " hash "
    invoke-virtual {v13, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v13, v3}, Ljava/io/PrintStream;->println(I)V
    const-string v7, "live maps "
    invoke-virtual {v13, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v13, v4}, Ljava/io/PrintStream;->print(I)V
    const-string v7, " hash "
    invoke-virtual {v13, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v13, v10}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
