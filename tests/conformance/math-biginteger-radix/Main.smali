.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# BigInteger text: toString in every radix (a radix out of range means 10) and new BigInteger(String[, radix]) with the JDK's NumberFormatException messages.
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
    return-void
.end method

.method static part0()V
    .registers 7
    const-string v0, "bi(\"0\").toString(2)"
    :try_start_0
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0
    goto :next_0
    :catch_0
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_0
    const-string v0, "bi(\"0\").toString(3)"
    :try_start_1
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1
    goto :next_1
    :catch_1
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1
    const-string v0, "bi(\"0\").toString(8)"
    :try_start_2
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 8
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_2
    .catch Ljava/lang/RuntimeException; {:try_start_2 .. :try_end_2} :catch_2
    goto :next_2
    :catch_2
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_2
    const-string v0, "bi(\"0\").toString(10)"
    :try_start_3
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 10
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_3
    .catch Ljava/lang/RuntimeException; {:try_start_3 .. :try_end_3} :catch_3
    goto :next_3
    :catch_3
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_3
    const-string v0, "bi(\"0\").toString(16)"
    :try_start_4
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 16
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_4
    .catch Ljava/lang/RuntimeException; {:try_start_4 .. :try_end_4} :catch_4
    goto :next_4
    :catch_4
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_4
    const-string v0, "bi(\"0\").toString(17)"
    :try_start_5
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 17
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_5
    .catch Ljava/lang/RuntimeException; {:try_start_5 .. :try_end_5} :catch_5
    goto :next_5
    :catch_5
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_5
    const-string v0, "bi(\"0\").toString(36)"
    :try_start_6
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 36
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_6
    .catch Ljava/lang/RuntimeException; {:try_start_6 .. :try_end_6} :catch_6
    goto :next_6
    :catch_6
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_6
    const-string v0, "bi(\"0\").toString(1)"
    :try_start_7
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_7
    .catch Ljava/lang/RuntimeException; {:try_start_7 .. :try_end_7} :catch_7
    goto :next_7
    :catch_7
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_7
    const-string v0, "bi(\"0\").toString(37)"
    :try_start_8
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 37
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_8
    .catch Ljava/lang/RuntimeException; {:try_start_8 .. :try_end_8} :catch_8
    goto :next_8
    :catch_8
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_8
    const-string v0, "bi(\"0\").toString(-5)"
    :try_start_9
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_9
    .catch Ljava/lang/RuntimeException; {:try_start_9 .. :try_end_9} :catch_9
    goto :next_9
    :catch_9
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_9
    const-string v0, "bi(\"0\").toString()"
    :try_start_10
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_10
    .catch Ljava/lang/RuntimeException; {:try_start_10 .. :try_end_10} :catch_10
    goto :next_10
    :catch_10
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_10
    const-string v0, "bi(\"-1\").toString(2)"
    :try_start_11
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_11
    .catch Ljava/lang/RuntimeException; {:try_start_11 .. :try_end_11} :catch_11
    goto :next_11
    :catch_11
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_11
    const-string v0, "bi(\"-1\").toString(3)"
    :try_start_12
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_12
    .catch Ljava/lang/RuntimeException; {:try_start_12 .. :try_end_12} :catch_12
    goto :next_12
    :catch_12
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_12
    const-string v0, "bi(\"-1\").toString(8)"
    :try_start_13
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 8
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_13
    .catch Ljava/lang/RuntimeException; {:try_start_13 .. :try_end_13} :catch_13
    goto :next_13
    :catch_13
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_13
    const-string v0, "bi(\"-1\").toString(10)"
    :try_start_14
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 10
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_14
    .catch Ljava/lang/RuntimeException; {:try_start_14 .. :try_end_14} :catch_14
    goto :next_14
    :catch_14
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_14
    const-string v0, "bi(\"-1\").toString(16)"
    :try_start_15
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 16
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_15
    .catch Ljava/lang/RuntimeException; {:try_start_15 .. :try_end_15} :catch_15
    goto :next_15
    :catch_15
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_15
    const-string v0, "bi(\"-1\").toString(17)"
    :try_start_16
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 17
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_16
    .catch Ljava/lang/RuntimeException; {:try_start_16 .. :try_end_16} :catch_16
    goto :next_16
    :catch_16
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_16
    const-string v0, "bi(\"-1\").toString(36)"
    :try_start_17
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 36
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_17
    .catch Ljava/lang/RuntimeException; {:try_start_17 .. :try_end_17} :catch_17
    goto :next_17
    :catch_17
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_17
    const-string v0, "bi(\"-1\").toString(1)"
    :try_start_18
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_18
    .catch Ljava/lang/RuntimeException; {:try_start_18 .. :try_end_18} :catch_18
    goto :next_18
    :catch_18
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_18
    const-string v0, "bi(\"-1\").toString(37)"
    :try_start_19
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 37
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_19
    .catch Ljava/lang/RuntimeException; {:try_start_19 .. :try_end_19} :catch_19
    goto :next_19
    :catch_19
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_19
    const-string v0, "bi(\"-1\").toString(-5)"
    :try_start_20
    move-object/16 v2, v0
    const-string v6, "-1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_20
    .catch Ljava/lang/RuntimeException; {:try_start_20 .. :try_end_20} :catch_20
    goto :next_20
    :catch_20
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_20
    const-string v0, "bi(\"-1\").toString()"
    :try_start_21
    move-object/16 v2, v0
    const-string v5, "-1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_21
    .catch Ljava/lang/RuntimeException; {:try_start_21 .. :try_end_21} :catch_21
    goto :next_21
    :catch_21
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_21
    const-string v0, "bi(\"35\").toString(2)"
    :try_start_22
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_22
    .catch Ljava/lang/RuntimeException; {:try_start_22 .. :try_end_22} :catch_22
    goto :next_22
    :catch_22
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_22
    const-string v0, "bi(\"35\").toString(3)"
    :try_start_23
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_23
    .catch Ljava/lang/RuntimeException; {:try_start_23 .. :try_end_23} :catch_23
    goto :next_23
    :catch_23
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_23
    const-string v0, "bi(\"35\").toString(8)"
    :try_start_24
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 8
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_24
    .catch Ljava/lang/RuntimeException; {:try_start_24 .. :try_end_24} :catch_24
    goto :next_24
    :catch_24
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_24
    const-string v0, "bi(\"35\").toString(10)"
    :try_start_25
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 10
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_25
    .catch Ljava/lang/RuntimeException; {:try_start_25 .. :try_end_25} :catch_25
    goto :next_25
    :catch_25
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_25
    const-string v0, "bi(\"35\").toString(16)"
    :try_start_26
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 16
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_26
    .catch Ljava/lang/RuntimeException; {:try_start_26 .. :try_end_26} :catch_26
    goto :next_26
    :catch_26
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_26
    const-string v0, "bi(\"35\").toString(17)"
    :try_start_27
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 17
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_27
    .catch Ljava/lang/RuntimeException; {:try_start_27 .. :try_end_27} :catch_27
    goto :next_27
    :catch_27
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_27
    const-string v0, "bi(\"35\").toString(36)"
    :try_start_28
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 36
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_28
    .catch Ljava/lang/RuntimeException; {:try_start_28 .. :try_end_28} :catch_28
    goto :next_28
    :catch_28
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_28
    const-string v0, "bi(\"35\").toString(1)"
    :try_start_29
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_29
    .catch Ljava/lang/RuntimeException; {:try_start_29 .. :try_end_29} :catch_29
    goto :next_29
    :catch_29
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_29
    const-string v0, "bi(\"35\").toString(37)"
    :try_start_30
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 37
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_30
    .catch Ljava/lang/RuntimeException; {:try_start_30 .. :try_end_30} :catch_30
    goto :next_30
    :catch_30
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_30
    const-string v0, "bi(\"35\").toString(-5)"
    :try_start_31
    move-object/16 v2, v0
    const-string v6, "35"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_31
    .catch Ljava/lang/RuntimeException; {:try_start_31 .. :try_end_31} :catch_31
    goto :next_31
    :catch_31
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_31
    const-string v0, "bi(\"35\").toString()"
    :try_start_32
    move-object/16 v2, v0
    const-string v5, "35"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_32
    .catch Ljava/lang/RuntimeException; {:try_start_32 .. :try_end_32} :catch_32
    goto :next_32
    :catch_32
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_32
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(2)"
    :try_start_33
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_33
    .catch Ljava/lang/RuntimeException; {:try_start_33 .. :try_end_33} :catch_33
    goto :next_33
    :catch_33
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_33
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(3)"
    :try_start_34
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_34
    .catch Ljava/lang/RuntimeException; {:try_start_34 .. :try_end_34} :catch_34
    goto :next_34
    :catch_34
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_34
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(8)"
    :try_start_35
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 8
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_35
    .catch Ljava/lang/RuntimeException; {:try_start_35 .. :try_end_35} :catch_35
    goto :next_35
    :catch_35
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_35
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(10)"
    :try_start_36
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 10
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_36
    .catch Ljava/lang/RuntimeException; {:try_start_36 .. :try_end_36} :catch_36
    goto :next_36
    :catch_36
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_36
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(16)"
    :try_start_37
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 16
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_37
    .catch Ljava/lang/RuntimeException; {:try_start_37 .. :try_end_37} :catch_37
    goto :next_37
    :catch_37
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_37
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(17)"
    :try_start_38
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 17
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_38
    .catch Ljava/lang/RuntimeException; {:try_start_38 .. :try_end_38} :catch_38
    goto :next_38
    :catch_38
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_38
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(36)"
    :try_start_39
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 36
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
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
    .registers 9
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(1)"
    :try_start_40
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_40
    .catch Ljava/lang/RuntimeException; {:try_start_40 .. :try_end_40} :catch_40
    goto :next_40
    :catch_40
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_40
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(37)"
    :try_start_41
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 37
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_41
    .catch Ljava/lang/RuntimeException; {:try_start_41 .. :try_end_41} :catch_41
    goto :next_41
    :catch_41
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_41
    const-string v0, "bi(\"-123456789012345678901234567890\").toString(-5)"
    :try_start_42
    move-object/16 v2, v0
    const-string v6, "-123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_42
    .catch Ljava/lang/RuntimeException; {:try_start_42 .. :try_end_42} :catch_42
    goto :next_42
    :catch_42
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_42
    const-string v0, "bi(\"-123456789012345678901234567890\").toString()"
    :try_start_43
    move-object/16 v2, v0
    const-string v5, "-123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_43
    .catch Ljava/lang/RuntimeException; {:try_start_43 .. :try_end_43} :catch_43
    goto :next_43
    :catch_43
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_43
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(2)"
    :try_start_44
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_44
    .catch Ljava/lang/RuntimeException; {:try_start_44 .. :try_end_44} :catch_44
    goto :next_44
    :catch_44
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_44
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(3)"
    :try_start_45
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_45
    .catch Ljava/lang/RuntimeException; {:try_start_45 .. :try_end_45} :catch_45
    goto :next_45
    :catch_45
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_45
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(8)"
    :try_start_46
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 8
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_46
    .catch Ljava/lang/RuntimeException; {:try_start_46 .. :try_end_46} :catch_46
    goto :next_46
    :catch_46
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_46
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(10)"
    :try_start_47
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 10
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_47
    .catch Ljava/lang/RuntimeException; {:try_start_47 .. :try_end_47} :catch_47
    goto :next_47
    :catch_47
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_47
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(16)"
    :try_start_48
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 16
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_48
    .catch Ljava/lang/RuntimeException; {:try_start_48 .. :try_end_48} :catch_48
    goto :next_48
    :catch_48
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_48
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(17)"
    :try_start_49
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 17
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_49
    .catch Ljava/lang/RuntimeException; {:try_start_49 .. :try_end_49} :catch_49
    goto :next_49
    :catch_49
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_49
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(36)"
    :try_start_50
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 36
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_50
    .catch Ljava/lang/RuntimeException; {:try_start_50 .. :try_end_50} :catch_50
    goto :next_50
    :catch_50
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_50
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(1)"
    :try_start_51
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_51
    .catch Ljava/lang/RuntimeException; {:try_start_51 .. :try_end_51} :catch_51
    goto :next_51
    :catch_51
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_51
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(37)"
    :try_start_52
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 37
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_52
    .catch Ljava/lang/RuntimeException; {:try_start_52 .. :try_end_52} :catch_52
    goto :next_52
    :catch_52
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_52
    const-string v0, "bi(\"1267650600228229401496703205375\").toString(-5)"
    :try_start_53
    move-object/16 v2, v0
    const-string v6, "1267650600228229401496703205375"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_53
    .catch Ljava/lang/RuntimeException; {:try_start_53 .. :try_end_53} :catch_53
    goto :next_53
    :catch_53
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_53
    const-string v0, "bi(\"1267650600228229401496703205375\").toString()"
    :try_start_54
    move-object/16 v2, v0
    const-string v5, "1267650600228229401496703205375"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_54
    .catch Ljava/lang/RuntimeException; {:try_start_54 .. :try_end_54} :catch_54
    goto :next_54
    :catch_54
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_54
    const-string v0, "new BigInteger(\"1100\", 2)"
    :try_start_55
    move-object/16 v2, v0
    const-string v5, "1100"
    const v6, 2
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_55
    .catch Ljava/lang/RuntimeException; {:try_start_55 .. :try_end_55} :catch_55
    goto :next_55
    :catch_55
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_55
    const-string v0, "new BigInteger(\"1100\", 2).toString(2)"
    :try_start_56
    move-object/16 v2, v0
    const-string v7, "1100"
    const v8, 2
    new-instance v6, Ljava/math/BigInteger;
    invoke-direct/range {v6 .. v8}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v4, v6
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_56
    .catch Ljava/lang/RuntimeException; {:try_start_56 .. :try_end_56} :catch_56
    goto :next_56
    :catch_56
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_56
    const-string v0, "new BigInteger(\"-777\", 8)"
    :try_start_57
    move-object/16 v2, v0
    const-string v5, "-777"
    const v6, 8
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_57
    .catch Ljava/lang/RuntimeException; {:try_start_57 .. :try_end_57} :catch_57
    goto :next_57
    :catch_57
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_57
    const-string v0, "new BigInteger(\"-777\", 8).toString(8)"
    :try_start_58
    move-object/16 v2, v0
    const-string v7, "-777"
    const v8, 8
    new-instance v6, Ljava/math/BigInteger;
    invoke-direct/range {v6 .. v8}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v4, v6
    const v5, 8
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_58
    .catch Ljava/lang/RuntimeException; {:try_start_58 .. :try_end_58} :catch_58
    goto :next_58
    :catch_58
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_58
    const-string v0, "new BigInteger(\"ff\", 16)"
    :try_start_59
    move-object/16 v2, v0
    const-string v5, "ff"
    const v6, 16
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_59
    .catch Ljava/lang/RuntimeException; {:try_start_59 .. :try_end_59} :catch_59
    goto :next_59
    :catch_59
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_59
    const-string v0, "new BigInteger(\"ff\", 16).toString(16)"
    :try_start_60
    move-object/16 v2, v0
    const-string v7, "ff"
    const v8, 16
    new-instance v6, Ljava/math/BigInteger;
    invoke-direct/range {v6 .. v8}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v4, v6
    const v5, 16
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_60
    .catch Ljava/lang/RuntimeException; {:try_start_60 .. :try_end_60} :catch_60
    goto :next_60
    :catch_60
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_60
    const-string v0, "new BigInteger(\"-FFFFFFFFFFFFFFFFFFFF\", 16)"
    :try_start_61
    move-object/16 v2, v0
    const-string v5, "-FFFFFFFFFFFFFFFFFFFF"
    const v6, 16
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_61
    .catch Ljava/lang/RuntimeException; {:try_start_61 .. :try_end_61} :catch_61
    goto :next_61
    :catch_61
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_61
    const-string v0, "new BigInteger(\"-FFFFFFFFFFFFFFFFFFFF\", 16).toString(16)"
    :try_start_62
    move-object/16 v2, v0
    const-string v7, "-FFFFFFFFFFFFFFFFFFFF"
    const v8, 16
    new-instance v6, Ljava/math/BigInteger;
    invoke-direct/range {v6 .. v8}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v4, v6
    const v5, 16
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_62
    .catch Ljava/lang/RuntimeException; {:try_start_62 .. :try_end_62} :catch_62
    goto :next_62
    :catch_62
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_62
    const-string v0, "new BigInteger(\"zz\", 36)"
    :try_start_63
    move-object/16 v2, v0
    const-string v5, "zz"
    const v6, 36
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_63
    .catch Ljava/lang/RuntimeException; {:try_start_63 .. :try_end_63} :catch_63
    goto :next_63
    :catch_63
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_63
    const-string v0, "new BigInteger(\"zz\", 36).toString(36)"
    :try_start_64
    move-object/16 v2, v0
    const-string v7, "zz"
    const v8, 36
    new-instance v6, Ljava/math/BigInteger;
    invoke-direct/range {v6 .. v8}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v4, v6
    const v5, 36
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_64
    .catch Ljava/lang/RuntimeException; {:try_start_64 .. :try_end_64} :catch_64
    goto :next_64
    :catch_64
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_64
    const-string v0, "new BigInteger(\"ZZZZZZZZZZZZ\", 36)"
    :try_start_65
    move-object/16 v2, v0
    const-string v5, "ZZZZZZZZZZZZ"
    const v6, 36
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_65
    .catch Ljava/lang/RuntimeException; {:try_start_65 .. :try_end_65} :catch_65
    goto :next_65
    :catch_65
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_65
    const-string v0, "new BigInteger(\"ZZZZZZZZZZZZ\", 36).toString(36)"
    :try_start_66
    move-object/16 v2, v0
    const-string v7, "ZZZZZZZZZZZZ"
    const v8, 36
    new-instance v6, Ljava/math/BigInteger;
    invoke-direct/range {v6 .. v8}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v4, v6
    const v5, 36
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_66
    .catch Ljava/lang/RuntimeException; {:try_start_66 .. :try_end_66} :catch_66
    goto :next_66
    :catch_66
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_66
    const-string v0, "new BigInteger(\"101010101010101010101010101010101010101\", 2)"
    :try_start_67
    move-object/16 v2, v0
    const-string v5, "101010101010101010101010101010101010101"
    const v6, 2
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_67
    .catch Ljava/lang/RuntimeException; {:try_start_67 .. :try_end_67} :catch_67
    goto :next_67
    :catch_67
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_67
    const-string v0, "new BigInteger(\"101010101010101010101010101010101010101\", 2).toString(2)"
    :try_start_68
    move-object/16 v2, v0
    const-string v7, "101010101010101010101010101010101010101"
    const v8, 2
    new-instance v6, Ljava/math/BigInteger;
    invoke-direct/range {v6 .. v8}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v4, v6
    const v5, 2
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_68
    .catch Ljava/lang/RuntimeException; {:try_start_68 .. :try_end_68} :catch_68
    goto :next_68
    :catch_68
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_68
    const-string v0, "new BigInteger(\"-2211\", 3)"
    :try_start_69
    move-object/16 v2, v0
    const-string v5, "-2211"
    const v6, 3
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_69
    .catch Ljava/lang/RuntimeException; {:try_start_69 .. :try_end_69} :catch_69
    goto :next_69
    :catch_69
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_69
    const-string v0, "new BigInteger(\"-2211\", 3).toString(3)"
    :try_start_70
    move-object/16 v2, v0
    const-string v7, "-2211"
    const v8, 3
    new-instance v6, Ljava/math/BigInteger;
    invoke-direct/range {v6 .. v8}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v4, v6
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_70
    .catch Ljava/lang/RuntimeException; {:try_start_70 .. :try_end_70} :catch_70
    goto :next_70
    :catch_70
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_70
    const-string v0, "new BigInteger(\"gg\", 17)"
    :try_start_71
    move-object/16 v2, v0
    const-string v5, "gg"
    const v6, 17
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_71
    .catch Ljava/lang/RuntimeException; {:try_start_71 .. :try_end_71} :catch_71
    goto :next_71
    :catch_71
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_71
    const-string v0, "new BigInteger(\"gg\", 17).toString(17)"
    :try_start_72
    move-object/16 v2, v0
    const-string v7, "gg"
    const v8, 17
    new-instance v6, Ljava/math/BigInteger;
    invoke-direct/range {v6 .. v8}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v4, v6
    const v5, 17
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_72
    .catch Ljava/lang/RuntimeException; {:try_start_72 .. :try_end_72} :catch_72
    goto :next_72
    :catch_72
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_72
    const-string v0, "new BigInteger(\"0\")"
    :try_start_73
    move-object/16 v2, v0
    const-string v5, "0"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_73
    .catch Ljava/lang/RuntimeException; {:try_start_73 .. :try_end_73} :catch_73
    goto :next_73
    :catch_73
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_73
    const-string v0, "new BigInteger(\"-0\")"
    :try_start_74
    move-object/16 v2, v0
    const-string v5, "-0"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_74
    .catch Ljava/lang/RuntimeException; {:try_start_74 .. :try_end_74} :catch_74
    goto :next_74
    :catch_74
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_74
    const-string v0, "new BigInteger(\"+0\")"
    :try_start_75
    move-object/16 v2, v0
    const-string v5, "+0"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_75
    .catch Ljava/lang/RuntimeException; {:try_start_75 .. :try_end_75} :catch_75
    goto :next_75
    :catch_75
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_75
    const-string v0, "new BigInteger(\"000123\")"
    :try_start_76
    move-object/16 v2, v0
    const-string v5, "000123"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_76
    .catch Ljava/lang/RuntimeException; {:try_start_76 .. :try_end_76} :catch_76
    goto :next_76
    :catch_76
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_76
    const-string v0, "new BigInteger(\"-000\")"
    :try_start_77
    move-object/16 v2, v0
    const-string v5, "-000"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_77
    .catch Ljava/lang/RuntimeException; {:try_start_77 .. :try_end_77} :catch_77
    goto :next_77
    :catch_77
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_77
    const-string v0, "new BigInteger(\"+42\")"
    :try_start_78
    move-object/16 v2, v0
    const-string v5, "+42"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_78
    .catch Ljava/lang/RuntimeException; {:try_start_78 .. :try_end_78} :catch_78
    goto :next_78
    :catch_78
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_78
    const-string v0, "new BigInteger(\"-42\")"
    :try_start_79
    move-object/16 v2, v0
    const-string v5, "-42"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
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
    .registers 7
    const-string v0, "new BigInteger(\"99999999999999999999999999999999999\")"
    :try_start_80
    move-object/16 v2, v0
    const-string v5, "99999999999999999999999999999999999"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_80
    .catch Ljava/lang/RuntimeException; {:try_start_80 .. :try_end_80} :catch_80
    goto :next_80
    :catch_80
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_80
    const-string v0, "new BigInteger(\"\")"
    :try_start_81
    move-object/16 v2, v0
    const-string v5, ""
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_81
    .catch Ljava/lang/RuntimeException; {:try_start_81 .. :try_end_81} :catch_81
    goto :next_81
    :catch_81
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_81
    const-string v0, "new BigInteger(\"-\")"
    :try_start_82
    move-object/16 v2, v0
    const-string v5, "-"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_82
    .catch Ljava/lang/RuntimeException; {:try_start_82 .. :try_end_82} :catch_82
    goto :next_82
    :catch_82
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_82
    const-string v0, "new BigInteger(\"+\")"
    :try_start_83
    move-object/16 v2, v0
    const-string v5, "+"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_83
    .catch Ljava/lang/RuntimeException; {:try_start_83 .. :try_end_83} :catch_83
    goto :next_83
    :catch_83
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_83
    const-string v0, "new BigInteger(\"1-2\")"
    :try_start_84
    move-object/16 v2, v0
    const-string v5, "1-2"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_84
    .catch Ljava/lang/RuntimeException; {:try_start_84 .. :try_end_84} :catch_84
    goto :next_84
    :catch_84
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_84
    const-string v0, "new BigInteger(\"--1\")"
    :try_start_85
    move-object/16 v2, v0
    const-string v5, "--1"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_85
    .catch Ljava/lang/RuntimeException; {:try_start_85 .. :try_end_85} :catch_85
    goto :next_85
    :catch_85
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_85
    const-string v0, "new BigInteger(\"+-1\")"
    :try_start_86
    move-object/16 v2, v0
    const-string v5, "+-1"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_86
    .catch Ljava/lang/RuntimeException; {:try_start_86 .. :try_end_86} :catch_86
    goto :next_86
    :catch_86
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_86
    const-string v0, "new BigInteger(\"-+1\")"
    :try_start_87
    move-object/16 v2, v0
    const-string v5, "-+1"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_87
    .catch Ljava/lang/RuntimeException; {:try_start_87 .. :try_end_87} :catch_87
    goto :next_87
    :catch_87
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_87
    const-string v0, "new BigInteger(\"12a\")"
    :try_start_88
    move-object/16 v2, v0
    const-string v5, "12a"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_88
    .catch Ljava/lang/RuntimeException; {:try_start_88 .. :try_end_88} :catch_88
    goto :next_88
    :catch_88
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_88
    const-string v0, "new BigInteger(\"1 2\")"
    :try_start_89
    move-object/16 v2, v0
    const-string v5, "1 2"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_89
    .catch Ljava/lang/RuntimeException; {:try_start_89 .. :try_end_89} :catch_89
    goto :next_89
    :catch_89
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_89
    const-string v0, "new BigInteger(\" 12\")"
    :try_start_90
    move-object/16 v2, v0
    const-string v5, " 12"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_90
    .catch Ljava/lang/RuntimeException; {:try_start_90 .. :try_end_90} :catch_90
    goto :next_90
    :catch_90
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_90
    const-string v0, "new BigInteger(\"12 \")"
    :try_start_91
    move-object/16 v2, v0
    const-string v5, "12 "
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_91
    .catch Ljava/lang/RuntimeException; {:try_start_91 .. :try_end_91} :catch_91
    goto :next_91
    :catch_91
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_91
    const-string v0, "new BigInteger(\"1234567890123x56789\")"
    :try_start_92
    move-object/16 v2, v0
    const-string v5, "1234567890123x56789"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_92
    .catch Ljava/lang/RuntimeException; {:try_start_92 .. :try_end_92} :catch_92
    goto :next_92
    :catch_92
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_92
    const-string v0, "new BigInteger(\"12345678901234567890x\")"
    :try_start_93
    move-object/16 v2, v0
    const-string v5, "12345678901234567890x"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_93
    .catch Ljava/lang/RuntimeException; {:try_start_93 .. :try_end_93} :catch_93
    goto :next_93
    :catch_93
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_93
    const-string v0, "new BigInteger(\"0x10\")"
    :try_start_94
    move-object/16 v2, v0
    const-string v5, "0x10"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_94
    .catch Ljava/lang/RuntimeException; {:try_start_94 .. :try_end_94} :catch_94
    goto :next_94
    :catch_94
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_94
    const-string v0, "new BigInteger(\"1.5\")"
    :try_start_95
    move-object/16 v2, v0
    const-string v5, "1.5"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_95
    .catch Ljava/lang/RuntimeException; {:try_start_95 .. :try_end_95} :catch_95
    goto :next_95
    :catch_95
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_95
    const-string v0, "new BigInteger(\"1e5\")"
    :try_start_96
    move-object/16 v2, v0
    const-string v5, "1e5"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_96
    .catch Ljava/lang/RuntimeException; {:try_start_96 .. :try_end_96} :catch_96
    goto :next_96
    :catch_96
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_96
    const-string v0, "new BigInteger(\"1+\")"
    :try_start_97
    move-object/16 v2, v0
    const-string v5, "1+"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_97
    .catch Ljava/lang/RuntimeException; {:try_start_97 .. :try_end_97} :catch_97
    goto :next_97
    :catch_97
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_97
    const-string v0, "new BigInteger(\"123456789-\")"
    :try_start_98
    move-object/16 v2, v0
    const-string v5, "123456789-"
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_98
    .catch Ljava/lang/RuntimeException; {:try_start_98 .. :try_end_98} :catch_98
    goto :next_98
    :catch_98
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_98
    const-string v0, "new BigInteger(\"zz\", 16)"
    :try_start_99
    move-object/16 v2, v0
    const-string v5, "zz"
    const v6, 16
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_99
    .catch Ljava/lang/RuntimeException; {:try_start_99 .. :try_end_99} :catch_99
    goto :next_99
    :catch_99
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_99
    const-string v0, "new BigInteger(\"1234567z\", 16)"
    :try_start_100
    move-object/16 v2, v0
    const-string v5, "1234567z"
    const v6, 16
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_100
    .catch Ljava/lang/RuntimeException; {:try_start_100 .. :try_end_100} :catch_100
    goto :next_100
    :catch_100
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_100
    const-string v0, "new BigInteger(\"12345678z\", 16)"
    :try_start_101
    move-object/16 v2, v0
    const-string v5, "12345678z"
    const v6, 16
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_101
    .catch Ljava/lang/RuntimeException; {:try_start_101 .. :try_end_101} :catch_101
    goto :next_101
    :catch_101
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_101
    const-string v0, "new BigInteger(\"12\", 2)"
    :try_start_102
    move-object/16 v2, v0
    const-string v5, "12"
    const v6, 2
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_102
    .catch Ljava/lang/RuntimeException; {:try_start_102 .. :try_end_102} :catch_102
    goto :next_102
    :catch_102
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_102
    const-string v0, "new BigInteger(\"1\", 37)"
    :try_start_103
    move-object/16 v2, v0
    const-string v5, "1"
    const v6, 37
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_103
    .catch Ljava/lang/RuntimeException; {:try_start_103 .. :try_end_103} :catch_103
    goto :next_103
    :catch_103
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_103
    const-string v0, "new BigInteger(\"1\", 1)"
    :try_start_104
    move-object/16 v2, v0
    const-string v5, "1"
    const v6, 1
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_104
    .catch Ljava/lang/RuntimeException; {:try_start_104 .. :try_end_104} :catch_104
    goto :next_104
    :catch_104
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_104
    const-string v0, "new BigInteger(\"\", 99)"
    :try_start_105
    move-object/16 v2, v0
    const-string v5, ""
    const v6, 99
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_105
    .catch Ljava/lang/RuntimeException; {:try_start_105 .. :try_end_105} :catch_105
    goto :next_105
    :catch_105
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_105
    const-string v0, "new BigInteger(\"-\", 16)"
    :try_start_106
    move-object/16 v2, v0
    const-string v5, "-"
    const v6, 16
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;I)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_106
    .catch Ljava/lang/RuntimeException; {:try_start_106 .. :try_end_106} :catch_106
    goto :next_106
    :catch_106
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_106
    const-string v0, "new BigInteger((String) null)"
    :try_start_107
    move-object/16 v2, v0
    const/4 v5, 0
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v5}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_107
    .catch Ljava/lang/RuntimeException; {:try_start_107 .. :try_end_107} :catch_107
    goto :next_107
    :catch_107
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_107
    return-void
.end method
