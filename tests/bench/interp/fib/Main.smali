# fib: naive doubly recursive Fibonacci; measures invoke-static / return cost.
.class public LMain;
.super Ljava/lang/Object;

.method static fib(I)I
    .locals 2
    const/4 v0, 2
    if-ge p0, v0, :recurse
    return p0
  :recurse
    add-int/lit8 v0, p0, -1
    invoke-static {v0}, LMain;->fib(I)I
    move-result v0
    add-int/lit8 v1, p0, -2
    invoke-static {v1}, LMain;->fib(I)I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 4
    # v0 = argument of fib (full size; "quick" selects the smoke-test size)
    const/16 v0, 34
    invoke-static {p0}, LMain;->isQuick([Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :sized
    const/16 v0, 20
  :sized
    invoke-static {v0}, LMain;->fib(I)I
    move-result v1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v3, "fib("
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v3, ")="
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(I)V
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
