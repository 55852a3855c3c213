# intloop: a tight integer loop (add-int, xor-int, shifts, if-*, move, goto) with no
# allocation and no calls; measures raw dispatch cost. See README.md.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .locals 8
    # v0 = iteration count (full size; "quick" selects the smoke-test size)
    const v0, 40000000
    invoke-static {p0}, LMain;->isQuick([Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :sized
    const v0, 1000000
  :sized
    const/4 v1, 0          # acc
    const/4 v2, 1          # x
    const/4 v3, 7          # y
    const/4 v4, 0          # i
  :loop
    if-ge v4, v0, :done
    add-int v5, v2, v3
    move v2, v5            # x = x + y
    xor-int v3, v2, v4     # y = x ^ i
    if-gez v3, :nonneg
    sub-int/2addr v1, v3   # acc -= y
    goto :tail
  :nonneg
    shr-int/lit8 v5, v3, 3
    add-int/2addr v1, v5   # acc += y >> 3
  :tail
    and-int/lit8 v5, v4, 7
    if-nez v5, :next
    add-int/2addr v2, v1   # every 8th step: x += acc
  :next
    add-int/lit8 v4, v4, 1
    goto :loop
  :done
    sget-object v6, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v7, "intloop n="
    invoke-virtual {v6, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v6, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v7, " acc="
    invoke-virtual {v6, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v6, v1}, Ljava/io/PrintStream;->print(I)V
    const-string v7, " x="
    invoke-virtual {v6, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v6, v2}, Ljava/io/PrintStream;->println(I)V
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
