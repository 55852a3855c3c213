.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# BigInteger as an infinite two's complement bit string: logic operations, shifts, single bits, bit counts, and the byte-array forms.
# Every statement prints `<Java expression> = <value>` or `<Java expression> threw <exception>`
# (generated from a table of expressions; bi(s) is new BigInteger(s), bd(s) new BigDecimal(s)).

.method static bi(Ljava/lang/String;)Ljava/math/BigInteger;
    .registers 2
    new-instance v0, Ljava/math/BigInteger;
    invoke-direct {v0, p0}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method static bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    .registers 2
    new-instance v0, Ljava/math/BigDecimal;
    invoke-direct {v0, p0}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method static ok(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;I)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;Z)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;F)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;C)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(C)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;J)V
    .registers 4
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;D)V
    .registers 4
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static line(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, " = "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# A NullPointerException is printed by class name: the JVM's and ART's messages differ.
.method static threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, " threw "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    instance-of v1, p1, Ljava/lang/NullPointerException;
    if-eqz v1, :other
    const-string p1, "java.lang.NullPointerException"
    :other
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 1
    invoke-static {}, LMain;->part0()V
    invoke-static {}, LMain;->part1()V
    invoke-static {}, LMain;->part2()V
    invoke-static {}, LMain;->part3()V
    invoke-static {}, LMain;->part4()V
    invoke-static {}, LMain;->part5()V
    invoke-static {}, LMain;->part6()V
    invoke-static {}, LMain;->part7()V
    invoke-static {}, LMain;->part8()V
    invoke-static {}, LMain;->part9()V
    return-void
.end method

.method static part0()V
    .registers 8
    const-string v0, "bi(\"0\").bitLength()"
    :try_start_0
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0
    goto :next_0
    :catch_0
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_0
    const-string v0, "bi(\"0\").bitCount()"
    :try_start_1
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1
    goto :next_1
    :catch_1
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1
    const-string v0, "bi(\"0\").getLowestSetBit()"
    :try_start_2
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_2
    .catch Ljava/lang/RuntimeException; {:try_start_2 .. :try_end_2} :catch_2
    goto :next_2
    :catch_2
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_2
    const-string v0, "bi(\"0\").not()"
    :try_start_3
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_3
    .catch Ljava/lang/RuntimeException; {:try_start_3 .. :try_end_3} :catch_3
    goto :next_3
    :catch_3
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_3
    const-string v0, "bi(\"0\").toByteArray()"
    :try_start_4
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_4
    .catch Ljava/lang/RuntimeException; {:try_start_4 .. :try_end_4} :catch_4
    goto :next_4
    :catch_4
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_4
    const-string v0, "new BigInteger(bi(\"0\").toByteArray())"
    :try_start_5
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_5
    .catch Ljava/lang/RuntimeException; {:try_start_5 .. :try_end_5} :catch_5
    goto :next_5
    :catch_5
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_5
    const-string v0, "bi(\"0\").shiftLeft(1)"
    :try_start_6
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_6
    .catch Ljava/lang/RuntimeException; {:try_start_6 .. :try_end_6} :catch_6
    goto :next_6
    :catch_6
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_6
    const-string v0, "bi(\"0\").shiftRight(1)"
    :try_start_7
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_7
    .catch Ljava/lang/RuntimeException; {:try_start_7 .. :try_end_7} :catch_7
    goto :next_7
    :catch_7
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_7
    const-string v0, "bi(\"0\").testBit(1)"
    :try_start_8
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_8
    .catch Ljava/lang/RuntimeException; {:try_start_8 .. :try_end_8} :catch_8
    goto :next_8
    :catch_8
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_8
    const-string v0, "bi(\"0\").setBit(1)"
    :try_start_9
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_9
    .catch Ljava/lang/RuntimeException; {:try_start_9 .. :try_end_9} :catch_9
    goto :next_9
    :catch_9
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_9
    const-string v0, "bi(\"0\").clearBit(1)"
    :try_start_10
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_10
    .catch Ljava/lang/RuntimeException; {:try_start_10 .. :try_end_10} :catch_10
    goto :next_10
    :catch_10
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_10
    const-string v0, "bi(\"0\").flipBit(1)"
    :try_start_11
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_11
    .catch Ljava/lang/RuntimeException; {:try_start_11 .. :try_end_11} :catch_11
    goto :next_11
    :catch_11
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_11
    const-string v0, "bi(\"0\").shiftLeft(33)"
    :try_start_12
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_12
    .catch Ljava/lang/RuntimeException; {:try_start_12 .. :try_end_12} :catch_12
    goto :next_12
    :catch_12
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_12
    const-string v0, "bi(\"0\").shiftRight(33)"
    :try_start_13
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_13
    .catch Ljava/lang/RuntimeException; {:try_start_13 .. :try_end_13} :catch_13
    goto :next_13
    :catch_13
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_13
    const-string v0, "bi(\"0\").testBit(33)"
    :try_start_14
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_14
    .catch Ljava/lang/RuntimeException; {:try_start_14 .. :try_end_14} :catch_14
    goto :next_14
    :catch_14
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_14
    const-string v0, "bi(\"0\").setBit(33)"
    :try_start_15
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_15
    .catch Ljava/lang/RuntimeException; {:try_start_15 .. :try_end_15} :catch_15
    goto :next_15
    :catch_15
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_15
    const-string v0, "bi(\"0\").clearBit(33)"
    :try_start_16
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_16
    .catch Ljava/lang/RuntimeException; {:try_start_16 .. :try_end_16} :catch_16
    goto :next_16
    :catch_16
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_16
    const-string v0, "bi(\"0\").flipBit(33)"
    :try_start_17
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_17
    .catch Ljava/lang/RuntimeException; {:try_start_17 .. :try_end_17} :catch_17
    goto :next_17
    :catch_17
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_17
    const-string v0, "bi(\"0\").shiftLeft(70)"
    :try_start_18
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_18
    .catch Ljava/lang/RuntimeException; {:try_start_18 .. :try_end_18} :catch_18
    goto :next_18
    :catch_18
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_18
    const-string v0, "bi(\"0\").shiftRight(70)"
    :try_start_19
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_19
    .catch Ljava/lang/RuntimeException; {:try_start_19 .. :try_end_19} :catch_19
    goto :next_19
    :catch_19
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_19
    const-string v0, "bi(\"0\").testBit(70)"
    :try_start_20
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_20
    .catch Ljava/lang/RuntimeException; {:try_start_20 .. :try_end_20} :catch_20
    goto :next_20
    :catch_20
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_20
    const-string v0, "bi(\"0\").setBit(70)"
    :try_start_21
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_21
    .catch Ljava/lang/RuntimeException; {:try_start_21 .. :try_end_21} :catch_21
    goto :next_21
    :catch_21
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_21
    const-string v0, "bi(\"0\").clearBit(70)"
    :try_start_22
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_22
    .catch Ljava/lang/RuntimeException; {:try_start_22 .. :try_end_22} :catch_22
    goto :next_22
    :catch_22
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_22
    const-string v0, "bi(\"0\").flipBit(70)"
    :try_start_23
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_23
    .catch Ljava/lang/RuntimeException; {:try_start_23 .. :try_end_23} :catch_23
    goto :next_23
    :catch_23
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_23
    const-string v0, "bi(\"0\").and(bi(\"0\"))"
    :try_start_24
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_24
    .catch Ljava/lang/RuntimeException; {:try_start_24 .. :try_end_24} :catch_24
    goto :next_24
    :catch_24
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_24
    const-string v0, "bi(\"0\").or(bi(\"0\"))"
    :try_start_25
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_25
    .catch Ljava/lang/RuntimeException; {:try_start_25 .. :try_end_25} :catch_25
    goto :next_25
    :catch_25
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_25
    const-string v0, "bi(\"0\").xor(bi(\"0\"))"
    :try_start_26
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_26
    .catch Ljava/lang/RuntimeException; {:try_start_26 .. :try_end_26} :catch_26
    goto :next_26
    :catch_26
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_26
    const-string v0, "bi(\"0\").andNot(bi(\"0\"))"
    :try_start_27
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_27
    .catch Ljava/lang/RuntimeException; {:try_start_27 .. :try_end_27} :catch_27
    goto :next_27
    :catch_27
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_27
    const-string v0, "bi(\"0\").and(bi(\"-256\"))"
    :try_start_28
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_28
    .catch Ljava/lang/RuntimeException; {:try_start_28 .. :try_end_28} :catch_28
    goto :next_28
    :catch_28
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_28
    const-string v0, "bi(\"0\").or(bi(\"-256\"))"
    :try_start_29
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_29
    .catch Ljava/lang/RuntimeException; {:try_start_29 .. :try_end_29} :catch_29
    goto :next_29
    :catch_29
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_29
    const-string v0, "bi(\"0\").xor(bi(\"-256\"))"
    :try_start_30
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_30
    .catch Ljava/lang/RuntimeException; {:try_start_30 .. :try_end_30} :catch_30
    goto :next_30
    :catch_30
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_30
    const-string v0, "bi(\"0\").andNot(bi(\"-256\"))"
    :try_start_31
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_31
    .catch Ljava/lang/RuntimeException; {:try_start_31 .. :try_end_31} :catch_31
    goto :next_31
    :catch_31
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_31
    const-string v0, "bi(\"0\").and(bi(\"12345678901234567890123\"))"
    :try_start_32
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_32
    .catch Ljava/lang/RuntimeException; {:try_start_32 .. :try_end_32} :catch_32
    goto :next_32
    :catch_32
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_32
    const-string v0, "bi(\"0\").or(bi(\"12345678901234567890123\"))"
    :try_start_33
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_33
    .catch Ljava/lang/RuntimeException; {:try_start_33 .. :try_end_33} :catch_33
    goto :next_33
    :catch_33
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_33
    const-string v0, "bi(\"0\").xor(bi(\"12345678901234567890123\"))"
    :try_start_34
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_34
    .catch Ljava/lang/RuntimeException; {:try_start_34 .. :try_end_34} :catch_34
    goto :next_34
    :catch_34
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_34
    const-string v0, "bi(\"0\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_35
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_35
    .catch Ljava/lang/RuntimeException; {:try_start_35 .. :try_end_35} :catch_35
    goto :next_35
    :catch_35
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_35
    const-string v0, "bi(\"1\").bitLength()"
    :try_start_36
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_36
    .catch Ljava/lang/RuntimeException; {:try_start_36 .. :try_end_36} :catch_36
    goto :next_36
    :catch_36
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_36
    const-string v0, "bi(\"1\").bitCount()"
    :try_start_37
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_37
    .catch Ljava/lang/RuntimeException; {:try_start_37 .. :try_end_37} :catch_37
    goto :next_37
    :catch_37
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_37
    const-string v0, "bi(\"1\").getLowestSetBit()"
    :try_start_38
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_38
    .catch Ljava/lang/RuntimeException; {:try_start_38 .. :try_end_38} :catch_38
    goto :next_38
    :catch_38
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_38
    const-string v0, "bi(\"1\").not()"
    :try_start_39
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_39
    .catch Ljava/lang/RuntimeException; {:try_start_39 .. :try_end_39} :catch_39
    goto :next_39
    :catch_39
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_39
    return-void
.end method

.method static part1()V
    .registers 8
    const-string v0, "bi(\"1\").toByteArray()"
    :try_start_40
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_40
    .catch Ljava/lang/RuntimeException; {:try_start_40 .. :try_end_40} :catch_40
    goto :next_40
    :catch_40
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_40
    const-string v0, "new BigInteger(bi(\"1\").toByteArray())"
    :try_start_41
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_41
    .catch Ljava/lang/RuntimeException; {:try_start_41 .. :try_end_41} :catch_41
    goto :next_41
    :catch_41
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_41
    const-string v0, "bi(\"1\").shiftLeft(1)"
    :try_start_42
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_42
    .catch Ljava/lang/RuntimeException; {:try_start_42 .. :try_end_42} :catch_42
    goto :next_42
    :catch_42
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_42
    const-string v0, "bi(\"1\").shiftRight(1)"
    :try_start_43
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_43
    .catch Ljava/lang/RuntimeException; {:try_start_43 .. :try_end_43} :catch_43
    goto :next_43
    :catch_43
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_43
    const-string v0, "bi(\"1\").testBit(1)"
    :try_start_44
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_44
    .catch Ljava/lang/RuntimeException; {:try_start_44 .. :try_end_44} :catch_44
    goto :next_44
    :catch_44
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_44
    const-string v0, "bi(\"1\").setBit(1)"
    :try_start_45
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_45
    .catch Ljava/lang/RuntimeException; {:try_start_45 .. :try_end_45} :catch_45
    goto :next_45
    :catch_45
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_45
    const-string v0, "bi(\"1\").clearBit(1)"
    :try_start_46
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_46
    .catch Ljava/lang/RuntimeException; {:try_start_46 .. :try_end_46} :catch_46
    goto :next_46
    :catch_46
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_46
    const-string v0, "bi(\"1\").flipBit(1)"
    :try_start_47
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_47
    .catch Ljava/lang/RuntimeException; {:try_start_47 .. :try_end_47} :catch_47
    goto :next_47
    :catch_47
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_47
    const-string v0, "bi(\"1\").shiftLeft(33)"
    :try_start_48
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_48
    .catch Ljava/lang/RuntimeException; {:try_start_48 .. :try_end_48} :catch_48
    goto :next_48
    :catch_48
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_48
    const-string v0, "bi(\"1\").shiftRight(33)"
    :try_start_49
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_49
    .catch Ljava/lang/RuntimeException; {:try_start_49 .. :try_end_49} :catch_49
    goto :next_49
    :catch_49
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_49
    const-string v0, "bi(\"1\").testBit(33)"
    :try_start_50
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_50
    .catch Ljava/lang/RuntimeException; {:try_start_50 .. :try_end_50} :catch_50
    goto :next_50
    :catch_50
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_50
    const-string v0, "bi(\"1\").setBit(33)"
    :try_start_51
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_51
    .catch Ljava/lang/RuntimeException; {:try_start_51 .. :try_end_51} :catch_51
    goto :next_51
    :catch_51
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_51
    const-string v0, "bi(\"1\").clearBit(33)"
    :try_start_52
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_52
    .catch Ljava/lang/RuntimeException; {:try_start_52 .. :try_end_52} :catch_52
    goto :next_52
    :catch_52
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_52
    const-string v0, "bi(\"1\").flipBit(33)"
    :try_start_53
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_53
    .catch Ljava/lang/RuntimeException; {:try_start_53 .. :try_end_53} :catch_53
    goto :next_53
    :catch_53
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_53
    const-string v0, "bi(\"1\").shiftLeft(70)"
    :try_start_54
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_54
    .catch Ljava/lang/RuntimeException; {:try_start_54 .. :try_end_54} :catch_54
    goto :next_54
    :catch_54
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_54
    const-string v0, "bi(\"1\").shiftRight(70)"
    :try_start_55
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_55
    .catch Ljava/lang/RuntimeException; {:try_start_55 .. :try_end_55} :catch_55
    goto :next_55
    :catch_55
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_55
    const-string v0, "bi(\"1\").testBit(70)"
    :try_start_56
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_56
    .catch Ljava/lang/RuntimeException; {:try_start_56 .. :try_end_56} :catch_56
    goto :next_56
    :catch_56
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_56
    const-string v0, "bi(\"1\").setBit(70)"
    :try_start_57
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_57
    .catch Ljava/lang/RuntimeException; {:try_start_57 .. :try_end_57} :catch_57
    goto :next_57
    :catch_57
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_57
    const-string v0, "bi(\"1\").clearBit(70)"
    :try_start_58
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_58
    .catch Ljava/lang/RuntimeException; {:try_start_58 .. :try_end_58} :catch_58
    goto :next_58
    :catch_58
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_58
    const-string v0, "bi(\"1\").flipBit(70)"
    :try_start_59
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_59
    .catch Ljava/lang/RuntimeException; {:try_start_59 .. :try_end_59} :catch_59
    goto :next_59
    :catch_59
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_59
    const-string v0, "bi(\"1\").and(bi(\"0\"))"
    :try_start_60
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_60
    .catch Ljava/lang/RuntimeException; {:try_start_60 .. :try_end_60} :catch_60
    goto :next_60
    :catch_60
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_60
    const-string v0, "bi(\"1\").or(bi(\"0\"))"
    :try_start_61
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_61
    .catch Ljava/lang/RuntimeException; {:try_start_61 .. :try_end_61} :catch_61
    goto :next_61
    :catch_61
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_61
    const-string v0, "bi(\"1\").xor(bi(\"0\"))"
    :try_start_62
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_62
    .catch Ljava/lang/RuntimeException; {:try_start_62 .. :try_end_62} :catch_62
    goto :next_62
    :catch_62
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_62
    const-string v0, "bi(\"1\").andNot(bi(\"0\"))"
    :try_start_63
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_63
    .catch Ljava/lang/RuntimeException; {:try_start_63 .. :try_end_63} :catch_63
    goto :next_63
    :catch_63
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_63
    const-string v0, "bi(\"1\").and(bi(\"-256\"))"
    :try_start_64
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_64
    .catch Ljava/lang/RuntimeException; {:try_start_64 .. :try_end_64} :catch_64
    goto :next_64
    :catch_64
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_64
    const-string v0, "bi(\"1\").or(bi(\"-256\"))"
    :try_start_65
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_65
    .catch Ljava/lang/RuntimeException; {:try_start_65 .. :try_end_65} :catch_65
    goto :next_65
    :catch_65
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_65
    const-string v0, "bi(\"1\").xor(bi(\"-256\"))"
    :try_start_66
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_66
    .catch Ljava/lang/RuntimeException; {:try_start_66 .. :try_end_66} :catch_66
    goto :next_66
    :catch_66
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_66
    const-string v0, "bi(\"1\").andNot(bi(\"-256\"))"
    :try_start_67
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_67
    .catch Ljava/lang/RuntimeException; {:try_start_67 .. :try_end_67} :catch_67
    goto :next_67
    :catch_67
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_67
    const-string v0, "bi(\"1\").and(bi(\"12345678901234567890123\"))"
    :try_start_68
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_68
    .catch Ljava/lang/RuntimeException; {:try_start_68 .. :try_end_68} :catch_68
    goto :next_68
    :catch_68
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_68
    const-string v0, "bi(\"1\").or(bi(\"12345678901234567890123\"))"
    :try_start_69
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_69
    .catch Ljava/lang/RuntimeException; {:try_start_69 .. :try_end_69} :catch_69
    goto :next_69
    :catch_69
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_69
    const-string v0, "bi(\"1\").xor(bi(\"12345678901234567890123\"))"
    :try_start_70
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_70
    .catch Ljava/lang/RuntimeException; {:try_start_70 .. :try_end_70} :catch_70
    goto :next_70
    :catch_70
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_70
    const-string v0, "bi(\"1\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_71
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_71
    .catch Ljava/lang/RuntimeException; {:try_start_71 .. :try_end_71} :catch_71
    goto :next_71
    :catch_71
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_71
    const-string v0, "bi(\"-1\").bitLength()"
    :try_start_72
    move-object/16 v2, v0
    const-string v5, "-1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_72
    .catch Ljava/lang/RuntimeException; {:try_start_72 .. :try_end_72} :catch_72
    goto :next_72
    :catch_72
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_72
    const-string v0, "bi(\"-1\").bitCount()"
    :try_start_73
    move-object/16 v2, v0
    const-string v5, "-1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_73
    .catch Ljava/lang/RuntimeException; {:try_start_73 .. :try_end_73} :catch_73
    goto :next_73
    :catch_73
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_73
    const-string v0, "bi(\"-1\").getLowestSetBit()"
    :try_start_74
    move-object/16 v2, v0
    const-string v5, "-1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_74
    .catch Ljava/lang/RuntimeException; {:try_start_74 .. :try_end_74} :catch_74
    goto :next_74
    :catch_74
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_74
    const-string v0, "bi(\"-1\").not()"
    :try_start_75
    move-object/16 v2, v0
    const-string v5, "-1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_75
    .catch Ljava/lang/RuntimeException; {:try_start_75 .. :try_end_75} :catch_75
    goto :next_75
    :catch_75
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_75
    const-string v0, "bi(\"-1\").toByteArray()"
    :try_start_76
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_76
    .catch Ljava/lang/RuntimeException; {:try_start_76 .. :try_end_76} :catch_76
    goto :next_76
    :catch_76
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_76
    const-string v0, "new BigInteger(bi(\"-1\").toByteArray())"
    :try_start_77
    move-object/16 v2, v0
    const-string v7, "-1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_77
    .catch Ljava/lang/RuntimeException; {:try_start_77 .. :try_end_77} :catch_77
    goto :next_77
    :catch_77
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_77
    const-string v0, "bi(\"-1\").shiftLeft(1)"
    :try_start_78
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_78
    .catch Ljava/lang/RuntimeException; {:try_start_78 .. :try_end_78} :catch_78
    goto :next_78
    :catch_78
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_78
    const-string v0, "bi(\"-1\").shiftRight(1)"
    :try_start_79
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_79
    .catch Ljava/lang/RuntimeException; {:try_start_79 .. :try_end_79} :catch_79
    goto :next_79
    :catch_79
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_79
    return-void
.end method

.method static part2()V
    .registers 8
    const-string v0, "bi(\"-1\").testBit(1)"
    :try_start_80
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_80
    .catch Ljava/lang/RuntimeException; {:try_start_80 .. :try_end_80} :catch_80
    goto :next_80
    :catch_80
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_80
    const-string v0, "bi(\"-1\").setBit(1)"
    :try_start_81
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_81
    .catch Ljava/lang/RuntimeException; {:try_start_81 .. :try_end_81} :catch_81
    goto :next_81
    :catch_81
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_81
    const-string v0, "bi(\"-1\").clearBit(1)"
    :try_start_82
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_82
    .catch Ljava/lang/RuntimeException; {:try_start_82 .. :try_end_82} :catch_82
    goto :next_82
    :catch_82
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_82
    const-string v0, "bi(\"-1\").flipBit(1)"
    :try_start_83
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_83
    .catch Ljava/lang/RuntimeException; {:try_start_83 .. :try_end_83} :catch_83
    goto :next_83
    :catch_83
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_83
    const-string v0, "bi(\"-1\").shiftLeft(33)"
    :try_start_84
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_84
    .catch Ljava/lang/RuntimeException; {:try_start_84 .. :try_end_84} :catch_84
    goto :next_84
    :catch_84
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_84
    const-string v0, "bi(\"-1\").shiftRight(33)"
    :try_start_85
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_85
    .catch Ljava/lang/RuntimeException; {:try_start_85 .. :try_end_85} :catch_85
    goto :next_85
    :catch_85
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_85
    const-string v0, "bi(\"-1\").testBit(33)"
    :try_start_86
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_86
    .catch Ljava/lang/RuntimeException; {:try_start_86 .. :try_end_86} :catch_86
    goto :next_86
    :catch_86
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_86
    const-string v0, "bi(\"-1\").setBit(33)"
    :try_start_87
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_87
    .catch Ljava/lang/RuntimeException; {:try_start_87 .. :try_end_87} :catch_87
    goto :next_87
    :catch_87
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_87
    const-string v0, "bi(\"-1\").clearBit(33)"
    :try_start_88
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_88
    .catch Ljava/lang/RuntimeException; {:try_start_88 .. :try_end_88} :catch_88
    goto :next_88
    :catch_88
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_88
    const-string v0, "bi(\"-1\").flipBit(33)"
    :try_start_89
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_89
    .catch Ljava/lang/RuntimeException; {:try_start_89 .. :try_end_89} :catch_89
    goto :next_89
    :catch_89
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_89
    const-string v0, "bi(\"-1\").shiftLeft(70)"
    :try_start_90
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_90
    .catch Ljava/lang/RuntimeException; {:try_start_90 .. :try_end_90} :catch_90
    goto :next_90
    :catch_90
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_90
    const-string v0, "bi(\"-1\").shiftRight(70)"
    :try_start_91
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_91
    .catch Ljava/lang/RuntimeException; {:try_start_91 .. :try_end_91} :catch_91
    goto :next_91
    :catch_91
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_91
    const-string v0, "bi(\"-1\").testBit(70)"
    :try_start_92
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_92
    .catch Ljava/lang/RuntimeException; {:try_start_92 .. :try_end_92} :catch_92
    goto :next_92
    :catch_92
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_92
    const-string v0, "bi(\"-1\").setBit(70)"
    :try_start_93
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_93
    .catch Ljava/lang/RuntimeException; {:try_start_93 .. :try_end_93} :catch_93
    goto :next_93
    :catch_93
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_93
    const-string v0, "bi(\"-1\").clearBit(70)"
    :try_start_94
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_94
    .catch Ljava/lang/RuntimeException; {:try_start_94 .. :try_end_94} :catch_94
    goto :next_94
    :catch_94
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_94
    const-string v0, "bi(\"-1\").flipBit(70)"
    :try_start_95
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_95
    .catch Ljava/lang/RuntimeException; {:try_start_95 .. :try_end_95} :catch_95
    goto :next_95
    :catch_95
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_95
    const-string v0, "bi(\"-1\").and(bi(\"0\"))"
    :try_start_96
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_96
    .catch Ljava/lang/RuntimeException; {:try_start_96 .. :try_end_96} :catch_96
    goto :next_96
    :catch_96
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_96
    const-string v0, "bi(\"-1\").or(bi(\"0\"))"
    :try_start_97
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_97
    .catch Ljava/lang/RuntimeException; {:try_start_97 .. :try_end_97} :catch_97
    goto :next_97
    :catch_97
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_97
    const-string v0, "bi(\"-1\").xor(bi(\"0\"))"
    :try_start_98
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_98
    .catch Ljava/lang/RuntimeException; {:try_start_98 .. :try_end_98} :catch_98
    goto :next_98
    :catch_98
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_98
    const-string v0, "bi(\"-1\").andNot(bi(\"0\"))"
    :try_start_99
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_99
    .catch Ljava/lang/RuntimeException; {:try_start_99 .. :try_end_99} :catch_99
    goto :next_99
    :catch_99
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_99
    const-string v0, "bi(\"-1\").and(bi(\"-256\"))"
    :try_start_100
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_100
    .catch Ljava/lang/RuntimeException; {:try_start_100 .. :try_end_100} :catch_100
    goto :next_100
    :catch_100
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_100
    const-string v0, "bi(\"-1\").or(bi(\"-256\"))"
    :try_start_101
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_101
    .catch Ljava/lang/RuntimeException; {:try_start_101 .. :try_end_101} :catch_101
    goto :next_101
    :catch_101
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_101
    const-string v0, "bi(\"-1\").xor(bi(\"-256\"))"
    :try_start_102
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_102
    .catch Ljava/lang/RuntimeException; {:try_start_102 .. :try_end_102} :catch_102
    goto :next_102
    :catch_102
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_102
    const-string v0, "bi(\"-1\").andNot(bi(\"-256\"))"
    :try_start_103
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_103
    .catch Ljava/lang/RuntimeException; {:try_start_103 .. :try_end_103} :catch_103
    goto :next_103
    :catch_103
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_103
    const-string v0, "bi(\"-1\").and(bi(\"12345678901234567890123\"))"
    :try_start_104
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_104
    .catch Ljava/lang/RuntimeException; {:try_start_104 .. :try_end_104} :catch_104
    goto :next_104
    :catch_104
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_104
    const-string v0, "bi(\"-1\").or(bi(\"12345678901234567890123\"))"
    :try_start_105
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_105
    .catch Ljava/lang/RuntimeException; {:try_start_105 .. :try_end_105} :catch_105
    goto :next_105
    :catch_105
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_105
    const-string v0, "bi(\"-1\").xor(bi(\"12345678901234567890123\"))"
    :try_start_106
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_106
    .catch Ljava/lang/RuntimeException; {:try_start_106 .. :try_end_106} :catch_106
    goto :next_106
    :catch_106
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_106
    const-string v0, "bi(\"-1\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_107
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_107
    .catch Ljava/lang/RuntimeException; {:try_start_107 .. :try_end_107} :catch_107
    goto :next_107
    :catch_107
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_107
    const-string v0, "bi(\"255\").bitLength()"
    :try_start_108
    move-object/16 v2, v0
    const-string v5, "255"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_108
    .catch Ljava/lang/RuntimeException; {:try_start_108 .. :try_end_108} :catch_108
    goto :next_108
    :catch_108
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_108
    const-string v0, "bi(\"255\").bitCount()"
    :try_start_109
    move-object/16 v2, v0
    const-string v5, "255"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_109
    .catch Ljava/lang/RuntimeException; {:try_start_109 .. :try_end_109} :catch_109
    goto :next_109
    :catch_109
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_109
    const-string v0, "bi(\"255\").getLowestSetBit()"
    :try_start_110
    move-object/16 v2, v0
    const-string v5, "255"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_110
    .catch Ljava/lang/RuntimeException; {:try_start_110 .. :try_end_110} :catch_110
    goto :next_110
    :catch_110
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_110
    const-string v0, "bi(\"255\").not()"
    :try_start_111
    move-object/16 v2, v0
    const-string v5, "255"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_111
    .catch Ljava/lang/RuntimeException; {:try_start_111 .. :try_end_111} :catch_111
    goto :next_111
    :catch_111
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_111
    const-string v0, "bi(\"255\").toByteArray()"
    :try_start_112
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_112
    .catch Ljava/lang/RuntimeException; {:try_start_112 .. :try_end_112} :catch_112
    goto :next_112
    :catch_112
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_112
    const-string v0, "new BigInteger(bi(\"255\").toByteArray())"
    :try_start_113
    move-object/16 v2, v0
    const-string v7, "255"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_113
    .catch Ljava/lang/RuntimeException; {:try_start_113 .. :try_end_113} :catch_113
    goto :next_113
    :catch_113
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_113
    const-string v0, "bi(\"255\").shiftLeft(1)"
    :try_start_114
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_114
    .catch Ljava/lang/RuntimeException; {:try_start_114 .. :try_end_114} :catch_114
    goto :next_114
    :catch_114
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_114
    const-string v0, "bi(\"255\").shiftRight(1)"
    :try_start_115
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_115
    .catch Ljava/lang/RuntimeException; {:try_start_115 .. :try_end_115} :catch_115
    goto :next_115
    :catch_115
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_115
    const-string v0, "bi(\"255\").testBit(1)"
    :try_start_116
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_116
    .catch Ljava/lang/RuntimeException; {:try_start_116 .. :try_end_116} :catch_116
    goto :next_116
    :catch_116
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_116
    const-string v0, "bi(\"255\").setBit(1)"
    :try_start_117
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_117
    .catch Ljava/lang/RuntimeException; {:try_start_117 .. :try_end_117} :catch_117
    goto :next_117
    :catch_117
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_117
    const-string v0, "bi(\"255\").clearBit(1)"
    :try_start_118
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_118
    .catch Ljava/lang/RuntimeException; {:try_start_118 .. :try_end_118} :catch_118
    goto :next_118
    :catch_118
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_118
    const-string v0, "bi(\"255\").flipBit(1)"
    :try_start_119
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_119
    .catch Ljava/lang/RuntimeException; {:try_start_119 .. :try_end_119} :catch_119
    goto :next_119
    :catch_119
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_119
    return-void
.end method

.method static part3()V
    .registers 8
    const-string v0, "bi(\"255\").shiftLeft(33)"
    :try_start_120
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_120
    .catch Ljava/lang/RuntimeException; {:try_start_120 .. :try_end_120} :catch_120
    goto :next_120
    :catch_120
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_120
    const-string v0, "bi(\"255\").shiftRight(33)"
    :try_start_121
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_121
    .catch Ljava/lang/RuntimeException; {:try_start_121 .. :try_end_121} :catch_121
    goto :next_121
    :catch_121
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_121
    const-string v0, "bi(\"255\").testBit(33)"
    :try_start_122
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_122
    .catch Ljava/lang/RuntimeException; {:try_start_122 .. :try_end_122} :catch_122
    goto :next_122
    :catch_122
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_122
    const-string v0, "bi(\"255\").setBit(33)"
    :try_start_123
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_123
    .catch Ljava/lang/RuntimeException; {:try_start_123 .. :try_end_123} :catch_123
    goto :next_123
    :catch_123
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_123
    const-string v0, "bi(\"255\").clearBit(33)"
    :try_start_124
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_124
    .catch Ljava/lang/RuntimeException; {:try_start_124 .. :try_end_124} :catch_124
    goto :next_124
    :catch_124
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_124
    const-string v0, "bi(\"255\").flipBit(33)"
    :try_start_125
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_125
    .catch Ljava/lang/RuntimeException; {:try_start_125 .. :try_end_125} :catch_125
    goto :next_125
    :catch_125
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_125
    const-string v0, "bi(\"255\").shiftLeft(70)"
    :try_start_126
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_126
    .catch Ljava/lang/RuntimeException; {:try_start_126 .. :try_end_126} :catch_126
    goto :next_126
    :catch_126
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_126
    const-string v0, "bi(\"255\").shiftRight(70)"
    :try_start_127
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_127
    .catch Ljava/lang/RuntimeException; {:try_start_127 .. :try_end_127} :catch_127
    goto :next_127
    :catch_127
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_127
    const-string v0, "bi(\"255\").testBit(70)"
    :try_start_128
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_128
    .catch Ljava/lang/RuntimeException; {:try_start_128 .. :try_end_128} :catch_128
    goto :next_128
    :catch_128
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_128
    const-string v0, "bi(\"255\").setBit(70)"
    :try_start_129
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_129
    .catch Ljava/lang/RuntimeException; {:try_start_129 .. :try_end_129} :catch_129
    goto :next_129
    :catch_129
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_129
    const-string v0, "bi(\"255\").clearBit(70)"
    :try_start_130
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_130
    .catch Ljava/lang/RuntimeException; {:try_start_130 .. :try_end_130} :catch_130
    goto :next_130
    :catch_130
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_130
    const-string v0, "bi(\"255\").flipBit(70)"
    :try_start_131
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_131
    .catch Ljava/lang/RuntimeException; {:try_start_131 .. :try_end_131} :catch_131
    goto :next_131
    :catch_131
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_131
    const-string v0, "bi(\"255\").and(bi(\"0\"))"
    :try_start_132
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_132
    .catch Ljava/lang/RuntimeException; {:try_start_132 .. :try_end_132} :catch_132
    goto :next_132
    :catch_132
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_132
    const-string v0, "bi(\"255\").or(bi(\"0\"))"
    :try_start_133
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_133
    .catch Ljava/lang/RuntimeException; {:try_start_133 .. :try_end_133} :catch_133
    goto :next_133
    :catch_133
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_133
    const-string v0, "bi(\"255\").xor(bi(\"0\"))"
    :try_start_134
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_134
    .catch Ljava/lang/RuntimeException; {:try_start_134 .. :try_end_134} :catch_134
    goto :next_134
    :catch_134
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_134
    const-string v0, "bi(\"255\").andNot(bi(\"0\"))"
    :try_start_135
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_135
    .catch Ljava/lang/RuntimeException; {:try_start_135 .. :try_end_135} :catch_135
    goto :next_135
    :catch_135
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_135
    const-string v0, "bi(\"255\").and(bi(\"-256\"))"
    :try_start_136
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_136
    .catch Ljava/lang/RuntimeException; {:try_start_136 .. :try_end_136} :catch_136
    goto :next_136
    :catch_136
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_136
    const-string v0, "bi(\"255\").or(bi(\"-256\"))"
    :try_start_137
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_137
    .catch Ljava/lang/RuntimeException; {:try_start_137 .. :try_end_137} :catch_137
    goto :next_137
    :catch_137
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_137
    const-string v0, "bi(\"255\").xor(bi(\"-256\"))"
    :try_start_138
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_138
    .catch Ljava/lang/RuntimeException; {:try_start_138 .. :try_end_138} :catch_138
    goto :next_138
    :catch_138
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_138
    const-string v0, "bi(\"255\").andNot(bi(\"-256\"))"
    :try_start_139
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_139
    .catch Ljava/lang/RuntimeException; {:try_start_139 .. :try_end_139} :catch_139
    goto :next_139
    :catch_139
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_139
    const-string v0, "bi(\"255\").and(bi(\"12345678901234567890123\"))"
    :try_start_140
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_140
    .catch Ljava/lang/RuntimeException; {:try_start_140 .. :try_end_140} :catch_140
    goto :next_140
    :catch_140
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_140
    const-string v0, "bi(\"255\").or(bi(\"12345678901234567890123\"))"
    :try_start_141
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_141
    .catch Ljava/lang/RuntimeException; {:try_start_141 .. :try_end_141} :catch_141
    goto :next_141
    :catch_141
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_141
    const-string v0, "bi(\"255\").xor(bi(\"12345678901234567890123\"))"
    :try_start_142
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_142
    .catch Ljava/lang/RuntimeException; {:try_start_142 .. :try_end_142} :catch_142
    goto :next_142
    :catch_142
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_142
    const-string v0, "bi(\"255\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_143
    move-object/16 v2, v0
    const-string v6, "255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_143
    .catch Ljava/lang/RuntimeException; {:try_start_143 .. :try_end_143} :catch_143
    goto :next_143
    :catch_143
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_143
    const-string v0, "bi(\"-256\").bitLength()"
    :try_start_144
    move-object/16 v2, v0
    const-string v5, "-256"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_144
    .catch Ljava/lang/RuntimeException; {:try_start_144 .. :try_end_144} :catch_144
    goto :next_144
    :catch_144
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_144
    const-string v0, "bi(\"-256\").bitCount()"
    :try_start_145
    move-object/16 v2, v0
    const-string v5, "-256"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_145
    .catch Ljava/lang/RuntimeException; {:try_start_145 .. :try_end_145} :catch_145
    goto :next_145
    :catch_145
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_145
    const-string v0, "bi(\"-256\").getLowestSetBit()"
    :try_start_146
    move-object/16 v2, v0
    const-string v5, "-256"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_146
    .catch Ljava/lang/RuntimeException; {:try_start_146 .. :try_end_146} :catch_146
    goto :next_146
    :catch_146
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_146
    const-string v0, "bi(\"-256\").not()"
    :try_start_147
    move-object/16 v2, v0
    const-string v5, "-256"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_147
    .catch Ljava/lang/RuntimeException; {:try_start_147 .. :try_end_147} :catch_147
    goto :next_147
    :catch_147
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_147
    const-string v0, "bi(\"-256\").toByteArray()"
    :try_start_148
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_148
    .catch Ljava/lang/RuntimeException; {:try_start_148 .. :try_end_148} :catch_148
    goto :next_148
    :catch_148
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_148
    const-string v0, "new BigInteger(bi(\"-256\").toByteArray())"
    :try_start_149
    move-object/16 v2, v0
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_149
    .catch Ljava/lang/RuntimeException; {:try_start_149 .. :try_end_149} :catch_149
    goto :next_149
    :catch_149
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_149
    const-string v0, "bi(\"-256\").shiftLeft(1)"
    :try_start_150
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_150
    .catch Ljava/lang/RuntimeException; {:try_start_150 .. :try_end_150} :catch_150
    goto :next_150
    :catch_150
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_150
    const-string v0, "bi(\"-256\").shiftRight(1)"
    :try_start_151
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_151
    .catch Ljava/lang/RuntimeException; {:try_start_151 .. :try_end_151} :catch_151
    goto :next_151
    :catch_151
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_151
    const-string v0, "bi(\"-256\").testBit(1)"
    :try_start_152
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_152
    .catch Ljava/lang/RuntimeException; {:try_start_152 .. :try_end_152} :catch_152
    goto :next_152
    :catch_152
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_152
    const-string v0, "bi(\"-256\").setBit(1)"
    :try_start_153
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_153
    .catch Ljava/lang/RuntimeException; {:try_start_153 .. :try_end_153} :catch_153
    goto :next_153
    :catch_153
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_153
    const-string v0, "bi(\"-256\").clearBit(1)"
    :try_start_154
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_154
    .catch Ljava/lang/RuntimeException; {:try_start_154 .. :try_end_154} :catch_154
    goto :next_154
    :catch_154
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_154
    const-string v0, "bi(\"-256\").flipBit(1)"
    :try_start_155
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_155
    .catch Ljava/lang/RuntimeException; {:try_start_155 .. :try_end_155} :catch_155
    goto :next_155
    :catch_155
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_155
    const-string v0, "bi(\"-256\").shiftLeft(33)"
    :try_start_156
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_156
    .catch Ljava/lang/RuntimeException; {:try_start_156 .. :try_end_156} :catch_156
    goto :next_156
    :catch_156
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_156
    const-string v0, "bi(\"-256\").shiftRight(33)"
    :try_start_157
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_157
    .catch Ljava/lang/RuntimeException; {:try_start_157 .. :try_end_157} :catch_157
    goto :next_157
    :catch_157
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_157
    const-string v0, "bi(\"-256\").testBit(33)"
    :try_start_158
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_158
    .catch Ljava/lang/RuntimeException; {:try_start_158 .. :try_end_158} :catch_158
    goto :next_158
    :catch_158
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_158
    const-string v0, "bi(\"-256\").setBit(33)"
    :try_start_159
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_159
    .catch Ljava/lang/RuntimeException; {:try_start_159 .. :try_end_159} :catch_159
    goto :next_159
    :catch_159
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_159
    return-void
.end method

.method static part4()V
    .registers 8
    const-string v0, "bi(\"-256\").clearBit(33)"
    :try_start_160
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_160
    .catch Ljava/lang/RuntimeException; {:try_start_160 .. :try_end_160} :catch_160
    goto :next_160
    :catch_160
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_160
    const-string v0, "bi(\"-256\").flipBit(33)"
    :try_start_161
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_161
    .catch Ljava/lang/RuntimeException; {:try_start_161 .. :try_end_161} :catch_161
    goto :next_161
    :catch_161
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_161
    const-string v0, "bi(\"-256\").shiftLeft(70)"
    :try_start_162
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_162
    .catch Ljava/lang/RuntimeException; {:try_start_162 .. :try_end_162} :catch_162
    goto :next_162
    :catch_162
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_162
    const-string v0, "bi(\"-256\").shiftRight(70)"
    :try_start_163
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_163
    .catch Ljava/lang/RuntimeException; {:try_start_163 .. :try_end_163} :catch_163
    goto :next_163
    :catch_163
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_163
    const-string v0, "bi(\"-256\").testBit(70)"
    :try_start_164
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_164
    .catch Ljava/lang/RuntimeException; {:try_start_164 .. :try_end_164} :catch_164
    goto :next_164
    :catch_164
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_164
    const-string v0, "bi(\"-256\").setBit(70)"
    :try_start_165
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_165
    .catch Ljava/lang/RuntimeException; {:try_start_165 .. :try_end_165} :catch_165
    goto :next_165
    :catch_165
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_165
    const-string v0, "bi(\"-256\").clearBit(70)"
    :try_start_166
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_166
    .catch Ljava/lang/RuntimeException; {:try_start_166 .. :try_end_166} :catch_166
    goto :next_166
    :catch_166
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_166
    const-string v0, "bi(\"-256\").flipBit(70)"
    :try_start_167
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_167
    .catch Ljava/lang/RuntimeException; {:try_start_167 .. :try_end_167} :catch_167
    goto :next_167
    :catch_167
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_167
    const-string v0, "bi(\"-256\").and(bi(\"0\"))"
    :try_start_168
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_168
    .catch Ljava/lang/RuntimeException; {:try_start_168 .. :try_end_168} :catch_168
    goto :next_168
    :catch_168
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_168
    const-string v0, "bi(\"-256\").or(bi(\"0\"))"
    :try_start_169
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_169
    .catch Ljava/lang/RuntimeException; {:try_start_169 .. :try_end_169} :catch_169
    goto :next_169
    :catch_169
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_169
    const-string v0, "bi(\"-256\").xor(bi(\"0\"))"
    :try_start_170
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_170
    .catch Ljava/lang/RuntimeException; {:try_start_170 .. :try_end_170} :catch_170
    goto :next_170
    :catch_170
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_170
    const-string v0, "bi(\"-256\").andNot(bi(\"0\"))"
    :try_start_171
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_171
    .catch Ljava/lang/RuntimeException; {:try_start_171 .. :try_end_171} :catch_171
    goto :next_171
    :catch_171
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_171
    const-string v0, "bi(\"-256\").and(bi(\"-256\"))"
    :try_start_172
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_172
    .catch Ljava/lang/RuntimeException; {:try_start_172 .. :try_end_172} :catch_172
    goto :next_172
    :catch_172
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_172
    const-string v0, "bi(\"-256\").or(bi(\"-256\"))"
    :try_start_173
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_173
    .catch Ljava/lang/RuntimeException; {:try_start_173 .. :try_end_173} :catch_173
    goto :next_173
    :catch_173
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_173
    const-string v0, "bi(\"-256\").xor(bi(\"-256\"))"
    :try_start_174
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_174
    .catch Ljava/lang/RuntimeException; {:try_start_174 .. :try_end_174} :catch_174
    goto :next_174
    :catch_174
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_174
    const-string v0, "bi(\"-256\").andNot(bi(\"-256\"))"
    :try_start_175
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_175
    .catch Ljava/lang/RuntimeException; {:try_start_175 .. :try_end_175} :catch_175
    goto :next_175
    :catch_175
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_175
    const-string v0, "bi(\"-256\").and(bi(\"12345678901234567890123\"))"
    :try_start_176
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_176
    .catch Ljava/lang/RuntimeException; {:try_start_176 .. :try_end_176} :catch_176
    goto :next_176
    :catch_176
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_176
    const-string v0, "bi(\"-256\").or(bi(\"12345678901234567890123\"))"
    :try_start_177
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_177
    .catch Ljava/lang/RuntimeException; {:try_start_177 .. :try_end_177} :catch_177
    goto :next_177
    :catch_177
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_177
    const-string v0, "bi(\"-256\").xor(bi(\"12345678901234567890123\"))"
    :try_start_178
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_178
    .catch Ljava/lang/RuntimeException; {:try_start_178 .. :try_end_178} :catch_178
    goto :next_178
    :catch_178
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_178
    const-string v0, "bi(\"-256\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_179
    move-object/16 v2, v0
    const-string v6, "-256"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_179
    .catch Ljava/lang/RuntimeException; {:try_start_179 .. :try_end_179} :catch_179
    goto :next_179
    :catch_179
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_179
    const-string v0, "bi(\"-255\").bitLength()"
    :try_start_180
    move-object/16 v2, v0
    const-string v5, "-255"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_180
    .catch Ljava/lang/RuntimeException; {:try_start_180 .. :try_end_180} :catch_180
    goto :next_180
    :catch_180
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_180
    const-string v0, "bi(\"-255\").bitCount()"
    :try_start_181
    move-object/16 v2, v0
    const-string v5, "-255"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_181
    .catch Ljava/lang/RuntimeException; {:try_start_181 .. :try_end_181} :catch_181
    goto :next_181
    :catch_181
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_181
    const-string v0, "bi(\"-255\").getLowestSetBit()"
    :try_start_182
    move-object/16 v2, v0
    const-string v5, "-255"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_182
    .catch Ljava/lang/RuntimeException; {:try_start_182 .. :try_end_182} :catch_182
    goto :next_182
    :catch_182
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_182
    const-string v0, "bi(\"-255\").not()"
    :try_start_183
    move-object/16 v2, v0
    const-string v5, "-255"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_183
    .catch Ljava/lang/RuntimeException; {:try_start_183 .. :try_end_183} :catch_183
    goto :next_183
    :catch_183
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_183
    const-string v0, "bi(\"-255\").toByteArray()"
    :try_start_184
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_184
    .catch Ljava/lang/RuntimeException; {:try_start_184 .. :try_end_184} :catch_184
    goto :next_184
    :catch_184
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_184
    const-string v0, "new BigInteger(bi(\"-255\").toByteArray())"
    :try_start_185
    move-object/16 v2, v0
    const-string v7, "-255"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_185
    .catch Ljava/lang/RuntimeException; {:try_start_185 .. :try_end_185} :catch_185
    goto :next_185
    :catch_185
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_185
    const-string v0, "bi(\"-255\").shiftLeft(1)"
    :try_start_186
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_186
    .catch Ljava/lang/RuntimeException; {:try_start_186 .. :try_end_186} :catch_186
    goto :next_186
    :catch_186
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_186
    const-string v0, "bi(\"-255\").shiftRight(1)"
    :try_start_187
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_187
    .catch Ljava/lang/RuntimeException; {:try_start_187 .. :try_end_187} :catch_187
    goto :next_187
    :catch_187
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_187
    const-string v0, "bi(\"-255\").testBit(1)"
    :try_start_188
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_188
    .catch Ljava/lang/RuntimeException; {:try_start_188 .. :try_end_188} :catch_188
    goto :next_188
    :catch_188
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_188
    const-string v0, "bi(\"-255\").setBit(1)"
    :try_start_189
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_189
    .catch Ljava/lang/RuntimeException; {:try_start_189 .. :try_end_189} :catch_189
    goto :next_189
    :catch_189
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_189
    const-string v0, "bi(\"-255\").clearBit(1)"
    :try_start_190
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_190
    .catch Ljava/lang/RuntimeException; {:try_start_190 .. :try_end_190} :catch_190
    goto :next_190
    :catch_190
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_190
    const-string v0, "bi(\"-255\").flipBit(1)"
    :try_start_191
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_191
    .catch Ljava/lang/RuntimeException; {:try_start_191 .. :try_end_191} :catch_191
    goto :next_191
    :catch_191
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_191
    const-string v0, "bi(\"-255\").shiftLeft(33)"
    :try_start_192
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_192
    .catch Ljava/lang/RuntimeException; {:try_start_192 .. :try_end_192} :catch_192
    goto :next_192
    :catch_192
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_192
    const-string v0, "bi(\"-255\").shiftRight(33)"
    :try_start_193
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_193
    .catch Ljava/lang/RuntimeException; {:try_start_193 .. :try_end_193} :catch_193
    goto :next_193
    :catch_193
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_193
    const-string v0, "bi(\"-255\").testBit(33)"
    :try_start_194
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_194
    .catch Ljava/lang/RuntimeException; {:try_start_194 .. :try_end_194} :catch_194
    goto :next_194
    :catch_194
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_194
    const-string v0, "bi(\"-255\").setBit(33)"
    :try_start_195
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_195
    .catch Ljava/lang/RuntimeException; {:try_start_195 .. :try_end_195} :catch_195
    goto :next_195
    :catch_195
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_195
    const-string v0, "bi(\"-255\").clearBit(33)"
    :try_start_196
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_196
    .catch Ljava/lang/RuntimeException; {:try_start_196 .. :try_end_196} :catch_196
    goto :next_196
    :catch_196
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_196
    const-string v0, "bi(\"-255\").flipBit(33)"
    :try_start_197
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_197
    .catch Ljava/lang/RuntimeException; {:try_start_197 .. :try_end_197} :catch_197
    goto :next_197
    :catch_197
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_197
    const-string v0, "bi(\"-255\").shiftLeft(70)"
    :try_start_198
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_198
    .catch Ljava/lang/RuntimeException; {:try_start_198 .. :try_end_198} :catch_198
    goto :next_198
    :catch_198
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_198
    const-string v0, "bi(\"-255\").shiftRight(70)"
    :try_start_199
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_199
    .catch Ljava/lang/RuntimeException; {:try_start_199 .. :try_end_199} :catch_199
    goto :next_199
    :catch_199
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_199
    return-void
.end method

.method static part5()V
    .registers 8
    const-string v0, "bi(\"-255\").testBit(70)"
    :try_start_200
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_200
    .catch Ljava/lang/RuntimeException; {:try_start_200 .. :try_end_200} :catch_200
    goto :next_200
    :catch_200
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_200
    const-string v0, "bi(\"-255\").setBit(70)"
    :try_start_201
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_201
    .catch Ljava/lang/RuntimeException; {:try_start_201 .. :try_end_201} :catch_201
    goto :next_201
    :catch_201
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_201
    const-string v0, "bi(\"-255\").clearBit(70)"
    :try_start_202
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_202
    .catch Ljava/lang/RuntimeException; {:try_start_202 .. :try_end_202} :catch_202
    goto :next_202
    :catch_202
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_202
    const-string v0, "bi(\"-255\").flipBit(70)"
    :try_start_203
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_203
    .catch Ljava/lang/RuntimeException; {:try_start_203 .. :try_end_203} :catch_203
    goto :next_203
    :catch_203
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_203
    const-string v0, "bi(\"-255\").and(bi(\"0\"))"
    :try_start_204
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_204
    .catch Ljava/lang/RuntimeException; {:try_start_204 .. :try_end_204} :catch_204
    goto :next_204
    :catch_204
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_204
    const-string v0, "bi(\"-255\").or(bi(\"0\"))"
    :try_start_205
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_205
    .catch Ljava/lang/RuntimeException; {:try_start_205 .. :try_end_205} :catch_205
    goto :next_205
    :catch_205
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_205
    const-string v0, "bi(\"-255\").xor(bi(\"0\"))"
    :try_start_206
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_206
    .catch Ljava/lang/RuntimeException; {:try_start_206 .. :try_end_206} :catch_206
    goto :next_206
    :catch_206
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_206
    const-string v0, "bi(\"-255\").andNot(bi(\"0\"))"
    :try_start_207
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_207
    .catch Ljava/lang/RuntimeException; {:try_start_207 .. :try_end_207} :catch_207
    goto :next_207
    :catch_207
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_207
    const-string v0, "bi(\"-255\").and(bi(\"-256\"))"
    :try_start_208
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_208
    .catch Ljava/lang/RuntimeException; {:try_start_208 .. :try_end_208} :catch_208
    goto :next_208
    :catch_208
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_208
    const-string v0, "bi(\"-255\").or(bi(\"-256\"))"
    :try_start_209
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_209
    .catch Ljava/lang/RuntimeException; {:try_start_209 .. :try_end_209} :catch_209
    goto :next_209
    :catch_209
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_209
    const-string v0, "bi(\"-255\").xor(bi(\"-256\"))"
    :try_start_210
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_210
    .catch Ljava/lang/RuntimeException; {:try_start_210 .. :try_end_210} :catch_210
    goto :next_210
    :catch_210
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_210
    const-string v0, "bi(\"-255\").andNot(bi(\"-256\"))"
    :try_start_211
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_211
    .catch Ljava/lang/RuntimeException; {:try_start_211 .. :try_end_211} :catch_211
    goto :next_211
    :catch_211
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_211
    const-string v0, "bi(\"-255\").and(bi(\"12345678901234567890123\"))"
    :try_start_212
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_212
    .catch Ljava/lang/RuntimeException; {:try_start_212 .. :try_end_212} :catch_212
    goto :next_212
    :catch_212
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_212
    const-string v0, "bi(\"-255\").or(bi(\"12345678901234567890123\"))"
    :try_start_213
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_213
    .catch Ljava/lang/RuntimeException; {:try_start_213 .. :try_end_213} :catch_213
    goto :next_213
    :catch_213
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_213
    const-string v0, "bi(\"-255\").xor(bi(\"12345678901234567890123\"))"
    :try_start_214
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_214
    .catch Ljava/lang/RuntimeException; {:try_start_214 .. :try_end_214} :catch_214
    goto :next_214
    :catch_214
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_214
    const-string v0, "bi(\"-255\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_215
    move-object/16 v2, v0
    const-string v6, "-255"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_215
    .catch Ljava/lang/RuntimeException; {:try_start_215 .. :try_end_215} :catch_215
    goto :next_215
    :catch_215
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_215
    const-string v0, "bi(\"4294967295\").bitLength()"
    :try_start_216
    move-object/16 v2, v0
    const-string v5, "4294967295"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_216
    .catch Ljava/lang/RuntimeException; {:try_start_216 .. :try_end_216} :catch_216
    goto :next_216
    :catch_216
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_216
    const-string v0, "bi(\"4294967295\").bitCount()"
    :try_start_217
    move-object/16 v2, v0
    const-string v5, "4294967295"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_217
    .catch Ljava/lang/RuntimeException; {:try_start_217 .. :try_end_217} :catch_217
    goto :next_217
    :catch_217
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_217
    const-string v0, "bi(\"4294967295\").getLowestSetBit()"
    :try_start_218
    move-object/16 v2, v0
    const-string v5, "4294967295"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_218
    .catch Ljava/lang/RuntimeException; {:try_start_218 .. :try_end_218} :catch_218
    goto :next_218
    :catch_218
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_218
    const-string v0, "bi(\"4294967295\").not()"
    :try_start_219
    move-object/16 v2, v0
    const-string v5, "4294967295"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_219
    .catch Ljava/lang/RuntimeException; {:try_start_219 .. :try_end_219} :catch_219
    goto :next_219
    :catch_219
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_219
    const-string v0, "bi(\"4294967295\").toByteArray()"
    :try_start_220
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_220
    .catch Ljava/lang/RuntimeException; {:try_start_220 .. :try_end_220} :catch_220
    goto :next_220
    :catch_220
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_220
    const-string v0, "new BigInteger(bi(\"4294967295\").toByteArray())"
    :try_start_221
    move-object/16 v2, v0
    const-string v7, "4294967295"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_221
    .catch Ljava/lang/RuntimeException; {:try_start_221 .. :try_end_221} :catch_221
    goto :next_221
    :catch_221
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_221
    const-string v0, "bi(\"4294967295\").shiftLeft(1)"
    :try_start_222
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_222
    .catch Ljava/lang/RuntimeException; {:try_start_222 .. :try_end_222} :catch_222
    goto :next_222
    :catch_222
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_222
    const-string v0, "bi(\"4294967295\").shiftRight(1)"
    :try_start_223
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_223
    .catch Ljava/lang/RuntimeException; {:try_start_223 .. :try_end_223} :catch_223
    goto :next_223
    :catch_223
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_223
    const-string v0, "bi(\"4294967295\").testBit(1)"
    :try_start_224
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_224
    .catch Ljava/lang/RuntimeException; {:try_start_224 .. :try_end_224} :catch_224
    goto :next_224
    :catch_224
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_224
    const-string v0, "bi(\"4294967295\").setBit(1)"
    :try_start_225
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_225
    .catch Ljava/lang/RuntimeException; {:try_start_225 .. :try_end_225} :catch_225
    goto :next_225
    :catch_225
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_225
    const-string v0, "bi(\"4294967295\").clearBit(1)"
    :try_start_226
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_226
    .catch Ljava/lang/RuntimeException; {:try_start_226 .. :try_end_226} :catch_226
    goto :next_226
    :catch_226
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_226
    const-string v0, "bi(\"4294967295\").flipBit(1)"
    :try_start_227
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_227
    .catch Ljava/lang/RuntimeException; {:try_start_227 .. :try_end_227} :catch_227
    goto :next_227
    :catch_227
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_227
    const-string v0, "bi(\"4294967295\").shiftLeft(33)"
    :try_start_228
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_228
    .catch Ljava/lang/RuntimeException; {:try_start_228 .. :try_end_228} :catch_228
    goto :next_228
    :catch_228
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_228
    const-string v0, "bi(\"4294967295\").shiftRight(33)"
    :try_start_229
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_229
    .catch Ljava/lang/RuntimeException; {:try_start_229 .. :try_end_229} :catch_229
    goto :next_229
    :catch_229
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_229
    const-string v0, "bi(\"4294967295\").testBit(33)"
    :try_start_230
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_230
    .catch Ljava/lang/RuntimeException; {:try_start_230 .. :try_end_230} :catch_230
    goto :next_230
    :catch_230
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_230
    const-string v0, "bi(\"4294967295\").setBit(33)"
    :try_start_231
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_231
    .catch Ljava/lang/RuntimeException; {:try_start_231 .. :try_end_231} :catch_231
    goto :next_231
    :catch_231
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_231
    const-string v0, "bi(\"4294967295\").clearBit(33)"
    :try_start_232
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_232
    .catch Ljava/lang/RuntimeException; {:try_start_232 .. :try_end_232} :catch_232
    goto :next_232
    :catch_232
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_232
    const-string v0, "bi(\"4294967295\").flipBit(33)"
    :try_start_233
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_233
    .catch Ljava/lang/RuntimeException; {:try_start_233 .. :try_end_233} :catch_233
    goto :next_233
    :catch_233
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_233
    const-string v0, "bi(\"4294967295\").shiftLeft(70)"
    :try_start_234
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_234
    .catch Ljava/lang/RuntimeException; {:try_start_234 .. :try_end_234} :catch_234
    goto :next_234
    :catch_234
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_234
    const-string v0, "bi(\"4294967295\").shiftRight(70)"
    :try_start_235
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_235
    .catch Ljava/lang/RuntimeException; {:try_start_235 .. :try_end_235} :catch_235
    goto :next_235
    :catch_235
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_235
    const-string v0, "bi(\"4294967295\").testBit(70)"
    :try_start_236
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_236
    .catch Ljava/lang/RuntimeException; {:try_start_236 .. :try_end_236} :catch_236
    goto :next_236
    :catch_236
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_236
    const-string v0, "bi(\"4294967295\").setBit(70)"
    :try_start_237
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_237
    .catch Ljava/lang/RuntimeException; {:try_start_237 .. :try_end_237} :catch_237
    goto :next_237
    :catch_237
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_237
    const-string v0, "bi(\"4294967295\").clearBit(70)"
    :try_start_238
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_238
    .catch Ljava/lang/RuntimeException; {:try_start_238 .. :try_end_238} :catch_238
    goto :next_238
    :catch_238
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_238
    const-string v0, "bi(\"4294967295\").flipBit(70)"
    :try_start_239
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_239
    .catch Ljava/lang/RuntimeException; {:try_start_239 .. :try_end_239} :catch_239
    goto :next_239
    :catch_239
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_239
    return-void
.end method

.method static part6()V
    .registers 8
    const-string v0, "bi(\"4294967295\").and(bi(\"0\"))"
    :try_start_240
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_240
    .catch Ljava/lang/RuntimeException; {:try_start_240 .. :try_end_240} :catch_240
    goto :next_240
    :catch_240
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_240
    const-string v0, "bi(\"4294967295\").or(bi(\"0\"))"
    :try_start_241
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_241
    .catch Ljava/lang/RuntimeException; {:try_start_241 .. :try_end_241} :catch_241
    goto :next_241
    :catch_241
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_241
    const-string v0, "bi(\"4294967295\").xor(bi(\"0\"))"
    :try_start_242
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_242
    .catch Ljava/lang/RuntimeException; {:try_start_242 .. :try_end_242} :catch_242
    goto :next_242
    :catch_242
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_242
    const-string v0, "bi(\"4294967295\").andNot(bi(\"0\"))"
    :try_start_243
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_243
    .catch Ljava/lang/RuntimeException; {:try_start_243 .. :try_end_243} :catch_243
    goto :next_243
    :catch_243
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_243
    const-string v0, "bi(\"4294967295\").and(bi(\"-256\"))"
    :try_start_244
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_244
    .catch Ljava/lang/RuntimeException; {:try_start_244 .. :try_end_244} :catch_244
    goto :next_244
    :catch_244
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_244
    const-string v0, "bi(\"4294967295\").or(bi(\"-256\"))"
    :try_start_245
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_245
    .catch Ljava/lang/RuntimeException; {:try_start_245 .. :try_end_245} :catch_245
    goto :next_245
    :catch_245
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_245
    const-string v0, "bi(\"4294967295\").xor(bi(\"-256\"))"
    :try_start_246
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_246
    .catch Ljava/lang/RuntimeException; {:try_start_246 .. :try_end_246} :catch_246
    goto :next_246
    :catch_246
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_246
    const-string v0, "bi(\"4294967295\").andNot(bi(\"-256\"))"
    :try_start_247
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_247
    .catch Ljava/lang/RuntimeException; {:try_start_247 .. :try_end_247} :catch_247
    goto :next_247
    :catch_247
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_247
    const-string v0, "bi(\"4294967295\").and(bi(\"12345678901234567890123\"))"
    :try_start_248
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_248
    .catch Ljava/lang/RuntimeException; {:try_start_248 .. :try_end_248} :catch_248
    goto :next_248
    :catch_248
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_248
    const-string v0, "bi(\"4294967295\").or(bi(\"12345678901234567890123\"))"
    :try_start_249
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_249
    .catch Ljava/lang/RuntimeException; {:try_start_249 .. :try_end_249} :catch_249
    goto :next_249
    :catch_249
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_249
    const-string v0, "bi(\"4294967295\").xor(bi(\"12345678901234567890123\"))"
    :try_start_250
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_250
    .catch Ljava/lang/RuntimeException; {:try_start_250 .. :try_end_250} :catch_250
    goto :next_250
    :catch_250
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_250
    const-string v0, "bi(\"4294967295\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_251
    move-object/16 v2, v0
    const-string v6, "4294967295"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_251
    .catch Ljava/lang/RuntimeException; {:try_start_251 .. :try_end_251} :catch_251
    goto :next_251
    :catch_251
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_251
    const-string v0, "bi(\"-4294967296\").bitLength()"
    :try_start_252
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_252
    .catch Ljava/lang/RuntimeException; {:try_start_252 .. :try_end_252} :catch_252
    goto :next_252
    :catch_252
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_252
    const-string v0, "bi(\"-4294967296\").bitCount()"
    :try_start_253
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_253
    .catch Ljava/lang/RuntimeException; {:try_start_253 .. :try_end_253} :catch_253
    goto :next_253
    :catch_253
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_253
    const-string v0, "bi(\"-4294967296\").getLowestSetBit()"
    :try_start_254
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_254
    .catch Ljava/lang/RuntimeException; {:try_start_254 .. :try_end_254} :catch_254
    goto :next_254
    :catch_254
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_254
    const-string v0, "bi(\"-4294967296\").not()"
    :try_start_255
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_255
    .catch Ljava/lang/RuntimeException; {:try_start_255 .. :try_end_255} :catch_255
    goto :next_255
    :catch_255
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_255
    const-string v0, "bi(\"-4294967296\").toByteArray()"
    :try_start_256
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_256
    .catch Ljava/lang/RuntimeException; {:try_start_256 .. :try_end_256} :catch_256
    goto :next_256
    :catch_256
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_256
    const-string v0, "new BigInteger(bi(\"-4294967296\").toByteArray())"
    :try_start_257
    move-object/16 v2, v0
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_257
    .catch Ljava/lang/RuntimeException; {:try_start_257 .. :try_end_257} :catch_257
    goto :next_257
    :catch_257
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_257
    const-string v0, "bi(\"-4294967296\").shiftLeft(1)"
    :try_start_258
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_258
    .catch Ljava/lang/RuntimeException; {:try_start_258 .. :try_end_258} :catch_258
    goto :next_258
    :catch_258
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_258
    const-string v0, "bi(\"-4294967296\").shiftRight(1)"
    :try_start_259
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_259
    .catch Ljava/lang/RuntimeException; {:try_start_259 .. :try_end_259} :catch_259
    goto :next_259
    :catch_259
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_259
    const-string v0, "bi(\"-4294967296\").testBit(1)"
    :try_start_260
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_260
    .catch Ljava/lang/RuntimeException; {:try_start_260 .. :try_end_260} :catch_260
    goto :next_260
    :catch_260
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_260
    const-string v0, "bi(\"-4294967296\").setBit(1)"
    :try_start_261
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_261
    .catch Ljava/lang/RuntimeException; {:try_start_261 .. :try_end_261} :catch_261
    goto :next_261
    :catch_261
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_261
    const-string v0, "bi(\"-4294967296\").clearBit(1)"
    :try_start_262
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_262
    .catch Ljava/lang/RuntimeException; {:try_start_262 .. :try_end_262} :catch_262
    goto :next_262
    :catch_262
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_262
    const-string v0, "bi(\"-4294967296\").flipBit(1)"
    :try_start_263
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_263
    .catch Ljava/lang/RuntimeException; {:try_start_263 .. :try_end_263} :catch_263
    goto :next_263
    :catch_263
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_263
    const-string v0, "bi(\"-4294967296\").shiftLeft(33)"
    :try_start_264
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_264
    .catch Ljava/lang/RuntimeException; {:try_start_264 .. :try_end_264} :catch_264
    goto :next_264
    :catch_264
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_264
    const-string v0, "bi(\"-4294967296\").shiftRight(33)"
    :try_start_265
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_265
    .catch Ljava/lang/RuntimeException; {:try_start_265 .. :try_end_265} :catch_265
    goto :next_265
    :catch_265
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_265
    const-string v0, "bi(\"-4294967296\").testBit(33)"
    :try_start_266
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_266
    .catch Ljava/lang/RuntimeException; {:try_start_266 .. :try_end_266} :catch_266
    goto :next_266
    :catch_266
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_266
    const-string v0, "bi(\"-4294967296\").setBit(33)"
    :try_start_267
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_267
    .catch Ljava/lang/RuntimeException; {:try_start_267 .. :try_end_267} :catch_267
    goto :next_267
    :catch_267
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_267
    const-string v0, "bi(\"-4294967296\").clearBit(33)"
    :try_start_268
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_268
    .catch Ljava/lang/RuntimeException; {:try_start_268 .. :try_end_268} :catch_268
    goto :next_268
    :catch_268
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_268
    const-string v0, "bi(\"-4294967296\").flipBit(33)"
    :try_start_269
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_269
    .catch Ljava/lang/RuntimeException; {:try_start_269 .. :try_end_269} :catch_269
    goto :next_269
    :catch_269
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_269
    const-string v0, "bi(\"-4294967296\").shiftLeft(70)"
    :try_start_270
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_270
    .catch Ljava/lang/RuntimeException; {:try_start_270 .. :try_end_270} :catch_270
    goto :next_270
    :catch_270
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_270
    const-string v0, "bi(\"-4294967296\").shiftRight(70)"
    :try_start_271
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_271
    .catch Ljava/lang/RuntimeException; {:try_start_271 .. :try_end_271} :catch_271
    goto :next_271
    :catch_271
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_271
    const-string v0, "bi(\"-4294967296\").testBit(70)"
    :try_start_272
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_272
    .catch Ljava/lang/RuntimeException; {:try_start_272 .. :try_end_272} :catch_272
    goto :next_272
    :catch_272
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_272
    const-string v0, "bi(\"-4294967296\").setBit(70)"
    :try_start_273
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_273
    .catch Ljava/lang/RuntimeException; {:try_start_273 .. :try_end_273} :catch_273
    goto :next_273
    :catch_273
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_273
    const-string v0, "bi(\"-4294967296\").clearBit(70)"
    :try_start_274
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_274
    .catch Ljava/lang/RuntimeException; {:try_start_274 .. :try_end_274} :catch_274
    goto :next_274
    :catch_274
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_274
    const-string v0, "bi(\"-4294967296\").flipBit(70)"
    :try_start_275
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_275
    .catch Ljava/lang/RuntimeException; {:try_start_275 .. :try_end_275} :catch_275
    goto :next_275
    :catch_275
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_275
    const-string v0, "bi(\"-4294967296\").and(bi(\"0\"))"
    :try_start_276
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_276
    .catch Ljava/lang/RuntimeException; {:try_start_276 .. :try_end_276} :catch_276
    goto :next_276
    :catch_276
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_276
    const-string v0, "bi(\"-4294967296\").or(bi(\"0\"))"
    :try_start_277
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_277
    .catch Ljava/lang/RuntimeException; {:try_start_277 .. :try_end_277} :catch_277
    goto :next_277
    :catch_277
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_277
    const-string v0, "bi(\"-4294967296\").xor(bi(\"0\"))"
    :try_start_278
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_278
    .catch Ljava/lang/RuntimeException; {:try_start_278 .. :try_end_278} :catch_278
    goto :next_278
    :catch_278
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_278
    const-string v0, "bi(\"-4294967296\").andNot(bi(\"0\"))"
    :try_start_279
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_279
    .catch Ljava/lang/RuntimeException; {:try_start_279 .. :try_end_279} :catch_279
    goto :next_279
    :catch_279
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_279
    return-void
.end method

.method static part7()V
    .registers 8
    const-string v0, "bi(\"-4294967296\").and(bi(\"-256\"))"
    :try_start_280
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_280
    .catch Ljava/lang/RuntimeException; {:try_start_280 .. :try_end_280} :catch_280
    goto :next_280
    :catch_280
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_280
    const-string v0, "bi(\"-4294967296\").or(bi(\"-256\"))"
    :try_start_281
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_281
    .catch Ljava/lang/RuntimeException; {:try_start_281 .. :try_end_281} :catch_281
    goto :next_281
    :catch_281
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_281
    const-string v0, "bi(\"-4294967296\").xor(bi(\"-256\"))"
    :try_start_282
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_282
    .catch Ljava/lang/RuntimeException; {:try_start_282 .. :try_end_282} :catch_282
    goto :next_282
    :catch_282
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_282
    const-string v0, "bi(\"-4294967296\").andNot(bi(\"-256\"))"
    :try_start_283
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_283
    .catch Ljava/lang/RuntimeException; {:try_start_283 .. :try_end_283} :catch_283
    goto :next_283
    :catch_283
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_283
    const-string v0, "bi(\"-4294967296\").and(bi(\"12345678901234567890123\"))"
    :try_start_284
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_284
    .catch Ljava/lang/RuntimeException; {:try_start_284 .. :try_end_284} :catch_284
    goto :next_284
    :catch_284
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_284
    const-string v0, "bi(\"-4294967296\").or(bi(\"12345678901234567890123\"))"
    :try_start_285
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_285
    .catch Ljava/lang/RuntimeException; {:try_start_285 .. :try_end_285} :catch_285
    goto :next_285
    :catch_285
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_285
    const-string v0, "bi(\"-4294967296\").xor(bi(\"12345678901234567890123\"))"
    :try_start_286
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_286
    .catch Ljava/lang/RuntimeException; {:try_start_286 .. :try_end_286} :catch_286
    goto :next_286
    :catch_286
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_286
    const-string v0, "bi(\"-4294967296\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_287
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_287
    .catch Ljava/lang/RuntimeException; {:try_start_287 .. :try_end_287} :catch_287
    goto :next_287
    :catch_287
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_287
    const-string v0, "bi(\"12345678901234567890123\").bitLength()"
    :try_start_288
    move-object/16 v2, v0
    const-string v5, "12345678901234567890123"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_288
    .catch Ljava/lang/RuntimeException; {:try_start_288 .. :try_end_288} :catch_288
    goto :next_288
    :catch_288
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_288
    const-string v0, "bi(\"12345678901234567890123\").bitCount()"
    :try_start_289
    move-object/16 v2, v0
    const-string v5, "12345678901234567890123"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_289
    .catch Ljava/lang/RuntimeException; {:try_start_289 .. :try_end_289} :catch_289
    goto :next_289
    :catch_289
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_289
    const-string v0, "bi(\"12345678901234567890123\").getLowestSetBit()"
    :try_start_290
    move-object/16 v2, v0
    const-string v5, "12345678901234567890123"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_290
    .catch Ljava/lang/RuntimeException; {:try_start_290 .. :try_end_290} :catch_290
    goto :next_290
    :catch_290
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_290
    const-string v0, "bi(\"12345678901234567890123\").not()"
    :try_start_291
    move-object/16 v2, v0
    const-string v5, "12345678901234567890123"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_291
    .catch Ljava/lang/RuntimeException; {:try_start_291 .. :try_end_291} :catch_291
    goto :next_291
    :catch_291
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_291
    const-string v0, "bi(\"12345678901234567890123\").toByteArray()"
    :try_start_292
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_292
    .catch Ljava/lang/RuntimeException; {:try_start_292 .. :try_end_292} :catch_292
    goto :next_292
    :catch_292
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_292
    const-string v0, "new BigInteger(bi(\"12345678901234567890123\").toByteArray())"
    :try_start_293
    move-object/16 v2, v0
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_293
    .catch Ljava/lang/RuntimeException; {:try_start_293 .. :try_end_293} :catch_293
    goto :next_293
    :catch_293
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_293
    const-string v0, "bi(\"12345678901234567890123\").shiftLeft(1)"
    :try_start_294
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_294
    .catch Ljava/lang/RuntimeException; {:try_start_294 .. :try_end_294} :catch_294
    goto :next_294
    :catch_294
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_294
    const-string v0, "bi(\"12345678901234567890123\").shiftRight(1)"
    :try_start_295
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_295
    .catch Ljava/lang/RuntimeException; {:try_start_295 .. :try_end_295} :catch_295
    goto :next_295
    :catch_295
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_295
    const-string v0, "bi(\"12345678901234567890123\").testBit(1)"
    :try_start_296
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_296
    .catch Ljava/lang/RuntimeException; {:try_start_296 .. :try_end_296} :catch_296
    goto :next_296
    :catch_296
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_296
    const-string v0, "bi(\"12345678901234567890123\").setBit(1)"
    :try_start_297
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_297
    .catch Ljava/lang/RuntimeException; {:try_start_297 .. :try_end_297} :catch_297
    goto :next_297
    :catch_297
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_297
    const-string v0, "bi(\"12345678901234567890123\").clearBit(1)"
    :try_start_298
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_298
    .catch Ljava/lang/RuntimeException; {:try_start_298 .. :try_end_298} :catch_298
    goto :next_298
    :catch_298
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_298
    const-string v0, "bi(\"12345678901234567890123\").flipBit(1)"
    :try_start_299
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_299
    .catch Ljava/lang/RuntimeException; {:try_start_299 .. :try_end_299} :catch_299
    goto :next_299
    :catch_299
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_299
    const-string v0, "bi(\"12345678901234567890123\").shiftLeft(33)"
    :try_start_300
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_300
    .catch Ljava/lang/RuntimeException; {:try_start_300 .. :try_end_300} :catch_300
    goto :next_300
    :catch_300
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_300
    const-string v0, "bi(\"12345678901234567890123\").shiftRight(33)"
    :try_start_301
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_301
    .catch Ljava/lang/RuntimeException; {:try_start_301 .. :try_end_301} :catch_301
    goto :next_301
    :catch_301
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_301
    const-string v0, "bi(\"12345678901234567890123\").testBit(33)"
    :try_start_302
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_302
    .catch Ljava/lang/RuntimeException; {:try_start_302 .. :try_end_302} :catch_302
    goto :next_302
    :catch_302
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_302
    const-string v0, "bi(\"12345678901234567890123\").setBit(33)"
    :try_start_303
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_303
    .catch Ljava/lang/RuntimeException; {:try_start_303 .. :try_end_303} :catch_303
    goto :next_303
    :catch_303
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_303
    const-string v0, "bi(\"12345678901234567890123\").clearBit(33)"
    :try_start_304
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_304
    .catch Ljava/lang/RuntimeException; {:try_start_304 .. :try_end_304} :catch_304
    goto :next_304
    :catch_304
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_304
    const-string v0, "bi(\"12345678901234567890123\").flipBit(33)"
    :try_start_305
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_305
    .catch Ljava/lang/RuntimeException; {:try_start_305 .. :try_end_305} :catch_305
    goto :next_305
    :catch_305
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_305
    const-string v0, "bi(\"12345678901234567890123\").shiftLeft(70)"
    :try_start_306
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_306
    .catch Ljava/lang/RuntimeException; {:try_start_306 .. :try_end_306} :catch_306
    goto :next_306
    :catch_306
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_306
    const-string v0, "bi(\"12345678901234567890123\").shiftRight(70)"
    :try_start_307
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_307
    .catch Ljava/lang/RuntimeException; {:try_start_307 .. :try_end_307} :catch_307
    goto :next_307
    :catch_307
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_307
    const-string v0, "bi(\"12345678901234567890123\").testBit(70)"
    :try_start_308
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_308
    .catch Ljava/lang/RuntimeException; {:try_start_308 .. :try_end_308} :catch_308
    goto :next_308
    :catch_308
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_308
    const-string v0, "bi(\"12345678901234567890123\").setBit(70)"
    :try_start_309
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_309
    .catch Ljava/lang/RuntimeException; {:try_start_309 .. :try_end_309} :catch_309
    goto :next_309
    :catch_309
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_309
    const-string v0, "bi(\"12345678901234567890123\").clearBit(70)"
    :try_start_310
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_310
    .catch Ljava/lang/RuntimeException; {:try_start_310 .. :try_end_310} :catch_310
    goto :next_310
    :catch_310
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_310
    const-string v0, "bi(\"12345678901234567890123\").flipBit(70)"
    :try_start_311
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_311
    .catch Ljava/lang/RuntimeException; {:try_start_311 .. :try_end_311} :catch_311
    goto :next_311
    :catch_311
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_311
    const-string v0, "bi(\"12345678901234567890123\").and(bi(\"0\"))"
    :try_start_312
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_312
    .catch Ljava/lang/RuntimeException; {:try_start_312 .. :try_end_312} :catch_312
    goto :next_312
    :catch_312
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_312
    const-string v0, "bi(\"12345678901234567890123\").or(bi(\"0\"))"
    :try_start_313
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_313
    .catch Ljava/lang/RuntimeException; {:try_start_313 .. :try_end_313} :catch_313
    goto :next_313
    :catch_313
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_313
    const-string v0, "bi(\"12345678901234567890123\").xor(bi(\"0\"))"
    :try_start_314
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_314
    .catch Ljava/lang/RuntimeException; {:try_start_314 .. :try_end_314} :catch_314
    goto :next_314
    :catch_314
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_314
    const-string v0, "bi(\"12345678901234567890123\").andNot(bi(\"0\"))"
    :try_start_315
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_315
    .catch Ljava/lang/RuntimeException; {:try_start_315 .. :try_end_315} :catch_315
    goto :next_315
    :catch_315
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_315
    const-string v0, "bi(\"12345678901234567890123\").and(bi(\"-256\"))"
    :try_start_316
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_316
    .catch Ljava/lang/RuntimeException; {:try_start_316 .. :try_end_316} :catch_316
    goto :next_316
    :catch_316
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_316
    const-string v0, "bi(\"12345678901234567890123\").or(bi(\"-256\"))"
    :try_start_317
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_317
    .catch Ljava/lang/RuntimeException; {:try_start_317 .. :try_end_317} :catch_317
    goto :next_317
    :catch_317
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_317
    const-string v0, "bi(\"12345678901234567890123\").xor(bi(\"-256\"))"
    :try_start_318
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_318
    .catch Ljava/lang/RuntimeException; {:try_start_318 .. :try_end_318} :catch_318
    goto :next_318
    :catch_318
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_318
    const-string v0, "bi(\"12345678901234567890123\").andNot(bi(\"-256\"))"
    :try_start_319
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_319
    .catch Ljava/lang/RuntimeException; {:try_start_319 .. :try_end_319} :catch_319
    goto :next_319
    :catch_319
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_319
    return-void
.end method

.method static part8()V
    .registers 8
    const-string v0, "bi(\"12345678901234567890123\").and(bi(\"12345678901234567890123\"))"
    :try_start_320
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_320
    .catch Ljava/lang/RuntimeException; {:try_start_320 .. :try_end_320} :catch_320
    goto :next_320
    :catch_320
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_320
    const-string v0, "bi(\"12345678901234567890123\").or(bi(\"12345678901234567890123\"))"
    :try_start_321
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_321
    .catch Ljava/lang/RuntimeException; {:try_start_321 .. :try_end_321} :catch_321
    goto :next_321
    :catch_321
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_321
    const-string v0, "bi(\"12345678901234567890123\").xor(bi(\"12345678901234567890123\"))"
    :try_start_322
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_322
    .catch Ljava/lang/RuntimeException; {:try_start_322 .. :try_end_322} :catch_322
    goto :next_322
    :catch_322
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_322
    const-string v0, "bi(\"12345678901234567890123\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_323
    move-object/16 v2, v0
    const-string v6, "12345678901234567890123"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_323
    .catch Ljava/lang/RuntimeException; {:try_start_323 .. :try_end_323} :catch_323
    goto :next_323
    :catch_323
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_323
    const-string v0, "bi(\"-98765432109876543210\").bitLength()"
    :try_start_324
    move-object/16 v2, v0
    const-string v5, "-98765432109876543210"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_324
    .catch Ljava/lang/RuntimeException; {:try_start_324 .. :try_end_324} :catch_324
    goto :next_324
    :catch_324
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_324
    const-string v0, "bi(\"-98765432109876543210\").bitCount()"
    :try_start_325
    move-object/16 v2, v0
    const-string v5, "-98765432109876543210"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_325
    .catch Ljava/lang/RuntimeException; {:try_start_325 .. :try_end_325} :catch_325
    goto :next_325
    :catch_325
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_325
    const-string v0, "bi(\"-98765432109876543210\").getLowestSetBit()"
    :try_start_326
    move-object/16 v2, v0
    const-string v5, "-98765432109876543210"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_326
    .catch Ljava/lang/RuntimeException; {:try_start_326 .. :try_end_326} :catch_326
    goto :next_326
    :catch_326
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_326
    const-string v0, "bi(\"-98765432109876543210\").not()"
    :try_start_327
    move-object/16 v2, v0
    const-string v5, "-98765432109876543210"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->not()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_327
    .catch Ljava/lang/RuntimeException; {:try_start_327 .. :try_end_327} :catch_327
    goto :next_327
    :catch_327
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_327
    const-string v0, "bi(\"-98765432109876543210\").toByteArray()"
    :try_start_328
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_328
    .catch Ljava/lang/RuntimeException; {:try_start_328 .. :try_end_328} :catch_328
    goto :next_328
    :catch_328
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_328
    const-string v0, "new BigInteger(bi(\"-98765432109876543210\").toByteArray())"
    :try_start_329
    move-object/16 v2, v0
    const-string v7, "-98765432109876543210"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v5
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_329
    .catch Ljava/lang/RuntimeException; {:try_start_329 .. :try_end_329} :catch_329
    goto :next_329
    :catch_329
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_329
    const-string v0, "bi(\"-98765432109876543210\").shiftLeft(1)"
    :try_start_330
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_330
    .catch Ljava/lang/RuntimeException; {:try_start_330 .. :try_end_330} :catch_330
    goto :next_330
    :catch_330
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_330
    const-string v0, "bi(\"-98765432109876543210\").shiftRight(1)"
    :try_start_331
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_331
    .catch Ljava/lang/RuntimeException; {:try_start_331 .. :try_end_331} :catch_331
    goto :next_331
    :catch_331
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_331
    const-string v0, "bi(\"-98765432109876543210\").testBit(1)"
    :try_start_332
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_332
    .catch Ljava/lang/RuntimeException; {:try_start_332 .. :try_end_332} :catch_332
    goto :next_332
    :catch_332
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_332
    const-string v0, "bi(\"-98765432109876543210\").setBit(1)"
    :try_start_333
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_333
    .catch Ljava/lang/RuntimeException; {:try_start_333 .. :try_end_333} :catch_333
    goto :next_333
    :catch_333
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_333
    const-string v0, "bi(\"-98765432109876543210\").clearBit(1)"
    :try_start_334
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_334
    .catch Ljava/lang/RuntimeException; {:try_start_334 .. :try_end_334} :catch_334
    goto :next_334
    :catch_334
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_334
    const-string v0, "bi(\"-98765432109876543210\").flipBit(1)"
    :try_start_335
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_335
    .catch Ljava/lang/RuntimeException; {:try_start_335 .. :try_end_335} :catch_335
    goto :next_335
    :catch_335
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_335
    const-string v0, "bi(\"-98765432109876543210\").shiftLeft(33)"
    :try_start_336
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_336
    .catch Ljava/lang/RuntimeException; {:try_start_336 .. :try_end_336} :catch_336
    goto :next_336
    :catch_336
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_336
    const-string v0, "bi(\"-98765432109876543210\").shiftRight(33)"
    :try_start_337
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_337
    .catch Ljava/lang/RuntimeException; {:try_start_337 .. :try_end_337} :catch_337
    goto :next_337
    :catch_337
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_337
    const-string v0, "bi(\"-98765432109876543210\").testBit(33)"
    :try_start_338
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_338
    .catch Ljava/lang/RuntimeException; {:try_start_338 .. :try_end_338} :catch_338
    goto :next_338
    :catch_338
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_338
    const-string v0, "bi(\"-98765432109876543210\").setBit(33)"
    :try_start_339
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_339
    .catch Ljava/lang/RuntimeException; {:try_start_339 .. :try_end_339} :catch_339
    goto :next_339
    :catch_339
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_339
    const-string v0, "bi(\"-98765432109876543210\").clearBit(33)"
    :try_start_340
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_340
    .catch Ljava/lang/RuntimeException; {:try_start_340 .. :try_end_340} :catch_340
    goto :next_340
    :catch_340
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_340
    const-string v0, "bi(\"-98765432109876543210\").flipBit(33)"
    :try_start_341
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 33
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_341
    .catch Ljava/lang/RuntimeException; {:try_start_341 .. :try_end_341} :catch_341
    goto :next_341
    :catch_341
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_341
    const-string v0, "bi(\"-98765432109876543210\").shiftLeft(70)"
    :try_start_342
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_342
    .catch Ljava/lang/RuntimeException; {:try_start_342 .. :try_end_342} :catch_342
    goto :next_342
    :catch_342
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_342
    const-string v0, "bi(\"-98765432109876543210\").shiftRight(70)"
    :try_start_343
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_343
    .catch Ljava/lang/RuntimeException; {:try_start_343 .. :try_end_343} :catch_343
    goto :next_343
    :catch_343
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_343
    const-string v0, "bi(\"-98765432109876543210\").testBit(70)"
    :try_start_344
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_344
    .catch Ljava/lang/RuntimeException; {:try_start_344 .. :try_end_344} :catch_344
    goto :next_344
    :catch_344
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_344
    const-string v0, "bi(\"-98765432109876543210\").setBit(70)"
    :try_start_345
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_345
    .catch Ljava/lang/RuntimeException; {:try_start_345 .. :try_end_345} :catch_345
    goto :next_345
    :catch_345
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_345
    const-string v0, "bi(\"-98765432109876543210\").clearBit(70)"
    :try_start_346
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_346
    .catch Ljava/lang/RuntimeException; {:try_start_346 .. :try_end_346} :catch_346
    goto :next_346
    :catch_346
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_346
    const-string v0, "bi(\"-98765432109876543210\").flipBit(70)"
    :try_start_347
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 70
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_347
    .catch Ljava/lang/RuntimeException; {:try_start_347 .. :try_end_347} :catch_347
    goto :next_347
    :catch_347
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_347
    const-string v0, "bi(\"-98765432109876543210\").and(bi(\"0\"))"
    :try_start_348
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_348
    .catch Ljava/lang/RuntimeException; {:try_start_348 .. :try_end_348} :catch_348
    goto :next_348
    :catch_348
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_348
    const-string v0, "bi(\"-98765432109876543210\").or(bi(\"0\"))"
    :try_start_349
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_349
    .catch Ljava/lang/RuntimeException; {:try_start_349 .. :try_end_349} :catch_349
    goto :next_349
    :catch_349
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_349
    const-string v0, "bi(\"-98765432109876543210\").xor(bi(\"0\"))"
    :try_start_350
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_350
    .catch Ljava/lang/RuntimeException; {:try_start_350 .. :try_end_350} :catch_350
    goto :next_350
    :catch_350
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_350
    const-string v0, "bi(\"-98765432109876543210\").andNot(bi(\"0\"))"
    :try_start_351
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_351
    .catch Ljava/lang/RuntimeException; {:try_start_351 .. :try_end_351} :catch_351
    goto :next_351
    :catch_351
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_351
    const-string v0, "bi(\"-98765432109876543210\").and(bi(\"-256\"))"
    :try_start_352
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_352
    .catch Ljava/lang/RuntimeException; {:try_start_352 .. :try_end_352} :catch_352
    goto :next_352
    :catch_352
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_352
    const-string v0, "bi(\"-98765432109876543210\").or(bi(\"-256\"))"
    :try_start_353
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_353
    .catch Ljava/lang/RuntimeException; {:try_start_353 .. :try_end_353} :catch_353
    goto :next_353
    :catch_353
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_353
    const-string v0, "bi(\"-98765432109876543210\").xor(bi(\"-256\"))"
    :try_start_354
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_354
    .catch Ljava/lang/RuntimeException; {:try_start_354 .. :try_end_354} :catch_354
    goto :next_354
    :catch_354
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_354
    const-string v0, "bi(\"-98765432109876543210\").andNot(bi(\"-256\"))"
    :try_start_355
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-256"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_355
    .catch Ljava/lang/RuntimeException; {:try_start_355 .. :try_end_355} :catch_355
    goto :next_355
    :catch_355
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_355
    const-string v0, "bi(\"-98765432109876543210\").and(bi(\"12345678901234567890123\"))"
    :try_start_356
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->and(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_356
    .catch Ljava/lang/RuntimeException; {:try_start_356 .. :try_end_356} :catch_356
    goto :next_356
    :catch_356
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_356
    const-string v0, "bi(\"-98765432109876543210\").or(bi(\"12345678901234567890123\"))"
    :try_start_357
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->or(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_357
    .catch Ljava/lang/RuntimeException; {:try_start_357 .. :try_end_357} :catch_357
    goto :next_357
    :catch_357
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_357
    const-string v0, "bi(\"-98765432109876543210\").xor(bi(\"12345678901234567890123\"))"
    :try_start_358
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->xor(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_358
    .catch Ljava/lang/RuntimeException; {:try_start_358 .. :try_end_358} :catch_358
    goto :next_358
    :catch_358
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_358
    const-string v0, "bi(\"-98765432109876543210\").andNot(bi(\"12345678901234567890123\"))"
    :try_start_359
    move-object/16 v2, v0
    const-string v6, "-98765432109876543210"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "12345678901234567890123"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->andNot(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_359
    .catch Ljava/lang/RuntimeException; {:try_start_359 .. :try_end_359} :catch_359
    goto :next_359
    :catch_359
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_359
    return-void
.end method

.method static part9()V
    .registers 9
    const-string v0, "bi(\"-1\").shiftRight(1000)"
    :try_start_360
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1000
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_360
    .catch Ljava/lang/RuntimeException; {:try_start_360 .. :try_end_360} :catch_360
    goto :next_360
    :catch_360
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_360
    const-string v0, "bi(\"1\").shiftRight(1000)"
    :try_start_361
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1000
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_361
    .catch Ljava/lang/RuntimeException; {:try_start_361 .. :try_end_361} :catch_361
    goto :next_361
    :catch_361
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_361
    const-string v0, "bi(\"-5\").shiftRight(1)"
    :try_start_362
    move-object/16 v2, v0
    const-string v6, "-5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_362
    .catch Ljava/lang/RuntimeException; {:try_start_362 .. :try_end_362} :catch_362
    goto :next_362
    :catch_362
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_362
    const-string v0, "bi(\"-5\").shiftLeft(-1)"
    :try_start_363
    move-object/16 v2, v0
    const-string v6, "-5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_363
    .catch Ljava/lang/RuntimeException; {:try_start_363 .. :try_end_363} :catch_363
    goto :next_363
    :catch_363
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_363
    const-string v0, "bi(\"5\").shiftRight(-3)"
    :try_start_364
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_364
    .catch Ljava/lang/RuntimeException; {:try_start_364 .. :try_end_364} :catch_364
    goto :next_364
    :catch_364
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_364
    const-string v0, "bi(\"12345\").shiftLeft(-7)"
    :try_start_365
    move-object/16 v2, v0
    const-string v6, "12345"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_365
    .catch Ljava/lang/RuntimeException; {:try_start_365 .. :try_end_365} :catch_365
    goto :next_365
    :catch_365
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_365
    const-string v0, "bi(\"-4294967296\").shiftRight(32)"
    :try_start_366
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 32
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_366
    .catch Ljava/lang/RuntimeException; {:try_start_366 .. :try_end_366} :catch_366
    goto :next_366
    :catch_366
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_366
    const-string v0, "bi(\"-4294967297\").shiftRight(32)"
    :try_start_367
    move-object/16 v2, v0
    const-string v6, "-4294967297"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 32
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_367
    .catch Ljava/lang/RuntimeException; {:try_start_367 .. :try_end_367} :catch_367
    goto :next_367
    :catch_367
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_367
    const-string v0, "bi(\"0\").shiftLeft(2147483647)"
    :try_start_368
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 2147483647
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_368
    .catch Ljava/lang/RuntimeException; {:try_start_368 .. :try_end_368} :catch_368
    goto :next_368
    :catch_368
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_368
    const-string v0, "bi(\"0\").shiftRight(-2147483648)"
    :try_start_369
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -2147483648
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->shiftRight(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_369
    .catch Ljava/lang/RuntimeException; {:try_start_369 .. :try_end_369} :catch_369
    goto :next_369
    :catch_369
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_369
    const-string v0, "bi(\"5\").testBit(-1)"
    :try_start_370
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_370
    .catch Ljava/lang/RuntimeException; {:try_start_370 .. :try_end_370} :catch_370
    goto :next_370
    :catch_370
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_370
    const-string v0, "bi(\"5\").setBit(-3)"
    :try_start_371
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->setBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_371
    .catch Ljava/lang/RuntimeException; {:try_start_371 .. :try_end_371} :catch_371
    goto :next_371
    :catch_371
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_371
    const-string v0, "bi(\"5\").clearBit(-3)"
    :try_start_372
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_372
    .catch Ljava/lang/RuntimeException; {:try_start_372 .. :try_end_372} :catch_372
    goto :next_372
    :catch_372
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_372
    const-string v0, "bi(\"5\").flipBit(-3)"
    :try_start_373
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->flipBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_373
    .catch Ljava/lang/RuntimeException; {:try_start_373 .. :try_end_373} :catch_373
    goto :next_373
    :catch_373
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_373
    const-string v0, "bi(\"-1\").testBit(100000)"
    :try_start_374
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 100000
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->testBit(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_374
    .catch Ljava/lang/RuntimeException; {:try_start_374 .. :try_end_374} :catch_374
    goto :next_374
    :catch_374
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_374
    const-string v0, "bi(\"-1\").clearBit(100)"
    :try_start_375
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 100
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->clearBit(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_375
    .catch Ljava/lang/RuntimeException; {:try_start_375 .. :try_end_375} :catch_375
    goto :next_375
    :catch_375
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_375
    const-string v0, "bi(\"-1\").bitLength()"
    :try_start_376
    move-object/16 v2, v0
    const-string v5, "-1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_376
    .catch Ljava/lang/RuntimeException; {:try_start_376 .. :try_end_376} :catch_376
    goto :next_376
    :catch_376
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_376
    const-string v0, "bi(\"-2\").bitLength()"
    :try_start_377
    move-object/16 v2, v0
    const-string v5, "-2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitLength()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_377
    .catch Ljava/lang/RuntimeException; {:try_start_377 .. :try_end_377} :catch_377
    goto :next_377
    :catch_377
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_377
    const-string v0, "new BigInteger(new byte[] {-1, 0, -128, 127})"
    :try_start_378
    move-object/16 v2, v0
    const v6, 4
    new-array v5, v6, [B
    const v6, -1
    const v7, 0
    aput-byte v6, v5, v7
    const v6, 0
    const v7, 1
    aput-byte v6, v5, v7
    const v6, -128
    const v7, 2
    aput-byte v6, v5, v7
    const v6, 127
    const v7, 3
    aput-byte v6, v5, v7
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_378
    .catch Ljava/lang/RuntimeException; {:try_start_378 .. :try_end_378} :catch_378
    goto :next_378
    :catch_378
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_378
    const-string v0, "new BigInteger(1, new byte[] {-1, 0, -128, 127})"
    :try_start_379
    move-object/16 v2, v0
    const v5, 1
    const v7, 4
    new-array v6, v7, [B
    const v7, -1
    const v8, 0
    aput-byte v7, v6, v8
    const v7, 0
    const v8, 1
    aput-byte v7, v6, v8
    const v7, -128
    const v8, 2
    aput-byte v7, v6, v8
    const v7, 127
    const v8, 3
    aput-byte v7, v6, v8
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(I[B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_379
    .catch Ljava/lang/RuntimeException; {:try_start_379 .. :try_end_379} :catch_379
    goto :next_379
    :catch_379
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_379
    const-string v0, "new BigInteger(-1, new byte[] {-1, 0, -128, 127})"
    :try_start_380
    move-object/16 v2, v0
    const v5, -1
    const v7, 4
    new-array v6, v7, [B
    const v7, -1
    const v8, 0
    aput-byte v7, v6, v8
    const v7, 0
    const v8, 1
    aput-byte v7, v6, v8
    const v7, -128
    const v8, 2
    aput-byte v7, v6, v8
    const v7, 127
    const v8, 3
    aput-byte v7, v6, v8
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(I[B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_380
    .catch Ljava/lang/RuntimeException; {:try_start_380 .. :try_end_380} :catch_380
    goto :next_380
    :catch_380
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_380
    const-string v0, "new BigInteger(0, new byte[] {0, 0})"
    :try_start_381
    move-object/16 v2, v0
    const v5, 0
    const v7, 2
    new-array v6, v7, [B
    const v7, 0
    const v8, 0
    aput-byte v7, v6, v8
    const v7, 0
    const v8, 1
    aput-byte v7, v6, v8
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(I[B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_381
    .catch Ljava/lang/RuntimeException; {:try_start_381 .. :try_end_381} :catch_381
    goto :next_381
    :catch_381
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_381
    const-string v0, "new BigInteger(1, new byte[] {})"
    :try_start_382
    move-object/16 v2, v0
    const v5, 1
    const v7, 0
    new-array v6, v7, [B
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(I[B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_382
    .catch Ljava/lang/RuntimeException; {:try_start_382 .. :try_end_382} :catch_382
    goto :next_382
    :catch_382
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_382
    const-string v0, "new BigInteger(new byte[] {0, 0, 1})"
    :try_start_383
    move-object/16 v2, v0
    const v6, 3
    new-array v5, v6, [B
    const v6, 0
    const v7, 0
    aput-byte v6, v5, v7
    const v6, 0
    const v7, 1
    aput-byte v6, v5, v7
    const v6, 1
    const v7, 2
    aput-byte v6, v5, v7
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_383
    .catch Ljava/lang/RuntimeException; {:try_start_383 .. :try_end_383} :catch_383
    goto :next_383
    :catch_383
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_383
    const-string v0, "new BigInteger(new byte[] {-1, -1, -1})"
    :try_start_384
    move-object/16 v2, v0
    const v6, 3
    new-array v5, v6, [B
    const v6, -1
    const v7, 0
    aput-byte v6, v5, v7
    const v6, -1
    const v7, 1
    aput-byte v6, v5, v7
    const v6, -1
    const v7, 2
    aput-byte v6, v5, v7
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_384
    .catch Ljava/lang/RuntimeException; {:try_start_384 .. :try_end_384} :catch_384
    goto :next_384
    :catch_384
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_384
    const-string v0, "new BigInteger(new byte[] {-128})"
    :try_start_385
    move-object/16 v2, v0
    const v6, 1
    new-array v5, v6, [B
    const v6, -128
    const v7, 0
    aput-byte v6, v5, v7
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_385
    .catch Ljava/lang/RuntimeException; {:try_start_385 .. :try_end_385} :catch_385
    goto :next_385
    :catch_385
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_385
    const-string v0, "new BigInteger(new byte[] {})"
    :try_start_386
    move-object/16 v2, v0
    const v6, 0
    new-array v5, v6, [B
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_386
    .catch Ljava/lang/RuntimeException; {:try_start_386 .. :try_end_386} :catch_386
    goto :next_386
    :catch_386
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_386
    const-string v0, "new BigInteger(2, new byte[] {-1, 0, -128, 127})"
    :try_start_387
    move-object/16 v2, v0
    const v5, 2
    const v7, 4
    new-array v6, v7, [B
    const v7, -1
    const v8, 0
    aput-byte v7, v6, v8
    const v7, 0
    const v8, 1
    aput-byte v7, v6, v8
    const v7, -128
    const v8, 2
    aput-byte v7, v6, v8
    const v7, 127
    const v8, 3
    aput-byte v7, v6, v8
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(I[B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_387
    .catch Ljava/lang/RuntimeException; {:try_start_387 .. :try_end_387} :catch_387
    goto :next_387
    :catch_387
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_387
    const-string v0, "new BigInteger(0, new byte[] {-1, 0, -128, 127})"
    :try_start_388
    move-object/16 v2, v0
    const v5, 0
    const v7, 4
    new-array v6, v7, [B
    const v7, -1
    const v8, 0
    aput-byte v7, v6, v8
    const v7, 0
    const v8, 1
    aput-byte v7, v6, v8
    const v7, -128
    const v8, 2
    aput-byte v7, v6, v8
    const v7, 127
    const v8, 3
    aput-byte v7, v6, v8
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(I[B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_388
    .catch Ljava/lang/RuntimeException; {:try_start_388 .. :try_end_388} :catch_388
    goto :next_388
    :catch_388
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_388
    const-string v0, "new BigInteger(-1, new byte[] {})"
    :try_start_389
    move-object/16 v2, v0
    const v5, -1
    const v7, 0
    new-array v6, v7, [B
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(I[B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_389
    .catch Ljava/lang/RuntimeException; {:try_start_389 .. :try_end_389} :catch_389
    goto :next_389
    :catch_389
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_389
    const-string v0, "new BigInteger((byte[]) null)"
    :try_start_390
    move-object/16 v2, v0
    const/4 v5, 0
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>([B)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_390
    .catch Ljava/lang/RuntimeException; {:try_start_390 .. :try_end_390} :catch_390
    goto :next_390
    :catch_390
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_390
    const-string v0, "BigInteger.ONE.shiftLeft(100).subtract(BigInteger.ONE).bitCount()"
    :try_start_391
    move-object/16 v2, v0
    sget-object v7, Ljava/math/BigInteger;->ONE:Ljava/math/BigInteger;
    const v8, 100
    invoke-virtual/range {v7 .. v8}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v5
    sget-object v6, Ljava/math/BigInteger;->ONE:Ljava/math/BigInteger;
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->bitCount()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_391
    .catch Ljava/lang/RuntimeException; {:try_start_391 .. :try_end_391} :catch_391
    goto :next_391
    :catch_391
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_391
    const-string v0, "BigInteger.ONE.shiftLeft(100).negate().getLowestSetBit()"
    :try_start_392
    move-object/16 v2, v0
    sget-object v6, Ljava/math/BigInteger;->ONE:Ljava/math/BigInteger;
    const v7, 100
    invoke-virtual/range {v6 .. v7}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_392
    .catch Ljava/lang/RuntimeException; {:try_start_392 .. :try_end_392} :catch_392
    goto :next_392
    :catch_392
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_392
    const-string v0, "BigInteger.ONE.shiftLeft(100).negate().toByteArray()"
    :try_start_393
    move-object/16 v2, v0
    sget-object v7, Ljava/math/BigInteger;->ONE:Ljava/math/BigInteger;
    const v8, 100
    invoke-virtual/range {v7 .. v8}, Ljava/math/BigInteger;->shiftLeft(I)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v6 .. v6}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->toByteArray()[B
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_393
    .catch Ljava/lang/RuntimeException; {:try_start_393 .. :try_end_393} :catch_393
    goto :next_393
    :catch_393
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_393
    return-void
.end method
