.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# The profiler benchmark's CPU-bound program: fib(N) by plain recursion (N from the
# first argument), so nearly every sample lands in one Java method at a stack depth of
# up to N frames. Main.java is the same program in Java.

.method static fib(I)I
    .registers 3
    .line 4
    const/4 v0, 2
    if-ge p0, v0, :rec
    return p0
    :rec
    .line 5
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
    .registers 4
    .line 9
    const/4 v0, 0
    aget-object v0, p0, v0
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    .line 10
    invoke-static {v0}, LMain;->fib(I)I
    move-result v1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
