# sor: SciMark 2.0 SOR kernel. Jacobi successive over-relaxation (omega = 1.25) on an
# N x N double[][] grid, updating the interior in place, CYCLES sweeps.
.class public LMain;
.super Ljava/lang/Object;

.method static execute(D[[DI)V
    .locals 26
    # ints and references in v0-v15 (4-bit operands), doubles in v16-v25
    move-object/from16 v0, p2  # g
    move/from16 v11, p3        # cycles
    array-length v1, v0        # m
    const/4 v12, 0
    aget-object v13, v0, v12
    array-length v2, v13       # n
    const-wide v22, 0.25
    mul-double v16, p0, v22    # omega_over_four
    const-wide v22, 1.0
    sub-double v18, v22, p0    # one_minus_omega
    add-int/lit8 v3, v1, -1    # Mm1
    add-int/lit8 v4, v2, -1    # Nm1
    const/4 v5, 0              # p
  :ploop
    if-ge v5, v11, :done
    const/4 v6, 1              # i
  :iloop
    if-ge v6, v3, :inext
    aget-object v7, v0, v6     # Gi
    add-int/lit8 v12, v6, -1
    aget-object v8, v0, v12    # Gim1
    add-int/lit8 v12, v6, 1
    aget-object v9, v0, v12    # Gip1
    const/4 v10, 1             # j
  :jloop
    if-ge v10, v4, :jdone
    aget-wide v20, v8, v10
    aget-wide v22, v9, v10
    add-double v20, v20, v22
    add-int/lit8 v12, v10, -1
    aget-wide v22, v7, v12
    add-double v20, v20, v22
    add-int/lit8 v12, v10, 1
    aget-wide v22, v7, v12
    add-double v20, v20, v22
    mul-double v20, v16, v20
    aget-wide v22, v7, v10
    mul-double v22, v18, v22
    add-double v20, v20, v22
    aput-wide v20, v7, v10
    add-int/lit8 v10, v10, 1
    goto :jloop
  :jdone
    add-int/lit8 v6, v6, 1
    goto :iloop
  :inext
    add-int/lit8 v5, v5, 1
    goto :ploop
  :done
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 14
    # v0 = sweeps (full size; "quick" selects the smoke-test size); N = 100
    const/16 v0, 1500
    invoke-static {p0}, LMain;->isQuick([Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :sized
    const/4 v0, 3
  :sized
    new-instance v1, LRng;
    const-wide v2, 101010L
    invoke-direct {v1, v2, v3}, LRng;-><init>(J)V
    const/16 v4, 100           # N
    new-array v5, v4, [[D      # G
    const/4 v6, 0
  :rows
    if-ge v6, v4, :rowsdone
    new-array v7, v4, [D
    aput-object v7, v5, v6
    const/4 v8, 0
  :cols
    if-ge v8, v4, :colsdone
    invoke-virtual {v1}, LRng;->next()D
    move-result-wide v2
    aput-wide v2, v7, v8
    add-int/lit8 v8, v8, 1
    goto :cols
  :colsdone
    add-int/lit8 v6, v6, 1
    goto :rows
  :rowsdone
    const-wide v2, 1.25
    invoke-static {v2, v3, v5, v0}, LMain;->execute(D[[DI)V
    const-wide v9, 0.0         # sum
    const/4 v6, 0
  :srows
    if-ge v6, v4, :sdone
    aget-object v7, v5, v6
    const/4 v8, 0
  :scols
    if-ge v8, v4, :scolsdone
    aget-wide v2, v7, v8
    add-double/2addr v9, v2
    add-int/lit8 v8, v8, 1
    goto :scols
  :scolsdone
    add-int/lit8 v6, v6, 1
    goto :srows
  :sdone
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v11, "sor n="
    invoke-virtual {v1, v11}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v4}, Ljava/io/PrintStream;->print(I)V
    const-string v11, " cycles="
    invoke-virtual {v1, v11}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v11, " sum="
    invoke-virtual {v1, v11}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v9, v10}, Ljava/io/PrintStream;->print(D)V
    const-string v11, " center="
    invoke-virtual {v1, v11}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    div-int/lit8 v6, v4, 2
    aget-object v7, v5, v6
    aget-wide v2, v7, v6
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

# True when the first argument is "quick" (the smoke-test size).
.method static isQuick([Ljava/lang/String;)Z
    .locals 2
    array-length v0, p0
    if-eqz v0, :no
    const/4 v0, 0
    aget-object v0, p0, v0
    const-string v1, "quick"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
  :no
    const/4 v0, 0
    return v0
.end method
