.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# BigDecimal rounding: the eight RoundingModes on the table of the RoundingMode docs, setScale/round/divide/pow/sqrt with a scale or a MathContext, the MathContext constants and string form, and the ArithmeticExceptions of UNNECESSARY, zero divisors and bad modes.
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
    invoke-static {}, LMain;->part10()V
    invoke-static {}, LMain;->part11()V
    invoke-static {}, LMain;->part12()V
    invoke-static {}, LMain;->part13()V
    invoke-static {}, LMain;->part14()V
    invoke-static {}, LMain;->part15()V
    return-void
.end method

.method static part0()V
    .registers 12
    const-string v0, "RoundingMode.values()"
    :try_start_0
    move-object/16 v2, v0
    invoke-static/range {}, Ljava/math/RoundingMode;->values()[Ljava/math/RoundingMode;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0
    goto :next_0
    :catch_0
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_0
    const-string v0, "RoundingMode.HALF_EVEN.ordinal()"
    :try_start_1
    move-object/16 v2, v0
    sget-object v4, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Enum;->ordinal()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1
    goto :next_1
    :catch_1
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1
    const-string v0, "RoundingMode.valueOf(\"HALF_DOWN\")"
    :try_start_2
    move-object/16 v2, v0
    const-string v4, "HALF_DOWN"
    invoke-static/range {v4 .. v4}, Ljava/math/RoundingMode;->valueOf(Ljava/lang/String;)Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_2
    .catch Ljava/lang/RuntimeException; {:try_start_2 .. :try_end_2} :catch_2
    goto :next_2
    :catch_2
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_2
    const-string v0, "RoundingMode.valueOf(\"NOPE\")"
    :try_start_3
    move-object/16 v2, v0
    const-string v4, "NOPE"
    invoke-static/range {v4 .. v4}, Ljava/math/RoundingMode;->valueOf(Ljava/lang/String;)Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_3
    .catch Ljava/lang/RuntimeException; {:try_start_3 .. :try_end_3} :catch_3
    goto :next_3
    :catch_3
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_3
    const-string v0, "RoundingMode.valueOf(2)"
    :try_start_4
    move-object/16 v2, v0
    const v4, 2
    invoke-static/range {v4 .. v4}, Ljava/math/RoundingMode;->valueOf(I)Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_4
    .catch Ljava/lang/RuntimeException; {:try_start_4 .. :try_end_4} :catch_4
    goto :next_4
    :catch_4
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_4
    const-string v0, "RoundingMode.valueOf(8)"
    :try_start_5
    move-object/16 v2, v0
    const v4, 8
    invoke-static/range {v4 .. v4}, Ljava/math/RoundingMode;->valueOf(I)Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_5
    .catch Ljava/lang/RuntimeException; {:try_start_5 .. :try_end_5} :catch_5
    goto :next_5
    :catch_5
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_5
    const-string v0, "RoundingMode.valueOf(-1)"
    :try_start_6
    move-object/16 v2, v0
    const v4, -1
    invoke-static/range {v4 .. v4}, Ljava/math/RoundingMode;->valueOf(I)Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_6
    .catch Ljava/lang/RuntimeException; {:try_start_6 .. :try_end_6} :catch_6
    goto :next_6
    :catch_6
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_6
    const-string v0, "bd(\"5.5\").setScale(0, RoundingMode.UP)"
    :try_start_7
    move-object/16 v2, v0
    const-string v7, "5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_7
    .catch Ljava/lang/RuntimeException; {:try_start_7 .. :try_end_7} :catch_7
    goto :next_7
    :catch_7
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_7
    const-string v0, "bd(\"2.5\").setScale(0, RoundingMode.UP)"
    :try_start_8
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_8
    .catch Ljava/lang/RuntimeException; {:try_start_8 .. :try_end_8} :catch_8
    goto :next_8
    :catch_8
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_8
    const-string v0, "bd(\"1.6\").setScale(0, RoundingMode.UP)"
    :try_start_9
    move-object/16 v2, v0
    const-string v7, "1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_9
    .catch Ljava/lang/RuntimeException; {:try_start_9 .. :try_end_9} :catch_9
    goto :next_9
    :catch_9
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_9
    const-string v0, "bd(\"1.1\").setScale(0, RoundingMode.UP)"
    :try_start_10
    move-object/16 v2, v0
    const-string v7, "1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_10
    .catch Ljava/lang/RuntimeException; {:try_start_10 .. :try_end_10} :catch_10
    goto :next_10
    :catch_10
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_10
    const-string v0, "bd(\"1.0\").setScale(0, RoundingMode.UP)"
    :try_start_11
    move-object/16 v2, v0
    const-string v7, "1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_11
    .catch Ljava/lang/RuntimeException; {:try_start_11 .. :try_end_11} :catch_11
    goto :next_11
    :catch_11
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_11
    const-string v0, "bd(\"-1.0\").setScale(0, RoundingMode.UP)"
    :try_start_12
    move-object/16 v2, v0
    const-string v7, "-1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_12
    .catch Ljava/lang/RuntimeException; {:try_start_12 .. :try_end_12} :catch_12
    goto :next_12
    :catch_12
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_12
    const-string v0, "bd(\"-1.1\").setScale(0, RoundingMode.UP)"
    :try_start_13
    move-object/16 v2, v0
    const-string v7, "-1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_13
    .catch Ljava/lang/RuntimeException; {:try_start_13 .. :try_end_13} :catch_13
    goto :next_13
    :catch_13
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_13
    const-string v0, "bd(\"-1.6\").setScale(0, RoundingMode.UP)"
    :try_start_14
    move-object/16 v2, v0
    const-string v7, "-1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_14
    .catch Ljava/lang/RuntimeException; {:try_start_14 .. :try_end_14} :catch_14
    goto :next_14
    :catch_14
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_14
    const-string v0, "bd(\"-2.5\").setScale(0, RoundingMode.UP)"
    :try_start_15
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_15
    .catch Ljava/lang/RuntimeException; {:try_start_15 .. :try_end_15} :catch_15
    goto :next_15
    :catch_15
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_15
    const-string v0, "bd(\"-5.5\").setScale(0, RoundingMode.UP)"
    :try_start_16
    move-object/16 v2, v0
    const-string v7, "-5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_16
    .catch Ljava/lang/RuntimeException; {:try_start_16 .. :try_end_16} :catch_16
    goto :next_16
    :catch_16
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_16
    const-string v0, "bd(\"0.5\").setScale(0, RoundingMode.UP)"
    :try_start_17
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_17
    .catch Ljava/lang/RuntimeException; {:try_start_17 .. :try_end_17} :catch_17
    goto :next_17
    :catch_17
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_17
    const-string v0, "bd(\"-0.05\").setScale(0, RoundingMode.UP)"
    :try_start_18
    move-object/16 v2, v0
    const-string v7, "-0.05"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_18
    .catch Ljava/lang/RuntimeException; {:try_start_18 .. :try_end_18} :catch_18
    goto :next_18
    :catch_18
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_18
    const-string v0, "bd(\"9.99\").setScale(0, RoundingMode.UP)"
    :try_start_19
    move-object/16 v2, v0
    const-string v7, "9.99"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_19
    .catch Ljava/lang/RuntimeException; {:try_start_19 .. :try_end_19} :catch_19
    goto :next_19
    :catch_19
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_19
    const-string v0, "bd(\"123.456\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_20
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_20
    .catch Ljava/lang/RuntimeException; {:try_start_20 .. :try_end_20} :catch_20
    goto :next_20
    :catch_20
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_20
    const-string v0, "bd(\"-123.456\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_21
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_21
    .catch Ljava/lang/RuntimeException; {:try_start_21 .. :try_end_21} :catch_21
    goto :next_21
    :catch_21
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_21
    const-string v0, "bd(\"9.95\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_22
    move-object/16 v2, v0
    const-string v6, "9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_22
    .catch Ljava/lang/RuntimeException; {:try_start_22 .. :try_end_22} :catch_22
    goto :next_22
    :catch_22
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_22
    const-string v0, "bd(\"-9.95\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_23
    move-object/16 v2, v0
    const-string v6, "-9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_23
    .catch Ljava/lang/RuntimeException; {:try_start_23 .. :try_end_23} :catch_23
    goto :next_23
    :catch_23
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_23
    const-string v0, "bd(\"0.012345\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_24
    move-object/16 v2, v0
    const-string v6, "0.012345"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_24
    .catch Ljava/lang/RuntimeException; {:try_start_24 .. :try_end_24} :catch_24
    goto :next_24
    :catch_24
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_24
    const-string v0, "bd(\"99.5\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_25
    move-object/16 v2, v0
    const-string v6, "99.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_25
    .catch Ljava/lang/RuntimeException; {:try_start_25 .. :try_end_25} :catch_25
    goto :next_25
    :catch_25
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_25
    const-string v0, "bd(\"1E+5\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_26
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_26
    .catch Ljava/lang/RuntimeException; {:try_start_26 .. :try_end_26} :catch_26
    goto :next_26
    :catch_26
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_26
    const-string v0, "bd(\"12\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_27
    move-object/16 v2, v0
    const-string v6, "12"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_27
    .catch Ljava/lang/RuntimeException; {:try_start_27 .. :try_end_27} :catch_27
    goto :next_27
    :catch_27
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_27
    const-string v0, "bd(\"1.25E-7\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_28
    move-object/16 v2, v0
    const-string v6, "1.25E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_28
    .catch Ljava/lang/RuntimeException; {:try_start_28 .. :try_end_28} :catch_28
    goto :next_28
    :catch_28
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_28
    const-string v0, "bd(\"-0.000\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_29
    move-object/16 v2, v0
    const-string v6, "-0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_29
    .catch Ljava/lang/RuntimeException; {:try_start_29 .. :try_end_29} :catch_29
    goto :next_29
    :catch_29
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_29
    const-string v0, "bd(\"-999.5\").round(new MathContext(2, RoundingMode.UP))"
    :try_start_30
    move-object/16 v2, v0
    const-string v6, "-999.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_30
    .catch Ljava/lang/RuntimeException; {:try_start_30 .. :try_end_30} :catch_30
    goto :next_30
    :catch_30
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_30
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(3, RoundingMode.UP))"
    :try_start_31
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_31
    .catch Ljava/lang/RuntimeException; {:try_start_31 .. :try_end_31} :catch_31
    goto :next_31
    :catch_31
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_31
    const-string v0, "bd(\"-2\").divide(bd(\"3\"), 3, RoundingMode.UP)"
    :try_start_32
    move-object/16 v2, v0
    const-string v8, "-2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 3
    sget-object v7, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_32
    .catch Ljava/lang/RuntimeException; {:try_start_32 .. :try_end_32} :catch_32
    goto :next_32
    :catch_32
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_32
    const-string v0, "bd(\"7\").divide(bd(\"2\"), 0, RoundingMode.UP)"
    :try_start_33
    move-object/16 v2, v0
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 0
    sget-object v7, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_33
    .catch Ljava/lang/RuntimeException; {:try_start_33 .. :try_end_33} :catch_33
    goto :next_33
    :catch_33
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_33
    const-string v0, "bd(\"1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.UP))"
    :try_start_34
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_34
    .catch Ljava/lang/RuntimeException; {:try_start_34 .. :try_end_34} :catch_34
    goto :next_34
    :catch_34
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_34
    const-string v0, "bd(\"-1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.UP))"
    :try_start_35
    move-object/16 v2, v0
    const-string v7, "-1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_35
    .catch Ljava/lang/RuntimeException; {:try_start_35 .. :try_end_35} :catch_35
    goto :next_35
    :catch_35
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_35
    const-string v0, "bd(\"1\").divide(bd(\"8\"), RoundingMode.UP)"
    :try_start_36
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_36
    .catch Ljava/lang/RuntimeException; {:try_start_36 .. :try_end_36} :catch_36
    goto :next_36
    :catch_36
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_36
    const-string v0, "bd(\"123.455\").setScale(2, RoundingMode.UP)"
    :try_start_37
    move-object/16 v2, v0
    const-string v7, "123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_37
    .catch Ljava/lang/RuntimeException; {:try_start_37 .. :try_end_37} :catch_37
    goto :next_37
    :catch_37
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_37
    const-string v0, "bd(\"-123.455\").setScale(2, RoundingMode.UP)"
    :try_start_38
    move-object/16 v2, v0
    const-string v7, "-123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_38
    .catch Ljava/lang/RuntimeException; {:try_start_38 .. :try_end_38} :catch_38
    goto :next_38
    :catch_38
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_38
    const-string v0, "bd(\"0.0051\").setScale(2, RoundingMode.UP)"
    :try_start_39
    move-object/16 v2, v0
    const-string v7, "0.0051"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
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
    .registers 12
    const-string v0, "bd(\"12345\").setScale(-2, RoundingMode.UP)"
    :try_start_40
    move-object/16 v2, v0
    const-string v7, "12345"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_40
    .catch Ljava/lang/RuntimeException; {:try_start_40 .. :try_end_40} :catch_40
    goto :next_40
    :catch_40
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_40
    const-string v0, "bd(\"1.5\").multiply(bd(\"1.5\"), new MathContext(2, RoundingMode.UP))"
    :try_start_41
    move-object/16 v2, v0
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_41
    .catch Ljava/lang/RuntimeException; {:try_start_41 .. :try_end_41} :catch_41
    goto :next_41
    :catch_41
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_41
    const-string v0, "bd(\"99.9\").add(bd(\"0.06\"), new MathContext(3, RoundingMode.UP))"
    :try_start_42
    move-object/16 v2, v0
    const-string v7, "99.9"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.06"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_42
    .catch Ljava/lang/RuntimeException; {:try_start_42 .. :try_end_42} :catch_42
    goto :next_42
    :catch_42
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_42
    const-string v0, "bd(\"5.5\").setScale(0, RoundingMode.DOWN)"
    :try_start_43
    move-object/16 v2, v0
    const-string v7, "5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_43
    .catch Ljava/lang/RuntimeException; {:try_start_43 .. :try_end_43} :catch_43
    goto :next_43
    :catch_43
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_43
    const-string v0, "bd(\"2.5\").setScale(0, RoundingMode.DOWN)"
    :try_start_44
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_44
    .catch Ljava/lang/RuntimeException; {:try_start_44 .. :try_end_44} :catch_44
    goto :next_44
    :catch_44
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_44
    const-string v0, "bd(\"1.6\").setScale(0, RoundingMode.DOWN)"
    :try_start_45
    move-object/16 v2, v0
    const-string v7, "1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_45
    .catch Ljava/lang/RuntimeException; {:try_start_45 .. :try_end_45} :catch_45
    goto :next_45
    :catch_45
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_45
    const-string v0, "bd(\"1.1\").setScale(0, RoundingMode.DOWN)"
    :try_start_46
    move-object/16 v2, v0
    const-string v7, "1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_46
    .catch Ljava/lang/RuntimeException; {:try_start_46 .. :try_end_46} :catch_46
    goto :next_46
    :catch_46
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_46
    const-string v0, "bd(\"1.0\").setScale(0, RoundingMode.DOWN)"
    :try_start_47
    move-object/16 v2, v0
    const-string v7, "1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_47
    .catch Ljava/lang/RuntimeException; {:try_start_47 .. :try_end_47} :catch_47
    goto :next_47
    :catch_47
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_47
    const-string v0, "bd(\"-1.0\").setScale(0, RoundingMode.DOWN)"
    :try_start_48
    move-object/16 v2, v0
    const-string v7, "-1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_48
    .catch Ljava/lang/RuntimeException; {:try_start_48 .. :try_end_48} :catch_48
    goto :next_48
    :catch_48
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_48
    const-string v0, "bd(\"-1.1\").setScale(0, RoundingMode.DOWN)"
    :try_start_49
    move-object/16 v2, v0
    const-string v7, "-1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_49
    .catch Ljava/lang/RuntimeException; {:try_start_49 .. :try_end_49} :catch_49
    goto :next_49
    :catch_49
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_49
    const-string v0, "bd(\"-1.6\").setScale(0, RoundingMode.DOWN)"
    :try_start_50
    move-object/16 v2, v0
    const-string v7, "-1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_50
    .catch Ljava/lang/RuntimeException; {:try_start_50 .. :try_end_50} :catch_50
    goto :next_50
    :catch_50
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_50
    const-string v0, "bd(\"-2.5\").setScale(0, RoundingMode.DOWN)"
    :try_start_51
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_51
    .catch Ljava/lang/RuntimeException; {:try_start_51 .. :try_end_51} :catch_51
    goto :next_51
    :catch_51
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_51
    const-string v0, "bd(\"-5.5\").setScale(0, RoundingMode.DOWN)"
    :try_start_52
    move-object/16 v2, v0
    const-string v7, "-5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_52
    .catch Ljava/lang/RuntimeException; {:try_start_52 .. :try_end_52} :catch_52
    goto :next_52
    :catch_52
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_52
    const-string v0, "bd(\"0.5\").setScale(0, RoundingMode.DOWN)"
    :try_start_53
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_53
    .catch Ljava/lang/RuntimeException; {:try_start_53 .. :try_end_53} :catch_53
    goto :next_53
    :catch_53
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_53
    const-string v0, "bd(\"-0.05\").setScale(0, RoundingMode.DOWN)"
    :try_start_54
    move-object/16 v2, v0
    const-string v7, "-0.05"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_54
    .catch Ljava/lang/RuntimeException; {:try_start_54 .. :try_end_54} :catch_54
    goto :next_54
    :catch_54
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_54
    const-string v0, "bd(\"9.99\").setScale(0, RoundingMode.DOWN)"
    :try_start_55
    move-object/16 v2, v0
    const-string v7, "9.99"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_55
    .catch Ljava/lang/RuntimeException; {:try_start_55 .. :try_end_55} :catch_55
    goto :next_55
    :catch_55
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_55
    const-string v0, "bd(\"123.456\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_56
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_56
    .catch Ljava/lang/RuntimeException; {:try_start_56 .. :try_end_56} :catch_56
    goto :next_56
    :catch_56
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_56
    const-string v0, "bd(\"-123.456\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_57
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_57
    .catch Ljava/lang/RuntimeException; {:try_start_57 .. :try_end_57} :catch_57
    goto :next_57
    :catch_57
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_57
    const-string v0, "bd(\"9.95\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_58
    move-object/16 v2, v0
    const-string v6, "9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_58
    .catch Ljava/lang/RuntimeException; {:try_start_58 .. :try_end_58} :catch_58
    goto :next_58
    :catch_58
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_58
    const-string v0, "bd(\"-9.95\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_59
    move-object/16 v2, v0
    const-string v6, "-9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_59
    .catch Ljava/lang/RuntimeException; {:try_start_59 .. :try_end_59} :catch_59
    goto :next_59
    :catch_59
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_59
    const-string v0, "bd(\"0.012345\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_60
    move-object/16 v2, v0
    const-string v6, "0.012345"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_60
    .catch Ljava/lang/RuntimeException; {:try_start_60 .. :try_end_60} :catch_60
    goto :next_60
    :catch_60
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_60
    const-string v0, "bd(\"99.5\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_61
    move-object/16 v2, v0
    const-string v6, "99.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_61
    .catch Ljava/lang/RuntimeException; {:try_start_61 .. :try_end_61} :catch_61
    goto :next_61
    :catch_61
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_61
    const-string v0, "bd(\"1E+5\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_62
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_62
    .catch Ljava/lang/RuntimeException; {:try_start_62 .. :try_end_62} :catch_62
    goto :next_62
    :catch_62
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_62
    const-string v0, "bd(\"12\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_63
    move-object/16 v2, v0
    const-string v6, "12"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_63
    .catch Ljava/lang/RuntimeException; {:try_start_63 .. :try_end_63} :catch_63
    goto :next_63
    :catch_63
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_63
    const-string v0, "bd(\"1.25E-7\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_64
    move-object/16 v2, v0
    const-string v6, "1.25E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_64
    .catch Ljava/lang/RuntimeException; {:try_start_64 .. :try_end_64} :catch_64
    goto :next_64
    :catch_64
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_64
    const-string v0, "bd(\"-0.000\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_65
    move-object/16 v2, v0
    const-string v6, "-0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_65
    .catch Ljava/lang/RuntimeException; {:try_start_65 .. :try_end_65} :catch_65
    goto :next_65
    :catch_65
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_65
    const-string v0, "bd(\"-999.5\").round(new MathContext(2, RoundingMode.DOWN))"
    :try_start_66
    move-object/16 v2, v0
    const-string v6, "-999.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_66
    .catch Ljava/lang/RuntimeException; {:try_start_66 .. :try_end_66} :catch_66
    goto :next_66
    :catch_66
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_66
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(3, RoundingMode.DOWN))"
    :try_start_67
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_67
    .catch Ljava/lang/RuntimeException; {:try_start_67 .. :try_end_67} :catch_67
    goto :next_67
    :catch_67
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_67
    const-string v0, "bd(\"-2\").divide(bd(\"3\"), 3, RoundingMode.DOWN)"
    :try_start_68
    move-object/16 v2, v0
    const-string v8, "-2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 3
    sget-object v7, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_68
    .catch Ljava/lang/RuntimeException; {:try_start_68 .. :try_end_68} :catch_68
    goto :next_68
    :catch_68
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_68
    const-string v0, "bd(\"7\").divide(bd(\"2\"), 0, RoundingMode.DOWN)"
    :try_start_69
    move-object/16 v2, v0
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 0
    sget-object v7, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_69
    .catch Ljava/lang/RuntimeException; {:try_start_69 .. :try_end_69} :catch_69
    goto :next_69
    :catch_69
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_69
    const-string v0, "bd(\"1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.DOWN))"
    :try_start_70
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_70
    .catch Ljava/lang/RuntimeException; {:try_start_70 .. :try_end_70} :catch_70
    goto :next_70
    :catch_70
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_70
    const-string v0, "bd(\"-1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.DOWN))"
    :try_start_71
    move-object/16 v2, v0
    const-string v7, "-1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_71
    .catch Ljava/lang/RuntimeException; {:try_start_71 .. :try_end_71} :catch_71
    goto :next_71
    :catch_71
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_71
    const-string v0, "bd(\"1\").divide(bd(\"8\"), RoundingMode.DOWN)"
    :try_start_72
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_72
    .catch Ljava/lang/RuntimeException; {:try_start_72 .. :try_end_72} :catch_72
    goto :next_72
    :catch_72
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_72
    const-string v0, "bd(\"123.455\").setScale(2, RoundingMode.DOWN)"
    :try_start_73
    move-object/16 v2, v0
    const-string v7, "123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_73
    .catch Ljava/lang/RuntimeException; {:try_start_73 .. :try_end_73} :catch_73
    goto :next_73
    :catch_73
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_73
    const-string v0, "bd(\"-123.455\").setScale(2, RoundingMode.DOWN)"
    :try_start_74
    move-object/16 v2, v0
    const-string v7, "-123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_74
    .catch Ljava/lang/RuntimeException; {:try_start_74 .. :try_end_74} :catch_74
    goto :next_74
    :catch_74
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_74
    const-string v0, "bd(\"0.0051\").setScale(2, RoundingMode.DOWN)"
    :try_start_75
    move-object/16 v2, v0
    const-string v7, "0.0051"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_75
    .catch Ljava/lang/RuntimeException; {:try_start_75 .. :try_end_75} :catch_75
    goto :next_75
    :catch_75
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_75
    const-string v0, "bd(\"12345\").setScale(-2, RoundingMode.DOWN)"
    :try_start_76
    move-object/16 v2, v0
    const-string v7, "12345"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_76
    .catch Ljava/lang/RuntimeException; {:try_start_76 .. :try_end_76} :catch_76
    goto :next_76
    :catch_76
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_76
    const-string v0, "bd(\"1.5\").multiply(bd(\"1.5\"), new MathContext(2, RoundingMode.DOWN))"
    :try_start_77
    move-object/16 v2, v0
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_77
    .catch Ljava/lang/RuntimeException; {:try_start_77 .. :try_end_77} :catch_77
    goto :next_77
    :catch_77
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_77
    const-string v0, "bd(\"99.9\").add(bd(\"0.06\"), new MathContext(3, RoundingMode.DOWN))"
    :try_start_78
    move-object/16 v2, v0
    const-string v7, "99.9"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.06"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_78
    .catch Ljava/lang/RuntimeException; {:try_start_78 .. :try_end_78} :catch_78
    goto :next_78
    :catch_78
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_78
    const-string v0, "bd(\"5.5\").setScale(0, RoundingMode.CEILING)"
    :try_start_79
    move-object/16 v2, v0
    const-string v7, "5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
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
    .registers 12
    const-string v0, "bd(\"2.5\").setScale(0, RoundingMode.CEILING)"
    :try_start_80
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_80
    .catch Ljava/lang/RuntimeException; {:try_start_80 .. :try_end_80} :catch_80
    goto :next_80
    :catch_80
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_80
    const-string v0, "bd(\"1.6\").setScale(0, RoundingMode.CEILING)"
    :try_start_81
    move-object/16 v2, v0
    const-string v7, "1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_81
    .catch Ljava/lang/RuntimeException; {:try_start_81 .. :try_end_81} :catch_81
    goto :next_81
    :catch_81
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_81
    const-string v0, "bd(\"1.1\").setScale(0, RoundingMode.CEILING)"
    :try_start_82
    move-object/16 v2, v0
    const-string v7, "1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_82
    .catch Ljava/lang/RuntimeException; {:try_start_82 .. :try_end_82} :catch_82
    goto :next_82
    :catch_82
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_82
    const-string v0, "bd(\"1.0\").setScale(0, RoundingMode.CEILING)"
    :try_start_83
    move-object/16 v2, v0
    const-string v7, "1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_83
    .catch Ljava/lang/RuntimeException; {:try_start_83 .. :try_end_83} :catch_83
    goto :next_83
    :catch_83
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_83
    const-string v0, "bd(\"-1.0\").setScale(0, RoundingMode.CEILING)"
    :try_start_84
    move-object/16 v2, v0
    const-string v7, "-1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_84
    .catch Ljava/lang/RuntimeException; {:try_start_84 .. :try_end_84} :catch_84
    goto :next_84
    :catch_84
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_84
    const-string v0, "bd(\"-1.1\").setScale(0, RoundingMode.CEILING)"
    :try_start_85
    move-object/16 v2, v0
    const-string v7, "-1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_85
    .catch Ljava/lang/RuntimeException; {:try_start_85 .. :try_end_85} :catch_85
    goto :next_85
    :catch_85
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_85
    const-string v0, "bd(\"-1.6\").setScale(0, RoundingMode.CEILING)"
    :try_start_86
    move-object/16 v2, v0
    const-string v7, "-1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_86
    .catch Ljava/lang/RuntimeException; {:try_start_86 .. :try_end_86} :catch_86
    goto :next_86
    :catch_86
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_86
    const-string v0, "bd(\"-2.5\").setScale(0, RoundingMode.CEILING)"
    :try_start_87
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_87
    .catch Ljava/lang/RuntimeException; {:try_start_87 .. :try_end_87} :catch_87
    goto :next_87
    :catch_87
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_87
    const-string v0, "bd(\"-5.5\").setScale(0, RoundingMode.CEILING)"
    :try_start_88
    move-object/16 v2, v0
    const-string v7, "-5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_88
    .catch Ljava/lang/RuntimeException; {:try_start_88 .. :try_end_88} :catch_88
    goto :next_88
    :catch_88
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_88
    const-string v0, "bd(\"0.5\").setScale(0, RoundingMode.CEILING)"
    :try_start_89
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_89
    .catch Ljava/lang/RuntimeException; {:try_start_89 .. :try_end_89} :catch_89
    goto :next_89
    :catch_89
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_89
    const-string v0, "bd(\"-0.05\").setScale(0, RoundingMode.CEILING)"
    :try_start_90
    move-object/16 v2, v0
    const-string v7, "-0.05"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_90
    .catch Ljava/lang/RuntimeException; {:try_start_90 .. :try_end_90} :catch_90
    goto :next_90
    :catch_90
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_90
    const-string v0, "bd(\"9.99\").setScale(0, RoundingMode.CEILING)"
    :try_start_91
    move-object/16 v2, v0
    const-string v7, "9.99"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_91
    .catch Ljava/lang/RuntimeException; {:try_start_91 .. :try_end_91} :catch_91
    goto :next_91
    :catch_91
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_91
    const-string v0, "bd(\"123.456\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_92
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_92
    .catch Ljava/lang/RuntimeException; {:try_start_92 .. :try_end_92} :catch_92
    goto :next_92
    :catch_92
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_92
    const-string v0, "bd(\"-123.456\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_93
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_93
    .catch Ljava/lang/RuntimeException; {:try_start_93 .. :try_end_93} :catch_93
    goto :next_93
    :catch_93
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_93
    const-string v0, "bd(\"9.95\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_94
    move-object/16 v2, v0
    const-string v6, "9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_94
    .catch Ljava/lang/RuntimeException; {:try_start_94 .. :try_end_94} :catch_94
    goto :next_94
    :catch_94
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_94
    const-string v0, "bd(\"-9.95\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_95
    move-object/16 v2, v0
    const-string v6, "-9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_95
    .catch Ljava/lang/RuntimeException; {:try_start_95 .. :try_end_95} :catch_95
    goto :next_95
    :catch_95
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_95
    const-string v0, "bd(\"0.012345\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_96
    move-object/16 v2, v0
    const-string v6, "0.012345"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_96
    .catch Ljava/lang/RuntimeException; {:try_start_96 .. :try_end_96} :catch_96
    goto :next_96
    :catch_96
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_96
    const-string v0, "bd(\"99.5\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_97
    move-object/16 v2, v0
    const-string v6, "99.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_97
    .catch Ljava/lang/RuntimeException; {:try_start_97 .. :try_end_97} :catch_97
    goto :next_97
    :catch_97
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_97
    const-string v0, "bd(\"1E+5\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_98
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_98
    .catch Ljava/lang/RuntimeException; {:try_start_98 .. :try_end_98} :catch_98
    goto :next_98
    :catch_98
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_98
    const-string v0, "bd(\"12\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_99
    move-object/16 v2, v0
    const-string v6, "12"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_99
    .catch Ljava/lang/RuntimeException; {:try_start_99 .. :try_end_99} :catch_99
    goto :next_99
    :catch_99
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_99
    const-string v0, "bd(\"1.25E-7\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_100
    move-object/16 v2, v0
    const-string v6, "1.25E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_100
    .catch Ljava/lang/RuntimeException; {:try_start_100 .. :try_end_100} :catch_100
    goto :next_100
    :catch_100
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_100
    const-string v0, "bd(\"-0.000\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_101
    move-object/16 v2, v0
    const-string v6, "-0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_101
    .catch Ljava/lang/RuntimeException; {:try_start_101 .. :try_end_101} :catch_101
    goto :next_101
    :catch_101
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_101
    const-string v0, "bd(\"-999.5\").round(new MathContext(2, RoundingMode.CEILING))"
    :try_start_102
    move-object/16 v2, v0
    const-string v6, "-999.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_102
    .catch Ljava/lang/RuntimeException; {:try_start_102 .. :try_end_102} :catch_102
    goto :next_102
    :catch_102
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_102
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(3, RoundingMode.CEILING))"
    :try_start_103
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_103
    .catch Ljava/lang/RuntimeException; {:try_start_103 .. :try_end_103} :catch_103
    goto :next_103
    :catch_103
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_103
    const-string v0, "bd(\"-2\").divide(bd(\"3\"), 3, RoundingMode.CEILING)"
    :try_start_104
    move-object/16 v2, v0
    const-string v8, "-2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 3
    sget-object v7, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_104
    .catch Ljava/lang/RuntimeException; {:try_start_104 .. :try_end_104} :catch_104
    goto :next_104
    :catch_104
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_104
    const-string v0, "bd(\"7\").divide(bd(\"2\"), 0, RoundingMode.CEILING)"
    :try_start_105
    move-object/16 v2, v0
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 0
    sget-object v7, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_105
    .catch Ljava/lang/RuntimeException; {:try_start_105 .. :try_end_105} :catch_105
    goto :next_105
    :catch_105
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_105
    const-string v0, "bd(\"1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.CEILING))"
    :try_start_106
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_106
    .catch Ljava/lang/RuntimeException; {:try_start_106 .. :try_end_106} :catch_106
    goto :next_106
    :catch_106
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_106
    const-string v0, "bd(\"-1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.CEILING))"
    :try_start_107
    move-object/16 v2, v0
    const-string v7, "-1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_107
    .catch Ljava/lang/RuntimeException; {:try_start_107 .. :try_end_107} :catch_107
    goto :next_107
    :catch_107
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_107
    const-string v0, "bd(\"1\").divide(bd(\"8\"), RoundingMode.CEILING)"
    :try_start_108
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_108
    .catch Ljava/lang/RuntimeException; {:try_start_108 .. :try_end_108} :catch_108
    goto :next_108
    :catch_108
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_108
    const-string v0, "bd(\"123.455\").setScale(2, RoundingMode.CEILING)"
    :try_start_109
    move-object/16 v2, v0
    const-string v7, "123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_109
    .catch Ljava/lang/RuntimeException; {:try_start_109 .. :try_end_109} :catch_109
    goto :next_109
    :catch_109
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_109
    const-string v0, "bd(\"-123.455\").setScale(2, RoundingMode.CEILING)"
    :try_start_110
    move-object/16 v2, v0
    const-string v7, "-123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_110
    .catch Ljava/lang/RuntimeException; {:try_start_110 .. :try_end_110} :catch_110
    goto :next_110
    :catch_110
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_110
    const-string v0, "bd(\"0.0051\").setScale(2, RoundingMode.CEILING)"
    :try_start_111
    move-object/16 v2, v0
    const-string v7, "0.0051"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_111
    .catch Ljava/lang/RuntimeException; {:try_start_111 .. :try_end_111} :catch_111
    goto :next_111
    :catch_111
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_111
    const-string v0, "bd(\"12345\").setScale(-2, RoundingMode.CEILING)"
    :try_start_112
    move-object/16 v2, v0
    const-string v7, "12345"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_112
    .catch Ljava/lang/RuntimeException; {:try_start_112 .. :try_end_112} :catch_112
    goto :next_112
    :catch_112
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_112
    const-string v0, "bd(\"1.5\").multiply(bd(\"1.5\"), new MathContext(2, RoundingMode.CEILING))"
    :try_start_113
    move-object/16 v2, v0
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_113
    .catch Ljava/lang/RuntimeException; {:try_start_113 .. :try_end_113} :catch_113
    goto :next_113
    :catch_113
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_113
    const-string v0, "bd(\"99.9\").add(bd(\"0.06\"), new MathContext(3, RoundingMode.CEILING))"
    :try_start_114
    move-object/16 v2, v0
    const-string v7, "99.9"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.06"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_114
    .catch Ljava/lang/RuntimeException; {:try_start_114 .. :try_end_114} :catch_114
    goto :next_114
    :catch_114
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_114
    const-string v0, "bd(\"5.5\").setScale(0, RoundingMode.FLOOR)"
    :try_start_115
    move-object/16 v2, v0
    const-string v7, "5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_115
    .catch Ljava/lang/RuntimeException; {:try_start_115 .. :try_end_115} :catch_115
    goto :next_115
    :catch_115
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_115
    const-string v0, "bd(\"2.5\").setScale(0, RoundingMode.FLOOR)"
    :try_start_116
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_116
    .catch Ljava/lang/RuntimeException; {:try_start_116 .. :try_end_116} :catch_116
    goto :next_116
    :catch_116
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_116
    const-string v0, "bd(\"1.6\").setScale(0, RoundingMode.FLOOR)"
    :try_start_117
    move-object/16 v2, v0
    const-string v7, "1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_117
    .catch Ljava/lang/RuntimeException; {:try_start_117 .. :try_end_117} :catch_117
    goto :next_117
    :catch_117
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_117
    const-string v0, "bd(\"1.1\").setScale(0, RoundingMode.FLOOR)"
    :try_start_118
    move-object/16 v2, v0
    const-string v7, "1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_118
    .catch Ljava/lang/RuntimeException; {:try_start_118 .. :try_end_118} :catch_118
    goto :next_118
    :catch_118
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_118
    const-string v0, "bd(\"1.0\").setScale(0, RoundingMode.FLOOR)"
    :try_start_119
    move-object/16 v2, v0
    const-string v7, "1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
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
    .registers 12
    const-string v0, "bd(\"-1.0\").setScale(0, RoundingMode.FLOOR)"
    :try_start_120
    move-object/16 v2, v0
    const-string v7, "-1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_120
    .catch Ljava/lang/RuntimeException; {:try_start_120 .. :try_end_120} :catch_120
    goto :next_120
    :catch_120
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_120
    const-string v0, "bd(\"-1.1\").setScale(0, RoundingMode.FLOOR)"
    :try_start_121
    move-object/16 v2, v0
    const-string v7, "-1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_121
    .catch Ljava/lang/RuntimeException; {:try_start_121 .. :try_end_121} :catch_121
    goto :next_121
    :catch_121
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_121
    const-string v0, "bd(\"-1.6\").setScale(0, RoundingMode.FLOOR)"
    :try_start_122
    move-object/16 v2, v0
    const-string v7, "-1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_122
    .catch Ljava/lang/RuntimeException; {:try_start_122 .. :try_end_122} :catch_122
    goto :next_122
    :catch_122
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_122
    const-string v0, "bd(\"-2.5\").setScale(0, RoundingMode.FLOOR)"
    :try_start_123
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_123
    .catch Ljava/lang/RuntimeException; {:try_start_123 .. :try_end_123} :catch_123
    goto :next_123
    :catch_123
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_123
    const-string v0, "bd(\"-5.5\").setScale(0, RoundingMode.FLOOR)"
    :try_start_124
    move-object/16 v2, v0
    const-string v7, "-5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_124
    .catch Ljava/lang/RuntimeException; {:try_start_124 .. :try_end_124} :catch_124
    goto :next_124
    :catch_124
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_124
    const-string v0, "bd(\"0.5\").setScale(0, RoundingMode.FLOOR)"
    :try_start_125
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_125
    .catch Ljava/lang/RuntimeException; {:try_start_125 .. :try_end_125} :catch_125
    goto :next_125
    :catch_125
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_125
    const-string v0, "bd(\"-0.05\").setScale(0, RoundingMode.FLOOR)"
    :try_start_126
    move-object/16 v2, v0
    const-string v7, "-0.05"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_126
    .catch Ljava/lang/RuntimeException; {:try_start_126 .. :try_end_126} :catch_126
    goto :next_126
    :catch_126
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_126
    const-string v0, "bd(\"9.99\").setScale(0, RoundingMode.FLOOR)"
    :try_start_127
    move-object/16 v2, v0
    const-string v7, "9.99"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_127
    .catch Ljava/lang/RuntimeException; {:try_start_127 .. :try_end_127} :catch_127
    goto :next_127
    :catch_127
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_127
    const-string v0, "bd(\"123.456\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_128
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_128
    .catch Ljava/lang/RuntimeException; {:try_start_128 .. :try_end_128} :catch_128
    goto :next_128
    :catch_128
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_128
    const-string v0, "bd(\"-123.456\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_129
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_129
    .catch Ljava/lang/RuntimeException; {:try_start_129 .. :try_end_129} :catch_129
    goto :next_129
    :catch_129
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_129
    const-string v0, "bd(\"9.95\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_130
    move-object/16 v2, v0
    const-string v6, "9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_130
    .catch Ljava/lang/RuntimeException; {:try_start_130 .. :try_end_130} :catch_130
    goto :next_130
    :catch_130
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_130
    const-string v0, "bd(\"-9.95\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_131
    move-object/16 v2, v0
    const-string v6, "-9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_131
    .catch Ljava/lang/RuntimeException; {:try_start_131 .. :try_end_131} :catch_131
    goto :next_131
    :catch_131
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_131
    const-string v0, "bd(\"0.012345\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_132
    move-object/16 v2, v0
    const-string v6, "0.012345"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_132
    .catch Ljava/lang/RuntimeException; {:try_start_132 .. :try_end_132} :catch_132
    goto :next_132
    :catch_132
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_132
    const-string v0, "bd(\"99.5\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_133
    move-object/16 v2, v0
    const-string v6, "99.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_133
    .catch Ljava/lang/RuntimeException; {:try_start_133 .. :try_end_133} :catch_133
    goto :next_133
    :catch_133
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_133
    const-string v0, "bd(\"1E+5\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_134
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_134
    .catch Ljava/lang/RuntimeException; {:try_start_134 .. :try_end_134} :catch_134
    goto :next_134
    :catch_134
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_134
    const-string v0, "bd(\"12\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_135
    move-object/16 v2, v0
    const-string v6, "12"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_135
    .catch Ljava/lang/RuntimeException; {:try_start_135 .. :try_end_135} :catch_135
    goto :next_135
    :catch_135
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_135
    const-string v0, "bd(\"1.25E-7\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_136
    move-object/16 v2, v0
    const-string v6, "1.25E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_136
    .catch Ljava/lang/RuntimeException; {:try_start_136 .. :try_end_136} :catch_136
    goto :next_136
    :catch_136
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_136
    const-string v0, "bd(\"-0.000\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_137
    move-object/16 v2, v0
    const-string v6, "-0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_137
    .catch Ljava/lang/RuntimeException; {:try_start_137 .. :try_end_137} :catch_137
    goto :next_137
    :catch_137
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_137
    const-string v0, "bd(\"-999.5\").round(new MathContext(2, RoundingMode.FLOOR))"
    :try_start_138
    move-object/16 v2, v0
    const-string v6, "-999.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_138
    .catch Ljava/lang/RuntimeException; {:try_start_138 .. :try_end_138} :catch_138
    goto :next_138
    :catch_138
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_138
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(3, RoundingMode.FLOOR))"
    :try_start_139
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_139
    .catch Ljava/lang/RuntimeException; {:try_start_139 .. :try_end_139} :catch_139
    goto :next_139
    :catch_139
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_139
    const-string v0, "bd(\"-2\").divide(bd(\"3\"), 3, RoundingMode.FLOOR)"
    :try_start_140
    move-object/16 v2, v0
    const-string v8, "-2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 3
    sget-object v7, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_140
    .catch Ljava/lang/RuntimeException; {:try_start_140 .. :try_end_140} :catch_140
    goto :next_140
    :catch_140
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_140
    const-string v0, "bd(\"7\").divide(bd(\"2\"), 0, RoundingMode.FLOOR)"
    :try_start_141
    move-object/16 v2, v0
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 0
    sget-object v7, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_141
    .catch Ljava/lang/RuntimeException; {:try_start_141 .. :try_end_141} :catch_141
    goto :next_141
    :catch_141
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_141
    const-string v0, "bd(\"1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.FLOOR))"
    :try_start_142
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_142
    .catch Ljava/lang/RuntimeException; {:try_start_142 .. :try_end_142} :catch_142
    goto :next_142
    :catch_142
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_142
    const-string v0, "bd(\"-1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.FLOOR))"
    :try_start_143
    move-object/16 v2, v0
    const-string v7, "-1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_143
    .catch Ljava/lang/RuntimeException; {:try_start_143 .. :try_end_143} :catch_143
    goto :next_143
    :catch_143
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_143
    const-string v0, "bd(\"1\").divide(bd(\"8\"), RoundingMode.FLOOR)"
    :try_start_144
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_144
    .catch Ljava/lang/RuntimeException; {:try_start_144 .. :try_end_144} :catch_144
    goto :next_144
    :catch_144
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_144
    const-string v0, "bd(\"123.455\").setScale(2, RoundingMode.FLOOR)"
    :try_start_145
    move-object/16 v2, v0
    const-string v7, "123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_145
    .catch Ljava/lang/RuntimeException; {:try_start_145 .. :try_end_145} :catch_145
    goto :next_145
    :catch_145
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_145
    const-string v0, "bd(\"-123.455\").setScale(2, RoundingMode.FLOOR)"
    :try_start_146
    move-object/16 v2, v0
    const-string v7, "-123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_146
    .catch Ljava/lang/RuntimeException; {:try_start_146 .. :try_end_146} :catch_146
    goto :next_146
    :catch_146
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_146
    const-string v0, "bd(\"0.0051\").setScale(2, RoundingMode.FLOOR)"
    :try_start_147
    move-object/16 v2, v0
    const-string v7, "0.0051"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_147
    .catch Ljava/lang/RuntimeException; {:try_start_147 .. :try_end_147} :catch_147
    goto :next_147
    :catch_147
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_147
    const-string v0, "bd(\"12345\").setScale(-2, RoundingMode.FLOOR)"
    :try_start_148
    move-object/16 v2, v0
    const-string v7, "12345"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_148
    .catch Ljava/lang/RuntimeException; {:try_start_148 .. :try_end_148} :catch_148
    goto :next_148
    :catch_148
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_148
    const-string v0, "bd(\"1.5\").multiply(bd(\"1.5\"), new MathContext(2, RoundingMode.FLOOR))"
    :try_start_149
    move-object/16 v2, v0
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_149
    .catch Ljava/lang/RuntimeException; {:try_start_149 .. :try_end_149} :catch_149
    goto :next_149
    :catch_149
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_149
    const-string v0, "bd(\"99.9\").add(bd(\"0.06\"), new MathContext(3, RoundingMode.FLOOR))"
    :try_start_150
    move-object/16 v2, v0
    const-string v7, "99.9"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.06"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_150
    .catch Ljava/lang/RuntimeException; {:try_start_150 .. :try_end_150} :catch_150
    goto :next_150
    :catch_150
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_150
    const-string v0, "bd(\"5.5\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_151
    move-object/16 v2, v0
    const-string v7, "5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_151
    .catch Ljava/lang/RuntimeException; {:try_start_151 .. :try_end_151} :catch_151
    goto :next_151
    :catch_151
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_151
    const-string v0, "bd(\"2.5\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_152
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_152
    .catch Ljava/lang/RuntimeException; {:try_start_152 .. :try_end_152} :catch_152
    goto :next_152
    :catch_152
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_152
    const-string v0, "bd(\"1.6\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_153
    move-object/16 v2, v0
    const-string v7, "1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_153
    .catch Ljava/lang/RuntimeException; {:try_start_153 .. :try_end_153} :catch_153
    goto :next_153
    :catch_153
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_153
    const-string v0, "bd(\"1.1\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_154
    move-object/16 v2, v0
    const-string v7, "1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_154
    .catch Ljava/lang/RuntimeException; {:try_start_154 .. :try_end_154} :catch_154
    goto :next_154
    :catch_154
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_154
    const-string v0, "bd(\"1.0\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_155
    move-object/16 v2, v0
    const-string v7, "1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_155
    .catch Ljava/lang/RuntimeException; {:try_start_155 .. :try_end_155} :catch_155
    goto :next_155
    :catch_155
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_155
    const-string v0, "bd(\"-1.0\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_156
    move-object/16 v2, v0
    const-string v7, "-1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_156
    .catch Ljava/lang/RuntimeException; {:try_start_156 .. :try_end_156} :catch_156
    goto :next_156
    :catch_156
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_156
    const-string v0, "bd(\"-1.1\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_157
    move-object/16 v2, v0
    const-string v7, "-1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_157
    .catch Ljava/lang/RuntimeException; {:try_start_157 .. :try_end_157} :catch_157
    goto :next_157
    :catch_157
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_157
    const-string v0, "bd(\"-1.6\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_158
    move-object/16 v2, v0
    const-string v7, "-1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_158
    .catch Ljava/lang/RuntimeException; {:try_start_158 .. :try_end_158} :catch_158
    goto :next_158
    :catch_158
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_158
    const-string v0, "bd(\"-2.5\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_159
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
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
    .registers 12
    const-string v0, "bd(\"-5.5\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_160
    move-object/16 v2, v0
    const-string v7, "-5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_160
    .catch Ljava/lang/RuntimeException; {:try_start_160 .. :try_end_160} :catch_160
    goto :next_160
    :catch_160
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_160
    const-string v0, "bd(\"0.5\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_161
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_161
    .catch Ljava/lang/RuntimeException; {:try_start_161 .. :try_end_161} :catch_161
    goto :next_161
    :catch_161
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_161
    const-string v0, "bd(\"-0.05\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_162
    move-object/16 v2, v0
    const-string v7, "-0.05"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_162
    .catch Ljava/lang/RuntimeException; {:try_start_162 .. :try_end_162} :catch_162
    goto :next_162
    :catch_162
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_162
    const-string v0, "bd(\"9.99\").setScale(0, RoundingMode.HALF_UP)"
    :try_start_163
    move-object/16 v2, v0
    const-string v7, "9.99"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_163
    .catch Ljava/lang/RuntimeException; {:try_start_163 .. :try_end_163} :catch_163
    goto :next_163
    :catch_163
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_163
    const-string v0, "bd(\"123.456\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_164
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_164
    .catch Ljava/lang/RuntimeException; {:try_start_164 .. :try_end_164} :catch_164
    goto :next_164
    :catch_164
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_164
    const-string v0, "bd(\"-123.456\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_165
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_165
    .catch Ljava/lang/RuntimeException; {:try_start_165 .. :try_end_165} :catch_165
    goto :next_165
    :catch_165
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_165
    const-string v0, "bd(\"9.95\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_166
    move-object/16 v2, v0
    const-string v6, "9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_166
    .catch Ljava/lang/RuntimeException; {:try_start_166 .. :try_end_166} :catch_166
    goto :next_166
    :catch_166
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_166
    const-string v0, "bd(\"-9.95\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_167
    move-object/16 v2, v0
    const-string v6, "-9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_167
    .catch Ljava/lang/RuntimeException; {:try_start_167 .. :try_end_167} :catch_167
    goto :next_167
    :catch_167
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_167
    const-string v0, "bd(\"0.012345\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_168
    move-object/16 v2, v0
    const-string v6, "0.012345"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_168
    .catch Ljava/lang/RuntimeException; {:try_start_168 .. :try_end_168} :catch_168
    goto :next_168
    :catch_168
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_168
    const-string v0, "bd(\"99.5\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_169
    move-object/16 v2, v0
    const-string v6, "99.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_169
    .catch Ljava/lang/RuntimeException; {:try_start_169 .. :try_end_169} :catch_169
    goto :next_169
    :catch_169
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_169
    const-string v0, "bd(\"1E+5\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_170
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_170
    .catch Ljava/lang/RuntimeException; {:try_start_170 .. :try_end_170} :catch_170
    goto :next_170
    :catch_170
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_170
    const-string v0, "bd(\"12\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_171
    move-object/16 v2, v0
    const-string v6, "12"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_171
    .catch Ljava/lang/RuntimeException; {:try_start_171 .. :try_end_171} :catch_171
    goto :next_171
    :catch_171
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_171
    const-string v0, "bd(\"1.25E-7\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_172
    move-object/16 v2, v0
    const-string v6, "1.25E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_172
    .catch Ljava/lang/RuntimeException; {:try_start_172 .. :try_end_172} :catch_172
    goto :next_172
    :catch_172
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_172
    const-string v0, "bd(\"-0.000\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_173
    move-object/16 v2, v0
    const-string v6, "-0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_173
    .catch Ljava/lang/RuntimeException; {:try_start_173 .. :try_end_173} :catch_173
    goto :next_173
    :catch_173
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_173
    const-string v0, "bd(\"-999.5\").round(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_174
    move-object/16 v2, v0
    const-string v6, "-999.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_174
    .catch Ljava/lang/RuntimeException; {:try_start_174 .. :try_end_174} :catch_174
    goto :next_174
    :catch_174
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_174
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(3, RoundingMode.HALF_UP))"
    :try_start_175
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_175
    .catch Ljava/lang/RuntimeException; {:try_start_175 .. :try_end_175} :catch_175
    goto :next_175
    :catch_175
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_175
    const-string v0, "bd(\"-2\").divide(bd(\"3\"), 3, RoundingMode.HALF_UP)"
    :try_start_176
    move-object/16 v2, v0
    const-string v8, "-2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 3
    sget-object v7, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_176
    .catch Ljava/lang/RuntimeException; {:try_start_176 .. :try_end_176} :catch_176
    goto :next_176
    :catch_176
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_176
    const-string v0, "bd(\"7\").divide(bd(\"2\"), 0, RoundingMode.HALF_UP)"
    :try_start_177
    move-object/16 v2, v0
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 0
    sget-object v7, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_177
    .catch Ljava/lang/RuntimeException; {:try_start_177 .. :try_end_177} :catch_177
    goto :next_177
    :catch_177
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_177
    const-string v0, "bd(\"1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_178
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_178
    .catch Ljava/lang/RuntimeException; {:try_start_178 .. :try_end_178} :catch_178
    goto :next_178
    :catch_178
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_178
    const-string v0, "bd(\"-1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_179
    move-object/16 v2, v0
    const-string v7, "-1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_179
    .catch Ljava/lang/RuntimeException; {:try_start_179 .. :try_end_179} :catch_179
    goto :next_179
    :catch_179
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_179
    const-string v0, "bd(\"1\").divide(bd(\"8\"), RoundingMode.HALF_UP)"
    :try_start_180
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_180
    .catch Ljava/lang/RuntimeException; {:try_start_180 .. :try_end_180} :catch_180
    goto :next_180
    :catch_180
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_180
    const-string v0, "bd(\"123.455\").setScale(2, RoundingMode.HALF_UP)"
    :try_start_181
    move-object/16 v2, v0
    const-string v7, "123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_181
    .catch Ljava/lang/RuntimeException; {:try_start_181 .. :try_end_181} :catch_181
    goto :next_181
    :catch_181
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_181
    const-string v0, "bd(\"-123.455\").setScale(2, RoundingMode.HALF_UP)"
    :try_start_182
    move-object/16 v2, v0
    const-string v7, "-123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_182
    .catch Ljava/lang/RuntimeException; {:try_start_182 .. :try_end_182} :catch_182
    goto :next_182
    :catch_182
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_182
    const-string v0, "bd(\"0.0051\").setScale(2, RoundingMode.HALF_UP)"
    :try_start_183
    move-object/16 v2, v0
    const-string v7, "0.0051"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_183
    .catch Ljava/lang/RuntimeException; {:try_start_183 .. :try_end_183} :catch_183
    goto :next_183
    :catch_183
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_183
    const-string v0, "bd(\"12345\").setScale(-2, RoundingMode.HALF_UP)"
    :try_start_184
    move-object/16 v2, v0
    const-string v7, "12345"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_184
    .catch Ljava/lang/RuntimeException; {:try_start_184 .. :try_end_184} :catch_184
    goto :next_184
    :catch_184
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_184
    const-string v0, "bd(\"1.5\").multiply(bd(\"1.5\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_185
    move-object/16 v2, v0
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_185
    .catch Ljava/lang/RuntimeException; {:try_start_185 .. :try_end_185} :catch_185
    goto :next_185
    :catch_185
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_185
    const-string v0, "bd(\"99.9\").add(bd(\"0.06\"), new MathContext(3, RoundingMode.HALF_UP))"
    :try_start_186
    move-object/16 v2, v0
    const-string v7, "99.9"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.06"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_186
    .catch Ljava/lang/RuntimeException; {:try_start_186 .. :try_end_186} :catch_186
    goto :next_186
    :catch_186
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_186
    const-string v0, "bd(\"5.5\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_187
    move-object/16 v2, v0
    const-string v7, "5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_187
    .catch Ljava/lang/RuntimeException; {:try_start_187 .. :try_end_187} :catch_187
    goto :next_187
    :catch_187
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_187
    const-string v0, "bd(\"2.5\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_188
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_188
    .catch Ljava/lang/RuntimeException; {:try_start_188 .. :try_end_188} :catch_188
    goto :next_188
    :catch_188
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_188
    const-string v0, "bd(\"1.6\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_189
    move-object/16 v2, v0
    const-string v7, "1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_189
    .catch Ljava/lang/RuntimeException; {:try_start_189 .. :try_end_189} :catch_189
    goto :next_189
    :catch_189
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_189
    const-string v0, "bd(\"1.1\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_190
    move-object/16 v2, v0
    const-string v7, "1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_190
    .catch Ljava/lang/RuntimeException; {:try_start_190 .. :try_end_190} :catch_190
    goto :next_190
    :catch_190
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_190
    const-string v0, "bd(\"1.0\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_191
    move-object/16 v2, v0
    const-string v7, "1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_191
    .catch Ljava/lang/RuntimeException; {:try_start_191 .. :try_end_191} :catch_191
    goto :next_191
    :catch_191
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_191
    const-string v0, "bd(\"-1.0\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_192
    move-object/16 v2, v0
    const-string v7, "-1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_192
    .catch Ljava/lang/RuntimeException; {:try_start_192 .. :try_end_192} :catch_192
    goto :next_192
    :catch_192
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_192
    const-string v0, "bd(\"-1.1\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_193
    move-object/16 v2, v0
    const-string v7, "-1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_193
    .catch Ljava/lang/RuntimeException; {:try_start_193 .. :try_end_193} :catch_193
    goto :next_193
    :catch_193
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_193
    const-string v0, "bd(\"-1.6\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_194
    move-object/16 v2, v0
    const-string v7, "-1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_194
    .catch Ljava/lang/RuntimeException; {:try_start_194 .. :try_end_194} :catch_194
    goto :next_194
    :catch_194
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_194
    const-string v0, "bd(\"-2.5\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_195
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_195
    .catch Ljava/lang/RuntimeException; {:try_start_195 .. :try_end_195} :catch_195
    goto :next_195
    :catch_195
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_195
    const-string v0, "bd(\"-5.5\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_196
    move-object/16 v2, v0
    const-string v7, "-5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_196
    .catch Ljava/lang/RuntimeException; {:try_start_196 .. :try_end_196} :catch_196
    goto :next_196
    :catch_196
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_196
    const-string v0, "bd(\"0.5\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_197
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_197
    .catch Ljava/lang/RuntimeException; {:try_start_197 .. :try_end_197} :catch_197
    goto :next_197
    :catch_197
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_197
    const-string v0, "bd(\"-0.05\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_198
    move-object/16 v2, v0
    const-string v7, "-0.05"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_198
    .catch Ljava/lang/RuntimeException; {:try_start_198 .. :try_end_198} :catch_198
    goto :next_198
    :catch_198
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_198
    const-string v0, "bd(\"9.99\").setScale(0, RoundingMode.HALF_DOWN)"
    :try_start_199
    move-object/16 v2, v0
    const-string v7, "9.99"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
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
    .registers 12
    const-string v0, "bd(\"123.456\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_200
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_200
    .catch Ljava/lang/RuntimeException; {:try_start_200 .. :try_end_200} :catch_200
    goto :next_200
    :catch_200
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_200
    const-string v0, "bd(\"-123.456\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_201
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_201
    .catch Ljava/lang/RuntimeException; {:try_start_201 .. :try_end_201} :catch_201
    goto :next_201
    :catch_201
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_201
    const-string v0, "bd(\"9.95\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_202
    move-object/16 v2, v0
    const-string v6, "9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_202
    .catch Ljava/lang/RuntimeException; {:try_start_202 .. :try_end_202} :catch_202
    goto :next_202
    :catch_202
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_202
    const-string v0, "bd(\"-9.95\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_203
    move-object/16 v2, v0
    const-string v6, "-9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_203
    .catch Ljava/lang/RuntimeException; {:try_start_203 .. :try_end_203} :catch_203
    goto :next_203
    :catch_203
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_203
    const-string v0, "bd(\"0.012345\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_204
    move-object/16 v2, v0
    const-string v6, "0.012345"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_204
    .catch Ljava/lang/RuntimeException; {:try_start_204 .. :try_end_204} :catch_204
    goto :next_204
    :catch_204
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_204
    const-string v0, "bd(\"99.5\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_205
    move-object/16 v2, v0
    const-string v6, "99.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_205
    .catch Ljava/lang/RuntimeException; {:try_start_205 .. :try_end_205} :catch_205
    goto :next_205
    :catch_205
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_205
    const-string v0, "bd(\"1E+5\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_206
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_206
    .catch Ljava/lang/RuntimeException; {:try_start_206 .. :try_end_206} :catch_206
    goto :next_206
    :catch_206
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_206
    const-string v0, "bd(\"12\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_207
    move-object/16 v2, v0
    const-string v6, "12"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_207
    .catch Ljava/lang/RuntimeException; {:try_start_207 .. :try_end_207} :catch_207
    goto :next_207
    :catch_207
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_207
    const-string v0, "bd(\"1.25E-7\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_208
    move-object/16 v2, v0
    const-string v6, "1.25E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_208
    .catch Ljava/lang/RuntimeException; {:try_start_208 .. :try_end_208} :catch_208
    goto :next_208
    :catch_208
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_208
    const-string v0, "bd(\"-0.000\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_209
    move-object/16 v2, v0
    const-string v6, "-0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_209
    .catch Ljava/lang/RuntimeException; {:try_start_209 .. :try_end_209} :catch_209
    goto :next_209
    :catch_209
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_209
    const-string v0, "bd(\"-999.5\").round(new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_210
    move-object/16 v2, v0
    const-string v6, "-999.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_210
    .catch Ljava/lang/RuntimeException; {:try_start_210 .. :try_end_210} :catch_210
    goto :next_210
    :catch_210
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_210
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(3, RoundingMode.HALF_DOWN))"
    :try_start_211
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_211
    .catch Ljava/lang/RuntimeException; {:try_start_211 .. :try_end_211} :catch_211
    goto :next_211
    :catch_211
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_211
    const-string v0, "bd(\"-2\").divide(bd(\"3\"), 3, RoundingMode.HALF_DOWN)"
    :try_start_212
    move-object/16 v2, v0
    const-string v8, "-2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 3
    sget-object v7, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_212
    .catch Ljava/lang/RuntimeException; {:try_start_212 .. :try_end_212} :catch_212
    goto :next_212
    :catch_212
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_212
    const-string v0, "bd(\"7\").divide(bd(\"2\"), 0, RoundingMode.HALF_DOWN)"
    :try_start_213
    move-object/16 v2, v0
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 0
    sget-object v7, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_213
    .catch Ljava/lang/RuntimeException; {:try_start_213 .. :try_end_213} :catch_213
    goto :next_213
    :catch_213
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_213
    const-string v0, "bd(\"1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_214
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_214
    .catch Ljava/lang/RuntimeException; {:try_start_214 .. :try_end_214} :catch_214
    goto :next_214
    :catch_214
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_214
    const-string v0, "bd(\"-1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_215
    move-object/16 v2, v0
    const-string v7, "-1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_215
    .catch Ljava/lang/RuntimeException; {:try_start_215 .. :try_end_215} :catch_215
    goto :next_215
    :catch_215
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_215
    const-string v0, "bd(\"1\").divide(bd(\"8\"), RoundingMode.HALF_DOWN)"
    :try_start_216
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_216
    .catch Ljava/lang/RuntimeException; {:try_start_216 .. :try_end_216} :catch_216
    goto :next_216
    :catch_216
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_216
    const-string v0, "bd(\"123.455\").setScale(2, RoundingMode.HALF_DOWN)"
    :try_start_217
    move-object/16 v2, v0
    const-string v7, "123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_217
    .catch Ljava/lang/RuntimeException; {:try_start_217 .. :try_end_217} :catch_217
    goto :next_217
    :catch_217
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_217
    const-string v0, "bd(\"-123.455\").setScale(2, RoundingMode.HALF_DOWN)"
    :try_start_218
    move-object/16 v2, v0
    const-string v7, "-123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_218
    .catch Ljava/lang/RuntimeException; {:try_start_218 .. :try_end_218} :catch_218
    goto :next_218
    :catch_218
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_218
    const-string v0, "bd(\"0.0051\").setScale(2, RoundingMode.HALF_DOWN)"
    :try_start_219
    move-object/16 v2, v0
    const-string v7, "0.0051"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_219
    .catch Ljava/lang/RuntimeException; {:try_start_219 .. :try_end_219} :catch_219
    goto :next_219
    :catch_219
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_219
    const-string v0, "bd(\"12345\").setScale(-2, RoundingMode.HALF_DOWN)"
    :try_start_220
    move-object/16 v2, v0
    const-string v7, "12345"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    sget-object v6, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_220
    .catch Ljava/lang/RuntimeException; {:try_start_220 .. :try_end_220} :catch_220
    goto :next_220
    :catch_220
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_220
    const-string v0, "bd(\"1.5\").multiply(bd(\"1.5\"), new MathContext(2, RoundingMode.HALF_DOWN))"
    :try_start_221
    move-object/16 v2, v0
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_221
    .catch Ljava/lang/RuntimeException; {:try_start_221 .. :try_end_221} :catch_221
    goto :next_221
    :catch_221
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_221
    const-string v0, "bd(\"99.9\").add(bd(\"0.06\"), new MathContext(3, RoundingMode.HALF_DOWN))"
    :try_start_222
    move-object/16 v2, v0
    const-string v7, "99.9"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.06"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_222
    .catch Ljava/lang/RuntimeException; {:try_start_222 .. :try_end_222} :catch_222
    goto :next_222
    :catch_222
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_222
    const-string v0, "bd(\"5.5\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_223
    move-object/16 v2, v0
    const-string v7, "5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_223
    .catch Ljava/lang/RuntimeException; {:try_start_223 .. :try_end_223} :catch_223
    goto :next_223
    :catch_223
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_223
    const-string v0, "bd(\"2.5\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_224
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_224
    .catch Ljava/lang/RuntimeException; {:try_start_224 .. :try_end_224} :catch_224
    goto :next_224
    :catch_224
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_224
    const-string v0, "bd(\"1.6\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_225
    move-object/16 v2, v0
    const-string v7, "1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_225
    .catch Ljava/lang/RuntimeException; {:try_start_225 .. :try_end_225} :catch_225
    goto :next_225
    :catch_225
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_225
    const-string v0, "bd(\"1.1\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_226
    move-object/16 v2, v0
    const-string v7, "1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_226
    .catch Ljava/lang/RuntimeException; {:try_start_226 .. :try_end_226} :catch_226
    goto :next_226
    :catch_226
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_226
    const-string v0, "bd(\"1.0\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_227
    move-object/16 v2, v0
    const-string v7, "1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_227
    .catch Ljava/lang/RuntimeException; {:try_start_227 .. :try_end_227} :catch_227
    goto :next_227
    :catch_227
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_227
    const-string v0, "bd(\"-1.0\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_228
    move-object/16 v2, v0
    const-string v7, "-1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_228
    .catch Ljava/lang/RuntimeException; {:try_start_228 .. :try_end_228} :catch_228
    goto :next_228
    :catch_228
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_228
    const-string v0, "bd(\"-1.1\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_229
    move-object/16 v2, v0
    const-string v7, "-1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_229
    .catch Ljava/lang/RuntimeException; {:try_start_229 .. :try_end_229} :catch_229
    goto :next_229
    :catch_229
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_229
    const-string v0, "bd(\"-1.6\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_230
    move-object/16 v2, v0
    const-string v7, "-1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_230
    .catch Ljava/lang/RuntimeException; {:try_start_230 .. :try_end_230} :catch_230
    goto :next_230
    :catch_230
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_230
    const-string v0, "bd(\"-2.5\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_231
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_231
    .catch Ljava/lang/RuntimeException; {:try_start_231 .. :try_end_231} :catch_231
    goto :next_231
    :catch_231
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_231
    const-string v0, "bd(\"-5.5\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_232
    move-object/16 v2, v0
    const-string v7, "-5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_232
    .catch Ljava/lang/RuntimeException; {:try_start_232 .. :try_end_232} :catch_232
    goto :next_232
    :catch_232
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_232
    const-string v0, "bd(\"0.5\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_233
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_233
    .catch Ljava/lang/RuntimeException; {:try_start_233 .. :try_end_233} :catch_233
    goto :next_233
    :catch_233
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_233
    const-string v0, "bd(\"-0.05\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_234
    move-object/16 v2, v0
    const-string v7, "-0.05"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_234
    .catch Ljava/lang/RuntimeException; {:try_start_234 .. :try_end_234} :catch_234
    goto :next_234
    :catch_234
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_234
    const-string v0, "bd(\"9.99\").setScale(0, RoundingMode.HALF_EVEN)"
    :try_start_235
    move-object/16 v2, v0
    const-string v7, "9.99"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_235
    .catch Ljava/lang/RuntimeException; {:try_start_235 .. :try_end_235} :catch_235
    goto :next_235
    :catch_235
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_235
    const-string v0, "bd(\"123.456\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_236
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_236
    .catch Ljava/lang/RuntimeException; {:try_start_236 .. :try_end_236} :catch_236
    goto :next_236
    :catch_236
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_236
    const-string v0, "bd(\"-123.456\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_237
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_237
    .catch Ljava/lang/RuntimeException; {:try_start_237 .. :try_end_237} :catch_237
    goto :next_237
    :catch_237
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_237
    const-string v0, "bd(\"9.95\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_238
    move-object/16 v2, v0
    const-string v6, "9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_238
    .catch Ljava/lang/RuntimeException; {:try_start_238 .. :try_end_238} :catch_238
    goto :next_238
    :catch_238
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_238
    const-string v0, "bd(\"-9.95\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_239
    move-object/16 v2, v0
    const-string v6, "-9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
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
    .registers 12
    const-string v0, "bd(\"0.012345\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_240
    move-object/16 v2, v0
    const-string v6, "0.012345"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_240
    .catch Ljava/lang/RuntimeException; {:try_start_240 .. :try_end_240} :catch_240
    goto :next_240
    :catch_240
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_240
    const-string v0, "bd(\"99.5\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_241
    move-object/16 v2, v0
    const-string v6, "99.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_241
    .catch Ljava/lang/RuntimeException; {:try_start_241 .. :try_end_241} :catch_241
    goto :next_241
    :catch_241
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_241
    const-string v0, "bd(\"1E+5\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_242
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_242
    .catch Ljava/lang/RuntimeException; {:try_start_242 .. :try_end_242} :catch_242
    goto :next_242
    :catch_242
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_242
    const-string v0, "bd(\"12\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_243
    move-object/16 v2, v0
    const-string v6, "12"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_243
    .catch Ljava/lang/RuntimeException; {:try_start_243 .. :try_end_243} :catch_243
    goto :next_243
    :catch_243
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_243
    const-string v0, "bd(\"1.25E-7\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_244
    move-object/16 v2, v0
    const-string v6, "1.25E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_244
    .catch Ljava/lang/RuntimeException; {:try_start_244 .. :try_end_244} :catch_244
    goto :next_244
    :catch_244
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_244
    const-string v0, "bd(\"-0.000\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_245
    move-object/16 v2, v0
    const-string v6, "-0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_245
    .catch Ljava/lang/RuntimeException; {:try_start_245 .. :try_end_245} :catch_245
    goto :next_245
    :catch_245
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_245
    const-string v0, "bd(\"-999.5\").round(new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_246
    move-object/16 v2, v0
    const-string v6, "-999.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_246
    .catch Ljava/lang/RuntimeException; {:try_start_246 .. :try_end_246} :catch_246
    goto :next_246
    :catch_246
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_246
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(3, RoundingMode.HALF_EVEN))"
    :try_start_247
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_247
    .catch Ljava/lang/RuntimeException; {:try_start_247 .. :try_end_247} :catch_247
    goto :next_247
    :catch_247
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_247
    const-string v0, "bd(\"-2\").divide(bd(\"3\"), 3, RoundingMode.HALF_EVEN)"
    :try_start_248
    move-object/16 v2, v0
    const-string v8, "-2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 3
    sget-object v7, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_248
    .catch Ljava/lang/RuntimeException; {:try_start_248 .. :try_end_248} :catch_248
    goto :next_248
    :catch_248
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_248
    const-string v0, "bd(\"7\").divide(bd(\"2\"), 0, RoundingMode.HALF_EVEN)"
    :try_start_249
    move-object/16 v2, v0
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 0
    sget-object v7, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_249
    .catch Ljava/lang/RuntimeException; {:try_start_249 .. :try_end_249} :catch_249
    goto :next_249
    :catch_249
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_249
    const-string v0, "bd(\"1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_250
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_250
    .catch Ljava/lang/RuntimeException; {:try_start_250 .. :try_end_250} :catch_250
    goto :next_250
    :catch_250
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_250
    const-string v0, "bd(\"-1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_251
    move-object/16 v2, v0
    const-string v7, "-1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_251
    .catch Ljava/lang/RuntimeException; {:try_start_251 .. :try_end_251} :catch_251
    goto :next_251
    :catch_251
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_251
    const-string v0, "bd(\"1\").divide(bd(\"8\"), RoundingMode.HALF_EVEN)"
    :try_start_252
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_252
    .catch Ljava/lang/RuntimeException; {:try_start_252 .. :try_end_252} :catch_252
    goto :next_252
    :catch_252
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_252
    const-string v0, "bd(\"123.455\").setScale(2, RoundingMode.HALF_EVEN)"
    :try_start_253
    move-object/16 v2, v0
    const-string v7, "123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_253
    .catch Ljava/lang/RuntimeException; {:try_start_253 .. :try_end_253} :catch_253
    goto :next_253
    :catch_253
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_253
    const-string v0, "bd(\"-123.455\").setScale(2, RoundingMode.HALF_EVEN)"
    :try_start_254
    move-object/16 v2, v0
    const-string v7, "-123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_254
    .catch Ljava/lang/RuntimeException; {:try_start_254 .. :try_end_254} :catch_254
    goto :next_254
    :catch_254
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_254
    const-string v0, "bd(\"0.0051\").setScale(2, RoundingMode.HALF_EVEN)"
    :try_start_255
    move-object/16 v2, v0
    const-string v7, "0.0051"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_255
    .catch Ljava/lang/RuntimeException; {:try_start_255 .. :try_end_255} :catch_255
    goto :next_255
    :catch_255
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_255
    const-string v0, "bd(\"12345\").setScale(-2, RoundingMode.HALF_EVEN)"
    :try_start_256
    move-object/16 v2, v0
    const-string v7, "12345"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    sget-object v6, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_256
    .catch Ljava/lang/RuntimeException; {:try_start_256 .. :try_end_256} :catch_256
    goto :next_256
    :catch_256
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_256
    const-string v0, "bd(\"1.5\").multiply(bd(\"1.5\"), new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_257
    move-object/16 v2, v0
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_257
    .catch Ljava/lang/RuntimeException; {:try_start_257 .. :try_end_257} :catch_257
    goto :next_257
    :catch_257
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_257
    const-string v0, "bd(\"99.9\").add(bd(\"0.06\"), new MathContext(3, RoundingMode.HALF_EVEN))"
    :try_start_258
    move-object/16 v2, v0
    const-string v7, "99.9"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.06"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_258
    .catch Ljava/lang/RuntimeException; {:try_start_258 .. :try_end_258} :catch_258
    goto :next_258
    :catch_258
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_258
    const-string v0, "bd(\"5.5\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_259
    move-object/16 v2, v0
    const-string v7, "5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_259
    .catch Ljava/lang/RuntimeException; {:try_start_259 .. :try_end_259} :catch_259
    goto :next_259
    :catch_259
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_259
    const-string v0, "bd(\"2.5\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_260
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_260
    .catch Ljava/lang/RuntimeException; {:try_start_260 .. :try_end_260} :catch_260
    goto :next_260
    :catch_260
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_260
    const-string v0, "bd(\"1.6\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_261
    move-object/16 v2, v0
    const-string v7, "1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_261
    .catch Ljava/lang/RuntimeException; {:try_start_261 .. :try_end_261} :catch_261
    goto :next_261
    :catch_261
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_261
    const-string v0, "bd(\"1.1\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_262
    move-object/16 v2, v0
    const-string v7, "1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_262
    .catch Ljava/lang/RuntimeException; {:try_start_262 .. :try_end_262} :catch_262
    goto :next_262
    :catch_262
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_262
    const-string v0, "bd(\"1.0\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_263
    move-object/16 v2, v0
    const-string v7, "1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_263
    .catch Ljava/lang/RuntimeException; {:try_start_263 .. :try_end_263} :catch_263
    goto :next_263
    :catch_263
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_263
    const-string v0, "bd(\"-1.0\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_264
    move-object/16 v2, v0
    const-string v7, "-1.0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_264
    .catch Ljava/lang/RuntimeException; {:try_start_264 .. :try_end_264} :catch_264
    goto :next_264
    :catch_264
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_264
    const-string v0, "bd(\"-1.1\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_265
    move-object/16 v2, v0
    const-string v7, "-1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_265
    .catch Ljava/lang/RuntimeException; {:try_start_265 .. :try_end_265} :catch_265
    goto :next_265
    :catch_265
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_265
    const-string v0, "bd(\"-1.6\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_266
    move-object/16 v2, v0
    const-string v7, "-1.6"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_266
    .catch Ljava/lang/RuntimeException; {:try_start_266 .. :try_end_266} :catch_266
    goto :next_266
    :catch_266
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_266
    const-string v0, "bd(\"-2.5\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_267
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_267
    .catch Ljava/lang/RuntimeException; {:try_start_267 .. :try_end_267} :catch_267
    goto :next_267
    :catch_267
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_267
    const-string v0, "bd(\"-5.5\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_268
    move-object/16 v2, v0
    const-string v7, "-5.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_268
    .catch Ljava/lang/RuntimeException; {:try_start_268 .. :try_end_268} :catch_268
    goto :next_268
    :catch_268
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_268
    const-string v0, "bd(\"0.5\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_269
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_269
    .catch Ljava/lang/RuntimeException; {:try_start_269 .. :try_end_269} :catch_269
    goto :next_269
    :catch_269
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_269
    const-string v0, "bd(\"-0.05\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_270
    move-object/16 v2, v0
    const-string v7, "-0.05"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_270
    .catch Ljava/lang/RuntimeException; {:try_start_270 .. :try_end_270} :catch_270
    goto :next_270
    :catch_270
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_270
    const-string v0, "bd(\"9.99\").setScale(0, RoundingMode.UNNECESSARY)"
    :try_start_271
    move-object/16 v2, v0
    const-string v7, "9.99"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_271
    .catch Ljava/lang/RuntimeException; {:try_start_271 .. :try_end_271} :catch_271
    goto :next_271
    :catch_271
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_271
    const-string v0, "bd(\"123.456\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_272
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_272
    .catch Ljava/lang/RuntimeException; {:try_start_272 .. :try_end_272} :catch_272
    goto :next_272
    :catch_272
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_272
    const-string v0, "bd(\"-123.456\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_273
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_273
    .catch Ljava/lang/RuntimeException; {:try_start_273 .. :try_end_273} :catch_273
    goto :next_273
    :catch_273
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_273
    const-string v0, "bd(\"9.95\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_274
    move-object/16 v2, v0
    const-string v6, "9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_274
    .catch Ljava/lang/RuntimeException; {:try_start_274 .. :try_end_274} :catch_274
    goto :next_274
    :catch_274
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_274
    const-string v0, "bd(\"-9.95\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_275
    move-object/16 v2, v0
    const-string v6, "-9.95"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_275
    .catch Ljava/lang/RuntimeException; {:try_start_275 .. :try_end_275} :catch_275
    goto :next_275
    :catch_275
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_275
    const-string v0, "bd(\"0.012345\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_276
    move-object/16 v2, v0
    const-string v6, "0.012345"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_276
    .catch Ljava/lang/RuntimeException; {:try_start_276 .. :try_end_276} :catch_276
    goto :next_276
    :catch_276
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_276
    const-string v0, "bd(\"99.5\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_277
    move-object/16 v2, v0
    const-string v6, "99.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_277
    .catch Ljava/lang/RuntimeException; {:try_start_277 .. :try_end_277} :catch_277
    goto :next_277
    :catch_277
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_277
    const-string v0, "bd(\"1E+5\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_278
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_278
    .catch Ljava/lang/RuntimeException; {:try_start_278 .. :try_end_278} :catch_278
    goto :next_278
    :catch_278
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_278
    const-string v0, "bd(\"12\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_279
    move-object/16 v2, v0
    const-string v6, "12"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
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
    .registers 12
    const-string v0, "bd(\"1.25E-7\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_280
    move-object/16 v2, v0
    const-string v6, "1.25E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_280
    .catch Ljava/lang/RuntimeException; {:try_start_280 .. :try_end_280} :catch_280
    goto :next_280
    :catch_280
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_280
    const-string v0, "bd(\"-0.000\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_281
    move-object/16 v2, v0
    const-string v6, "-0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_281
    .catch Ljava/lang/RuntimeException; {:try_start_281 .. :try_end_281} :catch_281
    goto :next_281
    :catch_281
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_281
    const-string v0, "bd(\"-999.5\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_282
    move-object/16 v2, v0
    const-string v6, "-999.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_282
    .catch Ljava/lang/RuntimeException; {:try_start_282 .. :try_end_282} :catch_282
    goto :next_282
    :catch_282
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_282
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(3, RoundingMode.UNNECESSARY))"
    :try_start_283
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_283
    .catch Ljava/lang/RuntimeException; {:try_start_283 .. :try_end_283} :catch_283
    goto :next_283
    :catch_283
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_283
    const-string v0, "bd(\"-2\").divide(bd(\"3\"), 3, RoundingMode.UNNECESSARY)"
    :try_start_284
    move-object/16 v2, v0
    const-string v8, "-2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 3
    sget-object v7, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_284
    .catch Ljava/lang/RuntimeException; {:try_start_284 .. :try_end_284} :catch_284
    goto :next_284
    :catch_284
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_284
    const-string v0, "bd(\"7\").divide(bd(\"2\"), 0, RoundingMode.UNNECESSARY)"
    :try_start_285
    move-object/16 v2, v0
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 0
    sget-object v7, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_285
    .catch Ljava/lang/RuntimeException; {:try_start_285 .. :try_end_285} :catch_285
    goto :next_285
    :catch_285
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_285
    const-string v0, "bd(\"1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_286
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_286
    .catch Ljava/lang/RuntimeException; {:try_start_286 .. :try_end_286} :catch_286
    goto :next_286
    :catch_286
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_286
    const-string v0, "bd(\"-1\").divide(bd(\"8\"), new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_287
    move-object/16 v2, v0
    const-string v7, "-1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_287
    .catch Ljava/lang/RuntimeException; {:try_start_287 .. :try_end_287} :catch_287
    goto :next_287
    :catch_287
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_287
    const-string v0, "bd(\"1\").divide(bd(\"8\"), RoundingMode.UNNECESSARY)"
    :try_start_288
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_288
    .catch Ljava/lang/RuntimeException; {:try_start_288 .. :try_end_288} :catch_288
    goto :next_288
    :catch_288
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_288
    const-string v0, "bd(\"123.455\").setScale(2, RoundingMode.UNNECESSARY)"
    :try_start_289
    move-object/16 v2, v0
    const-string v7, "123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_289
    .catch Ljava/lang/RuntimeException; {:try_start_289 .. :try_end_289} :catch_289
    goto :next_289
    :catch_289
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_289
    const-string v0, "bd(\"-123.455\").setScale(2, RoundingMode.UNNECESSARY)"
    :try_start_290
    move-object/16 v2, v0
    const-string v7, "-123.455"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_290
    .catch Ljava/lang/RuntimeException; {:try_start_290 .. :try_end_290} :catch_290
    goto :next_290
    :catch_290
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_290
    const-string v0, "bd(\"0.0051\").setScale(2, RoundingMode.UNNECESSARY)"
    :try_start_291
    move-object/16 v2, v0
    const-string v7, "0.0051"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_291
    .catch Ljava/lang/RuntimeException; {:try_start_291 .. :try_end_291} :catch_291
    goto :next_291
    :catch_291
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_291
    const-string v0, "bd(\"12345\").setScale(-2, RoundingMode.UNNECESSARY)"
    :try_start_292
    move-object/16 v2, v0
    const-string v7, "12345"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    sget-object v6, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_292
    .catch Ljava/lang/RuntimeException; {:try_start_292 .. :try_end_292} :catch_292
    goto :next_292
    :catch_292
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_292
    const-string v0, "bd(\"1.5\").multiply(bd(\"1.5\"), new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_293
    move-object/16 v2, v0
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_293
    .catch Ljava/lang/RuntimeException; {:try_start_293 .. :try_end_293} :catch_293
    goto :next_293
    :catch_293
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_293
    const-string v0, "bd(\"99.9\").add(bd(\"0.06\"), new MathContext(3, RoundingMode.UNNECESSARY))"
    :try_start_294
    move-object/16 v2, v0
    const-string v7, "99.9"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.06"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    sget-object v11, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_294
    .catch Ljava/lang/RuntimeException; {:try_start_294 .. :try_end_294} :catch_294
    goto :next_294
    :catch_294
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_294
    const-string v0, "MathContext.DECIMAL32"
    :try_start_295
    move-object/16 v2, v0
    sget-object v3, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_295
    .catch Ljava/lang/RuntimeException; {:try_start_295 .. :try_end_295} :catch_295
    goto :next_295
    :catch_295
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_295
    const-string v0, "MathContext.DECIMAL32.getPrecision()"
    :try_start_296
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getPrecision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_296
    .catch Ljava/lang/RuntimeException; {:try_start_296 .. :try_end_296} :catch_296
    goto :next_296
    :catch_296
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_296
    const-string v0, "MathContext.DECIMAL32.getRoundingMode()"
    :try_start_297
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_297
    .catch Ljava/lang/RuntimeException; {:try_start_297 .. :try_end_297} :catch_297
    goto :next_297
    :catch_297
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_297
    const-string v0, "MathContext.DECIMAL32.equals(new MathContext(MathContext.DECIMAL32.getPrecision(), MathContext.DECIMAL32.getRoundingMode()))"
    :try_start_298
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    sget-object v9, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v9 .. v9}, Ljava/math/MathContext;->getPrecision()I
    move-result v7
    sget-object v10, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v10 .. v10}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v8
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v8}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v6
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_298
    .catch Ljava/lang/RuntimeException; {:try_start_298 .. :try_end_298} :catch_298
    goto :next_298
    :catch_298
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_298
    const-string v0, "bd(\"1\").divide(bd(\"3\"), MathContext.DECIMAL32)"
    :try_start_299
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_299
    .catch Ljava/lang/RuntimeException; {:try_start_299 .. :try_end_299} :catch_299
    goto :next_299
    :catch_299
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_299
    const-string v0, "bd(\"2\").divide(bd(\"3\"), MathContext.DECIMAL32)"
    :try_start_300
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_300
    .catch Ljava/lang/RuntimeException; {:try_start_300 .. :try_end_300} :catch_300
    goto :next_300
    :catch_300
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_300
    const-string v0, "bd(\"10\").divide(bd(\"4\"), MathContext.DECIMAL32)"
    :try_start_301
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_301
    .catch Ljava/lang/RuntimeException; {:try_start_301 .. :try_end_301} :catch_301
    goto :next_301
    :catch_301
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_301
    const-string v0, "bd(\"1.000\").divide(bd(\"1\"), MathContext.DECIMAL32)"
    :try_start_302
    move-object/16 v2, v0
    const-string v7, "1.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_302
    .catch Ljava/lang/RuntimeException; {:try_start_302 .. :try_end_302} :catch_302
    goto :next_302
    :catch_302
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_302
    const-string v0, "bd(\"100\").divide(bd(\"4\"), MathContext.DECIMAL32)"
    :try_start_303
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_303
    .catch Ljava/lang/RuntimeException; {:try_start_303 .. :try_end_303} :catch_303
    goto :next_303
    :catch_303
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_303
    const-string v0, "bd(\"0.00\").divide(bd(\"7\"), MathContext.DECIMAL32)"
    :try_start_304
    move-object/16 v2, v0
    const-string v7, "0.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_304
    .catch Ljava/lang/RuntimeException; {:try_start_304 .. :try_end_304} :catch_304
    goto :next_304
    :catch_304
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_304
    const-string v0, "bd(\"-1E+10\").divide(bd(\"7\"), MathContext.DECIMAL32)"
    :try_start_305
    move-object/16 v2, v0
    const-string v7, "-1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_305
    .catch Ljava/lang/RuntimeException; {:try_start_305 .. :try_end_305} :catch_305
    goto :next_305
    :catch_305
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_305
    const-string v0, "bd(\"1\").divide(bd(\"0\"), MathContext.DECIMAL32)"
    :try_start_306
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_306
    .catch Ljava/lang/RuntimeException; {:try_start_306 .. :try_end_306} :catch_306
    goto :next_306
    :catch_306
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_306
    const-string v0, "bd(\"123456789.987654321\").add(bd(\"0.000000000123\"), MathContext.DECIMAL32)"
    :try_start_307
    move-object/16 v2, v0
    const-string v7, "123456789.987654321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.000000000123"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_307
    .catch Ljava/lang/RuntimeException; {:try_start_307 .. :try_end_307} :catch_307
    goto :next_307
    :catch_307
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_307
    const-string v0, "bd(\"1\").subtract(bd(\"1E-40\"), MathContext.DECIMAL32)"
    :try_start_308
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-40"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_308
    .catch Ljava/lang/RuntimeException; {:try_start_308 .. :try_end_308} :catch_308
    goto :next_308
    :catch_308
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_308
    const-string v0, "bd(\"3.14159265358979323846\").multiply(bd(\"2.71828182845904523536\"), MathContext.DECIMAL32)"
    :try_start_309
    move-object/16 v2, v0
    const-string v7, "3.14159265358979323846"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "2.71828182845904523536"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_309
    .catch Ljava/lang/RuntimeException; {:try_start_309 .. :try_end_309} :catch_309
    goto :next_309
    :catch_309
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_309
    const-string v0, "bd(\"-98765.4321\").round(MathContext.DECIMAL32)"
    :try_start_310
    move-object/16 v2, v0
    const-string v6, "-98765.4321"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_310
    .catch Ljava/lang/RuntimeException; {:try_start_310 .. :try_end_310} :catch_310
    goto :next_310
    :catch_310
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_310
    const-string v0, "bd(\"1.23456789\").plus(MathContext.DECIMAL32)"
    :try_start_311
    move-object/16 v2, v0
    const-string v6, "1.23456789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->plus(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_311
    .catch Ljava/lang/RuntimeException; {:try_start_311 .. :try_end_311} :catch_311
    goto :next_311
    :catch_311
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_311
    const-string v0, "bd(\"0.000\").add(bd(\"12.3456789\"), MathContext.DECIMAL32)"
    :try_start_312
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "12.3456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_312
    .catch Ljava/lang/RuntimeException; {:try_start_312 .. :try_end_312} :catch_312
    goto :next_312
    :catch_312
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_312
    const-string v0, "bd(\"123456789123\").add(bd(\"0E-5\"), MathContext.DECIMAL32)"
    :try_start_313
    move-object/16 v2, v0
    const-string v7, "123456789123"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0E-5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_313
    .catch Ljava/lang/RuntimeException; {:try_start_313 .. :try_end_313} :catch_313
    goto :next_313
    :catch_313
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_313
    const-string v0, "bd(\"0E+2\").add(bd(\"5\"), MathContext.DECIMAL32)"
    :try_start_314
    move-object/16 v2, v0
    const-string v7, "0E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_314
    .catch Ljava/lang/RuntimeException; {:try_start_314 .. :try_end_314} :catch_314
    goto :next_314
    :catch_314
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_314
    const-string v0, "bd(\"0\").add(bd(\"0.00\"), MathContext.DECIMAL32)"
    :try_start_315
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_315
    .catch Ljava/lang/RuntimeException; {:try_start_315 .. :try_end_315} :catch_315
    goto :next_315
    :catch_315
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_315
    const-string v0, "bd(\"0E-3\").add(bd(\"-98765.4321\"), MathContext.DECIMAL32)"
    :try_start_316
    move-object/16 v2, v0
    const-string v7, "0E-3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_316
    .catch Ljava/lang/RuntimeException; {:try_start_316 .. :try_end_316} :catch_316
    goto :next_316
    :catch_316
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_316
    const-string v0, "new BigDecimal(\"3.141592653589793238462643383279\", MathContext.DECIMAL32)"
    :try_start_317
    move-object/16 v2, v0
    const-string v5, "3.141592653589793238462643383279"
    sget-object v6, Ljava/math/MathContext;->DECIMAL32:Ljava/math/MathContext;
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;Ljava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_317
    .catch Ljava/lang/RuntimeException; {:try_start_317 .. :try_end_317} :catch_317
    goto :next_317
    :catch_317
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_317
    const-string v0, "MathContext.DECIMAL64"
    :try_start_318
    move-object/16 v2, v0
    sget-object v3, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_318
    .catch Ljava/lang/RuntimeException; {:try_start_318 .. :try_end_318} :catch_318
    goto :next_318
    :catch_318
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_318
    const-string v0, "MathContext.DECIMAL64.getPrecision()"
    :try_start_319
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getPrecision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
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
    .registers 11
    const-string v0, "MathContext.DECIMAL64.getRoundingMode()"
    :try_start_320
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_320
    .catch Ljava/lang/RuntimeException; {:try_start_320 .. :try_end_320} :catch_320
    goto :next_320
    :catch_320
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_320
    const-string v0, "MathContext.DECIMAL64.equals(new MathContext(MathContext.DECIMAL64.getPrecision(), MathContext.DECIMAL64.getRoundingMode()))"
    :try_start_321
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    sget-object v9, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v9 .. v9}, Ljava/math/MathContext;->getPrecision()I
    move-result v7
    sget-object v10, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v10 .. v10}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v8
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v8}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v6
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_321
    .catch Ljava/lang/RuntimeException; {:try_start_321 .. :try_end_321} :catch_321
    goto :next_321
    :catch_321
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_321
    const-string v0, "bd(\"1\").divide(bd(\"3\"), MathContext.DECIMAL64)"
    :try_start_322
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_322
    .catch Ljava/lang/RuntimeException; {:try_start_322 .. :try_end_322} :catch_322
    goto :next_322
    :catch_322
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_322
    const-string v0, "bd(\"2\").divide(bd(\"3\"), MathContext.DECIMAL64)"
    :try_start_323
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_323
    .catch Ljava/lang/RuntimeException; {:try_start_323 .. :try_end_323} :catch_323
    goto :next_323
    :catch_323
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_323
    const-string v0, "bd(\"10\").divide(bd(\"4\"), MathContext.DECIMAL64)"
    :try_start_324
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_324
    .catch Ljava/lang/RuntimeException; {:try_start_324 .. :try_end_324} :catch_324
    goto :next_324
    :catch_324
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_324
    const-string v0, "bd(\"1.000\").divide(bd(\"1\"), MathContext.DECIMAL64)"
    :try_start_325
    move-object/16 v2, v0
    const-string v7, "1.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_325
    .catch Ljava/lang/RuntimeException; {:try_start_325 .. :try_end_325} :catch_325
    goto :next_325
    :catch_325
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_325
    const-string v0, "bd(\"100\").divide(bd(\"4\"), MathContext.DECIMAL64)"
    :try_start_326
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_326
    .catch Ljava/lang/RuntimeException; {:try_start_326 .. :try_end_326} :catch_326
    goto :next_326
    :catch_326
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_326
    const-string v0, "bd(\"0.00\").divide(bd(\"7\"), MathContext.DECIMAL64)"
    :try_start_327
    move-object/16 v2, v0
    const-string v7, "0.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_327
    .catch Ljava/lang/RuntimeException; {:try_start_327 .. :try_end_327} :catch_327
    goto :next_327
    :catch_327
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_327
    const-string v0, "bd(\"-1E+10\").divide(bd(\"7\"), MathContext.DECIMAL64)"
    :try_start_328
    move-object/16 v2, v0
    const-string v7, "-1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_328
    .catch Ljava/lang/RuntimeException; {:try_start_328 .. :try_end_328} :catch_328
    goto :next_328
    :catch_328
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_328
    const-string v0, "bd(\"1\").divide(bd(\"0\"), MathContext.DECIMAL64)"
    :try_start_329
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_329
    .catch Ljava/lang/RuntimeException; {:try_start_329 .. :try_end_329} :catch_329
    goto :next_329
    :catch_329
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_329
    const-string v0, "bd(\"123456789.987654321\").add(bd(\"0.000000000123\"), MathContext.DECIMAL64)"
    :try_start_330
    move-object/16 v2, v0
    const-string v7, "123456789.987654321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.000000000123"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_330
    .catch Ljava/lang/RuntimeException; {:try_start_330 .. :try_end_330} :catch_330
    goto :next_330
    :catch_330
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_330
    const-string v0, "bd(\"1\").subtract(bd(\"1E-40\"), MathContext.DECIMAL64)"
    :try_start_331
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-40"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_331
    .catch Ljava/lang/RuntimeException; {:try_start_331 .. :try_end_331} :catch_331
    goto :next_331
    :catch_331
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_331
    const-string v0, "bd(\"3.14159265358979323846\").multiply(bd(\"2.71828182845904523536\"), MathContext.DECIMAL64)"
    :try_start_332
    move-object/16 v2, v0
    const-string v7, "3.14159265358979323846"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "2.71828182845904523536"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_332
    .catch Ljava/lang/RuntimeException; {:try_start_332 .. :try_end_332} :catch_332
    goto :next_332
    :catch_332
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_332
    const-string v0, "bd(\"-98765.4321\").round(MathContext.DECIMAL64)"
    :try_start_333
    move-object/16 v2, v0
    const-string v6, "-98765.4321"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_333
    .catch Ljava/lang/RuntimeException; {:try_start_333 .. :try_end_333} :catch_333
    goto :next_333
    :catch_333
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_333
    const-string v0, "bd(\"1.23456789\").plus(MathContext.DECIMAL64)"
    :try_start_334
    move-object/16 v2, v0
    const-string v6, "1.23456789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->plus(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_334
    .catch Ljava/lang/RuntimeException; {:try_start_334 .. :try_end_334} :catch_334
    goto :next_334
    :catch_334
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_334
    const-string v0, "bd(\"0.000\").add(bd(\"12.3456789\"), MathContext.DECIMAL64)"
    :try_start_335
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "12.3456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_335
    .catch Ljava/lang/RuntimeException; {:try_start_335 .. :try_end_335} :catch_335
    goto :next_335
    :catch_335
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_335
    const-string v0, "bd(\"123456789123\").add(bd(\"0E-5\"), MathContext.DECIMAL64)"
    :try_start_336
    move-object/16 v2, v0
    const-string v7, "123456789123"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0E-5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_336
    .catch Ljava/lang/RuntimeException; {:try_start_336 .. :try_end_336} :catch_336
    goto :next_336
    :catch_336
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_336
    const-string v0, "bd(\"0E+2\").add(bd(\"5\"), MathContext.DECIMAL64)"
    :try_start_337
    move-object/16 v2, v0
    const-string v7, "0E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_337
    .catch Ljava/lang/RuntimeException; {:try_start_337 .. :try_end_337} :catch_337
    goto :next_337
    :catch_337
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_337
    const-string v0, "bd(\"0\").add(bd(\"0.00\"), MathContext.DECIMAL64)"
    :try_start_338
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_338
    .catch Ljava/lang/RuntimeException; {:try_start_338 .. :try_end_338} :catch_338
    goto :next_338
    :catch_338
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_338
    const-string v0, "bd(\"0E-3\").add(bd(\"-98765.4321\"), MathContext.DECIMAL64)"
    :try_start_339
    move-object/16 v2, v0
    const-string v7, "0E-3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_339
    .catch Ljava/lang/RuntimeException; {:try_start_339 .. :try_end_339} :catch_339
    goto :next_339
    :catch_339
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_339
    const-string v0, "new BigDecimal(\"3.141592653589793238462643383279\", MathContext.DECIMAL64)"
    :try_start_340
    move-object/16 v2, v0
    const-string v5, "3.141592653589793238462643383279"
    sget-object v6, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;Ljava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_340
    .catch Ljava/lang/RuntimeException; {:try_start_340 .. :try_end_340} :catch_340
    goto :next_340
    :catch_340
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_340
    const-string v0, "MathContext.DECIMAL128"
    :try_start_341
    move-object/16 v2, v0
    sget-object v3, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_341
    .catch Ljava/lang/RuntimeException; {:try_start_341 .. :try_end_341} :catch_341
    goto :next_341
    :catch_341
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_341
    const-string v0, "MathContext.DECIMAL128.getPrecision()"
    :try_start_342
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getPrecision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_342
    .catch Ljava/lang/RuntimeException; {:try_start_342 .. :try_end_342} :catch_342
    goto :next_342
    :catch_342
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_342
    const-string v0, "MathContext.DECIMAL128.getRoundingMode()"
    :try_start_343
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_343
    .catch Ljava/lang/RuntimeException; {:try_start_343 .. :try_end_343} :catch_343
    goto :next_343
    :catch_343
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_343
    const-string v0, "MathContext.DECIMAL128.equals(new MathContext(MathContext.DECIMAL128.getPrecision(), MathContext.DECIMAL128.getRoundingMode()))"
    :try_start_344
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    sget-object v9, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v9 .. v9}, Ljava/math/MathContext;->getPrecision()I
    move-result v7
    sget-object v10, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v10 .. v10}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v8
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v8}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v6
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_344
    .catch Ljava/lang/RuntimeException; {:try_start_344 .. :try_end_344} :catch_344
    goto :next_344
    :catch_344
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_344
    const-string v0, "bd(\"1\").divide(bd(\"3\"), MathContext.DECIMAL128)"
    :try_start_345
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_345
    .catch Ljava/lang/RuntimeException; {:try_start_345 .. :try_end_345} :catch_345
    goto :next_345
    :catch_345
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_345
    const-string v0, "bd(\"2\").divide(bd(\"3\"), MathContext.DECIMAL128)"
    :try_start_346
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_346
    .catch Ljava/lang/RuntimeException; {:try_start_346 .. :try_end_346} :catch_346
    goto :next_346
    :catch_346
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_346
    const-string v0, "bd(\"10\").divide(bd(\"4\"), MathContext.DECIMAL128)"
    :try_start_347
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_347
    .catch Ljava/lang/RuntimeException; {:try_start_347 .. :try_end_347} :catch_347
    goto :next_347
    :catch_347
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_347
    const-string v0, "bd(\"1.000\").divide(bd(\"1\"), MathContext.DECIMAL128)"
    :try_start_348
    move-object/16 v2, v0
    const-string v7, "1.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_348
    .catch Ljava/lang/RuntimeException; {:try_start_348 .. :try_end_348} :catch_348
    goto :next_348
    :catch_348
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_348
    const-string v0, "bd(\"100\").divide(bd(\"4\"), MathContext.DECIMAL128)"
    :try_start_349
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_349
    .catch Ljava/lang/RuntimeException; {:try_start_349 .. :try_end_349} :catch_349
    goto :next_349
    :catch_349
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_349
    const-string v0, "bd(\"0.00\").divide(bd(\"7\"), MathContext.DECIMAL128)"
    :try_start_350
    move-object/16 v2, v0
    const-string v7, "0.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_350
    .catch Ljava/lang/RuntimeException; {:try_start_350 .. :try_end_350} :catch_350
    goto :next_350
    :catch_350
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_350
    const-string v0, "bd(\"-1E+10\").divide(bd(\"7\"), MathContext.DECIMAL128)"
    :try_start_351
    move-object/16 v2, v0
    const-string v7, "-1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_351
    .catch Ljava/lang/RuntimeException; {:try_start_351 .. :try_end_351} :catch_351
    goto :next_351
    :catch_351
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_351
    const-string v0, "bd(\"1\").divide(bd(\"0\"), MathContext.DECIMAL128)"
    :try_start_352
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_352
    .catch Ljava/lang/RuntimeException; {:try_start_352 .. :try_end_352} :catch_352
    goto :next_352
    :catch_352
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_352
    const-string v0, "bd(\"123456789.987654321\").add(bd(\"0.000000000123\"), MathContext.DECIMAL128)"
    :try_start_353
    move-object/16 v2, v0
    const-string v7, "123456789.987654321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.000000000123"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_353
    .catch Ljava/lang/RuntimeException; {:try_start_353 .. :try_end_353} :catch_353
    goto :next_353
    :catch_353
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_353
    const-string v0, "bd(\"1\").subtract(bd(\"1E-40\"), MathContext.DECIMAL128)"
    :try_start_354
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-40"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_354
    .catch Ljava/lang/RuntimeException; {:try_start_354 .. :try_end_354} :catch_354
    goto :next_354
    :catch_354
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_354
    const-string v0, "bd(\"3.14159265358979323846\").multiply(bd(\"2.71828182845904523536\"), MathContext.DECIMAL128)"
    :try_start_355
    move-object/16 v2, v0
    const-string v7, "3.14159265358979323846"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "2.71828182845904523536"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_355
    .catch Ljava/lang/RuntimeException; {:try_start_355 .. :try_end_355} :catch_355
    goto :next_355
    :catch_355
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_355
    const-string v0, "bd(\"-98765.4321\").round(MathContext.DECIMAL128)"
    :try_start_356
    move-object/16 v2, v0
    const-string v6, "-98765.4321"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_356
    .catch Ljava/lang/RuntimeException; {:try_start_356 .. :try_end_356} :catch_356
    goto :next_356
    :catch_356
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_356
    const-string v0, "bd(\"1.23456789\").plus(MathContext.DECIMAL128)"
    :try_start_357
    move-object/16 v2, v0
    const-string v6, "1.23456789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->plus(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_357
    .catch Ljava/lang/RuntimeException; {:try_start_357 .. :try_end_357} :catch_357
    goto :next_357
    :catch_357
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_357
    const-string v0, "bd(\"0.000\").add(bd(\"12.3456789\"), MathContext.DECIMAL128)"
    :try_start_358
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "12.3456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_358
    .catch Ljava/lang/RuntimeException; {:try_start_358 .. :try_end_358} :catch_358
    goto :next_358
    :catch_358
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_358
    const-string v0, "bd(\"123456789123\").add(bd(\"0E-5\"), MathContext.DECIMAL128)"
    :try_start_359
    move-object/16 v2, v0
    const-string v7, "123456789123"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0E-5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
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
    .registers 17
    const-string v0, "bd(\"0E+2\").add(bd(\"5\"), MathContext.DECIMAL128)"
    :try_start_360
    move-object/16 v2, v0
    const-string v7, "0E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_360
    .catch Ljava/lang/RuntimeException; {:try_start_360 .. :try_end_360} :catch_360
    goto :next_360
    :catch_360
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_360
    const-string v0, "bd(\"0\").add(bd(\"0.00\"), MathContext.DECIMAL128)"
    :try_start_361
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_361
    .catch Ljava/lang/RuntimeException; {:try_start_361 .. :try_end_361} :catch_361
    goto :next_361
    :catch_361
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_361
    const-string v0, "bd(\"0E-3\").add(bd(\"-98765.4321\"), MathContext.DECIMAL128)"
    :try_start_362
    move-object/16 v2, v0
    const-string v7, "0E-3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_362
    .catch Ljava/lang/RuntimeException; {:try_start_362 .. :try_end_362} :catch_362
    goto :next_362
    :catch_362
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_362
    const-string v0, "new BigDecimal(\"3.141592653589793238462643383279\", MathContext.DECIMAL128)"
    :try_start_363
    move-object/16 v2, v0
    const-string v5, "3.141592653589793238462643383279"
    sget-object v6, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;Ljava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_363
    .catch Ljava/lang/RuntimeException; {:try_start_363 .. :try_end_363} :catch_363
    goto :next_363
    :catch_363
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_363
    const-string v0, "MathContext.UNLIMITED"
    :try_start_364
    move-object/16 v2, v0
    sget-object v3, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_364
    .catch Ljava/lang/RuntimeException; {:try_start_364 .. :try_end_364} :catch_364
    goto :next_364
    :catch_364
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_364
    const-string v0, "MathContext.UNLIMITED.getPrecision()"
    :try_start_365
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getPrecision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_365
    .catch Ljava/lang/RuntimeException; {:try_start_365 .. :try_end_365} :catch_365
    goto :next_365
    :catch_365
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_365
    const-string v0, "MathContext.UNLIMITED.getRoundingMode()"
    :try_start_366
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_366
    .catch Ljava/lang/RuntimeException; {:try_start_366 .. :try_end_366} :catch_366
    goto :next_366
    :catch_366
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_366
    const-string v0, "MathContext.UNLIMITED.equals(new MathContext(MathContext.UNLIMITED.getPrecision(), MathContext.UNLIMITED.getRoundingMode()))"
    :try_start_367
    move-object/16 v2, v0
    sget-object v4, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    sget-object v9, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v9 .. v9}, Ljava/math/MathContext;->getPrecision()I
    move-result v7
    sget-object v10, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v10 .. v10}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v8
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v8}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v6
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_367
    .catch Ljava/lang/RuntimeException; {:try_start_367 .. :try_end_367} :catch_367
    goto :next_367
    :catch_367
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_367
    const-string v0, "bd(\"1\").divide(bd(\"3\"), MathContext.UNLIMITED)"
    :try_start_368
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_368
    .catch Ljava/lang/RuntimeException; {:try_start_368 .. :try_end_368} :catch_368
    goto :next_368
    :catch_368
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_368
    const-string v0, "bd(\"2\").divide(bd(\"3\"), MathContext.UNLIMITED)"
    :try_start_369
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_369
    .catch Ljava/lang/RuntimeException; {:try_start_369 .. :try_end_369} :catch_369
    goto :next_369
    :catch_369
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_369
    const-string v0, "bd(\"10\").divide(bd(\"4\"), MathContext.UNLIMITED)"
    :try_start_370
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_370
    .catch Ljava/lang/RuntimeException; {:try_start_370 .. :try_end_370} :catch_370
    goto :next_370
    :catch_370
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_370
    const-string v0, "bd(\"1.000\").divide(bd(\"1\"), MathContext.UNLIMITED)"
    :try_start_371
    move-object/16 v2, v0
    const-string v7, "1.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_371
    .catch Ljava/lang/RuntimeException; {:try_start_371 .. :try_end_371} :catch_371
    goto :next_371
    :catch_371
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_371
    const-string v0, "bd(\"100\").divide(bd(\"4\"), MathContext.UNLIMITED)"
    :try_start_372
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_372
    .catch Ljava/lang/RuntimeException; {:try_start_372 .. :try_end_372} :catch_372
    goto :next_372
    :catch_372
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_372
    const-string v0, "bd(\"0.00\").divide(bd(\"7\"), MathContext.UNLIMITED)"
    :try_start_373
    move-object/16 v2, v0
    const-string v7, "0.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_373
    .catch Ljava/lang/RuntimeException; {:try_start_373 .. :try_end_373} :catch_373
    goto :next_373
    :catch_373
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_373
    const-string v0, "bd(\"-1E+10\").divide(bd(\"7\"), MathContext.UNLIMITED)"
    :try_start_374
    move-object/16 v2, v0
    const-string v7, "-1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_374
    .catch Ljava/lang/RuntimeException; {:try_start_374 .. :try_end_374} :catch_374
    goto :next_374
    :catch_374
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_374
    const-string v0, "bd(\"1\").divide(bd(\"0\"), MathContext.UNLIMITED)"
    :try_start_375
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_375
    .catch Ljava/lang/RuntimeException; {:try_start_375 .. :try_end_375} :catch_375
    goto :next_375
    :catch_375
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_375
    const-string v0, "bd(\"123456789.987654321\").add(bd(\"0.000000000123\"), MathContext.UNLIMITED)"
    :try_start_376
    move-object/16 v2, v0
    const-string v7, "123456789.987654321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.000000000123"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_376
    .catch Ljava/lang/RuntimeException; {:try_start_376 .. :try_end_376} :catch_376
    goto :next_376
    :catch_376
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_376
    const-string v0, "bd(\"1\").subtract(bd(\"1E-40\"), MathContext.UNLIMITED)"
    :try_start_377
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-40"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_377
    .catch Ljava/lang/RuntimeException; {:try_start_377 .. :try_end_377} :catch_377
    goto :next_377
    :catch_377
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_377
    const-string v0, "bd(\"3.14159265358979323846\").multiply(bd(\"2.71828182845904523536\"), MathContext.UNLIMITED)"
    :try_start_378
    move-object/16 v2, v0
    const-string v7, "3.14159265358979323846"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "2.71828182845904523536"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_378
    .catch Ljava/lang/RuntimeException; {:try_start_378 .. :try_end_378} :catch_378
    goto :next_378
    :catch_378
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_378
    const-string v0, "bd(\"-98765.4321\").round(MathContext.UNLIMITED)"
    :try_start_379
    move-object/16 v2, v0
    const-string v6, "-98765.4321"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_379
    .catch Ljava/lang/RuntimeException; {:try_start_379 .. :try_end_379} :catch_379
    goto :next_379
    :catch_379
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_379
    const-string v0, "bd(\"1.23456789\").plus(MathContext.UNLIMITED)"
    :try_start_380
    move-object/16 v2, v0
    const-string v6, "1.23456789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->plus(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_380
    .catch Ljava/lang/RuntimeException; {:try_start_380 .. :try_end_380} :catch_380
    goto :next_380
    :catch_380
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_380
    const-string v0, "bd(\"0.000\").add(bd(\"12.3456789\"), MathContext.UNLIMITED)"
    :try_start_381
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "12.3456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_381
    .catch Ljava/lang/RuntimeException; {:try_start_381 .. :try_end_381} :catch_381
    goto :next_381
    :catch_381
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_381
    const-string v0, "bd(\"123456789123\").add(bd(\"0E-5\"), MathContext.UNLIMITED)"
    :try_start_382
    move-object/16 v2, v0
    const-string v7, "123456789123"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0E-5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_382
    .catch Ljava/lang/RuntimeException; {:try_start_382 .. :try_end_382} :catch_382
    goto :next_382
    :catch_382
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_382
    const-string v0, "bd(\"0E+2\").add(bd(\"5\"), MathContext.UNLIMITED)"
    :try_start_383
    move-object/16 v2, v0
    const-string v7, "0E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_383
    .catch Ljava/lang/RuntimeException; {:try_start_383 .. :try_end_383} :catch_383
    goto :next_383
    :catch_383
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_383
    const-string v0, "bd(\"0\").add(bd(\"0.00\"), MathContext.UNLIMITED)"
    :try_start_384
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_384
    .catch Ljava/lang/RuntimeException; {:try_start_384 .. :try_end_384} :catch_384
    goto :next_384
    :catch_384
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_384
    const-string v0, "bd(\"0E-3\").add(bd(\"-98765.4321\"), MathContext.UNLIMITED)"
    :try_start_385
    move-object/16 v2, v0
    const-string v7, "0E-3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_385
    .catch Ljava/lang/RuntimeException; {:try_start_385 .. :try_end_385} :catch_385
    goto :next_385
    :catch_385
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_385
    const-string v0, "new BigDecimal(\"3.141592653589793238462643383279\", MathContext.UNLIMITED)"
    :try_start_386
    move-object/16 v2, v0
    const-string v5, "3.141592653589793238462643383279"
    sget-object v6, Ljava/math/MathContext;->UNLIMITED:Ljava/math/MathContext;
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;Ljava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_386
    .catch Ljava/lang/RuntimeException; {:try_start_386 .. :try_end_386} :catch_386
    goto :next_386
    :catch_386
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_386
    const-string v0, "new MathContext(3)"
    :try_start_387
    move-object/16 v2, v0
    const v5, 3
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_387
    .catch Ljava/lang/RuntimeException; {:try_start_387 .. :try_end_387} :catch_387
    goto :next_387
    :catch_387
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_387
    const-string v0, "new MathContext(3).getPrecision()"
    :try_start_388
    move-object/16 v2, v0
    const v6, 3
    new-instance v5, Ljava/math/MathContext;
    invoke-direct/range {v5 .. v6}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v4, v5
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getPrecision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_388
    .catch Ljava/lang/RuntimeException; {:try_start_388 .. :try_end_388} :catch_388
    goto :next_388
    :catch_388
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_388
    const-string v0, "new MathContext(3).getRoundingMode()"
    :try_start_389
    move-object/16 v2, v0
    const v6, 3
    new-instance v5, Ljava/math/MathContext;
    invoke-direct/range {v5 .. v6}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v4, v5
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_389
    .catch Ljava/lang/RuntimeException; {:try_start_389 .. :try_end_389} :catch_389
    goto :next_389
    :catch_389
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_389
    const-string v0, "new MathContext(3).equals(new MathContext(new MathContext(3).getPrecision(), new MathContext(3).getRoundingMode()))"
    :try_start_390
    move-object/16 v2, v0
    const v7, 3
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v7}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v4, v6
    const v13, 3
    new-instance v12, Ljava/math/MathContext;
    invoke-direct/range {v12 .. v13}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v11, v12
    invoke-virtual/range {v11 .. v11}, Ljava/math/MathContext;->getPrecision()I
    move-result v9
    const v16, 3
    new-instance v15, Ljava/math/MathContext;
    invoke-direct/range {v15 .. v16}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v14, v15
    invoke-virtual/range {v14 .. v14}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v10
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v8
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_390
    .catch Ljava/lang/RuntimeException; {:try_start_390 .. :try_end_390} :catch_390
    goto :next_390
    :catch_390
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_390
    const-string v0, "bd(\"1\").divide(bd(\"3\"), new MathContext(3))"
    :try_start_391
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_391
    .catch Ljava/lang/RuntimeException; {:try_start_391 .. :try_end_391} :catch_391
    goto :next_391
    :catch_391
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_391
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(3))"
    :try_start_392
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_392
    .catch Ljava/lang/RuntimeException; {:try_start_392 .. :try_end_392} :catch_392
    goto :next_392
    :catch_392
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_392
    const-string v0, "bd(\"10\").divide(bd(\"4\"), new MathContext(3))"
    :try_start_393
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_393
    .catch Ljava/lang/RuntimeException; {:try_start_393 .. :try_end_393} :catch_393
    goto :next_393
    :catch_393
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_393
    const-string v0, "bd(\"1.000\").divide(bd(\"1\"), new MathContext(3))"
    :try_start_394
    move-object/16 v2, v0
    const-string v7, "1.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_394
    .catch Ljava/lang/RuntimeException; {:try_start_394 .. :try_end_394} :catch_394
    goto :next_394
    :catch_394
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_394
    const-string v0, "bd(\"100\").divide(bd(\"4\"), new MathContext(3))"
    :try_start_395
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_395
    .catch Ljava/lang/RuntimeException; {:try_start_395 .. :try_end_395} :catch_395
    goto :next_395
    :catch_395
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_395
    const-string v0, "bd(\"0.00\").divide(bd(\"7\"), new MathContext(3))"
    :try_start_396
    move-object/16 v2, v0
    const-string v7, "0.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_396
    .catch Ljava/lang/RuntimeException; {:try_start_396 .. :try_end_396} :catch_396
    goto :next_396
    :catch_396
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_396
    const-string v0, "bd(\"-1E+10\").divide(bd(\"7\"), new MathContext(3))"
    :try_start_397
    move-object/16 v2, v0
    const-string v7, "-1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_397
    .catch Ljava/lang/RuntimeException; {:try_start_397 .. :try_end_397} :catch_397
    goto :next_397
    :catch_397
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_397
    const-string v0, "bd(\"1\").divide(bd(\"0\"), new MathContext(3))"
    :try_start_398
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_398
    .catch Ljava/lang/RuntimeException; {:try_start_398 .. :try_end_398} :catch_398
    goto :next_398
    :catch_398
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_398
    const-string v0, "bd(\"123456789.987654321\").add(bd(\"0.000000000123\"), new MathContext(3))"
    :try_start_399
    move-object/16 v2, v0
    const-string v7, "123456789.987654321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.000000000123"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_399
    .catch Ljava/lang/RuntimeException; {:try_start_399 .. :try_end_399} :catch_399
    goto :next_399
    :catch_399
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_399
    return-void
