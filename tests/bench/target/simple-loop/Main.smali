# On-target interpreter cost: a loop of exactly four simple bytecodes per iteration
# (add-int, move, add-int/lit8, if-lt), N iterations with N = args[0]. Two runs with
# different N under `-icount shift=0` give guest instructions per simple bytecode as
# the difference in retired instructions over the difference in bytecodes executed;
# start-up, parseInt and println cancel out (the argument is zero-padded to a fixed
# width and the output has a fixed width). The loop must not allocate.
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 6
    const/4 v0, 0
    aget-object v1, p0, v0
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v3
    const/4 v0, 0
    const/4 v1, 0
    const/4 v2, 0
    :loop
    add-int v1, v1, v0
    move v2, v1
    add-int/lit8 v0, v0, 1
    if-lt v0, v3, :loop
    # Print a checksum of fixed width, (acc & 0x7fff) + 10000, so both runs allocate
    # the same output string and the heap difference is the loop's alone.
    and-int/lit16 v2, v2, 0x7fff
    add-int/lit16 v2, v2, 10000
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v4, v2}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
