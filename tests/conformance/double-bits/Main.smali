.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const-wide v0, 1.0
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isNaN(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isInfinite(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Double;->hashCode()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->intValue()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->longValue()J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, -0.0
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isNaN(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isInfinite(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Double;->hashCode()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->intValue()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->longValue()J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, 0.0
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isNaN(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isInfinite(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Double;->hashCode()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->intValue()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->longValue()J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, NaN
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isNaN(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isInfinite(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Double;->hashCode()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->intValue()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->longValue()J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, -Infinity
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isNaN(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isInfinite(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Double;->hashCode()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->intValue()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->longValue()J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, 1.7976931348623157E308
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isNaN(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isInfinite(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Double;->hashCode()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->intValue()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->longValue()J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, 4.9E-324
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isNaN(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isInfinite(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Double;->hashCode()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->intValue()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->longValue()J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, 0.1
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isNaN(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->isInfinite(D)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {v0, v1}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Double;->hashCode()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->intValue()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-virtual {v4}, Ljava/lang/Double;->longValue()J
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(J)V
    const-wide v0, 4607182418800017408L
    invoke-static {v0, v1}, Ljava/lang/Double;->longBitsToDouble(J)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, 9218868437227405313L
    invoke-static {v0, v1}, Ljava/lang/Double;->longBitsToDouble(J)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, -9223372036854775808L
    invoke-static {v0, v1}, Ljava/lang/Double;->longBitsToDouble(J)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, 1L
    invoke-static {v0, v1}, Ljava/lang/Double;->longBitsToDouble(J)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, 4614256656552045848L
    invoke-static {v0, v1}, Ljava/lang/Double;->longBitsToDouble(J)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-wide v0, 0.0
    const-wide v2, -0.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Double;->compare(DD)I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    const-wide v0, NaN
    const-wide v2, Infinity
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Double;->compare(DD)I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    const-wide v0, 1.0
    const-wide v2, 2.0
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Double;->compare(DD)I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    const-wide v0, NaN
    const-wide v2, NaN
    invoke-static {v0, v1, v2, v3}, Ljava/lang/Double;->compare(DD)I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    const-string v0, "3.25"
    invoke-static {v0}, Ljava/lang/Double;->parseDouble(Ljava/lang/String;)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-string v0, "-1e10"
    invoke-static {v0}, Ljava/lang/Double;->parseDouble(Ljava/lang/String;)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-string v0, "1e-400"
    invoke-static {v0}, Ljava/lang/Double;->parseDouble(Ljava/lang/String;)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-string v0, "Infinity"
    invoke-static {v0}, Ljava/lang/Double;->parseDouble(Ljava/lang/String;)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-string v0, "-0"
    invoke-static {v0}, Ljava/lang/Double;->parseDouble(Ljava/lang/String;)D
    move-result-wide v2
    invoke-static {v2, v3}, LMain;->p(D)V
    const-string v0, "not a number"
    :t1
    invoke-static {v0}, Ljava/lang/Double;->parseDouble(Ljava/lang/String;)D
    :t1e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/NumberFormatException; {:t1 .. :t1e} :h1
    const-string v0, "2.5"
    invoke-static {v0}, Ljava/lang/Double;->valueOf(Ljava/lang/String;)Ljava/lang/Double;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
