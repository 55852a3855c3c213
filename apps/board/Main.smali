# apps/board: prints what dexmetal.Board (apps/sdk) reports, one figure per line, for a
# person and for `cargo xtask test`, which checks them against the run's telemetry.
# Main.java is the readable form. Assembled together with apps/sdk.
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# The work between the two cycle readings: a sieve of the primes below n.
.method static countPrimes(I)I
    .registers 6
    .line 9
    new-array v0, p0, [Z
    .line 10
    const/4 v1, 0
    .line 11
    const/4 v2, 2
    :outer
    if-ge v2, p0, :done
    .line 12
    aget-boolean v3, v0, v2
    if-nez v3, :next
    .line 13
    add-int/lit8 v1, v1, 1
    .line 14
    mul-int v3, v2, v2
    :inner
    if-ge v3, p0, :next
    const/4 v4, 1
    aput-boolean v4, v0, v3
    add-int/2addr v3, v2
    goto :inner
    :next
    add-int/lit8 v2, v2, 1
    goto :outer
    :done
    .line 16
    return v1
.end method

.method public static main([Ljava/lang/String;)V
    .registers 10
    .line 20
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "board "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Ldexmetal/Board;->name()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 21
    invoke-static {}, Ldexmetal/Board;->cycles()J
    move-result-wide v4
    .line 22
    const v2, 40000
    invoke-static {v2}, LMain;->countPrimes(I)I
    move-result v8
    .line 23
    invoke-static {}, Ldexmetal/Board;->cycles()J
    move-result-wide v6

    .line 24
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "cycles "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v2, " "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v2, " ("
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " primes below 40000 in between)"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 25
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "opp "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Ldexmetal/Board;->oppKhz()I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " kHz "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Ldexmetal/Board;->oppMicrovolts()I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " uV model="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Ldexmetal/Board;->oppModelled()Z
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 26
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "energy "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Ldexmetal/Board;->energyMicrojoules()J
    move-result-wide v2
    invoke-virtual {v1, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v2, " uJ model="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Ldexmetal/Board;->energyModelled()Z
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 27
    return-void
.end method
