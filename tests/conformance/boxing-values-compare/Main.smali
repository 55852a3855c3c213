.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    sget v0, Ljava/lang/Integer;->MIN_VALUE:I
    invoke-static {v0}, LMain;->p(I)V
    sget v0, Ljava/lang/Integer;->MAX_VALUE:I
    invoke-static {v0}, LMain;->p(I)V
    sget-wide v0, Ljava/lang/Long;->MIN_VALUE:J
    invoke-static {v0, v1}, LMain;->p(J)V
    sget-wide v0, Ljava/lang/Long;->MAX_VALUE:J
    invoke-static {v0, v1}, LMain;->p(J)V
    sget-short v0, Ljava/lang/Short;->MIN_VALUE:S
    invoke-static {v0}, LMain;->p(I)V
    sget-short v0, Ljava/lang/Short;->MAX_VALUE:S
    invoke-static {v0}, LMain;->p(I)V
    sget-byte v0, Ljava/lang/Byte;->MIN_VALUE:B
    invoke-static {v0}, LMain;->p(I)V
    sget-byte v0, Ljava/lang/Byte;->MAX_VALUE:B
    invoke-static {v0}, LMain;->p(I)V
    sget-char v0, Ljava/lang/Character;->MIN_VALUE:C
    invoke-static {v0}, LMain;->p(I)V
    sget-char v0, Ljava/lang/Character;->MAX_VALUE:C
    invoke-static {v0}, LMain;->p(I)V
    sget v0, Ljava/lang/Float;->MIN_VALUE:F
    invoke-static {v0}, LMain;->p(F)V
    sget v0, Ljava/lang/Float;->MAX_VALUE:F
    invoke-static {v0}, LMain;->p(F)V
    sget-wide v0, Ljava/lang/Double;->MIN_VALUE:D
    invoke-static {v0, v1}, LMain;->p(D)V
    sget-wide v0, Ljava/lang/Double;->MAX_VALUE:D
    invoke-static {v0, v1}, LMain;->p(D)V
    const v0, 1
    const v2, 2
    invoke-static {v0, v2}, Ljava/lang/Integer;->compare(II)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2
    const v2, 1
    invoke-static {v0, v2}, Ljava/lang/Integer;->compare(II)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 5
    const v2, 5
    invoke-static {v0, v2}, Ljava/lang/Integer;->compare(II)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    const v2, 2147483647
    invoke-static {v0, v2}, Ljava/lang/Integer;->compare(II)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-wide v4, 1L
    const-wide v6, 2L
    invoke-static {v4, v5, v6, v7}, Ljava/lang/Long;->compare(JJ)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-wide v4, -9223372036854775808L
    const-wide v6, 9223372036854775807L
    invoke-static {v4, v5, v6, v7}, Ljava/lang/Long;->compare(JJ)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-wide v4, 3L
    const-wide v6, 3L
    invoke-static {v4, v5, v6, v7}, Ljava/lang/Long;->compare(JJ)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-wide v4, 0L
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Long;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->intValue()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->longValue()J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-virtual {v2}, Ljava/lang/Long;->doubleValue()D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    const-wide v4, -1L
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Long;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->intValue()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->longValue()J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-virtual {v2}, Ljava/lang/Long;->doubleValue()D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    const-wide v4, 9223372036854775807L
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Long;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->intValue()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->longValue()J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-virtual {v2}, Ljava/lang/Long;->doubleValue()D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    const-wide v4, 4294967297L
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Long;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->intValue()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->longValue()J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-virtual {v2}, Ljava/lang/Long;->doubleValue()D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    const-wide v4, -9223372036854775808L
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Long;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->intValue()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Long;->longValue()J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-virtual {v2}, Ljava/lang/Long;->doubleValue()D
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(D)V
    const v0, 0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Integer;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->byteValue()B
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->shortValue()S
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->longValue()J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-virtual {v2}, Ljava/lang/Integer;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    invoke-virtual {v2}, Ljava/lang/Integer;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, -1
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Integer;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->byteValue()B
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->shortValue()S
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->longValue()J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-virtual {v2}, Ljava/lang/Integer;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    invoke-virtual {v2}, Ljava/lang/Integer;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 300
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Integer;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->byteValue()B
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->shortValue()S
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->longValue()J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-virtual {v2}, Ljava/lang/Integer;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    invoke-virtual {v2}, Ljava/lang/Integer;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, -2147483648
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Integer;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->byteValue()B
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->shortValue()S
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Integer;->longValue()J
    move-result-wide v6
    invoke-static {v6, v7}, LMain;->p(J)V
    invoke-virtual {v2}, Ljava/lang/Integer;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    invoke-virtual {v2}, Ljava/lang/Integer;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const/16 v0, -5
    invoke-static {v0}, Ljava/lang/Short;->valueOf(S)Ljava/lang/Short;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v2}, Ljava/lang/Short;->shortValue()S
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Short;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    const/16 v0, -7
    invoke-static {v0}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v2}, Ljava/lang/Byte;->byteValue()B
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Byte;->intValue()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-static {v0}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v3
    if-ne v2, v3, :bytediff
    const-string v3, "Byte cache identity"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :bytediff
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(F)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(F)V
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
