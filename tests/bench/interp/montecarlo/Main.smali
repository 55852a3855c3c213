# montecarlo: SciMark 2.0 Monte Carlo kernel. Estimates pi by sampling points in the
# unit square and counting those inside the quarter circle x^2 + y^2 <= 1; the points
# come from the seeded LCG in Rng.smali (a virtual call per coordinate).
.class public LMain;
.super Ljava/lang/Object;

.method static underCurve(LRng;I)I
    .locals 9
    const/4 v0, 0              # under_curve
    const/4 v1, 0              # count
    const-wide v6, 1.0
  :loop
    if-ge v1, p1, :done
    invoke-virtual {p0}, LRng;->next()D
    move-result-wide v2        # x
    invoke-virtual {p0}, LRng;->next()D
    move-result-wide v4        # y
    mul-double/2addr v2, v2
    mul-double/2addr v4, v4
    add-double/2addr v2, v4
    cmpg-double v8, v2, v6
    if-gtz v8, :next
    add-int/lit8 v0, v0, 1
  :next
    add-int/lit8 v1, v1, 1
    goto :loop
  :done
    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 11
    # v0 = samples (full size; "quick" selects the smoke-test size)
    const v0, 6000000
    invoke-static {p0}, LMain;->isQuick([Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :sized
    const v0, 100000
  :sized
    new-instance v1, LRng;
    const-wide v2, 113L
    invoke-direct {v1, v2, v3}, LRng;-><init>(J)V
    invoke-static {v1, v0}, LMain;->underCurve(LRng;I)I
    move-result v4
    int-to-double v5, v4
    int-to-double v7, v0
    div-double/2addr v5, v7
    const-wide v7, 4.0
    mul-double/2addr v5, v7    # pi estimate
    sget-object v9, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v10, "montecarlo samples="
    invoke-virtual {v9, v10}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v10, " under="
    invoke-virtual {v9, v10}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->print(I)V
    const-string v10, " pi="
    invoke-virtual {v9, v10}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v9, v5, v6}, Ljava/io/PrintStream;->print(D)V
    const-string v10, " seed="
    invoke-virtual {v9, v10}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    iget-wide v2, v1, LRng;->s:J
    invoke-virtual {v9, v2, v3}, Ljava/io/PrintStream;->println(J)V
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
