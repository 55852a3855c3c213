.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Allocation churn under a 16 MiB heap: 75000 int[1024] arrays (about 300 MB in all)
# pass through a ring of 1024 slots, so about 4 MiB stays live while the rest becomes
# garbage. Every array is stamped at three places when made (after checking the fresh
# array reads as zeros, including memory a collector has reused) and re-checked when it
# leaves the ring, so a collector that frees a live array or hands out dirty memory shows
# up as a non-zero "bad" count or a different checksum. Short-lived int arrays of 1..97
# elements are mixed in to vary the request sizes.

.field static bad:I

.method static idx(I)I
    .locals 1
    .line 10
    const/16 v0, 1021
    rem-int v0, p0, v0
    add-int/lit8 v0, v0, 1
    return v0
.end method

.method static make(I)[I
    .locals 4
    .line 20
    const/16 v0, 1024
    new-array v0, v0, [I
    .line 21
    invoke-static {p0}, LMain;->idx(I)I
    move-result v1
    .line 22
    const/4 v2, 0
    aget v3, v0, v2
    if-nez v3, :dirty
    aget v3, v0, v1
    if-nez v3, :dirty
    const/16 v2, 1023
    aget v3, v0, v2
    if-eqz v3, :stamp
    :dirty
    .line 23
    sget v3, LMain;->bad:I
    add-int/lit8 v3, v3, 1
    sput v3, LMain;->bad:I
    :stamp
    .line 24
    const/4 v2, 0
    aput p0, v0, v2
    const v3, 0x5a5a5a5a
    xor-int/2addr v3, p0
    aput v3, v0, v1
    mul-int/lit8 v3, p0, 31
    add-int/lit8 v3, v3, 7
    const/16 v2, 1023
    aput v3, v0, v2
    .line 25
    return-object v0
.end method

# Checks the stamps of the array made for iteration p1 and returns its middle stamp.
.method static check([II)I
    .locals 4
    .line 30
    invoke-static {p1}, LMain;->idx(I)I
    move-result v0
    .line 31
    array-length v1, p0
    const/16 v2, 1024
    if-ne v1, v2, :bad
    const/4 v2, 0
    aget v3, p0, v2
    if-ne v3, p1, :bad
    aget v1, p0, v0
    const v3, 0x5a5a5a5a
    xor-int/2addr v3, p1
    if-ne v1, v3, :bad
    mul-int/lit8 v3, p1, 31
    add-int/lit8 v3, v3, 7
    const/16 v2, 1023
    aget v1, p0, v2
    if-ne v1, v3, :bad
    const/16 v2, 1022
    aget v1, p0, v2
    if-eqz v1, :ok
    :bad
    .line 32
    sget v1, LMain;->bad:I
    add-int/lit8 v1, v1, 1
    sput v1, LMain;->bad:I
    :ok
    .line 33
    aget v1, p0, v0
    return v1
.end method

.method public static main([Ljava/lang/String;)V
    .locals 12
    .line 40
    const/16 v0, 1024
    new-array v0, v0, [[I
    .line 41
    const/4 v1, 0
    const/4 v7, 0
    const/4 v9, 0
    const v10, 75000
    :loop
    if-ge v1, v10, :loop_end
    .line 42
    and-int/lit16 v2, v1, 1023
    aget-object v3, v0, v2
    if-eqz v3, :fresh
    .line 43
    add-int/lit16 v4, v1, -1024
    invoke-static {v3, v4}, LMain;->check([II)I
    move-result v5
    mul-int/lit8 v9, v9, 31
    add-int/2addr v9, v5
    add-int/lit8 v7, v7, 1
    :fresh
    .line 44
    invoke-static {v1}, LMain;->make(I)[I
    move-result-object v3
    aput-object v3, v0, v2
    const/4 v3, 0
    .line 45
    const/16 v5, 97
    rem-int v5, v1, v5
    add-int/lit8 v5, v5, 1
    new-array v12, v5, [I
    .line 46
    add-int/lit8 v6, v5, -1
    aget v6, v12, v6
    if-eqz v6, :tmp_clean
    sget v6, LMain;->bad:I
    add-int/lit8 v6, v6, 1
    sput v6, LMain;->bad:I
    :tmp_clean
    .line 47
    rem-int v6, v1, v5
    aput v1, v12, v6
    add-int/2addr v9, v5
    add-int/lit8 v1, v1, 1
    goto :loop
    :loop_end
    .line 50
    const/4 v8, 0
    const/4 v11, 0
    :ring
    const/16 v2, 1024
    if-ge v11, v2, :ring_end
    .line 51
    add-int/lit16 v4, v10, -1024
    add-int/2addr v4, v11
    and-int/lit16 v2, v4, 1023
    aget-object v3, v0, v2
    if-eqz v3, :ring_next
    invoke-static {v3, v4}, LMain;->check([II)I
    move-result v5
    mul-int/lit8 v9, v9, 31
    add-int/2addr v9, v5
    add-int/lit8 v8, v8, 1
    :ring_next
    add-int/lit8 v11, v11, 1
    goto :ring
    :ring_end
    .line 55
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "allocated "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, " arrays of 1024 ints"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 56
    const-string v4, "evicted and checked: "
    invoke-virtual {v2, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v2, v7}, Ljava/io/PrintStream;->println(I)V
    .line 57
    const-string v4, "still in the ring: "
    invoke-virtual {v2, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v2, v8}, Ljava/io/PrintStream;->println(I)V
    .line 58
    const-string v4, "bad: "
    invoke-virtual {v2, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v5, LMain;->bad:I
    invoke-virtual {v2, v5}, Ljava/io/PrintStream;->println(I)V
    .line 59
    const-string v4, "checksum: "
    invoke-virtual {v2, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v2, v9}, Ljava/io/PrintStream;->println(I)V
    .line 60
    return-void
.end method
