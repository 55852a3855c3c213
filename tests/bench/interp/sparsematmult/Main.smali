# sparsematmult: SciMark 2.0 sparse matrix multiply kernel. y = A x for an N x N matrix
# in compressed-row (CSR) form with NZ nonzeros (NZ/N per row, SciMark's column
# pattern), repeated CYCLES times.
.class public LMain;
.super Ljava/lang/Object;

.method static matmult([D[D[I[I[DI)V
    .locals 20
    # ints and references in v0-v13 (4-bit operands), doubles in v14-v19
    move-object/from16 v0, p0  # y
    move-object/from16 v1, p1  # val
    move-object/from16 v2, p2  # row
    move-object/from16 v3, p3  # col
    move-object/from16 v4, p4  # x
    move/from16 v5, p5         # cycles
    array-length v6, v2
    add-int/lit8 v6, v6, -1    # M
    const/4 v7, 0              # reps
  :reploop
    if-ge v7, v5, :done
    const/4 v8, 0              # r
  :rloop
    if-ge v8, v6, :rdone
    const-wide v16, 0.0        # sum
    aget v9, v2, v8            # rowR
    add-int/lit8 v12, v8, 1
    aget v10, v2, v12          # rowRp1
    move v11, v9               # i
  :iloop
    if-ge v11, v10, :idone
    aget v12, v3, v11
    aget-wide v14, v4, v12     # x[col[i]]
    aget-wide v18, v1, v11     # val[i]
    mul-double v14, v14, v18
    add-double v16, v16, v14
    add-int/lit8 v11, v11, 1
    goto :iloop
  :idone
    aput-wide v16, v0, v8
    add-int/lit8 v8, v8, 1
    goto :rloop
  :rdone
    add-int/lit8 v7, v7, 1
    goto :reploop
  :done
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 22
    # v0 = cycles (full size; "quick" selects the smoke-test size); N = 1000, NZ = 5000
    const/16 v0, 10000
    invoke-static/range {p0 .. p0}, LMain;->isQuick([Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :sized
    const/16 v0, 20
  :sized
    new-instance v1, LRng;
    const-wide v2, 101010L
    invoke-direct {v1, v2, v3}, LRng;-><init>(J)V
    const/16 v4, 1000          # N
    new-array v5, v4, [D       # x
    const/4 v6, 0
  :xinit
    if-ge v6, v4, :xdone
    invoke-virtual {v1}, LRng;->next()D
    move-result-wide v2
    aput-wide v2, v5, v6
    add-int/lit8 v6, v6, 1
    goto :xinit
  :xdone
    new-array v7, v4, [D       # y
    const/16 v8, 5000          # NZ
    div-int/2addr v8, v4       # nr = NZ / N
    mul-int v9, v8, v4         # anz
    new-array v10, v9, [D      # val
    const/4 v6, 0
  :vinit
    if-ge v6, v9, :vdone
    invoke-virtual {v1}, LRng;->next()D
    move-result-wide v2
    aput-wide v2, v10, v6
    add-int/lit8 v6, v6, 1
    goto :vinit
  :vdone
    new-array v11, v9, [I      # col
    add-int/lit8 v12, v4, 1
    new-array v12, v12, [I     # row (row[0] = 0)
    const/4 v6, 0              # r
  :rloop
    if-ge v6, v4, :rdone
    aget v13, v12, v6          # rowr
    add-int v14, v13, v8
    add-int/lit8 v2, v6, 1
    aput v14, v12, v2          # row[r+1] = rowr + nr
    div-int v14, v6, v8        # step = r / nr
    const/4 v2, 1
    if-ge v14, v2, :stepok
    move v14, v2
  :stepok
    const/4 v2, 0              # i
  :iloop
    if-ge v2, v8, :idone
    mul-int v3, v2, v14
    add-int v1, v13, v2
    aput v3, v11, v1           # col[rowr + i] = i * step
    add-int/lit8 v2, v2, 1
    goto :iloop
  :idone
    add-int/lit8 v6, v6, 1
    goto :rloop
  :rdone
    move-object/from16 v16, v7
    move-object/from16 v17, v10
    move-object/from16 v18, v12
    move-object/from16 v19, v11
    move-object/from16 v20, v5
    move/from16 v21, v0
    invoke-static/range {v16 .. v21}, LMain;->matmult([D[D[I[I[DI)V
    const-wide v2, 0.0         # sum
    const/4 v6, 0
  :sum
    if-ge v6, v4, :sumdone
    aget-wide v13, v7, v6
    add-double/2addr v2, v13
    add-int/lit8 v6, v6, 1
    goto :sum
  :sumdone
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v15, "sparsematmult n="
    invoke-virtual {v1, v15}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v4}, Ljava/io/PrintStream;->print(I)V
    const-string v15, " nz="
    invoke-virtual {v1, v15}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v9}, Ljava/io/PrintStream;->print(I)V
    const-string v15, " cycles="
    invoke-virtual {v1, v15}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v15, " sum="
    invoke-virtual {v1, v15}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
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
