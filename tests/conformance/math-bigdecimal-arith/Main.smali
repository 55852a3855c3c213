.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# BigDecimal values: parsing with the JDK's NumberFormatException messages, the three string forms, exact arithmetic with its preferred scales, division, integral quotients and remainders, conversions and scale moves.
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
    invoke-static {}, LMain;->part16()V
    invoke-static {}, LMain;->part17()V
    invoke-static {}, LMain;->part18()V
    invoke-static {}, LMain;->part19()V
    invoke-static {}, LMain;->part20()V
    invoke-static {}, LMain;->part21()V
    invoke-static {}, LMain;->part22()V
    invoke-static {}, LMain;->part23()V
    invoke-static {}, LMain;->part24()V
    invoke-static {}, LMain;->part25()V
    invoke-static {}, LMain;->part26()V
    return-void
.end method

.method static part0()V
    .registers 6
    const-string v0, "bd(\"0\")"
    :try_start_0
    move-object/16 v2, v0
    const-string v4, "0"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0
    goto :next_0
    :catch_0
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_0
    const-string v0, "bd(\"0\").unscaledValue()"
    :try_start_1
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1
    goto :next_1
    :catch_1
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1
    const-string v0, "bd(\"0\").scale()"
    :try_start_2
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_2
    .catch Ljava/lang/RuntimeException; {:try_start_2 .. :try_end_2} :catch_2
    goto :next_2
    :catch_2
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_2
    const-string v0, "bd(\"0\").toPlainString()"
    :try_start_3
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_3
    .catch Ljava/lang/RuntimeException; {:try_start_3 .. :try_end_3} :catch_3
    goto :next_3
    :catch_3
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_3
    const-string v0, "bd(\"0\").toEngineeringString()"
    :try_start_4
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_4
    .catch Ljava/lang/RuntimeException; {:try_start_4 .. :try_end_4} :catch_4
    goto :next_4
    :catch_4
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_4
    const-string v0, "bd(\"0\").precision()"
    :try_start_5
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_5
    .catch Ljava/lang/RuntimeException; {:try_start_5 .. :try_end_5} :catch_5
    goto :next_5
    :catch_5
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_5
    const-string v0, "bd(\"-0\")"
    :try_start_6
    move-object/16 v2, v0
    const-string v4, "-0"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_6
    .catch Ljava/lang/RuntimeException; {:try_start_6 .. :try_end_6} :catch_6
    goto :next_6
    :catch_6
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_6
    const-string v0, "bd(\"-0\").unscaledValue()"
    :try_start_7
    move-object/16 v2, v0
    const-string v5, "-0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_7
    .catch Ljava/lang/RuntimeException; {:try_start_7 .. :try_end_7} :catch_7
    goto :next_7
    :catch_7
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_7
    const-string v0, "bd(\"-0\").scale()"
    :try_start_8
    move-object/16 v2, v0
    const-string v5, "-0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_8
    .catch Ljava/lang/RuntimeException; {:try_start_8 .. :try_end_8} :catch_8
    goto :next_8
    :catch_8
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_8
    const-string v0, "bd(\"-0\").toPlainString()"
    :try_start_9
    move-object/16 v2, v0
    const-string v5, "-0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_9
    .catch Ljava/lang/RuntimeException; {:try_start_9 .. :try_end_9} :catch_9
    goto :next_9
    :catch_9
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_9
    const-string v0, "bd(\"-0\").toEngineeringString()"
    :try_start_10
    move-object/16 v2, v0
    const-string v5, "-0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_10
    .catch Ljava/lang/RuntimeException; {:try_start_10 .. :try_end_10} :catch_10
    goto :next_10
    :catch_10
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_10
    const-string v0, "bd(\"-0\").precision()"
    :try_start_11
    move-object/16 v2, v0
    const-string v5, "-0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_11
    .catch Ljava/lang/RuntimeException; {:try_start_11 .. :try_end_11} :catch_11
    goto :next_11
    :catch_11
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_11
    const-string v0, "bd(\"0.00\")"
    :try_start_12
    move-object/16 v2, v0
    const-string v4, "0.00"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_12
    .catch Ljava/lang/RuntimeException; {:try_start_12 .. :try_end_12} :catch_12
    goto :next_12
    :catch_12
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_12
    const-string v0, "bd(\"0.00\").unscaledValue()"
    :try_start_13
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_13
    .catch Ljava/lang/RuntimeException; {:try_start_13 .. :try_end_13} :catch_13
    goto :next_13
    :catch_13
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_13
    const-string v0, "bd(\"0.00\").scale()"
    :try_start_14
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_14
    .catch Ljava/lang/RuntimeException; {:try_start_14 .. :try_end_14} :catch_14
    goto :next_14
    :catch_14
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_14
    const-string v0, "bd(\"0.00\").toPlainString()"
    :try_start_15
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_15
    .catch Ljava/lang/RuntimeException; {:try_start_15 .. :try_end_15} :catch_15
    goto :next_15
    :catch_15
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_15
    const-string v0, "bd(\"0.00\").toEngineeringString()"
    :try_start_16
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_16
    .catch Ljava/lang/RuntimeException; {:try_start_16 .. :try_end_16} :catch_16
    goto :next_16
    :catch_16
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_16
    const-string v0, "bd(\"0.00\").precision()"
    :try_start_17
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_17
    .catch Ljava/lang/RuntimeException; {:try_start_17 .. :try_end_17} :catch_17
    goto :next_17
    :catch_17
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_17
    const-string v0, "bd(\"1\")"
    :try_start_18
    move-object/16 v2, v0
    const-string v4, "1"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_18
    .catch Ljava/lang/RuntimeException; {:try_start_18 .. :try_end_18} :catch_18
    goto :next_18
    :catch_18
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_18
    const-string v0, "bd(\"1\").unscaledValue()"
    :try_start_19
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_19
    .catch Ljava/lang/RuntimeException; {:try_start_19 .. :try_end_19} :catch_19
    goto :next_19
    :catch_19
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_19
    const-string v0, "bd(\"1\").scale()"
    :try_start_20
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_20
    .catch Ljava/lang/RuntimeException; {:try_start_20 .. :try_end_20} :catch_20
    goto :next_20
    :catch_20
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_20
    const-string v0, "bd(\"1\").toPlainString()"
    :try_start_21
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_21
    .catch Ljava/lang/RuntimeException; {:try_start_21 .. :try_end_21} :catch_21
    goto :next_21
    :catch_21
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_21
    const-string v0, "bd(\"1\").toEngineeringString()"
    :try_start_22
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_22
    .catch Ljava/lang/RuntimeException; {:try_start_22 .. :try_end_22} :catch_22
    goto :next_22
    :catch_22
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_22
    const-string v0, "bd(\"1\").precision()"
    :try_start_23
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_23
    .catch Ljava/lang/RuntimeException; {:try_start_23 .. :try_end_23} :catch_23
    goto :next_23
    :catch_23
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_23
    const-string v0, "bd(\"-1.50\")"
    :try_start_24
    move-object/16 v2, v0
    const-string v4, "-1.50"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_24
    .catch Ljava/lang/RuntimeException; {:try_start_24 .. :try_end_24} :catch_24
    goto :next_24
    :catch_24
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_24
    const-string v0, "bd(\"-1.50\").unscaledValue()"
    :try_start_25
    move-object/16 v2, v0
    const-string v5, "-1.50"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_25
    .catch Ljava/lang/RuntimeException; {:try_start_25 .. :try_end_25} :catch_25
    goto :next_25
    :catch_25
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_25
    const-string v0, "bd(\"-1.50\").scale()"
    :try_start_26
    move-object/16 v2, v0
    const-string v5, "-1.50"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_26
    .catch Ljava/lang/RuntimeException; {:try_start_26 .. :try_end_26} :catch_26
    goto :next_26
    :catch_26
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_26
    const-string v0, "bd(\"-1.50\").toPlainString()"
    :try_start_27
    move-object/16 v2, v0
    const-string v5, "-1.50"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_27
    .catch Ljava/lang/RuntimeException; {:try_start_27 .. :try_end_27} :catch_27
    goto :next_27
    :catch_27
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_27
    const-string v0, "bd(\"-1.50\").toEngineeringString()"
    :try_start_28
    move-object/16 v2, v0
    const-string v5, "-1.50"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_28
    .catch Ljava/lang/RuntimeException; {:try_start_28 .. :try_end_28} :catch_28
    goto :next_28
    :catch_28
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_28
    const-string v0, "bd(\"-1.50\").precision()"
    :try_start_29
    move-object/16 v2, v0
    const-string v5, "-1.50"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_29
    .catch Ljava/lang/RuntimeException; {:try_start_29 .. :try_end_29} :catch_29
    goto :next_29
    :catch_29
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_29
    const-string v0, "bd(\"123.4500\")"
    :try_start_30
    move-object/16 v2, v0
    const-string v4, "123.4500"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_30
    .catch Ljava/lang/RuntimeException; {:try_start_30 .. :try_end_30} :catch_30
    goto :next_30
    :catch_30
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_30
    const-string v0, "bd(\"123.4500\").unscaledValue()"
    :try_start_31
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_31
    .catch Ljava/lang/RuntimeException; {:try_start_31 .. :try_end_31} :catch_31
    goto :next_31
    :catch_31
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_31
    const-string v0, "bd(\"123.4500\").scale()"
    :try_start_32
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_32
    .catch Ljava/lang/RuntimeException; {:try_start_32 .. :try_end_32} :catch_32
    goto :next_32
    :catch_32
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_32
    const-string v0, "bd(\"123.4500\").toPlainString()"
    :try_start_33
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_33
    .catch Ljava/lang/RuntimeException; {:try_start_33 .. :try_end_33} :catch_33
    goto :next_33
    :catch_33
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_33
    const-string v0, "bd(\"123.4500\").toEngineeringString()"
    :try_start_34
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_34
    .catch Ljava/lang/RuntimeException; {:try_start_34 .. :try_end_34} :catch_34
    goto :next_34
    :catch_34
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_34
    const-string v0, "bd(\"123.4500\").precision()"
    :try_start_35
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_35
    .catch Ljava/lang/RuntimeException; {:try_start_35 .. :try_end_35} :catch_35
    goto :next_35
    :catch_35
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_35
    const-string v0, "bd(\"1E+3\")"
    :try_start_36
    move-object/16 v2, v0
    const-string v4, "1E+3"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_36
    .catch Ljava/lang/RuntimeException; {:try_start_36 .. :try_end_36} :catch_36
    goto :next_36
    :catch_36
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_36
    const-string v0, "bd(\"1E+3\").unscaledValue()"
    :try_start_37
    move-object/16 v2, v0
    const-string v5, "1E+3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_37
    .catch Ljava/lang/RuntimeException; {:try_start_37 .. :try_end_37} :catch_37
    goto :next_37
    :catch_37
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_37
    const-string v0, "bd(\"1E+3\").scale()"
    :try_start_38
    move-object/16 v2, v0
    const-string v5, "1E+3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_38
    .catch Ljava/lang/RuntimeException; {:try_start_38 .. :try_end_38} :catch_38
    goto :next_38
    :catch_38
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_38
    const-string v0, "bd(\"1E+3\").toPlainString()"
    :try_start_39
    move-object/16 v2, v0
    const-string v5, "1E+3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
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
    .registers 6
    const-string v0, "bd(\"1E+3\").toEngineeringString()"
    :try_start_40
    move-object/16 v2, v0
    const-string v5, "1E+3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_40
    .catch Ljava/lang/RuntimeException; {:try_start_40 .. :try_end_40} :catch_40
    goto :next_40
    :catch_40
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_40
    const-string v0, "bd(\"1E+3\").precision()"
    :try_start_41
    move-object/16 v2, v0
    const-string v5, "1E+3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_41
    .catch Ljava/lang/RuntimeException; {:try_start_41 .. :try_end_41} :catch_41
    goto :next_41
    :catch_41
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_41
    const-string v0, "bd(\"1e-3\")"
    :try_start_42
    move-object/16 v2, v0
    const-string v4, "1e-3"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_42
    .catch Ljava/lang/RuntimeException; {:try_start_42 .. :try_end_42} :catch_42
    goto :next_42
    :catch_42
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_42
    const-string v0, "bd(\"1e-3\").unscaledValue()"
    :try_start_43
    move-object/16 v2, v0
    const-string v5, "1e-3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_43
    .catch Ljava/lang/RuntimeException; {:try_start_43 .. :try_end_43} :catch_43
    goto :next_43
    :catch_43
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_43
    const-string v0, "bd(\"1e-3\").scale()"
    :try_start_44
    move-object/16 v2, v0
    const-string v5, "1e-3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_44
    .catch Ljava/lang/RuntimeException; {:try_start_44 .. :try_end_44} :catch_44
    goto :next_44
    :catch_44
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_44
    const-string v0, "bd(\"1e-3\").toPlainString()"
    :try_start_45
    move-object/16 v2, v0
    const-string v5, "1e-3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_45
    .catch Ljava/lang/RuntimeException; {:try_start_45 .. :try_end_45} :catch_45
    goto :next_45
    :catch_45
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_45
    const-string v0, "bd(\"1e-3\").toEngineeringString()"
    :try_start_46
    move-object/16 v2, v0
    const-string v5, "1e-3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_46
    .catch Ljava/lang/RuntimeException; {:try_start_46 .. :try_end_46} :catch_46
    goto :next_46
    :catch_46
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_46
    const-string v0, "bd(\"1e-3\").precision()"
    :try_start_47
    move-object/16 v2, v0
    const-string v5, "1e-3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_47
    .catch Ljava/lang/RuntimeException; {:try_start_47 .. :try_end_47} :catch_47
    goto :next_47
    :catch_47
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_47
    const-string v0, "bd(\"-1.23E-10\")"
    :try_start_48
    move-object/16 v2, v0
    const-string v4, "-1.23E-10"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_48
    .catch Ljava/lang/RuntimeException; {:try_start_48 .. :try_end_48} :catch_48
    goto :next_48
    :catch_48
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_48
    const-string v0, "bd(\"-1.23E-10\").unscaledValue()"
    :try_start_49
    move-object/16 v2, v0
    const-string v5, "-1.23E-10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_49
    .catch Ljava/lang/RuntimeException; {:try_start_49 .. :try_end_49} :catch_49
    goto :next_49
    :catch_49
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_49
    const-string v0, "bd(\"-1.23E-10\").scale()"
    :try_start_50
    move-object/16 v2, v0
    const-string v5, "-1.23E-10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_50
    .catch Ljava/lang/RuntimeException; {:try_start_50 .. :try_end_50} :catch_50
    goto :next_50
    :catch_50
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_50
    const-string v0, "bd(\"-1.23E-10\").toPlainString()"
    :try_start_51
    move-object/16 v2, v0
    const-string v5, "-1.23E-10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_51
    .catch Ljava/lang/RuntimeException; {:try_start_51 .. :try_end_51} :catch_51
    goto :next_51
    :catch_51
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_51
    const-string v0, "bd(\"-1.23E-10\").toEngineeringString()"
    :try_start_52
    move-object/16 v2, v0
    const-string v5, "-1.23E-10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_52
    .catch Ljava/lang/RuntimeException; {:try_start_52 .. :try_end_52} :catch_52
    goto :next_52
    :catch_52
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_52
    const-string v0, "bd(\"-1.23E-10\").precision()"
    :try_start_53
    move-object/16 v2, v0
    const-string v5, "-1.23E-10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_53
    .catch Ljava/lang/RuntimeException; {:try_start_53 .. :try_end_53} :catch_53
    goto :next_53
    :catch_53
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_53
    const-string v0, "bd(\"12345678901234567890.123456789\")"
    :try_start_54
    move-object/16 v2, v0
    const-string v4, "12345678901234567890.123456789"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_54
    .catch Ljava/lang/RuntimeException; {:try_start_54 .. :try_end_54} :catch_54
    goto :next_54
    :catch_54
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_54
    const-string v0, "bd(\"12345678901234567890.123456789\").unscaledValue()"
    :try_start_55
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_55
    .catch Ljava/lang/RuntimeException; {:try_start_55 .. :try_end_55} :catch_55
    goto :next_55
    :catch_55
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_55
    const-string v0, "bd(\"12345678901234567890.123456789\").scale()"
    :try_start_56
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_56
    .catch Ljava/lang/RuntimeException; {:try_start_56 .. :try_end_56} :catch_56
    goto :next_56
    :catch_56
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_56
    const-string v0, "bd(\"12345678901234567890.123456789\").toPlainString()"
    :try_start_57
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_57
    .catch Ljava/lang/RuntimeException; {:try_start_57 .. :try_end_57} :catch_57
    goto :next_57
    :catch_57
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_57
    const-string v0, "bd(\"12345678901234567890.123456789\").toEngineeringString()"
    :try_start_58
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_58
    .catch Ljava/lang/RuntimeException; {:try_start_58 .. :try_end_58} :catch_58
    goto :next_58
    :catch_58
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_58
    const-string v0, "bd(\"12345678901234567890.123456789\").precision()"
    :try_start_59
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_59
    .catch Ljava/lang/RuntimeException; {:try_start_59 .. :try_end_59} :catch_59
    goto :next_59
    :catch_59
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_59
    const-string v0, "bd(\"0.000001\")"
    :try_start_60
    move-object/16 v2, v0
    const-string v4, "0.000001"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_60
    .catch Ljava/lang/RuntimeException; {:try_start_60 .. :try_end_60} :catch_60
    goto :next_60
    :catch_60
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_60
    const-string v0, "bd(\"0.000001\").unscaledValue()"
    :try_start_61
    move-object/16 v2, v0
    const-string v5, "0.000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_61
    .catch Ljava/lang/RuntimeException; {:try_start_61 .. :try_end_61} :catch_61
    goto :next_61
    :catch_61
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_61
    const-string v0, "bd(\"0.000001\").scale()"
    :try_start_62
    move-object/16 v2, v0
    const-string v5, "0.000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_62
    .catch Ljava/lang/RuntimeException; {:try_start_62 .. :try_end_62} :catch_62
    goto :next_62
    :catch_62
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_62
    const-string v0, "bd(\"0.000001\").toPlainString()"
    :try_start_63
    move-object/16 v2, v0
    const-string v5, "0.000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_63
    .catch Ljava/lang/RuntimeException; {:try_start_63 .. :try_end_63} :catch_63
    goto :next_63
    :catch_63
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_63
    const-string v0, "bd(\"0.000001\").toEngineeringString()"
    :try_start_64
    move-object/16 v2, v0
    const-string v5, "0.000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_64
    .catch Ljava/lang/RuntimeException; {:try_start_64 .. :try_end_64} :catch_64
    goto :next_64
    :catch_64
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_64
    const-string v0, "bd(\"0.000001\").precision()"
    :try_start_65
    move-object/16 v2, v0
    const-string v5, "0.000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_65
    .catch Ljava/lang/RuntimeException; {:try_start_65 .. :try_end_65} :catch_65
    goto :next_65
    :catch_65
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_65
    const-string v0, "bd(\"0.0000001\")"
    :try_start_66
    move-object/16 v2, v0
    const-string v4, "0.0000001"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_66
    .catch Ljava/lang/RuntimeException; {:try_start_66 .. :try_end_66} :catch_66
    goto :next_66
    :catch_66
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_66
    const-string v0, "bd(\"0.0000001\").unscaledValue()"
    :try_start_67
    move-object/16 v2, v0
    const-string v5, "0.0000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_67
    .catch Ljava/lang/RuntimeException; {:try_start_67 .. :try_end_67} :catch_67
    goto :next_67
    :catch_67
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_67
    const-string v0, "bd(\"0.0000001\").scale()"
    :try_start_68
    move-object/16 v2, v0
    const-string v5, "0.0000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_68
    .catch Ljava/lang/RuntimeException; {:try_start_68 .. :try_end_68} :catch_68
    goto :next_68
    :catch_68
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_68
    const-string v0, "bd(\"0.0000001\").toPlainString()"
    :try_start_69
    move-object/16 v2, v0
    const-string v5, "0.0000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_69
    .catch Ljava/lang/RuntimeException; {:try_start_69 .. :try_end_69} :catch_69
    goto :next_69
    :catch_69
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_69
    const-string v0, "bd(\"0.0000001\").toEngineeringString()"
    :try_start_70
    move-object/16 v2, v0
    const-string v5, "0.0000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_70
    .catch Ljava/lang/RuntimeException; {:try_start_70 .. :try_end_70} :catch_70
    goto :next_70
    :catch_70
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_70
    const-string v0, "bd(\"0.0000001\").precision()"
    :try_start_71
    move-object/16 v2, v0
    const-string v5, "0.0000001"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_71
    .catch Ljava/lang/RuntimeException; {:try_start_71 .. :try_end_71} :catch_71
    goto :next_71
    :catch_71
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_71
    const-string v0, "bd(\"1E+10\")"
    :try_start_72
    move-object/16 v2, v0
    const-string v4, "1E+10"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_72
    .catch Ljava/lang/RuntimeException; {:try_start_72 .. :try_end_72} :catch_72
    goto :next_72
    :catch_72
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_72
    const-string v0, "bd(\"1E+10\").unscaledValue()"
    :try_start_73
    move-object/16 v2, v0
    const-string v5, "1E+10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_73
    .catch Ljava/lang/RuntimeException; {:try_start_73 .. :try_end_73} :catch_73
    goto :next_73
    :catch_73
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_73
    const-string v0, "bd(\"1E+10\").scale()"
    :try_start_74
    move-object/16 v2, v0
    const-string v5, "1E+10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_74
    .catch Ljava/lang/RuntimeException; {:try_start_74 .. :try_end_74} :catch_74
    goto :next_74
    :catch_74
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_74
    const-string v0, "bd(\"1E+10\").toPlainString()"
    :try_start_75
    move-object/16 v2, v0
    const-string v5, "1E+10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_75
    .catch Ljava/lang/RuntimeException; {:try_start_75 .. :try_end_75} :catch_75
    goto :next_75
    :catch_75
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_75
    const-string v0, "bd(\"1E+10\").toEngineeringString()"
    :try_start_76
    move-object/16 v2, v0
    const-string v5, "1E+10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_76
    .catch Ljava/lang/RuntimeException; {:try_start_76 .. :try_end_76} :catch_76
    goto :next_76
    :catch_76
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_76
    const-string v0, "bd(\"1E+10\").precision()"
    :try_start_77
    move-object/16 v2, v0
    const-string v5, "1E+10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_77
    .catch Ljava/lang/RuntimeException; {:try_start_77 .. :try_end_77} :catch_77
    goto :next_77
    :catch_77
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_77
    const-string v0, "bd(\"123E-2\")"
    :try_start_78
    move-object/16 v2, v0
    const-string v4, "123E-2"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_78
    .catch Ljava/lang/RuntimeException; {:try_start_78 .. :try_end_78} :catch_78
    goto :next_78
    :catch_78
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_78
    const-string v0, "bd(\"123E-2\").unscaledValue()"
    :try_start_79
    move-object/16 v2, v0
    const-string v5, "123E-2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
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
    .registers 6
    const-string v0, "bd(\"123E-2\").scale()"
    :try_start_80
    move-object/16 v2, v0
    const-string v5, "123E-2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_80
    .catch Ljava/lang/RuntimeException; {:try_start_80 .. :try_end_80} :catch_80
    goto :next_80
    :catch_80
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_80
    const-string v0, "bd(\"123E-2\").toPlainString()"
    :try_start_81
    move-object/16 v2, v0
    const-string v5, "123E-2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_81
    .catch Ljava/lang/RuntimeException; {:try_start_81 .. :try_end_81} :catch_81
    goto :next_81
    :catch_81
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_81
    const-string v0, "bd(\"123E-2\").toEngineeringString()"
    :try_start_82
    move-object/16 v2, v0
    const-string v5, "123E-2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_82
    .catch Ljava/lang/RuntimeException; {:try_start_82 .. :try_end_82} :catch_82
    goto :next_82
    :catch_82
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_82
    const-string v0, "bd(\"123E-2\").precision()"
    :try_start_83
    move-object/16 v2, v0
    const-string v5, "123E-2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_83
    .catch Ljava/lang/RuntimeException; {:try_start_83 .. :try_end_83} :catch_83
    goto :next_83
    :catch_83
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_83
    const-string v0, "bd(\"+.5\")"
    :try_start_84
    move-object/16 v2, v0
    const-string v4, "+.5"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_84
    .catch Ljava/lang/RuntimeException; {:try_start_84 .. :try_end_84} :catch_84
    goto :next_84
    :catch_84
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_84
    const-string v0, "bd(\"+.5\").unscaledValue()"
    :try_start_85
    move-object/16 v2, v0
    const-string v5, "+.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_85
    .catch Ljava/lang/RuntimeException; {:try_start_85 .. :try_end_85} :catch_85
    goto :next_85
    :catch_85
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_85
    const-string v0, "bd(\"+.5\").scale()"
    :try_start_86
    move-object/16 v2, v0
    const-string v5, "+.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_86
    .catch Ljava/lang/RuntimeException; {:try_start_86 .. :try_end_86} :catch_86
    goto :next_86
    :catch_86
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_86
    const-string v0, "bd(\"+.5\").toPlainString()"
    :try_start_87
    move-object/16 v2, v0
    const-string v5, "+.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_87
    .catch Ljava/lang/RuntimeException; {:try_start_87 .. :try_end_87} :catch_87
    goto :next_87
    :catch_87
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_87
    const-string v0, "bd(\"+.5\").toEngineeringString()"
    :try_start_88
    move-object/16 v2, v0
    const-string v5, "+.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_88
    .catch Ljava/lang/RuntimeException; {:try_start_88 .. :try_end_88} :catch_88
    goto :next_88
    :catch_88
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_88
    const-string v0, "bd(\"+.5\").precision()"
    :try_start_89
    move-object/16 v2, v0
    const-string v5, "+.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_89
    .catch Ljava/lang/RuntimeException; {:try_start_89 .. :try_end_89} :catch_89
    goto :next_89
    :catch_89
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_89
    const-string v0, "bd(\"5.\")"
    :try_start_90
    move-object/16 v2, v0
    const-string v4, "5."
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_90
    .catch Ljava/lang/RuntimeException; {:try_start_90 .. :try_end_90} :catch_90
    goto :next_90
    :catch_90
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_90
    const-string v0, "bd(\"5.\").unscaledValue()"
    :try_start_91
    move-object/16 v2, v0
    const-string v5, "5."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_91
    .catch Ljava/lang/RuntimeException; {:try_start_91 .. :try_end_91} :catch_91
    goto :next_91
    :catch_91
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_91
    const-string v0, "bd(\"5.\").scale()"
    :try_start_92
    move-object/16 v2, v0
    const-string v5, "5."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_92
    .catch Ljava/lang/RuntimeException; {:try_start_92 .. :try_end_92} :catch_92
    goto :next_92
    :catch_92
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_92
    const-string v0, "bd(\"5.\").toPlainString()"
    :try_start_93
    move-object/16 v2, v0
    const-string v5, "5."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_93
    .catch Ljava/lang/RuntimeException; {:try_start_93 .. :try_end_93} :catch_93
    goto :next_93
    :catch_93
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_93
    const-string v0, "bd(\"5.\").toEngineeringString()"
    :try_start_94
    move-object/16 v2, v0
    const-string v5, "5."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_94
    .catch Ljava/lang/RuntimeException; {:try_start_94 .. :try_end_94} :catch_94
    goto :next_94
    :catch_94
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_94
    const-string v0, "bd(\"5.\").precision()"
    :try_start_95
    move-object/16 v2, v0
    const-string v5, "5."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_95
    .catch Ljava/lang/RuntimeException; {:try_start_95 .. :try_end_95} :catch_95
    goto :next_95
    :catch_95
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_95
    const-string v0, "bd(\"-00012.3400\")"
    :try_start_96
    move-object/16 v2, v0
    const-string v4, "-00012.3400"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_96
    .catch Ljava/lang/RuntimeException; {:try_start_96 .. :try_end_96} :catch_96
    goto :next_96
    :catch_96
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_96
    const-string v0, "bd(\"-00012.3400\").unscaledValue()"
    :try_start_97
    move-object/16 v2, v0
    const-string v5, "-00012.3400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_97
    .catch Ljava/lang/RuntimeException; {:try_start_97 .. :try_end_97} :catch_97
    goto :next_97
    :catch_97
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_97
    const-string v0, "bd(\"-00012.3400\").scale()"
    :try_start_98
    move-object/16 v2, v0
    const-string v5, "-00012.3400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_98
    .catch Ljava/lang/RuntimeException; {:try_start_98 .. :try_end_98} :catch_98
    goto :next_98
    :catch_98
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_98
    const-string v0, "bd(\"-00012.3400\").toPlainString()"
    :try_start_99
    move-object/16 v2, v0
    const-string v5, "-00012.3400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_99
    .catch Ljava/lang/RuntimeException; {:try_start_99 .. :try_end_99} :catch_99
    goto :next_99
    :catch_99
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_99
    const-string v0, "bd(\"-00012.3400\").toEngineeringString()"
    :try_start_100
    move-object/16 v2, v0
    const-string v5, "-00012.3400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_100
    .catch Ljava/lang/RuntimeException; {:try_start_100 .. :try_end_100} :catch_100
    goto :next_100
    :catch_100
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_100
    const-string v0, "bd(\"-00012.3400\").precision()"
    :try_start_101
    move-object/16 v2, v0
    const-string v5, "-00012.3400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_101
    .catch Ljava/lang/RuntimeException; {:try_start_101 .. :try_end_101} :catch_101
    goto :next_101
    :catch_101
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_101
    const-string v0, "bd(\"1.5E+500\")"
    :try_start_102
    move-object/16 v2, v0
    const-string v4, "1.5E+500"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_102
    .catch Ljava/lang/RuntimeException; {:try_start_102 .. :try_end_102} :catch_102
    goto :next_102
    :catch_102
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_102
    const-string v0, "bd(\"1.5E+500\").unscaledValue()"
    :try_start_103
    move-object/16 v2, v0
    const-string v5, "1.5E+500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_103
    .catch Ljava/lang/RuntimeException; {:try_start_103 .. :try_end_103} :catch_103
    goto :next_103
    :catch_103
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_103
    const-string v0, "bd(\"1.5E+500\").scale()"
    :try_start_104
    move-object/16 v2, v0
    const-string v5, "1.5E+500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_104
    .catch Ljava/lang/RuntimeException; {:try_start_104 .. :try_end_104} :catch_104
    goto :next_104
    :catch_104
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_104
    const-string v0, "bd(\"1.5E+500\").toPlainString()"
    :try_start_105
    move-object/16 v2, v0
    const-string v5, "1.5E+500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_105
    .catch Ljava/lang/RuntimeException; {:try_start_105 .. :try_end_105} :catch_105
    goto :next_105
    :catch_105
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_105
    const-string v0, "bd(\"1.5E+500\").toEngineeringString()"
    :try_start_106
    move-object/16 v2, v0
    const-string v5, "1.5E+500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_106
    .catch Ljava/lang/RuntimeException; {:try_start_106 .. :try_end_106} :catch_106
    goto :next_106
    :catch_106
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_106
    const-string v0, "bd(\"1.5E+500\").precision()"
    :try_start_107
    move-object/16 v2, v0
    const-string v5, "1.5E+500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_107
    .catch Ljava/lang/RuntimeException; {:try_start_107 .. :try_end_107} :catch_107
    goto :next_107
    :catch_107
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_107
    const-string v0, "bd(\"0E+7\")"
    :try_start_108
    move-object/16 v2, v0
    const-string v4, "0E+7"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_108
    .catch Ljava/lang/RuntimeException; {:try_start_108 .. :try_end_108} :catch_108
    goto :next_108
    :catch_108
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_108
    const-string v0, "bd(\"0E+7\").unscaledValue()"
    :try_start_109
    move-object/16 v2, v0
    const-string v5, "0E+7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_109
    .catch Ljava/lang/RuntimeException; {:try_start_109 .. :try_end_109} :catch_109
    goto :next_109
    :catch_109
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_109
    const-string v0, "bd(\"0E+7\").scale()"
    :try_start_110
    move-object/16 v2, v0
    const-string v5, "0E+7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_110
    .catch Ljava/lang/RuntimeException; {:try_start_110 .. :try_end_110} :catch_110
    goto :next_110
    :catch_110
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_110
    const-string v0, "bd(\"0E+7\").toPlainString()"
    :try_start_111
    move-object/16 v2, v0
    const-string v5, "0E+7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_111
    .catch Ljava/lang/RuntimeException; {:try_start_111 .. :try_end_111} :catch_111
    goto :next_111
    :catch_111
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_111
    const-string v0, "bd(\"0E+7\").toEngineeringString()"
    :try_start_112
    move-object/16 v2, v0
    const-string v5, "0E+7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_112
    .catch Ljava/lang/RuntimeException; {:try_start_112 .. :try_end_112} :catch_112
    goto :next_112
    :catch_112
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_112
    const-string v0, "bd(\"0E+7\").precision()"
    :try_start_113
    move-object/16 v2, v0
    const-string v5, "0E+7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_113
    .catch Ljava/lang/RuntimeException; {:try_start_113 .. :try_end_113} :catch_113
    goto :next_113
    :catch_113
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_113
    const-string v0, "bd(\"0E-9\")"
    :try_start_114
    move-object/16 v2, v0
    const-string v4, "0E-9"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_114
    .catch Ljava/lang/RuntimeException; {:try_start_114 .. :try_end_114} :catch_114
    goto :next_114
    :catch_114
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_114
    const-string v0, "bd(\"0E-9\").unscaledValue()"
    :try_start_115
    move-object/16 v2, v0
    const-string v5, "0E-9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_115
    .catch Ljava/lang/RuntimeException; {:try_start_115 .. :try_end_115} :catch_115
    goto :next_115
    :catch_115
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_115
    const-string v0, "bd(\"0E-9\").scale()"
    :try_start_116
    move-object/16 v2, v0
    const-string v5, "0E-9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_116
    .catch Ljava/lang/RuntimeException; {:try_start_116 .. :try_end_116} :catch_116
    goto :next_116
    :catch_116
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_116
    const-string v0, "bd(\"0E-9\").toPlainString()"
    :try_start_117
    move-object/16 v2, v0
    const-string v5, "0E-9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_117
    .catch Ljava/lang/RuntimeException; {:try_start_117 .. :try_end_117} :catch_117
    goto :next_117
    :catch_117
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_117
    const-string v0, "bd(\"0E-9\").toEngineeringString()"
    :try_start_118
    move-object/16 v2, v0
    const-string v5, "0E-9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_118
    .catch Ljava/lang/RuntimeException; {:try_start_118 .. :try_end_118} :catch_118
    goto :next_118
    :catch_118
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_118
    const-string v0, "bd(\"0E-9\").precision()"
    :try_start_119
    move-object/16 v2, v0
    const-string v5, "0E-9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
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
    .registers 6
    const-string v0, "bd(\"2.50e+2\")"
    :try_start_120
    move-object/16 v2, v0
    const-string v4, "2.50e+2"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_120
    .catch Ljava/lang/RuntimeException; {:try_start_120 .. :try_end_120} :catch_120
    goto :next_120
    :catch_120
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_120
    const-string v0, "bd(\"2.50e+2\").unscaledValue()"
    :try_start_121
    move-object/16 v2, v0
    const-string v5, "2.50e+2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_121
    .catch Ljava/lang/RuntimeException; {:try_start_121 .. :try_end_121} :catch_121
    goto :next_121
    :catch_121
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_121
    const-string v0, "bd(\"2.50e+2\").scale()"
    :try_start_122
    move-object/16 v2, v0
    const-string v5, "2.50e+2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_122
    .catch Ljava/lang/RuntimeException; {:try_start_122 .. :try_end_122} :catch_122
    goto :next_122
    :catch_122
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_122
    const-string v0, "bd(\"2.50e+2\").toPlainString()"
    :try_start_123
    move-object/16 v2, v0
    const-string v5, "2.50e+2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_123
    .catch Ljava/lang/RuntimeException; {:try_start_123 .. :try_end_123} :catch_123
    goto :next_123
    :catch_123
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_123
    const-string v0, "bd(\"2.50e+2\").toEngineeringString()"
    :try_start_124
    move-object/16 v2, v0
    const-string v5, "2.50e+2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_124
    .catch Ljava/lang/RuntimeException; {:try_start_124 .. :try_end_124} :catch_124
    goto :next_124
    :catch_124
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_124
    const-string v0, "bd(\"2.50e+2\").precision()"
    :try_start_125
    move-object/16 v2, v0
    const-string v5, "2.50e+2"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_125
    .catch Ljava/lang/RuntimeException; {:try_start_125 .. :try_end_125} :catch_125
    goto :next_125
    :catch_125
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_125
    const-string v0, "bd(\"-123456789012345678.9\")"
    :try_start_126
    move-object/16 v2, v0
    const-string v4, "-123456789012345678.9"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_126
    .catch Ljava/lang/RuntimeException; {:try_start_126 .. :try_end_126} :catch_126
    goto :next_126
    :catch_126
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_126
    const-string v0, "bd(\"-123456789012345678.9\").unscaledValue()"
    :try_start_127
    move-object/16 v2, v0
    const-string v5, "-123456789012345678.9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_127
    .catch Ljava/lang/RuntimeException; {:try_start_127 .. :try_end_127} :catch_127
    goto :next_127
    :catch_127
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_127
    const-string v0, "bd(\"-123456789012345678.9\").scale()"
    :try_start_128
    move-object/16 v2, v0
    const-string v5, "-123456789012345678.9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_128
    .catch Ljava/lang/RuntimeException; {:try_start_128 .. :try_end_128} :catch_128
    goto :next_128
    :catch_128
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_128
    const-string v0, "bd(\"-123456789012345678.9\").toPlainString()"
    :try_start_129
    move-object/16 v2, v0
    const-string v5, "-123456789012345678.9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_129
    .catch Ljava/lang/RuntimeException; {:try_start_129 .. :try_end_129} :catch_129
    goto :next_129
    :catch_129
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_129
    const-string v0, "bd(\"-123456789012345678.9\").toEngineeringString()"
    :try_start_130
    move-object/16 v2, v0
    const-string v5, "-123456789012345678.9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_130
    .catch Ljava/lang/RuntimeException; {:try_start_130 .. :try_end_130} :catch_130
    goto :next_130
    :catch_130
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_130
    const-string v0, "bd(\"-123456789012345678.9\").precision()"
    :try_start_131
    move-object/16 v2, v0
    const-string v5, "-123456789012345678.9"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_131
    .catch Ljava/lang/RuntimeException; {:try_start_131 .. :try_end_131} :catch_131
    goto :next_131
    :catch_131
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_131
    const-string v0, "bd(\"1234567890123456789\")"
    :try_start_132
    move-object/16 v2, v0
    const-string v4, "1234567890123456789"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_132
    .catch Ljava/lang/RuntimeException; {:try_start_132 .. :try_end_132} :catch_132
    goto :next_132
    :catch_132
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_132
    const-string v0, "bd(\"1234567890123456789\").unscaledValue()"
    :try_start_133
    move-object/16 v2, v0
    const-string v5, "1234567890123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_133
    .catch Ljava/lang/RuntimeException; {:try_start_133 .. :try_end_133} :catch_133
    goto :next_133
    :catch_133
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_133
    const-string v0, "bd(\"1234567890123456789\").scale()"
    :try_start_134
    move-object/16 v2, v0
    const-string v5, "1234567890123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_134
    .catch Ljava/lang/RuntimeException; {:try_start_134 .. :try_end_134} :catch_134
    goto :next_134
    :catch_134
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_134
    const-string v0, "bd(\"1234567890123456789\").toPlainString()"
    :try_start_135
    move-object/16 v2, v0
    const-string v5, "1234567890123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_135
    .catch Ljava/lang/RuntimeException; {:try_start_135 .. :try_end_135} :catch_135
    goto :next_135
    :catch_135
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_135
    const-string v0, "bd(\"1234567890123456789\").toEngineeringString()"
    :try_start_136
    move-object/16 v2, v0
    const-string v5, "1234567890123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_136
    .catch Ljava/lang/RuntimeException; {:try_start_136 .. :try_end_136} :catch_136
    goto :next_136
    :catch_136
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_136
    const-string v0, "bd(\"1234567890123456789\").precision()"
    :try_start_137
    move-object/16 v2, v0
    const-string v5, "1234567890123456789"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_137
    .catch Ljava/lang/RuntimeException; {:try_start_137 .. :try_end_137} :catch_137
    goto :next_137
    :catch_137
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_137
    const-string v0, "bd(\"\")"
    :try_start_138
    move-object/16 v2, v0
    const-string v4, ""
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_138
    .catch Ljava/lang/RuntimeException; {:try_start_138 .. :try_end_138} :catch_138
    goto :next_138
    :catch_138
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_138
    const-string v0, "bd(\"\").unscaledValue()"
    :try_start_139
    move-object/16 v2, v0
    const-string v5, ""
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_139
    .catch Ljava/lang/RuntimeException; {:try_start_139 .. :try_end_139} :catch_139
    goto :next_139
    :catch_139
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_139
    const-string v0, "bd(\"\").scale()"
    :try_start_140
    move-object/16 v2, v0
    const-string v5, ""
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_140
    .catch Ljava/lang/RuntimeException; {:try_start_140 .. :try_end_140} :catch_140
    goto :next_140
    :catch_140
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_140
    const-string v0, "bd(\"\").toPlainString()"
    :try_start_141
    move-object/16 v2, v0
    const-string v5, ""
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_141
    .catch Ljava/lang/RuntimeException; {:try_start_141 .. :try_end_141} :catch_141
    goto :next_141
    :catch_141
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_141
    const-string v0, "bd(\"\").toEngineeringString()"
    :try_start_142
    move-object/16 v2, v0
    const-string v5, ""
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_142
    .catch Ljava/lang/RuntimeException; {:try_start_142 .. :try_end_142} :catch_142
    goto :next_142
    :catch_142
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_142
    const-string v0, "bd(\"\").precision()"
    :try_start_143
    move-object/16 v2, v0
    const-string v5, ""
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_143
    .catch Ljava/lang/RuntimeException; {:try_start_143 .. :try_end_143} :catch_143
    goto :next_143
    :catch_143
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_143
    const-string v0, "bd(\"-\")"
    :try_start_144
    move-object/16 v2, v0
    const-string v4, "-"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_144
    .catch Ljava/lang/RuntimeException; {:try_start_144 .. :try_end_144} :catch_144
    goto :next_144
    :catch_144
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_144
    const-string v0, "bd(\"-\").unscaledValue()"
    :try_start_145
    move-object/16 v2, v0
    const-string v5, "-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_145
    .catch Ljava/lang/RuntimeException; {:try_start_145 .. :try_end_145} :catch_145
    goto :next_145
    :catch_145
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_145
    const-string v0, "bd(\"-\").scale()"
    :try_start_146
    move-object/16 v2, v0
    const-string v5, "-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_146
    .catch Ljava/lang/RuntimeException; {:try_start_146 .. :try_end_146} :catch_146
    goto :next_146
    :catch_146
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_146
    const-string v0, "bd(\"-\").toPlainString()"
    :try_start_147
    move-object/16 v2, v0
    const-string v5, "-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_147
    .catch Ljava/lang/RuntimeException; {:try_start_147 .. :try_end_147} :catch_147
    goto :next_147
    :catch_147
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_147
    const-string v0, "bd(\"-\").toEngineeringString()"
    :try_start_148
    move-object/16 v2, v0
    const-string v5, "-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_148
    .catch Ljava/lang/RuntimeException; {:try_start_148 .. :try_end_148} :catch_148
    goto :next_148
    :catch_148
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_148
    const-string v0, "bd(\"-\").precision()"
    :try_start_149
    move-object/16 v2, v0
    const-string v5, "-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_149
    .catch Ljava/lang/RuntimeException; {:try_start_149 .. :try_end_149} :catch_149
    goto :next_149
    :catch_149
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_149
    const-string v0, "bd(\".\")"
    :try_start_150
    move-object/16 v2, v0
    const-string v4, "."
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_150
    .catch Ljava/lang/RuntimeException; {:try_start_150 .. :try_end_150} :catch_150
    goto :next_150
    :catch_150
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_150
    const-string v0, "bd(\".\").unscaledValue()"
    :try_start_151
    move-object/16 v2, v0
    const-string v5, "."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_151
    .catch Ljava/lang/RuntimeException; {:try_start_151 .. :try_end_151} :catch_151
    goto :next_151
    :catch_151
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_151
    const-string v0, "bd(\".\").scale()"
    :try_start_152
    move-object/16 v2, v0
    const-string v5, "."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_152
    .catch Ljava/lang/RuntimeException; {:try_start_152 .. :try_end_152} :catch_152
    goto :next_152
    :catch_152
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_152
    const-string v0, "bd(\".\").toPlainString()"
    :try_start_153
    move-object/16 v2, v0
    const-string v5, "."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_153
    .catch Ljava/lang/RuntimeException; {:try_start_153 .. :try_end_153} :catch_153
    goto :next_153
    :catch_153
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_153
    const-string v0, "bd(\".\").toEngineeringString()"
    :try_start_154
    move-object/16 v2, v0
    const-string v5, "."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_154
    .catch Ljava/lang/RuntimeException; {:try_start_154 .. :try_end_154} :catch_154
    goto :next_154
    :catch_154
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_154
    const-string v0, "bd(\".\").precision()"
    :try_start_155
    move-object/16 v2, v0
    const-string v5, "."
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_155
    .catch Ljava/lang/RuntimeException; {:try_start_155 .. :try_end_155} :catch_155
    goto :next_155
    :catch_155
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_155
    const-string v0, "bd(\"+\")"
    :try_start_156
    move-object/16 v2, v0
    const-string v4, "+"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_156
    .catch Ljava/lang/RuntimeException; {:try_start_156 .. :try_end_156} :catch_156
    goto :next_156
    :catch_156
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_156
    const-string v0, "bd(\"+\").unscaledValue()"
    :try_start_157
    move-object/16 v2, v0
    const-string v5, "+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_157
    .catch Ljava/lang/RuntimeException; {:try_start_157 .. :try_end_157} :catch_157
    goto :next_157
    :catch_157
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_157
    const-string v0, "bd(\"+\").scale()"
    :try_start_158
    move-object/16 v2, v0
    const-string v5, "+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_158
    .catch Ljava/lang/RuntimeException; {:try_start_158 .. :try_end_158} :catch_158
    goto :next_158
    :catch_158
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_158
    const-string v0, "bd(\"+\").toPlainString()"
    :try_start_159
    move-object/16 v2, v0
    const-string v5, "+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
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
    .registers 6
    const-string v0, "bd(\"+\").toEngineeringString()"
    :try_start_160
    move-object/16 v2, v0
    const-string v5, "+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_160
    .catch Ljava/lang/RuntimeException; {:try_start_160 .. :try_end_160} :catch_160
    goto :next_160
    :catch_160
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_160
    const-string v0, "bd(\"+\").precision()"
    :try_start_161
    move-object/16 v2, v0
    const-string v5, "+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_161
    .catch Ljava/lang/RuntimeException; {:try_start_161 .. :try_end_161} :catch_161
    goto :next_161
    :catch_161
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_161
    const-string v0, "bd(\"1.2.3\")"
    :try_start_162
    move-object/16 v2, v0
    const-string v4, "1.2.3"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_162
    .catch Ljava/lang/RuntimeException; {:try_start_162 .. :try_end_162} :catch_162
    goto :next_162
    :catch_162
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_162
    const-string v0, "bd(\"1.2.3\").unscaledValue()"
    :try_start_163
    move-object/16 v2, v0
    const-string v5, "1.2.3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_163
    .catch Ljava/lang/RuntimeException; {:try_start_163 .. :try_end_163} :catch_163
    goto :next_163
    :catch_163
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_163
    const-string v0, "bd(\"1.2.3\").scale()"
    :try_start_164
    move-object/16 v2, v0
    const-string v5, "1.2.3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_164
    .catch Ljava/lang/RuntimeException; {:try_start_164 .. :try_end_164} :catch_164
    goto :next_164
    :catch_164
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_164
    const-string v0, "bd(\"1.2.3\").toPlainString()"
    :try_start_165
    move-object/16 v2, v0
    const-string v5, "1.2.3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_165
    .catch Ljava/lang/RuntimeException; {:try_start_165 .. :try_end_165} :catch_165
    goto :next_165
    :catch_165
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_165
    const-string v0, "bd(\"1.2.3\").toEngineeringString()"
    :try_start_166
    move-object/16 v2, v0
    const-string v5, "1.2.3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_166
    .catch Ljava/lang/RuntimeException; {:try_start_166 .. :try_end_166} :catch_166
    goto :next_166
    :catch_166
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_166
    const-string v0, "bd(\"1.2.3\").precision()"
    :try_start_167
    move-object/16 v2, v0
    const-string v5, "1.2.3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_167
    .catch Ljava/lang/RuntimeException; {:try_start_167 .. :try_end_167} :catch_167
    goto :next_167
    :catch_167
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_167
    const-string v0, "bd(\"abc\")"
    :try_start_168
    move-object/16 v2, v0
    const-string v4, "abc"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_168
    .catch Ljava/lang/RuntimeException; {:try_start_168 .. :try_end_168} :catch_168
    goto :next_168
    :catch_168
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_168
    const-string v0, "bd(\"abc\").unscaledValue()"
    :try_start_169
    move-object/16 v2, v0
    const-string v5, "abc"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_169
    .catch Ljava/lang/RuntimeException; {:try_start_169 .. :try_end_169} :catch_169
    goto :next_169
    :catch_169
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_169
    const-string v0, "bd(\"abc\").scale()"
    :try_start_170
    move-object/16 v2, v0
    const-string v5, "abc"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_170
    .catch Ljava/lang/RuntimeException; {:try_start_170 .. :try_end_170} :catch_170
    goto :next_170
    :catch_170
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_170
    const-string v0, "bd(\"abc\").toPlainString()"
    :try_start_171
    move-object/16 v2, v0
    const-string v5, "abc"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_171
    .catch Ljava/lang/RuntimeException; {:try_start_171 .. :try_end_171} :catch_171
    goto :next_171
    :catch_171
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_171
    const-string v0, "bd(\"abc\").toEngineeringString()"
    :try_start_172
    move-object/16 v2, v0
    const-string v5, "abc"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_172
    .catch Ljava/lang/RuntimeException; {:try_start_172 .. :try_end_172} :catch_172
    goto :next_172
    :catch_172
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_172
    const-string v0, "bd(\"abc\").precision()"
    :try_start_173
    move-object/16 v2, v0
    const-string v5, "abc"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_173
    .catch Ljava/lang/RuntimeException; {:try_start_173 .. :try_end_173} :catch_173
    goto :next_173
    :catch_173
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_173
    const-string v0, "bd(\"1e\")"
    :try_start_174
    move-object/16 v2, v0
    const-string v4, "1e"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_174
    .catch Ljava/lang/RuntimeException; {:try_start_174 .. :try_end_174} :catch_174
    goto :next_174
    :catch_174
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_174
    const-string v0, "bd(\"1e\").unscaledValue()"
    :try_start_175
    move-object/16 v2, v0
    const-string v5, "1e"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_175
    .catch Ljava/lang/RuntimeException; {:try_start_175 .. :try_end_175} :catch_175
    goto :next_175
    :catch_175
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_175
    const-string v0, "bd(\"1e\").scale()"
    :try_start_176
    move-object/16 v2, v0
    const-string v5, "1e"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_176
    .catch Ljava/lang/RuntimeException; {:try_start_176 .. :try_end_176} :catch_176
    goto :next_176
    :catch_176
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_176
    const-string v0, "bd(\"1e\").toPlainString()"
    :try_start_177
    move-object/16 v2, v0
    const-string v5, "1e"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_177
    .catch Ljava/lang/RuntimeException; {:try_start_177 .. :try_end_177} :catch_177
    goto :next_177
    :catch_177
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_177
    const-string v0, "bd(\"1e\").toEngineeringString()"
    :try_start_178
    move-object/16 v2, v0
    const-string v5, "1e"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_178
    .catch Ljava/lang/RuntimeException; {:try_start_178 .. :try_end_178} :catch_178
    goto :next_178
    :catch_178
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_178
    const-string v0, "bd(\"1e\").precision()"
    :try_start_179
    move-object/16 v2, v0
    const-string v5, "1e"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_179
    .catch Ljava/lang/RuntimeException; {:try_start_179 .. :try_end_179} :catch_179
    goto :next_179
    :catch_179
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_179
    const-string v0, "bd(\"1e+\")"
    :try_start_180
    move-object/16 v2, v0
    const-string v4, "1e+"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_180
    .catch Ljava/lang/RuntimeException; {:try_start_180 .. :try_end_180} :catch_180
    goto :next_180
    :catch_180
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_180
    const-string v0, "bd(\"1e+\").unscaledValue()"
    :try_start_181
    move-object/16 v2, v0
    const-string v5, "1e+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_181
    .catch Ljava/lang/RuntimeException; {:try_start_181 .. :try_end_181} :catch_181
    goto :next_181
    :catch_181
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_181
    const-string v0, "bd(\"1e+\").scale()"
    :try_start_182
    move-object/16 v2, v0
    const-string v5, "1e+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_182
    .catch Ljava/lang/RuntimeException; {:try_start_182 .. :try_end_182} :catch_182
    goto :next_182
    :catch_182
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_182
    const-string v0, "bd(\"1e+\").toPlainString()"
    :try_start_183
    move-object/16 v2, v0
    const-string v5, "1e+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_183
    .catch Ljava/lang/RuntimeException; {:try_start_183 .. :try_end_183} :catch_183
    goto :next_183
    :catch_183
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_183
    const-string v0, "bd(\"1e+\").toEngineeringString()"
    :try_start_184
    move-object/16 v2, v0
    const-string v5, "1e+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_184
    .catch Ljava/lang/RuntimeException; {:try_start_184 .. :try_end_184} :catch_184
    goto :next_184
    :catch_184
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_184
    const-string v0, "bd(\"1e+\").precision()"
    :try_start_185
    move-object/16 v2, v0
    const-string v5, "1e+"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_185
    .catch Ljava/lang/RuntimeException; {:try_start_185 .. :try_end_185} :catch_185
    goto :next_185
    :catch_185
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_185
    const-string v0, "bd(\"1e5.5\")"
    :try_start_186
    move-object/16 v2, v0
    const-string v4, "1e5.5"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_186
    .catch Ljava/lang/RuntimeException; {:try_start_186 .. :try_end_186} :catch_186
    goto :next_186
    :catch_186
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_186
    const-string v0, "bd(\"1e5.5\").unscaledValue()"
    :try_start_187
    move-object/16 v2, v0
    const-string v5, "1e5.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_187
    .catch Ljava/lang/RuntimeException; {:try_start_187 .. :try_end_187} :catch_187
    goto :next_187
    :catch_187
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_187
    const-string v0, "bd(\"1e5.5\").scale()"
    :try_start_188
    move-object/16 v2, v0
    const-string v5, "1e5.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_188
    .catch Ljava/lang/RuntimeException; {:try_start_188 .. :try_end_188} :catch_188
    goto :next_188
    :catch_188
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_188
    const-string v0, "bd(\"1e5.5\").toPlainString()"
    :try_start_189
    move-object/16 v2, v0
    const-string v5, "1e5.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_189
    .catch Ljava/lang/RuntimeException; {:try_start_189 .. :try_end_189} :catch_189
    goto :next_189
    :catch_189
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_189
    const-string v0, "bd(\"1e5.5\").toEngineeringString()"
    :try_start_190
    move-object/16 v2, v0
    const-string v5, "1e5.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_190
    .catch Ljava/lang/RuntimeException; {:try_start_190 .. :try_end_190} :catch_190
    goto :next_190
    :catch_190
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_190
    const-string v0, "bd(\"1e5.5\").precision()"
    :try_start_191
    move-object/16 v2, v0
    const-string v5, "1e5.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_191
    .catch Ljava/lang/RuntimeException; {:try_start_191 .. :try_end_191} :catch_191
    goto :next_191
    :catch_191
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_191
    const-string v0, "bd(\"1x\")"
    :try_start_192
    move-object/16 v2, v0
    const-string v4, "1x"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_192
    .catch Ljava/lang/RuntimeException; {:try_start_192 .. :try_end_192} :catch_192
    goto :next_192
    :catch_192
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_192
    const-string v0, "bd(\"1x\").unscaledValue()"
    :try_start_193
    move-object/16 v2, v0
    const-string v5, "1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_193
    .catch Ljava/lang/RuntimeException; {:try_start_193 .. :try_end_193} :catch_193
    goto :next_193
    :catch_193
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_193
    const-string v0, "bd(\"1x\").scale()"
    :try_start_194
    move-object/16 v2, v0
    const-string v5, "1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_194
    .catch Ljava/lang/RuntimeException; {:try_start_194 .. :try_end_194} :catch_194
    goto :next_194
    :catch_194
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_194
    const-string v0, "bd(\"1x\").toPlainString()"
    :try_start_195
    move-object/16 v2, v0
    const-string v5, "1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_195
    .catch Ljava/lang/RuntimeException; {:try_start_195 .. :try_end_195} :catch_195
    goto :next_195
    :catch_195
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_195
    const-string v0, "bd(\"1x\").toEngineeringString()"
    :try_start_196
    move-object/16 v2, v0
    const-string v5, "1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_196
    .catch Ljava/lang/RuntimeException; {:try_start_196 .. :try_end_196} :catch_196
    goto :next_196
    :catch_196
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_196
    const-string v0, "bd(\"1x\").precision()"
    :try_start_197
    move-object/16 v2, v0
    const-string v5, "1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_197
    .catch Ljava/lang/RuntimeException; {:try_start_197 .. :try_end_197} :catch_197
    goto :next_197
    :catch_197
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_197
    const-string v0, "bd(\"1-\")"
    :try_start_198
    move-object/16 v2, v0
    const-string v4, "1-"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_198
    .catch Ljava/lang/RuntimeException; {:try_start_198 .. :try_end_198} :catch_198
    goto :next_198
    :catch_198
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_198
    const-string v0, "bd(\"1-\").unscaledValue()"
    :try_start_199
    move-object/16 v2, v0
    const-string v5, "1-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
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
    .registers 6
    const-string v0, "bd(\"1-\").scale()"
    :try_start_200
    move-object/16 v2, v0
    const-string v5, "1-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_200
    .catch Ljava/lang/RuntimeException; {:try_start_200 .. :try_end_200} :catch_200
    goto :next_200
    :catch_200
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_200
    const-string v0, "bd(\"1-\").toPlainString()"
    :try_start_201
    move-object/16 v2, v0
    const-string v5, "1-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_201
    .catch Ljava/lang/RuntimeException; {:try_start_201 .. :try_end_201} :catch_201
    goto :next_201
    :catch_201
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_201
    const-string v0, "bd(\"1-\").toEngineeringString()"
    :try_start_202
    move-object/16 v2, v0
    const-string v5, "1-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_202
    .catch Ljava/lang/RuntimeException; {:try_start_202 .. :try_end_202} :catch_202
    goto :next_202
    :catch_202
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_202
    const-string v0, "bd(\"1-\").precision()"
    :try_start_203
    move-object/16 v2, v0
    const-string v5, "1-"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_203
    .catch Ljava/lang/RuntimeException; {:try_start_203 .. :try_end_203} :catch_203
    goto :next_203
    :catch_203
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_203
    const-string v0, "bd(\"+-1\")"
    :try_start_204
    move-object/16 v2, v0
    const-string v4, "+-1"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_204
    .catch Ljava/lang/RuntimeException; {:try_start_204 .. :try_end_204} :catch_204
    goto :next_204
    :catch_204
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_204
    const-string v0, "bd(\"+-1\").unscaledValue()"
    :try_start_205
    move-object/16 v2, v0
    const-string v5, "+-1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_205
    .catch Ljava/lang/RuntimeException; {:try_start_205 .. :try_end_205} :catch_205
    goto :next_205
    :catch_205
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_205
    const-string v0, "bd(\"+-1\").scale()"
    :try_start_206
    move-object/16 v2, v0
    const-string v5, "+-1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_206
    .catch Ljava/lang/RuntimeException; {:try_start_206 .. :try_end_206} :catch_206
    goto :next_206
    :catch_206
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_206
    const-string v0, "bd(\"+-1\").toPlainString()"
    :try_start_207
    move-object/16 v2, v0
    const-string v5, "+-1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_207
    .catch Ljava/lang/RuntimeException; {:try_start_207 .. :try_end_207} :catch_207
    goto :next_207
    :catch_207
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_207
    const-string v0, "bd(\"+-1\").toEngineeringString()"
    :try_start_208
    move-object/16 v2, v0
    const-string v5, "+-1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_208
    .catch Ljava/lang/RuntimeException; {:try_start_208 .. :try_end_208} :catch_208
    goto :next_208
    :catch_208
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_208
    const-string v0, "bd(\"+-1\").precision()"
    :try_start_209
    move-object/16 v2, v0
    const-string v5, "+-1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_209
    .catch Ljava/lang/RuntimeException; {:try_start_209 .. :try_end_209} :catch_209
    goto :next_209
    :catch_209
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_209
    const-string v0, "bd(\"12345678901234567890x\")"
    :try_start_210
    move-object/16 v2, v0
    const-string v4, "12345678901234567890x"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_210
    .catch Ljava/lang/RuntimeException; {:try_start_210 .. :try_end_210} :catch_210
    goto :next_210
    :catch_210
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_210
    const-string v0, "bd(\"12345678901234567890x\").unscaledValue()"
    :try_start_211
    move-object/16 v2, v0
    const-string v5, "12345678901234567890x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_211
    .catch Ljava/lang/RuntimeException; {:try_start_211 .. :try_end_211} :catch_211
    goto :next_211
    :catch_211
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_211
    const-string v0, "bd(\"12345678901234567890x\").scale()"
    :try_start_212
    move-object/16 v2, v0
    const-string v5, "12345678901234567890x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_212
    .catch Ljava/lang/RuntimeException; {:try_start_212 .. :try_end_212} :catch_212
    goto :next_212
    :catch_212
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_212
    const-string v0, "bd(\"12345678901234567890x\").toPlainString()"
    :try_start_213
    move-object/16 v2, v0
    const-string v5, "12345678901234567890x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_213
    .catch Ljava/lang/RuntimeException; {:try_start_213 .. :try_end_213} :catch_213
    goto :next_213
    :catch_213
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_213
    const-string v0, "bd(\"12345678901234567890x\").toEngineeringString()"
    :try_start_214
    move-object/16 v2, v0
    const-string v5, "12345678901234567890x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_214
    .catch Ljava/lang/RuntimeException; {:try_start_214 .. :try_end_214} :catch_214
    goto :next_214
    :catch_214
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_214
    const-string v0, "bd(\"12345678901234567890x\").precision()"
    :try_start_215
    move-object/16 v2, v0
    const-string v5, "12345678901234567890x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_215
    .catch Ljava/lang/RuntimeException; {:try_start_215 .. :try_end_215} :catch_215
    goto :next_215
    :catch_215
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_215
    const-string v0, "bd(\"1234567890123456789.0.1\")"
    :try_start_216
    move-object/16 v2, v0
    const-string v4, "1234567890123456789.0.1"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_216
    .catch Ljava/lang/RuntimeException; {:try_start_216 .. :try_end_216} :catch_216
    goto :next_216
    :catch_216
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_216
    const-string v0, "bd(\"1234567890123456789.0.1\").unscaledValue()"
    :try_start_217
    move-object/16 v2, v0
    const-string v5, "1234567890123456789.0.1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_217
    .catch Ljava/lang/RuntimeException; {:try_start_217 .. :try_end_217} :catch_217
    goto :next_217
    :catch_217
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_217
    const-string v0, "bd(\"1234567890123456789.0.1\").scale()"
    :try_start_218
    move-object/16 v2, v0
    const-string v5, "1234567890123456789.0.1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_218
    .catch Ljava/lang/RuntimeException; {:try_start_218 .. :try_end_218} :catch_218
    goto :next_218
    :catch_218
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_218
    const-string v0, "bd(\"1234567890123456789.0.1\").toPlainString()"
    :try_start_219
    move-object/16 v2, v0
    const-string v5, "1234567890123456789.0.1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_219
    .catch Ljava/lang/RuntimeException; {:try_start_219 .. :try_end_219} :catch_219
    goto :next_219
    :catch_219
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_219
    const-string v0, "bd(\"1234567890123456789.0.1\").toEngineeringString()"
    :try_start_220
    move-object/16 v2, v0
    const-string v5, "1234567890123456789.0.1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_220
    .catch Ljava/lang/RuntimeException; {:try_start_220 .. :try_end_220} :catch_220
    goto :next_220
    :catch_220
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_220
    const-string v0, "bd(\"1234567890123456789.0.1\").precision()"
    :try_start_221
    move-object/16 v2, v0
    const-string v5, "1234567890123456789.0.1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_221
    .catch Ljava/lang/RuntimeException; {:try_start_221 .. :try_end_221} :catch_221
    goto :next_221
    :catch_221
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_221
    const-string v0, "bd(\"1e99999999999\")"
    :try_start_222
    move-object/16 v2, v0
    const-string v4, "1e99999999999"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_222
    .catch Ljava/lang/RuntimeException; {:try_start_222 .. :try_end_222} :catch_222
    goto :next_222
    :catch_222
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_222
    const-string v0, "bd(\"1e99999999999\").unscaledValue()"
    :try_start_223
    move-object/16 v2, v0
    const-string v5, "1e99999999999"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_223
    .catch Ljava/lang/RuntimeException; {:try_start_223 .. :try_end_223} :catch_223
    goto :next_223
    :catch_223
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_223
    const-string v0, "bd(\"1e99999999999\").scale()"
    :try_start_224
    move-object/16 v2, v0
    const-string v5, "1e99999999999"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_224
    .catch Ljava/lang/RuntimeException; {:try_start_224 .. :try_end_224} :catch_224
    goto :next_224
    :catch_224
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_224
    const-string v0, "bd(\"1e99999999999\").toPlainString()"
    :try_start_225
    move-object/16 v2, v0
    const-string v5, "1e99999999999"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_225
    .catch Ljava/lang/RuntimeException; {:try_start_225 .. :try_end_225} :catch_225
    goto :next_225
    :catch_225
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_225
    const-string v0, "bd(\"1e99999999999\").toEngineeringString()"
    :try_start_226
    move-object/16 v2, v0
    const-string v5, "1e99999999999"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_226
    .catch Ljava/lang/RuntimeException; {:try_start_226 .. :try_end_226} :catch_226
    goto :next_226
    :catch_226
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_226
    const-string v0, "bd(\"1e99999999999\").precision()"
    :try_start_227
    move-object/16 v2, v0
    const-string v5, "1e99999999999"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_227
    .catch Ljava/lang/RuntimeException; {:try_start_227 .. :try_end_227} :catch_227
    goto :next_227
    :catch_227
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_227
    const-string v0, "bd(\"1e0000000000005\")"
    :try_start_228
    move-object/16 v2, v0
    const-string v4, "1e0000000000005"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_228
    .catch Ljava/lang/RuntimeException; {:try_start_228 .. :try_end_228} :catch_228
    goto :next_228
    :catch_228
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_228
    const-string v0, "bd(\"1e0000000000005\").unscaledValue()"
    :try_start_229
    move-object/16 v2, v0
    const-string v5, "1e0000000000005"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_229
    .catch Ljava/lang/RuntimeException; {:try_start_229 .. :try_end_229} :catch_229
    goto :next_229
    :catch_229
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_229
    const-string v0, "bd(\"1e0000000000005\").scale()"
    :try_start_230
    move-object/16 v2, v0
    const-string v5, "1e0000000000005"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_230
    .catch Ljava/lang/RuntimeException; {:try_start_230 .. :try_end_230} :catch_230
    goto :next_230
    :catch_230
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_230
    const-string v0, "bd(\"1e0000000000005\").toPlainString()"
    :try_start_231
    move-object/16 v2, v0
    const-string v5, "1e0000000000005"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_231
    .catch Ljava/lang/RuntimeException; {:try_start_231 .. :try_end_231} :catch_231
    goto :next_231
    :catch_231
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_231
    const-string v0, "bd(\"1e0000000000005\").toEngineeringString()"
    :try_start_232
    move-object/16 v2, v0
    const-string v5, "1e0000000000005"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_232
    .catch Ljava/lang/RuntimeException; {:try_start_232 .. :try_end_232} :catch_232
    goto :next_232
    :catch_232
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_232
    const-string v0, "bd(\"1e0000000000005\").precision()"
    :try_start_233
    move-object/16 v2, v0
    const-string v5, "1e0000000000005"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_233
    .catch Ljava/lang/RuntimeException; {:try_start_233 .. :try_end_233} :catch_233
    goto :next_233
    :catch_233
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_233
    const-string v0, "bd(\"1e-2147483649\")"
    :try_start_234
    move-object/16 v2, v0
    const-string v4, "1e-2147483649"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_234
    .catch Ljava/lang/RuntimeException; {:try_start_234 .. :try_end_234} :catch_234
    goto :next_234
    :catch_234
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_234
    const-string v0, "bd(\"1e-2147483649\").unscaledValue()"
    :try_start_235
    move-object/16 v2, v0
    const-string v5, "1e-2147483649"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_235
    .catch Ljava/lang/RuntimeException; {:try_start_235 .. :try_end_235} :catch_235
    goto :next_235
    :catch_235
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_235
    const-string v0, "bd(\"1e-2147483649\").scale()"
    :try_start_236
    move-object/16 v2, v0
    const-string v5, "1e-2147483649"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_236
    .catch Ljava/lang/RuntimeException; {:try_start_236 .. :try_end_236} :catch_236
    goto :next_236
    :catch_236
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_236
    const-string v0, "bd(\"1e-2147483649\").toPlainString()"
    :try_start_237
    move-object/16 v2, v0
    const-string v5, "1e-2147483649"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_237
    .catch Ljava/lang/RuntimeException; {:try_start_237 .. :try_end_237} :catch_237
    goto :next_237
    :catch_237
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_237
    const-string v0, "bd(\"1e-2147483649\").toEngineeringString()"
    :try_start_238
    move-object/16 v2, v0
    const-string v5, "1e-2147483649"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_238
    .catch Ljava/lang/RuntimeException; {:try_start_238 .. :try_end_238} :catch_238
    goto :next_238
    :catch_238
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_238
    const-string v0, "bd(\"1e-2147483649\").precision()"
    :try_start_239
    move-object/16 v2, v0
    const-string v5, "1e-2147483649"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
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
    const-string v0, "bd(\"1e2147483648\")"
    :try_start_240
    move-object/16 v2, v0
    const-string v4, "1e2147483648"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_240
    .catch Ljava/lang/RuntimeException; {:try_start_240 .. :try_end_240} :catch_240
    goto :next_240
    :catch_240
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_240
    const-string v0, "bd(\"1e2147483648\").unscaledValue()"
    :try_start_241
    move-object/16 v2, v0
    const-string v5, "1e2147483648"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_241
    .catch Ljava/lang/RuntimeException; {:try_start_241 .. :try_end_241} :catch_241
    goto :next_241
    :catch_241
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_241
    const-string v0, "bd(\"1e2147483648\").scale()"
    :try_start_242
    move-object/16 v2, v0
    const-string v5, "1e2147483648"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_242
    .catch Ljava/lang/RuntimeException; {:try_start_242 .. :try_end_242} :catch_242
    goto :next_242
    :catch_242
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_242
    const-string v0, "bd(\"1e2147483648\").toPlainString()"
    :try_start_243
    move-object/16 v2, v0
    const-string v5, "1e2147483648"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_243
    .catch Ljava/lang/RuntimeException; {:try_start_243 .. :try_end_243} :catch_243
    goto :next_243
    :catch_243
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_243
    const-string v0, "bd(\"1e2147483648\").toEngineeringString()"
    :try_start_244
    move-object/16 v2, v0
    const-string v5, "1e2147483648"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_244
    .catch Ljava/lang/RuntimeException; {:try_start_244 .. :try_end_244} :catch_244
    goto :next_244
    :catch_244
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_244
    const-string v0, "bd(\"1e2147483648\").precision()"
    :try_start_245
    move-object/16 v2, v0
    const-string v5, "1e2147483648"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_245
    .catch Ljava/lang/RuntimeException; {:try_start_245 .. :try_end_245} :catch_245
    goto :next_245
    :catch_245
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_245
    const-string v0, "bd(\" 1\")"
    :try_start_246
    move-object/16 v2, v0
    const-string v4, " 1"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_246
    .catch Ljava/lang/RuntimeException; {:try_start_246 .. :try_end_246} :catch_246
    goto :next_246
    :catch_246
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_246
    const-string v0, "bd(\" 1\").unscaledValue()"
    :try_start_247
    move-object/16 v2, v0
    const-string v5, " 1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_247
    .catch Ljava/lang/RuntimeException; {:try_start_247 .. :try_end_247} :catch_247
    goto :next_247
    :catch_247
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_247
    const-string v0, "bd(\" 1\").scale()"
    :try_start_248
    move-object/16 v2, v0
    const-string v5, " 1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_248
    .catch Ljava/lang/RuntimeException; {:try_start_248 .. :try_end_248} :catch_248
    goto :next_248
    :catch_248
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_248
    const-string v0, "bd(\" 1\").toPlainString()"
    :try_start_249
    move-object/16 v2, v0
    const-string v5, " 1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_249
    .catch Ljava/lang/RuntimeException; {:try_start_249 .. :try_end_249} :catch_249
    goto :next_249
    :catch_249
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_249
    const-string v0, "bd(\" 1\").toEngineeringString()"
    :try_start_250
    move-object/16 v2, v0
    const-string v5, " 1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_250
    .catch Ljava/lang/RuntimeException; {:try_start_250 .. :try_end_250} :catch_250
    goto :next_250
    :catch_250
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_250
    const-string v0, "bd(\" 1\").precision()"
    :try_start_251
    move-object/16 v2, v0
    const-string v5, " 1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_251
    .catch Ljava/lang/RuntimeException; {:try_start_251 .. :try_end_251} :catch_251
    goto :next_251
    :catch_251
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_251
    const-string v0, "bd(\"1_000\")"
    :try_start_252
    move-object/16 v2, v0
    const-string v4, "1_000"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_252
    .catch Ljava/lang/RuntimeException; {:try_start_252 .. :try_end_252} :catch_252
    goto :next_252
    :catch_252
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_252
    const-string v0, "bd(\"1_000\").unscaledValue()"
    :try_start_253
    move-object/16 v2, v0
    const-string v5, "1_000"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_253
    .catch Ljava/lang/RuntimeException; {:try_start_253 .. :try_end_253} :catch_253
    goto :next_253
    :catch_253
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_253
    const-string v0, "bd(\"1_000\").scale()"
    :try_start_254
    move-object/16 v2, v0
    const-string v5, "1_000"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_254
    .catch Ljava/lang/RuntimeException; {:try_start_254 .. :try_end_254} :catch_254
    goto :next_254
    :catch_254
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_254
    const-string v0, "bd(\"1_000\").toPlainString()"
    :try_start_255
    move-object/16 v2, v0
    const-string v5, "1_000"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_255
    .catch Ljava/lang/RuntimeException; {:try_start_255 .. :try_end_255} :catch_255
    goto :next_255
    :catch_255
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_255
    const-string v0, "bd(\"1_000\").toEngineeringString()"
    :try_start_256
    move-object/16 v2, v0
    const-string v5, "1_000"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_256
    .catch Ljava/lang/RuntimeException; {:try_start_256 .. :try_end_256} :catch_256
    goto :next_256
    :catch_256
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_256
    const-string v0, "bd(\"1_000\").precision()"
    :try_start_257
    move-object/16 v2, v0
    const-string v5, "1_000"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_257
    .catch Ljava/lang/RuntimeException; {:try_start_257 .. :try_end_257} :catch_257
    goto :next_257
    :catch_257
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_257
    const-string v0, "bd(\"1E+2147483647E1\")"
    :try_start_258
    move-object/16 v2, v0
    const-string v4, "1E+2147483647E1"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_258
    .catch Ljava/lang/RuntimeException; {:try_start_258 .. :try_end_258} :catch_258
    goto :next_258
    :catch_258
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_258
    const-string v0, "bd(\"1E+2147483647E1\").unscaledValue()"
    :try_start_259
    move-object/16 v2, v0
    const-string v5, "1E+2147483647E1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_259
    .catch Ljava/lang/RuntimeException; {:try_start_259 .. :try_end_259} :catch_259
    goto :next_259
    :catch_259
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_259
    const-string v0, "bd(\"1E+2147483647E1\").scale()"
    :try_start_260
    move-object/16 v2, v0
    const-string v5, "1E+2147483647E1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_260
    .catch Ljava/lang/RuntimeException; {:try_start_260 .. :try_end_260} :catch_260
    goto :next_260
    :catch_260
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_260
    const-string v0, "bd(\"1E+2147483647E1\").toPlainString()"
    :try_start_261
    move-object/16 v2, v0
    const-string v5, "1E+2147483647E1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_261
    .catch Ljava/lang/RuntimeException; {:try_start_261 .. :try_end_261} :catch_261
    goto :next_261
    :catch_261
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_261
    const-string v0, "bd(\"1E+2147483647E1\").toEngineeringString()"
    :try_start_262
    move-object/16 v2, v0
    const-string v5, "1E+2147483647E1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_262
    .catch Ljava/lang/RuntimeException; {:try_start_262 .. :try_end_262} :catch_262
    goto :next_262
    :catch_262
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_262
    const-string v0, "bd(\"1E+2147483647E1\").precision()"
    :try_start_263
    move-object/16 v2, v0
    const-string v5, "1E+2147483647E1"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_263
    .catch Ljava/lang/RuntimeException; {:try_start_263 .. :try_end_263} :catch_263
    goto :next_263
    :catch_263
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_263
    const-string v0, "bd(\"1234567890123456789e1x\")"
    :try_start_264
    move-object/16 v2, v0
    const-string v4, "1234567890123456789e1x"
    invoke-static/range {v4 .. v4}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_264
    .catch Ljava/lang/RuntimeException; {:try_start_264 .. :try_end_264} :catch_264
    goto :next_264
    :catch_264
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_264
    const-string v0, "bd(\"1234567890123456789e1x\").unscaledValue()"
    :try_start_265
    move-object/16 v2, v0
    const-string v5, "1234567890123456789e1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->unscaledValue()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_265
    .catch Ljava/lang/RuntimeException; {:try_start_265 .. :try_end_265} :catch_265
    goto :next_265
    :catch_265
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_265
    const-string v0, "bd(\"1234567890123456789e1x\").scale()"
    :try_start_266
    move-object/16 v2, v0
    const-string v5, "1234567890123456789e1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_266
    .catch Ljava/lang/RuntimeException; {:try_start_266 .. :try_end_266} :catch_266
    goto :next_266
    :catch_266
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_266
    const-string v0, "bd(\"1234567890123456789e1x\").toPlainString()"
    :try_start_267
    move-object/16 v2, v0
    const-string v5, "1234567890123456789e1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_267
    .catch Ljava/lang/RuntimeException; {:try_start_267 .. :try_end_267} :catch_267
    goto :next_267
    :catch_267
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_267
    const-string v0, "bd(\"1234567890123456789e1x\").toEngineeringString()"
    :try_start_268
    move-object/16 v2, v0
    const-string v5, "1234567890123456789e1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_268
    .catch Ljava/lang/RuntimeException; {:try_start_268 .. :try_end_268} :catch_268
    goto :next_268
    :catch_268
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_268
    const-string v0, "bd(\"1234567890123456789e1x\").precision()"
    :try_start_269
    move-object/16 v2, v0
    const-string v5, "1234567890123456789e1x"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->precision()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_269
    .catch Ljava/lang/RuntimeException; {:try_start_269 .. :try_end_269} :catch_269
    goto :next_269
    :catch_269
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_269
    const-string v0, "bd(\"0\").add(bd(\"0\"))"
    :try_start_270
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_270
    .catch Ljava/lang/RuntimeException; {:try_start_270 .. :try_end_270} :catch_270
    goto :next_270
    :catch_270
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_270
    const-string v0, "bd(\"0\").subtract(bd(\"0\"))"
    :try_start_271
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_271
    .catch Ljava/lang/RuntimeException; {:try_start_271 .. :try_end_271} :catch_271
    goto :next_271
    :catch_271
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_271
    const-string v0, "bd(\"0\").multiply(bd(\"0\"))"
    :try_start_272
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_272
    .catch Ljava/lang/RuntimeException; {:try_start_272 .. :try_end_272} :catch_272
    goto :next_272
    :catch_272
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_272
    const-string v0, "bd(\"0\").divide(bd(\"0\"))"
    :try_start_273
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_273
    .catch Ljava/lang/RuntimeException; {:try_start_273 .. :try_end_273} :catch_273
    goto :next_273
    :catch_273
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_273
    const-string v0, "bd(\"0\").compareTo(bd(\"0\"))"
    :try_start_274
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_274
    .catch Ljava/lang/RuntimeException; {:try_start_274 .. :try_end_274} :catch_274
    goto :next_274
    :catch_274
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_274
    const-string v0, "bd(\"0\").equals(bd(\"0\"))"
    :try_start_275
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_275
    .catch Ljava/lang/RuntimeException; {:try_start_275 .. :try_end_275} :catch_275
    goto :next_275
    :catch_275
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_275
    const-string v0, "bd(\"0\").min(bd(\"0\"))"
    :try_start_276
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_276
    .catch Ljava/lang/RuntimeException; {:try_start_276 .. :try_end_276} :catch_276
    goto :next_276
    :catch_276
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_276
    const-string v0, "bd(\"0\").max(bd(\"0\"))"
    :try_start_277
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_277
    .catch Ljava/lang/RuntimeException; {:try_start_277 .. :try_end_277} :catch_277
    goto :next_277
    :catch_277
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_277
    const-string v0, "bd(\"0\").divideToIntegralValue(bd(\"0\"))"
    :try_start_278
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_278
    .catch Ljava/lang/RuntimeException; {:try_start_278 .. :try_end_278} :catch_278
    goto :next_278
    :catch_278
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_278
    const-string v0, "bd(\"0\").remainder(bd(\"0\"))"
    :try_start_279
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
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
    .registers 9
    const-string v0, "bd(\"0\").divideAndRemainder(bd(\"0\"))"
    :try_start_280
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_280
    .catch Ljava/lang/RuntimeException; {:try_start_280 .. :try_end_280} :catch_280
    goto :next_280
    :catch_280
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_280
    const-string v0, "bd(\"0\").add(bd(\"1.00\"))"
    :try_start_281
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_281
    .catch Ljava/lang/RuntimeException; {:try_start_281 .. :try_end_281} :catch_281
    goto :next_281
    :catch_281
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_281
    const-string v0, "bd(\"0\").subtract(bd(\"1.00\"))"
    :try_start_282
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_282
    .catch Ljava/lang/RuntimeException; {:try_start_282 .. :try_end_282} :catch_282
    goto :next_282
    :catch_282
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_282
    const-string v0, "bd(\"0\").multiply(bd(\"1.00\"))"
    :try_start_283
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_283
    .catch Ljava/lang/RuntimeException; {:try_start_283 .. :try_end_283} :catch_283
    goto :next_283
    :catch_283
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_283
    const-string v0, "bd(\"0\").divide(bd(\"1.00\"))"
    :try_start_284
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_284
    .catch Ljava/lang/RuntimeException; {:try_start_284 .. :try_end_284} :catch_284
    goto :next_284
    :catch_284
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_284
    const-string v0, "bd(\"0\").compareTo(bd(\"1.00\"))"
    :try_start_285
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_285
    .catch Ljava/lang/RuntimeException; {:try_start_285 .. :try_end_285} :catch_285
    goto :next_285
    :catch_285
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_285
    const-string v0, "bd(\"0\").equals(bd(\"1.00\"))"
    :try_start_286
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_286
    .catch Ljava/lang/RuntimeException; {:try_start_286 .. :try_end_286} :catch_286
    goto :next_286
    :catch_286
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_286
    const-string v0, "bd(\"0\").min(bd(\"1.00\"))"
    :try_start_287
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_287
    .catch Ljava/lang/RuntimeException; {:try_start_287 .. :try_end_287} :catch_287
    goto :next_287
    :catch_287
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_287
    const-string v0, "bd(\"0\").max(bd(\"1.00\"))"
    :try_start_288
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_288
    .catch Ljava/lang/RuntimeException; {:try_start_288 .. :try_end_288} :catch_288
    goto :next_288
    :catch_288
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_288
    const-string v0, "bd(\"0\").divideToIntegralValue(bd(\"1.00\"))"
    :try_start_289
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_289
    .catch Ljava/lang/RuntimeException; {:try_start_289 .. :try_end_289} :catch_289
    goto :next_289
    :catch_289
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_289
    const-string v0, "bd(\"0\").remainder(bd(\"1.00\"))"
    :try_start_290
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_290
    .catch Ljava/lang/RuntimeException; {:try_start_290 .. :try_end_290} :catch_290
    goto :next_290
    :catch_290
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_290
    const-string v0, "bd(\"0\").divideAndRemainder(bd(\"1.00\"))"
    :try_start_291
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "1.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_291
    .catch Ljava/lang/RuntimeException; {:try_start_291 .. :try_end_291} :catch_291
    goto :next_291
    :catch_291
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_291
    const-string v0, "bd(\"0\").add(bd(\"123.456\"))"
    :try_start_292
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_292
    .catch Ljava/lang/RuntimeException; {:try_start_292 .. :try_end_292} :catch_292
    goto :next_292
    :catch_292
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_292
    const-string v0, "bd(\"0\").subtract(bd(\"123.456\"))"
    :try_start_293
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_293
    .catch Ljava/lang/RuntimeException; {:try_start_293 .. :try_end_293} :catch_293
    goto :next_293
    :catch_293
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_293
    const-string v0, "bd(\"0\").multiply(bd(\"123.456\"))"
    :try_start_294
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_294
    .catch Ljava/lang/RuntimeException; {:try_start_294 .. :try_end_294} :catch_294
    goto :next_294
    :catch_294
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_294
    const-string v0, "bd(\"0\").divide(bd(\"123.456\"))"
    :try_start_295
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_295
    .catch Ljava/lang/RuntimeException; {:try_start_295 .. :try_end_295} :catch_295
    goto :next_295
    :catch_295
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_295
    const-string v0, "bd(\"0\").compareTo(bd(\"123.456\"))"
    :try_start_296
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_296
    .catch Ljava/lang/RuntimeException; {:try_start_296 .. :try_end_296} :catch_296
    goto :next_296
    :catch_296
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_296
    const-string v0, "bd(\"0\").equals(bd(\"123.456\"))"
    :try_start_297
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_297
    .catch Ljava/lang/RuntimeException; {:try_start_297 .. :try_end_297} :catch_297
    goto :next_297
    :catch_297
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_297
    const-string v0, "bd(\"0\").min(bd(\"123.456\"))"
    :try_start_298
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_298
    .catch Ljava/lang/RuntimeException; {:try_start_298 .. :try_end_298} :catch_298
    goto :next_298
    :catch_298
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_298
    const-string v0, "bd(\"0\").max(bd(\"123.456\"))"
    :try_start_299
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_299
    .catch Ljava/lang/RuntimeException; {:try_start_299 .. :try_end_299} :catch_299
    goto :next_299
    :catch_299
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_299
    const-string v0, "bd(\"0\").divideToIntegralValue(bd(\"123.456\"))"
    :try_start_300
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_300
    .catch Ljava/lang/RuntimeException; {:try_start_300 .. :try_end_300} :catch_300
    goto :next_300
    :catch_300
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_300
    const-string v0, "bd(\"0\").remainder(bd(\"123.456\"))"
    :try_start_301
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_301
    .catch Ljava/lang/RuntimeException; {:try_start_301 .. :try_end_301} :catch_301
    goto :next_301
    :catch_301
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_301
    const-string v0, "bd(\"0\").divideAndRemainder(bd(\"123.456\"))"
    :try_start_302
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "123.456"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_302
    .catch Ljava/lang/RuntimeException; {:try_start_302 .. :try_end_302} :catch_302
    goto :next_302
    :catch_302
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_302
    const-string v0, "bd(\"1\").add(bd(\"1\"))"
    :try_start_303
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_303
    .catch Ljava/lang/RuntimeException; {:try_start_303 .. :try_end_303} :catch_303
    goto :next_303
    :catch_303
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_303
    const-string v0, "bd(\"1\").subtract(bd(\"1\"))"
    :try_start_304
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_304
    .catch Ljava/lang/RuntimeException; {:try_start_304 .. :try_end_304} :catch_304
    goto :next_304
    :catch_304
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_304
    const-string v0, "bd(\"1\").multiply(bd(\"1\"))"
    :try_start_305
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_305
    .catch Ljava/lang/RuntimeException; {:try_start_305 .. :try_end_305} :catch_305
    goto :next_305
    :catch_305
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_305
    const-string v0, "bd(\"1\").divide(bd(\"1\"))"
    :try_start_306
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_306
    .catch Ljava/lang/RuntimeException; {:try_start_306 .. :try_end_306} :catch_306
    goto :next_306
    :catch_306
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_306
    const-string v0, "bd(\"1\").compareTo(bd(\"1\"))"
    :try_start_307
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_307
    .catch Ljava/lang/RuntimeException; {:try_start_307 .. :try_end_307} :catch_307
    goto :next_307
    :catch_307
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_307
    const-string v0, "bd(\"1\").equals(bd(\"1\"))"
    :try_start_308
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_308
    .catch Ljava/lang/RuntimeException; {:try_start_308 .. :try_end_308} :catch_308
    goto :next_308
    :catch_308
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_308
    const-string v0, "bd(\"1\").min(bd(\"1\"))"
    :try_start_309
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_309
    .catch Ljava/lang/RuntimeException; {:try_start_309 .. :try_end_309} :catch_309
    goto :next_309
    :catch_309
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_309
    const-string v0, "bd(\"1\").max(bd(\"1\"))"
    :try_start_310
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_310
    .catch Ljava/lang/RuntimeException; {:try_start_310 .. :try_end_310} :catch_310
    goto :next_310
    :catch_310
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_310
    const-string v0, "bd(\"1\").divideToIntegralValue(bd(\"1\"))"
    :try_start_311
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_311
    .catch Ljava/lang/RuntimeException; {:try_start_311 .. :try_end_311} :catch_311
    goto :next_311
    :catch_311
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_311
    const-string v0, "bd(\"1\").remainder(bd(\"1\"))"
    :try_start_312
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_312
    .catch Ljava/lang/RuntimeException; {:try_start_312 .. :try_end_312} :catch_312
    goto :next_312
    :catch_312
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_312
    const-string v0, "bd(\"1\").divideAndRemainder(bd(\"1\"))"
    :try_start_313
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_313
    .catch Ljava/lang/RuntimeException; {:try_start_313 .. :try_end_313} :catch_313
    goto :next_313
    :catch_313
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_313
    const-string v0, "bd(\"1\").add(bd(\"-7E+2\"))"
    :try_start_314
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_314
    .catch Ljava/lang/RuntimeException; {:try_start_314 .. :try_end_314} :catch_314
    goto :next_314
    :catch_314
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_314
    const-string v0, "bd(\"1\").subtract(bd(\"-7E+2\"))"
    :try_start_315
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_315
    .catch Ljava/lang/RuntimeException; {:try_start_315 .. :try_end_315} :catch_315
    goto :next_315
    :catch_315
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_315
    const-string v0, "bd(\"1\").multiply(bd(\"-7E+2\"))"
    :try_start_316
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_316
    .catch Ljava/lang/RuntimeException; {:try_start_316 .. :try_end_316} :catch_316
    goto :next_316
    :catch_316
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_316
    const-string v0, "bd(\"1\").divide(bd(\"-7E+2\"))"
    :try_start_317
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_317
    .catch Ljava/lang/RuntimeException; {:try_start_317 .. :try_end_317} :catch_317
    goto :next_317
    :catch_317
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_317
    const-string v0, "bd(\"1\").compareTo(bd(\"-7E+2\"))"
    :try_start_318
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_318
    .catch Ljava/lang/RuntimeException; {:try_start_318 .. :try_end_318} :catch_318
    goto :next_318
    :catch_318
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_318
    const-string v0, "bd(\"1\").equals(bd(\"-7E+2\"))"
    :try_start_319
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
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
    .registers 9
    const-string v0, "bd(\"1\").min(bd(\"-7E+2\"))"
    :try_start_320
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_320
    .catch Ljava/lang/RuntimeException; {:try_start_320 .. :try_end_320} :catch_320
    goto :next_320
    :catch_320
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_320
    const-string v0, "bd(\"1\").max(bd(\"-7E+2\"))"
    :try_start_321
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_321
    .catch Ljava/lang/RuntimeException; {:try_start_321 .. :try_end_321} :catch_321
    goto :next_321
    :catch_321
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_321
    const-string v0, "bd(\"1\").divideToIntegralValue(bd(\"-7E+2\"))"
    :try_start_322
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_322
    .catch Ljava/lang/RuntimeException; {:try_start_322 .. :try_end_322} :catch_322
    goto :next_322
    :catch_322
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_322
    const-string v0, "bd(\"1\").remainder(bd(\"-7E+2\"))"
    :try_start_323
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_323
    .catch Ljava/lang/RuntimeException; {:try_start_323 .. :try_end_323} :catch_323
    goto :next_323
    :catch_323
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_323
    const-string v0, "bd(\"1\").divideAndRemainder(bd(\"-7E+2\"))"
    :try_start_324
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "-7E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_324
    .catch Ljava/lang/RuntimeException; {:try_start_324 .. :try_end_324} :catch_324
    goto :next_324
    :catch_324
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_324
    const-string v0, "bd(\"1\").add(bd(\"8\"))"
    :try_start_325
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_325
    .catch Ljava/lang/RuntimeException; {:try_start_325 .. :try_end_325} :catch_325
    goto :next_325
    :catch_325
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_325
    const-string v0, "bd(\"1\").subtract(bd(\"8\"))"
    :try_start_326
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_326
    .catch Ljava/lang/RuntimeException; {:try_start_326 .. :try_end_326} :catch_326
    goto :next_326
    :catch_326
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_326
    const-string v0, "bd(\"1\").multiply(bd(\"8\"))"
    :try_start_327
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_327
    .catch Ljava/lang/RuntimeException; {:try_start_327 .. :try_end_327} :catch_327
    goto :next_327
    :catch_327
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_327
    const-string v0, "bd(\"1\").divide(bd(\"8\"))"
    :try_start_328
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_328
    .catch Ljava/lang/RuntimeException; {:try_start_328 .. :try_end_328} :catch_328
    goto :next_328
    :catch_328
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_328
    const-string v0, "bd(\"1\").compareTo(bd(\"8\"))"
    :try_start_329
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_329
    .catch Ljava/lang/RuntimeException; {:try_start_329 .. :try_end_329} :catch_329
    goto :next_329
    :catch_329
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_329
    const-string v0, "bd(\"1\").equals(bd(\"8\"))"
    :try_start_330
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_330
    .catch Ljava/lang/RuntimeException; {:try_start_330 .. :try_end_330} :catch_330
    goto :next_330
    :catch_330
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_330
    const-string v0, "bd(\"1\").min(bd(\"8\"))"
    :try_start_331
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_331
    .catch Ljava/lang/RuntimeException; {:try_start_331 .. :try_end_331} :catch_331
    goto :next_331
    :catch_331
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_331
    const-string v0, "bd(\"1\").max(bd(\"8\"))"
    :try_start_332
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_332
    .catch Ljava/lang/RuntimeException; {:try_start_332 .. :try_end_332} :catch_332
    goto :next_332
    :catch_332
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_332
    const-string v0, "bd(\"1\").divideToIntegralValue(bd(\"8\"))"
    :try_start_333
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_333
    .catch Ljava/lang/RuntimeException; {:try_start_333 .. :try_end_333} :catch_333
    goto :next_333
    :catch_333
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_333
    const-string v0, "bd(\"1\").remainder(bd(\"8\"))"
    :try_start_334
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_334
    .catch Ljava/lang/RuntimeException; {:try_start_334 .. :try_end_334} :catch_334
    goto :next_334
    :catch_334
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_334
    const-string v0, "bd(\"1\").divideAndRemainder(bd(\"8\"))"
    :try_start_335
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_335
    .catch Ljava/lang/RuntimeException; {:try_start_335 .. :try_end_335} :catch_335
    goto :next_335
    :catch_335
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_335
    const-string v0, "bd(\"-2.5\").add(bd(\"-2.5\"))"
    :try_start_336
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_336
    .catch Ljava/lang/RuntimeException; {:try_start_336 .. :try_end_336} :catch_336
    goto :next_336
    :catch_336
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_336
    const-string v0, "bd(\"-2.5\").subtract(bd(\"-2.5\"))"
    :try_start_337
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_337
    .catch Ljava/lang/RuntimeException; {:try_start_337 .. :try_end_337} :catch_337
    goto :next_337
    :catch_337
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_337
    const-string v0, "bd(\"-2.5\").multiply(bd(\"-2.5\"))"
    :try_start_338
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_338
    .catch Ljava/lang/RuntimeException; {:try_start_338 .. :try_end_338} :catch_338
    goto :next_338
    :catch_338
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_338
    const-string v0, "bd(\"-2.5\").divide(bd(\"-2.5\"))"
    :try_start_339
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_339
    .catch Ljava/lang/RuntimeException; {:try_start_339 .. :try_end_339} :catch_339
    goto :next_339
    :catch_339
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_339
    const-string v0, "bd(\"-2.5\").compareTo(bd(\"-2.5\"))"
    :try_start_340
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_340
    .catch Ljava/lang/RuntimeException; {:try_start_340 .. :try_end_340} :catch_340
    goto :next_340
    :catch_340
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_340
    const-string v0, "bd(\"-2.5\").equals(bd(\"-2.5\"))"
    :try_start_341
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_341
    .catch Ljava/lang/RuntimeException; {:try_start_341 .. :try_end_341} :catch_341
    goto :next_341
    :catch_341
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_341
    const-string v0, "bd(\"-2.5\").min(bd(\"-2.5\"))"
    :try_start_342
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_342
    .catch Ljava/lang/RuntimeException; {:try_start_342 .. :try_end_342} :catch_342
    goto :next_342
    :catch_342
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_342
    const-string v0, "bd(\"-2.5\").max(bd(\"-2.5\"))"
    :try_start_343
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_343
    .catch Ljava/lang/RuntimeException; {:try_start_343 .. :try_end_343} :catch_343
    goto :next_343
    :catch_343
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_343
    const-string v0, "bd(\"-2.5\").divideToIntegralValue(bd(\"-2.5\"))"
    :try_start_344
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_344
    .catch Ljava/lang/RuntimeException; {:try_start_344 .. :try_end_344} :catch_344
    goto :next_344
    :catch_344
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_344
    const-string v0, "bd(\"-2.5\").remainder(bd(\"-2.5\"))"
    :try_start_345
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_345
    .catch Ljava/lang/RuntimeException; {:try_start_345 .. :try_end_345} :catch_345
    goto :next_345
    :catch_345
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_345
    const-string v0, "bd(\"-2.5\").divideAndRemainder(bd(\"-2.5\"))"
    :try_start_346
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "-2.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_346
    .catch Ljava/lang/RuntimeException; {:try_start_346 .. :try_end_346} :catch_346
    goto :next_346
    :catch_346
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_346
    const-string v0, "bd(\"-2.5\").add(bd(\"123.456\"))"
    :try_start_347
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_347
    .catch Ljava/lang/RuntimeException; {:try_start_347 .. :try_end_347} :catch_347
    goto :next_347
    :catch_347
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_347
    const-string v0, "bd(\"-2.5\").subtract(bd(\"123.456\"))"
    :try_start_348
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_348
    .catch Ljava/lang/RuntimeException; {:try_start_348 .. :try_end_348} :catch_348
    goto :next_348
    :catch_348
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_348
    const-string v0, "bd(\"-2.5\").multiply(bd(\"123.456\"))"
    :try_start_349
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_349
    .catch Ljava/lang/RuntimeException; {:try_start_349 .. :try_end_349} :catch_349
    goto :next_349
    :catch_349
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_349
    const-string v0, "bd(\"-2.5\").divide(bd(\"123.456\"))"
    :try_start_350
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_350
    .catch Ljava/lang/RuntimeException; {:try_start_350 .. :try_end_350} :catch_350
    goto :next_350
    :catch_350
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_350
    const-string v0, "bd(\"-2.5\").compareTo(bd(\"123.456\"))"
    :try_start_351
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_351
    .catch Ljava/lang/RuntimeException; {:try_start_351 .. :try_end_351} :catch_351
    goto :next_351
    :catch_351
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_351
    const-string v0, "bd(\"-2.5\").equals(bd(\"123.456\"))"
    :try_start_352
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_352
    .catch Ljava/lang/RuntimeException; {:try_start_352 .. :try_end_352} :catch_352
    goto :next_352
    :catch_352
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_352
    const-string v0, "bd(\"-2.5\").min(bd(\"123.456\"))"
    :try_start_353
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_353
    .catch Ljava/lang/RuntimeException; {:try_start_353 .. :try_end_353} :catch_353
    goto :next_353
    :catch_353
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_353
    const-string v0, "bd(\"-2.5\").max(bd(\"123.456\"))"
    :try_start_354
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_354
    .catch Ljava/lang/RuntimeException; {:try_start_354 .. :try_end_354} :catch_354
    goto :next_354
    :catch_354
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_354
    const-string v0, "bd(\"-2.5\").divideToIntegralValue(bd(\"123.456\"))"
    :try_start_355
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_355
    .catch Ljava/lang/RuntimeException; {:try_start_355 .. :try_end_355} :catch_355
    goto :next_355
    :catch_355
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_355
    const-string v0, "bd(\"-2.5\").remainder(bd(\"123.456\"))"
    :try_start_356
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_356
    .catch Ljava/lang/RuntimeException; {:try_start_356 .. :try_end_356} :catch_356
    goto :next_356
    :catch_356
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_356
    const-string v0, "bd(\"-2.5\").divideAndRemainder(bd(\"123.456\"))"
    :try_start_357
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "123.456"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_357
    .catch Ljava/lang/RuntimeException; {:try_start_357 .. :try_end_357} :catch_357
    goto :next_357
    :catch_357
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_357
    const-string v0, "bd(\"-2.5\").add(bd(\"0.000\"))"
    :try_start_358
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_358
    .catch Ljava/lang/RuntimeException; {:try_start_358 .. :try_end_358} :catch_358
    goto :next_358
    :catch_358
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_358
    const-string v0, "bd(\"-2.5\").subtract(bd(\"0.000\"))"
    :try_start_359
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
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
    const-string v0, "bd(\"-2.5\").multiply(bd(\"0.000\"))"
    :try_start_360
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_360
    .catch Ljava/lang/RuntimeException; {:try_start_360 .. :try_end_360} :catch_360
    goto :next_360
    :catch_360
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_360
    const-string v0, "bd(\"-2.5\").divide(bd(\"0.000\"))"
    :try_start_361
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_361
    .catch Ljava/lang/RuntimeException; {:try_start_361 .. :try_end_361} :catch_361
    goto :next_361
    :catch_361
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_361
    const-string v0, "bd(\"-2.5\").compareTo(bd(\"0.000\"))"
    :try_start_362
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_362
    .catch Ljava/lang/RuntimeException; {:try_start_362 .. :try_end_362} :catch_362
    goto :next_362
    :catch_362
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_362
    const-string v0, "bd(\"-2.5\").equals(bd(\"0.000\"))"
    :try_start_363
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_363
    .catch Ljava/lang/RuntimeException; {:try_start_363 .. :try_end_363} :catch_363
    goto :next_363
    :catch_363
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_363
    const-string v0, "bd(\"-2.5\").min(bd(\"0.000\"))"
    :try_start_364
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_364
    .catch Ljava/lang/RuntimeException; {:try_start_364 .. :try_end_364} :catch_364
    goto :next_364
    :catch_364
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_364
    const-string v0, "bd(\"-2.5\").max(bd(\"0.000\"))"
    :try_start_365
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_365
    .catch Ljava/lang/RuntimeException; {:try_start_365 .. :try_end_365} :catch_365
    goto :next_365
    :catch_365
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_365
    const-string v0, "bd(\"-2.5\").divideToIntegralValue(bd(\"0.000\"))"
    :try_start_366
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_366
    .catch Ljava/lang/RuntimeException; {:try_start_366 .. :try_end_366} :catch_366
    goto :next_366
    :catch_366
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_366
    const-string v0, "bd(\"-2.5\").remainder(bd(\"0.000\"))"
    :try_start_367
    move-object/16 v2, v0
    const-string v6, "-2.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_367
    .catch Ljava/lang/RuntimeException; {:try_start_367 .. :try_end_367} :catch_367
    goto :next_367
    :catch_367
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_367
    const-string v0, "bd(\"-2.5\").divideAndRemainder(bd(\"0.000\"))"
    :try_start_368
    move-object/16 v2, v0
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "0.000"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_368
    .catch Ljava/lang/RuntimeException; {:try_start_368 .. :try_end_368} :catch_368
    goto :next_368
    :catch_368
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_368
    const-string v0, "bd(\"3\").add(bd(\"3\"))"
    :try_start_369
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_369
    .catch Ljava/lang/RuntimeException; {:try_start_369 .. :try_end_369} :catch_369
    goto :next_369
    :catch_369
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_369
    const-string v0, "bd(\"3\").subtract(bd(\"3\"))"
    :try_start_370
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_370
    .catch Ljava/lang/RuntimeException; {:try_start_370 .. :try_end_370} :catch_370
    goto :next_370
    :catch_370
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_370
    const-string v0, "bd(\"3\").multiply(bd(\"3\"))"
    :try_start_371
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_371
    .catch Ljava/lang/RuntimeException; {:try_start_371 .. :try_end_371} :catch_371
    goto :next_371
    :catch_371
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_371
    const-string v0, "bd(\"3\").divide(bd(\"3\"))"
    :try_start_372
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_372
    .catch Ljava/lang/RuntimeException; {:try_start_372 .. :try_end_372} :catch_372
    goto :next_372
    :catch_372
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_372
    const-string v0, "bd(\"3\").compareTo(bd(\"3\"))"
    :try_start_373
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_373
    .catch Ljava/lang/RuntimeException; {:try_start_373 .. :try_end_373} :catch_373
    goto :next_373
    :catch_373
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_373
    const-string v0, "bd(\"3\").equals(bd(\"3\"))"
    :try_start_374
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_374
    .catch Ljava/lang/RuntimeException; {:try_start_374 .. :try_end_374} :catch_374
    goto :next_374
    :catch_374
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_374
    const-string v0, "bd(\"3\").min(bd(\"3\"))"
    :try_start_375
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_375
    .catch Ljava/lang/RuntimeException; {:try_start_375 .. :try_end_375} :catch_375
    goto :next_375
    :catch_375
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_375
    const-string v0, "bd(\"3\").max(bd(\"3\"))"
    :try_start_376
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_376
    .catch Ljava/lang/RuntimeException; {:try_start_376 .. :try_end_376} :catch_376
    goto :next_376
    :catch_376
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_376
    const-string v0, "bd(\"3\").divideToIntegralValue(bd(\"3\"))"
    :try_start_377
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_377
    .catch Ljava/lang/RuntimeException; {:try_start_377 .. :try_end_377} :catch_377
    goto :next_377
    :catch_377
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_377
    const-string v0, "bd(\"3\").remainder(bd(\"3\"))"
    :try_start_378
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_378
    .catch Ljava/lang/RuntimeException; {:try_start_378 .. :try_end_378} :catch_378
    goto :next_378
    :catch_378
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_378
    const-string v0, "bd(\"3\").divideAndRemainder(bd(\"3\"))"
    :try_start_379
    move-object/16 v2, v0
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_379
    .catch Ljava/lang/RuntimeException; {:try_start_379 .. :try_end_379} :catch_379
    goto :next_379
    :catch_379
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_379
    const-string v0, "bd(\"3\").add(bd(\"8\"))"
    :try_start_380
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_380
    .catch Ljava/lang/RuntimeException; {:try_start_380 .. :try_end_380} :catch_380
    goto :next_380
    :catch_380
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_380
    const-string v0, "bd(\"3\").subtract(bd(\"8\"))"
    :try_start_381
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_381
    .catch Ljava/lang/RuntimeException; {:try_start_381 .. :try_end_381} :catch_381
    goto :next_381
    :catch_381
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_381
    const-string v0, "bd(\"3\").multiply(bd(\"8\"))"
    :try_start_382
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_382
    .catch Ljava/lang/RuntimeException; {:try_start_382 .. :try_end_382} :catch_382
    goto :next_382
    :catch_382
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_382
    const-string v0, "bd(\"3\").divide(bd(\"8\"))"
    :try_start_383
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_383
    .catch Ljava/lang/RuntimeException; {:try_start_383 .. :try_end_383} :catch_383
    goto :next_383
    :catch_383
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_383
    const-string v0, "bd(\"3\").compareTo(bd(\"8\"))"
    :try_start_384
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_384
    .catch Ljava/lang/RuntimeException; {:try_start_384 .. :try_end_384} :catch_384
    goto :next_384
    :catch_384
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_384
    const-string v0, "bd(\"3\").equals(bd(\"8\"))"
    :try_start_385
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_385
    .catch Ljava/lang/RuntimeException; {:try_start_385 .. :try_end_385} :catch_385
    goto :next_385
    :catch_385
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_385
    const-string v0, "bd(\"3\").min(bd(\"8\"))"
    :try_start_386
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_386
    .catch Ljava/lang/RuntimeException; {:try_start_386 .. :try_end_386} :catch_386
    goto :next_386
    :catch_386
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_386
    const-string v0, "bd(\"3\").max(bd(\"8\"))"
    :try_start_387
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_387
    .catch Ljava/lang/RuntimeException; {:try_start_387 .. :try_end_387} :catch_387
    goto :next_387
    :catch_387
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_387
    const-string v0, "bd(\"3\").divideToIntegralValue(bd(\"8\"))"
    :try_start_388
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_388
    .catch Ljava/lang/RuntimeException; {:try_start_388 .. :try_end_388} :catch_388
    goto :next_388
    :catch_388
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_388
    const-string v0, "bd(\"3\").remainder(bd(\"8\"))"
    :try_start_389
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_389
    .catch Ljava/lang/RuntimeException; {:try_start_389 .. :try_end_389} :catch_389
    goto :next_389
    :catch_389
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_389
    const-string v0, "bd(\"3\").divideAndRemainder(bd(\"8\"))"
    :try_start_390
    move-object/16 v2, v0
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_390
    .catch Ljava/lang/RuntimeException; {:try_start_390 .. :try_end_390} :catch_390
    goto :next_390
    :catch_390
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_390
    const-string v0, "bd(\"3\").add(bd(\"0\"))"
    :try_start_391
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_391
    .catch Ljava/lang/RuntimeException; {:try_start_391 .. :try_end_391} :catch_391
    goto :next_391
    :catch_391
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_391
    const-string v0, "bd(\"3\").subtract(bd(\"0\"))"
    :try_start_392
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_392
    .catch Ljava/lang/RuntimeException; {:try_start_392 .. :try_end_392} :catch_392
    goto :next_392
    :catch_392
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_392
    const-string v0, "bd(\"3\").multiply(bd(\"0\"))"
    :try_start_393
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_393
    .catch Ljava/lang/RuntimeException; {:try_start_393 .. :try_end_393} :catch_393
    goto :next_393
    :catch_393
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_393
    const-string v0, "bd(\"3\").divide(bd(\"0\"))"
    :try_start_394
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_394
    .catch Ljava/lang/RuntimeException; {:try_start_394 .. :try_end_394} :catch_394
    goto :next_394
    :catch_394
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_394
    const-string v0, "bd(\"3\").compareTo(bd(\"0\"))"
    :try_start_395
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_395
    .catch Ljava/lang/RuntimeException; {:try_start_395 .. :try_end_395} :catch_395
    goto :next_395
    :catch_395
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_395
    const-string v0, "bd(\"3\").equals(bd(\"0\"))"
    :try_start_396
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_396
    .catch Ljava/lang/RuntimeException; {:try_start_396 .. :try_end_396} :catch_396
    goto :next_396
    :catch_396
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_396
    const-string v0, "bd(\"3\").min(bd(\"0\"))"
    :try_start_397
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_397
    .catch Ljava/lang/RuntimeException; {:try_start_397 .. :try_end_397} :catch_397
    goto :next_397
    :catch_397
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_397
    const-string v0, "bd(\"3\").max(bd(\"0\"))"
    :try_start_398
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_398
    .catch Ljava/lang/RuntimeException; {:try_start_398 .. :try_end_398} :catch_398
    goto :next_398
    :catch_398
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_398
    const-string v0, "bd(\"3\").divideToIntegralValue(bd(\"0\"))"
    :try_start_399
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
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
    .registers 9
    const-string v0, "bd(\"3\").remainder(bd(\"0\"))"
    :try_start_400
    move-object/16 v2, v0
    const-string v6, "3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_400
    .catch Ljava/lang/RuntimeException; {:try_start_400 .. :try_end_400} :catch_400
    goto :next_400
    :catch_400
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_400
    const-string v0, "bd(\"3\").divideAndRemainder(bd(\"0\"))"
    :try_start_401
    move-object/16 v2, v0
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_401
    .catch Ljava/lang/RuntimeException; {:try_start_401 .. :try_end_401} :catch_401
    goto :next_401
    :catch_401
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_401
    const-string v0, "bd(\"0.1\").add(bd(\"0.1\"))"
    :try_start_402
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_402
    .catch Ljava/lang/RuntimeException; {:try_start_402 .. :try_end_402} :catch_402
    goto :next_402
    :catch_402
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_402
    const-string v0, "bd(\"0.1\").subtract(bd(\"0.1\"))"
    :try_start_403
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_403
    .catch Ljava/lang/RuntimeException; {:try_start_403 .. :try_end_403} :catch_403
    goto :next_403
    :catch_403
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_403
    const-string v0, "bd(\"0.1\").multiply(bd(\"0.1\"))"
    :try_start_404
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_404
    .catch Ljava/lang/RuntimeException; {:try_start_404 .. :try_end_404} :catch_404
    goto :next_404
    :catch_404
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_404
    const-string v0, "bd(\"0.1\").divide(bd(\"0.1\"))"
    :try_start_405
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_405
    .catch Ljava/lang/RuntimeException; {:try_start_405 .. :try_end_405} :catch_405
    goto :next_405
    :catch_405
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_405
    const-string v0, "bd(\"0.1\").compareTo(bd(\"0.1\"))"
    :try_start_406
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_406
    .catch Ljava/lang/RuntimeException; {:try_start_406 .. :try_end_406} :catch_406
    goto :next_406
    :catch_406
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_406
    const-string v0, "bd(\"0.1\").equals(bd(\"0.1\"))"
    :try_start_407
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_407
    .catch Ljava/lang/RuntimeException; {:try_start_407 .. :try_end_407} :catch_407
    goto :next_407
    :catch_407
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_407
    const-string v0, "bd(\"0.1\").min(bd(\"0.1\"))"
    :try_start_408
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_408
    .catch Ljava/lang/RuntimeException; {:try_start_408 .. :try_end_408} :catch_408
    goto :next_408
    :catch_408
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_408
    const-string v0, "bd(\"0.1\").max(bd(\"0.1\"))"
    :try_start_409
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_409
    .catch Ljava/lang/RuntimeException; {:try_start_409 .. :try_end_409} :catch_409
    goto :next_409
    :catch_409
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_409
    const-string v0, "bd(\"0.1\").divideToIntegralValue(bd(\"0.1\"))"
    :try_start_410
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_410
    .catch Ljava/lang/RuntimeException; {:try_start_410 .. :try_end_410} :catch_410
    goto :next_410
    :catch_410
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_410
    const-string v0, "bd(\"0.1\").remainder(bd(\"0.1\"))"
    :try_start_411
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_411
    .catch Ljava/lang/RuntimeException; {:try_start_411 .. :try_end_411} :catch_411
    goto :next_411
    :catch_411
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_411
    const-string v0, "bd(\"0.1\").divideAndRemainder(bd(\"0.1\"))"
    :try_start_412
    move-object/16 v2, v0
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "0.1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_412
    .catch Ljava/lang/RuntimeException; {:try_start_412 .. :try_end_412} :catch_412
    goto :next_412
    :catch_412
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_412
    const-string v0, "bd(\"0.1\").add(bd(\"0.000\"))"
    :try_start_413
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_413
    .catch Ljava/lang/RuntimeException; {:try_start_413 .. :try_end_413} :catch_413
    goto :next_413
    :catch_413
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_413
    const-string v0, "bd(\"0.1\").subtract(bd(\"0.000\"))"
    :try_start_414
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_414
    .catch Ljava/lang/RuntimeException; {:try_start_414 .. :try_end_414} :catch_414
    goto :next_414
    :catch_414
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_414
    const-string v0, "bd(\"0.1\").multiply(bd(\"0.000\"))"
    :try_start_415
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_415
    .catch Ljava/lang/RuntimeException; {:try_start_415 .. :try_end_415} :catch_415
    goto :next_415
    :catch_415
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_415
    const-string v0, "bd(\"0.1\").divide(bd(\"0.000\"))"
    :try_start_416
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_416
    .catch Ljava/lang/RuntimeException; {:try_start_416 .. :try_end_416} :catch_416
    goto :next_416
    :catch_416
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_416
    const-string v0, "bd(\"0.1\").compareTo(bd(\"0.000\"))"
    :try_start_417
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_417
    .catch Ljava/lang/RuntimeException; {:try_start_417 .. :try_end_417} :catch_417
    goto :next_417
    :catch_417
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_417
    const-string v0, "bd(\"0.1\").equals(bd(\"0.000\"))"
    :try_start_418
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_418
    .catch Ljava/lang/RuntimeException; {:try_start_418 .. :try_end_418} :catch_418
    goto :next_418
    :catch_418
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_418
    const-string v0, "bd(\"0.1\").min(bd(\"0.000\"))"
    :try_start_419
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_419
    .catch Ljava/lang/RuntimeException; {:try_start_419 .. :try_end_419} :catch_419
    goto :next_419
    :catch_419
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_419
    const-string v0, "bd(\"0.1\").max(bd(\"0.000\"))"
    :try_start_420
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_420
    .catch Ljava/lang/RuntimeException; {:try_start_420 .. :try_end_420} :catch_420
    goto :next_420
    :catch_420
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_420
    const-string v0, "bd(\"0.1\").divideToIntegralValue(bd(\"0.000\"))"
    :try_start_421
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_421
    .catch Ljava/lang/RuntimeException; {:try_start_421 .. :try_end_421} :catch_421
    goto :next_421
    :catch_421
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_421
    const-string v0, "bd(\"0.1\").remainder(bd(\"0.000\"))"
    :try_start_422
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_422
    .catch Ljava/lang/RuntimeException; {:try_start_422 .. :try_end_422} :catch_422
    goto :next_422
    :catch_422
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_422
    const-string v0, "bd(\"0.1\").divideAndRemainder(bd(\"0.000\"))"
    :try_start_423
    move-object/16 v2, v0
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "0.000"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_423
    .catch Ljava/lang/RuntimeException; {:try_start_423 .. :try_end_423} :catch_423
    goto :next_423
    :catch_423
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_423
    const-string v0, "bd(\"0.1\").add(bd(\"1\"))"
    :try_start_424
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_424
    .catch Ljava/lang/RuntimeException; {:try_start_424 .. :try_end_424} :catch_424
    goto :next_424
    :catch_424
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_424
    const-string v0, "bd(\"0.1\").subtract(bd(\"1\"))"
    :try_start_425
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_425
    .catch Ljava/lang/RuntimeException; {:try_start_425 .. :try_end_425} :catch_425
    goto :next_425
    :catch_425
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_425
    const-string v0, "bd(\"0.1\").multiply(bd(\"1\"))"
    :try_start_426
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_426
    .catch Ljava/lang/RuntimeException; {:try_start_426 .. :try_end_426} :catch_426
    goto :next_426
    :catch_426
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_426
    const-string v0, "bd(\"0.1\").divide(bd(\"1\"))"
    :try_start_427
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_427
    .catch Ljava/lang/RuntimeException; {:try_start_427 .. :try_end_427} :catch_427
    goto :next_427
    :catch_427
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_427
    const-string v0, "bd(\"0.1\").compareTo(bd(\"1\"))"
    :try_start_428
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_428
    .catch Ljava/lang/RuntimeException; {:try_start_428 .. :try_end_428} :catch_428
    goto :next_428
    :catch_428
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_428
    const-string v0, "bd(\"0.1\").equals(bd(\"1\"))"
    :try_start_429
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_429
    .catch Ljava/lang/RuntimeException; {:try_start_429 .. :try_end_429} :catch_429
    goto :next_429
    :catch_429
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_429
    const-string v0, "bd(\"0.1\").min(bd(\"1\"))"
    :try_start_430
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_430
    .catch Ljava/lang/RuntimeException; {:try_start_430 .. :try_end_430} :catch_430
    goto :next_430
    :catch_430
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_430
    const-string v0, "bd(\"0.1\").max(bd(\"1\"))"
    :try_start_431
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_431
    .catch Ljava/lang/RuntimeException; {:try_start_431 .. :try_end_431} :catch_431
    goto :next_431
    :catch_431
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_431
    const-string v0, "bd(\"0.1\").divideToIntegralValue(bd(\"1\"))"
    :try_start_432
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_432
    .catch Ljava/lang/RuntimeException; {:try_start_432 .. :try_end_432} :catch_432
    goto :next_432
    :catch_432
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_432
    const-string v0, "bd(\"0.1\").remainder(bd(\"1\"))"
    :try_start_433
    move-object/16 v2, v0
    const-string v6, "0.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_433
    .catch Ljava/lang/RuntimeException; {:try_start_433 .. :try_end_433} :catch_433
    goto :next_433
    :catch_433
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_433
    const-string v0, "bd(\"0.1\").divideAndRemainder(bd(\"1\"))"
    :try_start_434
    move-object/16 v2, v0
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_434
    .catch Ljava/lang/RuntimeException; {:try_start_434 .. :try_end_434} :catch_434
    goto :next_434
    :catch_434
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_434
    const-string v0, "bd(\"1.00\").add(bd(\"1.00\"))"
    :try_start_435
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_435
    .catch Ljava/lang/RuntimeException; {:try_start_435 .. :try_end_435} :catch_435
    goto :next_435
    :catch_435
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_435
    const-string v0, "bd(\"1.00\").subtract(bd(\"1.00\"))"
    :try_start_436
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_436
    .catch Ljava/lang/RuntimeException; {:try_start_436 .. :try_end_436} :catch_436
    goto :next_436
    :catch_436
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_436
    const-string v0, "bd(\"1.00\").multiply(bd(\"1.00\"))"
    :try_start_437
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_437
    .catch Ljava/lang/RuntimeException; {:try_start_437 .. :try_end_437} :catch_437
    goto :next_437
    :catch_437
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_437
    const-string v0, "bd(\"1.00\").divide(bd(\"1.00\"))"
    :try_start_438
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_438
    .catch Ljava/lang/RuntimeException; {:try_start_438 .. :try_end_438} :catch_438
    goto :next_438
    :catch_438
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_438
    const-string v0, "bd(\"1.00\").compareTo(bd(\"1.00\"))"
    :try_start_439
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
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
    .registers 9
    const-string v0, "bd(\"1.00\").equals(bd(\"1.00\"))"
    :try_start_440
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_440
    .catch Ljava/lang/RuntimeException; {:try_start_440 .. :try_end_440} :catch_440
    goto :next_440
    :catch_440
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_440
    const-string v0, "bd(\"1.00\").min(bd(\"1.00\"))"
    :try_start_441
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_441
    .catch Ljava/lang/RuntimeException; {:try_start_441 .. :try_end_441} :catch_441
    goto :next_441
    :catch_441
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_441
    const-string v0, "bd(\"1.00\").max(bd(\"1.00\"))"
    :try_start_442
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_442
    .catch Ljava/lang/RuntimeException; {:try_start_442 .. :try_end_442} :catch_442
    goto :next_442
    :catch_442
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_442
    const-string v0, "bd(\"1.00\").divideToIntegralValue(bd(\"1.00\"))"
    :try_start_443
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_443
    .catch Ljava/lang/RuntimeException; {:try_start_443 .. :try_end_443} :catch_443
    goto :next_443
    :catch_443
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_443
    const-string v0, "bd(\"1.00\").remainder(bd(\"1.00\"))"
    :try_start_444
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_444
    .catch Ljava/lang/RuntimeException; {:try_start_444 .. :try_end_444} :catch_444
    goto :next_444
    :catch_444
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_444
    const-string v0, "bd(\"1.00\").divideAndRemainder(bd(\"1.00\"))"
    :try_start_445
    move-object/16 v2, v0
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "1.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_445
    .catch Ljava/lang/RuntimeException; {:try_start_445 .. :try_end_445} :catch_445
    goto :next_445
    :catch_445
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_445
    const-string v0, "bd(\"1.00\").add(bd(\"0\"))"
    :try_start_446
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_446
    .catch Ljava/lang/RuntimeException; {:try_start_446 .. :try_end_446} :catch_446
    goto :next_446
    :catch_446
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_446
    const-string v0, "bd(\"1.00\").subtract(bd(\"0\"))"
    :try_start_447
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_447
    .catch Ljava/lang/RuntimeException; {:try_start_447 .. :try_end_447} :catch_447
    goto :next_447
    :catch_447
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_447
    const-string v0, "bd(\"1.00\").multiply(bd(\"0\"))"
    :try_start_448
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_448
    .catch Ljava/lang/RuntimeException; {:try_start_448 .. :try_end_448} :catch_448
    goto :next_448
    :catch_448
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_448
    const-string v0, "bd(\"1.00\").divide(bd(\"0\"))"
    :try_start_449
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_449
    .catch Ljava/lang/RuntimeException; {:try_start_449 .. :try_end_449} :catch_449
    goto :next_449
    :catch_449
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_449
    const-string v0, "bd(\"1.00\").compareTo(bd(\"0\"))"
    :try_start_450
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_450
    .catch Ljava/lang/RuntimeException; {:try_start_450 .. :try_end_450} :catch_450
    goto :next_450
    :catch_450
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_450
    const-string v0, "bd(\"1.00\").equals(bd(\"0\"))"
    :try_start_451
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_451
    .catch Ljava/lang/RuntimeException; {:try_start_451 .. :try_end_451} :catch_451
    goto :next_451
    :catch_451
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_451
    const-string v0, "bd(\"1.00\").min(bd(\"0\"))"
    :try_start_452
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_452
    .catch Ljava/lang/RuntimeException; {:try_start_452 .. :try_end_452} :catch_452
    goto :next_452
    :catch_452
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_452
    const-string v0, "bd(\"1.00\").max(bd(\"0\"))"
    :try_start_453
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_453
    .catch Ljava/lang/RuntimeException; {:try_start_453 .. :try_end_453} :catch_453
    goto :next_453
    :catch_453
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_453
    const-string v0, "bd(\"1.00\").divideToIntegralValue(bd(\"0\"))"
    :try_start_454
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_454
    .catch Ljava/lang/RuntimeException; {:try_start_454 .. :try_end_454} :catch_454
    goto :next_454
    :catch_454
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_454
    const-string v0, "bd(\"1.00\").remainder(bd(\"0\"))"
    :try_start_455
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_455
    .catch Ljava/lang/RuntimeException; {:try_start_455 .. :try_end_455} :catch_455
    goto :next_455
    :catch_455
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_455
    const-string v0, "bd(\"1.00\").divideAndRemainder(bd(\"0\"))"
    :try_start_456
    move-object/16 v2, v0
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_456
    .catch Ljava/lang/RuntimeException; {:try_start_456 .. :try_end_456} :catch_456
    goto :next_456
    :catch_456
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_456
    const-string v0, "bd(\"1.00\").add(bd(\"-2.5\"))"
    :try_start_457
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_457
    .catch Ljava/lang/RuntimeException; {:try_start_457 .. :try_end_457} :catch_457
    goto :next_457
    :catch_457
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_457
    const-string v0, "bd(\"1.00\").subtract(bd(\"-2.5\"))"
    :try_start_458
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_458
    .catch Ljava/lang/RuntimeException; {:try_start_458 .. :try_end_458} :catch_458
    goto :next_458
    :catch_458
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_458
    const-string v0, "bd(\"1.00\").multiply(bd(\"-2.5\"))"
    :try_start_459
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_459
    .catch Ljava/lang/RuntimeException; {:try_start_459 .. :try_end_459} :catch_459
    goto :next_459
    :catch_459
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_459
    const-string v0, "bd(\"1.00\").divide(bd(\"-2.5\"))"
    :try_start_460
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_460
    .catch Ljava/lang/RuntimeException; {:try_start_460 .. :try_end_460} :catch_460
    goto :next_460
    :catch_460
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_460
    const-string v0, "bd(\"1.00\").compareTo(bd(\"-2.5\"))"
    :try_start_461
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_461
    .catch Ljava/lang/RuntimeException; {:try_start_461 .. :try_end_461} :catch_461
    goto :next_461
    :catch_461
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_461
    const-string v0, "bd(\"1.00\").equals(bd(\"-2.5\"))"
    :try_start_462
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_462
    .catch Ljava/lang/RuntimeException; {:try_start_462 .. :try_end_462} :catch_462
    goto :next_462
    :catch_462
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_462
    const-string v0, "bd(\"1.00\").min(bd(\"-2.5\"))"
    :try_start_463
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_463
    .catch Ljava/lang/RuntimeException; {:try_start_463 .. :try_end_463} :catch_463
    goto :next_463
    :catch_463
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_463
    const-string v0, "bd(\"1.00\").max(bd(\"-2.5\"))"
    :try_start_464
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_464
    .catch Ljava/lang/RuntimeException; {:try_start_464 .. :try_end_464} :catch_464
    goto :next_464
    :catch_464
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_464
    const-string v0, "bd(\"1.00\").divideToIntegralValue(bd(\"-2.5\"))"
    :try_start_465
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_465
    .catch Ljava/lang/RuntimeException; {:try_start_465 .. :try_end_465} :catch_465
    goto :next_465
    :catch_465
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_465
    const-string v0, "bd(\"1.00\").remainder(bd(\"-2.5\"))"
    :try_start_466
    move-object/16 v2, v0
    const-string v6, "1.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_466
    .catch Ljava/lang/RuntimeException; {:try_start_466 .. :try_end_466} :catch_466
    goto :next_466
    :catch_466
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_466
    const-string v0, "bd(\"1.00\").divideAndRemainder(bd(\"-2.5\"))"
    :try_start_467
    move-object/16 v2, v0
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "-2.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_467
    .catch Ljava/lang/RuntimeException; {:try_start_467 .. :try_end_467} :catch_467
    goto :next_467
    :catch_467
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_467
    const-string v0, "bd(\"-7E+2\").add(bd(\"-7E+2\"))"
    :try_start_468
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_468
    .catch Ljava/lang/RuntimeException; {:try_start_468 .. :try_end_468} :catch_468
    goto :next_468
    :catch_468
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_468
    const-string v0, "bd(\"-7E+2\").subtract(bd(\"-7E+2\"))"
    :try_start_469
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_469
    .catch Ljava/lang/RuntimeException; {:try_start_469 .. :try_end_469} :catch_469
    goto :next_469
    :catch_469
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_469
    const-string v0, "bd(\"-7E+2\").multiply(bd(\"-7E+2\"))"
    :try_start_470
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_470
    .catch Ljava/lang/RuntimeException; {:try_start_470 .. :try_end_470} :catch_470
    goto :next_470
    :catch_470
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_470
    const-string v0, "bd(\"-7E+2\").divide(bd(\"-7E+2\"))"
    :try_start_471
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_471
    .catch Ljava/lang/RuntimeException; {:try_start_471 .. :try_end_471} :catch_471
    goto :next_471
    :catch_471
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_471
    const-string v0, "bd(\"-7E+2\").compareTo(bd(\"-7E+2\"))"
    :try_start_472
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_472
    .catch Ljava/lang/RuntimeException; {:try_start_472 .. :try_end_472} :catch_472
    goto :next_472
    :catch_472
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_472
    const-string v0, "bd(\"-7E+2\").equals(bd(\"-7E+2\"))"
    :try_start_473
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_473
    .catch Ljava/lang/RuntimeException; {:try_start_473 .. :try_end_473} :catch_473
    goto :next_473
    :catch_473
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_473
    const-string v0, "bd(\"-7E+2\").min(bd(\"-7E+2\"))"
    :try_start_474
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_474
    .catch Ljava/lang/RuntimeException; {:try_start_474 .. :try_end_474} :catch_474
    goto :next_474
    :catch_474
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_474
    const-string v0, "bd(\"-7E+2\").max(bd(\"-7E+2\"))"
    :try_start_475
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_475
    .catch Ljava/lang/RuntimeException; {:try_start_475 .. :try_end_475} :catch_475
    goto :next_475
    :catch_475
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_475
    const-string v0, "bd(\"-7E+2\").divideToIntegralValue(bd(\"-7E+2\"))"
    :try_start_476
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_476
    .catch Ljava/lang/RuntimeException; {:try_start_476 .. :try_end_476} :catch_476
    goto :next_476
    :catch_476
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_476
    const-string v0, "bd(\"-7E+2\").remainder(bd(\"-7E+2\"))"
    :try_start_477
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_477
    .catch Ljava/lang/RuntimeException; {:try_start_477 .. :try_end_477} :catch_477
    goto :next_477
    :catch_477
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_477
    const-string v0, "bd(\"-7E+2\").divideAndRemainder(bd(\"-7E+2\"))"
    :try_start_478
    move-object/16 v2, v0
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "-7E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_478
    .catch Ljava/lang/RuntimeException; {:try_start_478 .. :try_end_478} :catch_478
    goto :next_478
    :catch_478
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_478
    const-string v0, "bd(\"-7E+2\").add(bd(\"1\"))"
    :try_start_479
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
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
    .registers 9
    const-string v0, "bd(\"-7E+2\").subtract(bd(\"1\"))"
    :try_start_480
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_480
    .catch Ljava/lang/RuntimeException; {:try_start_480 .. :try_end_480} :catch_480
    goto :next_480
    :catch_480
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_480
    const-string v0, "bd(\"-7E+2\").multiply(bd(\"1\"))"
    :try_start_481
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_481
    .catch Ljava/lang/RuntimeException; {:try_start_481 .. :try_end_481} :catch_481
    goto :next_481
    :catch_481
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_481
    const-string v0, "bd(\"-7E+2\").divide(bd(\"1\"))"
    :try_start_482
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_482
    .catch Ljava/lang/RuntimeException; {:try_start_482 .. :try_end_482} :catch_482
    goto :next_482
    :catch_482
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_482
    const-string v0, "bd(\"-7E+2\").compareTo(bd(\"1\"))"
    :try_start_483
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_483
    .catch Ljava/lang/RuntimeException; {:try_start_483 .. :try_end_483} :catch_483
    goto :next_483
    :catch_483
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_483
    const-string v0, "bd(\"-7E+2\").equals(bd(\"1\"))"
    :try_start_484
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_484
    .catch Ljava/lang/RuntimeException; {:try_start_484 .. :try_end_484} :catch_484
    goto :next_484
    :catch_484
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_484
    const-string v0, "bd(\"-7E+2\").min(bd(\"1\"))"
    :try_start_485
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_485
    .catch Ljava/lang/RuntimeException; {:try_start_485 .. :try_end_485} :catch_485
    goto :next_485
    :catch_485
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_485
    const-string v0, "bd(\"-7E+2\").max(bd(\"1\"))"
    :try_start_486
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_486
    .catch Ljava/lang/RuntimeException; {:try_start_486 .. :try_end_486} :catch_486
    goto :next_486
    :catch_486
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_486
    const-string v0, "bd(\"-7E+2\").divideToIntegralValue(bd(\"1\"))"
    :try_start_487
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_487
    .catch Ljava/lang/RuntimeException; {:try_start_487 .. :try_end_487} :catch_487
    goto :next_487
    :catch_487
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_487
    const-string v0, "bd(\"-7E+2\").remainder(bd(\"1\"))"
    :try_start_488
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_488
    .catch Ljava/lang/RuntimeException; {:try_start_488 .. :try_end_488} :catch_488
    goto :next_488
    :catch_488
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_488
    const-string v0, "bd(\"-7E+2\").divideAndRemainder(bd(\"1\"))"
    :try_start_489
    move-object/16 v2, v0
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_489
    .catch Ljava/lang/RuntimeException; {:try_start_489 .. :try_end_489} :catch_489
    goto :next_489
    :catch_489
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_489
    const-string v0, "bd(\"-7E+2\").add(bd(\"3\"))"
    :try_start_490
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_490
    .catch Ljava/lang/RuntimeException; {:try_start_490 .. :try_end_490} :catch_490
    goto :next_490
    :catch_490
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_490
    const-string v0, "bd(\"-7E+2\").subtract(bd(\"3\"))"
    :try_start_491
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_491
    .catch Ljava/lang/RuntimeException; {:try_start_491 .. :try_end_491} :catch_491
    goto :next_491
    :catch_491
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_491
    const-string v0, "bd(\"-7E+2\").multiply(bd(\"3\"))"
    :try_start_492
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_492
    .catch Ljava/lang/RuntimeException; {:try_start_492 .. :try_end_492} :catch_492
    goto :next_492
    :catch_492
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_492
    const-string v0, "bd(\"-7E+2\").divide(bd(\"3\"))"
    :try_start_493
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_493
    .catch Ljava/lang/RuntimeException; {:try_start_493 .. :try_end_493} :catch_493
    goto :next_493
    :catch_493
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_493
    const-string v0, "bd(\"-7E+2\").compareTo(bd(\"3\"))"
    :try_start_494
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_494
    .catch Ljava/lang/RuntimeException; {:try_start_494 .. :try_end_494} :catch_494
    goto :next_494
    :catch_494
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_494
    const-string v0, "bd(\"-7E+2\").equals(bd(\"3\"))"
    :try_start_495
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_495
    .catch Ljava/lang/RuntimeException; {:try_start_495 .. :try_end_495} :catch_495
    goto :next_495
    :catch_495
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_495
    const-string v0, "bd(\"-7E+2\").min(bd(\"3\"))"
    :try_start_496
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_496
    .catch Ljava/lang/RuntimeException; {:try_start_496 .. :try_end_496} :catch_496
    goto :next_496
    :catch_496
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_496
    const-string v0, "bd(\"-7E+2\").max(bd(\"3\"))"
    :try_start_497
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_497
    .catch Ljava/lang/RuntimeException; {:try_start_497 .. :try_end_497} :catch_497
    goto :next_497
    :catch_497
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_497
    const-string v0, "bd(\"-7E+2\").divideToIntegralValue(bd(\"3\"))"
    :try_start_498
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_498
    .catch Ljava/lang/RuntimeException; {:try_start_498 .. :try_end_498} :catch_498
    goto :next_498
    :catch_498
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_498
    const-string v0, "bd(\"-7E+2\").remainder(bd(\"3\"))"
    :try_start_499
    move-object/16 v2, v0
    const-string v6, "-7E+2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_499
    .catch Ljava/lang/RuntimeException; {:try_start_499 .. :try_end_499} :catch_499
    goto :next_499
    :catch_499
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_499
    const-string v0, "bd(\"-7E+2\").divideAndRemainder(bd(\"3\"))"
    :try_start_500
    move-object/16 v2, v0
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_500
    .catch Ljava/lang/RuntimeException; {:try_start_500 .. :try_end_500} :catch_500
    goto :next_500
    :catch_500
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_500
    const-string v0, "bd(\"123.456\").add(bd(\"123.456\"))"
    :try_start_501
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_501
    .catch Ljava/lang/RuntimeException; {:try_start_501 .. :try_end_501} :catch_501
    goto :next_501
    :catch_501
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_501
    const-string v0, "bd(\"123.456\").subtract(bd(\"123.456\"))"
    :try_start_502
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_502
    .catch Ljava/lang/RuntimeException; {:try_start_502 .. :try_end_502} :catch_502
    goto :next_502
    :catch_502
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_502
    const-string v0, "bd(\"123.456\").multiply(bd(\"123.456\"))"
    :try_start_503
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_503
    .catch Ljava/lang/RuntimeException; {:try_start_503 .. :try_end_503} :catch_503
    goto :next_503
    :catch_503
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_503
    const-string v0, "bd(\"123.456\").divide(bd(\"123.456\"))"
    :try_start_504
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_504
    .catch Ljava/lang/RuntimeException; {:try_start_504 .. :try_end_504} :catch_504
    goto :next_504
    :catch_504
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_504
    const-string v0, "bd(\"123.456\").compareTo(bd(\"123.456\"))"
    :try_start_505
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_505
    .catch Ljava/lang/RuntimeException; {:try_start_505 .. :try_end_505} :catch_505
    goto :next_505
    :catch_505
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_505
    const-string v0, "bd(\"123.456\").equals(bd(\"123.456\"))"
    :try_start_506
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_506
    .catch Ljava/lang/RuntimeException; {:try_start_506 .. :try_end_506} :catch_506
    goto :next_506
    :catch_506
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_506
    const-string v0, "bd(\"123.456\").min(bd(\"123.456\"))"
    :try_start_507
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_507
    .catch Ljava/lang/RuntimeException; {:try_start_507 .. :try_end_507} :catch_507
    goto :next_507
    :catch_507
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_507
    const-string v0, "bd(\"123.456\").max(bd(\"123.456\"))"
    :try_start_508
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_508
    .catch Ljava/lang/RuntimeException; {:try_start_508 .. :try_end_508} :catch_508
    goto :next_508
    :catch_508
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_508
    const-string v0, "bd(\"123.456\").divideToIntegralValue(bd(\"123.456\"))"
    :try_start_509
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_509
    .catch Ljava/lang/RuntimeException; {:try_start_509 .. :try_end_509} :catch_509
    goto :next_509
    :catch_509
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_509
    const-string v0, "bd(\"123.456\").remainder(bd(\"123.456\"))"
    :try_start_510
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_510
    .catch Ljava/lang/RuntimeException; {:try_start_510 .. :try_end_510} :catch_510
    goto :next_510
    :catch_510
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_510
    const-string v0, "bd(\"123.456\").divideAndRemainder(bd(\"123.456\"))"
    :try_start_511
    move-object/16 v2, v0
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "123.456"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_511
    .catch Ljava/lang/RuntimeException; {:try_start_511 .. :try_end_511} :catch_511
    goto :next_511
    :catch_511
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_511
    const-string v0, "bd(\"123.456\").add(bd(\"-2.5\"))"
    :try_start_512
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_512
    .catch Ljava/lang/RuntimeException; {:try_start_512 .. :try_end_512} :catch_512
    goto :next_512
    :catch_512
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_512
    const-string v0, "bd(\"123.456\").subtract(bd(\"-2.5\"))"
    :try_start_513
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_513
    .catch Ljava/lang/RuntimeException; {:try_start_513 .. :try_end_513} :catch_513
    goto :next_513
    :catch_513
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_513
    const-string v0, "bd(\"123.456\").multiply(bd(\"-2.5\"))"
    :try_start_514
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_514
    .catch Ljava/lang/RuntimeException; {:try_start_514 .. :try_end_514} :catch_514
    goto :next_514
    :catch_514
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_514
    const-string v0, "bd(\"123.456\").divide(bd(\"-2.5\"))"
    :try_start_515
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_515
    .catch Ljava/lang/RuntimeException; {:try_start_515 .. :try_end_515} :catch_515
    goto :next_515
    :catch_515
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_515
    const-string v0, "bd(\"123.456\").compareTo(bd(\"-2.5\"))"
    :try_start_516
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_516
    .catch Ljava/lang/RuntimeException; {:try_start_516 .. :try_end_516} :catch_516
    goto :next_516
    :catch_516
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_516
    const-string v0, "bd(\"123.456\").equals(bd(\"-2.5\"))"
    :try_start_517
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_517
    .catch Ljava/lang/RuntimeException; {:try_start_517 .. :try_end_517} :catch_517
    goto :next_517
    :catch_517
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_517
    const-string v0, "bd(\"123.456\").min(bd(\"-2.5\"))"
    :try_start_518
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_518
    .catch Ljava/lang/RuntimeException; {:try_start_518 .. :try_end_518} :catch_518
    goto :next_518
    :catch_518
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_518
    const-string v0, "bd(\"123.456\").max(bd(\"-2.5\"))"
    :try_start_519
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
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
    .registers 9
    const-string v0, "bd(\"123.456\").divideToIntegralValue(bd(\"-2.5\"))"
    :try_start_520
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_520
    .catch Ljava/lang/RuntimeException; {:try_start_520 .. :try_end_520} :catch_520
    goto :next_520
    :catch_520
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_520
    const-string v0, "bd(\"123.456\").remainder(bd(\"-2.5\"))"
    :try_start_521
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-2.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_521
    .catch Ljava/lang/RuntimeException; {:try_start_521 .. :try_end_521} :catch_521
    goto :next_521
    :catch_521
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_521
    const-string v0, "bd(\"123.456\").divideAndRemainder(bd(\"-2.5\"))"
    :try_start_522
    move-object/16 v2, v0
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "-2.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_522
    .catch Ljava/lang/RuntimeException; {:try_start_522 .. :try_end_522} :catch_522
    goto :next_522
    :catch_522
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_522
    const-string v0, "bd(\"123.456\").add(bd(\"0.1\"))"
    :try_start_523
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_523
    .catch Ljava/lang/RuntimeException; {:try_start_523 .. :try_end_523} :catch_523
    goto :next_523
    :catch_523
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_523
    const-string v0, "bd(\"123.456\").subtract(bd(\"0.1\"))"
    :try_start_524
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_524
    .catch Ljava/lang/RuntimeException; {:try_start_524 .. :try_end_524} :catch_524
    goto :next_524
    :catch_524
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_524
    const-string v0, "bd(\"123.456\").multiply(bd(\"0.1\"))"
    :try_start_525
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_525
    .catch Ljava/lang/RuntimeException; {:try_start_525 .. :try_end_525} :catch_525
    goto :next_525
    :catch_525
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_525
    const-string v0, "bd(\"123.456\").divide(bd(\"0.1\"))"
    :try_start_526
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_526
    .catch Ljava/lang/RuntimeException; {:try_start_526 .. :try_end_526} :catch_526
    goto :next_526
    :catch_526
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_526
    const-string v0, "bd(\"123.456\").compareTo(bd(\"0.1\"))"
    :try_start_527
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_527
    .catch Ljava/lang/RuntimeException; {:try_start_527 .. :try_end_527} :catch_527
    goto :next_527
    :catch_527
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_527
    const-string v0, "bd(\"123.456\").equals(bd(\"0.1\"))"
    :try_start_528
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_528
    .catch Ljava/lang/RuntimeException; {:try_start_528 .. :try_end_528} :catch_528
    goto :next_528
    :catch_528
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_528
    const-string v0, "bd(\"123.456\").min(bd(\"0.1\"))"
    :try_start_529
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_529
    .catch Ljava/lang/RuntimeException; {:try_start_529 .. :try_end_529} :catch_529
    goto :next_529
    :catch_529
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_529
    const-string v0, "bd(\"123.456\").max(bd(\"0.1\"))"
    :try_start_530
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_530
    .catch Ljava/lang/RuntimeException; {:try_start_530 .. :try_end_530} :catch_530
    goto :next_530
    :catch_530
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_530
    const-string v0, "bd(\"123.456\").divideToIntegralValue(bd(\"0.1\"))"
    :try_start_531
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_531
    .catch Ljava/lang/RuntimeException; {:try_start_531 .. :try_end_531} :catch_531
    goto :next_531
    :catch_531
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_531
    const-string v0, "bd(\"123.456\").remainder(bd(\"0.1\"))"
    :try_start_532
    move-object/16 v2, v0
    const-string v6, "123.456"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_532
    .catch Ljava/lang/RuntimeException; {:try_start_532 .. :try_end_532} :catch_532
    goto :next_532
    :catch_532
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_532
    const-string v0, "bd(\"123.456\").divideAndRemainder(bd(\"0.1\"))"
    :try_start_533
    move-object/16 v2, v0
    const-string v7, "123.456"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "0.1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_533
    .catch Ljava/lang/RuntimeException; {:try_start_533 .. :try_end_533} :catch_533
    goto :next_533
    :catch_533
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_533
    const-string v0, "bd(\"8\").add(bd(\"8\"))"
    :try_start_534
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_534
    .catch Ljava/lang/RuntimeException; {:try_start_534 .. :try_end_534} :catch_534
    goto :next_534
    :catch_534
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_534
    const-string v0, "bd(\"8\").subtract(bd(\"8\"))"
    :try_start_535
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_535
    .catch Ljava/lang/RuntimeException; {:try_start_535 .. :try_end_535} :catch_535
    goto :next_535
    :catch_535
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_535
    const-string v0, "bd(\"8\").multiply(bd(\"8\"))"
    :try_start_536
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_536
    .catch Ljava/lang/RuntimeException; {:try_start_536 .. :try_end_536} :catch_536
    goto :next_536
    :catch_536
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_536
    const-string v0, "bd(\"8\").divide(bd(\"8\"))"
    :try_start_537
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_537
    .catch Ljava/lang/RuntimeException; {:try_start_537 .. :try_end_537} :catch_537
    goto :next_537
    :catch_537
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_537
    const-string v0, "bd(\"8\").compareTo(bd(\"8\"))"
    :try_start_538
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_538
    .catch Ljava/lang/RuntimeException; {:try_start_538 .. :try_end_538} :catch_538
    goto :next_538
    :catch_538
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_538
    const-string v0, "bd(\"8\").equals(bd(\"8\"))"
    :try_start_539
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_539
    .catch Ljava/lang/RuntimeException; {:try_start_539 .. :try_end_539} :catch_539
    goto :next_539
    :catch_539
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_539
    const-string v0, "bd(\"8\").min(bd(\"8\"))"
    :try_start_540
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_540
    .catch Ljava/lang/RuntimeException; {:try_start_540 .. :try_end_540} :catch_540
    goto :next_540
    :catch_540
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_540
    const-string v0, "bd(\"8\").max(bd(\"8\"))"
    :try_start_541
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_541
    .catch Ljava/lang/RuntimeException; {:try_start_541 .. :try_end_541} :catch_541
    goto :next_541
    :catch_541
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_541
    const-string v0, "bd(\"8\").divideToIntegralValue(bd(\"8\"))"
    :try_start_542
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_542
    .catch Ljava/lang/RuntimeException; {:try_start_542 .. :try_end_542} :catch_542
    goto :next_542
    :catch_542
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_542
    const-string v0, "bd(\"8\").remainder(bd(\"8\"))"
    :try_start_543
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_543
    .catch Ljava/lang/RuntimeException; {:try_start_543 .. :try_end_543} :catch_543
    goto :next_543
    :catch_543
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_543
    const-string v0, "bd(\"8\").divideAndRemainder(bd(\"8\"))"
    :try_start_544
    move-object/16 v2, v0
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "8"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_544
    .catch Ljava/lang/RuntimeException; {:try_start_544 .. :try_end_544} :catch_544
    goto :next_544
    :catch_544
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_544
    const-string v0, "bd(\"8\").add(bd(\"3\"))"
    :try_start_545
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_545
    .catch Ljava/lang/RuntimeException; {:try_start_545 .. :try_end_545} :catch_545
    goto :next_545
    :catch_545
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_545
    const-string v0, "bd(\"8\").subtract(bd(\"3\"))"
    :try_start_546
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_546
    .catch Ljava/lang/RuntimeException; {:try_start_546 .. :try_end_546} :catch_546
    goto :next_546
    :catch_546
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_546
    const-string v0, "bd(\"8\").multiply(bd(\"3\"))"
    :try_start_547
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_547
    .catch Ljava/lang/RuntimeException; {:try_start_547 .. :try_end_547} :catch_547
    goto :next_547
    :catch_547
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_547
    const-string v0, "bd(\"8\").divide(bd(\"3\"))"
    :try_start_548
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_548
    .catch Ljava/lang/RuntimeException; {:try_start_548 .. :try_end_548} :catch_548
    goto :next_548
    :catch_548
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_548
    const-string v0, "bd(\"8\").compareTo(bd(\"3\"))"
    :try_start_549
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_549
    .catch Ljava/lang/RuntimeException; {:try_start_549 .. :try_end_549} :catch_549
    goto :next_549
    :catch_549
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_549
    const-string v0, "bd(\"8\").equals(bd(\"3\"))"
    :try_start_550
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_550
    .catch Ljava/lang/RuntimeException; {:try_start_550 .. :try_end_550} :catch_550
    goto :next_550
    :catch_550
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_550
    const-string v0, "bd(\"8\").min(bd(\"3\"))"
    :try_start_551
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_551
    .catch Ljava/lang/RuntimeException; {:try_start_551 .. :try_end_551} :catch_551
    goto :next_551
    :catch_551
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_551
    const-string v0, "bd(\"8\").max(bd(\"3\"))"
    :try_start_552
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_552
    .catch Ljava/lang/RuntimeException; {:try_start_552 .. :try_end_552} :catch_552
    goto :next_552
    :catch_552
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_552
    const-string v0, "bd(\"8\").divideToIntegralValue(bd(\"3\"))"
    :try_start_553
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_553
    .catch Ljava/lang/RuntimeException; {:try_start_553 .. :try_end_553} :catch_553
    goto :next_553
    :catch_553
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_553
    const-string v0, "bd(\"8\").remainder(bd(\"3\"))"
    :try_start_554
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_554
    .catch Ljava/lang/RuntimeException; {:try_start_554 .. :try_end_554} :catch_554
    goto :next_554
    :catch_554
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_554
    const-string v0, "bd(\"8\").divideAndRemainder(bd(\"3\"))"
    :try_start_555
    move-object/16 v2, v0
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_555
    .catch Ljava/lang/RuntimeException; {:try_start_555 .. :try_end_555} :catch_555
    goto :next_555
    :catch_555
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_555
    const-string v0, "bd(\"8\").add(bd(\"1.00\"))"
    :try_start_556
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_556
    .catch Ljava/lang/RuntimeException; {:try_start_556 .. :try_end_556} :catch_556
    goto :next_556
    :catch_556
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_556
    const-string v0, "bd(\"8\").subtract(bd(\"1.00\"))"
    :try_start_557
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_557
    .catch Ljava/lang/RuntimeException; {:try_start_557 .. :try_end_557} :catch_557
    goto :next_557
    :catch_557
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_557
    const-string v0, "bd(\"8\").multiply(bd(\"1.00\"))"
    :try_start_558
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_558
    .catch Ljava/lang/RuntimeException; {:try_start_558 .. :try_end_558} :catch_558
    goto :next_558
    :catch_558
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_558
    const-string v0, "bd(\"8\").divide(bd(\"1.00\"))"
    :try_start_559
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
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
    .registers 9
    const-string v0, "bd(\"8\").compareTo(bd(\"1.00\"))"
    :try_start_560
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_560
    .catch Ljava/lang/RuntimeException; {:try_start_560 .. :try_end_560} :catch_560
    goto :next_560
    :catch_560
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_560
    const-string v0, "bd(\"8\").equals(bd(\"1.00\"))"
    :try_start_561
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_561
    .catch Ljava/lang/RuntimeException; {:try_start_561 .. :try_end_561} :catch_561
    goto :next_561
    :catch_561
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_561
    const-string v0, "bd(\"8\").min(bd(\"1.00\"))"
    :try_start_562
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_562
    .catch Ljava/lang/RuntimeException; {:try_start_562 .. :try_end_562} :catch_562
    goto :next_562
    :catch_562
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_562
    const-string v0, "bd(\"8\").max(bd(\"1.00\"))"
    :try_start_563
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_563
    .catch Ljava/lang/RuntimeException; {:try_start_563 .. :try_end_563} :catch_563
    goto :next_563
    :catch_563
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_563
    const-string v0, "bd(\"8\").divideToIntegralValue(bd(\"1.00\"))"
    :try_start_564
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_564
    .catch Ljava/lang/RuntimeException; {:try_start_564 .. :try_end_564} :catch_564
    goto :next_564
    :catch_564
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_564
    const-string v0, "bd(\"8\").remainder(bd(\"1.00\"))"
    :try_start_565
    move-object/16 v2, v0
    const-string v6, "8"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_565
    .catch Ljava/lang/RuntimeException; {:try_start_565 .. :try_end_565} :catch_565
    goto :next_565
    :catch_565
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_565
    const-string v0, "bd(\"8\").divideAndRemainder(bd(\"1.00\"))"
    :try_start_566
    move-object/16 v2, v0
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "1.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_566
    .catch Ljava/lang/RuntimeException; {:try_start_566 .. :try_end_566} :catch_566
    goto :next_566
    :catch_566
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_566
    const-string v0, "bd(\"0.000\").add(bd(\"0.000\"))"
    :try_start_567
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_567
    .catch Ljava/lang/RuntimeException; {:try_start_567 .. :try_end_567} :catch_567
    goto :next_567
    :catch_567
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_567
    const-string v0, "bd(\"0.000\").subtract(bd(\"0.000\"))"
    :try_start_568
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_568
    .catch Ljava/lang/RuntimeException; {:try_start_568 .. :try_end_568} :catch_568
    goto :next_568
    :catch_568
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_568
    const-string v0, "bd(\"0.000\").multiply(bd(\"0.000\"))"
    :try_start_569
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_569
    .catch Ljava/lang/RuntimeException; {:try_start_569 .. :try_end_569} :catch_569
    goto :next_569
    :catch_569
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_569
    const-string v0, "bd(\"0.000\").divide(bd(\"0.000\"))"
    :try_start_570
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_570
    .catch Ljava/lang/RuntimeException; {:try_start_570 .. :try_end_570} :catch_570
    goto :next_570
    :catch_570
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_570
    const-string v0, "bd(\"0.000\").compareTo(bd(\"0.000\"))"
    :try_start_571
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_571
    .catch Ljava/lang/RuntimeException; {:try_start_571 .. :try_end_571} :catch_571
    goto :next_571
    :catch_571
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_571
    const-string v0, "bd(\"0.000\").equals(bd(\"0.000\"))"
    :try_start_572
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_572
    .catch Ljava/lang/RuntimeException; {:try_start_572 .. :try_end_572} :catch_572
    goto :next_572
    :catch_572
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_572
    const-string v0, "bd(\"0.000\").min(bd(\"0.000\"))"
    :try_start_573
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_573
    .catch Ljava/lang/RuntimeException; {:try_start_573 .. :try_end_573} :catch_573
    goto :next_573
    :catch_573
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_573
    const-string v0, "bd(\"0.000\").max(bd(\"0.000\"))"
    :try_start_574
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_574
    .catch Ljava/lang/RuntimeException; {:try_start_574 .. :try_end_574} :catch_574
    goto :next_574
    :catch_574
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_574
    const-string v0, "bd(\"0.000\").divideToIntegralValue(bd(\"0.000\"))"
    :try_start_575
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_575
    .catch Ljava/lang/RuntimeException; {:try_start_575 .. :try_end_575} :catch_575
    goto :next_575
    :catch_575
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_575
    const-string v0, "bd(\"0.000\").remainder(bd(\"0.000\"))"
    :try_start_576
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_576
    .catch Ljava/lang/RuntimeException; {:try_start_576 .. :try_end_576} :catch_576
    goto :next_576
    :catch_576
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_576
    const-string v0, "bd(\"0.000\").divideAndRemainder(bd(\"0.000\"))"
    :try_start_577
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "0.000"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_577
    .catch Ljava/lang/RuntimeException; {:try_start_577 .. :try_end_577} :catch_577
    goto :next_577
    :catch_577
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_577
    const-string v0, "bd(\"0.000\").add(bd(\"0.1\"))"
    :try_start_578
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_578
    .catch Ljava/lang/RuntimeException; {:try_start_578 .. :try_end_578} :catch_578
    goto :next_578
    :catch_578
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_578
    const-string v0, "bd(\"0.000\").subtract(bd(\"0.1\"))"
    :try_start_579
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_579
    .catch Ljava/lang/RuntimeException; {:try_start_579 .. :try_end_579} :catch_579
    goto :next_579
    :catch_579
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_579
    const-string v0, "bd(\"0.000\").multiply(bd(\"0.1\"))"
    :try_start_580
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_580
    .catch Ljava/lang/RuntimeException; {:try_start_580 .. :try_end_580} :catch_580
    goto :next_580
    :catch_580
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_580
    const-string v0, "bd(\"0.000\").divide(bd(\"0.1\"))"
    :try_start_581
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_581
    .catch Ljava/lang/RuntimeException; {:try_start_581 .. :try_end_581} :catch_581
    goto :next_581
    :catch_581
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_581
    const-string v0, "bd(\"0.000\").compareTo(bd(\"0.1\"))"
    :try_start_582
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_582
    .catch Ljava/lang/RuntimeException; {:try_start_582 .. :try_end_582} :catch_582
    goto :next_582
    :catch_582
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_582
    const-string v0, "bd(\"0.000\").equals(bd(\"0.1\"))"
    :try_start_583
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_583
    .catch Ljava/lang/RuntimeException; {:try_start_583 .. :try_end_583} :catch_583
    goto :next_583
    :catch_583
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_583
    const-string v0, "bd(\"0.000\").min(bd(\"0.1\"))"
    :try_start_584
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_584
    .catch Ljava/lang/RuntimeException; {:try_start_584 .. :try_end_584} :catch_584
    goto :next_584
    :catch_584
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_584
    const-string v0, "bd(\"0.000\").max(bd(\"0.1\"))"
    :try_start_585
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_585
    .catch Ljava/lang/RuntimeException; {:try_start_585 .. :try_end_585} :catch_585
    goto :next_585
    :catch_585
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_585
    const-string v0, "bd(\"0.000\").divideToIntegralValue(bd(\"0.1\"))"
    :try_start_586
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_586
    .catch Ljava/lang/RuntimeException; {:try_start_586 .. :try_end_586} :catch_586
    goto :next_586
    :catch_586
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_586
    const-string v0, "bd(\"0.000\").remainder(bd(\"0.1\"))"
    :try_start_587
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.1"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_587
    .catch Ljava/lang/RuntimeException; {:try_start_587 .. :try_end_587} :catch_587
    goto :next_587
    :catch_587
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_587
    const-string v0, "bd(\"0.000\").divideAndRemainder(bd(\"0.1\"))"
    :try_start_588
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "0.1"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_588
    .catch Ljava/lang/RuntimeException; {:try_start_588 .. :try_end_588} :catch_588
    goto :next_588
    :catch_588
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_588
    const-string v0, "bd(\"0.000\").add(bd(\"-7E+2\"))"
    :try_start_589
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_589
    .catch Ljava/lang/RuntimeException; {:try_start_589 .. :try_end_589} :catch_589
    goto :next_589
    :catch_589
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_589
    const-string v0, "bd(\"0.000\").subtract(bd(\"-7E+2\"))"
    :try_start_590
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->subtract(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_590
    .catch Ljava/lang/RuntimeException; {:try_start_590 .. :try_end_590} :catch_590
    goto :next_590
    :catch_590
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_590
    const-string v0, "bd(\"0.000\").multiply(bd(\"-7E+2\"))"
    :try_start_591
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_591
    .catch Ljava/lang/RuntimeException; {:try_start_591 .. :try_end_591} :catch_591
    goto :next_591
    :catch_591
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_591
    const-string v0, "bd(\"0.000\").divide(bd(\"-7E+2\"))"
    :try_start_592
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_592
    .catch Ljava/lang/RuntimeException; {:try_start_592 .. :try_end_592} :catch_592
    goto :next_592
    :catch_592
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_592
    const-string v0, "bd(\"0.000\").compareTo(bd(\"-7E+2\"))"
    :try_start_593
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_593
    .catch Ljava/lang/RuntimeException; {:try_start_593 .. :try_end_593} :catch_593
    goto :next_593
    :catch_593
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_593
    const-string v0, "bd(\"0.000\").equals(bd(\"-7E+2\"))"
    :try_start_594
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_594
    .catch Ljava/lang/RuntimeException; {:try_start_594 .. :try_end_594} :catch_594
    goto :next_594
    :catch_594
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_594
    const-string v0, "bd(\"0.000\").min(bd(\"-7E+2\"))"
    :try_start_595
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->min(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_595
    .catch Ljava/lang/RuntimeException; {:try_start_595 .. :try_end_595} :catch_595
    goto :next_595
    :catch_595
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_595
    const-string v0, "bd(\"0.000\").max(bd(\"-7E+2\"))"
    :try_start_596
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->max(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_596
    .catch Ljava/lang/RuntimeException; {:try_start_596 .. :try_end_596} :catch_596
    goto :next_596
    :catch_596
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_596
    const-string v0, "bd(\"0.000\").divideToIntegralValue(bd(\"-7E+2\"))"
    :try_start_597
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_597
    .catch Ljava/lang/RuntimeException; {:try_start_597 .. :try_end_597} :catch_597
    goto :next_597
    :catch_597
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_597
    const-string v0, "bd(\"0.000\").remainder(bd(\"-7E+2\"))"
    :try_start_598
    move-object/16 v2, v0
    const-string v6, "0.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "-7E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_598
    .catch Ljava/lang/RuntimeException; {:try_start_598 .. :try_end_598} :catch_598
    goto :next_598
    :catch_598
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_598
    const-string v0, "bd(\"0.000\").divideAndRemainder(bd(\"-7E+2\"))"
    :try_start_599
    move-object/16 v2, v0
    const-string v7, "0.000"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v8, "-7E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
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
    .registers 8
    const-string v0, "bd(\"1\").divide(bd(\"32\"))"
    :try_start_600
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "32"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_600
    .catch Ljava/lang/RuntimeException; {:try_start_600 .. :try_end_600} :catch_600
    goto :next_600
    :catch_600
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_600
    const-string v0, "bd(\"100\").divide(bd(\"4\"))"
    :try_start_601
    move-object/16 v2, v0
    const-string v6, "100"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "4"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_601
    .catch Ljava/lang/RuntimeException; {:try_start_601 .. :try_end_601} :catch_601
    goto :next_601
    :catch_601
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_601
    const-string v0, "bd(\"1.000\").divide(bd(\"8\"))"
    :try_start_602
    move-object/16 v2, v0
    const-string v6, "1.000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "8"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_602
    .catch Ljava/lang/RuntimeException; {:try_start_602 .. :try_end_602} :catch_602
    goto :next_602
    :catch_602
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_602
    const-string v0, "bd(\"6E+3\").divide(bd(\"2\"))"
    :try_start_603
    move-object/16 v2, v0
    const-string v6, "6E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_603
    .catch Ljava/lang/RuntimeException; {:try_start_603 .. :try_end_603} :catch_603
    goto :next_603
    :catch_603
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_603
    const-string v0, "bd(\"0.00\").divide(bd(\"5\"))"
    :try_start_604
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_604
    .catch Ljava/lang/RuntimeException; {:try_start_604 .. :try_end_604} :catch_604
    goto :next_604
    :catch_604
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_604
    const-string v0, "bd(\"1\").divide(bd(\"3\"))"
    :try_start_605
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_605
    .catch Ljava/lang/RuntimeException; {:try_start_605 .. :try_end_605} :catch_605
    goto :next_605
    :catch_605
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_605
    const-string v0, "bd(\"1\").divide(bd(\"0\"))"
    :try_start_606
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_606
    .catch Ljava/lang/RuntimeException; {:try_start_606 .. :try_end_606} :catch_606
    goto :next_606
    :catch_606
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_606
    const-string v0, "bd(\"0.0\").divide(bd(\"0\"))"
    :try_start_607
    move-object/16 v2, v0
    const-string v6, "0.0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_607
    .catch Ljava/lang/RuntimeException; {:try_start_607 .. :try_end_607} :catch_607
    goto :next_607
    :catch_607
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_607
    const-string v0, "bd(\"12345678901234567890\").divide(bd(\"0.0005\"))"
    :try_start_608
    move-object/16 v2, v0
    const-string v6, "12345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.0005"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_608
    .catch Ljava/lang/RuntimeException; {:try_start_608 .. :try_end_608} :catch_608
    goto :next_608
    :catch_608
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_608
    const-string v0, "bd(\"-1E-10\").divide(bd(\"1024\"))"
    :try_start_609
    move-object/16 v2, v0
    const-string v6, "-1E-10"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1024"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_609
    .catch Ljava/lang/RuntimeException; {:try_start_609 .. :try_end_609} :catch_609
    goto :next_609
    :catch_609
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_609
    const-string v0, "bd(\"7.5\").divideToIntegralValue(bd(\"0.2\"))"
    :try_start_610
    move-object/16 v2, v0
    const-string v6, "7.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_610
    .catch Ljava/lang/RuntimeException; {:try_start_610 .. :try_end_610} :catch_610
    goto :next_610
    :catch_610
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_610
    const-string v0, "bd(\"-7.5\").remainder(bd(\"0.2\"))"
    :try_start_611
    move-object/16 v2, v0
    const-string v6, "-7.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_611
    .catch Ljava/lang/RuntimeException; {:try_start_611 .. :try_end_611} :catch_611
    goto :next_611
    :catch_611
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_611
    const-string v0, "bd(\"1E+5\").divideToIntegralValue(bd(\"3\"))"
    :try_start_612
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_612
    .catch Ljava/lang/RuntimeException; {:try_start_612 .. :try_end_612} :catch_612
    goto :next_612
    :catch_612
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_612
    const-string v0, "bd(\"1E+5\").divideToIntegralValue(bd(\"1E+2\"))"
    :try_start_613
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_613
    .catch Ljava/lang/RuntimeException; {:try_start_613 .. :try_end_613} :catch_613
    goto :next_613
    :catch_613
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_613
    const-string v0, "bd(\"12345.678\").divideToIntegralValue(bd(\"1E+2\"))"
    :try_start_614
    move-object/16 v2, v0
    const-string v6, "12345.678"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1E+2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_614
    .catch Ljava/lang/RuntimeException; {:try_start_614 .. :try_end_614} :catch_614
    goto :next_614
    :catch_614
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_614
    const-string v0, "bd(\"5\").divideToIntegralValue(bd(\"0\"))"
    :try_start_615
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_615
    .catch Ljava/lang/RuntimeException; {:try_start_615 .. :try_end_615} :catch_615
    goto :next_615
    :catch_615
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_615
    const-string v0, "bd(\"5\").remainder(bd(\"0\"))"
    :try_start_616
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_616
    .catch Ljava/lang/RuntimeException; {:try_start_616 .. :try_end_616} :catch_616
    goto :next_616
    :catch_616
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_616
    const-string v0, "new BigDecimal(0.1)"
    :try_start_617
    move-object/16 v2, v0
    const-wide v5, 4591870180066957722L  # 0.1
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_617
    .catch Ljava/lang/RuntimeException; {:try_start_617 .. :try_end_617} :catch_617
    goto :next_617
    :catch_617
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_617
    const-string v0, "BigDecimal.valueOf(0.1)"
    :try_start_618
    move-object/16 v2, v0
    const-wide v4, 4591870180066957722L  # 0.1
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_618
    .catch Ljava/lang/RuntimeException; {:try_start_618 .. :try_end_618} :catch_618
    goto :next_618
    :catch_618
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_618
    const-string v0, "new BigDecimal(1.0)"
    :try_start_619
    move-object/16 v2, v0
    const-wide v5, 4607182418800017408L  # 1.0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_619
    .catch Ljava/lang/RuntimeException; {:try_start_619 .. :try_end_619} :catch_619
    goto :next_619
    :catch_619
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_619
    const-string v0, "BigDecimal.valueOf(1.0)"
    :try_start_620
    move-object/16 v2, v0
    const-wide v4, 4607182418800017408L  # 1.0
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_620
    .catch Ljava/lang/RuntimeException; {:try_start_620 .. :try_end_620} :catch_620
    goto :next_620
    :catch_620
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_620
    const-string v0, "new BigDecimal(100.0)"
    :try_start_621
    move-object/16 v2, v0
    const-wide v5, 4636737291354636288L  # 100.0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_621
    .catch Ljava/lang/RuntimeException; {:try_start_621 .. :try_end_621} :catch_621
    goto :next_621
    :catch_621
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_621
    const-string v0, "BigDecimal.valueOf(100.0)"
    :try_start_622
    move-object/16 v2, v0
    const-wide v4, 4636737291354636288L  # 100.0
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_622
    .catch Ljava/lang/RuntimeException; {:try_start_622 .. :try_end_622} :catch_622
    goto :next_622
    :catch_622
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_622
    const-string v0, "new BigDecimal(-2.5)"
    :try_start_623
    move-object/16 v2, v0
    const-wide v5, -4610560118520545280L  # -2.5
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_623
    .catch Ljava/lang/RuntimeException; {:try_start_623 .. :try_end_623} :catch_623
    goto :next_623
    :catch_623
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_623
    const-string v0, "BigDecimal.valueOf(-2.5)"
    :try_start_624
    move-object/16 v2, v0
    const-wide v4, -4610560118520545280L  # -2.5
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_624
    .catch Ljava/lang/RuntimeException; {:try_start_624 .. :try_end_624} :catch_624
    goto :next_624
    :catch_624
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_624
    const-string v0, "new BigDecimal(1e-05)"
    :try_start_625
    move-object/16 v2, v0
    const-wide v5, 4532020583610935537L  # 1e-05
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_625
    .catch Ljava/lang/RuntimeException; {:try_start_625 .. :try_end_625} :catch_625
    goto :next_625
    :catch_625
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_625
    const-string v0, "BigDecimal.valueOf(1e-05)"
    :try_start_626
    move-object/16 v2, v0
    const-wide v4, 4532020583610935537L  # 1e-05
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_626
    .catch Ljava/lang/RuntimeException; {:try_start_626 .. :try_end_626} :catch_626
    goto :next_626
    :catch_626
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_626
    const-string v0, "new BigDecimal(123456789.125)"
    :try_start_627
    move-object/16 v2, v0
    const-wide v5, 4728057454355546112L  # 123456789.125
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_627
    .catch Ljava/lang/RuntimeException; {:try_start_627 .. :try_end_627} :catch_627
    goto :next_627
    :catch_627
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_627
    const-string v0, "BigDecimal.valueOf(123456789.125)"
    :try_start_628
    move-object/16 v2, v0
    const-wide v4, 4728057454355546112L  # 123456789.125
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_628
    .catch Ljava/lang/RuntimeException; {:try_start_628 .. :try_end_628} :catch_628
    goto :next_628
    :catch_628
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_628
    const-string v0, "new BigDecimal(1e+20)"
    :try_start_629
    move-object/16 v2, v0
    const-wide v5, 4906019910204099648L  # 1e+20
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_629
    .catch Ljava/lang/RuntimeException; {:try_start_629 .. :try_end_629} :catch_629
    goto :next_629
    :catch_629
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_629
    const-string v0, "BigDecimal.valueOf(1e+20)"
    :try_start_630
    move-object/16 v2, v0
    const-wide v4, 4906019910204099648L  # 1e+20
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_630
    .catch Ljava/lang/RuntimeException; {:try_start_630 .. :try_end_630} :catch_630
    goto :next_630
    :catch_630
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_630
    const-string v0, "new BigDecimal(0.0)"
    :try_start_631
    move-object/16 v2, v0
    const-wide v5, 0L  # 0.0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_631
    .catch Ljava/lang/RuntimeException; {:try_start_631 .. :try_end_631} :catch_631
    goto :next_631
    :catch_631
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_631
    const-string v0, "BigDecimal.valueOf(0.0)"
    :try_start_632
    move-object/16 v2, v0
    const-wide v4, 0L  # 0.0
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_632
    .catch Ljava/lang/RuntimeException; {:try_start_632 .. :try_end_632} :catch_632
    goto :next_632
    :catch_632
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_632
    const-string v0, "new BigDecimal(-0.0)"
    :try_start_633
    move-object/16 v2, v0
    const-wide v5, -9223372036854775808L  # -0.0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_633
    .catch Ljava/lang/RuntimeException; {:try_start_633 .. :try_end_633} :catch_633
    goto :next_633
    :catch_633
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_633
    const-string v0, "BigDecimal.valueOf(-0.0)"
    :try_start_634
    move-object/16 v2, v0
    const-wide v4, -9223372036854775808L  # -0.0
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_634
    .catch Ljava/lang/RuntimeException; {:try_start_634 .. :try_end_634} :catch_634
    goto :next_634
    :catch_634
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_634
    const-string v0, "new BigDecimal(3e-320)"
    :try_start_635
    move-object/16 v2, v0
    const-wide v5, 6072L  # 3e-320
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_635
    .catch Ljava/lang/RuntimeException; {:try_start_635 .. :try_end_635} :catch_635
    goto :next_635
    :catch_635
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_635
    const-string v0, "BigDecimal.valueOf(3e-320)"
    :try_start_636
    move-object/16 v2, v0
    const-wide v4, 6072L  # 3e-320
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_636
    .catch Ljava/lang/RuntimeException; {:try_start_636 .. :try_end_636} :catch_636
    goto :next_636
    :catch_636
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_636
    const-string v0, "new BigDecimal(1.7976931348623157e+308)"
    :try_start_637
    move-object/16 v2, v0
    const-wide v5, 9218868437227405311L  # 1.7976931348623157e+308
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_637
    .catch Ljava/lang/RuntimeException; {:try_start_637 .. :try_end_637} :catch_637
    goto :next_637
    :catch_637
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_637
    const-string v0, "BigDecimal.valueOf(1.7976931348623157e+308)"
    :try_start_638
    move-object/16 v2, v0
    const-wide v4, 9218868437227405311L  # 1.7976931348623157e+308
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_638
    .catch Ljava/lang/RuntimeException; {:try_start_638 .. :try_end_638} :catch_638
    goto :next_638
    :catch_638
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_638
    const-string v0, "new BigDecimal(1e+23)"
    :try_start_639
    move-object/16 v2, v0
    const-wide v5, 4950912855330343670L  # 1e+23
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_639
    .catch Ljava/lang/RuntimeException; {:try_start_639 .. :try_end_639} :catch_639
    goto :next_639
    :catch_639
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_639
    return-void
.end method

.method static part16()V
    .registers 8
    const-string v0, "BigDecimal.valueOf(1e+23)"
    :try_start_640
    move-object/16 v2, v0
    const-wide v4, 4950912855330343670L  # 1e+23
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_640
    .catch Ljava/lang/RuntimeException; {:try_start_640 .. :try_end_640} :catch_640
    goto :next_640
    :catch_640
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_640
    const-string v0, "new BigDecimal(0.001)"
    :try_start_641
    move-object/16 v2, v0
    const-wide v5, 4562254508917369340L  # 0.001
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_641
    .catch Ljava/lang/RuntimeException; {:try_start_641 .. :try_end_641} :catch_641
    goto :next_641
    :catch_641
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_641
    const-string v0, "BigDecimal.valueOf(0.001)"
    :try_start_642
    move-object/16 v2, v0
    const-wide v4, 4562254508917369340L  # 0.001
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_642
    .catch Ljava/lang/RuntimeException; {:try_start_642 .. :try_end_642} :catch_642
    goto :next_642
    :catch_642
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_642
    const-string v0, "new BigDecimal(Double.NaN)"
    :try_start_643
    move-object/16 v2, v0
    const-wide v5, 9221120237041090560L  # nan
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_643
    .catch Ljava/lang/RuntimeException; {:try_start_643 .. :try_end_643} :catch_643
    goto :next_643
    :catch_643
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_643
    const-string v0, "new BigDecimal(Double.POSITIVE_INFINITY)"
    :try_start_644
    move-object/16 v2, v0
    const-wide v5, 9218868437227405312L  # inf
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(D)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_644
    .catch Ljava/lang/RuntimeException; {:try_start_644 .. :try_end_644} :catch_644
    goto :next_644
    :catch_644
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_644
    const-string v0, "BigDecimal.valueOf(Double.NaN)"
    :try_start_645
    move-object/16 v2, v0
    const-wide v4, 9221120237041090560L  # nan
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(D)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_645
    .catch Ljava/lang/RuntimeException; {:try_start_645 .. :try_end_645} :catch_645
    goto :next_645
    :catch_645
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_645
    const-string v0, "BigDecimal.valueOf(12345L, 3)"
    :try_start_646
    move-object/16 v2, v0
    const-wide v4, 12345L
    const v6, 3
    invoke-static/range {v4 .. v6}, Ljava/math/BigDecimal;->valueOf(JI)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_646
    .catch Ljava/lang/RuntimeException; {:try_start_646 .. :try_end_646} :catch_646
    goto :next_646
    :catch_646
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_646
    const-string v0, "BigDecimal.valueOf(12345L, -3)"
    :try_start_647
    move-object/16 v2, v0
    const-wide v4, 12345L
    const v6, -3
    invoke-static/range {v4 .. v6}, Ljava/math/BigDecimal;->valueOf(JI)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_647
    .catch Ljava/lang/RuntimeException; {:try_start_647 .. :try_end_647} :catch_647
    goto :next_647
    :catch_647
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_647
    const-string v0, "BigDecimal.valueOf(-5L)"
    :try_start_648
    move-object/16 v2, v0
    const-wide v4, -5L
    invoke-static/range {v4 .. v5}, Ljava/math/BigDecimal;->valueOf(J)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_648
    .catch Ljava/lang/RuntimeException; {:try_start_648 .. :try_end_648} :catch_648
    goto :next_648
    :catch_648
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_648
    const-string v0, "new BigDecimal(42)"
    :try_start_649
    move-object/16 v2, v0
    const v5, 42
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigDecimal;-><init>(I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_649
    .catch Ljava/lang/RuntimeException; {:try_start_649 .. :try_end_649} :catch_649
    goto :next_649
    :catch_649
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_649
    const-string v0, "new BigDecimal(-9000000000L)"
    :try_start_650
    move-object/16 v2, v0
    const-wide v5, -9000000000L
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(J)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_650
    .catch Ljava/lang/RuntimeException; {:try_start_650 .. :try_end_650} :catch_650
    goto :next_650
    :catch_650
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_650
    const-string v0, "new BigDecimal(bi(\"12345\"), 7)"
    :try_start_651
    move-object/16 v2, v0
    const-string v7, "12345"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const v6, 7
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/math/BigInteger;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_651
    .catch Ljava/lang/RuntimeException; {:try_start_651 .. :try_end_651} :catch_651
    goto :next_651
    :catch_651
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_651
    const-string v0, "new BigDecimal(bi(\"-12345\"))"
    :try_start_652
    move-object/16 v2, v0
    const-string v6, "-12345"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigDecimal;-><init>(Ljava/math/BigInteger;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_652
    .catch Ljava/lang/RuntimeException; {:try_start_652 .. :try_end_652} :catch_652
    goto :next_652
    :catch_652
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_652
    const-string v0, "new BigDecimal((BigInteger) null, 1)"
    :try_start_653
    move-object/16 v2, v0
    const/4 v5, 0
    const v6, 1
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>(Ljava/math/BigInteger;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_653
    .catch Ljava/lang/RuntimeException; {:try_start_653 .. :try_end_653} :catch_653
    goto :next_653
    :catch_653
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_653
    const-string v0, "new BigDecimal((String) null)"
    :try_start_654
    move-object/16 v2, v0
    const/4 v5, 0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_654
    .catch Ljava/lang/RuntimeException; {:try_start_654 .. :try_end_654} :catch_654
    goto :next_654
    :catch_654
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_654
    const-string v0, "bd(\"123.4500\").signum()"
    :try_start_655
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_655
    .catch Ljava/lang/RuntimeException; {:try_start_655 .. :try_end_655} :catch_655
    goto :next_655
    :catch_655
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_655
    const-string v0, "bd(\"123.4500\").negate()"
    :try_start_656
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_656
    .catch Ljava/lang/RuntimeException; {:try_start_656 .. :try_end_656} :catch_656
    goto :next_656
    :catch_656
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_656
    const-string v0, "bd(\"123.4500\").abs()"
    :try_start_657
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_657
    .catch Ljava/lang/RuntimeException; {:try_start_657 .. :try_end_657} :catch_657
    goto :next_657
    :catch_657
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_657
    const-string v0, "bd(\"123.4500\").stripTrailingZeros()"
    :try_start_658
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_658
    .catch Ljava/lang/RuntimeException; {:try_start_658 .. :try_end_658} :catch_658
    goto :next_658
    :catch_658
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_658
    const-string v0, "bd(\"123.4500\").hashCode()"
    :try_start_659
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_659
    .catch Ljava/lang/RuntimeException; {:try_start_659 .. :try_end_659} :catch_659
    goto :next_659
    :catch_659
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_659
    const-string v0, "bd(\"123.4500\").ulp()"
    :try_start_660
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_660
    .catch Ljava/lang/RuntimeException; {:try_start_660 .. :try_end_660} :catch_660
    goto :next_660
    :catch_660
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_660
    const-string v0, "bd(\"123.4500\").movePointLeft(2)"
    :try_start_661
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_661
    .catch Ljava/lang/RuntimeException; {:try_start_661 .. :try_end_661} :catch_661
    goto :next_661
    :catch_661
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_661
    const-string v0, "bd(\"123.4500\").movePointRight(2)"
    :try_start_662
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_662
    .catch Ljava/lang/RuntimeException; {:try_start_662 .. :try_end_662} :catch_662
    goto :next_662
    :catch_662
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_662
    const-string v0, "bd(\"123.4500\").movePointRight(9)"
    :try_start_663
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_663
    .catch Ljava/lang/RuntimeException; {:try_start_663 .. :try_end_663} :catch_663
    goto :next_663
    :catch_663
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_663
    const-string v0, "bd(\"123.4500\").movePointLeft(-3)"
    :try_start_664
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_664
    .catch Ljava/lang/RuntimeException; {:try_start_664 .. :try_end_664} :catch_664
    goto :next_664
    :catch_664
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_664
    const-string v0, "bd(\"123.4500\").scaleByPowerOfTen(3)"
    :try_start_665
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_665
    .catch Ljava/lang/RuntimeException; {:try_start_665 .. :try_end_665} :catch_665
    goto :next_665
    :catch_665
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_665
    const-string v0, "bd(\"123.4500\").intValue()"
    :try_start_666
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_666
    .catch Ljava/lang/RuntimeException; {:try_start_666 .. :try_end_666} :catch_666
    goto :next_666
    :catch_666
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_666
    const-string v0, "bd(\"123.4500\").longValue()"
    :try_start_667
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_667
    .catch Ljava/lang/RuntimeException; {:try_start_667 .. :try_end_667} :catch_667
    goto :next_667
    :catch_667
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_667
    const-string v0, "bd(\"123.4500\").doubleValue()"
    :try_start_668
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_668
    .catch Ljava/lang/RuntimeException; {:try_start_668 .. :try_end_668} :catch_668
    goto :next_668
    :catch_668
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_668
    const-string v0, "bd(\"123.4500\").floatValue()"
    :try_start_669
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_669
    .catch Ljava/lang/RuntimeException; {:try_start_669 .. :try_end_669} :catch_669
    goto :next_669
    :catch_669
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_669
    const-string v0, "bd(\"123.4500\").toBigInteger()"
    :try_start_670
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_670
    .catch Ljava/lang/RuntimeException; {:try_start_670 .. :try_end_670} :catch_670
    goto :next_670
    :catch_670
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_670
    const-string v0, "bd(\"123.4500\").pow(2)"
    :try_start_671
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_671
    .catch Ljava/lang/RuntimeException; {:try_start_671 .. :try_end_671} :catch_671
    goto :next_671
    :catch_671
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_671
    const-string v0, "bd(\"123.4500\").pow(0)"
    :try_start_672
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_672
    .catch Ljava/lang/RuntimeException; {:try_start_672 .. :try_end_672} :catch_672
    goto :next_672
    :catch_672
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_672
    const-string v0, "bd(\"123.4500\").longValueExact()"
    :try_start_673
    move-object/16 v2, v0
    const-string v6, "123.4500"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_673
    .catch Ljava/lang/RuntimeException; {:try_start_673 .. :try_end_673} :catch_673
    goto :next_673
    :catch_673
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_673
    const-string v0, "bd(\"123.4500\").intValueExact()"
    :try_start_674
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_674
    .catch Ljava/lang/RuntimeException; {:try_start_674 .. :try_end_674} :catch_674
    goto :next_674
    :catch_674
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_674
    const-string v0, "bd(\"123.4500\").toBigIntegerExact()"
    :try_start_675
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_675
    .catch Ljava/lang/RuntimeException; {:try_start_675 .. :try_end_675} :catch_675
    goto :next_675
    :catch_675
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_675
    const-string v0, "bd(\"123.4500\").shortValue()"
    :try_start_676
    move-object/16 v2, v0
    const-string v5, "123.4500"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_676
    .catch Ljava/lang/RuntimeException; {:try_start_676 .. :try_end_676} :catch_676
    goto :next_676
    :catch_676
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_676
    const-string v0, "bd(\"-0.000123\").signum()"
    :try_start_677
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_677
    .catch Ljava/lang/RuntimeException; {:try_start_677 .. :try_end_677} :catch_677
    goto :next_677
    :catch_677
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_677
    const-string v0, "bd(\"-0.000123\").negate()"
    :try_start_678
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_678
    .catch Ljava/lang/RuntimeException; {:try_start_678 .. :try_end_678} :catch_678
    goto :next_678
    :catch_678
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_678
    const-string v0, "bd(\"-0.000123\").abs()"
    :try_start_679
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_679
    .catch Ljava/lang/RuntimeException; {:try_start_679 .. :try_end_679} :catch_679
    goto :next_679
    :catch_679
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_679
    return-void
.end method

.method static part17()V
    .registers 7
    const-string v0, "bd(\"-0.000123\").stripTrailingZeros()"
    :try_start_680
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_680
    .catch Ljava/lang/RuntimeException; {:try_start_680 .. :try_end_680} :catch_680
    goto :next_680
    :catch_680
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_680
    const-string v0, "bd(\"-0.000123\").hashCode()"
    :try_start_681
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_681
    .catch Ljava/lang/RuntimeException; {:try_start_681 .. :try_end_681} :catch_681
    goto :next_681
    :catch_681
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_681
    const-string v0, "bd(\"-0.000123\").ulp()"
    :try_start_682
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_682
    .catch Ljava/lang/RuntimeException; {:try_start_682 .. :try_end_682} :catch_682
    goto :next_682
    :catch_682
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_682
    const-string v0, "bd(\"-0.000123\").movePointLeft(2)"
    :try_start_683
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_683
    .catch Ljava/lang/RuntimeException; {:try_start_683 .. :try_end_683} :catch_683
    goto :next_683
    :catch_683
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_683
    const-string v0, "bd(\"-0.000123\").movePointRight(2)"
    :try_start_684
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_684
    .catch Ljava/lang/RuntimeException; {:try_start_684 .. :try_end_684} :catch_684
    goto :next_684
    :catch_684
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_684
    const-string v0, "bd(\"-0.000123\").movePointRight(9)"
    :try_start_685
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_685
    .catch Ljava/lang/RuntimeException; {:try_start_685 .. :try_end_685} :catch_685
    goto :next_685
    :catch_685
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_685
    const-string v0, "bd(\"-0.000123\").movePointLeft(-3)"
    :try_start_686
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_686
    .catch Ljava/lang/RuntimeException; {:try_start_686 .. :try_end_686} :catch_686
    goto :next_686
    :catch_686
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_686
    const-string v0, "bd(\"-0.000123\").scaleByPowerOfTen(3)"
    :try_start_687
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_687
    .catch Ljava/lang/RuntimeException; {:try_start_687 .. :try_end_687} :catch_687
    goto :next_687
    :catch_687
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_687
    const-string v0, "bd(\"-0.000123\").intValue()"
    :try_start_688
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_688
    .catch Ljava/lang/RuntimeException; {:try_start_688 .. :try_end_688} :catch_688
    goto :next_688
    :catch_688
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_688
    const-string v0, "bd(\"-0.000123\").longValue()"
    :try_start_689
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_689
    .catch Ljava/lang/RuntimeException; {:try_start_689 .. :try_end_689} :catch_689
    goto :next_689
    :catch_689
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_689
    const-string v0, "bd(\"-0.000123\").doubleValue()"
    :try_start_690
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_690
    .catch Ljava/lang/RuntimeException; {:try_start_690 .. :try_end_690} :catch_690
    goto :next_690
    :catch_690
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_690
    const-string v0, "bd(\"-0.000123\").floatValue()"
    :try_start_691
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_691
    .catch Ljava/lang/RuntimeException; {:try_start_691 .. :try_end_691} :catch_691
    goto :next_691
    :catch_691
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_691
    const-string v0, "bd(\"-0.000123\").toBigInteger()"
    :try_start_692
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_692
    .catch Ljava/lang/RuntimeException; {:try_start_692 .. :try_end_692} :catch_692
    goto :next_692
    :catch_692
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_692
    const-string v0, "bd(\"-0.000123\").pow(2)"
    :try_start_693
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_693
    .catch Ljava/lang/RuntimeException; {:try_start_693 .. :try_end_693} :catch_693
    goto :next_693
    :catch_693
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_693
    const-string v0, "bd(\"-0.000123\").pow(0)"
    :try_start_694
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_694
    .catch Ljava/lang/RuntimeException; {:try_start_694 .. :try_end_694} :catch_694
    goto :next_694
    :catch_694
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_694
    const-string v0, "bd(\"-0.000123\").longValueExact()"
    :try_start_695
    move-object/16 v2, v0
    const-string v6, "-0.000123"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_695
    .catch Ljava/lang/RuntimeException; {:try_start_695 .. :try_end_695} :catch_695
    goto :next_695
    :catch_695
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_695
    const-string v0, "bd(\"-0.000123\").intValueExact()"
    :try_start_696
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_696
    .catch Ljava/lang/RuntimeException; {:try_start_696 .. :try_end_696} :catch_696
    goto :next_696
    :catch_696
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_696
    const-string v0, "bd(\"-0.000123\").toBigIntegerExact()"
    :try_start_697
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_697
    .catch Ljava/lang/RuntimeException; {:try_start_697 .. :try_end_697} :catch_697
    goto :next_697
    :catch_697
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_697
    const-string v0, "bd(\"-0.000123\").shortValue()"
    :try_start_698
    move-object/16 v2, v0
    const-string v5, "-0.000123"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_698
    .catch Ljava/lang/RuntimeException; {:try_start_698 .. :try_end_698} :catch_698
    goto :next_698
    :catch_698
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_698
    const-string v0, "bd(\"1E+5\").signum()"
    :try_start_699
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_699
    .catch Ljava/lang/RuntimeException; {:try_start_699 .. :try_end_699} :catch_699
    goto :next_699
    :catch_699
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_699
    const-string v0, "bd(\"1E+5\").negate()"
    :try_start_700
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_700
    .catch Ljava/lang/RuntimeException; {:try_start_700 .. :try_end_700} :catch_700
    goto :next_700
    :catch_700
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_700
    const-string v0, "bd(\"1E+5\").abs()"
    :try_start_701
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_701
    .catch Ljava/lang/RuntimeException; {:try_start_701 .. :try_end_701} :catch_701
    goto :next_701
    :catch_701
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_701
    const-string v0, "bd(\"1E+5\").stripTrailingZeros()"
    :try_start_702
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_702
    .catch Ljava/lang/RuntimeException; {:try_start_702 .. :try_end_702} :catch_702
    goto :next_702
    :catch_702
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_702
    const-string v0, "bd(\"1E+5\").hashCode()"
    :try_start_703
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_703
    .catch Ljava/lang/RuntimeException; {:try_start_703 .. :try_end_703} :catch_703
    goto :next_703
    :catch_703
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_703
    const-string v0, "bd(\"1E+5\").ulp()"
    :try_start_704
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_704
    .catch Ljava/lang/RuntimeException; {:try_start_704 .. :try_end_704} :catch_704
    goto :next_704
    :catch_704
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_704
    const-string v0, "bd(\"1E+5\").movePointLeft(2)"
    :try_start_705
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_705
    .catch Ljava/lang/RuntimeException; {:try_start_705 .. :try_end_705} :catch_705
    goto :next_705
    :catch_705
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_705
    const-string v0, "bd(\"1E+5\").movePointRight(2)"
    :try_start_706
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_706
    .catch Ljava/lang/RuntimeException; {:try_start_706 .. :try_end_706} :catch_706
    goto :next_706
    :catch_706
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_706
    const-string v0, "bd(\"1E+5\").movePointRight(9)"
    :try_start_707
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_707
    .catch Ljava/lang/RuntimeException; {:try_start_707 .. :try_end_707} :catch_707
    goto :next_707
    :catch_707
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_707
    const-string v0, "bd(\"1E+5\").movePointLeft(-3)"
    :try_start_708
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_708
    .catch Ljava/lang/RuntimeException; {:try_start_708 .. :try_end_708} :catch_708
    goto :next_708
    :catch_708
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_708
    const-string v0, "bd(\"1E+5\").scaleByPowerOfTen(3)"
    :try_start_709
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_709
    .catch Ljava/lang/RuntimeException; {:try_start_709 .. :try_end_709} :catch_709
    goto :next_709
    :catch_709
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_709
    const-string v0, "bd(\"1E+5\").intValue()"
    :try_start_710
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_710
    .catch Ljava/lang/RuntimeException; {:try_start_710 .. :try_end_710} :catch_710
    goto :next_710
    :catch_710
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_710
    const-string v0, "bd(\"1E+5\").longValue()"
    :try_start_711
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_711
    .catch Ljava/lang/RuntimeException; {:try_start_711 .. :try_end_711} :catch_711
    goto :next_711
    :catch_711
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_711
    const-string v0, "bd(\"1E+5\").doubleValue()"
    :try_start_712
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_712
    .catch Ljava/lang/RuntimeException; {:try_start_712 .. :try_end_712} :catch_712
    goto :next_712
    :catch_712
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_712
    const-string v0, "bd(\"1E+5\").floatValue()"
    :try_start_713
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_713
    .catch Ljava/lang/RuntimeException; {:try_start_713 .. :try_end_713} :catch_713
    goto :next_713
    :catch_713
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_713
    const-string v0, "bd(\"1E+5\").toBigInteger()"
    :try_start_714
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_714
    .catch Ljava/lang/RuntimeException; {:try_start_714 .. :try_end_714} :catch_714
    goto :next_714
    :catch_714
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_714
    const-string v0, "bd(\"1E+5\").pow(2)"
    :try_start_715
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_715
    .catch Ljava/lang/RuntimeException; {:try_start_715 .. :try_end_715} :catch_715
    goto :next_715
    :catch_715
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_715
    const-string v0, "bd(\"1E+5\").pow(0)"
    :try_start_716
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_716
    .catch Ljava/lang/RuntimeException; {:try_start_716 .. :try_end_716} :catch_716
    goto :next_716
    :catch_716
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_716
    const-string v0, "bd(\"1E+5\").longValueExact()"
    :try_start_717
    move-object/16 v2, v0
    const-string v6, "1E+5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_717
    .catch Ljava/lang/RuntimeException; {:try_start_717 .. :try_end_717} :catch_717
    goto :next_717
    :catch_717
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_717
    const-string v0, "bd(\"1E+5\").intValueExact()"
    :try_start_718
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_718
    .catch Ljava/lang/RuntimeException; {:try_start_718 .. :try_end_718} :catch_718
    goto :next_718
    :catch_718
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_718
    const-string v0, "bd(\"1E+5\").toBigIntegerExact()"
    :try_start_719
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_719
    .catch Ljava/lang/RuntimeException; {:try_start_719 .. :try_end_719} :catch_719
    goto :next_719
    :catch_719
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_719
    return-void
.end method

.method static part18()V
    .registers 7
    const-string v0, "bd(\"1E+5\").shortValue()"
    :try_start_720
    move-object/16 v2, v0
    const-string v5, "1E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_720
    .catch Ljava/lang/RuntimeException; {:try_start_720 .. :try_end_720} :catch_720
    goto :next_720
    :catch_720
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_720
    const-string v0, "bd(\"0.00\").signum()"
    :try_start_721
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_721
    .catch Ljava/lang/RuntimeException; {:try_start_721 .. :try_end_721} :catch_721
    goto :next_721
    :catch_721
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_721
    const-string v0, "bd(\"0.00\").negate()"
    :try_start_722
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_722
    .catch Ljava/lang/RuntimeException; {:try_start_722 .. :try_end_722} :catch_722
    goto :next_722
    :catch_722
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_722
    const-string v0, "bd(\"0.00\").abs()"
    :try_start_723
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_723
    .catch Ljava/lang/RuntimeException; {:try_start_723 .. :try_end_723} :catch_723
    goto :next_723
    :catch_723
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_723
    const-string v0, "bd(\"0.00\").stripTrailingZeros()"
    :try_start_724
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_724
    .catch Ljava/lang/RuntimeException; {:try_start_724 .. :try_end_724} :catch_724
    goto :next_724
    :catch_724
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_724
    const-string v0, "bd(\"0.00\").hashCode()"
    :try_start_725
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_725
    .catch Ljava/lang/RuntimeException; {:try_start_725 .. :try_end_725} :catch_725
    goto :next_725
    :catch_725
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_725
    const-string v0, "bd(\"0.00\").ulp()"
    :try_start_726
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_726
    .catch Ljava/lang/RuntimeException; {:try_start_726 .. :try_end_726} :catch_726
    goto :next_726
    :catch_726
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_726
    const-string v0, "bd(\"0.00\").movePointLeft(2)"
    :try_start_727
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_727
    .catch Ljava/lang/RuntimeException; {:try_start_727 .. :try_end_727} :catch_727
    goto :next_727
    :catch_727
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_727
    const-string v0, "bd(\"0.00\").movePointRight(2)"
    :try_start_728
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_728
    .catch Ljava/lang/RuntimeException; {:try_start_728 .. :try_end_728} :catch_728
    goto :next_728
    :catch_728
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_728
    const-string v0, "bd(\"0.00\").movePointRight(9)"
    :try_start_729
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_729
    .catch Ljava/lang/RuntimeException; {:try_start_729 .. :try_end_729} :catch_729
    goto :next_729
    :catch_729
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_729
    const-string v0, "bd(\"0.00\").movePointLeft(-3)"
    :try_start_730
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_730
    .catch Ljava/lang/RuntimeException; {:try_start_730 .. :try_end_730} :catch_730
    goto :next_730
    :catch_730
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_730
    const-string v0, "bd(\"0.00\").scaleByPowerOfTen(3)"
    :try_start_731
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_731
    .catch Ljava/lang/RuntimeException; {:try_start_731 .. :try_end_731} :catch_731
    goto :next_731
    :catch_731
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_731
    const-string v0, "bd(\"0.00\").intValue()"
    :try_start_732
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_732
    .catch Ljava/lang/RuntimeException; {:try_start_732 .. :try_end_732} :catch_732
    goto :next_732
    :catch_732
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_732
    const-string v0, "bd(\"0.00\").longValue()"
    :try_start_733
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_733
    .catch Ljava/lang/RuntimeException; {:try_start_733 .. :try_end_733} :catch_733
    goto :next_733
    :catch_733
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_733
    const-string v0, "bd(\"0.00\").doubleValue()"
    :try_start_734
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_734
    .catch Ljava/lang/RuntimeException; {:try_start_734 .. :try_end_734} :catch_734
    goto :next_734
    :catch_734
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_734
    const-string v0, "bd(\"0.00\").floatValue()"
    :try_start_735
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_735
    .catch Ljava/lang/RuntimeException; {:try_start_735 .. :try_end_735} :catch_735
    goto :next_735
    :catch_735
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_735
    const-string v0, "bd(\"0.00\").toBigInteger()"
    :try_start_736
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_736
    .catch Ljava/lang/RuntimeException; {:try_start_736 .. :try_end_736} :catch_736
    goto :next_736
    :catch_736
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_736
    const-string v0, "bd(\"0.00\").pow(2)"
    :try_start_737
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_737
    .catch Ljava/lang/RuntimeException; {:try_start_737 .. :try_end_737} :catch_737
    goto :next_737
    :catch_737
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_737
    const-string v0, "bd(\"0.00\").pow(0)"
    :try_start_738
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_738
    .catch Ljava/lang/RuntimeException; {:try_start_738 .. :try_end_738} :catch_738
    goto :next_738
    :catch_738
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_738
    const-string v0, "bd(\"0.00\").longValueExact()"
    :try_start_739
    move-object/16 v2, v0
    const-string v6, "0.00"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_739
    .catch Ljava/lang/RuntimeException; {:try_start_739 .. :try_end_739} :catch_739
    goto :next_739
    :catch_739
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_739
    const-string v0, "bd(\"0.00\").intValueExact()"
    :try_start_740
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_740
    .catch Ljava/lang/RuntimeException; {:try_start_740 .. :try_end_740} :catch_740
    goto :next_740
    :catch_740
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_740
    const-string v0, "bd(\"0.00\").toBigIntegerExact()"
    :try_start_741
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_741
    .catch Ljava/lang/RuntimeException; {:try_start_741 .. :try_end_741} :catch_741
    goto :next_741
    :catch_741
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_741
    const-string v0, "bd(\"0.00\").shortValue()"
    :try_start_742
    move-object/16 v2, v0
    const-string v5, "0.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_742
    .catch Ljava/lang/RuntimeException; {:try_start_742 .. :try_end_742} :catch_742
    goto :next_742
    :catch_742
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_742
    const-string v0, "bd(\"12345678901234567890.98765\").signum()"
    :try_start_743
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_743
    .catch Ljava/lang/RuntimeException; {:try_start_743 .. :try_end_743} :catch_743
    goto :next_743
    :catch_743
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_743
    const-string v0, "bd(\"12345678901234567890.98765\").negate()"
    :try_start_744
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_744
    .catch Ljava/lang/RuntimeException; {:try_start_744 .. :try_end_744} :catch_744
    goto :next_744
    :catch_744
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_744
    const-string v0, "bd(\"12345678901234567890.98765\").abs()"
    :try_start_745
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_745
    .catch Ljava/lang/RuntimeException; {:try_start_745 .. :try_end_745} :catch_745
    goto :next_745
    :catch_745
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_745
    const-string v0, "bd(\"12345678901234567890.98765\").stripTrailingZeros()"
    :try_start_746
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_746
    .catch Ljava/lang/RuntimeException; {:try_start_746 .. :try_end_746} :catch_746
    goto :next_746
    :catch_746
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_746
    const-string v0, "bd(\"12345678901234567890.98765\").hashCode()"
    :try_start_747
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_747
    .catch Ljava/lang/RuntimeException; {:try_start_747 .. :try_end_747} :catch_747
    goto :next_747
    :catch_747
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_747
    const-string v0, "bd(\"12345678901234567890.98765\").ulp()"
    :try_start_748
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_748
    .catch Ljava/lang/RuntimeException; {:try_start_748 .. :try_end_748} :catch_748
    goto :next_748
    :catch_748
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_748
    const-string v0, "bd(\"12345678901234567890.98765\").movePointLeft(2)"
    :try_start_749
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_749
    .catch Ljava/lang/RuntimeException; {:try_start_749 .. :try_end_749} :catch_749
    goto :next_749
    :catch_749
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_749
    const-string v0, "bd(\"12345678901234567890.98765\").movePointRight(2)"
    :try_start_750
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_750
    .catch Ljava/lang/RuntimeException; {:try_start_750 .. :try_end_750} :catch_750
    goto :next_750
    :catch_750
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_750
    const-string v0, "bd(\"12345678901234567890.98765\").movePointRight(9)"
    :try_start_751
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_751
    .catch Ljava/lang/RuntimeException; {:try_start_751 .. :try_end_751} :catch_751
    goto :next_751
    :catch_751
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_751
    const-string v0, "bd(\"12345678901234567890.98765\").movePointLeft(-3)"
    :try_start_752
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_752
    .catch Ljava/lang/RuntimeException; {:try_start_752 .. :try_end_752} :catch_752
    goto :next_752
    :catch_752
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_752
    const-string v0, "bd(\"12345678901234567890.98765\").scaleByPowerOfTen(3)"
    :try_start_753
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_753
    .catch Ljava/lang/RuntimeException; {:try_start_753 .. :try_end_753} :catch_753
    goto :next_753
    :catch_753
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_753
    const-string v0, "bd(\"12345678901234567890.98765\").intValue()"
    :try_start_754
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_754
    .catch Ljava/lang/RuntimeException; {:try_start_754 .. :try_end_754} :catch_754
    goto :next_754
    :catch_754
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_754
    const-string v0, "bd(\"12345678901234567890.98765\").longValue()"
    :try_start_755
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_755
    .catch Ljava/lang/RuntimeException; {:try_start_755 .. :try_end_755} :catch_755
    goto :next_755
    :catch_755
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_755
    const-string v0, "bd(\"12345678901234567890.98765\").doubleValue()"
    :try_start_756
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_756
    .catch Ljava/lang/RuntimeException; {:try_start_756 .. :try_end_756} :catch_756
    goto :next_756
    :catch_756
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_756
    const-string v0, "bd(\"12345678901234567890.98765\").floatValue()"
    :try_start_757
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_757
    .catch Ljava/lang/RuntimeException; {:try_start_757 .. :try_end_757} :catch_757
    goto :next_757
    :catch_757
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_757
    const-string v0, "bd(\"12345678901234567890.98765\").toBigInteger()"
    :try_start_758
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_758
    .catch Ljava/lang/RuntimeException; {:try_start_758 .. :try_end_758} :catch_758
    goto :next_758
    :catch_758
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_758
    const-string v0, "bd(\"12345678901234567890.98765\").pow(2)"
    :try_start_759
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_759
    .catch Ljava/lang/RuntimeException; {:try_start_759 .. :try_end_759} :catch_759
    goto :next_759
    :catch_759
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_759
    return-void
.end method

.method static part19()V
    .registers 7
    const-string v0, "bd(\"12345678901234567890.98765\").pow(0)"
    :try_start_760
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_760
    .catch Ljava/lang/RuntimeException; {:try_start_760 .. :try_end_760} :catch_760
    goto :next_760
    :catch_760
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_760
    const-string v0, "bd(\"12345678901234567890.98765\").longValueExact()"
    :try_start_761
    move-object/16 v2, v0
    const-string v6, "12345678901234567890.98765"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_761
    .catch Ljava/lang/RuntimeException; {:try_start_761 .. :try_end_761} :catch_761
    goto :next_761
    :catch_761
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_761
    const-string v0, "bd(\"12345678901234567890.98765\").intValueExact()"
    :try_start_762
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_762
    .catch Ljava/lang/RuntimeException; {:try_start_762 .. :try_end_762} :catch_762
    goto :next_762
    :catch_762
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_762
    const-string v0, "bd(\"12345678901234567890.98765\").toBigIntegerExact()"
    :try_start_763
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_763
    .catch Ljava/lang/RuntimeException; {:try_start_763 .. :try_end_763} :catch_763
    goto :next_763
    :catch_763
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_763
    const-string v0, "bd(\"12345678901234567890.98765\").shortValue()"
    :try_start_764
    move-object/16 v2, v0
    const-string v5, "12345678901234567890.98765"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_764
    .catch Ljava/lang/RuntimeException; {:try_start_764 .. :try_end_764} :catch_764
    goto :next_764
    :catch_764
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_764
    const-string v0, "bd(\"-9.99\").signum()"
    :try_start_765
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_765
    .catch Ljava/lang/RuntimeException; {:try_start_765 .. :try_end_765} :catch_765
    goto :next_765
    :catch_765
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_765
    const-string v0, "bd(\"-9.99\").negate()"
    :try_start_766
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_766
    .catch Ljava/lang/RuntimeException; {:try_start_766 .. :try_end_766} :catch_766
    goto :next_766
    :catch_766
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_766
    const-string v0, "bd(\"-9.99\").abs()"
    :try_start_767
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_767
    .catch Ljava/lang/RuntimeException; {:try_start_767 .. :try_end_767} :catch_767
    goto :next_767
    :catch_767
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_767
    const-string v0, "bd(\"-9.99\").stripTrailingZeros()"
    :try_start_768
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_768
    .catch Ljava/lang/RuntimeException; {:try_start_768 .. :try_end_768} :catch_768
    goto :next_768
    :catch_768
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_768
    const-string v0, "bd(\"-9.99\").hashCode()"
    :try_start_769
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_769
    .catch Ljava/lang/RuntimeException; {:try_start_769 .. :try_end_769} :catch_769
    goto :next_769
    :catch_769
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_769
    const-string v0, "bd(\"-9.99\").ulp()"
    :try_start_770
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_770
    .catch Ljava/lang/RuntimeException; {:try_start_770 .. :try_end_770} :catch_770
    goto :next_770
    :catch_770
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_770
    const-string v0, "bd(\"-9.99\").movePointLeft(2)"
    :try_start_771
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_771
    .catch Ljava/lang/RuntimeException; {:try_start_771 .. :try_end_771} :catch_771
    goto :next_771
    :catch_771
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_771
    const-string v0, "bd(\"-9.99\").movePointRight(2)"
    :try_start_772
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_772
    .catch Ljava/lang/RuntimeException; {:try_start_772 .. :try_end_772} :catch_772
    goto :next_772
    :catch_772
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_772
    const-string v0, "bd(\"-9.99\").movePointRight(9)"
    :try_start_773
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_773
    .catch Ljava/lang/RuntimeException; {:try_start_773 .. :try_end_773} :catch_773
    goto :next_773
    :catch_773
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_773
    const-string v0, "bd(\"-9.99\").movePointLeft(-3)"
    :try_start_774
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_774
    .catch Ljava/lang/RuntimeException; {:try_start_774 .. :try_end_774} :catch_774
    goto :next_774
    :catch_774
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_774
    const-string v0, "bd(\"-9.99\").scaleByPowerOfTen(3)"
    :try_start_775
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_775
    .catch Ljava/lang/RuntimeException; {:try_start_775 .. :try_end_775} :catch_775
    goto :next_775
    :catch_775
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_775
    const-string v0, "bd(\"-9.99\").intValue()"
    :try_start_776
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_776
    .catch Ljava/lang/RuntimeException; {:try_start_776 .. :try_end_776} :catch_776
    goto :next_776
    :catch_776
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_776
    const-string v0, "bd(\"-9.99\").longValue()"
    :try_start_777
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_777
    .catch Ljava/lang/RuntimeException; {:try_start_777 .. :try_end_777} :catch_777
    goto :next_777
    :catch_777
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_777
    const-string v0, "bd(\"-9.99\").doubleValue()"
    :try_start_778
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_778
    .catch Ljava/lang/RuntimeException; {:try_start_778 .. :try_end_778} :catch_778
    goto :next_778
    :catch_778
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_778
    const-string v0, "bd(\"-9.99\").floatValue()"
    :try_start_779
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_779
    .catch Ljava/lang/RuntimeException; {:try_start_779 .. :try_end_779} :catch_779
    goto :next_779
    :catch_779
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_779
    const-string v0, "bd(\"-9.99\").toBigInteger()"
    :try_start_780
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_780
    .catch Ljava/lang/RuntimeException; {:try_start_780 .. :try_end_780} :catch_780
    goto :next_780
    :catch_780
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_780
    const-string v0, "bd(\"-9.99\").pow(2)"
    :try_start_781
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_781
    .catch Ljava/lang/RuntimeException; {:try_start_781 .. :try_end_781} :catch_781
    goto :next_781
    :catch_781
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_781
    const-string v0, "bd(\"-9.99\").pow(0)"
    :try_start_782
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_782
    .catch Ljava/lang/RuntimeException; {:try_start_782 .. :try_end_782} :catch_782
    goto :next_782
    :catch_782
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_782
    const-string v0, "bd(\"-9.99\").longValueExact()"
    :try_start_783
    move-object/16 v2, v0
    const-string v6, "-9.99"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_783
    .catch Ljava/lang/RuntimeException; {:try_start_783 .. :try_end_783} :catch_783
    goto :next_783
    :catch_783
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_783
    const-string v0, "bd(\"-9.99\").intValueExact()"
    :try_start_784
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_784
    .catch Ljava/lang/RuntimeException; {:try_start_784 .. :try_end_784} :catch_784
    goto :next_784
    :catch_784
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_784
    const-string v0, "bd(\"-9.99\").toBigIntegerExact()"
    :try_start_785
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_785
    .catch Ljava/lang/RuntimeException; {:try_start_785 .. :try_end_785} :catch_785
    goto :next_785
    :catch_785
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_785
    const-string v0, "bd(\"-9.99\").shortValue()"
    :try_start_786
    move-object/16 v2, v0
    const-string v5, "-9.99"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_786
    .catch Ljava/lang/RuntimeException; {:try_start_786 .. :try_end_786} :catch_786
    goto :next_786
    :catch_786
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_786
    const-string v0, "bd(\"2.5E-400\").signum()"
    :try_start_787
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_787
    .catch Ljava/lang/RuntimeException; {:try_start_787 .. :try_end_787} :catch_787
    goto :next_787
    :catch_787
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_787
    const-string v0, "bd(\"2.5E-400\").negate()"
    :try_start_788
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_788
    .catch Ljava/lang/RuntimeException; {:try_start_788 .. :try_end_788} :catch_788
    goto :next_788
    :catch_788
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_788
    const-string v0, "bd(\"2.5E-400\").abs()"
    :try_start_789
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_789
    .catch Ljava/lang/RuntimeException; {:try_start_789 .. :try_end_789} :catch_789
    goto :next_789
    :catch_789
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_789
    const-string v0, "bd(\"2.5E-400\").stripTrailingZeros()"
    :try_start_790
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_790
    .catch Ljava/lang/RuntimeException; {:try_start_790 .. :try_end_790} :catch_790
    goto :next_790
    :catch_790
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_790
    const-string v0, "bd(\"2.5E-400\").hashCode()"
    :try_start_791
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_791
    .catch Ljava/lang/RuntimeException; {:try_start_791 .. :try_end_791} :catch_791
    goto :next_791
    :catch_791
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_791
    const-string v0, "bd(\"2.5E-400\").ulp()"
    :try_start_792
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_792
    .catch Ljava/lang/RuntimeException; {:try_start_792 .. :try_end_792} :catch_792
    goto :next_792
    :catch_792
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_792
    const-string v0, "bd(\"2.5E-400\").movePointLeft(2)"
    :try_start_793
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_793
    .catch Ljava/lang/RuntimeException; {:try_start_793 .. :try_end_793} :catch_793
    goto :next_793
    :catch_793
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_793
    const-string v0, "bd(\"2.5E-400\").movePointRight(2)"
    :try_start_794
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_794
    .catch Ljava/lang/RuntimeException; {:try_start_794 .. :try_end_794} :catch_794
    goto :next_794
    :catch_794
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_794
    const-string v0, "bd(\"2.5E-400\").movePointRight(9)"
    :try_start_795
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_795
    .catch Ljava/lang/RuntimeException; {:try_start_795 .. :try_end_795} :catch_795
    goto :next_795
    :catch_795
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_795
    const-string v0, "bd(\"2.5E-400\").movePointLeft(-3)"
    :try_start_796
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_796
    .catch Ljava/lang/RuntimeException; {:try_start_796 .. :try_end_796} :catch_796
    goto :next_796
    :catch_796
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_796
    const-string v0, "bd(\"2.5E-400\").scaleByPowerOfTen(3)"
    :try_start_797
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_797
    .catch Ljava/lang/RuntimeException; {:try_start_797 .. :try_end_797} :catch_797
    goto :next_797
    :catch_797
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_797
    const-string v0, "bd(\"2.5E-400\").intValue()"
    :try_start_798
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_798
    .catch Ljava/lang/RuntimeException; {:try_start_798 .. :try_end_798} :catch_798
    goto :next_798
    :catch_798
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_798
    const-string v0, "bd(\"2.5E-400\").longValue()"
    :try_start_799
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_799
    .catch Ljava/lang/RuntimeException; {:try_start_799 .. :try_end_799} :catch_799
    goto :next_799
    :catch_799
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_799
    return-void
.end method

.method static part20()V
    .registers 7
    const-string v0, "bd(\"2.5E-400\").doubleValue()"
    :try_start_800
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_800
    .catch Ljava/lang/RuntimeException; {:try_start_800 .. :try_end_800} :catch_800
    goto :next_800
    :catch_800
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_800
    const-string v0, "bd(\"2.5E-400\").floatValue()"
    :try_start_801
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_801
    .catch Ljava/lang/RuntimeException; {:try_start_801 .. :try_end_801} :catch_801
    goto :next_801
    :catch_801
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_801
    const-string v0, "bd(\"2.5E-400\").toBigInteger()"
    :try_start_802
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_802
    .catch Ljava/lang/RuntimeException; {:try_start_802 .. :try_end_802} :catch_802
    goto :next_802
    :catch_802
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_802
    const-string v0, "bd(\"2.5E-400\").pow(2)"
    :try_start_803
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_803
    .catch Ljava/lang/RuntimeException; {:try_start_803 .. :try_end_803} :catch_803
    goto :next_803
    :catch_803
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_803
    const-string v0, "bd(\"2.5E-400\").pow(0)"
    :try_start_804
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_804
    .catch Ljava/lang/RuntimeException; {:try_start_804 .. :try_end_804} :catch_804
    goto :next_804
    :catch_804
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_804
    const-string v0, "bd(\"2.5E-400\").longValueExact()"
    :try_start_805
    move-object/16 v2, v0
    const-string v6, "2.5E-400"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_805
    .catch Ljava/lang/RuntimeException; {:try_start_805 .. :try_end_805} :catch_805
    goto :next_805
    :catch_805
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_805
    const-string v0, "bd(\"2.5E-400\").intValueExact()"
    :try_start_806
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_806
    .catch Ljava/lang/RuntimeException; {:try_start_806 .. :try_end_806} :catch_806
    goto :next_806
    :catch_806
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_806
    const-string v0, "bd(\"2.5E-400\").toBigIntegerExact()"
    :try_start_807
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_807
    .catch Ljava/lang/RuntimeException; {:try_start_807 .. :try_end_807} :catch_807
    goto :next_807
    :catch_807
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_807
    const-string v0, "bd(\"2.5E-400\").shortValue()"
    :try_start_808
    move-object/16 v2, v0
    const-string v5, "2.5E-400"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_808
    .catch Ljava/lang/RuntimeException; {:try_start_808 .. :try_end_808} :catch_808
    goto :next_808
    :catch_808
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_808
    const-string v0, "bd(\"-2147483648.7\").signum()"
    :try_start_809
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_809
    .catch Ljava/lang/RuntimeException; {:try_start_809 .. :try_end_809} :catch_809
    goto :next_809
    :catch_809
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_809
    const-string v0, "bd(\"-2147483648.7\").negate()"
    :try_start_810
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_810
    .catch Ljava/lang/RuntimeException; {:try_start_810 .. :try_end_810} :catch_810
    goto :next_810
    :catch_810
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_810
    const-string v0, "bd(\"-2147483648.7\").abs()"
    :try_start_811
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_811
    .catch Ljava/lang/RuntimeException; {:try_start_811 .. :try_end_811} :catch_811
    goto :next_811
    :catch_811
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_811
    const-string v0, "bd(\"-2147483648.7\").stripTrailingZeros()"
    :try_start_812
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_812
    .catch Ljava/lang/RuntimeException; {:try_start_812 .. :try_end_812} :catch_812
    goto :next_812
    :catch_812
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_812
    const-string v0, "bd(\"-2147483648.7\").hashCode()"
    :try_start_813
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_813
    .catch Ljava/lang/RuntimeException; {:try_start_813 .. :try_end_813} :catch_813
    goto :next_813
    :catch_813
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_813
    const-string v0, "bd(\"-2147483648.7\").ulp()"
    :try_start_814
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_814
    .catch Ljava/lang/RuntimeException; {:try_start_814 .. :try_end_814} :catch_814
    goto :next_814
    :catch_814
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_814
    const-string v0, "bd(\"-2147483648.7\").movePointLeft(2)"
    :try_start_815
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_815
    .catch Ljava/lang/RuntimeException; {:try_start_815 .. :try_end_815} :catch_815
    goto :next_815
    :catch_815
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_815
    const-string v0, "bd(\"-2147483648.7\").movePointRight(2)"
    :try_start_816
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_816
    .catch Ljava/lang/RuntimeException; {:try_start_816 .. :try_end_816} :catch_816
    goto :next_816
    :catch_816
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_816
    const-string v0, "bd(\"-2147483648.7\").movePointRight(9)"
    :try_start_817
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_817
    .catch Ljava/lang/RuntimeException; {:try_start_817 .. :try_end_817} :catch_817
    goto :next_817
    :catch_817
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_817
    const-string v0, "bd(\"-2147483648.7\").movePointLeft(-3)"
    :try_start_818
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_818
    .catch Ljava/lang/RuntimeException; {:try_start_818 .. :try_end_818} :catch_818
    goto :next_818
    :catch_818
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_818
    const-string v0, "bd(\"-2147483648.7\").scaleByPowerOfTen(3)"
    :try_start_819
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_819
    .catch Ljava/lang/RuntimeException; {:try_start_819 .. :try_end_819} :catch_819
    goto :next_819
    :catch_819
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_819
    const-string v0, "bd(\"-2147483648.7\").intValue()"
    :try_start_820
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_820
    .catch Ljava/lang/RuntimeException; {:try_start_820 .. :try_end_820} :catch_820
    goto :next_820
    :catch_820
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_820
    const-string v0, "bd(\"-2147483648.7\").longValue()"
    :try_start_821
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_821
    .catch Ljava/lang/RuntimeException; {:try_start_821 .. :try_end_821} :catch_821
    goto :next_821
    :catch_821
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_821
    const-string v0, "bd(\"-2147483648.7\").doubleValue()"
    :try_start_822
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_822
    .catch Ljava/lang/RuntimeException; {:try_start_822 .. :try_end_822} :catch_822
    goto :next_822
    :catch_822
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_822
    const-string v0, "bd(\"-2147483648.7\").floatValue()"
    :try_start_823
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_823
    .catch Ljava/lang/RuntimeException; {:try_start_823 .. :try_end_823} :catch_823
    goto :next_823
    :catch_823
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_823
    const-string v0, "bd(\"-2147483648.7\").toBigInteger()"
    :try_start_824
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_824
    .catch Ljava/lang/RuntimeException; {:try_start_824 .. :try_end_824} :catch_824
    goto :next_824
    :catch_824
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_824
    const-string v0, "bd(\"-2147483648.7\").pow(2)"
    :try_start_825
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_825
    .catch Ljava/lang/RuntimeException; {:try_start_825 .. :try_end_825} :catch_825
    goto :next_825
    :catch_825
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_825
    const-string v0, "bd(\"-2147483648.7\").pow(0)"
    :try_start_826
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_826
    .catch Ljava/lang/RuntimeException; {:try_start_826 .. :try_end_826} :catch_826
    goto :next_826
    :catch_826
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_826
    const-string v0, "bd(\"-2147483648.7\").longValueExact()"
    :try_start_827
    move-object/16 v2, v0
    const-string v6, "-2147483648.7"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_827
    .catch Ljava/lang/RuntimeException; {:try_start_827 .. :try_end_827} :catch_827
    goto :next_827
    :catch_827
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_827
    const-string v0, "bd(\"-2147483648.7\").intValueExact()"
    :try_start_828
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_828
    .catch Ljava/lang/RuntimeException; {:try_start_828 .. :try_end_828} :catch_828
    goto :next_828
    :catch_828
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_828
    const-string v0, "bd(\"-2147483648.7\").toBigIntegerExact()"
    :try_start_829
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_829
    .catch Ljava/lang/RuntimeException; {:try_start_829 .. :try_end_829} :catch_829
    goto :next_829
    :catch_829
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_829
    const-string v0, "bd(\"-2147483648.7\").shortValue()"
    :try_start_830
    move-object/16 v2, v0
    const-string v5, "-2147483648.7"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_830
    .catch Ljava/lang/RuntimeException; {:try_start_830 .. :try_end_830} :catch_830
    goto :next_830
    :catch_830
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_830
    const-string v0, "bd(\"9223372036854775807.5\").signum()"
    :try_start_831
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_831
    .catch Ljava/lang/RuntimeException; {:try_start_831 .. :try_end_831} :catch_831
    goto :next_831
    :catch_831
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_831
    const-string v0, "bd(\"9223372036854775807.5\").negate()"
    :try_start_832
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_832
    .catch Ljava/lang/RuntimeException; {:try_start_832 .. :try_end_832} :catch_832
    goto :next_832
    :catch_832
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_832
    const-string v0, "bd(\"9223372036854775807.5\").abs()"
    :try_start_833
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_833
    .catch Ljava/lang/RuntimeException; {:try_start_833 .. :try_end_833} :catch_833
    goto :next_833
    :catch_833
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_833
    const-string v0, "bd(\"9223372036854775807.5\").stripTrailingZeros()"
    :try_start_834
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_834
    .catch Ljava/lang/RuntimeException; {:try_start_834 .. :try_end_834} :catch_834
    goto :next_834
    :catch_834
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_834
    const-string v0, "bd(\"9223372036854775807.5\").hashCode()"
    :try_start_835
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_835
    .catch Ljava/lang/RuntimeException; {:try_start_835 .. :try_end_835} :catch_835
    goto :next_835
    :catch_835
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_835
    const-string v0, "bd(\"9223372036854775807.5\").ulp()"
    :try_start_836
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_836
    .catch Ljava/lang/RuntimeException; {:try_start_836 .. :try_end_836} :catch_836
    goto :next_836
    :catch_836
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_836
    const-string v0, "bd(\"9223372036854775807.5\").movePointLeft(2)"
    :try_start_837
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_837
    .catch Ljava/lang/RuntimeException; {:try_start_837 .. :try_end_837} :catch_837
    goto :next_837
    :catch_837
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_837
    const-string v0, "bd(\"9223372036854775807.5\").movePointRight(2)"
    :try_start_838
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_838
    .catch Ljava/lang/RuntimeException; {:try_start_838 .. :try_end_838} :catch_838
    goto :next_838
    :catch_838
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_838
    const-string v0, "bd(\"9223372036854775807.5\").movePointRight(9)"
    :try_start_839
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_839
    .catch Ljava/lang/RuntimeException; {:try_start_839 .. :try_end_839} :catch_839
    goto :next_839
    :catch_839
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_839
    return-void
.end method

.method static part21()V
    .registers 8
    const-string v0, "bd(\"9223372036854775807.5\").movePointLeft(-3)"
    :try_start_840
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_840
    .catch Ljava/lang/RuntimeException; {:try_start_840 .. :try_end_840} :catch_840
    goto :next_840
    :catch_840
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_840
    const-string v0, "bd(\"9223372036854775807.5\").scaleByPowerOfTen(3)"
    :try_start_841
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_841
    .catch Ljava/lang/RuntimeException; {:try_start_841 .. :try_end_841} :catch_841
    goto :next_841
    :catch_841
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_841
    const-string v0, "bd(\"9223372036854775807.5\").intValue()"
    :try_start_842
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_842
    .catch Ljava/lang/RuntimeException; {:try_start_842 .. :try_end_842} :catch_842
    goto :next_842
    :catch_842
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_842
    const-string v0, "bd(\"9223372036854775807.5\").longValue()"
    :try_start_843
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_843
    .catch Ljava/lang/RuntimeException; {:try_start_843 .. :try_end_843} :catch_843
    goto :next_843
    :catch_843
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_843
    const-string v0, "bd(\"9223372036854775807.5\").doubleValue()"
    :try_start_844
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_844
    .catch Ljava/lang/RuntimeException; {:try_start_844 .. :try_end_844} :catch_844
    goto :next_844
    :catch_844
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_844
    const-string v0, "bd(\"9223372036854775807.5\").floatValue()"
    :try_start_845
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_845
    .catch Ljava/lang/RuntimeException; {:try_start_845 .. :try_end_845} :catch_845
    goto :next_845
    :catch_845
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_845
    const-string v0, "bd(\"9223372036854775807.5\").toBigInteger()"
    :try_start_846
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_846
    .catch Ljava/lang/RuntimeException; {:try_start_846 .. :try_end_846} :catch_846
    goto :next_846
    :catch_846
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_846
    const-string v0, "bd(\"9223372036854775807.5\").pow(2)"
    :try_start_847
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_847
    .catch Ljava/lang/RuntimeException; {:try_start_847 .. :try_end_847} :catch_847
    goto :next_847
    :catch_847
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_847
    const-string v0, "bd(\"9223372036854775807.5\").pow(0)"
    :try_start_848
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_848
    .catch Ljava/lang/RuntimeException; {:try_start_848 .. :try_end_848} :catch_848
    goto :next_848
    :catch_848
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_848
    const-string v0, "bd(\"9223372036854775807.5\").longValueExact()"
    :try_start_849
    move-object/16 v2, v0
    const-string v6, "9223372036854775807.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_849
    .catch Ljava/lang/RuntimeException; {:try_start_849 .. :try_end_849} :catch_849
    goto :next_849
    :catch_849
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_849
    const-string v0, "bd(\"9223372036854775807.5\").intValueExact()"
    :try_start_850
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_850
    .catch Ljava/lang/RuntimeException; {:try_start_850 .. :try_end_850} :catch_850
    goto :next_850
    :catch_850
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_850
    const-string v0, "bd(\"9223372036854775807.5\").toBigIntegerExact()"
    :try_start_851
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_851
    .catch Ljava/lang/RuntimeException; {:try_start_851 .. :try_end_851} :catch_851
    goto :next_851
    :catch_851
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_851
    const-string v0, "bd(\"9223372036854775807.5\").shortValue()"
    :try_start_852
    move-object/16 v2, v0
    const-string v5, "9223372036854775807.5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_852
    .catch Ljava/lang/RuntimeException; {:try_start_852 .. :try_end_852} :catch_852
    goto :next_852
    :catch_852
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_852
    const-string v0, "bd(\"-1E+19\").signum()"
    :try_start_853
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_853
    .catch Ljava/lang/RuntimeException; {:try_start_853 .. :try_end_853} :catch_853
    goto :next_853
    :catch_853
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_853
    const-string v0, "bd(\"-1E+19\").negate()"
    :try_start_854
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->negate()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_854
    .catch Ljava/lang/RuntimeException; {:try_start_854 .. :try_end_854} :catch_854
    goto :next_854
    :catch_854
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_854
    const-string v0, "bd(\"-1E+19\").abs()"
    :try_start_855
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->abs()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_855
    .catch Ljava/lang/RuntimeException; {:try_start_855 .. :try_end_855} :catch_855
    goto :next_855
    :catch_855
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_855
    const-string v0, "bd(\"-1E+19\").stripTrailingZeros()"
    :try_start_856
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_856
    .catch Ljava/lang/RuntimeException; {:try_start_856 .. :try_end_856} :catch_856
    goto :next_856
    :catch_856
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_856
    const-string v0, "bd(\"-1E+19\").hashCode()"
    :try_start_857
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_857
    .catch Ljava/lang/RuntimeException; {:try_start_857 .. :try_end_857} :catch_857
    goto :next_857
    :catch_857
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_857
    const-string v0, "bd(\"-1E+19\").ulp()"
    :try_start_858
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->ulp()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_858
    .catch Ljava/lang/RuntimeException; {:try_start_858 .. :try_end_858} :catch_858
    goto :next_858
    :catch_858
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_858
    const-string v0, "bd(\"-1E+19\").movePointLeft(2)"
    :try_start_859
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_859
    .catch Ljava/lang/RuntimeException; {:try_start_859 .. :try_end_859} :catch_859
    goto :next_859
    :catch_859
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_859
    const-string v0, "bd(\"-1E+19\").movePointRight(2)"
    :try_start_860
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_860
    .catch Ljava/lang/RuntimeException; {:try_start_860 .. :try_end_860} :catch_860
    goto :next_860
    :catch_860
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_860
    const-string v0, "bd(\"-1E+19\").movePointRight(9)"
    :try_start_861
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 9
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_861
    .catch Ljava/lang/RuntimeException; {:try_start_861 .. :try_end_861} :catch_861
    goto :next_861
    :catch_861
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_861
    const-string v0, "bd(\"-1E+19\").movePointLeft(-3)"
    :try_start_862
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_862
    .catch Ljava/lang/RuntimeException; {:try_start_862 .. :try_end_862} :catch_862
    goto :next_862
    :catch_862
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_862
    const-string v0, "bd(\"-1E+19\").scaleByPowerOfTen(3)"
    :try_start_863
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_863
    .catch Ljava/lang/RuntimeException; {:try_start_863 .. :try_end_863} :catch_863
    goto :next_863
    :catch_863
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_863
    const-string v0, "bd(\"-1E+19\").intValue()"
    :try_start_864
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_864
    .catch Ljava/lang/RuntimeException; {:try_start_864 .. :try_end_864} :catch_864
    goto :next_864
    :catch_864
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_864
    const-string v0, "bd(\"-1E+19\").longValue()"
    :try_start_865
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_865
    .catch Ljava/lang/RuntimeException; {:try_start_865 .. :try_end_865} :catch_865
    goto :next_865
    :catch_865
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_865
    const-string v0, "bd(\"-1E+19\").doubleValue()"
    :try_start_866
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_866
    .catch Ljava/lang/RuntimeException; {:try_start_866 .. :try_end_866} :catch_866
    goto :next_866
    :catch_866
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_866
    const-string v0, "bd(\"-1E+19\").floatValue()"
    :try_start_867
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_867
    .catch Ljava/lang/RuntimeException; {:try_start_867 .. :try_end_867} :catch_867
    goto :next_867
    :catch_867
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_867
    const-string v0, "bd(\"-1E+19\").toBigInteger()"
    :try_start_868
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigInteger()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_868
    .catch Ljava/lang/RuntimeException; {:try_start_868 .. :try_end_868} :catch_868
    goto :next_868
    :catch_868
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_868
    const-string v0, "bd(\"-1E+19\").pow(2)"
    :try_start_869
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_869
    .catch Ljava/lang/RuntimeException; {:try_start_869 .. :try_end_869} :catch_869
    goto :next_869
    :catch_869
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_869
    const-string v0, "bd(\"-1E+19\").pow(0)"
    :try_start_870
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_870
    .catch Ljava/lang/RuntimeException; {:try_start_870 .. :try_end_870} :catch_870
    goto :next_870
    :catch_870
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_870
    const-string v0, "bd(\"-1E+19\").longValueExact()"
    :try_start_871
    move-object/16 v2, v0
    const-string v6, "-1E+19"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_871
    .catch Ljava/lang/RuntimeException; {:try_start_871 .. :try_end_871} :catch_871
    goto :next_871
    :catch_871
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_871
    const-string v0, "bd(\"-1E+19\").intValueExact()"
    :try_start_872
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_872
    .catch Ljava/lang/RuntimeException; {:try_start_872 .. :try_end_872} :catch_872
    goto :next_872
    :catch_872
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_872
    const-string v0, "bd(\"-1E+19\").toBigIntegerExact()"
    :try_start_873
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toBigIntegerExact()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_873
    .catch Ljava/lang/RuntimeException; {:try_start_873 .. :try_end_873} :catch_873
    goto :next_873
    :catch_873
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_873
    const-string v0, "bd(\"-1E+19\").shortValue()"
    :try_start_874
    move-object/16 v2, v0
    const-string v5, "-1E+19"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_874
    .catch Ljava/lang/RuntimeException; {:try_start_874 .. :try_end_874} :catch_874
    goto :next_874
    :catch_874
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_874
    const-string v0, "bd(\"2.0\").equals(bd(\"2.00\"))"
    :try_start_875
    move-object/16 v2, v0
    const-string v6, "2.0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "2.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_875
    .catch Ljava/lang/RuntimeException; {:try_start_875 .. :try_end_875} :catch_875
    goto :next_875
    :catch_875
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_875
    const-string v0, "bd(\"2.0\").compareTo(bd(\"2.00\"))"
    :try_start_876
    move-object/16 v2, v0
    const-string v6, "2.0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "2.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->compareTo(Ljava/math/BigDecimal;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_876
    .catch Ljava/lang/RuntimeException; {:try_start_876 .. :try_end_876} :catch_876
    goto :next_876
    :catch_876
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_876
    const-string v0, "bd(\"2.0\").equals(\"2.0\")"
    :try_start_877
    move-object/16 v2, v0
    const-string v6, "2.0"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v5, "2.0"
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_877
    .catch Ljava/lang/RuntimeException; {:try_start_877 .. :try_end_877} :catch_877
    goto :next_877
    :catch_877
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_877
    const-string v0, "bd(\"2.0\").hashCode()"
    :try_start_878
    move-object/16 v2, v0
    const-string v5, "2.0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_878
    .catch Ljava/lang/RuntimeException; {:try_start_878 .. :try_end_878} :catch_878
    goto :next_878
    :catch_878
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_878
    const-string v0, "bd(\"2.00\").hashCode()"
    :try_start_879
    move-object/16 v2, v0
    const-string v5, "2.00"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_879
    .catch Ljava/lang/RuntimeException; {:try_start_879 .. :try_end_879} :catch_879
    goto :next_879
    :catch_879
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_879
    return-void
.end method

.method static part22()V
    .registers 13
    const-string v0, "((Comparable) bd(\"1\")).compareTo(bd(\"0.5\"))"
    :try_start_880
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-interface/range {v4 .. v5}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_880
    .catch Ljava/lang/RuntimeException; {:try_start_880 .. :try_end_880} :catch_880
    goto :next_880
    :catch_880
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_880
    const-string v0, "bd(\"0E+3\").add(bd(\"0.00\"))"
    :try_start_881
    move-object/16 v2, v0
    const-string v6, "0E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "0.00"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_881
    .catch Ljava/lang/RuntimeException; {:try_start_881 .. :try_end_881} :catch_881
    goto :next_881
    :catch_881
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_881
    const-string v0, "bd(\"0E+3\").multiply(bd(\"1.5\"))"
    :try_start_882
    move-object/16 v2, v0
    const-string v6, "0E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_882
    .catch Ljava/lang/RuntimeException; {:try_start_882 .. :try_end_882} :catch_882
    goto :next_882
    :catch_882
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_882
    const-string v0, "bd(\"0\").stripTrailingZeros()"
    :try_start_883
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_883
    .catch Ljava/lang/RuntimeException; {:try_start_883 .. :try_end_883} :catch_883
    goto :next_883
    :catch_883
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_883
    const-string v0, "bd(\"0.000\").stripTrailingZeros()"
    :try_start_884
    move-object/16 v2, v0
    const-string v5, "0.000"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->stripTrailingZeros()Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_884
    .catch Ljava/lang/RuntimeException; {:try_start_884 .. :try_end_884} :catch_884
    goto :next_884
    :catch_884
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_884
    const-string v0, "bd(\"0.000\").toPlainString()"
    :try_start_885
    move-object/16 v2, v0
    const-string v5, "0.000"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_885
    .catch Ljava/lang/RuntimeException; {:try_start_885 .. :try_end_885} :catch_885
    goto :next_885
    :catch_885
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_885
    const-string v0, "bd(\"0E+3\").toPlainString()"
    :try_start_886
    move-object/16 v2, v0
    const-string v5, "0E+3"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toPlainString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_886
    .catch Ljava/lang/RuntimeException; {:try_start_886 .. :try_end_886} :catch_886
    goto :next_886
    :catch_886
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_886
    const-string v0, "bd(\"0E-10\").toEngineeringString()"
    :try_start_887
    move-object/16 v2, v0
    const-string v5, "0E-10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_887
    .catch Ljava/lang/RuntimeException; {:try_start_887 .. :try_end_887} :catch_887
    goto :next_887
    :catch_887
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_887
    const-string v0, "bd(\"0E+4\").toEngineeringString()"
    :try_start_888
    move-object/16 v2, v0
    const-string v5, "0E+4"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_888
    .catch Ljava/lang/RuntimeException; {:try_start_888 .. :try_end_888} :catch_888
    goto :next_888
    :catch_888
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_888
    const-string v0, "bd(\"0E+5\").toEngineeringString()"
    :try_start_889
    move-object/16 v2, v0
    const-string v5, "0E+5"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_889
    .catch Ljava/lang/RuntimeException; {:try_start_889 .. :try_end_889} :catch_889
    goto :next_889
    :catch_889
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_889
    const-string v0, "bd(\"123E+10\").toEngineeringString()"
    :try_start_890
    move-object/16 v2, v0
    const-string v5, "123E+10"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_890
    .catch Ljava/lang/RuntimeException; {:try_start_890 .. :try_end_890} :catch_890
    goto :next_890
    :catch_890
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_890
    const-string v0, "bd(\"-1.2E-8\").toEngineeringString()"
    :try_start_891
    move-object/16 v2, v0
    const-string v5, "-1.2E-8"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->toEngineeringString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_891
    .catch Ljava/lang/RuntimeException; {:try_start_891 .. :try_end_891} :catch_891
    goto :next_891
    :catch_891
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_891
    const-string v0, "bd(\"2\").pow(-1)"
    :try_start_892
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_892
    .catch Ljava/lang/RuntimeException; {:try_start_892 .. :try_end_892} :catch_892
    goto :next_892
    :catch_892
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_892
    const-string v0, "bd(\"1.1\").pow(20)"
    :try_start_893
    move-object/16 v2, v0
    const-string v6, "1.1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 20
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_893
    .catch Ljava/lang/RuntimeException; {:try_start_893 .. :try_end_893} :catch_893
    goto :next_893
    :catch_893
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_893
    const-string v0, "bd(\"1\").add((BigDecimal) null)"
    :try_start_894
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const/4 v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_894
    .catch Ljava/lang/RuntimeException; {:try_start_894 .. :try_end_894} :catch_894
    goto :next_894
    :catch_894
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_894
    const-string v0, "BigDecimal.ZERO"
    :try_start_895
    move-object/16 v2, v0
    sget-object v3, Ljava/math/BigDecimal;->ZERO:Ljava/math/BigDecimal;
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_895
    .catch Ljava/lang/RuntimeException; {:try_start_895 .. :try_end_895} :catch_895
    goto :next_895
    :catch_895
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_895
    const-string v0, "BigDecimal.ONE"
    :try_start_896
    move-object/16 v2, v0
    sget-object v3, Ljava/math/BigDecimal;->ONE:Ljava/math/BigDecimal;
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_896
    .catch Ljava/lang/RuntimeException; {:try_start_896 .. :try_end_896} :catch_896
    goto :next_896
    :catch_896
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_896
    const-string v0, "BigDecimal.TEN"
    :try_start_897
    move-object/16 v2, v0
    sget-object v3, Ljava/math/BigDecimal;->TEN:Ljava/math/BigDecimal;
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_897
    .catch Ljava/lang/RuntimeException; {:try_start_897 .. :try_end_897} :catch_897
    goto :next_897
    :catch_897
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_897
    const-string v0, "BigDecimal.TEN.scale()"
    :try_start_898
    move-object/16 v2, v0
    sget-object v4, Ljava/math/BigDecimal;->TEN:Ljava/math/BigDecimal;
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_898
    .catch Ljava/lang/RuntimeException; {:try_start_898 .. :try_end_898} :catch_898
    goto :next_898
    :catch_898
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_898
    const-string v0, "bd(\"1E-2147483648\").movePointLeft(1)"
    :try_start_899
    move-object/16 v2, v0
    const-string v6, "1E-2147483648"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_899
    .catch Ljava/lang/RuntimeException; {:try_start_899 .. :try_end_899} :catch_899
    goto :next_899
    :catch_899
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_899
    const-string v0, "bd(\"1E+2147483647\").scaleByPowerOfTen(1)"
    :try_start_900
    move-object/16 v2, v0
    const-string v6, "1E+2147483647"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_900
    .catch Ljava/lang/RuntimeException; {:try_start_900 .. :try_end_900} :catch_900
    goto :next_900
    :catch_900
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_900
    const-string v0, "bd(\"1E-2147483647\").multiply(bd(\"1E-2\"))"
    :try_start_901
    move-object/16 v2, v0
    const-string v6, "1E-2147483647"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v7, "1E-2"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_901
    .catch Ljava/lang/RuntimeException; {:try_start_901 .. :try_end_901} :catch_901
    goto :next_901
    :catch_901
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_901
    const-string v0, "bd(\"1e2147483647\").scale()"
    :try_start_902
    move-object/16 v2, v0
    const-string v5, "1e2147483647"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->scale()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_902
    .catch Ljava/lang/RuntimeException; {:try_start_902 .. :try_end_902} :catch_902
    goto :next_902
    :catch_902
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_902
    const-string v0, "bd(\"1e2147483647\").intValue()"
    :try_start_903
    move-object/16 v2, v0
    const-string v5, "1e2147483647"
    invoke-static/range {v5 .. v5}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigDecimal;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_903
    .catch Ljava/lang/RuntimeException; {:try_start_903 .. :try_end_903} :catch_903
    goto :next_903
    :catch_903
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_903
    const-string v0, "bd(\"1e2147483647\").longValue()"
    :try_start_904
    move-object/16 v2, v0
    const-string v6, "1e2147483647"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_904
    .catch Ljava/lang/RuntimeException; {:try_start_904 .. :try_end_904} :catch_904
    goto :next_904
    :catch_904
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_904
    const-string v0, "bd(\"-1E+63\").longValue()"
    :try_start_905
    move-object/16 v2, v0
    const-string v6, "-1E+63"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigDecimal;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_905
    .catch Ljava/lang/RuntimeException; {:try_start_905 .. :try_end_905} :catch_905
    goto :next_905
    :catch_905
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_905
    const-string v0, "bd(\"1E+2147483647\").movePointLeft(-1)"
    :try_start_906
    move-object/16 v2, v0
    const-string v6, "1E+2147483647"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointLeft(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_906
    .catch Ljava/lang/RuntimeException; {:try_start_906 .. :try_end_906} :catch_906
    goto :next_906
    :catch_906
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_906
    const-string v0, "bd(\"5E-2147483647\").movePointRight(-2)"
    :try_start_907
    move-object/16 v2, v0
    const-string v6, "5E-2147483647"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, -2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->movePointRight(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_907
    .catch Ljava/lang/RuntimeException; {:try_start_907 .. :try_end_907} :catch_907
    goto :next_907
    :catch_907
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_907
    const-string v0, "bd(\"1.5\").pow(1000000000)"
    :try_start_908
    move-object/16 v2, v0
    const-string v6, "1.5"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 1000000000
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_908
    .catch Ljava/lang/RuntimeException; {:try_start_908 .. :try_end_908} :catch_908
    goto :next_908
    :catch_908
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_908
    const-string v0, "bd(\"1E+1000000000\").pow(3)"
    :try_start_909
    move-object/16 v2, v0
    const-string v6, "1E+1000000000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_909
    .catch Ljava/lang/RuntimeException; {:try_start_909 .. :try_end_909} :catch_909
    goto :next_909
    :catch_909
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_909
    const-string v0, "bd(\"0E+1000000000\").pow(3)"
    :try_start_910
    move-object/16 v2, v0
    const-string v6, "0E+1000000000"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->pow(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_910
    .catch Ljava/lang/RuntimeException; {:try_start_910 .. :try_end_910} :catch_910
    goto :next_910
    :catch_910
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_910
    const-string v0, "bd(\"0E+3\").scaleByPowerOfTen(2147483647)"
    :try_start_911
    move-object/16 v2, v0
    const-string v6, "0E+3"
    invoke-static/range {v6 .. v6}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const v5, 2147483647
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigDecimal;->scaleByPowerOfTen(I)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_911
    .catch Ljava/lang/RuntimeException; {:try_start_911 .. :try_end_911} :catch_911
    goto :next_911
    :catch_911
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_911
    const-string v0, "bd(\"7.5\").divideToIntegralValue(bd(\"0.2\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_912
    move-object/16 v2, v0
    const-string v7, "7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_912
    .catch Ljava/lang/RuntimeException; {:try_start_912 .. :try_end_912} :catch_912
    goto :next_912
    :catch_912
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_912
    const-string v0, "bd(\"7.5\").remainder(bd(\"0.2\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_913
    move-object/16 v2, v0
    const-string v7, "7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_913
    .catch Ljava/lang/RuntimeException; {:try_start_913 .. :try_end_913} :catch_913
    goto :next_913
    :catch_913
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_913
    const-string v0, "bd(\"7.5\").divideAndRemainder(bd(\"0.2\"), new MathContext(2, RoundingMode.UP))"
    :try_start_914
    move-object/16 v2, v0
    const-string v8, "7.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_914
    .catch Ljava/lang/RuntimeException; {:try_start_914 .. :try_end_914} :catch_914
    goto :next_914
    :catch_914
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_914
    const-string v0, "bd(\"7.5\").divideToIntegralValue(bd(\"0.2\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_915
    move-object/16 v2, v0
    const-string v7, "7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_915
    .catch Ljava/lang/RuntimeException; {:try_start_915 .. :try_end_915} :catch_915
    goto :next_915
    :catch_915
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_915
    const-string v0, "bd(\"7.5\").remainder(bd(\"0.2\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_916
    move-object/16 v2, v0
    const-string v7, "7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_916
    .catch Ljava/lang/RuntimeException; {:try_start_916 .. :try_end_916} :catch_916
    goto :next_916
    :catch_916
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_916
    const-string v0, "bd(\"7.5\").divideAndRemainder(bd(\"0.2\"), new MathContext(5, RoundingMode.UP))"
    :try_start_917
    move-object/16 v2, v0
    const-string v8, "7.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_917
    .catch Ljava/lang/RuntimeException; {:try_start_917 .. :try_end_917} :catch_917
    goto :next_917
    :catch_917
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_917
    const-string v0, "bd(\"7.5\").divideToIntegralValue(bd(\"0.2\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_918
    move-object/16 v2, v0
    const-string v7, "7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_918
    .catch Ljava/lang/RuntimeException; {:try_start_918 .. :try_end_918} :catch_918
    goto :next_918
    :catch_918
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_918
    const-string v0, "bd(\"7.5\").remainder(bd(\"0.2\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_919
    move-object/16 v2, v0
    const-string v7, "7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_919
    .catch Ljava/lang/RuntimeException; {:try_start_919 .. :try_end_919} :catch_919
    goto :next_919
    :catch_919
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_919
    return-void
.end method

.method static part23()V
    .registers 13
    const-string v0, "bd(\"7.5\").divideAndRemainder(bd(\"0.2\"), new MathContext(9, RoundingMode.UP))"
    :try_start_920
    move-object/16 v2, v0
    const-string v8, "7.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_920
    .catch Ljava/lang/RuntimeException; {:try_start_920 .. :try_end_920} :catch_920
    goto :next_920
    :catch_920
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_920
    const-string v0, "bd(\"7.5\").divideToIntegralValue(bd(\"0.2\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_921
    move-object/16 v2, v0
    const-string v7, "7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_921
    .catch Ljava/lang/RuntimeException; {:try_start_921 .. :try_end_921} :catch_921
    goto :next_921
    :catch_921
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_921
    const-string v0, "bd(\"7.5\").remainder(bd(\"0.2\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_922
    move-object/16 v2, v0
    const-string v7, "7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_922
    .catch Ljava/lang/RuntimeException; {:try_start_922 .. :try_end_922} :catch_922
    goto :next_922
    :catch_922
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_922
    const-string v0, "bd(\"7.5\").divideAndRemainder(bd(\"0.2\"), new MathContext(0, RoundingMode.UP))"
    :try_start_923
    move-object/16 v2, v0
    const-string v8, "7.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_923
    .catch Ljava/lang/RuntimeException; {:try_start_923 .. :try_end_923} :catch_923
    goto :next_923
    :catch_923
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_923
    const-string v0, "bd(\"-7.5\").divideToIntegralValue(bd(\"0.2\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_924
    move-object/16 v2, v0
    const-string v7, "-7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_924
    .catch Ljava/lang/RuntimeException; {:try_start_924 .. :try_end_924} :catch_924
    goto :next_924
    :catch_924
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_924
    const-string v0, "bd(\"-7.5\").remainder(bd(\"0.2\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_925
    move-object/16 v2, v0
    const-string v7, "-7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_925
    .catch Ljava/lang/RuntimeException; {:try_start_925 .. :try_end_925} :catch_925
    goto :next_925
    :catch_925
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_925
    const-string v0, "bd(\"-7.5\").divideAndRemainder(bd(\"0.2\"), new MathContext(2, RoundingMode.UP))"
    :try_start_926
    move-object/16 v2, v0
    const-string v8, "-7.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_926
    .catch Ljava/lang/RuntimeException; {:try_start_926 .. :try_end_926} :catch_926
    goto :next_926
    :catch_926
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_926
    const-string v0, "bd(\"-7.5\").divideToIntegralValue(bd(\"0.2\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_927
    move-object/16 v2, v0
    const-string v7, "-7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_927
    .catch Ljava/lang/RuntimeException; {:try_start_927 .. :try_end_927} :catch_927
    goto :next_927
    :catch_927
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_927
    const-string v0, "bd(\"-7.5\").remainder(bd(\"0.2\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_928
    move-object/16 v2, v0
    const-string v7, "-7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_928
    .catch Ljava/lang/RuntimeException; {:try_start_928 .. :try_end_928} :catch_928
    goto :next_928
    :catch_928
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_928
    const-string v0, "bd(\"-7.5\").divideAndRemainder(bd(\"0.2\"), new MathContext(5, RoundingMode.UP))"
    :try_start_929
    move-object/16 v2, v0
    const-string v8, "-7.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_929
    .catch Ljava/lang/RuntimeException; {:try_start_929 .. :try_end_929} :catch_929
    goto :next_929
    :catch_929
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_929
    const-string v0, "bd(\"-7.5\").divideToIntegralValue(bd(\"0.2\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_930
    move-object/16 v2, v0
    const-string v7, "-7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_930
    .catch Ljava/lang/RuntimeException; {:try_start_930 .. :try_end_930} :catch_930
    goto :next_930
    :catch_930
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_930
    const-string v0, "bd(\"-7.5\").remainder(bd(\"0.2\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_931
    move-object/16 v2, v0
    const-string v7, "-7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_931
    .catch Ljava/lang/RuntimeException; {:try_start_931 .. :try_end_931} :catch_931
    goto :next_931
    :catch_931
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_931
    const-string v0, "bd(\"-7.5\").divideAndRemainder(bd(\"0.2\"), new MathContext(9, RoundingMode.UP))"
    :try_start_932
    move-object/16 v2, v0
    const-string v8, "-7.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_932
    .catch Ljava/lang/RuntimeException; {:try_start_932 .. :try_end_932} :catch_932
    goto :next_932
    :catch_932
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_932
    const-string v0, "bd(\"-7.5\").divideToIntegralValue(bd(\"0.2\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_933
    move-object/16 v2, v0
    const-string v7, "-7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_933
    .catch Ljava/lang/RuntimeException; {:try_start_933 .. :try_end_933} :catch_933
    goto :next_933
    :catch_933
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_933
    const-string v0, "bd(\"-7.5\").remainder(bd(\"0.2\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_934
    move-object/16 v2, v0
    const-string v7, "-7.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_934
    .catch Ljava/lang/RuntimeException; {:try_start_934 .. :try_end_934} :catch_934
    goto :next_934
    :catch_934
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_934
    const-string v0, "bd(\"-7.5\").divideAndRemainder(bd(\"0.2\"), new MathContext(0, RoundingMode.UP))"
    :try_start_935
    move-object/16 v2, v0
    const-string v8, "-7.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_935
    .catch Ljava/lang/RuntimeException; {:try_start_935 .. :try_end_935} :catch_935
    goto :next_935
    :catch_935
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_935
    const-string v0, "bd(\"1E+5\").divideToIntegralValue(bd(\"3\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_936
    move-object/16 v2, v0
    const-string v7, "1E+5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_936
    .catch Ljava/lang/RuntimeException; {:try_start_936 .. :try_end_936} :catch_936
    goto :next_936
    :catch_936
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_936
    const-string v0, "bd(\"1E+5\").remainder(bd(\"3\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_937
    move-object/16 v2, v0
    const-string v7, "1E+5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_937
    .catch Ljava/lang/RuntimeException; {:try_start_937 .. :try_end_937} :catch_937
    goto :next_937
    :catch_937
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_937
    const-string v0, "bd(\"1E+5\").divideAndRemainder(bd(\"3\"), new MathContext(2, RoundingMode.UP))"
    :try_start_938
    move-object/16 v2, v0
    const-string v8, "1E+5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_938
    .catch Ljava/lang/RuntimeException; {:try_start_938 .. :try_end_938} :catch_938
    goto :next_938
    :catch_938
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_938
    const-string v0, "bd(\"1E+5\").divideToIntegralValue(bd(\"3\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_939
    move-object/16 v2, v0
    const-string v7, "1E+5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_939
    .catch Ljava/lang/RuntimeException; {:try_start_939 .. :try_end_939} :catch_939
    goto :next_939
    :catch_939
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_939
    const-string v0, "bd(\"1E+5\").remainder(bd(\"3\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_940
    move-object/16 v2, v0
    const-string v7, "1E+5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_940
    .catch Ljava/lang/RuntimeException; {:try_start_940 .. :try_end_940} :catch_940
    goto :next_940
    :catch_940
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_940
    const-string v0, "bd(\"1E+5\").divideAndRemainder(bd(\"3\"), new MathContext(5, RoundingMode.UP))"
    :try_start_941
    move-object/16 v2, v0
    const-string v8, "1E+5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_941
    .catch Ljava/lang/RuntimeException; {:try_start_941 .. :try_end_941} :catch_941
    goto :next_941
    :catch_941
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_941
    const-string v0, "bd(\"1E+5\").divideToIntegralValue(bd(\"3\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_942
    move-object/16 v2, v0
    const-string v7, "1E+5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_942
    .catch Ljava/lang/RuntimeException; {:try_start_942 .. :try_end_942} :catch_942
    goto :next_942
    :catch_942
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_942
    const-string v0, "bd(\"1E+5\").remainder(bd(\"3\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_943
    move-object/16 v2, v0
    const-string v7, "1E+5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_943
    .catch Ljava/lang/RuntimeException; {:try_start_943 .. :try_end_943} :catch_943
    goto :next_943
    :catch_943
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_943
    const-string v0, "bd(\"1E+5\").divideAndRemainder(bd(\"3\"), new MathContext(9, RoundingMode.UP))"
    :try_start_944
    move-object/16 v2, v0
    const-string v8, "1E+5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_944
    .catch Ljava/lang/RuntimeException; {:try_start_944 .. :try_end_944} :catch_944
    goto :next_944
    :catch_944
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_944
    const-string v0, "bd(\"1E+5\").divideToIntegralValue(bd(\"3\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_945
    move-object/16 v2, v0
    const-string v7, "1E+5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_945
    .catch Ljava/lang/RuntimeException; {:try_start_945 .. :try_end_945} :catch_945
    goto :next_945
    :catch_945
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_945
    const-string v0, "bd(\"1E+5\").remainder(bd(\"3\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_946
    move-object/16 v2, v0
    const-string v7, "1E+5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_946
    .catch Ljava/lang/RuntimeException; {:try_start_946 .. :try_end_946} :catch_946
    goto :next_946
    :catch_946
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_946
    const-string v0, "bd(\"1E+5\").divideAndRemainder(bd(\"3\"), new MathContext(0, RoundingMode.UP))"
    :try_start_947
    move-object/16 v2, v0
    const-string v8, "1E+5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_947
    .catch Ljava/lang/RuntimeException; {:try_start_947 .. :try_end_947} :catch_947
    goto :next_947
    :catch_947
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_947
    const-string v0, "bd(\"12345.678\").divideToIntegralValue(bd(\"1E+2\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_948
    move-object/16 v2, v0
    const-string v7, "12345.678"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_948
    .catch Ljava/lang/RuntimeException; {:try_start_948 .. :try_end_948} :catch_948
    goto :next_948
    :catch_948
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_948
    const-string v0, "bd(\"12345.678\").remainder(bd(\"1E+2\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_949
    move-object/16 v2, v0
    const-string v7, "12345.678"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_949
    .catch Ljava/lang/RuntimeException; {:try_start_949 .. :try_end_949} :catch_949
    goto :next_949
    :catch_949
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_949
    const-string v0, "bd(\"12345.678\").divideAndRemainder(bd(\"1E+2\"), new MathContext(2, RoundingMode.UP))"
    :try_start_950
    move-object/16 v2, v0
    const-string v8, "12345.678"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "1E+2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_950
    .catch Ljava/lang/RuntimeException; {:try_start_950 .. :try_end_950} :catch_950
    goto :next_950
    :catch_950
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_950
    const-string v0, "bd(\"12345.678\").divideToIntegralValue(bd(\"1E+2\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_951
    move-object/16 v2, v0
    const-string v7, "12345.678"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_951
    .catch Ljava/lang/RuntimeException; {:try_start_951 .. :try_end_951} :catch_951
    goto :next_951
    :catch_951
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_951
    const-string v0, "bd(\"12345.678\").remainder(bd(\"1E+2\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_952
    move-object/16 v2, v0
    const-string v7, "12345.678"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_952
    .catch Ljava/lang/RuntimeException; {:try_start_952 .. :try_end_952} :catch_952
    goto :next_952
    :catch_952
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_952
    const-string v0, "bd(\"12345.678\").divideAndRemainder(bd(\"1E+2\"), new MathContext(5, RoundingMode.UP))"
    :try_start_953
    move-object/16 v2, v0
    const-string v8, "12345.678"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "1E+2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_953
    .catch Ljava/lang/RuntimeException; {:try_start_953 .. :try_end_953} :catch_953
    goto :next_953
    :catch_953
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_953
    const-string v0, "bd(\"12345.678\").divideToIntegralValue(bd(\"1E+2\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_954
    move-object/16 v2, v0
    const-string v7, "12345.678"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_954
    .catch Ljava/lang/RuntimeException; {:try_start_954 .. :try_end_954} :catch_954
    goto :next_954
    :catch_954
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_954
    const-string v0, "bd(\"12345.678\").remainder(bd(\"1E+2\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_955
    move-object/16 v2, v0
    const-string v7, "12345.678"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_955
    .catch Ljava/lang/RuntimeException; {:try_start_955 .. :try_end_955} :catch_955
    goto :next_955
    :catch_955
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_955
    const-string v0, "bd(\"12345.678\").divideAndRemainder(bd(\"1E+2\"), new MathContext(9, RoundingMode.UP))"
    :try_start_956
    move-object/16 v2, v0
    const-string v8, "12345.678"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "1E+2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_956
    .catch Ljava/lang/RuntimeException; {:try_start_956 .. :try_end_956} :catch_956
    goto :next_956
    :catch_956
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_956
    const-string v0, "bd(\"12345.678\").divideToIntegralValue(bd(\"1E+2\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_957
    move-object/16 v2, v0
    const-string v7, "12345.678"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_957
    .catch Ljava/lang/RuntimeException; {:try_start_957 .. :try_end_957} :catch_957
    goto :next_957
    :catch_957
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_957
    const-string v0, "bd(\"12345.678\").remainder(bd(\"1E+2\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_958
    move-object/16 v2, v0
    const-string v7, "12345.678"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E+2"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_958
    .catch Ljava/lang/RuntimeException; {:try_start_958 .. :try_end_958} :catch_958
    goto :next_958
    :catch_958
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_958
    const-string v0, "bd(\"12345.678\").divideAndRemainder(bd(\"1E+2\"), new MathContext(0, RoundingMode.UP))"
    :try_start_959
    move-object/16 v2, v0
    const-string v8, "12345.678"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "1E+2"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_959
    .catch Ljava/lang/RuntimeException; {:try_start_959 .. :try_end_959} :catch_959
    goto :next_959
    :catch_959
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_959
    return-void
.end method

.method static part24()V
    .registers 13
    const-string v0, "bd(\"123456789\").divideToIntegralValue(bd(\"0.01\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_960
    move-object/16 v2, v0
    const-string v7, "123456789"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.01"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_960
    .catch Ljava/lang/RuntimeException; {:try_start_960 .. :try_end_960} :catch_960
    goto :next_960
    :catch_960
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_960
    const-string v0, "bd(\"123456789\").remainder(bd(\"0.01\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_961
    move-object/16 v2, v0
    const-string v7, "123456789"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.01"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_961
    .catch Ljava/lang/RuntimeException; {:try_start_961 .. :try_end_961} :catch_961
    goto :next_961
    :catch_961
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_961
    const-string v0, "bd(\"123456789\").divideAndRemainder(bd(\"0.01\"), new MathContext(2, RoundingMode.UP))"
    :try_start_962
    move-object/16 v2, v0
    const-string v8, "123456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.01"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_962
    .catch Ljava/lang/RuntimeException; {:try_start_962 .. :try_end_962} :catch_962
    goto :next_962
    :catch_962
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_962
    const-string v0, "bd(\"123456789\").divideToIntegralValue(bd(\"0.01\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_963
    move-object/16 v2, v0
    const-string v7, "123456789"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.01"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_963
    .catch Ljava/lang/RuntimeException; {:try_start_963 .. :try_end_963} :catch_963
    goto :next_963
    :catch_963
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_963
    const-string v0, "bd(\"123456789\").remainder(bd(\"0.01\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_964
    move-object/16 v2, v0
    const-string v7, "123456789"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.01"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_964
    .catch Ljava/lang/RuntimeException; {:try_start_964 .. :try_end_964} :catch_964
    goto :next_964
    :catch_964
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_964
    const-string v0, "bd(\"123456789\").divideAndRemainder(bd(\"0.01\"), new MathContext(5, RoundingMode.UP))"
    :try_start_965
    move-object/16 v2, v0
    const-string v8, "123456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.01"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_965
    .catch Ljava/lang/RuntimeException; {:try_start_965 .. :try_end_965} :catch_965
    goto :next_965
    :catch_965
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_965
    const-string v0, "bd(\"123456789\").divideToIntegralValue(bd(\"0.01\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_966
    move-object/16 v2, v0
    const-string v7, "123456789"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.01"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_966
    .catch Ljava/lang/RuntimeException; {:try_start_966 .. :try_end_966} :catch_966
    goto :next_966
    :catch_966
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_966
    const-string v0, "bd(\"123456789\").remainder(bd(\"0.01\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_967
    move-object/16 v2, v0
    const-string v7, "123456789"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.01"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_967
    .catch Ljava/lang/RuntimeException; {:try_start_967 .. :try_end_967} :catch_967
    goto :next_967
    :catch_967
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_967
    const-string v0, "bd(\"123456789\").divideAndRemainder(bd(\"0.01\"), new MathContext(9, RoundingMode.UP))"
    :try_start_968
    move-object/16 v2, v0
    const-string v8, "123456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.01"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_968
    .catch Ljava/lang/RuntimeException; {:try_start_968 .. :try_end_968} :catch_968
    goto :next_968
    :catch_968
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_968
    const-string v0, "bd(\"123456789\").divideToIntegralValue(bd(\"0.01\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_969
    move-object/16 v2, v0
    const-string v7, "123456789"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.01"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_969
    .catch Ljava/lang/RuntimeException; {:try_start_969 .. :try_end_969} :catch_969
    goto :next_969
    :catch_969
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_969
    const-string v0, "bd(\"123456789\").remainder(bd(\"0.01\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_970
    move-object/16 v2, v0
    const-string v7, "123456789"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.01"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_970
    .catch Ljava/lang/RuntimeException; {:try_start_970 .. :try_end_970} :catch_970
    goto :next_970
    :catch_970
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_970
    const-string v0, "bd(\"123456789\").divideAndRemainder(bd(\"0.01\"), new MathContext(0, RoundingMode.UP))"
    :try_start_971
    move-object/16 v2, v0
    const-string v8, "123456789"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.01"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_971
    .catch Ljava/lang/RuntimeException; {:try_start_971 .. :try_end_971} :catch_971
    goto :next_971
    :catch_971
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_971
    const-string v0, "bd(\"0.5\").divideToIntegralValue(bd(\"3\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_972
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_972
    .catch Ljava/lang/RuntimeException; {:try_start_972 .. :try_end_972} :catch_972
    goto :next_972
    :catch_972
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_972
    const-string v0, "bd(\"0.5\").remainder(bd(\"3\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_973
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_973
    .catch Ljava/lang/RuntimeException; {:try_start_973 .. :try_end_973} :catch_973
    goto :next_973
    :catch_973
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_973
    const-string v0, "bd(\"0.5\").divideAndRemainder(bd(\"3\"), new MathContext(2, RoundingMode.UP))"
    :try_start_974
    move-object/16 v2, v0
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_974
    .catch Ljava/lang/RuntimeException; {:try_start_974 .. :try_end_974} :catch_974
    goto :next_974
    :catch_974
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_974
    const-string v0, "bd(\"0.5\").divideToIntegralValue(bd(\"3\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_975
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_975
    .catch Ljava/lang/RuntimeException; {:try_start_975 .. :try_end_975} :catch_975
    goto :next_975
    :catch_975
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_975
    const-string v0, "bd(\"0.5\").remainder(bd(\"3\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_976
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_976
    .catch Ljava/lang/RuntimeException; {:try_start_976 .. :try_end_976} :catch_976
    goto :next_976
    :catch_976
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_976
    const-string v0, "bd(\"0.5\").divideAndRemainder(bd(\"3\"), new MathContext(5, RoundingMode.UP))"
    :try_start_977
    move-object/16 v2, v0
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_977
    .catch Ljava/lang/RuntimeException; {:try_start_977 .. :try_end_977} :catch_977
    goto :next_977
    :catch_977
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_977
    const-string v0, "bd(\"0.5\").divideToIntegralValue(bd(\"3\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_978
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_978
    .catch Ljava/lang/RuntimeException; {:try_start_978 .. :try_end_978} :catch_978
    goto :next_978
    :catch_978
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_978
    const-string v0, "bd(\"0.5\").remainder(bd(\"3\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_979
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_979
    .catch Ljava/lang/RuntimeException; {:try_start_979 .. :try_end_979} :catch_979
    goto :next_979
    :catch_979
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_979
    const-string v0, "bd(\"0.5\").divideAndRemainder(bd(\"3\"), new MathContext(9, RoundingMode.UP))"
    :try_start_980
    move-object/16 v2, v0
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_980
    .catch Ljava/lang/RuntimeException; {:try_start_980 .. :try_end_980} :catch_980
    goto :next_980
    :catch_980
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_980
    const-string v0, "bd(\"0.5\").divideToIntegralValue(bd(\"3\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_981
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_981
    .catch Ljava/lang/RuntimeException; {:try_start_981 .. :try_end_981} :catch_981
    goto :next_981
    :catch_981
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_981
    const-string v0, "bd(\"0.5\").remainder(bd(\"3\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_982
    move-object/16 v2, v0
    const-string v7, "0.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_982
    .catch Ljava/lang/RuntimeException; {:try_start_982 .. :try_end_982} :catch_982
    goto :next_982
    :catch_982
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_982
    const-string v0, "bd(\"0.5\").divideAndRemainder(bd(\"3\"), new MathContext(0, RoundingMode.UP))"
    :try_start_983
    move-object/16 v2, v0
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_983
    .catch Ljava/lang/RuntimeException; {:try_start_983 .. :try_end_983} :catch_983
    goto :next_983
    :catch_983
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_983
    const-string v0, "bd(\"100\").divideToIntegralValue(bd(\"7.00\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_984
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_984
    .catch Ljava/lang/RuntimeException; {:try_start_984 .. :try_end_984} :catch_984
    goto :next_984
    :catch_984
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_984
    const-string v0, "bd(\"100\").remainder(bd(\"7.00\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_985
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_985
    .catch Ljava/lang/RuntimeException; {:try_start_985 .. :try_end_985} :catch_985
    goto :next_985
    :catch_985
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_985
    const-string v0, "bd(\"100\").divideAndRemainder(bd(\"7.00\"), new MathContext(2, RoundingMode.UP))"
    :try_start_986
    move-object/16 v2, v0
    const-string v8, "100"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "7.00"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_986
    .catch Ljava/lang/RuntimeException; {:try_start_986 .. :try_end_986} :catch_986
    goto :next_986
    :catch_986
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_986
    const-string v0, "bd(\"100\").divideToIntegralValue(bd(\"7.00\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_987
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_987
    .catch Ljava/lang/RuntimeException; {:try_start_987 .. :try_end_987} :catch_987
    goto :next_987
    :catch_987
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_987
    const-string v0, "bd(\"100\").remainder(bd(\"7.00\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_988
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_988
    .catch Ljava/lang/RuntimeException; {:try_start_988 .. :try_end_988} :catch_988
    goto :next_988
    :catch_988
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_988
    const-string v0, "bd(\"100\").divideAndRemainder(bd(\"7.00\"), new MathContext(5, RoundingMode.UP))"
    :try_start_989
    move-object/16 v2, v0
    const-string v8, "100"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "7.00"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_989
    .catch Ljava/lang/RuntimeException; {:try_start_989 .. :try_end_989} :catch_989
    goto :next_989
    :catch_989
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_989
    const-string v0, "bd(\"100\").divideToIntegralValue(bd(\"7.00\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_990
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_990
    .catch Ljava/lang/RuntimeException; {:try_start_990 .. :try_end_990} :catch_990
    goto :next_990
    :catch_990
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_990
    const-string v0, "bd(\"100\").remainder(bd(\"7.00\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_991
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_991
    .catch Ljava/lang/RuntimeException; {:try_start_991 .. :try_end_991} :catch_991
    goto :next_991
    :catch_991
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_991
    const-string v0, "bd(\"100\").divideAndRemainder(bd(\"7.00\"), new MathContext(9, RoundingMode.UP))"
    :try_start_992
    move-object/16 v2, v0
    const-string v8, "100"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "7.00"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_992
    .catch Ljava/lang/RuntimeException; {:try_start_992 .. :try_end_992} :catch_992
    goto :next_992
    :catch_992
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_992
    const-string v0, "bd(\"100\").divideToIntegralValue(bd(\"7.00\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_993
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_993
    .catch Ljava/lang/RuntimeException; {:try_start_993 .. :try_end_993} :catch_993
    goto :next_993
    :catch_993
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_993
    const-string v0, "bd(\"100\").remainder(bd(\"7.00\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_994
    move-object/16 v2, v0
    const-string v7, "100"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "7.00"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_994
    .catch Ljava/lang/RuntimeException; {:try_start_994 .. :try_end_994} :catch_994
    goto :next_994
    :catch_994
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_994
    const-string v0, "bd(\"100\").divideAndRemainder(bd(\"7.00\"), new MathContext(0, RoundingMode.UP))"
    :try_start_995
    move-object/16 v2, v0
    const-string v8, "100"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "7.00"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_995
    .catch Ljava/lang/RuntimeException; {:try_start_995 .. :try_end_995} :catch_995
    goto :next_995
    :catch_995
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_995
    const-string v0, "bd(\"1E+10\").divideToIntegralValue(bd(\"1E-3\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_996
    move-object/16 v2, v0
    const-string v7, "1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_996
    .catch Ljava/lang/RuntimeException; {:try_start_996 .. :try_end_996} :catch_996
    goto :next_996
    :catch_996
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_996
    const-string v0, "bd(\"1E+10\").remainder(bd(\"1E-3\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_997
    move-object/16 v2, v0
    const-string v7, "1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_997
    .catch Ljava/lang/RuntimeException; {:try_start_997 .. :try_end_997} :catch_997
    goto :next_997
    :catch_997
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_997
    const-string v0, "bd(\"1E+10\").divideAndRemainder(bd(\"1E-3\"), new MathContext(2, RoundingMode.UP))"
    :try_start_998
    move-object/16 v2, v0
    const-string v8, "1E+10"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "1E-3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_998
    .catch Ljava/lang/RuntimeException; {:try_start_998 .. :try_end_998} :catch_998
    goto :next_998
    :catch_998
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_998
    const-string v0, "bd(\"1E+10\").divideToIntegralValue(bd(\"1E-3\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_999
    move-object/16 v2, v0
    const-string v7, "1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_999
    .catch Ljava/lang/RuntimeException; {:try_start_999 .. :try_end_999} :catch_999
    goto :next_999
    :catch_999
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_999
    return-void
.end method

.method static part25()V
    .registers 13
    const-string v0, "bd(\"1E+10\").remainder(bd(\"1E-3\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_1000
    move-object/16 v2, v0
    const-string v7, "1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1000
    .catch Ljava/lang/RuntimeException; {:try_start_1000 .. :try_end_1000} :catch_1000
    goto :next_1000
    :catch_1000
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1000
    const-string v0, "bd(\"1E+10\").divideAndRemainder(bd(\"1E-3\"), new MathContext(5, RoundingMode.UP))"
    :try_start_1001
    move-object/16 v2, v0
    const-string v8, "1E+10"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "1E-3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1001
    .catch Ljava/lang/RuntimeException; {:try_start_1001 .. :try_end_1001} :catch_1001
    goto :next_1001
    :catch_1001
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1001
    const-string v0, "bd(\"1E+10\").divideToIntegralValue(bd(\"1E-3\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1002
    move-object/16 v2, v0
    const-string v7, "1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1002
    .catch Ljava/lang/RuntimeException; {:try_start_1002 .. :try_end_1002} :catch_1002
    goto :next_1002
    :catch_1002
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1002
    const-string v0, "bd(\"1E+10\").remainder(bd(\"1E-3\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1003
    move-object/16 v2, v0
    const-string v7, "1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1003
    .catch Ljava/lang/RuntimeException; {:try_start_1003 .. :try_end_1003} :catch_1003
    goto :next_1003
    :catch_1003
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1003
    const-string v0, "bd(\"1E+10\").divideAndRemainder(bd(\"1E-3\"), new MathContext(9, RoundingMode.UP))"
    :try_start_1004
    move-object/16 v2, v0
    const-string v8, "1E+10"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "1E-3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1004
    .catch Ljava/lang/RuntimeException; {:try_start_1004 .. :try_end_1004} :catch_1004
    goto :next_1004
    :catch_1004
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1004
    const-string v0, "bd(\"1E+10\").divideToIntegralValue(bd(\"1E-3\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1005
    move-object/16 v2, v0
    const-string v7, "1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1005
    .catch Ljava/lang/RuntimeException; {:try_start_1005 .. :try_end_1005} :catch_1005
    goto :next_1005
    :catch_1005
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1005
    const-string v0, "bd(\"1E+10\").remainder(bd(\"1E-3\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1006
    move-object/16 v2, v0
    const-string v7, "1E+10"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "1E-3"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1006
    .catch Ljava/lang/RuntimeException; {:try_start_1006 .. :try_end_1006} :catch_1006
    goto :next_1006
    :catch_1006
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1006
    const-string v0, "bd(\"1E+10\").divideAndRemainder(bd(\"1E-3\"), new MathContext(0, RoundingMode.UP))"
    :try_start_1007
    move-object/16 v2, v0
    const-string v8, "1E+10"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "1E-3"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1007
    .catch Ljava/lang/RuntimeException; {:try_start_1007 .. :try_end_1007} :catch_1007
    goto :next_1007
    :catch_1007
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1007
    const-string v0, "bd(\"5\").divideToIntegralValue(bd(\"0\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_1008
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1008
    .catch Ljava/lang/RuntimeException; {:try_start_1008 .. :try_end_1008} :catch_1008
    goto :next_1008
    :catch_1008
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1008
    const-string v0, "bd(\"5\").remainder(bd(\"0\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_1009
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1009
    .catch Ljava/lang/RuntimeException; {:try_start_1009 .. :try_end_1009} :catch_1009
    goto :next_1009
    :catch_1009
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1009
    const-string v0, "bd(\"5\").divideAndRemainder(bd(\"0\"), new MathContext(2, RoundingMode.UP))"
    :try_start_1010
    move-object/16 v2, v0
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1010
    .catch Ljava/lang/RuntimeException; {:try_start_1010 .. :try_end_1010} :catch_1010
    goto :next_1010
    :catch_1010
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1010
    const-string v0, "bd(\"5\").divideToIntegralValue(bd(\"0\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_1011
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1011
    .catch Ljava/lang/RuntimeException; {:try_start_1011 .. :try_end_1011} :catch_1011
    goto :next_1011
    :catch_1011
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1011
    const-string v0, "bd(\"5\").remainder(bd(\"0\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_1012
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1012
    .catch Ljava/lang/RuntimeException; {:try_start_1012 .. :try_end_1012} :catch_1012
    goto :next_1012
    :catch_1012
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1012
    const-string v0, "bd(\"5\").divideAndRemainder(bd(\"0\"), new MathContext(5, RoundingMode.UP))"
    :try_start_1013
    move-object/16 v2, v0
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1013
    .catch Ljava/lang/RuntimeException; {:try_start_1013 .. :try_end_1013} :catch_1013
    goto :next_1013
    :catch_1013
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1013
    const-string v0, "bd(\"5\").divideToIntegralValue(bd(\"0\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1014
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1014
    .catch Ljava/lang/RuntimeException; {:try_start_1014 .. :try_end_1014} :catch_1014
    goto :next_1014
    :catch_1014
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1014
    const-string v0, "bd(\"5\").remainder(bd(\"0\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1015
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1015
    .catch Ljava/lang/RuntimeException; {:try_start_1015 .. :try_end_1015} :catch_1015
    goto :next_1015
    :catch_1015
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1015
    const-string v0, "bd(\"5\").divideAndRemainder(bd(\"0\"), new MathContext(9, RoundingMode.UP))"
    :try_start_1016
    move-object/16 v2, v0
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1016
    .catch Ljava/lang/RuntimeException; {:try_start_1016 .. :try_end_1016} :catch_1016
    goto :next_1016
    :catch_1016
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1016
    const-string v0, "bd(\"5\").divideToIntegralValue(bd(\"0\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1017
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1017
    .catch Ljava/lang/RuntimeException; {:try_start_1017 .. :try_end_1017} :catch_1017
    goto :next_1017
    :catch_1017
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1017
    const-string v0, "bd(\"5\").remainder(bd(\"0\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1018
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1018
    .catch Ljava/lang/RuntimeException; {:try_start_1018 .. :try_end_1018} :catch_1018
    goto :next_1018
    :catch_1018
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1018
    const-string v0, "bd(\"5\").divideAndRemainder(bd(\"0\"), new MathContext(0, RoundingMode.UP))"
    :try_start_1019
    move-object/16 v2, v0
    const-string v8, "5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1019
    .catch Ljava/lang/RuntimeException; {:try_start_1019 .. :try_end_1019} :catch_1019
    goto :next_1019
    :catch_1019
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1019
    const-string v0, "bd(\"0\").divideToIntegralValue(bd(\"0\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_1020
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1020
    .catch Ljava/lang/RuntimeException; {:try_start_1020 .. :try_end_1020} :catch_1020
    goto :next_1020
    :catch_1020
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1020
    const-string v0, "bd(\"0\").remainder(bd(\"0\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_1021
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1021
    .catch Ljava/lang/RuntimeException; {:try_start_1021 .. :try_end_1021} :catch_1021
    goto :next_1021
    :catch_1021
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1021
    const-string v0, "bd(\"0\").divideAndRemainder(bd(\"0\"), new MathContext(2, RoundingMode.UP))"
    :try_start_1022
    move-object/16 v2, v0
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1022
    .catch Ljava/lang/RuntimeException; {:try_start_1022 .. :try_end_1022} :catch_1022
    goto :next_1022
    :catch_1022
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1022
    const-string v0, "bd(\"0\").divideToIntegralValue(bd(\"0\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_1023
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1023
    .catch Ljava/lang/RuntimeException; {:try_start_1023 .. :try_end_1023} :catch_1023
    goto :next_1023
    :catch_1023
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1023
    const-string v0, "bd(\"0\").remainder(bd(\"0\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_1024
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1024
    .catch Ljava/lang/RuntimeException; {:try_start_1024 .. :try_end_1024} :catch_1024
    goto :next_1024
    :catch_1024
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1024
    const-string v0, "bd(\"0\").divideAndRemainder(bd(\"0\"), new MathContext(5, RoundingMode.UP))"
    :try_start_1025
    move-object/16 v2, v0
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1025
    .catch Ljava/lang/RuntimeException; {:try_start_1025 .. :try_end_1025} :catch_1025
    goto :next_1025
    :catch_1025
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1025
    const-string v0, "bd(\"0\").divideToIntegralValue(bd(\"0\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1026
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1026
    .catch Ljava/lang/RuntimeException; {:try_start_1026 .. :try_end_1026} :catch_1026
    goto :next_1026
    :catch_1026
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1026
    const-string v0, "bd(\"0\").remainder(bd(\"0\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1027
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1027
    .catch Ljava/lang/RuntimeException; {:try_start_1027 .. :try_end_1027} :catch_1027
    goto :next_1027
    :catch_1027
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1027
    const-string v0, "bd(\"0\").divideAndRemainder(bd(\"0\"), new MathContext(9, RoundingMode.UP))"
    :try_start_1028
    move-object/16 v2, v0
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1028
    .catch Ljava/lang/RuntimeException; {:try_start_1028 .. :try_end_1028} :catch_1028
    goto :next_1028
    :catch_1028
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1028
    const-string v0, "bd(\"0\").divideToIntegralValue(bd(\"0\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1029
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1029
    .catch Ljava/lang/RuntimeException; {:try_start_1029 .. :try_end_1029} :catch_1029
    goto :next_1029
    :catch_1029
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1029
    const-string v0, "bd(\"0\").remainder(bd(\"0\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1030
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1030
    .catch Ljava/lang/RuntimeException; {:try_start_1030 .. :try_end_1030} :catch_1030
    goto :next_1030
    :catch_1030
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1030
    const-string v0, "bd(\"0\").divideAndRemainder(bd(\"0\"), new MathContext(0, RoundingMode.UP))"
    :try_start_1031
    move-object/16 v2, v0
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1031
    .catch Ljava/lang/RuntimeException; {:try_start_1031 .. :try_end_1031} :catch_1031
    goto :next_1031
    :catch_1031
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1031
    const-string v0, "bd(\"-98765.4321\").divideToIntegralValue(bd(\"-12.5\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_1032
    move-object/16 v2, v0
    const-string v7, "-98765.4321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-12.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1032
    .catch Ljava/lang/RuntimeException; {:try_start_1032 .. :try_end_1032} :catch_1032
    goto :next_1032
    :catch_1032
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1032
    const-string v0, "bd(\"-98765.4321\").remainder(bd(\"-12.5\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_1033
    move-object/16 v2, v0
    const-string v7, "-98765.4321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-12.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1033
    .catch Ljava/lang/RuntimeException; {:try_start_1033 .. :try_end_1033} :catch_1033
    goto :next_1033
    :catch_1033
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1033
    const-string v0, "bd(\"-98765.4321\").divideAndRemainder(bd(\"-12.5\"), new MathContext(2, RoundingMode.UP))"
    :try_start_1034
    move-object/16 v2, v0
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "-12.5"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1034
    .catch Ljava/lang/RuntimeException; {:try_start_1034 .. :try_end_1034} :catch_1034
    goto :next_1034
    :catch_1034
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1034
    const-string v0, "bd(\"-98765.4321\").divideToIntegralValue(bd(\"-12.5\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_1035
    move-object/16 v2, v0
    const-string v7, "-98765.4321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-12.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1035
    .catch Ljava/lang/RuntimeException; {:try_start_1035 .. :try_end_1035} :catch_1035
    goto :next_1035
    :catch_1035
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1035
    const-string v0, "bd(\"-98765.4321\").remainder(bd(\"-12.5\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_1036
    move-object/16 v2, v0
    const-string v7, "-98765.4321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-12.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1036
    .catch Ljava/lang/RuntimeException; {:try_start_1036 .. :try_end_1036} :catch_1036
    goto :next_1036
    :catch_1036
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1036
    const-string v0, "bd(\"-98765.4321\").divideAndRemainder(bd(\"-12.5\"), new MathContext(5, RoundingMode.UP))"
    :try_start_1037
    move-object/16 v2, v0
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "-12.5"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1037
    .catch Ljava/lang/RuntimeException; {:try_start_1037 .. :try_end_1037} :catch_1037
    goto :next_1037
    :catch_1037
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1037
    const-string v0, "bd(\"-98765.4321\").divideToIntegralValue(bd(\"-12.5\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1038
    move-object/16 v2, v0
    const-string v7, "-98765.4321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-12.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1038
    .catch Ljava/lang/RuntimeException; {:try_start_1038 .. :try_end_1038} :catch_1038
    goto :next_1038
    :catch_1038
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1038
    const-string v0, "bd(\"-98765.4321\").remainder(bd(\"-12.5\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1039
    move-object/16 v2, v0
    const-string v7, "-98765.4321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-12.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1039
    .catch Ljava/lang/RuntimeException; {:try_start_1039 .. :try_end_1039} :catch_1039
    goto :next_1039
    :catch_1039
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1039
    return-void
.end method

.method static part26()V
    .registers 13
    const-string v0, "bd(\"-98765.4321\").divideAndRemainder(bd(\"-12.5\"), new MathContext(9, RoundingMode.UP))"
    :try_start_1040
    move-object/16 v2, v0
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "-12.5"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1040
    .catch Ljava/lang/RuntimeException; {:try_start_1040 .. :try_end_1040} :catch_1040
    goto :next_1040
    :catch_1040
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1040
    const-string v0, "bd(\"-98765.4321\").divideToIntegralValue(bd(\"-12.5\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1041
    move-object/16 v2, v0
    const-string v7, "-98765.4321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-12.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1041
    .catch Ljava/lang/RuntimeException; {:try_start_1041 .. :try_end_1041} :catch_1041
    goto :next_1041
    :catch_1041
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1041
    const-string v0, "bd(\"-98765.4321\").remainder(bd(\"-12.5\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1042
    move-object/16 v2, v0
    const-string v7, "-98765.4321"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "-12.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1042
    .catch Ljava/lang/RuntimeException; {:try_start_1042 .. :try_end_1042} :catch_1042
    goto :next_1042
    :catch_1042
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1042
    const-string v0, "bd(\"-98765.4321\").divideAndRemainder(bd(\"-12.5\"), new MathContext(0, RoundingMode.UP))"
    :try_start_1043
    move-object/16 v2, v0
    const-string v8, "-98765.4321"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "-12.5"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1043
    .catch Ljava/lang/RuntimeException; {:try_start_1043 .. :try_end_1043} :catch_1043
    goto :next_1043
    :catch_1043
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1043
    const-string v0, "bd(\"1234.5\").divideToIntegralValue(bd(\"0.5\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_1044
    move-object/16 v2, v0
    const-string v7, "1234.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1044
    .catch Ljava/lang/RuntimeException; {:try_start_1044 .. :try_end_1044} :catch_1044
    goto :next_1044
    :catch_1044
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1044
    const-string v0, "bd(\"1234.5\").remainder(bd(\"0.5\"), new MathContext(2, RoundingMode.HALF_UP))"
    :try_start_1045
    move-object/16 v2, v0
    const-string v7, "1234.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 2
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1045
    .catch Ljava/lang/RuntimeException; {:try_start_1045 .. :try_end_1045} :catch_1045
    goto :next_1045
    :catch_1045
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1045
    const-string v0, "bd(\"1234.5\").divideAndRemainder(bd(\"0.5\"), new MathContext(2, RoundingMode.UP))"
    :try_start_1046
    move-object/16 v2, v0
    const-string v8, "1234.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.5"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 2
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1046
    .catch Ljava/lang/RuntimeException; {:try_start_1046 .. :try_end_1046} :catch_1046
    goto :next_1046
    :catch_1046
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1046
    const-string v0, "bd(\"1234.5\").divideToIntegralValue(bd(\"0.5\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_1047
    move-object/16 v2, v0
    const-string v7, "1234.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1047
    .catch Ljava/lang/RuntimeException; {:try_start_1047 .. :try_end_1047} :catch_1047
    goto :next_1047
    :catch_1047
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1047
    const-string v0, "bd(\"1234.5\").remainder(bd(\"0.5\"), new MathContext(5, RoundingMode.HALF_UP))"
    :try_start_1048
    move-object/16 v2, v0
    const-string v7, "1234.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 5
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1048
    .catch Ljava/lang/RuntimeException; {:try_start_1048 .. :try_end_1048} :catch_1048
    goto :next_1048
    :catch_1048
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1048
    const-string v0, "bd(\"1234.5\").divideAndRemainder(bd(\"0.5\"), new MathContext(5, RoundingMode.UP))"
    :try_start_1049
    move-object/16 v2, v0
    const-string v8, "1234.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.5"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 5
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1049
    .catch Ljava/lang/RuntimeException; {:try_start_1049 .. :try_end_1049} :catch_1049
    goto :next_1049
    :catch_1049
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1049
    const-string v0, "bd(\"1234.5\").divideToIntegralValue(bd(\"0.5\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1050
    move-object/16 v2, v0
    const-string v7, "1234.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1050
    .catch Ljava/lang/RuntimeException; {:try_start_1050 .. :try_end_1050} :catch_1050
    goto :next_1050
    :catch_1050
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1050
    const-string v0, "bd(\"1234.5\").remainder(bd(\"0.5\"), new MathContext(9, RoundingMode.HALF_UP))"
    :try_start_1051
    move-object/16 v2, v0
    const-string v7, "1234.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 9
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1051
    .catch Ljava/lang/RuntimeException; {:try_start_1051 .. :try_end_1051} :catch_1051
    goto :next_1051
    :catch_1051
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1051
    const-string v0, "bd(\"1234.5\").divideAndRemainder(bd(\"0.5\"), new MathContext(9, RoundingMode.UP))"
    :try_start_1052
    move-object/16 v2, v0
    const-string v8, "1234.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.5"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 9
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1052
    .catch Ljava/lang/RuntimeException; {:try_start_1052 .. :try_end_1052} :catch_1052
    goto :next_1052
    :catch_1052
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1052
    const-string v0, "bd(\"1234.5\").divideToIntegralValue(bd(\"0.5\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1053
    move-object/16 v2, v0
    const-string v7, "1234.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->divideToIntegralValue(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1053
    .catch Ljava/lang/RuntimeException; {:try_start_1053 .. :try_end_1053} :catch_1053
    goto :next_1053
    :catch_1053
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1053
    const-string v0, "bd(\"1234.5\").remainder(bd(\"0.5\"), new MathContext(0, RoundingMode.HALF_UP))"
    :try_start_1054
    move-object/16 v2, v0
    const-string v7, "1234.5"
    invoke-static/range {v7 .. v7}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v4
    const-string v8, "0.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const v10, 0
    sget-object v11, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v9, Ljava/math/MathContext;
    invoke-direct/range {v9 .. v11}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v9
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigDecimal;->remainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1054
    .catch Ljava/lang/RuntimeException; {:try_start_1054 .. :try_end_1054} :catch_1054
    goto :next_1054
    :catch_1054
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1054
    const-string v0, "bd(\"1234.5\").divideAndRemainder(bd(\"0.5\"), new MathContext(0, RoundingMode.UP))"
    :try_start_1055
    move-object/16 v2, v0
    const-string v8, "1234.5"
    invoke-static/range {v8 .. v8}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v5
    const-string v9, "0.5"
    invoke-static/range {v9 .. v9}, LMain;->bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    move-result-object v6
    const v11, 0
    sget-object v12, Ljava/math/RoundingMode;->UP:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v7, v10
    invoke-virtual/range {v5 .. v7}, Ljava/math/BigDecimal;->divideAndRemainder(Ljava/math/BigDecimal;Ljava/math/MathContext;)[Ljava/math/BigDecimal;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1055
    .catch Ljava/lang/RuntimeException; {:try_start_1055 .. :try_end_1055} :catch_1055
    goto :next_1055
    :catch_1055
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1055
    const-string v0, "new BigDecimal(\"x123.45y\".toCharArray(), 1, 6)"
    :try_start_1056
    move-object/16 v2, v0
    const-string v8, "x123.45y"
    invoke-virtual {v8}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, 1
    const v7, 6
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>([CII)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1056
    .catch Ljava/lang/RuntimeException; {:try_start_1056 .. :try_end_1056} :catch_1056
    goto :next_1056
    :catch_1056
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1056
    const-string v0, "new BigDecimal(\"x123.45y\".toCharArray(), 1, 7)"
    :try_start_1057
    move-object/16 v2, v0
    const-string v8, "x123.45y"
    invoke-virtual {v8}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, 1
    const v7, 7
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>([CII)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1057
    .catch Ljava/lang/RuntimeException; {:try_start_1057 .. :try_end_1057} :catch_1057
    goto :next_1057
    :catch_1057
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1057
    const-string v0, "new BigDecimal(\"-1.5E+3\".toCharArray())"
    :try_start_1058
    move-object/16 v2, v0
    const-string v6, "-1.5E+3"
    invoke-virtual {v6}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigDecimal;-><init>([C)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1058
    .catch Ljava/lang/RuntimeException; {:try_start_1058 .. :try_end_1058} :catch_1058
    goto :next_1058
    :catch_1058
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1058
    const-string v0, "new BigDecimal(\"99.995\".toCharArray(), new MathContext(4, RoundingMode.HALF_UP))"
    :try_start_1059
    move-object/16 v2, v0
    const-string v7, "99.995"
    invoke-virtual {v7}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v9, 4
    sget-object v10, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    new-instance v8, Ljava/math/MathContext;
    invoke-direct/range {v8 .. v10}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v6, v8
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigDecimal;-><init>([CLjava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1059
    .catch Ljava/lang/RuntimeException; {:try_start_1059 .. :try_end_1059} :catch_1059
    goto :next_1059
    :catch_1059
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1059
    const-string v0, "new BigDecimal(\"x99.995\".toCharArray(), 1, 6, new MathContext(3, RoundingMode.DOWN))"
    :try_start_1060
    move-object/16 v2, v0
    const-string v9, "x99.995"
    invoke-virtual {v9}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, 1
    const v7, 6
    const v11, 3
    sget-object v12, Ljava/math/RoundingMode;->DOWN:Ljava/math/RoundingMode;
    new-instance v10, Ljava/math/MathContext;
    invoke-direct/range {v10 .. v12}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    move-object/16 v8, v10
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v8}, Ljava/math/BigDecimal;-><init>([CIILjava/math/MathContext;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1060
    .catch Ljava/lang/RuntimeException; {:try_start_1060 .. :try_end_1060} :catch_1060
    goto :next_1060
    :catch_1060
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1060
    const-string v0, "new BigDecimal(\"123\".toCharArray(), 2, 2)"
    :try_start_1061
    move-object/16 v2, v0
    const-string v8, "123"
    invoke-virtual {v8}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, 2
    const v7, 2
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>([CII)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1061
    .catch Ljava/lang/RuntimeException; {:try_start_1061 .. :try_end_1061} :catch_1061
    goto :next_1061
    :catch_1061
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1061
    const-string v0, "new BigDecimal(\"123\".toCharArray(), -1, 2)"
    :try_start_1062
    move-object/16 v2, v0
    const-string v8, "123"
    invoke-virtual {v8}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, -1
    const v7, 2
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>([CII)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1062
    .catch Ljava/lang/RuntimeException; {:try_start_1062 .. :try_end_1062} :catch_1062
    goto :next_1062
    :catch_1062
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1062
    const-string v0, "new BigDecimal(\"123\".toCharArray(), 1, 0)"
    :try_start_1063
    move-object/16 v2, v0
    const-string v8, "123"
    invoke-virtual {v8}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, 1
    const v7, 0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>([CII)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1063
    .catch Ljava/lang/RuntimeException; {:try_start_1063 .. :try_end_1063} :catch_1063
    goto :next_1063
    :catch_1063
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1063
    const-string v0, "new BigDecimal(\"123\".toCharArray(), 3, 0)"
    :try_start_1064
    move-object/16 v2, v0
    const-string v8, "123"
    invoke-virtual {v8}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, 3
    const v7, 0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>([CII)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1064
    .catch Ljava/lang/RuntimeException; {:try_start_1064 .. :try_end_1064} :catch_1064
    goto :next_1064
    :catch_1064
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1064
    const-string v0, "new BigDecimal(\"\".toCharArray(), 0, 0)"
    :try_start_1065
    move-object/16 v2, v0
    const-string v8, ""
    invoke-virtual {v8}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, 0
    const v7, 0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>([CII)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1065
    .catch Ljava/lang/RuntimeException; {:try_start_1065 .. :try_end_1065} :catch_1065
    goto :next_1065
    :catch_1065
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1065
    const-string v0, "new BigDecimal(\"5\".toCharArray(), 0, 0)"
    :try_start_1066
    move-object/16 v2, v0
    const-string v8, "5"
    invoke-virtual {v8}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, 0
    const v7, 0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>([CII)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1066
    .catch Ljava/lang/RuntimeException; {:try_start_1066 .. :try_end_1066} :catch_1066
    goto :next_1066
    :catch_1066
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1066
    const-string v0, "new BigDecimal(\"12\".toCharArray(), 1, -1)"
    :try_start_1067
    move-object/16 v2, v0
    const-string v8, "12"
    invoke-virtual {v8}, Ljava/lang/String;->toCharArray()[C
    move-result-object v5
    const v6, 1
    const v7, -1
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v7}, Ljava/math/BigDecimal;-><init>([CII)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1067
    .catch Ljava/lang/RuntimeException; {:try_start_1067 .. :try_end_1067} :catch_1067
    goto :next_1067
    :catch_1067
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1067
    const-string v0, "new BigDecimal((char[]) null)"
    :try_start_1068
    move-object/16 v2, v0
    const/4 v5, 0
    new-instance v4, Ljava/math/BigDecimal;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigDecimal;-><init>([C)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1068
    .catch Ljava/lang/RuntimeException; {:try_start_1068 .. :try_end_1068} :catch_1068
    goto :next_1068
    :catch_1068
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1068
    return-void
.end method
