.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# BigInteger arithmetic: the four operations, mod/remainder/gcd, modPow/modInverse, powers and roots, conversions, primality, random draws, and their ArithmeticExceptions.
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
    return-void
.end method

.method static part0()V
    .registers 9
    const-string v0, "bi(\"0\").add(bi(\"0\"))"
    :try_start_0
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0
    goto :next_0
    :catch_0
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_0
    const-string v0, "bi(\"0\").subtract(bi(\"0\"))"
    :try_start_1
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1
    goto :next_1
    :catch_1
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_1
    const-string v0, "bi(\"0\").multiply(bi(\"0\"))"
    :try_start_2
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_2
    .catch Ljava/lang/RuntimeException; {:try_start_2 .. :try_end_2} :catch_2
    goto :next_2
    :catch_2
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_2
    const-string v0, "bi(\"0\").divide(bi(\"0\"))"
    :try_start_3
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_3
    .catch Ljava/lang/RuntimeException; {:try_start_3 .. :try_end_3} :catch_3
    goto :next_3
    :catch_3
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_3
    const-string v0, "bi(\"0\").remainder(bi(\"0\"))"
    :try_start_4
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_4
    .catch Ljava/lang/RuntimeException; {:try_start_4 .. :try_end_4} :catch_4
    goto :next_4
    :catch_4
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_4
    const-string v0, "bi(\"0\").mod(bi(\"0\"))"
    :try_start_5
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_5
    .catch Ljava/lang/RuntimeException; {:try_start_5 .. :try_end_5} :catch_5
    goto :next_5
    :catch_5
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_5
    const-string v0, "bi(\"0\").divideAndRemainder(bi(\"0\"))"
    :try_start_6
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_6
    .catch Ljava/lang/RuntimeException; {:try_start_6 .. :try_end_6} :catch_6
    goto :next_6
    :catch_6
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_6
    const-string v0, "bi(\"0\").gcd(bi(\"0\"))"
    :try_start_7
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_7
    .catch Ljava/lang/RuntimeException; {:try_start_7 .. :try_end_7} :catch_7
    goto :next_7
    :catch_7
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_7
    const-string v0, "bi(\"0\").min(bi(\"0\"))"
    :try_start_8
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_8
    .catch Ljava/lang/RuntimeException; {:try_start_8 .. :try_end_8} :catch_8
    goto :next_8
    :catch_8
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_8
    const-string v0, "bi(\"0\").max(bi(\"0\"))"
    :try_start_9
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_9
    .catch Ljava/lang/RuntimeException; {:try_start_9 .. :try_end_9} :catch_9
    goto :next_9
    :catch_9
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_9
    const-string v0, "bi(\"0\").compareTo(bi(\"0\"))"
    :try_start_10
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_10
    .catch Ljava/lang/RuntimeException; {:try_start_10 .. :try_end_10} :catch_10
    goto :next_10
    :catch_10
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_10
    const-string v0, "bi(\"0\").equals(bi(\"0\"))"
    :try_start_11
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_11
    .catch Ljava/lang/RuntimeException; {:try_start_11 .. :try_end_11} :catch_11
    goto :next_11
    :catch_11
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_11
    const-string v0, "bi(\"0\").modInverse(bi(\"0\"))"
    :try_start_12
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_12
    .catch Ljava/lang/RuntimeException; {:try_start_12 .. :try_end_12} :catch_12
    goto :next_12
    :catch_12
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_12
    const-string v0, "bi(\"0\").add(bi(\"10\"))"
    :try_start_13
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_13
    .catch Ljava/lang/RuntimeException; {:try_start_13 .. :try_end_13} :catch_13
    goto :next_13
    :catch_13
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_13
    const-string v0, "bi(\"0\").subtract(bi(\"10\"))"
    :try_start_14
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_14
    .catch Ljava/lang/RuntimeException; {:try_start_14 .. :try_end_14} :catch_14
    goto :next_14
    :catch_14
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_14
    const-string v0, "bi(\"0\").multiply(bi(\"10\"))"
    :try_start_15
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_15
    .catch Ljava/lang/RuntimeException; {:try_start_15 .. :try_end_15} :catch_15
    goto :next_15
    :catch_15
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_15
    const-string v0, "bi(\"0\").divide(bi(\"10\"))"
    :try_start_16
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_16
    .catch Ljava/lang/RuntimeException; {:try_start_16 .. :try_end_16} :catch_16
    goto :next_16
    :catch_16
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_16
    const-string v0, "bi(\"0\").remainder(bi(\"10\"))"
    :try_start_17
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_17
    .catch Ljava/lang/RuntimeException; {:try_start_17 .. :try_end_17} :catch_17
    goto :next_17
    :catch_17
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_17
    const-string v0, "bi(\"0\").mod(bi(\"10\"))"
    :try_start_18
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_18
    .catch Ljava/lang/RuntimeException; {:try_start_18 .. :try_end_18} :catch_18
    goto :next_18
    :catch_18
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_18
    const-string v0, "bi(\"0\").divideAndRemainder(bi(\"10\"))"
    :try_start_19
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "10"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_19
    .catch Ljava/lang/RuntimeException; {:try_start_19 .. :try_end_19} :catch_19
    goto :next_19
    :catch_19
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_19
    const-string v0, "bi(\"0\").gcd(bi(\"10\"))"
    :try_start_20
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_20
    .catch Ljava/lang/RuntimeException; {:try_start_20 .. :try_end_20} :catch_20
    goto :next_20
    :catch_20
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_20
    const-string v0, "bi(\"0\").min(bi(\"10\"))"
    :try_start_21
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_21
    .catch Ljava/lang/RuntimeException; {:try_start_21 .. :try_end_21} :catch_21
    goto :next_21
    :catch_21
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_21
    const-string v0, "bi(\"0\").max(bi(\"10\"))"
    :try_start_22
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_22
    .catch Ljava/lang/RuntimeException; {:try_start_22 .. :try_end_22} :catch_22
    goto :next_22
    :catch_22
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_22
    const-string v0, "bi(\"0\").compareTo(bi(\"10\"))"
    :try_start_23
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_23
    .catch Ljava/lang/RuntimeException; {:try_start_23 .. :try_end_23} :catch_23
    goto :next_23
    :catch_23
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_23
    const-string v0, "bi(\"0\").equals(bi(\"10\"))"
    :try_start_24
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_24
    .catch Ljava/lang/RuntimeException; {:try_start_24 .. :try_end_24} :catch_24
    goto :next_24
    :catch_24
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_24
    const-string v0, "bi(\"0\").modInverse(bi(\"10\"))"
    :try_start_25
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_25
    .catch Ljava/lang/RuntimeException; {:try_start_25 .. :try_end_25} :catch_25
    goto :next_25
    :catch_25
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_25
    const-string v0, "bi(\"0\").add(bi(\"-7\"))"
    :try_start_26
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_26
    .catch Ljava/lang/RuntimeException; {:try_start_26 .. :try_end_26} :catch_26
    goto :next_26
    :catch_26
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_26
    const-string v0, "bi(\"0\").subtract(bi(\"-7\"))"
    :try_start_27
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_27
    .catch Ljava/lang/RuntimeException; {:try_start_27 .. :try_end_27} :catch_27
    goto :next_27
    :catch_27
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_27
    const-string v0, "bi(\"0\").multiply(bi(\"-7\"))"
    :try_start_28
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_28
    .catch Ljava/lang/RuntimeException; {:try_start_28 .. :try_end_28} :catch_28
    goto :next_28
    :catch_28
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_28
    const-string v0, "bi(\"0\").divide(bi(\"-7\"))"
    :try_start_29
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_29
    .catch Ljava/lang/RuntimeException; {:try_start_29 .. :try_end_29} :catch_29
    goto :next_29
    :catch_29
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_29
    const-string v0, "bi(\"0\").remainder(bi(\"-7\"))"
    :try_start_30
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_30
    .catch Ljava/lang/RuntimeException; {:try_start_30 .. :try_end_30} :catch_30
    goto :next_30
    :catch_30
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_30
    const-string v0, "bi(\"0\").mod(bi(\"-7\"))"
    :try_start_31
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_31
    .catch Ljava/lang/RuntimeException; {:try_start_31 .. :try_end_31} :catch_31
    goto :next_31
    :catch_31
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_31
    const-string v0, "bi(\"0\").divideAndRemainder(bi(\"-7\"))"
    :try_start_32
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "-7"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_32
    .catch Ljava/lang/RuntimeException; {:try_start_32 .. :try_end_32} :catch_32
    goto :next_32
    :catch_32
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_32
    const-string v0, "bi(\"0\").gcd(bi(\"-7\"))"
    :try_start_33
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_33
    .catch Ljava/lang/RuntimeException; {:try_start_33 .. :try_end_33} :catch_33
    goto :next_33
    :catch_33
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_33
    const-string v0, "bi(\"0\").min(bi(\"-7\"))"
    :try_start_34
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_34
    .catch Ljava/lang/RuntimeException; {:try_start_34 .. :try_end_34} :catch_34
    goto :next_34
    :catch_34
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_34
    const-string v0, "bi(\"0\").max(bi(\"-7\"))"
    :try_start_35
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_35
    .catch Ljava/lang/RuntimeException; {:try_start_35 .. :try_end_35} :catch_35
    goto :next_35
    :catch_35
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_35
    const-string v0, "bi(\"0\").compareTo(bi(\"-7\"))"
    :try_start_36
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_36
    .catch Ljava/lang/RuntimeException; {:try_start_36 .. :try_end_36} :catch_36
    goto :next_36
    :catch_36
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_36
    const-string v0, "bi(\"0\").equals(bi(\"-7\"))"
    :try_start_37
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_37
    .catch Ljava/lang/RuntimeException; {:try_start_37 .. :try_end_37} :catch_37
    goto :next_37
    :catch_37
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_37
    const-string v0, "bi(\"0\").modInverse(bi(\"-7\"))"
    :try_start_38
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_38
    .catch Ljava/lang/RuntimeException; {:try_start_38 .. :try_end_38} :catch_38
    goto :next_38
    :catch_38
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_38
    const-string v0, "bi(\"1\").add(bi(\"1\"))"
    :try_start_39
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
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
    const-string v0, "bi(\"1\").subtract(bi(\"1\"))"
    :try_start_40
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_40
    .catch Ljava/lang/RuntimeException; {:try_start_40 .. :try_end_40} :catch_40
    goto :next_40
    :catch_40
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_40
    const-string v0, "bi(\"1\").multiply(bi(\"1\"))"
    :try_start_41
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_41
    .catch Ljava/lang/RuntimeException; {:try_start_41 .. :try_end_41} :catch_41
    goto :next_41
    :catch_41
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_41
    const-string v0, "bi(\"1\").divide(bi(\"1\"))"
    :try_start_42
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_42
    .catch Ljava/lang/RuntimeException; {:try_start_42 .. :try_end_42} :catch_42
    goto :next_42
    :catch_42
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_42
    const-string v0, "bi(\"1\").remainder(bi(\"1\"))"
    :try_start_43
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_43
    .catch Ljava/lang/RuntimeException; {:try_start_43 .. :try_end_43} :catch_43
    goto :next_43
    :catch_43
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_43
    const-string v0, "bi(\"1\").mod(bi(\"1\"))"
    :try_start_44
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_44
    .catch Ljava/lang/RuntimeException; {:try_start_44 .. :try_end_44} :catch_44
    goto :next_44
    :catch_44
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_44
    const-string v0, "bi(\"1\").divideAndRemainder(bi(\"1\"))"
    :try_start_45
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_45
    .catch Ljava/lang/RuntimeException; {:try_start_45 .. :try_end_45} :catch_45
    goto :next_45
    :catch_45
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_45
    const-string v0, "bi(\"1\").gcd(bi(\"1\"))"
    :try_start_46
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_46
    .catch Ljava/lang/RuntimeException; {:try_start_46 .. :try_end_46} :catch_46
    goto :next_46
    :catch_46
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_46
    const-string v0, "bi(\"1\").min(bi(\"1\"))"
    :try_start_47
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_47
    .catch Ljava/lang/RuntimeException; {:try_start_47 .. :try_end_47} :catch_47
    goto :next_47
    :catch_47
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_47
    const-string v0, "bi(\"1\").max(bi(\"1\"))"
    :try_start_48
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_48
    .catch Ljava/lang/RuntimeException; {:try_start_48 .. :try_end_48} :catch_48
    goto :next_48
    :catch_48
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_48
    const-string v0, "bi(\"1\").compareTo(bi(\"1\"))"
    :try_start_49
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_49
    .catch Ljava/lang/RuntimeException; {:try_start_49 .. :try_end_49} :catch_49
    goto :next_49
    :catch_49
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_49
    const-string v0, "bi(\"1\").equals(bi(\"1\"))"
    :try_start_50
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_50
    .catch Ljava/lang/RuntimeException; {:try_start_50 .. :try_end_50} :catch_50
    goto :next_50
    :catch_50
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_50
    const-string v0, "bi(\"1\").modInverse(bi(\"1\"))"
    :try_start_51
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_51
    .catch Ljava/lang/RuntimeException; {:try_start_51 .. :try_end_51} :catch_51
    goto :next_51
    :catch_51
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_51
    const-string v0, "bi(\"1\").add(bi(\"123456789012345678901234567890\"))"
    :try_start_52
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_52
    .catch Ljava/lang/RuntimeException; {:try_start_52 .. :try_end_52} :catch_52
    goto :next_52
    :catch_52
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_52
    const-string v0, "bi(\"1\").subtract(bi(\"123456789012345678901234567890\"))"
    :try_start_53
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_53
    .catch Ljava/lang/RuntimeException; {:try_start_53 .. :try_end_53} :catch_53
    goto :next_53
    :catch_53
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_53
    const-string v0, "bi(\"1\").multiply(bi(\"123456789012345678901234567890\"))"
    :try_start_54
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_54
    .catch Ljava/lang/RuntimeException; {:try_start_54 .. :try_end_54} :catch_54
    goto :next_54
    :catch_54
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_54
    const-string v0, "bi(\"1\").divide(bi(\"123456789012345678901234567890\"))"
    :try_start_55
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_55
    .catch Ljava/lang/RuntimeException; {:try_start_55 .. :try_end_55} :catch_55
    goto :next_55
    :catch_55
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_55
    const-string v0, "bi(\"1\").remainder(bi(\"123456789012345678901234567890\"))"
    :try_start_56
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_56
    .catch Ljava/lang/RuntimeException; {:try_start_56 .. :try_end_56} :catch_56
    goto :next_56
    :catch_56
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_56
    const-string v0, "bi(\"1\").mod(bi(\"123456789012345678901234567890\"))"
    :try_start_57
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_57
    .catch Ljava/lang/RuntimeException; {:try_start_57 .. :try_end_57} :catch_57
    goto :next_57
    :catch_57
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_57
    const-string v0, "bi(\"1\").divideAndRemainder(bi(\"123456789012345678901234567890\"))"
    :try_start_58
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "123456789012345678901234567890"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_58
    .catch Ljava/lang/RuntimeException; {:try_start_58 .. :try_end_58} :catch_58
    goto :next_58
    :catch_58
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_58
    const-string v0, "bi(\"1\").gcd(bi(\"123456789012345678901234567890\"))"
    :try_start_59
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_59
    .catch Ljava/lang/RuntimeException; {:try_start_59 .. :try_end_59} :catch_59
    goto :next_59
    :catch_59
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_59
    const-string v0, "bi(\"1\").min(bi(\"123456789012345678901234567890\"))"
    :try_start_60
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_60
    .catch Ljava/lang/RuntimeException; {:try_start_60 .. :try_end_60} :catch_60
    goto :next_60
    :catch_60
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_60
    const-string v0, "bi(\"1\").max(bi(\"123456789012345678901234567890\"))"
    :try_start_61
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_61
    .catch Ljava/lang/RuntimeException; {:try_start_61 .. :try_end_61} :catch_61
    goto :next_61
    :catch_61
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_61
    const-string v0, "bi(\"1\").compareTo(bi(\"123456789012345678901234567890\"))"
    :try_start_62
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_62
    .catch Ljava/lang/RuntimeException; {:try_start_62 .. :try_end_62} :catch_62
    goto :next_62
    :catch_62
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_62
    const-string v0, "bi(\"1\").equals(bi(\"123456789012345678901234567890\"))"
    :try_start_63
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_63
    .catch Ljava/lang/RuntimeException; {:try_start_63 .. :try_end_63} :catch_63
    goto :next_63
    :catch_63
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_63
    const-string v0, "bi(\"1\").modInverse(bi(\"123456789012345678901234567890\"))"
    :try_start_64
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_64
    .catch Ljava/lang/RuntimeException; {:try_start_64 .. :try_end_64} :catch_64
    goto :next_64
    :catch_64
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_64
    const-string v0, "bi(\"1\").add(bi(\"7\"))"
    :try_start_65
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_65
    .catch Ljava/lang/RuntimeException; {:try_start_65 .. :try_end_65} :catch_65
    goto :next_65
    :catch_65
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_65
    const-string v0, "bi(\"1\").subtract(bi(\"7\"))"
    :try_start_66
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_66
    .catch Ljava/lang/RuntimeException; {:try_start_66 .. :try_end_66} :catch_66
    goto :next_66
    :catch_66
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_66
    const-string v0, "bi(\"1\").multiply(bi(\"7\"))"
    :try_start_67
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_67
    .catch Ljava/lang/RuntimeException; {:try_start_67 .. :try_end_67} :catch_67
    goto :next_67
    :catch_67
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_67
    const-string v0, "bi(\"1\").divide(bi(\"7\"))"
    :try_start_68
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_68
    .catch Ljava/lang/RuntimeException; {:try_start_68 .. :try_end_68} :catch_68
    goto :next_68
    :catch_68
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_68
    const-string v0, "bi(\"1\").remainder(bi(\"7\"))"
    :try_start_69
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_69
    .catch Ljava/lang/RuntimeException; {:try_start_69 .. :try_end_69} :catch_69
    goto :next_69
    :catch_69
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_69
    const-string v0, "bi(\"1\").mod(bi(\"7\"))"
    :try_start_70
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_70
    .catch Ljava/lang/RuntimeException; {:try_start_70 .. :try_end_70} :catch_70
    goto :next_70
    :catch_70
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_70
    const-string v0, "bi(\"1\").divideAndRemainder(bi(\"7\"))"
    :try_start_71
    move-object/16 v2, v0
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_71
    .catch Ljava/lang/RuntimeException; {:try_start_71 .. :try_end_71} :catch_71
    goto :next_71
    :catch_71
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_71
    const-string v0, "bi(\"1\").gcd(bi(\"7\"))"
    :try_start_72
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_72
    .catch Ljava/lang/RuntimeException; {:try_start_72 .. :try_end_72} :catch_72
    goto :next_72
    :catch_72
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_72
    const-string v0, "bi(\"1\").min(bi(\"7\"))"
    :try_start_73
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_73
    .catch Ljava/lang/RuntimeException; {:try_start_73 .. :try_end_73} :catch_73
    goto :next_73
    :catch_73
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_73
    const-string v0, "bi(\"1\").max(bi(\"7\"))"
    :try_start_74
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_74
    .catch Ljava/lang/RuntimeException; {:try_start_74 .. :try_end_74} :catch_74
    goto :next_74
    :catch_74
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_74
    const-string v0, "bi(\"1\").compareTo(bi(\"7\"))"
    :try_start_75
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_75
    .catch Ljava/lang/RuntimeException; {:try_start_75 .. :try_end_75} :catch_75
    goto :next_75
    :catch_75
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_75
    const-string v0, "bi(\"1\").equals(bi(\"7\"))"
    :try_start_76
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_76
    .catch Ljava/lang/RuntimeException; {:try_start_76 .. :try_end_76} :catch_76
    goto :next_76
    :catch_76
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_76
    const-string v0, "bi(\"1\").modInverse(bi(\"7\"))"
    :try_start_77
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_77
    .catch Ljava/lang/RuntimeException; {:try_start_77 .. :try_end_77} :catch_77
    goto :next_77
    :catch_77
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_77
    const-string v0, "bi(\"2\").add(bi(\"2\"))"
    :try_start_78
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_78
    .catch Ljava/lang/RuntimeException; {:try_start_78 .. :try_end_78} :catch_78
    goto :next_78
    :catch_78
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_78
    const-string v0, "bi(\"2\").subtract(bi(\"2\"))"
    :try_start_79
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
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
    .registers 9
    const-string v0, "bi(\"2\").multiply(bi(\"2\"))"
    :try_start_80
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_80
    .catch Ljava/lang/RuntimeException; {:try_start_80 .. :try_end_80} :catch_80
    goto :next_80
    :catch_80
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_80
    const-string v0, "bi(\"2\").divide(bi(\"2\"))"
    :try_start_81
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_81
    .catch Ljava/lang/RuntimeException; {:try_start_81 .. :try_end_81} :catch_81
    goto :next_81
    :catch_81
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_81
    const-string v0, "bi(\"2\").remainder(bi(\"2\"))"
    :try_start_82
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_82
    .catch Ljava/lang/RuntimeException; {:try_start_82 .. :try_end_82} :catch_82
    goto :next_82
    :catch_82
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_82
    const-string v0, "bi(\"2\").mod(bi(\"2\"))"
    :try_start_83
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_83
    .catch Ljava/lang/RuntimeException; {:try_start_83 .. :try_end_83} :catch_83
    goto :next_83
    :catch_83
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_83
    const-string v0, "bi(\"2\").divideAndRemainder(bi(\"2\"))"
    :try_start_84
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "2"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_84
    .catch Ljava/lang/RuntimeException; {:try_start_84 .. :try_end_84} :catch_84
    goto :next_84
    :catch_84
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_84
    const-string v0, "bi(\"2\").gcd(bi(\"2\"))"
    :try_start_85
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_85
    .catch Ljava/lang/RuntimeException; {:try_start_85 .. :try_end_85} :catch_85
    goto :next_85
    :catch_85
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_85
    const-string v0, "bi(\"2\").min(bi(\"2\"))"
    :try_start_86
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_86
    .catch Ljava/lang/RuntimeException; {:try_start_86 .. :try_end_86} :catch_86
    goto :next_86
    :catch_86
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_86
    const-string v0, "bi(\"2\").max(bi(\"2\"))"
    :try_start_87
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_87
    .catch Ljava/lang/RuntimeException; {:try_start_87 .. :try_end_87} :catch_87
    goto :next_87
    :catch_87
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_87
    const-string v0, "bi(\"2\").compareTo(bi(\"2\"))"
    :try_start_88
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_88
    .catch Ljava/lang/RuntimeException; {:try_start_88 .. :try_end_88} :catch_88
    goto :next_88
    :catch_88
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_88
    const-string v0, "bi(\"2\").equals(bi(\"2\"))"
    :try_start_89
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_89
    .catch Ljava/lang/RuntimeException; {:try_start_89 .. :try_end_89} :catch_89
    goto :next_89
    :catch_89
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_89
    const-string v0, "bi(\"2\").modInverse(bi(\"2\"))"
    :try_start_90
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_90
    .catch Ljava/lang/RuntimeException; {:try_start_90 .. :try_end_90} :catch_90
    goto :next_90
    :catch_90
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_90
    const-string v0, "bi(\"2\").add(bi(\"-987654321098765432109876543210987\"))"
    :try_start_91
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_91
    .catch Ljava/lang/RuntimeException; {:try_start_91 .. :try_end_91} :catch_91
    goto :next_91
    :catch_91
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_91
    const-string v0, "bi(\"2\").subtract(bi(\"-987654321098765432109876543210987\"))"
    :try_start_92
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_92
    .catch Ljava/lang/RuntimeException; {:try_start_92 .. :try_end_92} :catch_92
    goto :next_92
    :catch_92
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_92
    const-string v0, "bi(\"2\").multiply(bi(\"-987654321098765432109876543210987\"))"
    :try_start_93
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_93
    .catch Ljava/lang/RuntimeException; {:try_start_93 .. :try_end_93} :catch_93
    goto :next_93
    :catch_93
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_93
    const-string v0, "bi(\"2\").divide(bi(\"-987654321098765432109876543210987\"))"
    :try_start_94
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_94
    .catch Ljava/lang/RuntimeException; {:try_start_94 .. :try_end_94} :catch_94
    goto :next_94
    :catch_94
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_94
    const-string v0, "bi(\"2\").remainder(bi(\"-987654321098765432109876543210987\"))"
    :try_start_95
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_95
    .catch Ljava/lang/RuntimeException; {:try_start_95 .. :try_end_95} :catch_95
    goto :next_95
    :catch_95
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_95
    const-string v0, "bi(\"2\").mod(bi(\"-987654321098765432109876543210987\"))"
    :try_start_96
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_96
    .catch Ljava/lang/RuntimeException; {:try_start_96 .. :try_end_96} :catch_96
    goto :next_96
    :catch_96
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_96
    const-string v0, "bi(\"2\").divideAndRemainder(bi(\"-987654321098765432109876543210987\"))"
    :try_start_97
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "-987654321098765432109876543210987"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_97
    .catch Ljava/lang/RuntimeException; {:try_start_97 .. :try_end_97} :catch_97
    goto :next_97
    :catch_97
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_97
    const-string v0, "bi(\"2\").gcd(bi(\"-987654321098765432109876543210987\"))"
    :try_start_98
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_98
    .catch Ljava/lang/RuntimeException; {:try_start_98 .. :try_end_98} :catch_98
    goto :next_98
    :catch_98
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_98
    const-string v0, "bi(\"2\").min(bi(\"-987654321098765432109876543210987\"))"
    :try_start_99
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_99
    .catch Ljava/lang/RuntimeException; {:try_start_99 .. :try_end_99} :catch_99
    goto :next_99
    :catch_99
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_99
    const-string v0, "bi(\"2\").max(bi(\"-987654321098765432109876543210987\"))"
    :try_start_100
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_100
    .catch Ljava/lang/RuntimeException; {:try_start_100 .. :try_end_100} :catch_100
    goto :next_100
    :catch_100
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_100
    const-string v0, "bi(\"2\").compareTo(bi(\"-987654321098765432109876543210987\"))"
    :try_start_101
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_101
    .catch Ljava/lang/RuntimeException; {:try_start_101 .. :try_end_101} :catch_101
    goto :next_101
    :catch_101
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_101
    const-string v0, "bi(\"2\").equals(bi(\"-987654321098765432109876543210987\"))"
    :try_start_102
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_102
    .catch Ljava/lang/RuntimeException; {:try_start_102 .. :try_end_102} :catch_102
    goto :next_102
    :catch_102
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_102
    const-string v0, "bi(\"2\").modInverse(bi(\"-987654321098765432109876543210987\"))"
    :try_start_103
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_103
    .catch Ljava/lang/RuntimeException; {:try_start_103 .. :try_end_103} :catch_103
    goto :next_103
    :catch_103
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_103
    const-string v0, "bi(\"2\").add(bi(\"18446744073709551616\"))"
    :try_start_104
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_104
    .catch Ljava/lang/RuntimeException; {:try_start_104 .. :try_end_104} :catch_104
    goto :next_104
    :catch_104
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_104
    const-string v0, "bi(\"2\").subtract(bi(\"18446744073709551616\"))"
    :try_start_105
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_105
    .catch Ljava/lang/RuntimeException; {:try_start_105 .. :try_end_105} :catch_105
    goto :next_105
    :catch_105
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_105
    const-string v0, "bi(\"2\").multiply(bi(\"18446744073709551616\"))"
    :try_start_106
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_106
    .catch Ljava/lang/RuntimeException; {:try_start_106 .. :try_end_106} :catch_106
    goto :next_106
    :catch_106
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_106
    const-string v0, "bi(\"2\").divide(bi(\"18446744073709551616\"))"
    :try_start_107
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_107
    .catch Ljava/lang/RuntimeException; {:try_start_107 .. :try_end_107} :catch_107
    goto :next_107
    :catch_107
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_107
    const-string v0, "bi(\"2\").remainder(bi(\"18446744073709551616\"))"
    :try_start_108
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_108
    .catch Ljava/lang/RuntimeException; {:try_start_108 .. :try_end_108} :catch_108
    goto :next_108
    :catch_108
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_108
    const-string v0, "bi(\"2\").mod(bi(\"18446744073709551616\"))"
    :try_start_109
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_109
    .catch Ljava/lang/RuntimeException; {:try_start_109 .. :try_end_109} :catch_109
    goto :next_109
    :catch_109
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_109
    const-string v0, "bi(\"2\").divideAndRemainder(bi(\"18446744073709551616\"))"
    :try_start_110
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "18446744073709551616"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_110
    .catch Ljava/lang/RuntimeException; {:try_start_110 .. :try_end_110} :catch_110
    goto :next_110
    :catch_110
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_110
    const-string v0, "bi(\"2\").gcd(bi(\"18446744073709551616\"))"
    :try_start_111
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_111
    .catch Ljava/lang/RuntimeException; {:try_start_111 .. :try_end_111} :catch_111
    goto :next_111
    :catch_111
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_111
    const-string v0, "bi(\"2\").min(bi(\"18446744073709551616\"))"
    :try_start_112
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_112
    .catch Ljava/lang/RuntimeException; {:try_start_112 .. :try_end_112} :catch_112
    goto :next_112
    :catch_112
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_112
    const-string v0, "bi(\"2\").max(bi(\"18446744073709551616\"))"
    :try_start_113
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_113
    .catch Ljava/lang/RuntimeException; {:try_start_113 .. :try_end_113} :catch_113
    goto :next_113
    :catch_113
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_113
    const-string v0, "bi(\"2\").compareTo(bi(\"18446744073709551616\"))"
    :try_start_114
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_114
    .catch Ljava/lang/RuntimeException; {:try_start_114 .. :try_end_114} :catch_114
    goto :next_114
    :catch_114
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_114
    const-string v0, "bi(\"2\").equals(bi(\"18446744073709551616\"))"
    :try_start_115
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_115
    .catch Ljava/lang/RuntimeException; {:try_start_115 .. :try_end_115} :catch_115
    goto :next_115
    :catch_115
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_115
    const-string v0, "bi(\"2\").modInverse(bi(\"18446744073709551616\"))"
    :try_start_116
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_116
    .catch Ljava/lang/RuntimeException; {:try_start_116 .. :try_end_116} :catch_116
    goto :next_116
    :catch_116
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_116
    const-string v0, "bi(\"10\").add(bi(\"10\"))"
    :try_start_117
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_117
    .catch Ljava/lang/RuntimeException; {:try_start_117 .. :try_end_117} :catch_117
    goto :next_117
    :catch_117
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_117
    const-string v0, "bi(\"10\").subtract(bi(\"10\"))"
    :try_start_118
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_118
    .catch Ljava/lang/RuntimeException; {:try_start_118 .. :try_end_118} :catch_118
    goto :next_118
    :catch_118
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_118
    const-string v0, "bi(\"10\").multiply(bi(\"10\"))"
    :try_start_119
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
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
    .registers 9
    const-string v0, "bi(\"10\").divide(bi(\"10\"))"
    :try_start_120
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_120
    .catch Ljava/lang/RuntimeException; {:try_start_120 .. :try_end_120} :catch_120
    goto :next_120
    :catch_120
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_120
    const-string v0, "bi(\"10\").remainder(bi(\"10\"))"
    :try_start_121
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_121
    .catch Ljava/lang/RuntimeException; {:try_start_121 .. :try_end_121} :catch_121
    goto :next_121
    :catch_121
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_121
    const-string v0, "bi(\"10\").mod(bi(\"10\"))"
    :try_start_122
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_122
    .catch Ljava/lang/RuntimeException; {:try_start_122 .. :try_end_122} :catch_122
    goto :next_122
    :catch_122
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_122
    const-string v0, "bi(\"10\").divideAndRemainder(bi(\"10\"))"
    :try_start_123
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "10"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_123
    .catch Ljava/lang/RuntimeException; {:try_start_123 .. :try_end_123} :catch_123
    goto :next_123
    :catch_123
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_123
    const-string v0, "bi(\"10\").gcd(bi(\"10\"))"
    :try_start_124
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_124
    .catch Ljava/lang/RuntimeException; {:try_start_124 .. :try_end_124} :catch_124
    goto :next_124
    :catch_124
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_124
    const-string v0, "bi(\"10\").min(bi(\"10\"))"
    :try_start_125
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_125
    .catch Ljava/lang/RuntimeException; {:try_start_125 .. :try_end_125} :catch_125
    goto :next_125
    :catch_125
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_125
    const-string v0, "bi(\"10\").max(bi(\"10\"))"
    :try_start_126
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_126
    .catch Ljava/lang/RuntimeException; {:try_start_126 .. :try_end_126} :catch_126
    goto :next_126
    :catch_126
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_126
    const-string v0, "bi(\"10\").compareTo(bi(\"10\"))"
    :try_start_127
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_127
    .catch Ljava/lang/RuntimeException; {:try_start_127 .. :try_end_127} :catch_127
    goto :next_127
    :catch_127
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_127
    const-string v0, "bi(\"10\").equals(bi(\"10\"))"
    :try_start_128
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_128
    .catch Ljava/lang/RuntimeException; {:try_start_128 .. :try_end_128} :catch_128
    goto :next_128
    :catch_128
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_128
    const-string v0, "bi(\"10\").modInverse(bi(\"10\"))"
    :try_start_129
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_129
    .catch Ljava/lang/RuntimeException; {:try_start_129 .. :try_end_129} :catch_129
    goto :next_129
    :catch_129
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_129
    const-string v0, "bi(\"10\").add(bi(\"-7\"))"
    :try_start_130
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_130
    .catch Ljava/lang/RuntimeException; {:try_start_130 .. :try_end_130} :catch_130
    goto :next_130
    :catch_130
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_130
    const-string v0, "bi(\"10\").subtract(bi(\"-7\"))"
    :try_start_131
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_131
    .catch Ljava/lang/RuntimeException; {:try_start_131 .. :try_end_131} :catch_131
    goto :next_131
    :catch_131
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_131
    const-string v0, "bi(\"10\").multiply(bi(\"-7\"))"
    :try_start_132
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_132
    .catch Ljava/lang/RuntimeException; {:try_start_132 .. :try_end_132} :catch_132
    goto :next_132
    :catch_132
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_132
    const-string v0, "bi(\"10\").divide(bi(\"-7\"))"
    :try_start_133
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_133
    .catch Ljava/lang/RuntimeException; {:try_start_133 .. :try_end_133} :catch_133
    goto :next_133
    :catch_133
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_133
    const-string v0, "bi(\"10\").remainder(bi(\"-7\"))"
    :try_start_134
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_134
    .catch Ljava/lang/RuntimeException; {:try_start_134 .. :try_end_134} :catch_134
    goto :next_134
    :catch_134
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_134
    const-string v0, "bi(\"10\").mod(bi(\"-7\"))"
    :try_start_135
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_135
    .catch Ljava/lang/RuntimeException; {:try_start_135 .. :try_end_135} :catch_135
    goto :next_135
    :catch_135
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_135
    const-string v0, "bi(\"10\").divideAndRemainder(bi(\"-7\"))"
    :try_start_136
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "-7"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_136
    .catch Ljava/lang/RuntimeException; {:try_start_136 .. :try_end_136} :catch_136
    goto :next_136
    :catch_136
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_136
    const-string v0, "bi(\"10\").gcd(bi(\"-7\"))"
    :try_start_137
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_137
    .catch Ljava/lang/RuntimeException; {:try_start_137 .. :try_end_137} :catch_137
    goto :next_137
    :catch_137
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_137
    const-string v0, "bi(\"10\").min(bi(\"-7\"))"
    :try_start_138
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_138
    .catch Ljava/lang/RuntimeException; {:try_start_138 .. :try_end_138} :catch_138
    goto :next_138
    :catch_138
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_138
    const-string v0, "bi(\"10\").max(bi(\"-7\"))"
    :try_start_139
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_139
    .catch Ljava/lang/RuntimeException; {:try_start_139 .. :try_end_139} :catch_139
    goto :next_139
    :catch_139
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_139
    const-string v0, "bi(\"10\").compareTo(bi(\"-7\"))"
    :try_start_140
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_140
    .catch Ljava/lang/RuntimeException; {:try_start_140 .. :try_end_140} :catch_140
    goto :next_140
    :catch_140
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_140
    const-string v0, "bi(\"10\").equals(bi(\"-7\"))"
    :try_start_141
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_141
    .catch Ljava/lang/RuntimeException; {:try_start_141 .. :try_end_141} :catch_141
    goto :next_141
    :catch_141
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_141
    const-string v0, "bi(\"10\").modInverse(bi(\"-7\"))"
    :try_start_142
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_142
    .catch Ljava/lang/RuntimeException; {:try_start_142 .. :try_end_142} :catch_142
    goto :next_142
    :catch_142
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_142
    const-string v0, "bi(\"10\").add(bi(\"-4294967296\"))"
    :try_start_143
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_143
    .catch Ljava/lang/RuntimeException; {:try_start_143 .. :try_end_143} :catch_143
    goto :next_143
    :catch_143
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_143
    const-string v0, "bi(\"10\").subtract(bi(\"-4294967296\"))"
    :try_start_144
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_144
    .catch Ljava/lang/RuntimeException; {:try_start_144 .. :try_end_144} :catch_144
    goto :next_144
    :catch_144
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_144
    const-string v0, "bi(\"10\").multiply(bi(\"-4294967296\"))"
    :try_start_145
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_145
    .catch Ljava/lang/RuntimeException; {:try_start_145 .. :try_end_145} :catch_145
    goto :next_145
    :catch_145
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_145
    const-string v0, "bi(\"10\").divide(bi(\"-4294967296\"))"
    :try_start_146
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_146
    .catch Ljava/lang/RuntimeException; {:try_start_146 .. :try_end_146} :catch_146
    goto :next_146
    :catch_146
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_146
    const-string v0, "bi(\"10\").remainder(bi(\"-4294967296\"))"
    :try_start_147
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_147
    .catch Ljava/lang/RuntimeException; {:try_start_147 .. :try_end_147} :catch_147
    goto :next_147
    :catch_147
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_147
    const-string v0, "bi(\"10\").mod(bi(\"-4294967296\"))"
    :try_start_148
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_148
    .catch Ljava/lang/RuntimeException; {:try_start_148 .. :try_end_148} :catch_148
    goto :next_148
    :catch_148
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_148
    const-string v0, "bi(\"10\").divideAndRemainder(bi(\"-4294967296\"))"
    :try_start_149
    move-object/16 v2, v0
    const-string v7, "10"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "-4294967296"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_149
    .catch Ljava/lang/RuntimeException; {:try_start_149 .. :try_end_149} :catch_149
    goto :next_149
    :catch_149
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_149
    const-string v0, "bi(\"10\").gcd(bi(\"-4294967296\"))"
    :try_start_150
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_150
    .catch Ljava/lang/RuntimeException; {:try_start_150 .. :try_end_150} :catch_150
    goto :next_150
    :catch_150
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_150
    const-string v0, "bi(\"10\").min(bi(\"-4294967296\"))"
    :try_start_151
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_151
    .catch Ljava/lang/RuntimeException; {:try_start_151 .. :try_end_151} :catch_151
    goto :next_151
    :catch_151
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_151
    const-string v0, "bi(\"10\").max(bi(\"-4294967296\"))"
    :try_start_152
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_152
    .catch Ljava/lang/RuntimeException; {:try_start_152 .. :try_end_152} :catch_152
    goto :next_152
    :catch_152
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_152
    const-string v0, "bi(\"10\").compareTo(bi(\"-4294967296\"))"
    :try_start_153
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_153
    .catch Ljava/lang/RuntimeException; {:try_start_153 .. :try_end_153} :catch_153
    goto :next_153
    :catch_153
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_153
    const-string v0, "bi(\"10\").equals(bi(\"-4294967296\"))"
    :try_start_154
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_154
    .catch Ljava/lang/RuntimeException; {:try_start_154 .. :try_end_154} :catch_154
    goto :next_154
    :catch_154
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_154
    const-string v0, "bi(\"10\").modInverse(bi(\"-4294967296\"))"
    :try_start_155
    move-object/16 v2, v0
    const-string v6, "10"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_155
    .catch Ljava/lang/RuntimeException; {:try_start_155 .. :try_end_155} :catch_155
    goto :next_155
    :catch_155
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_155
    const-string v0, "bi(\"123456789012345678901234567890\").add(bi(\"123456789012345678901234567890\"))"
    :try_start_156
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_156
    .catch Ljava/lang/RuntimeException; {:try_start_156 .. :try_end_156} :catch_156
    goto :next_156
    :catch_156
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_156
    const-string v0, "bi(\"123456789012345678901234567890\").subtract(bi(\"123456789012345678901234567890\"))"
    :try_start_157
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_157
    .catch Ljava/lang/RuntimeException; {:try_start_157 .. :try_end_157} :catch_157
    goto :next_157
    :catch_157
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_157
    const-string v0, "bi(\"123456789012345678901234567890\").multiply(bi(\"123456789012345678901234567890\"))"
    :try_start_158
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_158
    .catch Ljava/lang/RuntimeException; {:try_start_158 .. :try_end_158} :catch_158
    goto :next_158
    :catch_158
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_158
    const-string v0, "bi(\"123456789012345678901234567890\").divide(bi(\"123456789012345678901234567890\"))"
    :try_start_159
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
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
    .registers 9
    const-string v0, "bi(\"123456789012345678901234567890\").remainder(bi(\"123456789012345678901234567890\"))"
    :try_start_160
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_160
    .catch Ljava/lang/RuntimeException; {:try_start_160 .. :try_end_160} :catch_160
    goto :next_160
    :catch_160
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_160
    const-string v0, "bi(\"123456789012345678901234567890\").mod(bi(\"123456789012345678901234567890\"))"
    :try_start_161
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_161
    .catch Ljava/lang/RuntimeException; {:try_start_161 .. :try_end_161} :catch_161
    goto :next_161
    :catch_161
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_161
    const-string v0, "bi(\"123456789012345678901234567890\").divideAndRemainder(bi(\"123456789012345678901234567890\"))"
    :try_start_162
    move-object/16 v2, v0
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "123456789012345678901234567890"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_162
    .catch Ljava/lang/RuntimeException; {:try_start_162 .. :try_end_162} :catch_162
    goto :next_162
    :catch_162
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_162
    const-string v0, "bi(\"123456789012345678901234567890\").gcd(bi(\"123456789012345678901234567890\"))"
    :try_start_163
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_163
    .catch Ljava/lang/RuntimeException; {:try_start_163 .. :try_end_163} :catch_163
    goto :next_163
    :catch_163
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_163
    const-string v0, "bi(\"123456789012345678901234567890\").min(bi(\"123456789012345678901234567890\"))"
    :try_start_164
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_164
    .catch Ljava/lang/RuntimeException; {:try_start_164 .. :try_end_164} :catch_164
    goto :next_164
    :catch_164
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_164
    const-string v0, "bi(\"123456789012345678901234567890\").max(bi(\"123456789012345678901234567890\"))"
    :try_start_165
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_165
    .catch Ljava/lang/RuntimeException; {:try_start_165 .. :try_end_165} :catch_165
    goto :next_165
    :catch_165
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_165
    const-string v0, "bi(\"123456789012345678901234567890\").compareTo(bi(\"123456789012345678901234567890\"))"
    :try_start_166
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_166
    .catch Ljava/lang/RuntimeException; {:try_start_166 .. :try_end_166} :catch_166
    goto :next_166
    :catch_166
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_166
    const-string v0, "bi(\"123456789012345678901234567890\").equals(bi(\"123456789012345678901234567890\"))"
    :try_start_167
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_167
    .catch Ljava/lang/RuntimeException; {:try_start_167 .. :try_end_167} :catch_167
    goto :next_167
    :catch_167
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_167
    const-string v0, "bi(\"123456789012345678901234567890\").modInverse(bi(\"123456789012345678901234567890\"))"
    :try_start_168
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_168
    .catch Ljava/lang/RuntimeException; {:try_start_168 .. :try_end_168} :catch_168
    goto :next_168
    :catch_168
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_168
    const-string v0, "bi(\"123456789012345678901234567890\").add(bi(\"7\"))"
    :try_start_169
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_169
    .catch Ljava/lang/RuntimeException; {:try_start_169 .. :try_end_169} :catch_169
    goto :next_169
    :catch_169
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_169
    const-string v0, "bi(\"123456789012345678901234567890\").subtract(bi(\"7\"))"
    :try_start_170
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_170
    .catch Ljava/lang/RuntimeException; {:try_start_170 .. :try_end_170} :catch_170
    goto :next_170
    :catch_170
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_170
    const-string v0, "bi(\"123456789012345678901234567890\").multiply(bi(\"7\"))"
    :try_start_171
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_171
    .catch Ljava/lang/RuntimeException; {:try_start_171 .. :try_end_171} :catch_171
    goto :next_171
    :catch_171
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_171
    const-string v0, "bi(\"123456789012345678901234567890\").divide(bi(\"7\"))"
    :try_start_172
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_172
    .catch Ljava/lang/RuntimeException; {:try_start_172 .. :try_end_172} :catch_172
    goto :next_172
    :catch_172
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_172
    const-string v0, "bi(\"123456789012345678901234567890\").remainder(bi(\"7\"))"
    :try_start_173
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_173
    .catch Ljava/lang/RuntimeException; {:try_start_173 .. :try_end_173} :catch_173
    goto :next_173
    :catch_173
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_173
    const-string v0, "bi(\"123456789012345678901234567890\").mod(bi(\"7\"))"
    :try_start_174
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_174
    .catch Ljava/lang/RuntimeException; {:try_start_174 .. :try_end_174} :catch_174
    goto :next_174
    :catch_174
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_174
    const-string v0, "bi(\"123456789012345678901234567890\").divideAndRemainder(bi(\"7\"))"
    :try_start_175
    move-object/16 v2, v0
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_175
    .catch Ljava/lang/RuntimeException; {:try_start_175 .. :try_end_175} :catch_175
    goto :next_175
    :catch_175
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_175
    const-string v0, "bi(\"123456789012345678901234567890\").gcd(bi(\"7\"))"
    :try_start_176
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_176
    .catch Ljava/lang/RuntimeException; {:try_start_176 .. :try_end_176} :catch_176
    goto :next_176
    :catch_176
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_176
    const-string v0, "bi(\"123456789012345678901234567890\").min(bi(\"7\"))"
    :try_start_177
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_177
    .catch Ljava/lang/RuntimeException; {:try_start_177 .. :try_end_177} :catch_177
    goto :next_177
    :catch_177
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_177
    const-string v0, "bi(\"123456789012345678901234567890\").max(bi(\"7\"))"
    :try_start_178
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_178
    .catch Ljava/lang/RuntimeException; {:try_start_178 .. :try_end_178} :catch_178
    goto :next_178
    :catch_178
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_178
    const-string v0, "bi(\"123456789012345678901234567890\").compareTo(bi(\"7\"))"
    :try_start_179
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_179
    .catch Ljava/lang/RuntimeException; {:try_start_179 .. :try_end_179} :catch_179
    goto :next_179
    :catch_179
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_179
    const-string v0, "bi(\"123456789012345678901234567890\").equals(bi(\"7\"))"
    :try_start_180
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_180
    .catch Ljava/lang/RuntimeException; {:try_start_180 .. :try_end_180} :catch_180
    goto :next_180
    :catch_180
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_180
    const-string v0, "bi(\"123456789012345678901234567890\").modInverse(bi(\"7\"))"
    :try_start_181
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_181
    .catch Ljava/lang/RuntimeException; {:try_start_181 .. :try_end_181} :catch_181
    goto :next_181
    :catch_181
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_181
    const-string v0, "bi(\"123456789012345678901234567890\").add(bi(\"1000000007\"))"
    :try_start_182
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_182
    .catch Ljava/lang/RuntimeException; {:try_start_182 .. :try_end_182} :catch_182
    goto :next_182
    :catch_182
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_182
    const-string v0, "bi(\"123456789012345678901234567890\").subtract(bi(\"1000000007\"))"
    :try_start_183
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_183
    .catch Ljava/lang/RuntimeException; {:try_start_183 .. :try_end_183} :catch_183
    goto :next_183
    :catch_183
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_183
    const-string v0, "bi(\"123456789012345678901234567890\").multiply(bi(\"1000000007\"))"
    :try_start_184
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_184
    .catch Ljava/lang/RuntimeException; {:try_start_184 .. :try_end_184} :catch_184
    goto :next_184
    :catch_184
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_184
    const-string v0, "bi(\"123456789012345678901234567890\").divide(bi(\"1000000007\"))"
    :try_start_185
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_185
    .catch Ljava/lang/RuntimeException; {:try_start_185 .. :try_end_185} :catch_185
    goto :next_185
    :catch_185
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_185
    const-string v0, "bi(\"123456789012345678901234567890\").remainder(bi(\"1000000007\"))"
    :try_start_186
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_186
    .catch Ljava/lang/RuntimeException; {:try_start_186 .. :try_end_186} :catch_186
    goto :next_186
    :catch_186
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_186
    const-string v0, "bi(\"123456789012345678901234567890\").mod(bi(\"1000000007\"))"
    :try_start_187
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_187
    .catch Ljava/lang/RuntimeException; {:try_start_187 .. :try_end_187} :catch_187
    goto :next_187
    :catch_187
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_187
    const-string v0, "bi(\"123456789012345678901234567890\").divideAndRemainder(bi(\"1000000007\"))"
    :try_start_188
    move-object/16 v2, v0
    const-string v7, "123456789012345678901234567890"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "1000000007"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_188
    .catch Ljava/lang/RuntimeException; {:try_start_188 .. :try_end_188} :catch_188
    goto :next_188
    :catch_188
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_188
    const-string v0, "bi(\"123456789012345678901234567890\").gcd(bi(\"1000000007\"))"
    :try_start_189
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_189
    .catch Ljava/lang/RuntimeException; {:try_start_189 .. :try_end_189} :catch_189
    goto :next_189
    :catch_189
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_189
    const-string v0, "bi(\"123456789012345678901234567890\").min(bi(\"1000000007\"))"
    :try_start_190
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_190
    .catch Ljava/lang/RuntimeException; {:try_start_190 .. :try_end_190} :catch_190
    goto :next_190
    :catch_190
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_190
    const-string v0, "bi(\"123456789012345678901234567890\").max(bi(\"1000000007\"))"
    :try_start_191
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_191
    .catch Ljava/lang/RuntimeException; {:try_start_191 .. :try_end_191} :catch_191
    goto :next_191
    :catch_191
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_191
    const-string v0, "bi(\"123456789012345678901234567890\").compareTo(bi(\"1000000007\"))"
    :try_start_192
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_192
    .catch Ljava/lang/RuntimeException; {:try_start_192 .. :try_end_192} :catch_192
    goto :next_192
    :catch_192
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_192
    const-string v0, "bi(\"123456789012345678901234567890\").equals(bi(\"1000000007\"))"
    :try_start_193
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_193
    .catch Ljava/lang/RuntimeException; {:try_start_193 .. :try_end_193} :catch_193
    goto :next_193
    :catch_193
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_193
    const-string v0, "bi(\"123456789012345678901234567890\").modInverse(bi(\"1000000007\"))"
    :try_start_194
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_194
    .catch Ljava/lang/RuntimeException; {:try_start_194 .. :try_end_194} :catch_194
    goto :next_194
    :catch_194
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_194
    const-string v0, "bi(\"-987654321098765432109876543210987\").add(bi(\"-987654321098765432109876543210987\"))"
    :try_start_195
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_195
    .catch Ljava/lang/RuntimeException; {:try_start_195 .. :try_end_195} :catch_195
    goto :next_195
    :catch_195
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_195
    const-string v0, "bi(\"-987654321098765432109876543210987\").subtract(bi(\"-987654321098765432109876543210987\"))"
    :try_start_196
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_196
    .catch Ljava/lang/RuntimeException; {:try_start_196 .. :try_end_196} :catch_196
    goto :next_196
    :catch_196
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_196
    const-string v0, "bi(\"-987654321098765432109876543210987\").multiply(bi(\"-987654321098765432109876543210987\"))"
    :try_start_197
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_197
    .catch Ljava/lang/RuntimeException; {:try_start_197 .. :try_end_197} :catch_197
    goto :next_197
    :catch_197
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_197
    const-string v0, "bi(\"-987654321098765432109876543210987\").divide(bi(\"-987654321098765432109876543210987\"))"
    :try_start_198
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_198
    .catch Ljava/lang/RuntimeException; {:try_start_198 .. :try_end_198} :catch_198
    goto :next_198
    :catch_198
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_198
    const-string v0, "bi(\"-987654321098765432109876543210987\").remainder(bi(\"-987654321098765432109876543210987\"))"
    :try_start_199
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
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
    .registers 9
    const-string v0, "bi(\"-987654321098765432109876543210987\").mod(bi(\"-987654321098765432109876543210987\"))"
    :try_start_200
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_200
    .catch Ljava/lang/RuntimeException; {:try_start_200 .. :try_end_200} :catch_200
    goto :next_200
    :catch_200
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_200
    const-string v0, "bi(\"-987654321098765432109876543210987\").divideAndRemainder(bi(\"-987654321098765432109876543210987\"))"
    :try_start_201
    move-object/16 v2, v0
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "-987654321098765432109876543210987"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_201
    .catch Ljava/lang/RuntimeException; {:try_start_201 .. :try_end_201} :catch_201
    goto :next_201
    :catch_201
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_201
    const-string v0, "bi(\"-987654321098765432109876543210987\").gcd(bi(\"-987654321098765432109876543210987\"))"
    :try_start_202
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_202
    .catch Ljava/lang/RuntimeException; {:try_start_202 .. :try_end_202} :catch_202
    goto :next_202
    :catch_202
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_202
    const-string v0, "bi(\"-987654321098765432109876543210987\").min(bi(\"-987654321098765432109876543210987\"))"
    :try_start_203
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_203
    .catch Ljava/lang/RuntimeException; {:try_start_203 .. :try_end_203} :catch_203
    goto :next_203
    :catch_203
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_203
    const-string v0, "bi(\"-987654321098765432109876543210987\").max(bi(\"-987654321098765432109876543210987\"))"
    :try_start_204
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_204
    .catch Ljava/lang/RuntimeException; {:try_start_204 .. :try_end_204} :catch_204
    goto :next_204
    :catch_204
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_204
    const-string v0, "bi(\"-987654321098765432109876543210987\").compareTo(bi(\"-987654321098765432109876543210987\"))"
    :try_start_205
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_205
    .catch Ljava/lang/RuntimeException; {:try_start_205 .. :try_end_205} :catch_205
    goto :next_205
    :catch_205
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_205
    const-string v0, "bi(\"-987654321098765432109876543210987\").equals(bi(\"-987654321098765432109876543210987\"))"
    :try_start_206
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_206
    .catch Ljava/lang/RuntimeException; {:try_start_206 .. :try_end_206} :catch_206
    goto :next_206
    :catch_206
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_206
    const-string v0, "bi(\"-987654321098765432109876543210987\").modInverse(bi(\"-987654321098765432109876543210987\"))"
    :try_start_207
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_207
    .catch Ljava/lang/RuntimeException; {:try_start_207 .. :try_end_207} :catch_207
    goto :next_207
    :catch_207
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_207
    const-string v0, "bi(\"-987654321098765432109876543210987\").add(bi(\"18446744073709551616\"))"
    :try_start_208
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_208
    .catch Ljava/lang/RuntimeException; {:try_start_208 .. :try_end_208} :catch_208
    goto :next_208
    :catch_208
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_208
    const-string v0, "bi(\"-987654321098765432109876543210987\").subtract(bi(\"18446744073709551616\"))"
    :try_start_209
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_209
    .catch Ljava/lang/RuntimeException; {:try_start_209 .. :try_end_209} :catch_209
    goto :next_209
    :catch_209
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_209
    const-string v0, "bi(\"-987654321098765432109876543210987\").multiply(bi(\"18446744073709551616\"))"
    :try_start_210
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_210
    .catch Ljava/lang/RuntimeException; {:try_start_210 .. :try_end_210} :catch_210
    goto :next_210
    :catch_210
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_210
    const-string v0, "bi(\"-987654321098765432109876543210987\").divide(bi(\"18446744073709551616\"))"
    :try_start_211
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_211
    .catch Ljava/lang/RuntimeException; {:try_start_211 .. :try_end_211} :catch_211
    goto :next_211
    :catch_211
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_211
    const-string v0, "bi(\"-987654321098765432109876543210987\").remainder(bi(\"18446744073709551616\"))"
    :try_start_212
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_212
    .catch Ljava/lang/RuntimeException; {:try_start_212 .. :try_end_212} :catch_212
    goto :next_212
    :catch_212
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_212
    const-string v0, "bi(\"-987654321098765432109876543210987\").mod(bi(\"18446744073709551616\"))"
    :try_start_213
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_213
    .catch Ljava/lang/RuntimeException; {:try_start_213 .. :try_end_213} :catch_213
    goto :next_213
    :catch_213
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_213
    const-string v0, "bi(\"-987654321098765432109876543210987\").divideAndRemainder(bi(\"18446744073709551616\"))"
    :try_start_214
    move-object/16 v2, v0
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "18446744073709551616"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_214
    .catch Ljava/lang/RuntimeException; {:try_start_214 .. :try_end_214} :catch_214
    goto :next_214
    :catch_214
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_214
    const-string v0, "bi(\"-987654321098765432109876543210987\").gcd(bi(\"18446744073709551616\"))"
    :try_start_215
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_215
    .catch Ljava/lang/RuntimeException; {:try_start_215 .. :try_end_215} :catch_215
    goto :next_215
    :catch_215
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_215
    const-string v0, "bi(\"-987654321098765432109876543210987\").min(bi(\"18446744073709551616\"))"
    :try_start_216
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_216
    .catch Ljava/lang/RuntimeException; {:try_start_216 .. :try_end_216} :catch_216
    goto :next_216
    :catch_216
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_216
    const-string v0, "bi(\"-987654321098765432109876543210987\").max(bi(\"18446744073709551616\"))"
    :try_start_217
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_217
    .catch Ljava/lang/RuntimeException; {:try_start_217 .. :try_end_217} :catch_217
    goto :next_217
    :catch_217
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_217
    const-string v0, "bi(\"-987654321098765432109876543210987\").compareTo(bi(\"18446744073709551616\"))"
    :try_start_218
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_218
    .catch Ljava/lang/RuntimeException; {:try_start_218 .. :try_end_218} :catch_218
    goto :next_218
    :catch_218
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_218
    const-string v0, "bi(\"-987654321098765432109876543210987\").equals(bi(\"18446744073709551616\"))"
    :try_start_219
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_219
    .catch Ljava/lang/RuntimeException; {:try_start_219 .. :try_end_219} :catch_219
    goto :next_219
    :catch_219
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_219
    const-string v0, "bi(\"-987654321098765432109876543210987\").modInverse(bi(\"18446744073709551616\"))"
    :try_start_220
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "18446744073709551616"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_220
    .catch Ljava/lang/RuntimeException; {:try_start_220 .. :try_end_220} :catch_220
    goto :next_220
    :catch_220
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_220
    const-string v0, "bi(\"-987654321098765432109876543210987\").add(bi(\"0\"))"
    :try_start_221
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_221
    .catch Ljava/lang/RuntimeException; {:try_start_221 .. :try_end_221} :catch_221
    goto :next_221
    :catch_221
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_221
    const-string v0, "bi(\"-987654321098765432109876543210987\").subtract(bi(\"0\"))"
    :try_start_222
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_222
    .catch Ljava/lang/RuntimeException; {:try_start_222 .. :try_end_222} :catch_222
    goto :next_222
    :catch_222
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_222
    const-string v0, "bi(\"-987654321098765432109876543210987\").multiply(bi(\"0\"))"
    :try_start_223
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_223
    .catch Ljava/lang/RuntimeException; {:try_start_223 .. :try_end_223} :catch_223
    goto :next_223
    :catch_223
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_223
    const-string v0, "bi(\"-987654321098765432109876543210987\").divide(bi(\"0\"))"
    :try_start_224
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_224
    .catch Ljava/lang/RuntimeException; {:try_start_224 .. :try_end_224} :catch_224
    goto :next_224
    :catch_224
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_224
    const-string v0, "bi(\"-987654321098765432109876543210987\").remainder(bi(\"0\"))"
    :try_start_225
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_225
    .catch Ljava/lang/RuntimeException; {:try_start_225 .. :try_end_225} :catch_225
    goto :next_225
    :catch_225
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_225
    const-string v0, "bi(\"-987654321098765432109876543210987\").mod(bi(\"0\"))"
    :try_start_226
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_226
    .catch Ljava/lang/RuntimeException; {:try_start_226 .. :try_end_226} :catch_226
    goto :next_226
    :catch_226
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_226
    const-string v0, "bi(\"-987654321098765432109876543210987\").divideAndRemainder(bi(\"0\"))"
    :try_start_227
    move-object/16 v2, v0
    const-string v7, "-987654321098765432109876543210987"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_227
    .catch Ljava/lang/RuntimeException; {:try_start_227 .. :try_end_227} :catch_227
    goto :next_227
    :catch_227
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_227
    const-string v0, "bi(\"-987654321098765432109876543210987\").gcd(bi(\"0\"))"
    :try_start_228
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_228
    .catch Ljava/lang/RuntimeException; {:try_start_228 .. :try_end_228} :catch_228
    goto :next_228
    :catch_228
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_228
    const-string v0, "bi(\"-987654321098765432109876543210987\").min(bi(\"0\"))"
    :try_start_229
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_229
    .catch Ljava/lang/RuntimeException; {:try_start_229 .. :try_end_229} :catch_229
    goto :next_229
    :catch_229
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_229
    const-string v0, "bi(\"-987654321098765432109876543210987\").max(bi(\"0\"))"
    :try_start_230
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_230
    .catch Ljava/lang/RuntimeException; {:try_start_230 .. :try_end_230} :catch_230
    goto :next_230
    :catch_230
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_230
    const-string v0, "bi(\"-987654321098765432109876543210987\").compareTo(bi(\"0\"))"
    :try_start_231
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_231
    .catch Ljava/lang/RuntimeException; {:try_start_231 .. :try_end_231} :catch_231
    goto :next_231
    :catch_231
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_231
    const-string v0, "bi(\"-987654321098765432109876543210987\").equals(bi(\"0\"))"
    :try_start_232
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_232
    .catch Ljava/lang/RuntimeException; {:try_start_232 .. :try_end_232} :catch_232
    goto :next_232
    :catch_232
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_232
    const-string v0, "bi(\"-987654321098765432109876543210987\").modInverse(bi(\"0\"))"
    :try_start_233
    move-object/16 v2, v0
    const-string v6, "-987654321098765432109876543210987"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_233
    .catch Ljava/lang/RuntimeException; {:try_start_233 .. :try_end_233} :catch_233
    goto :next_233
    :catch_233
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_233
    const-string v0, "bi(\"-7\").add(bi(\"-7\"))"
    :try_start_234
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_234
    .catch Ljava/lang/RuntimeException; {:try_start_234 .. :try_end_234} :catch_234
    goto :next_234
    :catch_234
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_234
    const-string v0, "bi(\"-7\").subtract(bi(\"-7\"))"
    :try_start_235
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_235
    .catch Ljava/lang/RuntimeException; {:try_start_235 .. :try_end_235} :catch_235
    goto :next_235
    :catch_235
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_235
    const-string v0, "bi(\"-7\").multiply(bi(\"-7\"))"
    :try_start_236
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_236
    .catch Ljava/lang/RuntimeException; {:try_start_236 .. :try_end_236} :catch_236
    goto :next_236
    :catch_236
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_236
    const-string v0, "bi(\"-7\").divide(bi(\"-7\"))"
    :try_start_237
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_237
    .catch Ljava/lang/RuntimeException; {:try_start_237 .. :try_end_237} :catch_237
    goto :next_237
    :catch_237
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_237
    const-string v0, "bi(\"-7\").remainder(bi(\"-7\"))"
    :try_start_238
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_238
    .catch Ljava/lang/RuntimeException; {:try_start_238 .. :try_end_238} :catch_238
    goto :next_238
    :catch_238
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_238
    const-string v0, "bi(\"-7\").mod(bi(\"-7\"))"
    :try_start_239
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
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
    .registers 9
    const-string v0, "bi(\"-7\").divideAndRemainder(bi(\"-7\"))"
    :try_start_240
    move-object/16 v2, v0
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "-7"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_240
    .catch Ljava/lang/RuntimeException; {:try_start_240 .. :try_end_240} :catch_240
    goto :next_240
    :catch_240
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_240
    const-string v0, "bi(\"-7\").gcd(bi(\"-7\"))"
    :try_start_241
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_241
    .catch Ljava/lang/RuntimeException; {:try_start_241 .. :try_end_241} :catch_241
    goto :next_241
    :catch_241
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_241
    const-string v0, "bi(\"-7\").min(bi(\"-7\"))"
    :try_start_242
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_242
    .catch Ljava/lang/RuntimeException; {:try_start_242 .. :try_end_242} :catch_242
    goto :next_242
    :catch_242
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_242
    const-string v0, "bi(\"-7\").max(bi(\"-7\"))"
    :try_start_243
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_243
    .catch Ljava/lang/RuntimeException; {:try_start_243 .. :try_end_243} :catch_243
    goto :next_243
    :catch_243
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_243
    const-string v0, "bi(\"-7\").compareTo(bi(\"-7\"))"
    :try_start_244
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_244
    .catch Ljava/lang/RuntimeException; {:try_start_244 .. :try_end_244} :catch_244
    goto :next_244
    :catch_244
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_244
    const-string v0, "bi(\"-7\").equals(bi(\"-7\"))"
    :try_start_245
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_245
    .catch Ljava/lang/RuntimeException; {:try_start_245 .. :try_end_245} :catch_245
    goto :next_245
    :catch_245
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_245
    const-string v0, "bi(\"-7\").modInverse(bi(\"-7\"))"
    :try_start_246
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_246
    .catch Ljava/lang/RuntimeException; {:try_start_246 .. :try_end_246} :catch_246
    goto :next_246
    :catch_246
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_246
    const-string v0, "bi(\"-7\").add(bi(\"-4294967296\"))"
    :try_start_247
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_247
    .catch Ljava/lang/RuntimeException; {:try_start_247 .. :try_end_247} :catch_247
    goto :next_247
    :catch_247
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_247
    const-string v0, "bi(\"-7\").subtract(bi(\"-4294967296\"))"
    :try_start_248
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_248
    .catch Ljava/lang/RuntimeException; {:try_start_248 .. :try_end_248} :catch_248
    goto :next_248
    :catch_248
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_248
    const-string v0, "bi(\"-7\").multiply(bi(\"-4294967296\"))"
    :try_start_249
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_249
    .catch Ljava/lang/RuntimeException; {:try_start_249 .. :try_end_249} :catch_249
    goto :next_249
    :catch_249
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_249
    const-string v0, "bi(\"-7\").divide(bi(\"-4294967296\"))"
    :try_start_250
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_250
    .catch Ljava/lang/RuntimeException; {:try_start_250 .. :try_end_250} :catch_250
    goto :next_250
    :catch_250
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_250
    const-string v0, "bi(\"-7\").remainder(bi(\"-4294967296\"))"
    :try_start_251
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_251
    .catch Ljava/lang/RuntimeException; {:try_start_251 .. :try_end_251} :catch_251
    goto :next_251
    :catch_251
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_251
    const-string v0, "bi(\"-7\").mod(bi(\"-4294967296\"))"
    :try_start_252
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_252
    .catch Ljava/lang/RuntimeException; {:try_start_252 .. :try_end_252} :catch_252
    goto :next_252
    :catch_252
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_252
    const-string v0, "bi(\"-7\").divideAndRemainder(bi(\"-4294967296\"))"
    :try_start_253
    move-object/16 v2, v0
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "-4294967296"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_253
    .catch Ljava/lang/RuntimeException; {:try_start_253 .. :try_end_253} :catch_253
    goto :next_253
    :catch_253
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_253
    const-string v0, "bi(\"-7\").gcd(bi(\"-4294967296\"))"
    :try_start_254
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_254
    .catch Ljava/lang/RuntimeException; {:try_start_254 .. :try_end_254} :catch_254
    goto :next_254
    :catch_254
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_254
    const-string v0, "bi(\"-7\").min(bi(\"-4294967296\"))"
    :try_start_255
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_255
    .catch Ljava/lang/RuntimeException; {:try_start_255 .. :try_end_255} :catch_255
    goto :next_255
    :catch_255
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_255
    const-string v0, "bi(\"-7\").max(bi(\"-4294967296\"))"
    :try_start_256
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_256
    .catch Ljava/lang/RuntimeException; {:try_start_256 .. :try_end_256} :catch_256
    goto :next_256
    :catch_256
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_256
    const-string v0, "bi(\"-7\").compareTo(bi(\"-4294967296\"))"
    :try_start_257
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_257
    .catch Ljava/lang/RuntimeException; {:try_start_257 .. :try_end_257} :catch_257
    goto :next_257
    :catch_257
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_257
    const-string v0, "bi(\"-7\").equals(bi(\"-4294967296\"))"
    :try_start_258
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_258
    .catch Ljava/lang/RuntimeException; {:try_start_258 .. :try_end_258} :catch_258
    goto :next_258
    :catch_258
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_258
    const-string v0, "bi(\"-7\").modInverse(bi(\"-4294967296\"))"
    :try_start_259
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "-4294967296"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_259
    .catch Ljava/lang/RuntimeException; {:try_start_259 .. :try_end_259} :catch_259
    goto :next_259
    :catch_259
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_259
    const-string v0, "bi(\"-7\").add(bi(\"1\"))"
    :try_start_260
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_260
    .catch Ljava/lang/RuntimeException; {:try_start_260 .. :try_end_260} :catch_260
    goto :next_260
    :catch_260
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_260
    const-string v0, "bi(\"-7\").subtract(bi(\"1\"))"
    :try_start_261
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_261
    .catch Ljava/lang/RuntimeException; {:try_start_261 .. :try_end_261} :catch_261
    goto :next_261
    :catch_261
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_261
    const-string v0, "bi(\"-7\").multiply(bi(\"1\"))"
    :try_start_262
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_262
    .catch Ljava/lang/RuntimeException; {:try_start_262 .. :try_end_262} :catch_262
    goto :next_262
    :catch_262
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_262
    const-string v0, "bi(\"-7\").divide(bi(\"1\"))"
    :try_start_263
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_263
    .catch Ljava/lang/RuntimeException; {:try_start_263 .. :try_end_263} :catch_263
    goto :next_263
    :catch_263
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_263
    const-string v0, "bi(\"-7\").remainder(bi(\"1\"))"
    :try_start_264
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_264
    .catch Ljava/lang/RuntimeException; {:try_start_264 .. :try_end_264} :catch_264
    goto :next_264
    :catch_264
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_264
    const-string v0, "bi(\"-7\").mod(bi(\"1\"))"
    :try_start_265
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_265
    .catch Ljava/lang/RuntimeException; {:try_start_265 .. :try_end_265} :catch_265
    goto :next_265
    :catch_265
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_265
    const-string v0, "bi(\"-7\").divideAndRemainder(bi(\"1\"))"
    :try_start_266
    move-object/16 v2, v0
    const-string v7, "-7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "1"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_266
    .catch Ljava/lang/RuntimeException; {:try_start_266 .. :try_end_266} :catch_266
    goto :next_266
    :catch_266
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_266
    const-string v0, "bi(\"-7\").gcd(bi(\"1\"))"
    :try_start_267
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_267
    .catch Ljava/lang/RuntimeException; {:try_start_267 .. :try_end_267} :catch_267
    goto :next_267
    :catch_267
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_267
    const-string v0, "bi(\"-7\").min(bi(\"1\"))"
    :try_start_268
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_268
    .catch Ljava/lang/RuntimeException; {:try_start_268 .. :try_end_268} :catch_268
    goto :next_268
    :catch_268
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_268
    const-string v0, "bi(\"-7\").max(bi(\"1\"))"
    :try_start_269
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_269
    .catch Ljava/lang/RuntimeException; {:try_start_269 .. :try_end_269} :catch_269
    goto :next_269
    :catch_269
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_269
    const-string v0, "bi(\"-7\").compareTo(bi(\"1\"))"
    :try_start_270
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_270
    .catch Ljava/lang/RuntimeException; {:try_start_270 .. :try_end_270} :catch_270
    goto :next_270
    :catch_270
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_270
    const-string v0, "bi(\"-7\").equals(bi(\"1\"))"
    :try_start_271
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_271
    .catch Ljava/lang/RuntimeException; {:try_start_271 .. :try_end_271} :catch_271
    goto :next_271
    :catch_271
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_271
    const-string v0, "bi(\"-7\").modInverse(bi(\"1\"))"
    :try_start_272
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_272
    .catch Ljava/lang/RuntimeException; {:try_start_272 .. :try_end_272} :catch_272
    goto :next_272
    :catch_272
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_272
    const-string v0, "bi(\"7\").add(bi(\"7\"))"
    :try_start_273
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_273
    .catch Ljava/lang/RuntimeException; {:try_start_273 .. :try_end_273} :catch_273
    goto :next_273
    :catch_273
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_273
    const-string v0, "bi(\"7\").subtract(bi(\"7\"))"
    :try_start_274
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_274
    .catch Ljava/lang/RuntimeException; {:try_start_274 .. :try_end_274} :catch_274
    goto :next_274
    :catch_274
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_274
    const-string v0, "bi(\"7\").multiply(bi(\"7\"))"
    :try_start_275
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_275
    .catch Ljava/lang/RuntimeException; {:try_start_275 .. :try_end_275} :catch_275
    goto :next_275
    :catch_275
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_275
    const-string v0, "bi(\"7\").divide(bi(\"7\"))"
    :try_start_276
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_276
    .catch Ljava/lang/RuntimeException; {:try_start_276 .. :try_end_276} :catch_276
    goto :next_276
    :catch_276
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_276
    const-string v0, "bi(\"7\").remainder(bi(\"7\"))"
    :try_start_277
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_277
    .catch Ljava/lang/RuntimeException; {:try_start_277 .. :try_end_277} :catch_277
    goto :next_277
    :catch_277
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_277
    const-string v0, "bi(\"7\").mod(bi(\"7\"))"
    :try_start_278
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_278
    .catch Ljava/lang/RuntimeException; {:try_start_278 .. :try_end_278} :catch_278
    goto :next_278
    :catch_278
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_278
    const-string v0, "bi(\"7\").divideAndRemainder(bi(\"7\"))"
    :try_start_279
    move-object/16 v2, v0
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "7"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
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
    const-string v0, "bi(\"7\").gcd(bi(\"7\"))"
    :try_start_280
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_280
    .catch Ljava/lang/RuntimeException; {:try_start_280 .. :try_end_280} :catch_280
    goto :next_280
    :catch_280
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_280
    const-string v0, "bi(\"7\").min(bi(\"7\"))"
    :try_start_281
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_281
    .catch Ljava/lang/RuntimeException; {:try_start_281 .. :try_end_281} :catch_281
    goto :next_281
    :catch_281
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_281
    const-string v0, "bi(\"7\").max(bi(\"7\"))"
    :try_start_282
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_282
    .catch Ljava/lang/RuntimeException; {:try_start_282 .. :try_end_282} :catch_282
    goto :next_282
    :catch_282
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_282
    const-string v0, "bi(\"7\").compareTo(bi(\"7\"))"
    :try_start_283
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_283
    .catch Ljava/lang/RuntimeException; {:try_start_283 .. :try_end_283} :catch_283
    goto :next_283
    :catch_283
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_283
    const-string v0, "bi(\"7\").equals(bi(\"7\"))"
    :try_start_284
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_284
    .catch Ljava/lang/RuntimeException; {:try_start_284 .. :try_end_284} :catch_284
    goto :next_284
    :catch_284
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_284
    const-string v0, "bi(\"7\").modInverse(bi(\"7\"))"
    :try_start_285
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_285
    .catch Ljava/lang/RuntimeException; {:try_start_285 .. :try_end_285} :catch_285
    goto :next_285
    :catch_285
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_285
    const-string v0, "bi(\"7\").add(bi(\"1000000007\"))"
    :try_start_286
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_286
    .catch Ljava/lang/RuntimeException; {:try_start_286 .. :try_end_286} :catch_286
    goto :next_286
    :catch_286
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_286
    const-string v0, "bi(\"7\").subtract(bi(\"1000000007\"))"
    :try_start_287
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_287
    .catch Ljava/lang/RuntimeException; {:try_start_287 .. :try_end_287} :catch_287
    goto :next_287
    :catch_287
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_287
    const-string v0, "bi(\"7\").multiply(bi(\"1000000007\"))"
    :try_start_288
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_288
    .catch Ljava/lang/RuntimeException; {:try_start_288 .. :try_end_288} :catch_288
    goto :next_288
    :catch_288
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_288
    const-string v0, "bi(\"7\").divide(bi(\"1000000007\"))"
    :try_start_289
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_289
    .catch Ljava/lang/RuntimeException; {:try_start_289 .. :try_end_289} :catch_289
    goto :next_289
    :catch_289
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_289
    const-string v0, "bi(\"7\").remainder(bi(\"1000000007\"))"
    :try_start_290
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_290
    .catch Ljava/lang/RuntimeException; {:try_start_290 .. :try_end_290} :catch_290
    goto :next_290
    :catch_290
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_290
    const-string v0, "bi(\"7\").mod(bi(\"1000000007\"))"
    :try_start_291
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_291
    .catch Ljava/lang/RuntimeException; {:try_start_291 .. :try_end_291} :catch_291
    goto :next_291
    :catch_291
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_291
    const-string v0, "bi(\"7\").divideAndRemainder(bi(\"1000000007\"))"
    :try_start_292
    move-object/16 v2, v0
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "1000000007"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_292
    .catch Ljava/lang/RuntimeException; {:try_start_292 .. :try_end_292} :catch_292
    goto :next_292
    :catch_292
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_292
    const-string v0, "bi(\"7\").gcd(bi(\"1000000007\"))"
    :try_start_293
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_293
    .catch Ljava/lang/RuntimeException; {:try_start_293 .. :try_end_293} :catch_293
    goto :next_293
    :catch_293
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_293
    const-string v0, "bi(\"7\").min(bi(\"1000000007\"))"
    :try_start_294
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_294
    .catch Ljava/lang/RuntimeException; {:try_start_294 .. :try_end_294} :catch_294
    goto :next_294
    :catch_294
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_294
    const-string v0, "bi(\"7\").max(bi(\"1000000007\"))"
    :try_start_295
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_295
    .catch Ljava/lang/RuntimeException; {:try_start_295 .. :try_end_295} :catch_295
    goto :next_295
    :catch_295
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_295
    const-string v0, "bi(\"7\").compareTo(bi(\"1000000007\"))"
    :try_start_296
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_296
    .catch Ljava/lang/RuntimeException; {:try_start_296 .. :try_end_296} :catch_296
    goto :next_296
    :catch_296
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_296
    const-string v0, "bi(\"7\").equals(bi(\"1000000007\"))"
    :try_start_297
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_297
    .catch Ljava/lang/RuntimeException; {:try_start_297 .. :try_end_297} :catch_297
    goto :next_297
    :catch_297
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_297
    const-string v0, "bi(\"7\").modInverse(bi(\"1000000007\"))"
    :try_start_298
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "1000000007"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_298
    .catch Ljava/lang/RuntimeException; {:try_start_298 .. :try_end_298} :catch_298
    goto :next_298
    :catch_298
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_298
    const-string v0, "bi(\"7\").add(bi(\"2\"))"
    :try_start_299
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_299
    .catch Ljava/lang/RuntimeException; {:try_start_299 .. :try_end_299} :catch_299
    goto :next_299
    :catch_299
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_299
    const-string v0, "bi(\"7\").subtract(bi(\"2\"))"
    :try_start_300
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_300
    .catch Ljava/lang/RuntimeException; {:try_start_300 .. :try_end_300} :catch_300
    goto :next_300
    :catch_300
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_300
    const-string v0, "bi(\"7\").multiply(bi(\"2\"))"
    :try_start_301
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_301
    .catch Ljava/lang/RuntimeException; {:try_start_301 .. :try_end_301} :catch_301
    goto :next_301
    :catch_301
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_301
    const-string v0, "bi(\"7\").divide(bi(\"2\"))"
    :try_start_302
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_302
    .catch Ljava/lang/RuntimeException; {:try_start_302 .. :try_end_302} :catch_302
    goto :next_302
    :catch_302
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_302
    const-string v0, "bi(\"7\").remainder(bi(\"2\"))"
    :try_start_303
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->remainder(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_303
    .catch Ljava/lang/RuntimeException; {:try_start_303 .. :try_end_303} :catch_303
    goto :next_303
    :catch_303
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_303
    const-string v0, "bi(\"7\").mod(bi(\"2\"))"
    :try_start_304
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->mod(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_304
    .catch Ljava/lang/RuntimeException; {:try_start_304 .. :try_end_304} :catch_304
    goto :next_304
    :catch_304
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_304
    const-string v0, "bi(\"7\").divideAndRemainder(bi(\"2\"))"
    :try_start_305
    move-object/16 v2, v0
    const-string v7, "7"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v8, "2"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v5 .. v6}, Ljava/math/BigInteger;->divideAndRemainder(Ljava/math/BigInteger;)[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_305
    .catch Ljava/lang/RuntimeException; {:try_start_305 .. :try_end_305} :catch_305
    goto :next_305
    :catch_305
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_305
    const-string v0, "bi(\"7\").gcd(bi(\"2\"))"
    :try_start_306
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_306
    .catch Ljava/lang/RuntimeException; {:try_start_306 .. :try_end_306} :catch_306
    goto :next_306
    :catch_306
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_306
    const-string v0, "bi(\"7\").min(bi(\"2\"))"
    :try_start_307
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->min(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_307
    .catch Ljava/lang/RuntimeException; {:try_start_307 .. :try_end_307} :catch_307
    goto :next_307
    :catch_307
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_307
    const-string v0, "bi(\"7\").max(bi(\"2\"))"
    :try_start_308
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->max(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_308
    .catch Ljava/lang/RuntimeException; {:try_start_308 .. :try_end_308} :catch_308
    goto :next_308
    :catch_308
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_308
    const-string v0, "bi(\"7\").compareTo(bi(\"2\"))"
    :try_start_309
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->compareTo(Ljava/math/BigInteger;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_309
    .catch Ljava/lang/RuntimeException; {:try_start_309 .. :try_end_309} :catch_309
    goto :next_309
    :catch_309
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_309
    const-string v0, "bi(\"7\").equals(bi(\"2\"))"
    :try_start_310
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_310
    .catch Ljava/lang/RuntimeException; {:try_start_310 .. :try_end_310} :catch_310
    goto :next_310
    :catch_310
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_310
    const-string v0, "bi(\"7\").modInverse(bi(\"2\"))"
    :try_start_311
    move-object/16 v2, v0
    const-string v6, "7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->modInverse(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_311
    .catch Ljava/lang/RuntimeException; {:try_start_311 .. :try_end_311} :catch_311
    goto :next_311
    :catch_311
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_311
    const-string v0, "bi(\"0\").signum()"
    :try_start_312
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_312
    .catch Ljava/lang/RuntimeException; {:try_start_312 .. :try_end_312} :catch_312
    goto :next_312
    :catch_312
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_312
    const-string v0, "bi(\"0\").negate()"
    :try_start_313
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_313
    .catch Ljava/lang/RuntimeException; {:try_start_313 .. :try_end_313} :catch_313
    goto :next_313
    :catch_313
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_313
    const-string v0, "bi(\"0\").abs()"
    :try_start_314
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->abs()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_314
    .catch Ljava/lang/RuntimeException; {:try_start_314 .. :try_end_314} :catch_314
    goto :next_314
    :catch_314
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_314
    const-string v0, "bi(\"0\").hashCode()"
    :try_start_315
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_315
    .catch Ljava/lang/RuntimeException; {:try_start_315 .. :try_end_315} :catch_315
    goto :next_315
    :catch_315
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_315
    const-string v0, "bi(\"0\").intValue()"
    :try_start_316
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_316
    .catch Ljava/lang/RuntimeException; {:try_start_316 .. :try_end_316} :catch_316
    goto :next_316
    :catch_316
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_316
    const-string v0, "bi(\"0\").longValue()"
    :try_start_317
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_317
    .catch Ljava/lang/RuntimeException; {:try_start_317 .. :try_end_317} :catch_317
    goto :next_317
    :catch_317
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_317
    const-string v0, "bi(\"0\").doubleValue()"
    :try_start_318
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_318
    .catch Ljava/lang/RuntimeException; {:try_start_318 .. :try_end_318} :catch_318
    goto :next_318
    :catch_318
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_318
    const-string v0, "bi(\"0\").floatValue()"
    :try_start_319
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
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
    .registers 7
    const-string v0, "bi(\"0\").shortValue()"
    :try_start_320
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_320
    .catch Ljava/lang/RuntimeException; {:try_start_320 .. :try_end_320} :catch_320
    goto :next_320
    :catch_320
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_320
    const-string v0, "bi(\"0\").byteValue()"
    :try_start_321
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValue()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_321
    .catch Ljava/lang/RuntimeException; {:try_start_321 .. :try_end_321} :catch_321
    goto :next_321
    :catch_321
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_321
    const-string v0, "bi(\"0\").pow(3)"
    :try_start_322
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_322
    .catch Ljava/lang/RuntimeException; {:try_start_322 .. :try_end_322} :catch_322
    goto :next_322
    :catch_322
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_322
    const-string v0, "bi(\"0\").pow(0)"
    :try_start_323
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_323
    .catch Ljava/lang/RuntimeException; {:try_start_323 .. :try_end_323} :catch_323
    goto :next_323
    :catch_323
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_323
    const-string v0, "bi(\"0\").sqrt()"
    :try_start_324
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_324
    .catch Ljava/lang/RuntimeException; {:try_start_324 .. :try_end_324} :catch_324
    goto :next_324
    :catch_324
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_324
    const-string v0, "bi(\"0\").intValueExact()"
    :try_start_325
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_325
    .catch Ljava/lang/RuntimeException; {:try_start_325 .. :try_end_325} :catch_325
    goto :next_325
    :catch_325
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_325
    const-string v0, "bi(\"0\").longValueExact()"
    :try_start_326
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_326
    .catch Ljava/lang/RuntimeException; {:try_start_326 .. :try_end_326} :catch_326
    goto :next_326
    :catch_326
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_326
    const-string v0, "bi(\"0\").isProbablePrime(50)"
    :try_start_327
    move-object/16 v2, v0
    const-string v6, "0"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 50
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_327
    .catch Ljava/lang/RuntimeException; {:try_start_327 .. :try_end_327} :catch_327
    goto :next_327
    :catch_327
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_327
    const-string v0, "bi(\"2\").signum()"
    :try_start_328
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_328
    .catch Ljava/lang/RuntimeException; {:try_start_328 .. :try_end_328} :catch_328
    goto :next_328
    :catch_328
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_328
    const-string v0, "bi(\"2\").negate()"
    :try_start_329
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_329
    .catch Ljava/lang/RuntimeException; {:try_start_329 .. :try_end_329} :catch_329
    goto :next_329
    :catch_329
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_329
    const-string v0, "bi(\"2\").abs()"
    :try_start_330
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->abs()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_330
    .catch Ljava/lang/RuntimeException; {:try_start_330 .. :try_end_330} :catch_330
    goto :next_330
    :catch_330
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_330
    const-string v0, "bi(\"2\").hashCode()"
    :try_start_331
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_331
    .catch Ljava/lang/RuntimeException; {:try_start_331 .. :try_end_331} :catch_331
    goto :next_331
    :catch_331
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_331
    const-string v0, "bi(\"2\").intValue()"
    :try_start_332
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_332
    .catch Ljava/lang/RuntimeException; {:try_start_332 .. :try_end_332} :catch_332
    goto :next_332
    :catch_332
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_332
    const-string v0, "bi(\"2\").longValue()"
    :try_start_333
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_333
    .catch Ljava/lang/RuntimeException; {:try_start_333 .. :try_end_333} :catch_333
    goto :next_333
    :catch_333
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_333
    const-string v0, "bi(\"2\").doubleValue()"
    :try_start_334
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_334
    .catch Ljava/lang/RuntimeException; {:try_start_334 .. :try_end_334} :catch_334
    goto :next_334
    :catch_334
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_334
    const-string v0, "bi(\"2\").floatValue()"
    :try_start_335
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_335
    .catch Ljava/lang/RuntimeException; {:try_start_335 .. :try_end_335} :catch_335
    goto :next_335
    :catch_335
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_335
    const-string v0, "bi(\"2\").shortValue()"
    :try_start_336
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_336
    .catch Ljava/lang/RuntimeException; {:try_start_336 .. :try_end_336} :catch_336
    goto :next_336
    :catch_336
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_336
    const-string v0, "bi(\"2\").byteValue()"
    :try_start_337
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValue()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_337
    .catch Ljava/lang/RuntimeException; {:try_start_337 .. :try_end_337} :catch_337
    goto :next_337
    :catch_337
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_337
    const-string v0, "bi(\"2\").pow(3)"
    :try_start_338
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_338
    .catch Ljava/lang/RuntimeException; {:try_start_338 .. :try_end_338} :catch_338
    goto :next_338
    :catch_338
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_338
    const-string v0, "bi(\"2\").pow(0)"
    :try_start_339
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_339
    .catch Ljava/lang/RuntimeException; {:try_start_339 .. :try_end_339} :catch_339
    goto :next_339
    :catch_339
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_339
    const-string v0, "bi(\"2\").sqrt()"
    :try_start_340
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_340
    .catch Ljava/lang/RuntimeException; {:try_start_340 .. :try_end_340} :catch_340
    goto :next_340
    :catch_340
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_340
    const-string v0, "bi(\"2\").intValueExact()"
    :try_start_341
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_341
    .catch Ljava/lang/RuntimeException; {:try_start_341 .. :try_end_341} :catch_341
    goto :next_341
    :catch_341
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_341
    const-string v0, "bi(\"2\").longValueExact()"
    :try_start_342
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_342
    .catch Ljava/lang/RuntimeException; {:try_start_342 .. :try_end_342} :catch_342
    goto :next_342
    :catch_342
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_342
    const-string v0, "bi(\"2\").isProbablePrime(50)"
    :try_start_343
    move-object/16 v2, v0
    const-string v6, "2"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 50
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_343
    .catch Ljava/lang/RuntimeException; {:try_start_343 .. :try_end_343} :catch_343
    goto :next_343
    :catch_343
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_343
    const-string v0, "bi(\"123456789012345678901234567890\").signum()"
    :try_start_344
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_344
    .catch Ljava/lang/RuntimeException; {:try_start_344 .. :try_end_344} :catch_344
    goto :next_344
    :catch_344
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_344
    const-string v0, "bi(\"123456789012345678901234567890\").negate()"
    :try_start_345
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_345
    .catch Ljava/lang/RuntimeException; {:try_start_345 .. :try_end_345} :catch_345
    goto :next_345
    :catch_345
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_345
    const-string v0, "bi(\"123456789012345678901234567890\").abs()"
    :try_start_346
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->abs()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_346
    .catch Ljava/lang/RuntimeException; {:try_start_346 .. :try_end_346} :catch_346
    goto :next_346
    :catch_346
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_346
    const-string v0, "bi(\"123456789012345678901234567890\").hashCode()"
    :try_start_347
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_347
    .catch Ljava/lang/RuntimeException; {:try_start_347 .. :try_end_347} :catch_347
    goto :next_347
    :catch_347
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_347
    const-string v0, "bi(\"123456789012345678901234567890\").intValue()"
    :try_start_348
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_348
    .catch Ljava/lang/RuntimeException; {:try_start_348 .. :try_end_348} :catch_348
    goto :next_348
    :catch_348
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_348
    const-string v0, "bi(\"123456789012345678901234567890\").longValue()"
    :try_start_349
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_349
    .catch Ljava/lang/RuntimeException; {:try_start_349 .. :try_end_349} :catch_349
    goto :next_349
    :catch_349
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_349
    const-string v0, "bi(\"123456789012345678901234567890\").doubleValue()"
    :try_start_350
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_350
    .catch Ljava/lang/RuntimeException; {:try_start_350 .. :try_end_350} :catch_350
    goto :next_350
    :catch_350
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_350
    const-string v0, "bi(\"123456789012345678901234567890\").floatValue()"
    :try_start_351
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_351
    .catch Ljava/lang/RuntimeException; {:try_start_351 .. :try_end_351} :catch_351
    goto :next_351
    :catch_351
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_351
    const-string v0, "bi(\"123456789012345678901234567890\").shortValue()"
    :try_start_352
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_352
    .catch Ljava/lang/RuntimeException; {:try_start_352 .. :try_end_352} :catch_352
    goto :next_352
    :catch_352
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_352
    const-string v0, "bi(\"123456789012345678901234567890\").byteValue()"
    :try_start_353
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValue()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_353
    .catch Ljava/lang/RuntimeException; {:try_start_353 .. :try_end_353} :catch_353
    goto :next_353
    :catch_353
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_353
    const-string v0, "bi(\"123456789012345678901234567890\").pow(3)"
    :try_start_354
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_354
    .catch Ljava/lang/RuntimeException; {:try_start_354 .. :try_end_354} :catch_354
    goto :next_354
    :catch_354
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_354
    const-string v0, "bi(\"123456789012345678901234567890\").pow(0)"
    :try_start_355
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_355
    .catch Ljava/lang/RuntimeException; {:try_start_355 .. :try_end_355} :catch_355
    goto :next_355
    :catch_355
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_355
    const-string v0, "bi(\"123456789012345678901234567890\").sqrt()"
    :try_start_356
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_356
    .catch Ljava/lang/RuntimeException; {:try_start_356 .. :try_end_356} :catch_356
    goto :next_356
    :catch_356
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_356
    const-string v0, "bi(\"123456789012345678901234567890\").intValueExact()"
    :try_start_357
    move-object/16 v2, v0
    const-string v5, "123456789012345678901234567890"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_357
    .catch Ljava/lang/RuntimeException; {:try_start_357 .. :try_end_357} :catch_357
    goto :next_357
    :catch_357
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_357
    const-string v0, "bi(\"123456789012345678901234567890\").longValueExact()"
    :try_start_358
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_358
    .catch Ljava/lang/RuntimeException; {:try_start_358 .. :try_end_358} :catch_358
    goto :next_358
    :catch_358
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_358
    const-string v0, "bi(\"123456789012345678901234567890\").isProbablePrime(50)"
    :try_start_359
    move-object/16 v2, v0
    const-string v6, "123456789012345678901234567890"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 50
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
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
    .registers 7
    const-string v0, "bi(\"-7\").signum()"
    :try_start_360
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_360
    .catch Ljava/lang/RuntimeException; {:try_start_360 .. :try_end_360} :catch_360
    goto :next_360
    :catch_360
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_360
    const-string v0, "bi(\"-7\").negate()"
    :try_start_361
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_361
    .catch Ljava/lang/RuntimeException; {:try_start_361 .. :try_end_361} :catch_361
    goto :next_361
    :catch_361
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_361
    const-string v0, "bi(\"-7\").abs()"
    :try_start_362
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->abs()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_362
    .catch Ljava/lang/RuntimeException; {:try_start_362 .. :try_end_362} :catch_362
    goto :next_362
    :catch_362
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_362
    const-string v0, "bi(\"-7\").hashCode()"
    :try_start_363
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_363
    .catch Ljava/lang/RuntimeException; {:try_start_363 .. :try_end_363} :catch_363
    goto :next_363
    :catch_363
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_363
    const-string v0, "bi(\"-7\").intValue()"
    :try_start_364
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_364
    .catch Ljava/lang/RuntimeException; {:try_start_364 .. :try_end_364} :catch_364
    goto :next_364
    :catch_364
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_364
    const-string v0, "bi(\"-7\").longValue()"
    :try_start_365
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_365
    .catch Ljava/lang/RuntimeException; {:try_start_365 .. :try_end_365} :catch_365
    goto :next_365
    :catch_365
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_365
    const-string v0, "bi(\"-7\").doubleValue()"
    :try_start_366
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_366
    .catch Ljava/lang/RuntimeException; {:try_start_366 .. :try_end_366} :catch_366
    goto :next_366
    :catch_366
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_366
    const-string v0, "bi(\"-7\").floatValue()"
    :try_start_367
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_367
    .catch Ljava/lang/RuntimeException; {:try_start_367 .. :try_end_367} :catch_367
    goto :next_367
    :catch_367
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_367
    const-string v0, "bi(\"-7\").shortValue()"
    :try_start_368
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_368
    .catch Ljava/lang/RuntimeException; {:try_start_368 .. :try_end_368} :catch_368
    goto :next_368
    :catch_368
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_368
    const-string v0, "bi(\"-7\").byteValue()"
    :try_start_369
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValue()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_369
    .catch Ljava/lang/RuntimeException; {:try_start_369 .. :try_end_369} :catch_369
    goto :next_369
    :catch_369
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_369
    const-string v0, "bi(\"-7\").pow(3)"
    :try_start_370
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_370
    .catch Ljava/lang/RuntimeException; {:try_start_370 .. :try_end_370} :catch_370
    goto :next_370
    :catch_370
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_370
    const-string v0, "bi(\"-7\").pow(0)"
    :try_start_371
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_371
    .catch Ljava/lang/RuntimeException; {:try_start_371 .. :try_end_371} :catch_371
    goto :next_371
    :catch_371
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_371
    const-string v0, "bi(\"-7\").sqrt()"
    :try_start_372
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_372
    .catch Ljava/lang/RuntimeException; {:try_start_372 .. :try_end_372} :catch_372
    goto :next_372
    :catch_372
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_372
    const-string v0, "bi(\"-7\").intValueExact()"
    :try_start_373
    move-object/16 v2, v0
    const-string v5, "-7"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_373
    .catch Ljava/lang/RuntimeException; {:try_start_373 .. :try_end_373} :catch_373
    goto :next_373
    :catch_373
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_373
    const-string v0, "bi(\"-7\").longValueExact()"
    :try_start_374
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_374
    .catch Ljava/lang/RuntimeException; {:try_start_374 .. :try_end_374} :catch_374
    goto :next_374
    :catch_374
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_374
    const-string v0, "bi(\"-7\").isProbablePrime(50)"
    :try_start_375
    move-object/16 v2, v0
    const-string v6, "-7"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 50
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_375
    .catch Ljava/lang/RuntimeException; {:try_start_375 .. :try_end_375} :catch_375
    goto :next_375
    :catch_375
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_375
    const-string v0, "bi(\"18446744073709551616\").signum()"
    :try_start_376
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_376
    .catch Ljava/lang/RuntimeException; {:try_start_376 .. :try_end_376} :catch_376
    goto :next_376
    :catch_376
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_376
    const-string v0, "bi(\"18446744073709551616\").negate()"
    :try_start_377
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_377
    .catch Ljava/lang/RuntimeException; {:try_start_377 .. :try_end_377} :catch_377
    goto :next_377
    :catch_377
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_377
    const-string v0, "bi(\"18446744073709551616\").abs()"
    :try_start_378
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->abs()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_378
    .catch Ljava/lang/RuntimeException; {:try_start_378 .. :try_end_378} :catch_378
    goto :next_378
    :catch_378
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_378
    const-string v0, "bi(\"18446744073709551616\").hashCode()"
    :try_start_379
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_379
    .catch Ljava/lang/RuntimeException; {:try_start_379 .. :try_end_379} :catch_379
    goto :next_379
    :catch_379
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_379
    const-string v0, "bi(\"18446744073709551616\").intValue()"
    :try_start_380
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_380
    .catch Ljava/lang/RuntimeException; {:try_start_380 .. :try_end_380} :catch_380
    goto :next_380
    :catch_380
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_380
    const-string v0, "bi(\"18446744073709551616\").longValue()"
    :try_start_381
    move-object/16 v2, v0
    const-string v6, "18446744073709551616"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_381
    .catch Ljava/lang/RuntimeException; {:try_start_381 .. :try_end_381} :catch_381
    goto :next_381
    :catch_381
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_381
    const-string v0, "bi(\"18446744073709551616\").doubleValue()"
    :try_start_382
    move-object/16 v2, v0
    const-string v6, "18446744073709551616"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_382
    .catch Ljava/lang/RuntimeException; {:try_start_382 .. :try_end_382} :catch_382
    goto :next_382
    :catch_382
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_382
    const-string v0, "bi(\"18446744073709551616\").floatValue()"
    :try_start_383
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_383
    .catch Ljava/lang/RuntimeException; {:try_start_383 .. :try_end_383} :catch_383
    goto :next_383
    :catch_383
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_383
    const-string v0, "bi(\"18446744073709551616\").shortValue()"
    :try_start_384
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_384
    .catch Ljava/lang/RuntimeException; {:try_start_384 .. :try_end_384} :catch_384
    goto :next_384
    :catch_384
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_384
    const-string v0, "bi(\"18446744073709551616\").byteValue()"
    :try_start_385
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValue()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_385
    .catch Ljava/lang/RuntimeException; {:try_start_385 .. :try_end_385} :catch_385
    goto :next_385
    :catch_385
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_385
    const-string v0, "bi(\"18446744073709551616\").pow(3)"
    :try_start_386
    move-object/16 v2, v0
    const-string v6, "18446744073709551616"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_386
    .catch Ljava/lang/RuntimeException; {:try_start_386 .. :try_end_386} :catch_386
    goto :next_386
    :catch_386
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_386
    const-string v0, "bi(\"18446744073709551616\").pow(0)"
    :try_start_387
    move-object/16 v2, v0
    const-string v6, "18446744073709551616"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_387
    .catch Ljava/lang/RuntimeException; {:try_start_387 .. :try_end_387} :catch_387
    goto :next_387
    :catch_387
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_387
    const-string v0, "bi(\"18446744073709551616\").sqrt()"
    :try_start_388
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_388
    .catch Ljava/lang/RuntimeException; {:try_start_388 .. :try_end_388} :catch_388
    goto :next_388
    :catch_388
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_388
    const-string v0, "bi(\"18446744073709551616\").intValueExact()"
    :try_start_389
    move-object/16 v2, v0
    const-string v5, "18446744073709551616"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_389
    .catch Ljava/lang/RuntimeException; {:try_start_389 .. :try_end_389} :catch_389
    goto :next_389
    :catch_389
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_389
    const-string v0, "bi(\"18446744073709551616\").longValueExact()"
    :try_start_390
    move-object/16 v2, v0
    const-string v6, "18446744073709551616"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_390
    .catch Ljava/lang/RuntimeException; {:try_start_390 .. :try_end_390} :catch_390
    goto :next_390
    :catch_390
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_390
    const-string v0, "bi(\"18446744073709551616\").isProbablePrime(50)"
    :try_start_391
    move-object/16 v2, v0
    const-string v6, "18446744073709551616"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 50
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_391
    .catch Ljava/lang/RuntimeException; {:try_start_391 .. :try_end_391} :catch_391
    goto :next_391
    :catch_391
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_391
    const-string v0, "bi(\"1000000007\").signum()"
    :try_start_392
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_392
    .catch Ljava/lang/RuntimeException; {:try_start_392 .. :try_end_392} :catch_392
    goto :next_392
    :catch_392
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_392
    const-string v0, "bi(\"1000000007\").negate()"
    :try_start_393
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_393
    .catch Ljava/lang/RuntimeException; {:try_start_393 .. :try_end_393} :catch_393
    goto :next_393
    :catch_393
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_393
    const-string v0, "bi(\"1000000007\").abs()"
    :try_start_394
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->abs()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_394
    .catch Ljava/lang/RuntimeException; {:try_start_394 .. :try_end_394} :catch_394
    goto :next_394
    :catch_394
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_394
    const-string v0, "bi(\"1000000007\").hashCode()"
    :try_start_395
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_395
    .catch Ljava/lang/RuntimeException; {:try_start_395 .. :try_end_395} :catch_395
    goto :next_395
    :catch_395
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_395
    const-string v0, "bi(\"1000000007\").intValue()"
    :try_start_396
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_396
    .catch Ljava/lang/RuntimeException; {:try_start_396 .. :try_end_396} :catch_396
    goto :next_396
    :catch_396
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_396
    const-string v0, "bi(\"1000000007\").longValue()"
    :try_start_397
    move-object/16 v2, v0
    const-string v6, "1000000007"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_397
    .catch Ljava/lang/RuntimeException; {:try_start_397 .. :try_end_397} :catch_397
    goto :next_397
    :catch_397
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_397
    const-string v0, "bi(\"1000000007\").doubleValue()"
    :try_start_398
    move-object/16 v2, v0
    const-string v6, "1000000007"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_398
    .catch Ljava/lang/RuntimeException; {:try_start_398 .. :try_end_398} :catch_398
    goto :next_398
    :catch_398
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_398
    const-string v0, "bi(\"1000000007\").floatValue()"
    :try_start_399
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
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
    .registers 7
    const-string v0, "bi(\"1000000007\").shortValue()"
    :try_start_400
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_400
    .catch Ljava/lang/RuntimeException; {:try_start_400 .. :try_end_400} :catch_400
    goto :next_400
    :catch_400
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_400
    const-string v0, "bi(\"1000000007\").byteValue()"
    :try_start_401
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValue()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_401
    .catch Ljava/lang/RuntimeException; {:try_start_401 .. :try_end_401} :catch_401
    goto :next_401
    :catch_401
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_401
    const-string v0, "bi(\"1000000007\").pow(3)"
    :try_start_402
    move-object/16 v2, v0
    const-string v6, "1000000007"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_402
    .catch Ljava/lang/RuntimeException; {:try_start_402 .. :try_end_402} :catch_402
    goto :next_402
    :catch_402
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_402
    const-string v0, "bi(\"1000000007\").pow(0)"
    :try_start_403
    move-object/16 v2, v0
    const-string v6, "1000000007"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_403
    .catch Ljava/lang/RuntimeException; {:try_start_403 .. :try_end_403} :catch_403
    goto :next_403
    :catch_403
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_403
    const-string v0, "bi(\"1000000007\").sqrt()"
    :try_start_404
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_404
    .catch Ljava/lang/RuntimeException; {:try_start_404 .. :try_end_404} :catch_404
    goto :next_404
    :catch_404
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_404
    const-string v0, "bi(\"1000000007\").intValueExact()"
    :try_start_405
    move-object/16 v2, v0
    const-string v5, "1000000007"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_405
    .catch Ljava/lang/RuntimeException; {:try_start_405 .. :try_end_405} :catch_405
    goto :next_405
    :catch_405
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_405
    const-string v0, "bi(\"1000000007\").longValueExact()"
    :try_start_406
    move-object/16 v2, v0
    const-string v6, "1000000007"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_406
    .catch Ljava/lang/RuntimeException; {:try_start_406 .. :try_end_406} :catch_406
    goto :next_406
    :catch_406
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_406
    const-string v0, "bi(\"1000000007\").isProbablePrime(50)"
    :try_start_407
    move-object/16 v2, v0
    const-string v6, "1000000007"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 50
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_407
    .catch Ljava/lang/RuntimeException; {:try_start_407 .. :try_end_407} :catch_407
    goto :next_407
    :catch_407
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_407
    const-string v0, "bi(\"1\").signum()"
    :try_start_408
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_408
    .catch Ljava/lang/RuntimeException; {:try_start_408 .. :try_end_408} :catch_408
    goto :next_408
    :catch_408
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_408
    const-string v0, "bi(\"1\").negate()"
    :try_start_409
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_409
    .catch Ljava/lang/RuntimeException; {:try_start_409 .. :try_end_409} :catch_409
    goto :next_409
    :catch_409
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_409
    const-string v0, "bi(\"1\").abs()"
    :try_start_410
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->abs()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_410
    .catch Ljava/lang/RuntimeException; {:try_start_410 .. :try_end_410} :catch_410
    goto :next_410
    :catch_410
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_410
    const-string v0, "bi(\"1\").hashCode()"
    :try_start_411
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_411
    .catch Ljava/lang/RuntimeException; {:try_start_411 .. :try_end_411} :catch_411
    goto :next_411
    :catch_411
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_411
    const-string v0, "bi(\"1\").intValue()"
    :try_start_412
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_412
    .catch Ljava/lang/RuntimeException; {:try_start_412 .. :try_end_412} :catch_412
    goto :next_412
    :catch_412
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_412
    const-string v0, "bi(\"1\").longValue()"
    :try_start_413
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_413
    .catch Ljava/lang/RuntimeException; {:try_start_413 .. :try_end_413} :catch_413
    goto :next_413
    :catch_413
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_413
    const-string v0, "bi(\"1\").doubleValue()"
    :try_start_414
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_414
    .catch Ljava/lang/RuntimeException; {:try_start_414 .. :try_end_414} :catch_414
    goto :next_414
    :catch_414
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_414
    const-string v0, "bi(\"1\").floatValue()"
    :try_start_415
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_415
    .catch Ljava/lang/RuntimeException; {:try_start_415 .. :try_end_415} :catch_415
    goto :next_415
    :catch_415
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_415
    const-string v0, "bi(\"1\").shortValue()"
    :try_start_416
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_416
    .catch Ljava/lang/RuntimeException; {:try_start_416 .. :try_end_416} :catch_416
    goto :next_416
    :catch_416
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_416
    const-string v0, "bi(\"1\").byteValue()"
    :try_start_417
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValue()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_417
    .catch Ljava/lang/RuntimeException; {:try_start_417 .. :try_end_417} :catch_417
    goto :next_417
    :catch_417
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_417
    const-string v0, "bi(\"1\").pow(3)"
    :try_start_418
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_418
    .catch Ljava/lang/RuntimeException; {:try_start_418 .. :try_end_418} :catch_418
    goto :next_418
    :catch_418
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_418
    const-string v0, "bi(\"1\").pow(0)"
    :try_start_419
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_419
    .catch Ljava/lang/RuntimeException; {:try_start_419 .. :try_end_419} :catch_419
    goto :next_419
    :catch_419
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_419
    const-string v0, "bi(\"1\").sqrt()"
    :try_start_420
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_420
    .catch Ljava/lang/RuntimeException; {:try_start_420 .. :try_end_420} :catch_420
    goto :next_420
    :catch_420
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_420
    const-string v0, "bi(\"1\").intValueExact()"
    :try_start_421
    move-object/16 v2, v0
    const-string v5, "1"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_421
    .catch Ljava/lang/RuntimeException; {:try_start_421 .. :try_end_421} :catch_421
    goto :next_421
    :catch_421
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_421
    const-string v0, "bi(\"1\").longValueExact()"
    :try_start_422
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_422
    .catch Ljava/lang/RuntimeException; {:try_start_422 .. :try_end_422} :catch_422
    goto :next_422
    :catch_422
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_422
    const-string v0, "bi(\"1\").isProbablePrime(50)"
    :try_start_423
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 50
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_423
    .catch Ljava/lang/RuntimeException; {:try_start_423 .. :try_end_423} :catch_423
    goto :next_423
    :catch_423
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_423
    const-string v0, "bi(\"-4294967296\").signum()"
    :try_start_424
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->signum()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_424
    .catch Ljava/lang/RuntimeException; {:try_start_424 .. :try_end_424} :catch_424
    goto :next_424
    :catch_424
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_424
    const-string v0, "bi(\"-4294967296\").negate()"
    :try_start_425
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_425
    .catch Ljava/lang/RuntimeException; {:try_start_425 .. :try_end_425} :catch_425
    goto :next_425
    :catch_425
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_425
    const-string v0, "bi(\"-4294967296\").abs()"
    :try_start_426
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->abs()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_426
    .catch Ljava/lang/RuntimeException; {:try_start_426 .. :try_end_426} :catch_426
    goto :next_426
    :catch_426
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_426
    const-string v0, "bi(\"-4294967296\").hashCode()"
    :try_start_427
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->hashCode()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_427
    .catch Ljava/lang/RuntimeException; {:try_start_427 .. :try_end_427} :catch_427
    goto :next_427
    :catch_427
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_427
    const-string v0, "bi(\"-4294967296\").intValue()"
    :try_start_428
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValue()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_428
    .catch Ljava/lang/RuntimeException; {:try_start_428 .. :try_end_428} :catch_428
    goto :next_428
    :catch_428
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_428
    const-string v0, "bi(\"-4294967296\").longValue()"
    :try_start_429
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValue()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_429
    .catch Ljava/lang/RuntimeException; {:try_start_429 .. :try_end_429} :catch_429
    goto :next_429
    :catch_429
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_429
    const-string v0, "bi(\"-4294967296\").doubleValue()"
    :try_start_430
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_430
    .catch Ljava/lang/RuntimeException; {:try_start_430 .. :try_end_430} :catch_430
    goto :next_430
    :catch_430
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_430
    const-string v0, "bi(\"-4294967296\").floatValue()"
    :try_start_431
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_431
    .catch Ljava/lang/RuntimeException; {:try_start_431 .. :try_end_431} :catch_431
    goto :next_431
    :catch_431
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_431
    const-string v0, "bi(\"-4294967296\").shortValue()"
    :try_start_432
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValue()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_432
    .catch Ljava/lang/RuntimeException; {:try_start_432 .. :try_end_432} :catch_432
    goto :next_432
    :catch_432
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_432
    const-string v0, "bi(\"-4294967296\").byteValue()"
    :try_start_433
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValue()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_433
    .catch Ljava/lang/RuntimeException; {:try_start_433 .. :try_end_433} :catch_433
    goto :next_433
    :catch_433
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_433
    const-string v0, "bi(\"-4294967296\").pow(3)"
    :try_start_434
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 3
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_434
    .catch Ljava/lang/RuntimeException; {:try_start_434 .. :try_end_434} :catch_434
    goto :next_434
    :catch_434
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_434
    const-string v0, "bi(\"-4294967296\").pow(0)"
    :try_start_435
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_435
    .catch Ljava/lang/RuntimeException; {:try_start_435 .. :try_end_435} :catch_435
    goto :next_435
    :catch_435
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_435
    const-string v0, "bi(\"-4294967296\").sqrt()"
    :try_start_436
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_436
    .catch Ljava/lang/RuntimeException; {:try_start_436 .. :try_end_436} :catch_436
    goto :next_436
    :catch_436
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_436
    const-string v0, "bi(\"-4294967296\").intValueExact()"
    :try_start_437
    move-object/16 v2, v0
    const-string v5, "-4294967296"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_437
    .catch Ljava/lang/RuntimeException; {:try_start_437 .. :try_end_437} :catch_437
    goto :next_437
    :catch_437
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_437
    const-string v0, "bi(\"-4294967296\").longValueExact()"
    :try_start_438
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_438
    .catch Ljava/lang/RuntimeException; {:try_start_438 .. :try_end_438} :catch_438
    goto :next_438
    :catch_438
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_438
    const-string v0, "bi(\"-4294967296\").isProbablePrime(50)"
    :try_start_439
    move-object/16 v2, v0
    const-string v6, "-4294967296"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 50
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
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
    .registers 10
    const-string v0, "bi(\"3\").modPow(bi(\"1000000006\"), bi(\"1000000007\"))"
    :try_start_440
    move-object/16 v2, v0
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v8, "1000000006"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v9, "1000000007"
    invoke-static/range {v9 .. v9}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigInteger;->modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_440
    .catch Ljava/lang/RuntimeException; {:try_start_440 .. :try_end_440} :catch_440
    goto :next_440
    :catch_440
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_440
    const-string v0, "bi(\"-12345\").modPow(bi(\"65537\"), bi(\"1000000007\"))"
    :try_start_441
    move-object/16 v2, v0
    const-string v7, "-12345"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v8, "65537"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v9, "1000000007"
    invoke-static/range {v9 .. v9}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigInteger;->modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_441
    .catch Ljava/lang/RuntimeException; {:try_start_441 .. :try_end_441} :catch_441
    goto :next_441
    :catch_441
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_441
    const-string v0, "bi(\"2\").modPow(bi(\"-1\"), bi(\"1000000007\"))"
    :try_start_442
    move-object/16 v2, v0
    const-string v7, "2"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v8, "-1"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v9, "1000000007"
    invoke-static/range {v9 .. v9}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigInteger;->modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_442
    .catch Ljava/lang/RuntimeException; {:try_start_442 .. :try_end_442} :catch_442
    goto :next_442
    :catch_442
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_442
    const-string v0, "bi(\"5\").modPow(bi(\"0\"), bi(\"1\"))"
    :try_start_443
    move-object/16 v2, v0
    const-string v7, "5"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v9, "1"
    invoke-static/range {v9 .. v9}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigInteger;->modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_443
    .catch Ljava/lang/RuntimeException; {:try_start_443 .. :try_end_443} :catch_443
    goto :next_443
    :catch_443
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_443
    const-string v0, "bi(\"0\").modPow(bi(\"0\"), bi(\"7\"))"
    :try_start_444
    move-object/16 v2, v0
    const-string v7, "0"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v8, "0"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v9, "7"
    invoke-static/range {v9 .. v9}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigInteger;->modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_444
    .catch Ljava/lang/RuntimeException; {:try_start_444 .. :try_end_444} :catch_444
    goto :next_444
    :catch_444
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_444
    const-string v0, "bi(\"123456789\").modPow(bi(\"987654321\"), bi(\"18446744073709551557\"))"
    :try_start_445
    move-object/16 v2, v0
    const-string v7, "123456789"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v8, "987654321"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v9, "18446744073709551557"
    invoke-static/range {v9 .. v9}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigInteger;->modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_445
    .catch Ljava/lang/RuntimeException; {:try_start_445 .. :try_end_445} :catch_445
    goto :next_445
    :catch_445
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_445
    const-string v0, "bi(\"3\").modPow(bi(\"2\"), bi(\"0\"))"
    :try_start_446
    move-object/16 v2, v0
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v8, "2"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v9, "0"
    invoke-static/range {v9 .. v9}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigInteger;->modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_446
    .catch Ljava/lang/RuntimeException; {:try_start_446 .. :try_end_446} :catch_446
    goto :next_446
    :catch_446
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_446
    const-string v0, "bi(\"3\").modPow(bi(\"2\"), bi(\"-5\"))"
    :try_start_447
    move-object/16 v2, v0
    const-string v7, "3"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v8, "2"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v9, "-5"
    invoke-static/range {v9 .. v9}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigInteger;->modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_447
    .catch Ljava/lang/RuntimeException; {:try_start_447 .. :try_end_447} :catch_447
    goto :next_447
    :catch_447
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_447
    const-string v0, "bi(\"4\").modPow(bi(\"-1\"), bi(\"8\"))"
    :try_start_448
    move-object/16 v2, v0
    const-string v7, "4"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v8, "-1"
    invoke-static/range {v8 .. v8}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    const-string v9, "8"
    invoke-static/range {v9 .. v9}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v6
    invoke-virtual/range {v4 .. v6}, Ljava/math/BigInteger;->modPow(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_448
    .catch Ljava/lang/RuntimeException; {:try_start_448 .. :try_end_448} :catch_448
    goto :next_448
    :catch_448
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_448
    const-string v0, "bi(\"4\").pow(-1)"
    :try_start_449
    move-object/16 v2, v0
    const-string v6, "4"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, -1
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_449
    .catch Ljava/lang/RuntimeException; {:try_start_449 .. :try_end_449} :catch_449
    goto :next_449
    :catch_449
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_449
    const-string v0, "bi(\"-16\").sqrt()"
    :try_start_450
    move-object/16 v2, v0
    const-string v5, "-16"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_450
    .catch Ljava/lang/RuntimeException; {:try_start_450 .. :try_end_450} :catch_450
    goto :next_450
    :catch_450
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_450
    const-string v0, "bi(\"99999999999999999999999999999999999999\").sqrt()"
    :try_start_451
    move-object/16 v2, v0
    const-string v5, "99999999999999999999999999999999999999"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->sqrt()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_451
    .catch Ljava/lang/RuntimeException; {:try_start_451 .. :try_end_451} :catch_451
    goto :next_451
    :catch_451
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_451
    const-string v0, "BigInteger.valueOf(-9223372036854775808L)"
    :try_start_452
    move-object/16 v2, v0
    const-wide v4, -9223372036854775808L
    invoke-static/range {v4 .. v5}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_452
    .catch Ljava/lang/RuntimeException; {:try_start_452 .. :try_end_452} :catch_452
    goto :next_452
    :catch_452
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_452
    const-string v0, "BigInteger.valueOf(9223372036854775807L)"
    :try_start_453
    move-object/16 v2, v0
    const-wide v4, 9223372036854775807L
    invoke-static/range {v4 .. v5}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_453
    .catch Ljava/lang/RuntimeException; {:try_start_453 .. :try_end_453} :catch_453
    goto :next_453
    :catch_453
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_453
    const-string v0, "BigInteger.valueOf(-1L)"
    :try_start_454
    move-object/16 v2, v0
    const-wide v4, -1L
    invoke-static/range {v4 .. v5}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_454
    .catch Ljava/lang/RuntimeException; {:try_start_454 .. :try_end_454} :catch_454
    goto :next_454
    :catch_454
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_454
    const-string v0, "BigInteger.TWO.pow(200)"
    :try_start_455
    move-object/16 v2, v0
    sget-object v4, Ljava/math/BigInteger;->TWO:Ljava/math/BigInteger;
    const v5, 200
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_455
    .catch Ljava/lang/RuntimeException; {:try_start_455 .. :try_end_455} :catch_455
    goto :next_455
    :catch_455
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_455
    const-string v0, "BigInteger.TWO.pow(200).doubleValue()"
    :try_start_456
    move-object/16 v2, v0
    sget-object v6, Ljava/math/BigInteger;->TWO:Ljava/math/BigInteger;
    const v7, 200
    invoke-virtual/range {v6 .. v7}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_456
    .catch Ljava/lang/RuntimeException; {:try_start_456 .. :try_end_456} :catch_456
    goto :next_456
    :catch_456
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_456
    const-string v0, "BigInteger.TEN.pow(400).doubleValue()"
    :try_start_457
    move-object/16 v2, v0
    sget-object v6, Ljava/math/BigInteger;->TEN:Ljava/math/BigInteger;
    const v7, 400
    invoke-virtual/range {v6 .. v7}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_457
    .catch Ljava/lang/RuntimeException; {:try_start_457 .. :try_end_457} :catch_457
    goto :next_457
    :catch_457
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_457
    const-string v0, "BigInteger.TEN.pow(400).negate().floatValue()"
    :try_start_458
    move-object/16 v2, v0
    sget-object v6, Ljava/math/BigInteger;->TEN:Ljava/math/BigInteger;
    const v7, 400
    invoke-virtual/range {v6 .. v7}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->negate()Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_458
    .catch Ljava/lang/RuntimeException; {:try_start_458 .. :try_end_458} :catch_458
    goto :next_458
    :catch_458
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_458
    const-string v0, "BigInteger.TEN.pow(30).subtract(BigInteger.ONE).doubleValue()"
    :try_start_459
    move-object/16 v2, v0
    sget-object v8, Ljava/math/BigInteger;->TEN:Ljava/math/BigInteger;
    const v9, 30
    invoke-virtual/range {v8 .. v9}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v6
    sget-object v7, Ljava/math/BigInteger;->ONE:Ljava/math/BigInteger;
    invoke-virtual/range {v6 .. v7}, Ljava/math/BigInteger;->subtract(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_459
    .catch Ljava/lang/RuntimeException; {:try_start_459 .. :try_end_459} :catch_459
    goto :next_459
    :catch_459
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_459
    const-string v0, "bi(\"9007199254740993\").doubleValue()"
    :try_start_460
    move-object/16 v2, v0
    const-string v6, "9007199254740993"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_460
    .catch Ljava/lang/RuntimeException; {:try_start_460 .. :try_end_460} :catch_460
    goto :next_460
    :catch_460
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_460
    const-string v0, "bi(\"9007199254740995\").doubleValue()"
    :try_start_461
    move-object/16 v2, v0
    const-string v6, "9007199254740995"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_461
    .catch Ljava/lang/RuntimeException; {:try_start_461 .. :try_end_461} :catch_461
    goto :next_461
    :catch_461
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_461
    const-string v0, "bi(\"9007199254740993000000000000000000000000000001\").doubleValue()"
    :try_start_462
    move-object/16 v2, v0
    const-string v6, "9007199254740993000000000000000000000000000001"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->doubleValue()D
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;D)V
    :try_end_462
    .catch Ljava/lang/RuntimeException; {:try_start_462 .. :try_end_462} :catch_462
    goto :next_462
    :catch_462
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_462
    const-string v0, "bi(\"16777217\").floatValue()"
    :try_start_463
    move-object/16 v2, v0
    const-string v5, "16777217"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->floatValue()F
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;F)V
    :try_end_463
    .catch Ljava/lang/RuntimeException; {:try_start_463 .. :try_end_463} :catch_463
    goto :next_463
    :catch_463
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_463
    const-string v0, "bi(\"1000000000000\").nextProbablePrime()"
    :try_start_464
    move-object/16 v2, v0
    const-string v5, "1000000000000"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->nextProbablePrime()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_464
    .catch Ljava/lang/RuntimeException; {:try_start_464 .. :try_end_464} :catch_464
    goto :next_464
    :catch_464
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_464
    const-string v0, "bi(\"0\").nextProbablePrime()"
    :try_start_465
    move-object/16 v2, v0
    const-string v5, "0"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->nextProbablePrime()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_465
    .catch Ljava/lang/RuntimeException; {:try_start_465 .. :try_end_465} :catch_465
    goto :next_465
    :catch_465
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_465
    const-string v0, "bi(\"2\").nextProbablePrime()"
    :try_start_466
    move-object/16 v2, v0
    const-string v5, "2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->nextProbablePrime()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_466
    .catch Ljava/lang/RuntimeException; {:try_start_466 .. :try_end_466} :catch_466
    goto :next_466
    :catch_466
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_466
    const-string v0, "bi(\"-2\").nextProbablePrime()"
    :try_start_467
    move-object/16 v2, v0
    const-string v5, "-2"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->nextProbablePrime()Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_467
    .catch Ljava/lang/RuntimeException; {:try_start_467 .. :try_end_467} :catch_467
    goto :next_467
    :catch_467
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_467
    const-string v0, "bi(\"2305843009213693951\").isProbablePrime(100)"
    :try_start_468
    move-object/16 v2, v0
    const-string v6, "2305843009213693951"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 100
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_468
    .catch Ljava/lang/RuntimeException; {:try_start_468 .. :try_end_468} :catch_468
    goto :next_468
    :catch_468
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_468
    const-string v0, "bi(\"2305843009213693953\").isProbablePrime(100)"
    :try_start_469
    move-object/16 v2, v0
    const-string v6, "2305843009213693953"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 100
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_469
    .catch Ljava/lang/RuntimeException; {:try_start_469 .. :try_end_469} :catch_469
    goto :next_469
    :catch_469
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_469
    const-string v0, "bi(\"-13\").isProbablePrime(10)"
    :try_start_470
    move-object/16 v2, v0
    const-string v6, "-13"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 10
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_470
    .catch Ljava/lang/RuntimeException; {:try_start_470 .. :try_end_470} :catch_470
    goto :next_470
    :catch_470
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_470
    const-string v0, "bi(\"1\").isProbablePrime(10)"
    :try_start_471
    move-object/16 v2, v0
    const-string v6, "1"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 10
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_471
    .catch Ljava/lang/RuntimeException; {:try_start_471 .. :try_end_471} :catch_471
    goto :next_471
    :catch_471
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_471
    const-string v0, "bi(\"561\").isProbablePrime(10)"
    :try_start_472
    move-object/16 v2, v0
    const-string v6, "561"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 10
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_472
    .catch Ljava/lang/RuntimeException; {:try_start_472 .. :try_end_472} :catch_472
    goto :next_472
    :catch_472
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_472
    const-string v0, "bi(\"15\").isProbablePrime(0)"
    :try_start_473
    move-object/16 v2, v0
    const-string v6, "15"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_473
    .catch Ljava/lang/RuntimeException; {:try_start_473 .. :try_end_473} :catch_473
    goto :next_473
    :catch_473
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_473
    const-string v0, "((Comparable) bi(\"5\")).compareTo(bi(\"6\"))"
    :try_start_474
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v7, "6"
    invoke-static/range {v7 .. v7}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-interface/range {v4 .. v5}, Ljava/lang/Comparable;->compareTo(Ljava/lang/Object;)I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_474
    .catch Ljava/lang/RuntimeException; {:try_start_474 .. :try_end_474} :catch_474
    goto :next_474
    :catch_474
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_474
    const-string v0, "bi(\"5\").equals(\"5\")"
    :try_start_475
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const-string v5, "5"
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_475
    .catch Ljava/lang/RuntimeException; {:try_start_475 .. :try_end_475} :catch_475
    goto :next_475
    :catch_475
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_475
    const-string v0, "bi(\"5\").equals((Object) null)"
    :try_start_476
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const/4 v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Z)V
    :try_end_476
    .catch Ljava/lang/RuntimeException; {:try_start_476 .. :try_end_476} :catch_476
    goto :next_476
    :catch_476
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_476
    const-string v0, "bi(\"5\").add((BigInteger) null)"
    :try_start_477
    move-object/16 v2, v0
    const-string v6, "5"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    const/4 v5, 0
    invoke-virtual/range {v4 .. v5}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_477
    .catch Ljava/lang/RuntimeException; {:try_start_477 .. :try_end_477} :catch_477
    goto :next_477
    :catch_477
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_477
    const-string v0, "bi(\"-300\").byteValue()"
    :try_start_478
    move-object/16 v2, v0
    const-string v5, "-300"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/lang/Number;->byteValue()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_478
    .catch Ljava/lang/RuntimeException; {:try_start_478 .. :try_end_478} :catch_478
    goto :next_478
    :catch_478
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_478
    const-string v0, "bi(\"-2147483649\").intValueExact()"
    :try_start_479
    move-object/16 v2, v0
    const-string v5, "-2147483649"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
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
    .registers 10
    const-string v0, "bi(\"-2147483648\").intValueExact()"
    :try_start_480
    move-object/16 v2, v0
    const-string v5, "-2147483648"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->intValueExact()I
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_480
    .catch Ljava/lang/RuntimeException; {:try_start_480 .. :try_end_480} :catch_480
    goto :next_480
    :catch_480
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_480
    const-string v0, "bi(\"-9223372036854775809\").longValueExact()"
    :try_start_481
    move-object/16 v2, v0
    const-string v6, "-9223372036854775809"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->longValueExact()J
    move-result-wide v3
    invoke-static/range {v2 .. v4}, LMain;->ok(Ljava/lang/String;J)V
    :try_end_481
    .catch Ljava/lang/RuntimeException; {:try_start_481 .. :try_end_481} :catch_481
    goto :next_481
    :catch_481
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_481
    const-string v0, "bi(\"32767\").shortValueExact()"
    :try_start_482
    move-object/16 v2, v0
    const-string v5, "32767"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValueExact()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_482
    .catch Ljava/lang/RuntimeException; {:try_start_482 .. :try_end_482} :catch_482
    goto :next_482
    :catch_482
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_482
    const-string v0, "bi(\"32768\").shortValueExact()"
    :try_start_483
    move-object/16 v2, v0
    const-string v5, "32768"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->shortValueExact()S
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_483
    .catch Ljava/lang/RuntimeException; {:try_start_483 .. :try_end_483} :catch_483
    goto :next_483
    :catch_483
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_483
    const-string v0, "bi(\"-128\").byteValueExact()"
    :try_start_484
    move-object/16 v2, v0
    const-string v5, "-128"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValueExact()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_484
    .catch Ljava/lang/RuntimeException; {:try_start_484 .. :try_end_484} :catch_484
    goto :next_484
    :catch_484
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_484
    const-string v0, "bi(\"128\").byteValueExact()"
    :try_start_485
    move-object/16 v2, v0
    const-string v5, "128"
    invoke-static/range {v5 .. v5}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v4
    invoke-virtual/range {v4 .. v4}, Ljava/math/BigInteger;->byteValueExact()B
    move-result v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;I)V
    :try_end_485
    .catch Ljava/lang/RuntimeException; {:try_start_485 .. :try_end_485} :catch_485
    goto :next_485
    :catch_485
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_485
    const-string v0, "new BigInteger(100, new java.util.Random(42L))"
    :try_start_486
    move-object/16 v2, v0
    const v5, 100
    const-wide v8, 42L
    new-instance v7, Ljava/util/Random;
    invoke-direct/range {v7 .. v9}, Ljava/util/Random;-><init>(J)V
    move-object/16 v6, v7
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_486
    .catch Ljava/lang/RuntimeException; {:try_start_486 .. :try_end_486} :catch_486
    goto :next_486
    :catch_486
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_486
    const-string v0, "new BigInteger(7, new java.util.Random(1L))"
    :try_start_487
    move-object/16 v2, v0
    const v5, 7
    const-wide v8, 1L
    new-instance v7, Ljava/util/Random;
    invoke-direct/range {v7 .. v9}, Ljava/util/Random;-><init>(J)V
    move-object/16 v6, v7
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_487
    .catch Ljava/lang/RuntimeException; {:try_start_487 .. :try_end_487} :catch_487
    goto :next_487
    :catch_487
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_487
    const-string v0, "new BigInteger(0, new java.util.Random(1L))"
    :try_start_488
    move-object/16 v2, v0
    const v5, 0
    const-wide v8, 1L
    new-instance v7, Ljava/util/Random;
    invoke-direct/range {v7 .. v9}, Ljava/util/Random;-><init>(J)V
    move-object/16 v6, v7
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_488
    .catch Ljava/lang/RuntimeException; {:try_start_488 .. :try_end_488} :catch_488
    goto :next_488
    :catch_488
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_488
    const-string v0, "new BigInteger(64, new java.util.Random(123456789L))"
    :try_start_489
    move-object/16 v2, v0
    const v5, 64
    const-wide v8, 123456789L
    new-instance v7, Ljava/util/Random;
    invoke-direct/range {v7 .. v9}, Ljava/util/Random;-><init>(J)V
    move-object/16 v6, v7
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_489
    .catch Ljava/lang/RuntimeException; {:try_start_489 .. :try_end_489} :catch_489
    goto :next_489
    :catch_489
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_489
    const-string v0, "new BigInteger(-1, new java.util.Random(1L))"
    :try_start_490
    move-object/16 v2, v0
    const v5, -1
    const-wide v8, 1L
    new-instance v7, Ljava/util/Random;
    invoke-direct/range {v7 .. v9}, Ljava/util/Random;-><init>(J)V
    move-object/16 v6, v7
    new-instance v4, Ljava/math/BigInteger;
    invoke-direct/range {v4 .. v6}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V
    move-object/16 v3, v4
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_490
    .catch Ljava/lang/RuntimeException; {:try_start_490 .. :try_end_490} :catch_490
    goto :next_490
    :catch_490
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_490
    const-string v0, "bi(\"99\").sqrtAndRemainder()"
    :try_start_491
    move-object/16 v2, v0
    const-string v6, "99"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->sqrtAndRemainder()[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_491
    .catch Ljava/lang/RuntimeException; {:try_start_491 .. :try_end_491} :catch_491
    goto :next_491
    :catch_491
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_491
    const-string v0, "bi(\"-4\").sqrtAndRemainder()"
    :try_start_492
    move-object/16 v2, v0
    const-string v6, "-4"
    invoke-static/range {v6 .. v6}, LMain;->bi(Ljava/lang/String;)Ljava/math/BigInteger;
    move-result-object v5
    invoke-virtual/range {v5 .. v5}, Ljava/math/BigInteger;->sqrtAndRemainder()[Ljava/math/BigInteger;
    move-result-object v4
    invoke-static/range {v4 .. v4}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-static/range {v2 .. v3}, LMain;->ok(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_492
    .catch Ljava/lang/RuntimeException; {:try_start_492 .. :try_end_492} :catch_492
    goto :next_492
    :catch_492
    move-exception v1
    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    :next_492
    return-void
.end method