.end method

.method static part10()V
    .registers 20
    const-string v0, "bd(\"1\").subtract(bd(\"1E-40\"), new MathContext(3))"
    :try_start_400
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-40"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_400
    .catch Ljava/lang/RuntimeException; {:try_start_400 .. :try_end_400} :catch_400
    goto :next_400
    :catch_400
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_400
    const-string v0, "bd(\"3.14159265358979323846\").multiply(bd(\"2.71828182845904523536\"), new MathContext(3))"
    :try_start_401
    move-object/16 v2, v0
    const-string v7, "3.14159265358979323846"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "2.71828182845904523536"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_401
    .catch Ljava/lang/RuntimeException; {:try_start_401 .. :try_end_401} :catch_401
    goto :next_401
    :catch_401
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_401
    const-string v0, "bd(\"-98765.4321\").round(new MathContext(3))"
    :try_start_402
    move-object/16 v2, v0
    const-string v6, "-98765.4321"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v8}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_402
    .catch Ljava/lang/RuntimeException; {:try_start_402 .. :try_end_402} :catch_402
    goto :next_402
    :catch_402
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_402
    const-string v0, "bd(\"1.23456789\").plus(new MathContext(3))"
    :try_start_403
    move-object/16 v2, v0
    const-string v6, "1.23456789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v8}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->plus(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_403
    .catch Ljava/lang/RuntimeException; {:try_start_403 .. :try_end_403} :catch_403
    goto :next_403
    :catch_403
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_403
    const-string v0, "bd(\"0.000\").add(bd(\"12.3456789\"), new MathContext(3))"
    :try_start_404
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "12.3456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_404
    .catch Ljava/lang/RuntimeException; {:try_start_404 .. :try_end_404} :catch_404
    goto :next_404
    :catch_404
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_404
    const-string v0, "bd(\"123456789123\").add(bd(\"0E-5\"), new MathContext(3))"
    :try_start_405
    move-object/16 v2, v0
    const-string v7, "123456789123"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0E-5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_405
    .catch Ljava/lang/RuntimeException; {:try_start_405 .. :try_end_405} :catch_405
    goto :next_405
    :catch_405
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_405
    const-string v0, "bd(\"0E+2\").add(bd(\"5\"), new MathContext(3))"
    :try_start_406
    move-object/16 v2, v0
    const-string v7, "0E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_406
    .catch Ljava/lang/RuntimeException; {:try_start_406 .. :try_end_406} :catch_406
    goto :next_406
    :catch_406
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_406
    const-string v0, "bd(\"0\").add(bd(\"0.00\"), new MathContext(3))"
    :try_start_407
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_407
    .catch Ljava/lang/RuntimeException; {:try_start_407 .. :try_end_407} :catch_407
    goto :next_407
    :catch_407
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_407
    const-string v0, "bd(\"0E-3\").add(bd(\"-98765.4321\"), new MathContext(3))"
    :try_start_408
    move-object/16 v2, v0
    const-string v7, "0E-3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 3
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_408
    .catch Ljava/lang/RuntimeException; {:try_start_408 .. :try_end_408} :catch_408
    goto :next_408
    :catch_408
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_408
    const-string v0, "new BigDecimal(\"3.141592653589793238462643383279\", new MathContext(3))"
    :try_start_409
    move-object/16 v2, v0
    const-string v5, "3.141592653589793238462643383279"
    const v8, 3
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v8}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v6, v7
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;Ljava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_409
    .catch Ljava/lang/RuntimeException; {:try_start_409 .. :try_end_409} :catch_409
    goto :next_409
    :catch_409
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_409
    const-string v0, "new MathContext(5, RoundingMode.FLOOR)"
    :try_start_410
    move-object/16 v2, v0
    const v5, 5
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v6}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_410
    .catch Ljava/lang/RuntimeException; {:try_start_410 .. :try_end_410} :catch_410
    goto :next_410
    :catch_410
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_410
    const-string v0, "new MathContext(5, RoundingMode.FLOOR).getPrecision()"
    :try_start_411
    move-object/16 v2, v0
    const v6, 5
    sget-object v7, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v5, Ljava/math/MathContext;
    invoke-direct/range {v5 .. v7}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v4, v5
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getPrecision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_411
    .catch Ljava/lang/RuntimeException; {:try_start_411 .. :try_end_411} :catch_411
    goto :next_411
    :catch_411
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_411
    const-string v0, "new MathContext(5, RoundingMode.FLOOR).getRoundingMode()"
    :try_start_412
    move-object/16 v2, v0
    const v6, 5
    sget-object v7, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v5, Ljava/math/MathContext;
    invoke-direct/range {v5 .. v7}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v4, v5
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_412
    .catch Ljava/lang/RuntimeException; {:try_start_412 .. :try_end_412} :catch_412
    goto :next_412
    :catch_412
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_412
    const-string v0, "new MathContext(5, RoundingMode.FLOOR).equals(new MathContext(new MathContext(5, RoundingMode.FLOOR).getPrecision(), new MathContext(5, RoundingMode.FLOOR).getRoundingMode()))"
    :try_start_413
    move-object/16 v2, v0
    const v7, 5
    sget-object v8, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v8}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v4, v6
    const v14, 5
    sget-object v15, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v13, Ljava/math/MathContext;
    invoke-direct/range {v13 .. v15}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v12, v13
    invoke-virtual/range {v12 .. v12}, Ljava/math/MathContext;->getPrecision()I
    move-result v10
    const v18, 5
    sget-object v19, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v17, Ljava/math/MathContext;
    invoke-direct/range {v17 .. v19}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v16, v17
    invoke-virtual/range {v16 .. v16}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v11
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v9
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_413
    .catch Ljava/lang/RuntimeException; {:try_start_413 .. :try_end_413} :catch_413
    goto :next_413
    :catch_413
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_413
    const-string v0, "bd(\"1\").divide(bd(\"3\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_414
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_414
    .catch Ljava/lang/RuntimeException; {:try_start_414 .. :try_end_414} :catch_414
    goto :next_414
    :catch_414
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_414
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_415
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_415
    .catch Ljava/lang/RuntimeException; {:try_start_415 .. :try_end_415} :catch_415
    goto :next_415
    :catch_415
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_415
    const-string v0, "bd(\"10\").divide(bd(\"4\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_416
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_416
    .catch Ljava/lang/RuntimeException; {:try_start_416 .. :try_end_416} :catch_416
    goto :next_416
    :catch_416
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_416
    const-string v0, "bd(\"1.000\").divide(bd(\"1\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_417
    move-object/16 v2, v0
    const-string v7, "1.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_417
    .catch Ljava/lang/RuntimeException; {:try_start_417 .. :try_end_417} :catch_417
    goto :next_417
    :catch_417
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_417
    const-string v0, "bd(\"100\").divide(bd(\"4\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_418
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_418
    .catch Ljava/lang/RuntimeException; {:try_start_418 .. :try_end_418} :catch_418
    goto :next_418
    :catch_418
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_418
    const-string v0, "bd(\"0.00\").divide(bd(\"7\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_419
    move-object/16 v2, v0
    const-string v7, "0.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_419
    .catch Ljava/lang/RuntimeException; {:try_start_419 .. :try_end_419} :catch_419
    goto :next_419
    :catch_419
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_419
    const-string v0, "bd(\"-1E+10\").divide(bd(\"7\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_420
    move-object/16 v2, v0
    const-string v7, "-1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_420
    .catch Ljava/lang/RuntimeException; {:try_start_420 .. :try_end_420} :catch_420
    goto :next_420
    :catch_420
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_420
    const-string v0, "bd(\"1\").divide(bd(\"0\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_421
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_421
    .catch Ljava/lang/RuntimeException; {:try_start_421 .. :try_end_421} :catch_421
    goto :next_421
    :catch_421
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_421
    const-string v0, "bd(\"123456789.987654321\").add(bd(\"0.000000000123\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_422
    move-object/16 v2, v0
    const-string v7, "123456789.987654321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.000000000123"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_422
    .catch Ljava/lang/RuntimeException; {:try_start_422 .. :try_end_422} :catch_422
    goto :next_422
    :catch_422
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_422
    const-string v0, "bd(\"1\").subtract(bd(\"1E-40\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_423
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-40"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_423
    .catch Ljava/lang/RuntimeException; {:try_start_423 .. :try_end_423} :catch_423
    goto :next_423
    :catch_423
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_423
    const-string v0, "bd(\"3.14159265358979323846\").multiply(bd(\"2.71828182845904523536\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_424
    move-object/16 v2, v0
    const-string v7, "3.14159265358979323846"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "2.71828182845904523536"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_424
    .catch Ljava/lang/RuntimeException; {:try_start_424 .. :try_end_424} :catch_424
    goto :next_424
    :catch_424
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_424
    const-string v0, "bd(\"-98765.4321\").round(new MathContext(5, RoundingMode.FLOOR))"
    :try_start_425
    move-object/16 v2, v0
    const-string v6, "-98765.4321"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_425
    .catch Ljava/lang/RuntimeException; {:try_start_425 .. :try_end_425} :catch_425
    goto :next_425
    :catch_425
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_425
    const-string v0, "bd(\"1.23456789\").plus(new MathContext(5, RoundingMode.FLOOR))"
    :try_start_426
    move-object/16 v2, v0
    const-string v6, "1.23456789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->plus(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_426
    .catch Ljava/lang/RuntimeException; {:try_start_426 .. :try_end_426} :catch_426
    goto :next_426
    :catch_426
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_426
    const-string v0, "bd(\"0.000\").add(bd(\"12.3456789\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_427
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "12.3456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_427
    .catch Ljava/lang/RuntimeException; {:try_start_427 .. :try_end_427} :catch_427
    goto :next_427
    :catch_427
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_427
    const-string v0, "bd(\"123456789123\").add(bd(\"0E-5\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_428
    move-object/16 v2, v0
    const-string v7, "123456789123"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0E-5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_428
    .catch Ljava/lang/RuntimeException; {:try_start_428 .. :try_end_428} :catch_428
    goto :next_428
    :catch_428
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_428
    const-string v0, "bd(\"0E+2\").add(bd(\"5\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_429
    move-object/16 v2, v0
    const-string v7, "0E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_429
    .catch Ljava/lang/RuntimeException; {:try_start_429 .. :try_end_429} :catch_429
    goto :next_429
    :catch_429
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_429
    const-string v0, "bd(\"0\").add(bd(\"0.00\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_430
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_430
    .catch Ljava/lang/RuntimeException; {:try_start_430 .. :try_end_430} :catch_430
    goto :next_430
    :catch_430
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_430
    const-string v0, "bd(\"0E-3\").add(bd(\"-98765.4321\"), new MathContext(5, RoundingMode.FLOOR))"
    :try_start_431
    move-object/16 v2, v0
    const-string v7, "0E-3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_431
    .catch Ljava/lang/RuntimeException; {:try_start_431 .. :try_end_431} :catch_431
    goto :next_431
    :catch_431
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_431
    const-string v0, "new BigDecimal(\"3.141592653589793238462643383279\", new MathContext(5, RoundingMode.FLOOR))"
    :try_start_432
    move-object/16 v2, v0
    const-string v5, "3.141592653589793238462643383279"
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v7
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;Ljava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_432
    .catch Ljava/lang/RuntimeException; {:try_start_432 .. :try_end_432} :catch_432
    goto :next_432
    :catch_432
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_432
    const-string v0, "new MathContext(1, RoundingMode.UP)"
    :try_start_433
    move-object/16 v2, v0
    const v5, 1
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v6}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_433
    .catch Ljava/lang/RuntimeException; {:try_start_433 .. :try_end_433} :catch_433
    goto :next_433
    :catch_433
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_433
    const-string v0, "new MathContext(1, RoundingMode.UP).getPrecision()"
    :try_start_434
    move-object/16 v2, v0
    const v6, 1
    sget-object v7, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v5, Ljava/math/MathContext;
    invoke-direct/range {v5 .. v7}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v4, v5
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getPrecision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_434
    .catch Ljava/lang/RuntimeException; {:try_start_434 .. :try_end_434} :catch_434
    goto :next_434
    :catch_434
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_434
    const-string v0, "new MathContext(1, RoundingMode.UP).getRoundingMode()"
    :try_start_435
    move-object/16 v2, v0
    const v6, 1
    sget-object v7, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v5, Ljava/math/MathContext;
    invoke-direct/range {v5 .. v7}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v4, v5
    invoke-virtual/range {v4 .. v4}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_435
    .catch Ljava/lang/RuntimeException; {:try_start_435 .. :try_end_435} :catch_435
    goto :next_435
    :catch_435
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_435
    const-string v0, "new MathContext(1, RoundingMode.UP).equals(new MathContext(new MathContext(1, RoundingMode.UP).getPrecision(), new MathContext(1, RoundingMode.UP).getRoundingMode()))"
    :try_start_436
    move-object/16 v2, v0
    const v7, 1
    sget-object v8, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v8}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v4, v6
    const v14, 1
    sget-object v15, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v13, Ljava/math/MathContext;
    invoke-direct/range {v13 .. v15}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v12, v13
    invoke-virtual/range {v12 .. v12}, Ljava/math/MathContext;->getPrecision()I
    move-result v10
    const v18, 1
    sget-object v19, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v17, Ljava/math/MathContext;
    invoke-direct/range {v17 .. v19}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v16, v17
    invoke-virtual/range {v16 .. v16}, Ljava/math/MathContext;->getRoundingMode()Ljava/math/RoundingMode;
    move-result-object v11
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v9
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_436
    .catch Ljava/lang/RuntimeException; {:try_start_436 .. :try_end_436} :catch_436
    goto :next_436
    :catch_436
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_436
    const-string v0, "bd(\"1\").divide(bd(\"3\"), new MathContext(1, RoundingMode.UP))"
    :try_start_437
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_437
    .catch Ljava/lang/RuntimeException; {:try_start_437 .. :try_end_437} :catch_437
    goto :next_437
    :catch_437
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_437
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(1, RoundingMode.UP))"
    :try_start_438
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_438
    .catch Ljava/lang/RuntimeException; {:try_start_438 .. :try_end_438} :catch_438
    goto :next_438
    :catch_438
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_438
    const-string v0, "bd(\"10\").divide(bd(\"4\"), new MathContext(1, RoundingMode.UP))"
    :try_start_439
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_439
    .catch Ljava/lang/RuntimeException; {:try_start_439 .. :try_end_439} :catch_439
    goto :next_439
    :catch_439
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_439
    return-void
