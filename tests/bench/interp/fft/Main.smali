# fft: SciMark 2.0 FFT kernel. A complex radix-2 transform of N points stored as
# interleaved (re, im) pairs in a double[2N], with in-place bit reversal; each cycle
# runs the forward transform then the inverse. Twiddle sines come from half-angle
# steps using only Math.sqrt (see README.md), not Math.sin.
.class public LMain;
.super Ljava/lang/Object;

# log2 of a power of two.
.method static log2(I)I
    .locals 2
    const/4 v0, 0
    const/4 v1, 1
  :loop
    if-ge v1, p0, :done
    add-int/lit8 v0, v0, 1
    shl-int/lit8 v1, v1, 1
    goto :loop
  :done
    return v0
.end method

# s[k] = sin(pi / 2^k) for k in 0..logn+1, from cos(x/2) = sqrt((1 + cos x) / 2) and
# sin(x/2) = sqrt((1 - cos x) / 2), starting at x = pi.
.method static sines(I)[D
    .locals 14
    add-int/lit8 v0, p0, 2
    new-array v1, v0, [D
    const-wide v2, -1.0        # c = cos(pi)
    const/4 v4, 1              # k
    const-wide v5, 0.5
    const-wide v7, 1.0
  :loop
    if-ge v4, v0, :done
    add-double v9, v7, v2
    mul-double/2addr v9, v5
    invoke-static {v9, v10}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v11       # cos(x/2)
    sub-double v9, v7, v2
    mul-double/2addr v9, v5
    invoke-static {v9, v10}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v9
    aput-wide v9, v1, v4
    move-wide v2, v11
    add-int/lit8 v4, v4, 1
    goto :loop
  :done
    return-object v1
.end method

.method static bitreverse([D)V
    .locals 14
    array-length v0, p0
    div-int/lit8 v0, v0, 2     # n
    add-int/lit8 v1, v0, -1    # nm1
    const/4 v2, 0              # i
    const/4 v3, 0              # j
  :loop
    if-ge v2, v1, :done
    shl-int/lit8 v4, v2, 1     # ii
    shl-int/lit8 v5, v3, 1     # jj
    shr-int/lit8 v6, v0, 1     # k
    if-ge v2, v3, :noswap
    aget-wide v7, p0, v4       # tr
    add-int/lit8 v11, v4, 1
    aget-wide v9, p0, v11      # ti
    aget-wide v12, p0, v5
    aput-wide v12, p0, v4
    add-int/lit8 v11, v5, 1
    aget-wide v12, p0, v11
    add-int/lit8 v11, v4, 1
    aput-wide v12, p0, v11
    aput-wide v7, p0, v5
    add-int/lit8 v11, v5, 1
    aput-wide v9, p0, v11
  :noswap
  :while
    if-gt v6, v3, :endwhile
    sub-int/2addr v3, v6
    shr-int/lit8 v6, v6, 1
    goto :while
  :endwhile
    add-int/2addr v3, v6
    add-int/lit8 v2, v2, 1
    goto :loop
  :done
    return-void
.end method

# direction -1 = forward, +1 = inverse (unnormalized).
.method static transform([DI[D)V
    .locals 40
    # ints and references in v0-v15 (4-bit operands), doubles in v16-v39
    move-object/from16 v0, p0  # data
    move/from16 v12, p1        # direction
    move-object/from16 v11, p2 # sines
    array-length v1, v0
    div-int/lit8 v1, v1, 2     # n
    const/4 v13, 1
    if-ne v1, v13, :go
    return-void
  :go
    invoke-static {v1}, LMain;->log2(I)I
    move-result v2             # logn
    invoke-static {v0}, LMain;->bitreverse([D)V
    int-to-double v14, v12
    move-wide/from16 v26, v14  # direction as double
    const/4 v3, 1              # dual
    const/4 v4, 0              # bit
  :bitloop
    if-ge v4, v2, :done
    const-wide v16, 1.0        # wr
    const-wide v18, 0.0        # wi
    aget-wide v36, v11, v4
    mul-double v20, v26, v36   # s = direction * sin(pi / dual)
    add-int/lit8 v13, v4, 1
    aget-wide v36, v11, v13
    mul-double v22, v26, v36   # t = direction * sin(pi / (2 dual))
    const-wide v36, 2.0
    mul-double v24, v36, v22
    mul-double v24, v24, v22   # s2 = 2 t t
    add-int v9, v3, v3         # step = 2 dual
    const/4 v5, 0              # b
  :b1
    if-ge v5, v1, :b1done
    add-int v6, v5, v5         # i = 2 b
    add-int v7, v5, v3
    add-int/2addr v7, v7       # j = 2 (b + dual)
    aget-wide v28, v0, v7      # wd_real
    add-int/lit8 v10, v7, 1
    aget-wide v30, v0, v10     # wd_imag
    aget-wide v36, v0, v6
    sub-double v38, v36, v28
    aput-wide v38, v0, v7
    add-int/lit8 v13, v6, 1
    aget-wide v38, v0, v13
    sub-double v32, v38, v30
    aput-wide v32, v0, v10
    add-double v36, v36, v28
    aput-wide v36, v0, v6
    add-double v38, v38, v30
    aput-wide v38, v0, v13
    add-int/2addr v5, v9
    goto :b1
  :b1done
    const/4 v8, 1              # a
  :aloop
    if-ge v8, v3, :adone
    # (wr, wi) advances by the trigonometric recurrence
    mul-double v36, v20, v18
    sub-double v36, v16, v36
    mul-double v38, v24, v16
    sub-double v36, v36, v38   # tmp_real = wr - s wi - s2 wr
    mul-double v38, v20, v16
    add-double v38, v18, v38
    mul-double v32, v24, v18
    sub-double v38, v38, v32   # tmp_imag = wi + s wr - s2 wi
    move-wide/from16 v16, v36
    move-wide/from16 v18, v38
    const/4 v5, 0              # b
  :b2
    if-ge v5, v1, :b2done
    add-int v6, v5, v8
    add-int/2addr v6, v6       # i = 2 (b + a)
    add-int v7, v5, v8
    add-int/2addr v7, v3
    add-int/2addr v7, v7       # j = 2 (b + a + dual)
    aget-wide v32, v0, v7      # z1_real
    add-int/lit8 v10, v7, 1
    aget-wide v34, v0, v10     # z1_imag
    mul-double v28, v16, v32
    mul-double v36, v18, v34
    sub-double v28, v28, v36   # wd_real = wr zr - wi zi
    mul-double v30, v16, v34
    mul-double v36, v18, v32
    add-double v30, v30, v36   # wd_imag = wr zi + wi zr
    aget-wide v36, v0, v6
    sub-double v38, v36, v28
    aput-wide v38, v0, v7
    add-int/lit8 v13, v6, 1
    aget-wide v38, v0, v13
    sub-double v32, v38, v30
    aput-wide v32, v0, v10
    add-double v36, v36, v28
    aput-wide v36, v0, v6
    add-double v38, v38, v30
    aput-wide v38, v0, v13
    add-int/2addr v5, v9
    goto :b2
  :b2done
    add-int/lit8 v8, v8, 1
    goto :aloop
  :adone
    add-int/2addr v3, v3       # dual *= 2
    add-int/lit8 v4, v4, 1
    goto :bitloop
  :done
    return-void
.end method

# Inverse transform, normalized by 1/n.
.method static inverse([D[D)V
    .locals 8
    const/4 v0, 1
    invoke-static {p0, v0, p1}, LMain;->transform([DI[D)V
    array-length v1, p0
    div-int/lit8 v2, v1, 2
    int-to-double v3, v2
    const-wide v5, 1.0
    div-double v5, v5, v3      # norm = 1.0 / n
    const/4 v0, 0
  :loop
    if-ge v0, v1, :done
    aget-wide v3, p0, v0
    mul-double/2addr v3, v5
    aput-wide v3, p0, v0
    add-int/lit8 v0, v0, 1
    goto :loop
  :done
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 18
    # v0 = cycles (full size; "quick" selects the smoke-test size); N is 1024 points
    const/16 v0, 1000
    invoke-static/range {p0 .. p0}, LMain;->isQuick([Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :sized
    const/4 v0, 4
  :sized
    new-instance v1, LRng;
    const-wide v2, 101010L
    invoke-direct {v1, v2, v3}, LRng;-><init>(J)V
    const/16 v4, 2048          # 2 N
    new-array v5, v4, [D       # x
    const/4 v6, 0
  :init
    if-ge v6, v4, :initdone
    invoke-virtual {v1}, LRng;->next()D
    move-result-wide v2
    aput-wide v2, v5, v6
    add-int/lit8 v6, v6, 1
    goto :init
  :initdone
    new-array v7, v4, [D       # orig
    const/4 v6, 0
  :copy
    if-ge v6, v4, :copydone
    aget-wide v2, v5, v6
    aput-wide v2, v7, v6
    add-int/lit8 v6, v6, 1
    goto :copy
  :copydone
    const/16 v6, 1024
    invoke-static {v6}, LMain;->log2(I)I
    move-result v6
    invoke-static {v6}, LMain;->sines(I)[D
    move-result-object v8      # sines
    const-wide v13, 0.0        # peak
    const/4 v6, 0              # c
  :cycle
    if-ge v6, v0, :cycled
    const/4 v12, -1
    invoke-static {v5, v12, v8}, LMain;->transform([DI[D)V
    const/4 v12, 2
    aget-wide v2, v5, v12
    invoke-static {v2, v3}, Ljava/lang/Math;->abs(D)D
    move-result-wide v2
    const/4 v12, 3
    aget-wide v10, v5, v12
    invoke-static {v10, v11}, Ljava/lang/Math;->abs(D)D
    move-result-wide v10
    add-double/2addr v2, v10   # m = |re X1| + |im X1|
    cmpl-double v12, v2, v13
    if-lez v12, :nopeak
    move-wide v13, v2
  :nopeak
    invoke-static {v5, v8}, LMain;->inverse([D[D)V
    add-int/lit8 v6, v6, 1
    goto :cycle
  :cycled
    const-wide v8, 0.0         # err
    const-wide v10, 0.0        # sum
    const/4 v6, 0
  :acc
    if-ge v6, v4, :accdone
    aget-wide v2, v5, v6
    aget-wide v15, v7, v6
    sub-double v15, v2, v15    # d = x[i] - orig[i]
    mul-double v15, v15, v15
    add-double v8, v8, v15
    add-double/2addr v10, v2
    add-int/lit8 v6, v6, 1
    goto :acc
  :accdone
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v12, "fft n="
    invoke-virtual {v1, v12}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const/16 v12, 1024
    invoke-virtual {v1, v12}, Ljava/io/PrintStream;->print(I)V
    const-string v12, " cycles="
    invoke-virtual {v1, v12}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v12, " rms="
    invoke-virtual {v1, v12}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    int-to-double v2, v4
    div-double v2, v8, v2
    invoke-static {v2, v3}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v2
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->print(D)V
    const-string v12, " peak="
    invoke-virtual {v1, v12}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v13, v14}, Ljava/io/PrintStream;->print(D)V
    const-string v12, " sum="
    invoke-virtual {v1, v12}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1, v10, v11}, Ljava/io/PrintStream;->println(D)V
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
