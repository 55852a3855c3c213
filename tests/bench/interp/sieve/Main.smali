# sieve: the sieve of Eratosthenes on a boolean[] (aget-boolean/aput-boolean), rerun
# REPS times over the same array.
.class public LMain;
.super Ljava/lang/Object;

# Clears `composite`, sieves it and returns the number of primes below its length.
.method static sieve([Z)I
    .locals 6
    array-length v0, p0    # n
    const/4 v1, 0          # i
    const/4 v2, 0
  :clear
    if-ge v1, v0, :cleared
    aput-boolean v2, p0, v1
    add-int/lit8 v1, v1, 1
    goto :clear
  :cleared
    const/4 v3, 0          # count
    const/4 v4, 1          # true
    const/4 v1, 2
  :outer
    if-ge v1, v0, :done
    aget-boolean v2, p0, v1
    if-nez v2, :next
    add-int/lit8 v3, v3, 1
    add-int v5, v1, v1     # j = i + i
  :inner
    if-ge v5, v0, :next
    aput-boolean v4, p0, v5
    add-int/2addr v5, v1
    goto :inner
  :next
    add-int/lit8 v1, v1, 1
    goto :outer
  :done
    return v3
.end method

.method public static main([Ljava/lang/String;)V
    .locals 9
    # v0 = array size, v1 = repetitions (full size; "quick" selects the smoke test)
    const v0, 1000000
    const/16 v1, 30
    invoke-static {p0}, LMain;->isQuick([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :sized
    const v0, 100000
    const/4 v1, 1
  :sized
    new-array v2, v0, [Z
    const/4 v3, 0          # total
    const/4 v4, 0          # last
    const/4 v5, 0          # r
  :rep
    if-ge v5, v1, :repdone
    invoke-static {v2}, LMain;->sieve([Z)I
    move-result v4
    add-int/2addr v3, v4
    add-int/lit8 v5, v5, 1
    goto :rep
  :repdone
    const/4 v6, 0          # largest prime below size
    add-int/lit8 v5, v0, -1
    const/4 v8, 2
  :scan
    if-lt v5, v8, :scanned
    aget-boolean v7, v2, v5
    if-nez v7, :scannext
    move v6, v5
    goto :scanned
  :scannext
    add-int/lit8 v5, v5, -1
    goto :scan
  :scanned
    sget-object v7, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v8, "sieve size="
    invoke-virtual {v7, v8}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v7, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v8, " primes="
    invoke-virtual {v7, v8}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v7, v4}, Ljava/io/PrintStream;->print(I)V
    const-string v8, " total="
    invoke-virtual {v7, v8}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v7, v3}, Ljava/io/PrintStream;->print(I)V
    const-string v8, " largest="
    invoke-virtual {v7, v8}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v7, v6}, Ljava/io/PrintStream;->println(I)V
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