.end method

.method static part11()V
    .registers 12
    const-string v0, "bd(\"1.000\").divide(bd(\"1\"), new MathContext(1, RoundingMode.UP))"
    :try_start_440
    move-object/16 v2, v0
    const-string v7, "1.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_440
    .catch Ljava/lang/RuntimeException; {:try_start_440 .. :try_end_440} :catch_440
    goto :next_440
    :catch_440
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_440
    const-string v0, "bd(\"100\").divide(bd(\"4\"), new MathContext(1, RoundingMode.UP))"
    :try_start_441
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "4"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_441
    .catch Ljava/lang/RuntimeException; {:try_start_441 .. :try_end_441} :catch_441
    goto :next_441
    :catch_441
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_441
    const-string v0, "bd(\"0.00\").divide(bd(\"7\"), new MathContext(1, RoundingMode.UP))"
    :try_start_442
    move-object/16 v2, v0
    const-string v7, "0.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_442
    .catch Ljava/lang/RuntimeException; {:try_start_442 .. :try_end_442} :catch_442
    goto :next_442
    :catch_442
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_442
    const-string v0, "bd(\"-1E+10\").divide(bd(\"7\"), new MathContext(1, RoundingMode.UP))"
    :try_start_443
    move-object/16 v2, v0
    const-string v7, "-1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_443
    .catch Ljava/lang/RuntimeException; {:try_start_443 .. :try_end_443} :catch_443
    goto :next_443
    :catch_443
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_443
    const-string v0, "bd(\"1\").divide(bd(\"0\"), new MathContext(1, RoundingMode.UP))"
    :try_start_444
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_444
    .catch Ljava/lang/RuntimeException; {:try_start_444 .. :try_end_444} :catch_444
    goto :next_444
    :catch_444
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_444
    const-string v0, "bd(\"123456789.987654321\").add(bd(\"0.000000000123\"), new MathContext(1, RoundingMode.UP))"
    :try_start_445
    move-object/16 v2, v0
    const-string v7, "123456789.987654321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.000000000123"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_445
    .catch Ljava/lang/RuntimeException; {:try_start_445 .. :try_end_445} :catch_445
    goto :next_445
    :catch_445
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_445
    const-string v0, "bd(\"1\").subtract(bd(\"1E-40\"), new MathContext(1, RoundingMode.UP))"
    :try_start_446
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-40"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_446
    .catch Ljava/lang/RuntimeException; {:try_start_446 .. :try_end_446} :catch_446
    goto :next_446
    :catch_446
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_446
    const-string v0, "bd(\"3.14159265358979323846\").multiply(bd(\"2.71828182845904523536\"), new MathContext(1, RoundingMode.UP))"
    :try_start_447
    move-object/16 v2, v0
    const-string v7, "3.14159265358979323846"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "2.71828182845904523536"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_447
    .catch Ljava/lang/RuntimeException; {:try_start_447 .. :try_end_447} :catch_447
    goto :next_447
    :catch_447
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_447
    const-string v0, "bd(\"-98765.4321\").round(new MathContext(1, RoundingMode.UP))"
    :try_start_448
    move-object/16 v2, v0
    const-string v6, "-98765.4321"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_448
    .catch Ljava/lang/RuntimeException; {:try_start_448 .. :try_end_448} :catch_448
    goto :next_448
    :catch_448
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_448
    const-string v0, "bd(\"1.23456789\").plus(new MathContext(1, RoundingMode.UP))"
    :try_start_449
    move-object/16 v2, v0
    const-string v6, "1.23456789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->plus(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_449
    .catch Ljava/lang/RuntimeException; {:try_start_449 .. :try_end_449} :catch_449
    goto :next_449
    :catch_449
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_449
    const-string v0, "bd(\"0.000\").add(bd(\"12.3456789\"), new MathContext(1, RoundingMode.UP))"
    :try_start_450
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "12.3456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_450
    .catch Ljava/lang/RuntimeException; {:try_start_450 .. :try_end_450} :catch_450
    goto :next_450
    :catch_450
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_450
    const-string v0, "bd(\"123456789123\").add(bd(\"0E-5\"), new MathContext(1, RoundingMode.UP))"
    :try_start_451
    move-object/16 v2, v0
    const-string v7, "123456789123"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0E-5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_451
    .catch Ljava/lang/RuntimeException; {:try_start_451 .. :try_end_451} :catch_451
    goto :next_451
    :catch_451
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_451
    const-string v0, "bd(\"0E+2\").add(bd(\"5\"), new MathContext(1, RoundingMode.UP))"
    :try_start_452
    move-object/16 v2, v0
    const-string v7, "0E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_452
    .catch Ljava/lang/RuntimeException; {:try_start_452 .. :try_end_452} :catch_452
    goto :next_452
    :catch_452
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_452
    const-string v0, "bd(\"0\").add(bd(\"0.00\"), new MathContext(1, RoundingMode.UP))"
    :try_start_453
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_453
    .catch Ljava/lang/RuntimeException; {:try_start_453 .. :try_end_453} :catch_453
    goto :next_453
    :catch_453
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_453
    const-string v0, "bd(\"0E-3\").add(bd(\"-98765.4321\"), new MathContext(1, RoundingMode.UP))"
    :try_start_454
    move-object/16 v2, v0
    const-string v7, "0E-3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 1
    sget-object v11, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_454
    .catch Ljava/lang/RuntimeException; {:try_start_454 .. :try_end_454} :catch_454
    goto :next_454
    :catch_454
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_454
    const-string v0, "new BigDecimal(\"3.141592653589793238462643383279\", new MathContext(1, RoundingMode.UP))"
    :try_start_455
    move-object/16 v2, v0
    const-string v5, "3.141592653589793238462643383279"
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v7
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;Ljava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_455
    .catch Ljava/lang/RuntimeException; {:try_start_455 .. :try_end_455} :catch_455
    goto :next_455
    :catch_455
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_455
    const-string v0, "new MathContext(2, RoundingMode.UP).equals(new MathContext(2, RoundingMode.DOWN))"
    :try_start_456
    move-object/16 v2, v0
    const v7, 2
    sget-object v8, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v8}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v4, v6
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v9
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_456
    .catch Ljava/lang/RuntimeException; {:try_start_456 .. :try_end_456} :catch_456
    goto :next_456
    :catch_456
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_456
    const-string v0, "new MathContext(2, RoundingMode.UP).equals(\"x\")"
    :try_start_457
    move-object/16 v2, v0
    const v7, 2
    sget-object v8, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v8}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v4, v6
    const-string v5, "x"
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_457
    .catch Ljava/lang/RuntimeException; {:try_start_457 .. :try_end_457} :catch_457
    goto :next_457
    :catch_457
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_457
    const-string v0, "bd(\"2.5\").setScale(0, BigDecimal.ROUND_HALF_EVEN)"
    :try_start_458
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget v6, Ljava/math/BigDecimal;->ROUND_HALF_EVEN:I
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(II)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_458
    .catch Ljava/lang/RuntimeException; {:try_start_458 .. :try_end_458} :catch_458
    goto :next_458
    :catch_458
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_458
    const-string v0, "bd(\"1\").divide(bd(\"3\"), 4, BigDecimal.ROUND_UP)"
    :try_start_459
    move-object/16 v2, v0
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 4
    sget v7, Ljava/math/BigDecimal;->ROUND_UP:I
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;II)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_459
    .catch Ljava/lang/RuntimeException; {:try_start_459 .. :try_end_459} :catch_459
    goto :next_459
    :catch_459
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_459
    const-string v0, "bd(\"2.5\").setScale(0, 9)"
    :try_start_460
    move-object/16 v2, v0
    const-string v7, "2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    const v6, 9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(II)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_460
    .catch Ljava/lang/RuntimeException; {:try_start_460 .. :try_end_460} :catch_460
    goto :next_460
    :catch_460
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_460
    const-string v0, "bd(\"1\").divide(bd(\"3\"), 4, -1)"
    :try_start_461
    move-object/16 v2, v0
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 4
    const v7, -1
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;II)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_461
    .catch Ljava/lang/RuntimeException; {:try_start_461 .. :try_end_461} :catch_461
    goto :next_461
    :catch_461
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_461
    const-string v0, "bd(\"2.50\").setScale(1)"
    :try_start_462
    move-object/16 v2, v0
    const-string v6, "2.50"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->setScale(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_462
    .catch Ljava/lang/RuntimeException; {:try_start_462 .. :try_end_462} :catch_462
    goto :next_462
    :catch_462
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_462
    const-string v0, "bd(\"1.25\").setScale(1)"
    :try_start_463
    move-object/16 v2, v0
    const-string v6, "1.25"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->setScale(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_463
    .catch Ljava/lang/RuntimeException; {:try_start_463 .. :try_end_463} :catch_463
    goto :next_463
    :catch_463
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_463
    const-string v0, "bd(\"1.25\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_464
    move-object/16 v2, v0
    const-string v6, "1.25"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_464
    .catch Ljava/lang/RuntimeException; {:try_start_464 .. :try_end_464} :catch_464
    goto :next_464
    :catch_464
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_464
    const-string v0, "bd(\"1.20\").round(new MathContext(2, RoundingMode.UNNECESSARY))"
    :try_start_465
    move-object/16 v2, v0
    const-string v6, "1.20"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_465
    .catch Ljava/lang/RuntimeException; {:try_start_465 .. :try_end_465} :catch_465
    goto :next_465
    :catch_465
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_465
    const-string v0, "new MathContext(-1)"
    :try_start_466
    move-object/16 v2, v0
    const v5, -1
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_466
    .catch Ljava/lang/RuntimeException; {:try_start_466 .. :try_end_466} :catch_466
    goto :next_466
    :catch_466
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_466
    const-string v0, "new MathContext(3, (RoundingMode) null)"
    :try_start_467
    move-object/16 v2, v0
    const v5, 3
    const/4 v6, 0
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v6}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_467
    .catch Ljava/lang/RuntimeException; {:try_start_467 .. :try_end_467} :catch_467
    goto :next_467
    :catch_467
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_467
    const-string v0, "bd(\"1\").divide(bd(\"0\"), 2, RoundingMode.HALF_UP)"
    :try_start_468
    move-object/16 v2, v0
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 2
    sget-object v7, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_468
    .catch Ljava/lang/RuntimeException; {:try_start_468 .. :try_end_468} :catch_468
    goto :next_468
    :catch_468
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_468
    const-string v0, "bd(\"0\").divide(bd(\"0\"), 2, RoundingMode.HALF_UP)"
    :try_start_469
    move-object/16 v2, v0
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 2
    sget-object v7, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_469
    .catch Ljava/lang/RuntimeException; {:try_start_469 .. :try_end_469} :catch_469
    goto :next_469
    :catch_469
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_469
    const-string v0, "bd(\"1\").divide(bd(\"0\"), RoundingMode.HALF_UP)"
    :try_start_470
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_470
    .catch Ljava/lang/RuntimeException; {:try_start_470 .. :try_end_470} :catch_470
    goto :next_470
    :catch_470
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_470
    const-string v0, "bd(\"12345678901234567890\").divide(bd(\"0\"), 2, RoundingMode.HALF_UP)"
    :try_start_471
    move-object/16 v2, v0
    const-string v8, "12345678901234567890"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 2
    sget-object v7, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_471
    .catch Ljava/lang/RuntimeException; {:try_start_471 .. :try_end_471} :catch_471
    goto :next_471
    :catch_471
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_471
    const-string v0, "bd(\"1\").divide(bd(\"0\"), 30, RoundingMode.UP)"
    :try_start_472
    move-object/16 v2, v0
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 30
    sget-object v7, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_472
    .catch Ljava/lang/RuntimeException; {:try_start_472 .. :try_end_472} :catch_472
    goto :next_472
    :catch_472
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_472
    const-string v0, "bd(\"123456789012345678\").divide(bd(\"0.0\"), 2, RoundingMode.UP)"
    :try_start_473
    move-object/16 v2, v0
    const-string v8, "123456789012345678"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "0.0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, 2
    sget-object v7, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_473
    .catch Ljava/lang/RuntimeException; {:try_start_473 .. :try_end_473} :catch_473
    goto :next_473
    :catch_473
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_473
    const-string v0, "bd(\"1E+30\").divide(bd(\"0\"), -31, RoundingMode.UP)"
    :try_start_474
    move-object/16 v2, v0
    const-string v8, "1E+30"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v6, -31
    sget-object v7, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v7}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_474
    .catch Ljava/lang/RuntimeException; {:try_start_474 .. :try_end_474} :catch_474
    goto :next_474
    :catch_474
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_474
    const-string v0, "bd(\"1\").divide(bd(\"3\"), (MathContext) null)"
    :try_start_475
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const/4 v6, 0
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_475
    .catch Ljava/lang/RuntimeException; {:try_start_475 .. :try_end_475} :catch_475
    goto :next_475
    :catch_475
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_475
    const-string v0, "bd(\"1\").setScale(2, (RoundingMode) null)"
    :try_start_476
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    const/4 v6, 0
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_476
    .catch Ljava/lang/RuntimeException; {:try_start_476 .. :try_end_476} :catch_476
    goto :next_476
    :catch_476
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_476
    const-string v0, "bd(\"1.5\").setScale(4)"
    :try_start_477
    move-object/16 v2, v0
    const-string v6, "1.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 4
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->setScale(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_477
    .catch Ljava/lang/RuntimeException; {:try_start_477 .. :try_end_477} :catch_477
    goto :next_477
    :catch_477
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_477
    const-string v0, "bd(\"-1.5E+3\").setScale(-2, RoundingMode.HALF_UP)"
    :try_start_478
    move-object/16 v2, v0
    const-string v7, "-1.5E+3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_478
    .catch Ljava/lang/RuntimeException; {:try_start_478 .. :try_end_478} :catch_478
    goto :next_478
    :catch_478
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_478
    const-string v0, "bd(\"123.456\").setScale(-5, RoundingMode.UP)"
    :try_start_479
    move-object/16 v2, v0
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -5
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_479
    .catch Ljava/lang/RuntimeException; {:try_start_479 .. :try_end_479} :catch_479
    goto :next_479
    :catch_479
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_479
    return-void
.end method

.method static part12()V
    .registers 12
    const-string v0, "bd(\"123.456\").setScale(-5, RoundingMode.HALF_UP)"
    :try_start_480
    move-object/16 v2, v0
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -5
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_480
    .catch Ljava/lang/RuntimeException; {:try_start_480 .. :try_end_480} :catch_480
    goto :next_480
    :catch_480
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_480
    const-string v0, "bd(\"-0.0001\").setScale(2, RoundingMode.CEILING)"
    :try_start_481
    move-object/16 v2, v0
    const-string v7, "-0.0001"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_481
    .catch Ljava/lang/RuntimeException; {:try_start_481 .. :try_end_481} :catch_481
    goto :next_481
    :catch_481
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_481
    const-string v0, "bd(\"-0.0001\").setScale(2, RoundingMode.FLOOR)"
    :try_start_482
    move-object/16 v2, v0
    const-string v7, "-0.0001"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    sget-object v6, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_482
    .catch Ljava/lang/RuntimeException; {:try_start_482 .. :try_end_482} :catch_482
    goto :next_482
    :catch_482
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_482
    const-string v0, "bd(\"9.9999\").round(new MathContext(3, RoundingMode.HALF_UP))"
    :try_start_483
    move-object/16 v2, v0
    const-string v6, "9.9999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_483
    .catch Ljava/lang/RuntimeException; {:try_start_483 .. :try_end_483} :catch_483
    goto :next_483
    :catch_483
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_483
    const-string v0, "bd(\"-9.9999\").round(new MathContext(4, RoundingMode.UP))"
    :try_start_484
    move-object/16 v2, v0
    const-string v6, "-9.9999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 4
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_484
    .catch Ljava/lang/RuntimeException; {:try_start_484 .. :try_end_484} :catch_484
    goto :next_484
    :catch_484
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_484
    const-string v0, "bd(\"0.00009999\").round(new MathContext(1, RoundingMode.HALF_EVEN))"
    :try_start_485
    move-object/16 v2, v0
    const-string v6, "0.00009999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_485
    .catch Ljava/lang/RuntimeException; {:try_start_485 .. :try_end_485} :catch_485
    goto :next_485
    :catch_485
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_485
    const-string v0, "bd(\"5\").setScale(-2147483647, RoundingMode.UP)"
    :try_start_486
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2147483647
    sget-object v6, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_486
    .catch Ljava/lang/RuntimeException; {:try_start_486 .. :try_end_486} :catch_486
    goto :next_486
    :catch_486
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_486
    const-string v0, "bd(\"5\").setScale(-2147483647, RoundingMode.HALF_UP)"
    :try_start_487
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2147483647
    sget-object v6, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_487
    .catch Ljava/lang/RuntimeException; {:try_start_487 .. :try_end_487} :catch_487
    goto :next_487
    :catch_487
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_487
    const-string v0, "bd(\"5E-10\").setScale(2147483647, RoundingMode.DOWN)"
    :try_start_488
    move-object/16 v2, v0
    const-string v7, "5E-10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2147483647
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_488
    .catch Ljava/lang/RuntimeException; {:try_start_488 .. :try_end_488} :catch_488
    goto :next_488
    :catch_488
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_488
    const-string v0, "bd(\"1E+2147483647\").setScale(0, RoundingMode.DOWN)"
    :try_start_489
    move-object/16 v2, v0
    const-string v7, "1E+2147483647"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    sget-object v6, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_489
    .catch Ljava/lang/RuntimeException; {:try_start_489 .. :try_end_489} :catch_489
    goto :next_489
    :catch_489
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_489
    const-string v0, "bd(\"1\").divide(bd(\"3\"), new MathContext(100, RoundingMode.HALF_UP))"
    :try_start_490
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 100
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_490
    .catch Ljava/lang/RuntimeException; {:try_start_490 .. :try_end_490} :catch_490
    goto :next_490
    :catch_490
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_490
    const-string v0, "bd(\"22\").divide(bd(\"7\"), new MathContext(50, RoundingMode.DOWN))"
    :try_start_491
    move-object/16 v2, v0
    const-string v7, "22"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 50
    sget-object v11, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_491
    .catch Ljava/lang/RuntimeException; {:try_start_491 .. :try_end_491} :catch_491
    goto :next_491
    :catch_491
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_491
    const-string v0, "new BigDecimal(123456789L, new MathContext(4, RoundingMode.HALF_UP))"
    :try_start_492
    move-object/16 v2, v0
    const-wide v5, 123456789L
    const v9, 4
    sget-object v10, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v8
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>(JLjava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_492
    .catch Ljava/lang/RuntimeException; {:try_start_492 .. :try_end_492} :catch_492
    goto :next_492
    :catch_492
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_492
    const-string v0, "new BigDecimal(-98765, new MathContext(2, RoundingMode.FLOOR))"
    :try_start_493
    move-object/16 v2, v0
    const v5, -98765
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v7
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(ILjava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_493
    .catch Ljava/lang/RuntimeException; {:try_start_493 .. :try_end_493} :catch_493
    goto :next_493
    :catch_493
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_493
    const-string v0, "new BigDecimal(0.1, new MathContext(5, RoundingMode.HALF_EVEN))"
    :try_start_494
    move-object/16 v2, v0
    const-wide v5, 4591870180066957722L  # 0.1
    const v9, 5
    sget-object v10, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v8
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>(DLjava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_494
    .catch Ljava/lang/RuntimeException; {:try_start_494 .. :try_end_494} :catch_494
    goto :next_494
    :catch_494
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_494
    const-string v0, "new BigDecimal(2.5, new MathContext(1, RoundingMode.HALF_EVEN))"
    :try_start_495
    move-object/16 v2, v0
    const-wide v5, 4612811918334230528L  # 2.5
    const v9, 1
    sget-object v10, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v8
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>(DLjava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_495
    .catch Ljava/lang/RuntimeException; {:try_start_495 .. :try_end_495} :catch_495
    goto :next_495
    :catch_495
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_495
    const-string v0, "new BigDecimal(bi(\"123456789012345678901234567890\"), new MathContext(10, RoundingMode.DOWN))"
    :try_start_496
    move-object/16 v2, v0
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const v9, 10
    sget-object v10, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/math/BigInteger;Ljava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_496
    .catch Ljava/lang/RuntimeException; {:try_start_496 .. :try_end_496} :catch_496
    goto :next_496
    :catch_496
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_496
    const-string v0, "new BigDecimal(bi(\"-123456789\"), 3, new MathContext(4, RoundingMode.CEILING))"
    :try_start_497
    move-object/16 v2, v0
    const-string v8, "-123456789"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const v6, 3
    const v10, 4
    sget-object v11, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v9
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>(Ljava/math/BigInteger;ILjava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_497
    .catch Ljava/lang/RuntimeException; {:try_start_497 .. :try_end_497} :catch_497
    goto :next_497
    :catch_497
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_497
    const-string v0, "new BigDecimal(5L, new MathContext(1, RoundingMode.UNNECESSARY))"
    :try_start_498
    move-object/16 v2, v0
    const-wide v5, 5L
    const v9, 1
    sget-object v10, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v8
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>(JLjava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_498
    .catch Ljava/lang/RuntimeException; {:try_start_498 .. :try_end_498} :catch_498
    goto :next_498
    :catch_498
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_498
    const-string v0, "new BigDecimal(55L, new MathContext(1, RoundingMode.UNNECESSARY))"
    :try_start_499
    move-object/16 v2, v0
    const-wide v5, 55L
    const v9, 1
    sget-object v10, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v8
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>(JLjava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_499
    .catch Ljava/lang/RuntimeException; {:try_start_499 .. :try_end_499} :catch_499
    goto :next_499
    :catch_499
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_499
    const-string v0, "bd(\"-123.456\").negate(new MathContext(4, RoundingMode.UP))"
    :try_start_500
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 4
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->negate(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_500
    .catch Ljava/lang/RuntimeException; {:try_start_500 .. :try_end_500} :catch_500
    goto :next_500
    :catch_500
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_500
    const-string v0, "bd(\"-123.456\").abs(new MathContext(2, RoundingMode.DOWN))"
    :try_start_501
    move-object/16 v2, v0
    const-string v6, "-123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->abs(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_501
    .catch Ljava/lang/RuntimeException; {:try_start_501 .. :try_end_501} :catch_501
    goto :next_501
    :catch_501
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_501
    const-string v0, "bd(\"9.99\").negate(new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_502
    move-object/16 v2, v0
    const-string v6, "9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 2
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->negate(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_502
    .catch Ljava/lang/RuntimeException; {:try_start_502 .. :try_end_502} :catch_502
    goto :next_502
    :catch_502
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_502
    const-string v0, "bd(\"32767.0\").shortValueExact()"
    :try_start_503
    move-object/16 v2, v0
    const-string v5, "32767.0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->shortValueExact()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_503
    .catch Ljava/lang/RuntimeException; {:try_start_503 .. :try_end_503} :catch_503
    goto :next_503
    :catch_503
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_503
    const-string v0, "bd(\"32768\").shortValueExact()"
    :try_start_504
    move-object/16 v2, v0
    const-string v5, "32768"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->shortValueExact()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_504
    .catch Ljava/lang/RuntimeException; {:try_start_504 .. :try_end_504} :catch_504
    goto :next_504
    :catch_504
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_504
    const-string v0, "bd(\"-128\").byteValueExact()"
    :try_start_505
    move-object/16 v2, v0
    const-string v5, "-128"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->byteValueExact()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_505
    .catch Ljava/lang/RuntimeException; {:try_start_505 .. :try_end_505} :catch_505
    goto :next_505
    :catch_505
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_505
    const-string v0, "bd(\"-129\").byteValueExact()"
    :try_start_506
    move-object/16 v2, v0
    const-string v5, "-129"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->byteValueExact()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_506
    .catch Ljava/lang/RuntimeException; {:try_start_506 .. :try_end_506} :catch_506
    goto :next_506
    :catch_506
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_506
    const-string v0, "bd(\"1.5\").byteValueExact()"
    :try_start_507
    move-object/16 v2, v0
    const-string v5, "1.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->byteValueExact()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_507
    .catch Ljava/lang/RuntimeException; {:try_start_507 .. :try_end_507} :catch_507
    goto :next_507
    :catch_507
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_507
    const-string v0, "bd(\"2147483648\").intValueExact()"
    :try_start_508
    move-object/16 v2, v0
    const-string v5, "2147483648"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_508
    .catch Ljava/lang/RuntimeException; {:try_start_508 .. :try_end_508} :catch_508
    goto :next_508
    :catch_508
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_508
    const-string v0, "bd(\"1.0001\").pow(365, new MathContext(20, RoundingMode.HALF_EVEN))"
    :try_start_509
    move-object/16 v2, v0
    const-string v7, "1.0001"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 365
    const v9, 20
    sget-object v10, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_509
    .catch Ljava/lang/RuntimeException; {:try_start_509 .. :try_end_509} :catch_509
    goto :next_509
    :catch_509
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_509
    const-string v0, "bd(\"2\").pow(-3, new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_510
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    const v9, 5
    sget-object v10, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_510
    .catch Ljava/lang/RuntimeException; {:try_start_510 .. :try_end_510} :catch_510
    goto :next_510
    :catch_510
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_510
    const-string v0, "bd(\"3\").pow(-1, new MathContext(10, RoundingMode.DOWN))"
    :try_start_511
    move-object/16 v2, v0
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -1
    const v9, 10
    sget-object v10, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_511
    .catch Ljava/lang/RuntimeException; {:try_start_511 .. :try_end_511} :catch_511
    goto :next_511
    :catch_511
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_511
    const-string v0, "bd(\"1.1\").pow(10, new MathContext(3, RoundingMode.UP))"
    :try_start_512
    move-object/16 v2, v0
    const-string v7, "1.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 10
    const v9, 3
    sget-object v10, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_512
    .catch Ljava/lang/RuntimeException; {:try_start_512 .. :try_end_512} :catch_512
    goto :next_512
    :catch_512
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_512
    const-string v0, "bd(\"0\").pow(-2, new MathContext(3, RoundingMode.UP))"
    :try_start_513
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    const v9, 3
    sget-object v10, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_513
    .catch Ljava/lang/RuntimeException; {:try_start_513 .. :try_end_513} :catch_513
    goto :next_513
    :catch_513
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_513
    const-string v0, "bd(\"0\").pow(2, new MathContext(3, RoundingMode.UP))"
    :try_start_514
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    const v9, 3
    sget-object v10, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_514
    .catch Ljava/lang/RuntimeException; {:try_start_514 .. :try_end_514} :catch_514
    goto :next_514
    :catch_514
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_514
    const-string v0, "bd(\"7\").pow(0, new MathContext(3, RoundingMode.UP))"
    :try_start_515
    move-object/16 v2, v0
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    const v9, 3
    sget-object v10, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_515
    .catch Ljava/lang/RuntimeException; {:try_start_515 .. :try_end_515} :catch_515
    goto :next_515
    :catch_515
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_515
    const-string v0, "bd(\"7.00\").pow(0, new MathContext(0, RoundingMode.UP))"
    :try_start_516
    move-object/16 v2, v0
    const-string v7, "7.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    const v9, 0
    sget-object v10, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_516
    .catch Ljava/lang/RuntimeException; {:try_start_516 .. :try_end_516} :catch_516
    goto :next_516
    :catch_516
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_516
    const-string v0, "bd(\"2\").pow(-1, new MathContext(0, RoundingMode.UP))"
    :try_start_517
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -1
    const v9, 0
    sget-object v10, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_517
    .catch Ljava/lang/RuntimeException; {:try_start_517 .. :try_end_517} :catch_517
    goto :next_517
    :catch_517
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_517
    const-string v0, "bd(\"2\").pow(1000, new MathContext(3, RoundingMode.UP))"
    :try_start_518
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 1000
    const v9, 3
    sget-object v10, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_518
    .catch Ljava/lang/RuntimeException; {:try_start_518 .. :try_end_518} :catch_518
    goto :next_518
    :catch_518
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_518
    const-string v0, "bd(\"2\").pow(100, new MathContext(3, RoundingMode.UP))"
    :try_start_519
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 100
    const v9, 3
    sget-object v10, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_519
    .catch Ljava/lang/RuntimeException; {:try_start_519 .. :try_end_519} :catch_519
    goto :next_519
    :catch_519
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_519
    return-void
.end method

.method static part13()V
    .registers 11
    const-string v0, "bd(\"1.01\").pow(-50, new MathContext(8, RoundingMode.HALF_DOWN))"
    :try_start_520
    move-object/16 v2, v0
    const-string v7, "1.01"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -50
    const v9, 8
    sget-object v10, Ljava/math/RoundingMode;->HALF_DOWN:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_520
    .catch Ljava/lang/RuntimeException; {:try_start_520 .. :try_end_520} :catch_520
    goto :next_520
    :catch_520
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_520
    const-string v0, "bd(\"-1.5\").pow(3, new MathContext(2, RoundingMode.HALF_EVEN))"
    :try_start_521
    move-object/16 v2, v0
    const-string v7, "-1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    const v9, 2
    sget-object v10, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_521
    .catch Ljava/lang/RuntimeException; {:try_start_521 .. :try_end_521} :catch_521
    goto :next_521
    :catch_521
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_521
    const-string v0, "bd(\"9.99\").pow(99, new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_522
    move-object/16 v2, v0
    const-string v7, "9.99"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 99
    const v9, 5
    sget-object v10, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_522
    .catch Ljava/lang/RuntimeException; {:try_start_522 .. :try_end_522} :catch_522
    goto :next_522
    :catch_522
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_522
    const-string v0, "bd(\"1.5\").pow(1000000000, new MathContext(5, RoundingMode.UP))"
    :try_start_523
    move-object/16 v2, v0
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 1000000000
    const v9, 5
    sget-object v10, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->pow(ILjava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_523
    .catch Ljava/lang/RuntimeException; {:try_start_523 .. :try_end_523} :catch_523
    goto :next_523
    :catch_523
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_523
    const-string v0, "bd(\"2\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_524
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_524
    .catch Ljava/lang/RuntimeException; {:try_start_524 .. :try_end_524} :catch_524
    goto :next_524
    :catch_524
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_524
    const-string v0, "bd(\"2\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_525
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_525
    .catch Ljava/lang/RuntimeException; {:try_start_525 .. :try_end_525} :catch_525
    goto :next_525
    :catch_525
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_525
    const-string v0, "bd(\"2\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_526
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_526
    .catch Ljava/lang/RuntimeException; {:try_start_526 .. :try_end_526} :catch_526
    goto :next_526
    :catch_526
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_526
    const-string v0, "bd(\"2\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_527
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_527
    .catch Ljava/lang/RuntimeException; {:try_start_527 .. :try_end_527} :catch_527
    goto :next_527
    :catch_527
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_527
    const-string v0, "bd(\"2\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_528
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_528
    .catch Ljava/lang/RuntimeException; {:try_start_528 .. :try_end_528} :catch_528
    goto :next_528
    :catch_528
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_528
    const-string v0, "bd(\"2\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_529
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_529
    .catch Ljava/lang/RuntimeException; {:try_start_529 .. :try_end_529} :catch_529
    goto :next_529
    :catch_529
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_529
    const-string v0, "bd(\"4\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_530
    move-object/16 v2, v0
    const-string v6, "4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_530
    .catch Ljava/lang/RuntimeException; {:try_start_530 .. :try_end_530} :catch_530
    goto :next_530
    :catch_530
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_530
    const-string v0, "bd(\"4\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_531
    move-object/16 v2, v0
    const-string v6, "4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_531
    .catch Ljava/lang/RuntimeException; {:try_start_531 .. :try_end_531} :catch_531
    goto :next_531
    :catch_531
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_531
    const-string v0, "bd(\"4\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_532
    move-object/16 v2, v0
    const-string v6, "4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_532
    .catch Ljava/lang/RuntimeException; {:try_start_532 .. :try_end_532} :catch_532
    goto :next_532
    :catch_532
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_532
    const-string v0, "bd(\"4\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_533
    move-object/16 v2, v0
    const-string v6, "4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_533
    .catch Ljava/lang/RuntimeException; {:try_start_533 .. :try_end_533} :catch_533
    goto :next_533
    :catch_533
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_533
    const-string v0, "bd(\"4\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_534
    move-object/16 v2, v0
    const-string v6, "4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_534
    .catch Ljava/lang/RuntimeException; {:try_start_534 .. :try_end_534} :catch_534
    goto :next_534
    :catch_534
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_534
    const-string v0, "bd(\"4\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_535
    move-object/16 v2, v0
    const-string v6, "4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_535
    .catch Ljava/lang/RuntimeException; {:try_start_535 .. :try_end_535} :catch_535
    goto :next_535
    :catch_535
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_535
    const-string v0, "bd(\"0.04\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_536
    move-object/16 v2, v0
    const-string v6, "0.04"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_536
    .catch Ljava/lang/RuntimeException; {:try_start_536 .. :try_end_536} :catch_536
    goto :next_536
    :catch_536
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_536
    const-string v0, "bd(\"0.04\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_537
    move-object/16 v2, v0
    const-string v6, "0.04"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_537
    .catch Ljava/lang/RuntimeException; {:try_start_537 .. :try_end_537} :catch_537
    goto :next_537
    :catch_537
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_537
    const-string v0, "bd(\"0.04\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_538
    move-object/16 v2, v0
    const-string v6, "0.04"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_538
    .catch Ljava/lang/RuntimeException; {:try_start_538 .. :try_end_538} :catch_538
    goto :next_538
    :catch_538
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_538
    const-string v0, "bd(\"0.04\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_539
    move-object/16 v2, v0
    const-string v6, "0.04"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_539
    .catch Ljava/lang/RuntimeException; {:try_start_539 .. :try_end_539} :catch_539
    goto :next_539
    :catch_539
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_539
    const-string v0, "bd(\"0.04\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_540
    move-object/16 v2, v0
    const-string v6, "0.04"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_540
    .catch Ljava/lang/RuntimeException; {:try_start_540 .. :try_end_540} :catch_540
    goto :next_540
    :catch_540
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_540
    const-string v0, "bd(\"0.04\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_541
    move-object/16 v2, v0
    const-string v6, "0.04"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_541
    .catch Ljava/lang/RuntimeException; {:try_start_541 .. :try_end_541} :catch_541
    goto :next_541
    :catch_541
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_541
    const-string v0, "bd(\"100\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_542
    move-object/16 v2, v0
    const-string v6, "100"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_542
    .catch Ljava/lang/RuntimeException; {:try_start_542 .. :try_end_542} :catch_542
    goto :next_542
    :catch_542
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_542
    const-string v0, "bd(\"100\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_543
    move-object/16 v2, v0
    const-string v6, "100"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_543
    .catch Ljava/lang/RuntimeException; {:try_start_543 .. :try_end_543} :catch_543
    goto :next_543
    :catch_543
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_543
    const-string v0, "bd(\"100\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_544
    move-object/16 v2, v0
    const-string v6, "100"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_544
    .catch Ljava/lang/RuntimeException; {:try_start_544 .. :try_end_544} :catch_544
    goto :next_544
    :catch_544
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_544
    const-string v0, "bd(\"100\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_545
    move-object/16 v2, v0
    const-string v6, "100"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_545
    .catch Ljava/lang/RuntimeException; {:try_start_545 .. :try_end_545} :catch_545
    goto :next_545
    :catch_545
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_545
    const-string v0, "bd(\"100\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_546
    move-object/16 v2, v0
    const-string v6, "100"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_546
    .catch Ljava/lang/RuntimeException; {:try_start_546 .. :try_end_546} :catch_546
    goto :next_546
    :catch_546
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_546
    const-string v0, "bd(\"100\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_547
    move-object/16 v2, v0
    const-string v6, "100"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_547
    .catch Ljava/lang/RuntimeException; {:try_start_547 .. :try_end_547} :catch_547
    goto :next_547
    :catch_547
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_547
    const-string v0, "bd(\"1E+4\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_548
    move-object/16 v2, v0
    const-string v6, "1E+4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_548
    .catch Ljava/lang/RuntimeException; {:try_start_548 .. :try_end_548} :catch_548
    goto :next_548
    :catch_548
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_548
    const-string v0, "bd(\"1E+4\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_549
    move-object/16 v2, v0
    const-string v6, "1E+4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_549
    .catch Ljava/lang/RuntimeException; {:try_start_549 .. :try_end_549} :catch_549
    goto :next_549
    :catch_549
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_549
    const-string v0, "bd(\"1E+4\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_550
    move-object/16 v2, v0
    const-string v6, "1E+4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_550
    .catch Ljava/lang/RuntimeException; {:try_start_550 .. :try_end_550} :catch_550
    goto :next_550
    :catch_550
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_550
    const-string v0, "bd(\"1E+4\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_551
    move-object/16 v2, v0
    const-string v6, "1E+4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_551
    .catch Ljava/lang/RuntimeException; {:try_start_551 .. :try_end_551} :catch_551
    goto :next_551
    :catch_551
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_551
    const-string v0, "bd(\"1E+4\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_552
    move-object/16 v2, v0
    const-string v6, "1E+4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_552
    .catch Ljava/lang/RuntimeException; {:try_start_552 .. :try_end_552} :catch_552
    goto :next_552
    :catch_552
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_552
    const-string v0, "bd(\"1E+4\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_553
    move-object/16 v2, v0
    const-string v6, "1E+4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_553
    .catch Ljava/lang/RuntimeException; {:try_start_553 .. :try_end_553} :catch_553
    goto :next_553
    :catch_553
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_553
    const-string v0, "bd(\"1E+5\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_554
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_554
    .catch Ljava/lang/RuntimeException; {:try_start_554 .. :try_end_554} :catch_554
    goto :next_554
    :catch_554
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_554
    const-string v0, "bd(\"1E+5\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_555
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_555
    .catch Ljava/lang/RuntimeException; {:try_start_555 .. :try_end_555} :catch_555
    goto :next_555
    :catch_555
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_555
    const-string v0, "bd(\"1E+5\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_556
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_556
    .catch Ljava/lang/RuntimeException; {:try_start_556 .. :try_end_556} :catch_556
    goto :next_556
    :catch_556
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_556
    const-string v0, "bd(\"1E+5\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_557
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_557
    .catch Ljava/lang/RuntimeException; {:try_start_557 .. :try_end_557} :catch_557
    goto :next_557
    :catch_557
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_557
    const-string v0, "bd(\"1E+5\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_558
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_558
    .catch Ljava/lang/RuntimeException; {:try_start_558 .. :try_end_558} :catch_558
    goto :next_558
    :catch_558
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_558
    const-string v0, "bd(\"1E+5\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_559
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_559
    .catch Ljava/lang/RuntimeException; {:try_start_559 .. :try_end_559} :catch_559
    goto :next_559
    :catch_559
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_559
    return-void
.end method

.method static part14()V
    .registers 10
    const-string v0, "bd(\"0.0001\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_560
    move-object/16 v2, v0
    const-string v6, "0.0001"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_560
    .catch Ljava/lang/RuntimeException; {:try_start_560 .. :try_end_560} :catch_560
    goto :next_560
    :catch_560
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_560
    const-string v0, "bd(\"0.0001\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_561
    move-object/16 v2, v0
    const-string v6, "0.0001"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_561
    .catch Ljava/lang/RuntimeException; {:try_start_561 .. :try_end_561} :catch_561
    goto :next_561
    :catch_561
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_561
    const-string v0, "bd(\"0.0001\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_562
    move-object/16 v2, v0
    const-string v6, "0.0001"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_562
    .catch Ljava/lang/RuntimeException; {:try_start_562 .. :try_end_562} :catch_562
    goto :next_562
    :catch_562
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_562
    const-string v0, "bd(\"0.0001\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_563
    move-object/16 v2, v0
    const-string v6, "0.0001"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_563
    .catch Ljava/lang/RuntimeException; {:try_start_563 .. :try_end_563} :catch_563
    goto :next_563
    :catch_563
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_563
    const-string v0, "bd(\"0.0001\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_564
    move-object/16 v2, v0
    const-string v6, "0.0001"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_564
    .catch Ljava/lang/RuntimeException; {:try_start_564 .. :try_end_564} :catch_564
    goto :next_564
    :catch_564
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_564
    const-string v0, "bd(\"0.0001\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_565
    move-object/16 v2, v0
    const-string v6, "0.0001"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_565
    .catch Ljava/lang/RuntimeException; {:try_start_565 .. :try_end_565} :catch_565
    goto :next_565
    :catch_565
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_565
    const-string v0, "bd(\"12345.6789\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_566
    move-object/16 v2, v0
    const-string v6, "12345.6789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_566
    .catch Ljava/lang/RuntimeException; {:try_start_566 .. :try_end_566} :catch_566
    goto :next_566
    :catch_566
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_566
    const-string v0, "bd(\"12345.6789\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_567
    move-object/16 v2, v0
    const-string v6, "12345.6789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_567
    .catch Ljava/lang/RuntimeException; {:try_start_567 .. :try_end_567} :catch_567
    goto :next_567
    :catch_567
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_567
    const-string v0, "bd(\"12345.6789\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_568
    move-object/16 v2, v0
    const-string v6, "12345.6789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_568
    .catch Ljava/lang/RuntimeException; {:try_start_568 .. :try_end_568} :catch_568
    goto :next_568
    :catch_568
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_568
    const-string v0, "bd(\"12345.6789\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_569
    move-object/16 v2, v0
    const-string v6, "12345.6789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_569
    .catch Ljava/lang/RuntimeException; {:try_start_569 .. :try_end_569} :catch_569
    goto :next_569
    :catch_569
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_569
    const-string v0, "bd(\"12345.6789\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_570
    move-object/16 v2, v0
    const-string v6, "12345.6789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_570
    .catch Ljava/lang/RuntimeException; {:try_start_570 .. :try_end_570} :catch_570
    goto :next_570
    :catch_570
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_570
    const-string v0, "bd(\"12345.6789\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_571
    move-object/16 v2, v0
    const-string v6, "12345.6789"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_571
    .catch Ljava/lang/RuntimeException; {:try_start_571 .. :try_end_571} :catch_571
    goto :next_571
    :catch_571
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_571
    const-string v0, "bd(\"0\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_572
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_572
    .catch Ljava/lang/RuntimeException; {:try_start_572 .. :try_end_572} :catch_572
    goto :next_572
    :catch_572
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_572
    const-string v0, "bd(\"0\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_573
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_573
    .catch Ljava/lang/RuntimeException; {:try_start_573 .. :try_end_573} :catch_573
    goto :next_573
    :catch_573
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_573
    const-string v0, "bd(\"0\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_574
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_574
    .catch Ljava/lang/RuntimeException; {:try_start_574 .. :try_end_574} :catch_574
    goto :next_574
    :catch_574
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_574
    const-string v0, "bd(\"0\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_575
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_575
    .catch Ljava/lang/RuntimeException; {:try_start_575 .. :try_end_575} :catch_575
    goto :next_575
    :catch_575
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_575
    const-string v0, "bd(\"0\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_576
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_576
    .catch Ljava/lang/RuntimeException; {:try_start_576 .. :try_end_576} :catch_576
    goto :next_576
    :catch_576
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_576
    const-string v0, "bd(\"0\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_577
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_577
    .catch Ljava/lang/RuntimeException; {:try_start_577 .. :try_end_577} :catch_577
    goto :next_577
    :catch_577
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_577
    const-string v0, "bd(\"0.000\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_578
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_578
    .catch Ljava/lang/RuntimeException; {:try_start_578 .. :try_end_578} :catch_578
    goto :next_578
    :catch_578
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_578
    const-string v0, "bd(\"0.000\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_579
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_579
    .catch Ljava/lang/RuntimeException; {:try_start_579 .. :try_end_579} :catch_579
    goto :next_579
    :catch_579
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_579
    const-string v0, "bd(\"0.000\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_580
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_580
    .catch Ljava/lang/RuntimeException; {:try_start_580 .. :try_end_580} :catch_580
    goto :next_580
    :catch_580
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_580
    const-string v0, "bd(\"0.000\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_581
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_581
    .catch Ljava/lang/RuntimeException; {:try_start_581 .. :try_end_581} :catch_581
    goto :next_581
    :catch_581
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_581
    const-string v0, "bd(\"0.000\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_582
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_582
    .catch Ljava/lang/RuntimeException; {:try_start_582 .. :try_end_582} :catch_582
    goto :next_582
    :catch_582
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_582
    const-string v0, "bd(\"0.000\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_583
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_583
    .catch Ljava/lang/RuntimeException; {:try_start_583 .. :try_end_583} :catch_583
    goto :next_583
    :catch_583
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_583
    const-string v0, "bd(\"0E+3\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_584
    move-object/16 v2, v0
    const-string v6, "0E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_584
    .catch Ljava/lang/RuntimeException; {:try_start_584 .. :try_end_584} :catch_584
    goto :next_584
    :catch_584
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_584
    const-string v0, "bd(\"0E+3\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_585
    move-object/16 v2, v0
    const-string v6, "0E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_585
    .catch Ljava/lang/RuntimeException; {:try_start_585 .. :try_end_585} :catch_585
    goto :next_585
    :catch_585
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_585
    const-string v0, "bd(\"0E+3\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_586
    move-object/16 v2, v0
    const-string v6, "0E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_586
    .catch Ljava/lang/RuntimeException; {:try_start_586 .. :try_end_586} :catch_586
    goto :next_586
    :catch_586
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_586
    const-string v0, "bd(\"0E+3\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_587
    move-object/16 v2, v0
    const-string v6, "0E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_587
    .catch Ljava/lang/RuntimeException; {:try_start_587 .. :try_end_587} :catch_587
    goto :next_587
    :catch_587
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_587
    const-string v0, "bd(\"0E+3\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_588
    move-object/16 v2, v0
    const-string v6, "0E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_588
    .catch Ljava/lang/RuntimeException; {:try_start_588 .. :try_end_588} :catch_588
    goto :next_588
    :catch_588
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_588
    const-string v0, "bd(\"0E+3\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_589
    move-object/16 v2, v0
    const-string v6, "0E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_589
    .catch Ljava/lang/RuntimeException; {:try_start_589 .. :try_end_589} :catch_589
    goto :next_589
    :catch_589
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_589
    const-string v0, "bd(\"-4\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_590
    move-object/16 v2, v0
    const-string v6, "-4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_590
    .catch Ljava/lang/RuntimeException; {:try_start_590 .. :try_end_590} :catch_590
    goto :next_590
    :catch_590
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_590
    const-string v0, "bd(\"-4\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_591
    move-object/16 v2, v0
    const-string v6, "-4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_591
    .catch Ljava/lang/RuntimeException; {:try_start_591 .. :try_end_591} :catch_591
    goto :next_591
    :catch_591
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_591
    const-string v0, "bd(\"-4\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_592
    move-object/16 v2, v0
    const-string v6, "-4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_592
    .catch Ljava/lang/RuntimeException; {:try_start_592 .. :try_end_592} :catch_592
    goto :next_592
    :catch_592
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_592
    const-string v0, "bd(\"-4\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_593
    move-object/16 v2, v0
    const-string v6, "-4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_593
    .catch Ljava/lang/RuntimeException; {:try_start_593 .. :try_end_593} :catch_593
    goto :next_593
    :catch_593
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_593
    const-string v0, "bd(\"-4\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_594
    move-object/16 v2, v0
    const-string v6, "-4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_594
    .catch Ljava/lang/RuntimeException; {:try_start_594 .. :try_end_594} :catch_594
    goto :next_594
    :catch_594
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_594
    const-string v0, "bd(\"-4\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_595
    move-object/16 v2, v0
    const-string v6, "-4"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_595
    .catch Ljava/lang/RuntimeException; {:try_start_595 .. :try_end_595} :catch_595
    goto :next_595
    :catch_595
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_595
    const-string v0, "bd(\"1.44\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_596
    move-object/16 v2, v0
    const-string v6, "1.44"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_596
    .catch Ljava/lang/RuntimeException; {:try_start_596 .. :try_end_596} :catch_596
    goto :next_596
    :catch_596
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_596
    const-string v0, "bd(\"1.44\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_597
    move-object/16 v2, v0
    const-string v6, "1.44"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_597
    .catch Ljava/lang/RuntimeException; {:try_start_597 .. :try_end_597} :catch_597
    goto :next_597
    :catch_597
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_597
    const-string v0, "bd(\"1.44\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_598
    move-object/16 v2, v0
    const-string v6, "1.44"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_598
    .catch Ljava/lang/RuntimeException; {:try_start_598 .. :try_end_598} :catch_598
    goto :next_598
    :catch_598
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_598
    const-string v0, "bd(\"1.44\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_599
    move-object/16 v2, v0
    const-string v6, "1.44"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_599
    .catch Ljava/lang/RuntimeException; {:try_start_599 .. :try_end_599} :catch_599
    goto :next_599
    :catch_599
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_599
    return-void
.end method

.method static part15()V
    .registers 11
    const-string v0, "bd(\"1.44\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_600
    move-object/16 v2, v0
    const-string v6, "1.44"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_600
    .catch Ljava/lang/RuntimeException; {:try_start_600 .. :try_end_600} :catch_600
    goto :next_600
    :catch_600
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_600
    const-string v0, "bd(\"1.44\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_601
    move-object/16 v2, v0
    const-string v6, "1.44"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_601
    .catch Ljava/lang/RuntimeException; {:try_start_601 .. :try_end_601} :catch_601
    goto :next_601
    :catch_601
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_601
    const-string v0, "bd(\"144E-6\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_602
    move-object/16 v2, v0
    const-string v6, "144E-6"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_602
    .catch Ljava/lang/RuntimeException; {:try_start_602 .. :try_end_602} :catch_602
    goto :next_602
    :catch_602
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_602
    const-string v0, "bd(\"144E-6\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_603
    move-object/16 v2, v0
    const-string v6, "144E-6"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_603
    .catch Ljava/lang/RuntimeException; {:try_start_603 .. :try_end_603} :catch_603
    goto :next_603
    :catch_603
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_603
    const-string v0, "bd(\"144E-6\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_604
    move-object/16 v2, v0
    const-string v6, "144E-6"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_604
    .catch Ljava/lang/RuntimeException; {:try_start_604 .. :try_end_604} :catch_604
    goto :next_604
    :catch_604
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_604
    const-string v0, "bd(\"144E-6\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_605
    move-object/16 v2, v0
    const-string v6, "144E-6"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_605
    .catch Ljava/lang/RuntimeException; {:try_start_605 .. :try_end_605} :catch_605
    goto :next_605
    :catch_605
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_605
    const-string v0, "bd(\"144E-6\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_606
    move-object/16 v2, v0
    const-string v6, "144E-6"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_606
    .catch Ljava/lang/RuntimeException; {:try_start_606 .. :try_end_606} :catch_606
    goto :next_606
    :catch_606
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_606
    const-string v0, "bd(\"144E-6\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_607
    move-object/16 v2, v0
    const-string v6, "144E-6"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_607
    .catch Ljava/lang/RuntimeException; {:try_start_607 .. :try_end_607} :catch_607
    goto :next_607
    :catch_607
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_607
    const-string v0, "bd(\"2E-7\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_608
    move-object/16 v2, v0
    const-string v6, "2E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_608
    .catch Ljava/lang/RuntimeException; {:try_start_608 .. :try_end_608} :catch_608
    goto :next_608
    :catch_608
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_608
    const-string v0, "bd(\"2E-7\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_609
    move-object/16 v2, v0
    const-string v6, "2E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_609
    .catch Ljava/lang/RuntimeException; {:try_start_609 .. :try_end_609} :catch_609
    goto :next_609
    :catch_609
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_609
    const-string v0, "bd(\"2E-7\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_610
    move-object/16 v2, v0
    const-string v6, "2E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_610
    .catch Ljava/lang/RuntimeException; {:try_start_610 .. :try_end_610} :catch_610
    goto :next_610
    :catch_610
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_610
    const-string v0, "bd(\"2E-7\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_611
    move-object/16 v2, v0
    const-string v6, "2E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_611
    .catch Ljava/lang/RuntimeException; {:try_start_611 .. :try_end_611} :catch_611
    goto :next_611
    :catch_611
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_611
    const-string v0, "bd(\"2E-7\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_612
    move-object/16 v2, v0
    const-string v6, "2E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_612
    .catch Ljava/lang/RuntimeException; {:try_start_612 .. :try_end_612} :catch_612
    goto :next_612
    :catch_612
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_612
    const-string v0, "bd(\"2E-7\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_613
    move-object/16 v2, v0
    const-string v6, "2E-7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_613
    .catch Ljava/lang/RuntimeException; {:try_start_613 .. :try_end_613} :catch_613
    goto :next_613
    :catch_613
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_613
    const-string v0, "bd(\"99.9999\").sqrt(new MathContext(10, RoundingMode.HALF_EVEN))"
    :try_start_614
    move-object/16 v2, v0
    const-string v6, "99.9999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 10
    sget-object v9, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_614
    .catch Ljava/lang/RuntimeException; {:try_start_614 .. :try_end_614} :catch_614
    goto :next_614
    :catch_614
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_614
    const-string v0, "bd(\"99.9999\").sqrt(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_615
    move-object/16 v2, v0
    const-string v6, "99.9999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_615
    .catch Ljava/lang/RuntimeException; {:try_start_615 .. :try_end_615} :catch_615
    goto :next_615
    :catch_615
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_615
    const-string v0, "bd(\"99.9999\").sqrt(new MathContext(3, RoundingMode.CEILING))"
    :try_start_616
    move-object/16 v2, v0
    const-string v6, "99.9999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->CEILING:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_616
    .catch Ljava/lang/RuntimeException; {:try_start_616 .. :try_end_616} :catch_616
    goto :next_616
    :catch_616
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_616
    const-string v0, "bd(\"99.9999\").sqrt(new MathContext(1, RoundingMode.UP))"
    :try_start_617
    move-object/16 v2, v0
    const-string v6, "99.9999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 1
    sget-object v9, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_617
    .catch Ljava/lang/RuntimeException; {:try_start_617 .. :try_end_617} :catch_617
    goto :next_617
    :catch_617
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_617
    const-string v0, "bd(\"99.9999\").sqrt(new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_618
    move-object/16 v2, v0
    const-string v6, "99.9999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_618
    .catch Ljava/lang/RuntimeException; {:try_start_618 .. :try_end_618} :catch_618
    goto :next_618
    :catch_618
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_618
    const-string v0, "bd(\"99.9999\").sqrt(new MathContext(5, RoundingMode.UNNECESSARY))"
    :try_start_619
    move-object/16 v2, v0
    const-string v6, "99.9999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 5
    sget-object v9, Ljava/math/RoundingMode;->UNNECESSARY:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_619
    .catch Ljava/lang/RuntimeException; {:try_start_619 .. :try_end_619} :catch_619
    goto :next_619
    :catch_619
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_619
    const-string v0, "bd(\"2\").sqrt(MathContext.DECIMAL128)"
    :try_start_620
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->DECIMAL128:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_620
    .catch Ljava/lang/RuntimeException; {:try_start_620 .. :try_end_620} :catch_620
    goto :next_620
    :catch_620
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_620
    const-string v0, "bd(\"1E-1000\").sqrt(MathContext.DECIMAL64)"
    :try_start_621
    move-object/16 v2, v0
    const-string v6, "1E-1000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    sget-object v5, Ljava/math/MathContext;->DECIMAL64:Ljava/math/MathContext;
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_621
    .catch Ljava/lang/RuntimeException; {:try_start_621 .. :try_end_621} :catch_621
    goto :next_621
    :catch_621
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_621
    const-string v0, "bd(\"9E+999\").sqrt(new MathContext(3, RoundingMode.DOWN))"
    :try_start_622
    move-object/16 v2, v0
    const-string v6, "9E+999"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 3
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_622
    .catch Ljava/lang/RuntimeException; {:try_start_622 .. :try_end_622} :catch_622
    goto :next_622
    :catch_622
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_622
    const-string v0, "bd(\"0.25\").sqrt(new MathContext(0, RoundingMode.DOWN))"
    :try_start_623
    move-object/16 v2, v0
    const-string v6, "0.25"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_623
    .catch Ljava/lang/RuntimeException; {:try_start_623 .. :try_end_623} :catch_623
    goto :next_623
    :catch_623
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_623
    const-string v0, "bd(\"6.25E+10\").sqrt(new MathContext(0, RoundingMode.DOWN))"
    :try_start_624
    move-object/16 v2, v0
    const-string v6, "6.25E+10"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v8, 0
    sget-object v9, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v7, Ljava/math/MathContext;
    invoke-direct/range {v7 .. v9}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v7
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_624
    .catch Ljava/lang/RuntimeException; {:try_start_624 .. :try_end_624} :catch_624
    goto :next_624
    :catch_624
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_624
    const-string v0, "bd(\"2\").sqrt((MathContext) null)"
    :try_start_625
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const/4 v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->sqrt(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_625
    .catch Ljava/lang/RuntimeException; {:try_start_625 .. :try_end_625} :catch_625
    goto :next_625
    :catch_625
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_625
    const-string v0, "new MathContext(\"precision=7 roundingMode=HALF_EVEN\")"
    :try_start_626
    move-object/16 v2, v0
    const-string v5, "precision=7 roundingMode=HALF_EVEN"
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_626
    .catch Ljava/lang/RuntimeException; {:try_start_626 .. :try_end_626} :catch_626
    goto :next_626
    :catch_626
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_626
    const-string v0, "new MathContext(\"precision=0 roundingMode=UP\")"
    :try_start_627
    move-object/16 v2, v0
    const-string v5, "precision=0 roundingMode=UP"
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_627
    .catch Ljava/lang/RuntimeException; {:try_start_627 .. :try_end_627} :catch_627
    goto :next_627
    :catch_627
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_627
    const-string v0, "new MathContext(\"precision=-1 roundingMode=UP\")"
    :try_start_628
    move-object/16 v2, v0
    const-string v5, "precision=-1 roundingMode=UP"
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_628
    .catch Ljava/lang/RuntimeException; {:try_start_628 .. :try_end_628} :catch_628
    goto :next_628
    :catch_628
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_628
    const-string v0, "new MathContext(\"precision=7\")"
    :try_start_629
    move-object/16 v2, v0
    const-string v5, "precision=7"
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_629
    .catch Ljava/lang/RuntimeException; {:try_start_629 .. :try_end_629} :catch_629
    goto :next_629
    :catch_629
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_629
    const-string v0, "new MathContext(\"precision=x roundingMode=UP\")"
    :try_start_630
    move-object/16 v2, v0
    const-string v5, "precision=x roundingMode=UP"
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_630
    .catch Ljava/lang/RuntimeException; {:try_start_630 .. :try_end_630} :catch_630
    goto :next_630
    :catch_630
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_630
    const-string v0, "new MathContext(\"precision=7 roundingMode=NOPE\")"
    :try_start_631
    move-object/16 v2, v0
    const-string v5, "precision=7 roundingMode=NOPE"
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_631
    .catch Ljava/lang/RuntimeException; {:try_start_631 .. :try_end_631} :catch_631
    goto :next_631
    :catch_631
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_631
    const-string v0, "new MathContext(\"precision=7  roundingMode=UP\")"
    :try_start_632
    move-object/16 v2, v0
    const-string v5, "precision=7  roundingMode=UP"
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_632
    .catch Ljava/lang/RuntimeException; {:try_start_632 .. :try_end_632} :catch_632
    goto :next_632
    :catch_632
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_632
    const-string v0, "new MathContext(\"Precision=7 roundingMode=UP\")"
    :try_start_633
    move-object/16 v2, v0
    const-string v5, "Precision=7 roundingMode=UP"
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_633
    .catch Ljava/lang/RuntimeException; {:try_start_633 .. :try_end_633} :catch_633
    goto :next_633
    :catch_633
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_633
    const-string v0, "new MathContext(\"precision=12 roundingMode=UNNECESSARY\")"
    :try_start_634
    move-object/16 v2, v0
    const-string v5, "precision=12 roundingMode=UNNECESSARY"
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_634
    .catch Ljava/lang/RuntimeException; {:try_start_634 .. :try_end_634} :catch_634
    goto :next_634
    :catch_634
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_634
    const-string v0, "new MathContext(\"\")"
    :try_start_635
    move-object/16 v2, v0
    const-string v5, ""
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_635
    .catch Ljava/lang/RuntimeException; {:try_start_635 .. :try_end_635} :catch_635
    goto :next_635
    :catch_635
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_635
    const-string v0, "new MathContext((String) null)"
    :try_start_636
    move-object/16 v2, v0
    const/4 v5, 0
    new-instance v4, Ljava/math/MathContext;
    invoke-direct/range {v4 .. v5}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_636
    .catch Ljava/lang/RuntimeException; {:try_start_636 .. :try_end_636} :catch_636
    goto :next_636
    :catch_636
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_636
    const-string v0, "new MathContext(\"precision=3 roundingMode=FLOOR\").equals(new MathContext(3, RoundingMode.FLOOR))"
    :try_start_637
    move-object/16 v2, v0
    const-string v7, "precision=3 roundingMode=FLOOR"
    new-instance v6, Ljava/math/MathContext;
    invoke-direct/range {v6 .. v7}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v4, v6
    const v9, 3
    sget-object v10, Ljava/math/RoundingMode;->FLOOR:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v5, v8
    invoke-virtual/range {v4 .. v5}, Ljava/math/MathContext;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_637
    .catch Ljava/lang/RuntimeException; {:try_start_637 .. :try_end_637} :catch_637
    goto :next_637
    :catch_637
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_637
    const-string v0, "bd(\"2\").divide(bd(\"3\"), new MathContext(\"precision=4 roundingMode=CEILING\"))"
    :try_start_638
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v10, "precision=4 roundingMode=CEILING"
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v10}, Ljava/math/MathContext;-><init>(Ljava/lang/String;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_638
    .catch Ljava/lang/RuntimeException; {:try_start_638 .. :try_end_638} :catch_638
    goto :next_638
    :catch_638
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_638
    return-void
.end method
