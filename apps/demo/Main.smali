# dexmetal's bundled demo app, run by `cargo xtask run`: a little of everything the
# VM does (arithmetic, arrays, strings, collections, virtual and interface calls,
# exceptions), printing results a person can check at a glance, and one Log line.
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# Sieve of Eratosthenes: how many primes are below n.
.method static countPrimes(I)I
    .registers 7
    .line 10
    new-array v0, p0, [Z
    const/4 v1, 0
    const/4 v2, 2
    :outer
    if-ge v2, p0, :done
    aget-boolean v3, v0, v2
    if-nez v3, :next
    add-int/lit8 v1, v1, 1
    mul-int v4, v2, v2
    :inner
    if-ge v4, p0, :next
    const/4 v5, 1
    aput-boolean v5, v0, v4
    add-int/2addr v4, v2
    goto :inner
    :next
    add-int/lit8 v2, v2, 1
    goto :outer
    :done
    return v1
.end method

.method static fib(I)J
    .registers 6
    .line 20
    const/4 v0, 2
    if-ge p0, v0, :recurse
    int-to-long v0, p0
    return-wide v0
    :recurse
    add-int/lit8 v0, p0, -1
    invoke-static {v0}, LMain;->fib(I)J
    move-result-wide v0
    add-int/lit8 v2, p0, -2
    invoke-static {v2}, LMain;->fib(I)J
    move-result-wide v2
    add-long/2addr v0, v2
    return-wide v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 9
    .line 30
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "Hello from dexmetal: Dalvik bytecode on bare metal"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # one android.util.Log line: not output, but a logcat entry in the run report
    const-string v1, "dexmetal-demo"
    const-string v2, "demo started"
    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    # primes below 10000
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "primes below 10000: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v2, 10000
    invoke-static {v2}, LMain;->countPrimes(I)I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # fib(20) as a long
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "fib(20) = "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v2, 20
    invoke-static {v2}, LMain;->fib(I)J
    move-result-wide v2
    invoke-virtual {v1, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # a list through its interface, and Math
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    const-string v2, "sqrt(2) = "
    invoke-interface {v1, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const-wide/high16 v2, 0x4000000000000000L    # 2.0
    invoke-static {v2, v3}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    invoke-interface {v1, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    invoke-virtual {v1}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # an exception thrown by the VM, caught by the program
    :try_start
    const/4 v2, 7
    const/4 v3, 0
    div-int v4, v2, v3
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    :try_end
    .catch Ljava/lang/ArithmeticException; {:try_start .. :try_end} :caught
    goto :after
    :caught
    move-exception v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "caught "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :after
    return-void
.end method
