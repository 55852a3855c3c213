# lu: SciMark 2.0 LU kernel. In-place LU factorization with partial pivoting of a dense
# N x N double[][] (rows are swapped as references); each cycle copies the original
# matrix and factors the copy.
.class public LMain;
.super Ljava/lang/Object;

# b[i][j] = a[i][j]
.method static copy([[D[[D)V
    .locals 8
    array-length v0, p1        # M
    const/4 v1, 0
    aget-object v2, p1, v1
    array-length v1, v2        # N
    const/4 v2, 0              # i
  :iloop
    if-ge v2, v0, :done
    aget-object v3, p0, v2
    aget-object v4, p1, v2
    const/4 v5, 0              # j
  :jloop
    if-ge v5, v1, :jdone
    aget-wide v6, v4, v5
    aput-wide v6, v3, v5
    add-int/lit8 v5, v5, 1
    goto :jloop
  :jdone
    add-int/lit8 v2, v2, 1
    goto :iloop
  :done
    return-void
.end method

# Factors a in place, recording row swaps in pivot; returns 1 on a zero pivot, else 0.
.method static factor([[D[I)I
    .locals 28
    # ints and references in v0-v14 (4-bit operands), doubles in v16-v27
    move-object/from16 v0, p0  # A
    move-object/from16 v1, p1  # pivot
    array-length v2, v0        # N
    const/4 v13, 0
    aget-object v8, v0, v13
    array-length v3, v8        # M
    move v4, v2                # minMN = min(M, N)
    if-ge v3, v2, :minok
    move v4, v3
  :minok
    const/4 v5, 0              # j
  :jloop
    if-ge v5, v4, :success
    # find the pivot: the largest |A[i][j]| for i >= j
    move v6, v5                # jp
    aget-object v8, v0, v5
    aget-wide v24, v8, v5
    invoke-static/range {v24 .. v25}, Ljava/lang/Math;->abs(D)D
    move-result-wide v16       # t
    add-int/lit8 v7, v5, 1     # i
  :search
    if-ge v7, v3, :searched
    aget-object v8, v0, v7
    aget-wide v24, v8, v5
    invoke-static/range {v24 .. v25}, Ljava/lang/Math;->abs(D)D
    move-result-wide v18       # ab
    cmpl-double v13, v18, v16
    if-lez v13, :nobetter
    move v6, v7
    move-wide/from16 v16, v18
  :nobetter
    add-int/lit8 v7, v7, 1
    goto :search
  :searched
    aput v6, v1, v5
    aget-object v8, v0, v6
    aget-wide v24, v8, v5
    const-wide v26, 0.0
    cmpl-double v13, v24, v26
    if-nez v13, :nonzero
    const/4 v13, 1
    return v13
  :nonzero
    if-eq v6, v5, :noswap
    aget-object v8, v0, v5
    aget-object v14, v0, v6
    aput-object v14, v0, v5
    aput-object v8, v0, v6
  :noswap
    add-int/lit8 v13, v3, -1
    if-ge v5, v13, :noscale
    # scale the column below the pivot by 1 / A[j][j]
    const-wide v24, 1.0
    aget-object v8, v0, v5
    aget-wide v26, v8, v5
    div-double v20, v24, v26   # recp
    add-int/lit8 v9, v5, 1     # k
  :kloop
    if-ge v9, v3, :noscale
    aget-object v8, v0, v9
    aget-wide v24, v8, v5
    mul-double v24, v24, v20
    aput-wide v24, v8, v5
    add-int/lit8 v9, v9, 1
    goto :kloop
  :noscale
    add-int/lit8 v13, v4, -1
    if-ge v5, v13, :noupdate
    # rank-1 update of the trailing submatrix
    add-int/lit8 v9, v5, 1     # ii
  :iiloop
    if-ge v9, v3, :noupdate
    aget-object v10, v0, v9    # Aii
    aget-object v11, v0, v5    # Aj
    aget-wide v22, v10, v5     # AiiJ
    add-int/lit8 v12, v5, 1    # jj
  :jjloop
    if-ge v12, v2, :jjdone
    aget-wide v24, v10, v12
    aget-wide v26, v11, v12
    mul-double v26, v22, v26
    sub-double v24, v24, v26
    aput-wide v24, v10, v12
    add-int/lit8 v12, v12, 1
    goto :jjloop
  :jjdone
    add-int/lit8 v9, v9, 1
    goto :iiloop
  :noupdate
    add-int/lit8 v5, v5, 1
    goto :jloop
  :success
    const/4 v13, 0
    return v13
.end method

.method public static main([Ljava/lang/String;)V
    .locals 17
    # v0 = cycles (full size; "quick" selects the smoke-test size); N = 100
    const/16 v0, 160
    invoke-static/range {p0 .. p0}, LMain;->isQuick([Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :sized
    const/4 v0, 1
  :sized
    new-instance v1, LRng;
    const-wide v2, 101010L
    invoke-direct {v1, v2, v3}, LRng;-><init>(J)V
    const/16 v4, 100           # N
    new-array v5, v4, [[D      # A
    const/4 v6, 0
  :arows
    if-ge v6, v4, :arowsdone
    new-array v7, v4, [D
    aput-object v7, v5, v6
    const/4 v8, 0
  :acols
    if-ge v8, v4, :acolsdone
    invoke-virtual {v1}, LRng;->next()D
    move-result-wide v2
    aput-wide v2, v7, v8
    add-int/lit8 v8, v8, 1
    goto :acols
  :acolsdone
    add-int/lit8 v6, v6, 1
    goto :arows
  :arowsdone
    new-array v9, v4, [[D      # lu
    const/4 v6, 0
  :lrows
    if-ge v6, v4, :lrowsdone
    new-array v7, v4, [D
    aput-object v7, v9, v6
    add-int/lit8 v6, v6, 1
    goto :lrows
  :lrowsdone
    new-array v10, v4, [I      # pivot
    const/4 v11, 0             # status
    const/4 v6, 0
  :cycle
    if-ge v6, v0, :cycled
    invoke-static {v9, v5}, LMain;->copy([[D[[D)V
    invoke-static {v9, v10}, LMain;->factor([[D[I)I
    move-result v7
    add-int/2addr v11, v7
    add-int/lit8 v6, v6, 1
    goto :cycle
  :cycled
    const-wide v12, 0.0        # sum
    const-wide v2, 1.0         # product of the diagonal
    const/4 v6, 0
  :srows
    if-ge v6, v4, :sdone
    aget-object v7, v9, v6
    const/4 v8, 0
  :scols
    if-ge v8, v4, :scolsdone
    aget-wide v14, v7, v8
    add-double/2addr v12, v14
    add-int/lit8 v8, v8, 1
    goto :scols
  :scolsdone
    aget-wide v14, v7, v6
    mul-double/2addr v2, v14
    add-int/lit8 v6, v6, 1
    goto :srows
  :sdone
    const/4 v8, 0              # pivot hash
    const/4 v6, 0
  :phash
    if-ge v6, v4, :phashed
    mul-int/lit8 v8, v8, 31
    aget v7, v10, v6
    add-int/2addr v8, v7
    add-int/lit8 v6, v6, 1
    goto :phash
  :phashed
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v5, "lu n="
    invoke-virtual {v1, v5}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v4}, Ljava/io/PrintStream;->print(I)V
    const-string v5, " cycles="
    invoke-virtual {v1, v5}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v5, " status="
    invoke-virtual {v1, v5}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v11}, Ljava/io/PrintStream;->print(I)V
    const-string v5, " sum="
    invoke-virtual {v1, v5}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v12, v13}, Ljava/io/PrintStream;->print(D)V
    const-string v5, " det="
    invoke-virtual {v1, v5}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->print(D)V
    const-string v5, " pivots="
    invoke-virtual {v1, v5}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v8}, Ljava/io/PrintStream;->println(I)V
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
