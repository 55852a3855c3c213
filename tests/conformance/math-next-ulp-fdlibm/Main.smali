.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 12
    const-string v0, "Math.nextUp(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_1
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_1
    :catch_1
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_1
    const-string v0, "Math.nextDown(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_2
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_2
    .catch Ljava/lang/RuntimeException; {:try_start_2 .. :try_end_2} :catch_2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_2
    :catch_2
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_2
    const-string v0, "Math.ulp(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_3
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_3
    .catch Ljava/lang/RuntimeException; {:try_start_3 .. :try_end_3} :catch_3
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_3
    :catch_3
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_3
    const-string v0, "Math.signum(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_4
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_4
    .catch Ljava/lang/RuntimeException; {:try_start_4 .. :try_end_4} :catch_4
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_4
    :catch_4
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_4
    const-string v0, "Math.cbrt(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_5
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_5
    .catch Ljava/lang/RuntimeException; {:try_start_5 .. :try_end_5} :catch_5
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_5
    :catch_5
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_5
    const-string v0, "Math.log1p(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_6
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_6
    .catch Ljava/lang/RuntimeException; {:try_start_6 .. :try_end_6} :catch_6
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_6
    :catch_6
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_6
    const-string v0, "Math.expm1(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_7
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_7
    .catch Ljava/lang/RuntimeException; {:try_start_7 .. :try_end_7} :catch_7
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_7
    :catch_7
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_7
    const-string v0, "Math.toRadians(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_8
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_8
    .catch Ljava/lang/RuntimeException; {:try_start_8 .. :try_end_8} :catch_8
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_8
    :catch_8
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_8
    const-string v0, "Math.toDegrees(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_9
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_9
    .catch Ljava/lang/RuntimeException; {:try_start_9 .. :try_end_9} :catch_9
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_9
    :catch_9
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_9
    const-string v0, "Math.getExponent(0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_10
    const-wide v2, 0x0L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_10
    .catch Ljava/lang/RuntimeException; {:try_start_10 .. :try_end_10} :catch_10
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_10
    :catch_10
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_10
    const-string v0, "Math.nextUp(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_11
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_11
    .catch Ljava/lang/RuntimeException; {:try_start_11 .. :try_end_11} :catch_11
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_11
    :catch_11
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_11
    const-string v0, "Math.nextDown(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_12
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_12
    .catch Ljava/lang/RuntimeException; {:try_start_12 .. :try_end_12} :catch_12
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_12
    :catch_12
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_12
    const-string v0, "Math.ulp(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_13
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_13
    .catch Ljava/lang/RuntimeException; {:try_start_13 .. :try_end_13} :catch_13
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_13
    :catch_13
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_13
    const-string v0, "Math.signum(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_14
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_14
    .catch Ljava/lang/RuntimeException; {:try_start_14 .. :try_end_14} :catch_14
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_14
    :catch_14
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_14
    const-string v0, "Math.cbrt(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_15
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_15
    .catch Ljava/lang/RuntimeException; {:try_start_15 .. :try_end_15} :catch_15
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_15
    :catch_15
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_15
    const-string v0, "Math.log1p(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_16
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_16
    .catch Ljava/lang/RuntimeException; {:try_start_16 .. :try_end_16} :catch_16
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_16
    :catch_16
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_16
    const-string v0, "Math.expm1(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_17
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_17
    .catch Ljava/lang/RuntimeException; {:try_start_17 .. :try_end_17} :catch_17
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_17
    :catch_17
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_17
    const-string v0, "Math.toRadians(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_18
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_18
    .catch Ljava/lang/RuntimeException; {:try_start_18 .. :try_end_18} :catch_18
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_18
    :catch_18
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_18
    const-string v0, "Math.toDegrees(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_19
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_19
    .catch Ljava/lang/RuntimeException; {:try_start_19 .. :try_end_19} :catch_19
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_19
    :catch_19
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_19
    const-string v0, "Math.getExponent(-0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_20
    const-wide v2, -0x8000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_20
    .catch Ljava/lang/RuntimeException; {:try_start_20 .. :try_end_20} :catch_20
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_20
    :catch_20
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_20
    const-string v0, "Math.nextUp(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_21
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_21
    .catch Ljava/lang/RuntimeException; {:try_start_21 .. :try_end_21} :catch_21
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_21
    :catch_21
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_21
    const-string v0, "Math.nextDown(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_22
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_22
    .catch Ljava/lang/RuntimeException; {:try_start_22 .. :try_end_22} :catch_22
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_22
    :catch_22
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_22
    const-string v0, "Math.ulp(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_23
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_23
    .catch Ljava/lang/RuntimeException; {:try_start_23 .. :try_end_23} :catch_23
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_23
    :catch_23
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_23
    const-string v0, "Math.signum(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_24
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_24
    .catch Ljava/lang/RuntimeException; {:try_start_24 .. :try_end_24} :catch_24
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_24
    :catch_24
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_24
    const-string v0, "Math.cbrt(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_25
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_25
    .catch Ljava/lang/RuntimeException; {:try_start_25 .. :try_end_25} :catch_25
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_25
    :catch_25
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_25
    const-string v0, "Math.log1p(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_26
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_26
    .catch Ljava/lang/RuntimeException; {:try_start_26 .. :try_end_26} :catch_26
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_26
    :catch_26
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_26
    const-string v0, "Math.expm1(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_27
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_27
    .catch Ljava/lang/RuntimeException; {:try_start_27 .. :try_end_27} :catch_27
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_27
    :catch_27
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_27
    const-string v0, "Math.toRadians(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_28
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_28
    .catch Ljava/lang/RuntimeException; {:try_start_28 .. :try_end_28} :catch_28
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_28
    :catch_28
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_28
    const-string v0, "Math.toDegrees(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_29
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_29
    .catch Ljava/lang/RuntimeException; {:try_start_29 .. :try_end_29} :catch_29
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_29
    :catch_29
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_29
    const-string v0, "Math.getExponent(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_30
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_30
    .catch Ljava/lang/RuntimeException; {:try_start_30 .. :try_end_30} :catch_30
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_30
    :catch_30
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_30
    const-string v0, "Math.nextUp(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_31
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_31
    .catch Ljava/lang/RuntimeException; {:try_start_31 .. :try_end_31} :catch_31
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_31
    :catch_31
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_31
    const-string v0, "Math.nextDown(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_32
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_32
    .catch Ljava/lang/RuntimeException; {:try_start_32 .. :try_end_32} :catch_32
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_32
    :catch_32
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_32
    const-string v0, "Math.ulp(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_33
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_33
    .catch Ljava/lang/RuntimeException; {:try_start_33 .. :try_end_33} :catch_33
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_33
    :catch_33
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_33
    const-string v0, "Math.signum(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_34
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_34
    .catch Ljava/lang/RuntimeException; {:try_start_34 .. :try_end_34} :catch_34
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_34
    :catch_34
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_34
    const-string v0, "Math.cbrt(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_35
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_35
    .catch Ljava/lang/RuntimeException; {:try_start_35 .. :try_end_35} :catch_35
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_35
    :catch_35
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_35
    const-string v0, "Math.log1p(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_36
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_36
    .catch Ljava/lang/RuntimeException; {:try_start_36 .. :try_end_36} :catch_36
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_36
    :catch_36
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_36
    const-string v0, "Math.expm1(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_37
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_37
    .catch Ljava/lang/RuntimeException; {:try_start_37 .. :try_end_37} :catch_37
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_37
    :catch_37
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_37
    const-string v0, "Math.toRadians(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_38
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_38
    .catch Ljava/lang/RuntimeException; {:try_start_38 .. :try_end_38} :catch_38
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_38
    :catch_38
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_38
    const-string v0, "Math.toDegrees(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_39
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_39
    .catch Ljava/lang/RuntimeException; {:try_start_39 .. :try_end_39} :catch_39
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_39
    :catch_39
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_39
    const-string v0, "Math.getExponent(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_40
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_40
    .catch Ljava/lang/RuntimeException; {:try_start_40 .. :try_end_40} :catch_40
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_40
    :catch_40
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_40
    const-string v0, "Math.nextUp(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_41
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_41
    .catch Ljava/lang/RuntimeException; {:try_start_41 .. :try_end_41} :catch_41
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_41
    :catch_41
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_41
    const-string v0, "Math.nextDown(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_42
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_42
    .catch Ljava/lang/RuntimeException; {:try_start_42 .. :try_end_42} :catch_42
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_42
    :catch_42
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_42
    const-string v0, "Math.ulp(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_43
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_43
    .catch Ljava/lang/RuntimeException; {:try_start_43 .. :try_end_43} :catch_43
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_43
    :catch_43
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_43
    const-string v0, "Math.signum(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_44
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_44
    .catch Ljava/lang/RuntimeException; {:try_start_44 .. :try_end_44} :catch_44
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_44
    :catch_44
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_44
    const-string v0, "Math.cbrt(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_45
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_45
    .catch Ljava/lang/RuntimeException; {:try_start_45 .. :try_end_45} :catch_45
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_45
    :catch_45
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_45
    const-string v0, "Math.log1p(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_46
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_46
    .catch Ljava/lang/RuntimeException; {:try_start_46 .. :try_end_46} :catch_46
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_46
    :catch_46
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_46
    const-string v0, "Math.expm1(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_47
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_47
    .catch Ljava/lang/RuntimeException; {:try_start_47 .. :try_end_47} :catch_47
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_47
    :catch_47
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_47
    const-string v0, "Math.toRadians(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_48
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_48
    .catch Ljava/lang/RuntimeException; {:try_start_48 .. :try_end_48} :catch_48
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_48
    :catch_48
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_48
    const-string v0, "Math.toDegrees(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_49
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_49
    .catch Ljava/lang/RuntimeException; {:try_start_49 .. :try_end_49} :catch_49
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_49
    :catch_49
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_49
    const-string v0, "Math.getExponent(0.1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_50
    const-wide v2, 0x3fb999999999999aL
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_50
    .catch Ljava/lang/RuntimeException; {:try_start_50 .. :try_end_50} :catch_50
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_50
    :catch_50
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_50
    const-string v0, "Math.nextUp(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_51
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_51
    .catch Ljava/lang/RuntimeException; {:try_start_51 .. :try_end_51} :catch_51
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_51
    :catch_51
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_51
    const-string v0, "Math.nextDown(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_52
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_52
    .catch Ljava/lang/RuntimeException; {:try_start_52 .. :try_end_52} :catch_52
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_52
    :catch_52
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_52
    const-string v0, "Math.ulp(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_53
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_53
    .catch Ljava/lang/RuntimeException; {:try_start_53 .. :try_end_53} :catch_53
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_53
    :catch_53
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_53
    const-string v0, "Math.signum(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_54
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_54
    .catch Ljava/lang/RuntimeException; {:try_start_54 .. :try_end_54} :catch_54
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_54
    :catch_54
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_54
    const-string v0, "Math.cbrt(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_55
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_55
    .catch Ljava/lang/RuntimeException; {:try_start_55 .. :try_end_55} :catch_55
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_55
    :catch_55
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_55
    const-string v0, "Math.log1p(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_56
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_56
    .catch Ljava/lang/RuntimeException; {:try_start_56 .. :try_end_56} :catch_56
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_56
    :catch_56
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_56
    const-string v0, "Math.expm1(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_57
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_57
    .catch Ljava/lang/RuntimeException; {:try_start_57 .. :try_end_57} :catch_57
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_57
    :catch_57
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_57
    const-string v0, "Math.toRadians(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_58
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_58
    .catch Ljava/lang/RuntimeException; {:try_start_58 .. :try_end_58} :catch_58
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_58
    :catch_58
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_58
    const-string v0, "Math.toDegrees(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_59
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_59
    .catch Ljava/lang/RuntimeException; {:try_start_59 .. :try_end_59} :catch_59
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_59
    :catch_59
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_59
    const-string v0, "Math.getExponent(1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_60
    const-wide v2, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_60
    .catch Ljava/lang/RuntimeException; {:try_start_60 .. :try_end_60} :catch_60
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_60
    :catch_60
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_60
    const-string v0, "Math.nextUp(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_61
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_61
    .catch Ljava/lang/RuntimeException; {:try_start_61 .. :try_end_61} :catch_61
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_61
    :catch_61
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_61
    const-string v0, "Math.nextDown(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_62
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_62
    .catch Ljava/lang/RuntimeException; {:try_start_62 .. :try_end_62} :catch_62
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_62
    :catch_62
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_62
    const-string v0, "Math.ulp(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_63
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_63
    .catch Ljava/lang/RuntimeException; {:try_start_63 .. :try_end_63} :catch_63
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_63
    :catch_63
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_63
    const-string v0, "Math.signum(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_64
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_64
    .catch Ljava/lang/RuntimeException; {:try_start_64 .. :try_end_64} :catch_64
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_64
    :catch_64
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_64
    const-string v0, "Math.cbrt(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_65
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_65
    .catch Ljava/lang/RuntimeException; {:try_start_65 .. :try_end_65} :catch_65
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_65
    :catch_65
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_65
    const-string v0, "Math.log1p(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_66
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_66
    .catch Ljava/lang/RuntimeException; {:try_start_66 .. :try_end_66} :catch_66
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_66
    :catch_66
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_66
    const-string v0, "Math.expm1(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_67
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_67
    .catch Ljava/lang/RuntimeException; {:try_start_67 .. :try_end_67} :catch_67
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_67
    :catch_67
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_67
    const-string v0, "Math.toRadians(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_68
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_68
    .catch Ljava/lang/RuntimeException; {:try_start_68 .. :try_end_68} :catch_68
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_68
    :catch_68
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_68
    const-string v0, "Math.toDegrees(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_69
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_69
    .catch Ljava/lang/RuntimeException; {:try_start_69 .. :try_end_69} :catch_69
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_69
    :catch_69
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_69
    const-string v0, "Math.getExponent(5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_70
    const-wide v2, 0x1L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_70
    .catch Ljava/lang/RuntimeException; {:try_start_70 .. :try_end_70} :catch_70
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_70
    :catch_70
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_70
    const-string v0, "Math.nextUp(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_71
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_71
    .catch Ljava/lang/RuntimeException; {:try_start_71 .. :try_end_71} :catch_71
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_71
    :catch_71
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_71
    const-string v0, "Math.nextDown(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_72
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_72
    .catch Ljava/lang/RuntimeException; {:try_start_72 .. :try_end_72} :catch_72
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_72
    :catch_72
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_72
    const-string v0, "Math.ulp(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_73
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_73
    .catch Ljava/lang/RuntimeException; {:try_start_73 .. :try_end_73} :catch_73
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_73
    :catch_73
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_73
    const-string v0, "Math.signum(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_74
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_74
    .catch Ljava/lang/RuntimeException; {:try_start_74 .. :try_end_74} :catch_74
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_74
    :catch_74
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_74
    const-string v0, "Math.cbrt(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_75
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_75
    .catch Ljava/lang/RuntimeException; {:try_start_75 .. :try_end_75} :catch_75
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_75
    :catch_75
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_75
    const-string v0, "Math.log1p(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_76
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_76
    .catch Ljava/lang/RuntimeException; {:try_start_76 .. :try_end_76} :catch_76
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_76
    :catch_76
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_76
    const-string v0, "Math.expm1(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_77
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_77
    .catch Ljava/lang/RuntimeException; {:try_start_77 .. :try_end_77} :catch_77
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_77
    :catch_77
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_77
    const-string v0, "Math.toRadians(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_78
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_78
    .catch Ljava/lang/RuntimeException; {:try_start_78 .. :try_end_78} :catch_78
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_78
    :catch_78
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_78
    const-string v0, "Math.toDegrees(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_79
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_79
    .catch Ljava/lang/RuntimeException; {:try_start_79 .. :try_end_79} :catch_79
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_79
    :catch_79
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_79
    const-string v0, "Math.getExponent(-5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_80
    const-wide v2, -0x7fffffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_80
    .catch Ljava/lang/RuntimeException; {:try_start_80 .. :try_end_80} :catch_80
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_80
    :catch_80
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_80
    const-string v0, "Math.nextUp(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_81
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_81
    .catch Ljava/lang/RuntimeException; {:try_start_81 .. :try_end_81} :catch_81
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_81
    :catch_81
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_81
    const-string v0, "Math.nextDown(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_82
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_82
    .catch Ljava/lang/RuntimeException; {:try_start_82 .. :try_end_82} :catch_82
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_82
    :catch_82
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_82
    const-string v0, "Math.ulp(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_83
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_83
    .catch Ljava/lang/RuntimeException; {:try_start_83 .. :try_end_83} :catch_83
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_83
    :catch_83
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_83
    const-string v0, "Math.signum(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_84
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_84
    .catch Ljava/lang/RuntimeException; {:try_start_84 .. :try_end_84} :catch_84
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_84
    :catch_84
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_84
    const-string v0, "Math.cbrt(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_85
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_85
    .catch Ljava/lang/RuntimeException; {:try_start_85 .. :try_end_85} :catch_85
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_85
    :catch_85
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_85
    const-string v0, "Math.log1p(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_86
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_86
    .catch Ljava/lang/RuntimeException; {:try_start_86 .. :try_end_86} :catch_86
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_86
    :catch_86
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_86
    const-string v0, "Math.expm1(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_87
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_87
    .catch Ljava/lang/RuntimeException; {:try_start_87 .. :try_end_87} :catch_87
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_87
    :catch_87
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_87
    const-string v0, "Math.toRadians(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_88
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_88
    .catch Ljava/lang/RuntimeException; {:try_start_88 .. :try_end_88} :catch_88
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_88
    :catch_88
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_88
    const-string v0, "Math.toDegrees(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_89
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_89
    .catch Ljava/lang/RuntimeException; {:try_start_89 .. :try_end_89} :catch_89
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_89
    :catch_89
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_89
    const-string v0, "Math.getExponent(2.2250738585072014e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_90
    const-wide v2, 0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_90
    .catch Ljava/lang/RuntimeException; {:try_start_90 .. :try_end_90} :catch_90
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_90
    :catch_90
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_90
    const-string v0, "Math.nextUp(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_91
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_91
    .catch Ljava/lang/RuntimeException; {:try_start_91 .. :try_end_91} :catch_91
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_91
    :catch_91
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_91
    const-string v0, "Math.nextDown(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_92
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_92
    .catch Ljava/lang/RuntimeException; {:try_start_92 .. :try_end_92} :catch_92
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_92
    :catch_92
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_92
    const-string v0, "Math.ulp(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_93
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_93
    .catch Ljava/lang/RuntimeException; {:try_start_93 .. :try_end_93} :catch_93
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_93
    :catch_93
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_93
    const-string v0, "Math.signum(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_94
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_94
    .catch Ljava/lang/RuntimeException; {:try_start_94 .. :try_end_94} :catch_94
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_94
    :catch_94
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_94
    const-string v0, "Math.cbrt(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_95
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_95
    .catch Ljava/lang/RuntimeException; {:try_start_95 .. :try_end_95} :catch_95
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_95
    :catch_95
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_95
    const-string v0, "Math.log1p(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_96
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_96
    .catch Ljava/lang/RuntimeException; {:try_start_96 .. :try_end_96} :catch_96
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_96
    :catch_96
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_96
    const-string v0, "Math.expm1(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_97
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_97
    .catch Ljava/lang/RuntimeException; {:try_start_97 .. :try_end_97} :catch_97
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_97
    :catch_97
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_97
    const-string v0, "Math.toRadians(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_98
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_98
    .catch Ljava/lang/RuntimeException; {:try_start_98 .. :try_end_98} :catch_98
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_98
    :catch_98
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_98
    const-string v0, "Math.toDegrees(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_99
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_99
    .catch Ljava/lang/RuntimeException; {:try_start_99 .. :try_end_99} :catch_99
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_99
    :catch_99
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_99
    const-string v0, "Math.getExponent(2.225073858507201e-308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_100
    const-wide v2, 0xfffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_100
    .catch Ljava/lang/RuntimeException; {:try_start_100 .. :try_end_100} :catch_100
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_100
    :catch_100
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_100
    const-string v0, "Math.nextUp(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_101
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_101
    .catch Ljava/lang/RuntimeException; {:try_start_101 .. :try_end_101} :catch_101
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_101
    :catch_101
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_101
    const-string v0, "Math.nextDown(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_102
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_102
    .catch Ljava/lang/RuntimeException; {:try_start_102 .. :try_end_102} :catch_102
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_102
    :catch_102
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_102
    const-string v0, "Math.ulp(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_103
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_103
    .catch Ljava/lang/RuntimeException; {:try_start_103 .. :try_end_103} :catch_103
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_103
    :catch_103
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_103
    const-string v0, "Math.signum(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_104
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_104
    .catch Ljava/lang/RuntimeException; {:try_start_104 .. :try_end_104} :catch_104
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_104
    :catch_104
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_104
    const-string v0, "Math.cbrt(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_105
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_105
    .catch Ljava/lang/RuntimeException; {:try_start_105 .. :try_end_105} :catch_105
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_105
    :catch_105
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_105
    const-string v0, "Math.log1p(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_106
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_106
    .catch Ljava/lang/RuntimeException; {:try_start_106 .. :try_end_106} :catch_106
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_106
    :catch_106
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_106
    const-string v0, "Math.expm1(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_107
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_107
    .catch Ljava/lang/RuntimeException; {:try_start_107 .. :try_end_107} :catch_107
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_107
    :catch_107
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_107
    const-string v0, "Math.toRadians(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_108
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_108
    .catch Ljava/lang/RuntimeException; {:try_start_108 .. :try_end_108} :catch_108
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_108
    :catch_108
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_108
    const-string v0, "Math.toDegrees(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_109
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_109
    .catch Ljava/lang/RuntimeException; {:try_start_109 .. :try_end_109} :catch_109
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_109
    :catch_109
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_109
    const-string v0, "Math.getExponent(1.7976931348623157e+308) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_110
    const-wide v2, 0x7fefffffffffffffL
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_110
    .catch Ljava/lang/RuntimeException; {:try_start_110 .. :try_end_110} :catch_110
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_110
    :catch_110
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_110
    const-string v0, "Math.nextUp(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_111
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_111
    .catch Ljava/lang/RuntimeException; {:try_start_111 .. :try_end_111} :catch_111
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_111
    :catch_111
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_111
    const-string v0, "Math.nextDown(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_112
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_112
    .catch Ljava/lang/RuntimeException; {:try_start_112 .. :try_end_112} :catch_112
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_112
    :catch_112
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_112
    const-string v0, "Math.ulp(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_113
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_113
    .catch Ljava/lang/RuntimeException; {:try_start_113 .. :try_end_113} :catch_113
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_113
    :catch_113
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_113
    const-string v0, "Math.signum(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_114
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_114
    .catch Ljava/lang/RuntimeException; {:try_start_114 .. :try_end_114} :catch_114
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_114
    :catch_114
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_114
    const-string v0, "Math.cbrt(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_115
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_115
    .catch Ljava/lang/RuntimeException; {:try_start_115 .. :try_end_115} :catch_115
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_115
    :catch_115
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_115
    const-string v0, "Math.log1p(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_116
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_116
    .catch Ljava/lang/RuntimeException; {:try_start_116 .. :try_end_116} :catch_116
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_116
    :catch_116
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_116
    const-string v0, "Math.expm1(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_117
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_117
    .catch Ljava/lang/RuntimeException; {:try_start_117 .. :try_end_117} :catch_117
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_117
    :catch_117
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_117
    const-string v0, "Math.toRadians(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_118
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_118
    .catch Ljava/lang/RuntimeException; {:try_start_118 .. :try_end_118} :catch_118
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_118
    :catch_118
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_118
    const-string v0, "Math.toDegrees(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_119
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_119
    .catch Ljava/lang/RuntimeException; {:try_start_119 .. :try_end_119} :catch_119
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_119
    :catch_119
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_119
    const-string v0, "Math.getExponent(inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_120
    const-wide v2, 0x7ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_120
    .catch Ljava/lang/RuntimeException; {:try_start_120 .. :try_end_120} :catch_120
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_120
    :catch_120
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_120
    const-string v0, "Math.nextUp(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_121
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_121
    .catch Ljava/lang/RuntimeException; {:try_start_121 .. :try_end_121} :catch_121
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_121
    :catch_121
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_121
    const-string v0, "Math.nextDown(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_122
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_122
    .catch Ljava/lang/RuntimeException; {:try_start_122 .. :try_end_122} :catch_122
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_122
    :catch_122
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_122
    const-string v0, "Math.ulp(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_123
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_123
    .catch Ljava/lang/RuntimeException; {:try_start_123 .. :try_end_123} :catch_123
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_123
    :catch_123
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_123
    const-string v0, "Math.signum(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_124
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_124
    .catch Ljava/lang/RuntimeException; {:try_start_124 .. :try_end_124} :catch_124
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_124
    :catch_124
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_124
    const-string v0, "Math.cbrt(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_125
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_125
    .catch Ljava/lang/RuntimeException; {:try_start_125 .. :try_end_125} :catch_125
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_125
    :catch_125
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_125
    const-string v0, "Math.log1p(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_126
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_126
    .catch Ljava/lang/RuntimeException; {:try_start_126 .. :try_end_126} :catch_126
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_126
    :catch_126
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_126
    const-string v0, "Math.expm1(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_127
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_127
    .catch Ljava/lang/RuntimeException; {:try_start_127 .. :try_end_127} :catch_127
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_127
    :catch_127
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_127
    const-string v0, "Math.toRadians(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_128
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_128
    .catch Ljava/lang/RuntimeException; {:try_start_128 .. :try_end_128} :catch_128
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_128
    :catch_128
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_128
    const-string v0, "Math.toDegrees(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_129
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_129
    .catch Ljava/lang/RuntimeException; {:try_start_129 .. :try_end_129} :catch_129
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_129
    :catch_129
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_129
    const-string v0, "Math.getExponent(-inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_130
    const-wide v2, -0x10000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_130
    .catch Ljava/lang/RuntimeException; {:try_start_130 .. :try_end_130} :catch_130
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_130
    :catch_130
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_130
    const-string v0, "Math.nextUp(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_131
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_131
    .catch Ljava/lang/RuntimeException; {:try_start_131 .. :try_end_131} :catch_131
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_131
    :catch_131
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_131
    const-string v0, "Math.nextDown(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_132
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_132
    .catch Ljava/lang/RuntimeException; {:try_start_132 .. :try_end_132} :catch_132
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_132
    :catch_132
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_132
    const-string v0, "Math.ulp(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_133
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_133
    .catch Ljava/lang/RuntimeException; {:try_start_133 .. :try_end_133} :catch_133
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_133
    :catch_133
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_133
    const-string v0, "Math.signum(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_134
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_134
    .catch Ljava/lang/RuntimeException; {:try_start_134 .. :try_end_134} :catch_134
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_134
    :catch_134
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_134
    const-string v0, "Math.cbrt(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_135
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_135
    .catch Ljava/lang/RuntimeException; {:try_start_135 .. :try_end_135} :catch_135
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_135
    :catch_135
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_135
    const-string v0, "Math.log1p(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_136
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_136
    .catch Ljava/lang/RuntimeException; {:try_start_136 .. :try_end_136} :catch_136
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_136
    :catch_136
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_136
    const-string v0, "Math.expm1(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_137
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_137
    .catch Ljava/lang/RuntimeException; {:try_start_137 .. :try_end_137} :catch_137
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_137
    :catch_137
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_137
    const-string v0, "Math.toRadians(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_138
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_138
    .catch Ljava/lang/RuntimeException; {:try_start_138 .. :try_end_138} :catch_138
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_138
    :catch_138
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_138
    const-string v0, "Math.toDegrees(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_139
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_139
    .catch Ljava/lang/RuntimeException; {:try_start_139 .. :try_end_139} :catch_139
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_139
    :catch_139
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_139
    const-string v0, "Math.getExponent(nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_140
    const-wide v2, 0x7ff8000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_140
    .catch Ljava/lang/RuntimeException; {:try_start_140 .. :try_end_140} :catch_140
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_140
    :catch_140
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_140
    const-string v0, "Math.nextUp(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_141
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_141
    .catch Ljava/lang/RuntimeException; {:try_start_141 .. :try_end_141} :catch_141
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_141
    :catch_141
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_141
    const-string v0, "Math.nextDown(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_142
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_142
    .catch Ljava/lang/RuntimeException; {:try_start_142 .. :try_end_142} :catch_142
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_142
    :catch_142
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_142
    const-string v0, "Math.ulp(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_143
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_143
    .catch Ljava/lang/RuntimeException; {:try_start_143 .. :try_end_143} :catch_143
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_143
    :catch_143
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_143
    const-string v0, "Math.signum(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_144
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_144
    .catch Ljava/lang/RuntimeException; {:try_start_144 .. :try_end_144} :catch_144
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_144
    :catch_144
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_144
    const-string v0, "Math.cbrt(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_145
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_145
    .catch Ljava/lang/RuntimeException; {:try_start_145 .. :try_end_145} :catch_145
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_145
    :catch_145
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_145
    const-string v0, "Math.log1p(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_146
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_146
    .catch Ljava/lang/RuntimeException; {:try_start_146 .. :try_end_146} :catch_146
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_146
    :catch_146
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_146
    const-string v0, "Math.expm1(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_147
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_147
    .catch Ljava/lang/RuntimeException; {:try_start_147 .. :try_end_147} :catch_147
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_147
    :catch_147
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_147
    const-string v0, "Math.toRadians(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_148
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_148
    .catch Ljava/lang/RuntimeException; {:try_start_148 .. :try_end_148} :catch_148
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_148
    :catch_148
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_148
    const-string v0, "Math.toDegrees(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_149
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_149
    .catch Ljava/lang/RuntimeException; {:try_start_149 .. :try_end_149} :catch_149
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_149
    :catch_149
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_149
    const-string v0, "Math.getExponent(3.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_150
    const-wide v2, 0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_150
    .catch Ljava/lang/RuntimeException; {:try_start_150 .. :try_end_150} :catch_150
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_150
    :catch_150
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_150
    const-string v0, "Math.nextUp(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_151
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_151
    .catch Ljava/lang/RuntimeException; {:try_start_151 .. :try_end_151} :catch_151
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_151
    :catch_151
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_151
    const-string v0, "Math.nextDown(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_152
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_152
    .catch Ljava/lang/RuntimeException; {:try_start_152 .. :try_end_152} :catch_152
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_152
    :catch_152
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_152
    const-string v0, "Math.ulp(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_153
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_153
    .catch Ljava/lang/RuntimeException; {:try_start_153 .. :try_end_153} :catch_153
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_153
    :catch_153
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_153
    const-string v0, "Math.signum(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_154
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_154
    .catch Ljava/lang/RuntimeException; {:try_start_154 .. :try_end_154} :catch_154
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_154
    :catch_154
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_154
    const-string v0, "Math.cbrt(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_155
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_155
    .catch Ljava/lang/RuntimeException; {:try_start_155 .. :try_end_155} :catch_155
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_155
    :catch_155
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_155
    const-string v0, "Math.log1p(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_156
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_156
    .catch Ljava/lang/RuntimeException; {:try_start_156 .. :try_end_156} :catch_156
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_156
    :catch_156
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_156
    const-string v0, "Math.expm1(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_157
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_157
    .catch Ljava/lang/RuntimeException; {:try_start_157 .. :try_end_157} :catch_157
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_157
    :catch_157
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_157
    const-string v0, "Math.toRadians(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_158
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_158
    .catch Ljava/lang/RuntimeException; {:try_start_158 .. :try_end_158} :catch_158
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_158
    :catch_158
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_158
    const-string v0, "Math.toDegrees(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_159
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_159
    .catch Ljava/lang/RuntimeException; {:try_start_159 .. :try_end_159} :catch_159
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_159
    :catch_159
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_159
    const-string v0, "Math.getExponent(1e+16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_160
    const-wide v2, 0x4341c37937e08000L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_160
    .catch Ljava/lang/RuntimeException; {:try_start_160 .. :try_end_160} :catch_160
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_160
    :catch_160
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_160
    const-string v0, "Math.nextUp(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_161
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextUp(D)D
    move-result-wide v2
    :try_end_161
    .catch Ljava/lang/RuntimeException; {:try_start_161 .. :try_end_161} :catch_161
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_161
    :catch_161
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_161
    const-string v0, "Math.nextDown(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_162
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->nextDown(D)D
    move-result-wide v2
    :try_end_162
    .catch Ljava/lang/RuntimeException; {:try_start_162 .. :try_end_162} :catch_162
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_162
    :catch_162
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_162
    const-string v0, "Math.ulp(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_163
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->ulp(D)D
    move-result-wide v2
    :try_end_163
    .catch Ljava/lang/RuntimeException; {:try_start_163 .. :try_end_163} :catch_163
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_163
    :catch_163
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_163
    const-string v0, "Math.signum(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_164
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->signum(D)D
    move-result-wide v2
    :try_end_164
    .catch Ljava/lang/RuntimeException; {:try_start_164 .. :try_end_164} :catch_164
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_164
    :catch_164
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_164
    const-string v0, "Math.cbrt(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_165
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_165
    .catch Ljava/lang/RuntimeException; {:try_start_165 .. :try_end_165} :catch_165
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_165
    :catch_165
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_165
    const-string v0, "Math.log1p(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_166
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_166
    .catch Ljava/lang/RuntimeException; {:try_start_166 .. :try_end_166} :catch_166
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_166
    :catch_166
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_166
    const-string v0, "Math.expm1(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_167
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_167
    .catch Ljava/lang/RuntimeException; {:try_start_167 .. :try_end_167} :catch_167
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_167
    :catch_167
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_167
    const-string v0, "Math.toRadians(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_168
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->toRadians(D)D
    move-result-wide v2
    :try_end_168
    .catch Ljava/lang/RuntimeException; {:try_start_168 .. :try_end_168} :catch_168
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_168
    :catch_168
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_168
    const-string v0, "Math.toDegrees(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_169
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->toDegrees(D)D
    move-result-wide v2
    :try_end_169
    .catch Ljava/lang/RuntimeException; {:try_start_169 .. :try_end_169} :catch_169
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_169
    :catch_169
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_169
    const-string v0, "Math.getExponent(123.456) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_170
    const-wide v2, 0x405edd2f1a9fbe77L
    invoke-static {v2, v3}, Ljava/lang/Math;->getExponent(D)I
    move-result v2
    :try_end_170
    .catch Ljava/lang/RuntimeException; {:try_start_170 .. :try_end_170} :catch_170
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_170
    :catch_170
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_170
    const-string v0, "Math.nextAfter(1.0, 2.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_171
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x4000000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_171
    .catch Ljava/lang/RuntimeException; {:try_start_171 .. :try_end_171} :catch_171
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_171
    :catch_171
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_171
    const-string v0, "Math.copySign(1.0, 2.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_172
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x4000000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_172
    .catch Ljava/lang/RuntimeException; {:try_start_172 .. :try_end_172} :catch_172
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_172
    :catch_172
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_172
    const-string v0, "Math.hypot(1.0, 2.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_173
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x4000000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_173
    .catch Ljava/lang/RuntimeException; {:try_start_173 .. :try_end_173} :catch_173
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_173
    :catch_173
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_173
    const-string v0, "Math.nextAfter(1.0, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_174
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_174
    .catch Ljava/lang/RuntimeException; {:try_start_174 .. :try_end_174} :catch_174
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_174
    :catch_174
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_174
    const-string v0, "Math.copySign(1.0, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_175
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_175
    .catch Ljava/lang/RuntimeException; {:try_start_175 .. :try_end_175} :catch_175
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_175
    :catch_175
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_175
    const-string v0, "Math.hypot(1.0, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_176
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_176
    .catch Ljava/lang/RuntimeException; {:try_start_176 .. :try_end_176} :catch_176
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_176
    :catch_176
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_176
    const-string v0, "Math.nextAfter(0.0, -1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_177
    const-wide v2, 0x0L
    const-wide v4, -0x4010000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_177
    .catch Ljava/lang/RuntimeException; {:try_start_177 .. :try_end_177} :catch_177
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_177
    :catch_177
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_177
    const-string v0, "Math.copySign(0.0, -1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_178
    const-wide v2, 0x0L
    const-wide v4, -0x4010000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_178
    .catch Ljava/lang/RuntimeException; {:try_start_178 .. :try_end_178} :catch_178
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_178
    :catch_178
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_178
    const-string v0, "Math.hypot(0.0, -1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_179
    const-wide v2, 0x0L
    const-wide v4, -0x4010000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_179
    .catch Ljava/lang/RuntimeException; {:try_start_179 .. :try_end_179} :catch_179
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_179
    :catch_179
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_179
    const-string v0, "Math.nextAfter(-0.0, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_180
    const-wide v2, -0x8000000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_180
    .catch Ljava/lang/RuntimeException; {:try_start_180 .. :try_end_180} :catch_180
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_180
    :catch_180
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_180
    const-string v0, "Math.copySign(-0.0, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_181
    const-wide v2, -0x8000000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_181
    .catch Ljava/lang/RuntimeException; {:try_start_181 .. :try_end_181} :catch_181
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_181
    :catch_181
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_181
    const-string v0, "Math.hypot(-0.0, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_182
    const-wide v2, -0x8000000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_182
    .catch Ljava/lang/RuntimeException; {:try_start_182 .. :try_end_182} :catch_182
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_182
    :catch_182
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_182
    const-string v0, "Math.nextAfter(0.0, -0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_183
    const-wide v2, 0x0L
    const-wide v4, -0x8000000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_183
    .catch Ljava/lang/RuntimeException; {:try_start_183 .. :try_end_183} :catch_183
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_183
    :catch_183
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_183
    const-string v0, "Math.copySign(0.0, -0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_184
    const-wide v2, 0x0L
    const-wide v4, -0x8000000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_184
    .catch Ljava/lang/RuntimeException; {:try_start_184 .. :try_end_184} :catch_184
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_184
    :catch_184
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_184
    const-string v0, "Math.hypot(0.0, -0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_185
    const-wide v2, 0x0L
    const-wide v4, -0x8000000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_185
    .catch Ljava/lang/RuntimeException; {:try_start_185 .. :try_end_185} :catch_185
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_185
    :catch_185
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_185
    const-string v0, "Math.nextAfter(-0.0, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_186
    const-wide v2, -0x8000000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_186
    .catch Ljava/lang/RuntimeException; {:try_start_186 .. :try_end_186} :catch_186
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_186
    :catch_186
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_186
    const-string v0, "Math.copySign(-0.0, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_187
    const-wide v2, -0x8000000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_187
    .catch Ljava/lang/RuntimeException; {:try_start_187 .. :try_end_187} :catch_187
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_187
    :catch_187
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_187
    const-string v0, "Math.hypot(-0.0, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_188
    const-wide v2, -0x8000000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_188
    .catch Ljava/lang/RuntimeException; {:try_start_188 .. :try_end_188} :catch_188
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_188
    :catch_188
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_188
    const-string v0, "Math.nextAfter(1.0, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_189
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_189
    .catch Ljava/lang/RuntimeException; {:try_start_189 .. :try_end_189} :catch_189
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_189
    :catch_189
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_189
    const-string v0, "Math.copySign(1.0, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_190
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_190
    .catch Ljava/lang/RuntimeException; {:try_start_190 .. :try_end_190} :catch_190
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_190
    :catch_190
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_190
    const-string v0, "Math.hypot(1.0, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_191
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_191
    .catch Ljava/lang/RuntimeException; {:try_start_191 .. :try_end_191} :catch_191
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_191
    :catch_191
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_191
    const-string v0, "Math.nextAfter(inf, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_192
    const-wide v2, 0x7ff0000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_192
    .catch Ljava/lang/RuntimeException; {:try_start_192 .. :try_end_192} :catch_192
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_192
    :catch_192
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_192
    const-string v0, "Math.copySign(inf, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_193
    const-wide v2, 0x7ff0000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_193
    .catch Ljava/lang/RuntimeException; {:try_start_193 .. :try_end_193} :catch_193
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_193
    :catch_193
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_193
    const-string v0, "Math.hypot(inf, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_194
    const-wide v2, 0x7ff0000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_194
    .catch Ljava/lang/RuntimeException; {:try_start_194 .. :try_end_194} :catch_194
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_194
    :catch_194
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_194
    const-string v0, "Math.nextAfter(-inf, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_195
    const-wide v2, -0x10000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_195
    .catch Ljava/lang/RuntimeException; {:try_start_195 .. :try_end_195} :catch_195
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_195
    :catch_195
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_195
    const-string v0, "Math.copySign(-inf, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_196
    const-wide v2, -0x10000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_196
    .catch Ljava/lang/RuntimeException; {:try_start_196 .. :try_end_196} :catch_196
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_196
    :catch_196
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_196
    const-string v0, "Math.hypot(-inf, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_197
    const-wide v2, -0x10000000000000L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_197
    .catch Ljava/lang/RuntimeException; {:try_start_197 .. :try_end_197} :catch_197
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_197
    :catch_197
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_197
    const-string v0, "Math.nextAfter(1.7976931348623157e+308, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_198
    const-wide v2, 0x7fefffffffffffffL
    const-wide v4, 0x7ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_198
    .catch Ljava/lang/RuntimeException; {:try_start_198 .. :try_end_198} :catch_198
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_198
    :catch_198
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_198
    const-string v0, "Math.copySign(1.7976931348623157e+308, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_199
    const-wide v2, 0x7fefffffffffffffL
    const-wide v4, 0x7ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_199
    .catch Ljava/lang/RuntimeException; {:try_start_199 .. :try_end_199} :catch_199
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_199
    :catch_199
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_199
    const-string v0, "Math.hypot(1.7976931348623157e+308, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_200
    const-wide v2, 0x7fefffffffffffffL
    const-wide v4, 0x7ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_200
    .catch Ljava/lang/RuntimeException; {:try_start_200 .. :try_end_200} :catch_200
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_200
    :catch_200
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_200
    const-string v0, "Math.nextAfter(nan, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_201
    const-wide v2, 0x7ff8000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_201
    .catch Ljava/lang/RuntimeException; {:try_start_201 .. :try_end_201} :catch_201
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_201
    :catch_201
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_201
    const-string v0, "Math.copySign(nan, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_202
    const-wide v2, 0x7ff8000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_202
    .catch Ljava/lang/RuntimeException; {:try_start_202 .. :try_end_202} :catch_202
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_202
    :catch_202
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_202
    const-string v0, "Math.hypot(nan, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_203
    const-wide v2, 0x7ff8000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_203
    .catch Ljava/lang/RuntimeException; {:try_start_203 .. :try_end_203} :catch_203
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_203
    :catch_203
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_203
    const-string v0, "Math.nextAfter(1.0, nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_204
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x7ff8000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_204
    .catch Ljava/lang/RuntimeException; {:try_start_204 .. :try_end_204} :catch_204
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_204
    :catch_204
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_204
    const-string v0, "Math.hypot(1.0, nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_205
    const-wide v2, 0x3ff0000000000000L
    const-wide v4, 0x7ff8000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_205
    .catch Ljava/lang/RuntimeException; {:try_start_205 .. :try_end_205} :catch_205
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_205
    :catch_205
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_205
    const-string v0, "Math.nextAfter(5e-324, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_206
    const-wide v2, 0x1L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_206
    .catch Ljava/lang/RuntimeException; {:try_start_206 .. :try_end_206} :catch_206
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_206
    :catch_206
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_206
    const-string v0, "Math.copySign(5e-324, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_207
    const-wide v2, 0x1L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_207
    .catch Ljava/lang/RuntimeException; {:try_start_207 .. :try_end_207} :catch_207
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_207
    :catch_207
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_207
    const-string v0, "Math.hypot(5e-324, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_208
    const-wide v2, 0x1L
    const-wide v4, 0x0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_208
    .catch Ljava/lang/RuntimeException; {:try_start_208 .. :try_end_208} :catch_208
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_208
    :catch_208
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_208
    const-string v0, "Math.nextAfter(-5e-324, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_209
    const-wide v2, -0x7fffffffffffffffL
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->nextAfter(DD)D
    move-result-wide v2
    :try_end_209
    .catch Ljava/lang/RuntimeException; {:try_start_209 .. :try_end_209} :catch_209
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_209
    :catch_209
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_209
    const-string v0, "Math.copySign(-5e-324, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_210
    const-wide v2, -0x7fffffffffffffffL
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->copySign(DD)D
    move-result-wide v2
    :try_end_210
    .catch Ljava/lang/RuntimeException; {:try_start_210 .. :try_end_210} :catch_210
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_210
    :catch_210
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_210
    const-string v0, "Math.hypot(-5e-324, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_211
    const-wide v2, -0x7fffffffffffffffL
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_211
    .catch Ljava/lang/RuntimeException; {:try_start_211 .. :try_end_211} :catch_211
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_211
    :catch_211
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_211
    const-string v0, "Math.nextUp(0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_212
    const v2, 0x0
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_212
    .catch Ljava/lang/RuntimeException; {:try_start_212 .. :try_end_212} :catch_212
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_212
    :catch_212
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_212
    const-string v0, "Math.nextDown(0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_213
    const v2, 0x0
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_213
    .catch Ljava/lang/RuntimeException; {:try_start_213 .. :try_end_213} :catch_213
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_213
    :catch_213
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_213
    const-string v0, "Math.ulp(0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_214
    const v2, 0x0
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_214
    .catch Ljava/lang/RuntimeException; {:try_start_214 .. :try_end_214} :catch_214
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_214
    :catch_214
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_214
    const-string v0, "Math.signum(0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_215
    const v2, 0x0
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_215
    .catch Ljava/lang/RuntimeException; {:try_start_215 .. :try_end_215} :catch_215
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_215
    :catch_215
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_215
    const-string v0, "Math.getExponent(0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_216
    const v2, 0x0
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_216
    .catch Ljava/lang/RuntimeException; {:try_start_216 .. :try_end_216} :catch_216
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_216
    :catch_216
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_216
    const-string v0, "Math.nextAfter(0.0f, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_217
    const v2, 0x0
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_217
    .catch Ljava/lang/RuntimeException; {:try_start_217 .. :try_end_217} :catch_217
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_217
    :catch_217
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_217
    const-string v0, "Math.nextAfter(0.0f, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_218
    const v2, 0x0
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_218
    .catch Ljava/lang/RuntimeException; {:try_start_218 .. :try_end_218} :catch_218
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_218
    :catch_218
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_218
    const-string v0, "Math.copySign(0.0f, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_219
    const v2, 0x0
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_219
    .catch Ljava/lang/RuntimeException; {:try_start_219 .. :try_end_219} :catch_219
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_219
    :catch_219
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_219
    const-string v0, "Math.nextUp(-0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_220
    const v2, -0x80000000
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_220
    .catch Ljava/lang/RuntimeException; {:try_start_220 .. :try_end_220} :catch_220
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_220
    :catch_220
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_220
    const-string v0, "Math.nextDown(-0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_221
    const v2, -0x80000000
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_221
    .catch Ljava/lang/RuntimeException; {:try_start_221 .. :try_end_221} :catch_221
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_221
    :catch_221
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_221
    const-string v0, "Math.ulp(-0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_222
    const v2, -0x80000000
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_222
    .catch Ljava/lang/RuntimeException; {:try_start_222 .. :try_end_222} :catch_222
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_222
    :catch_222
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_222
    const-string v0, "Math.signum(-0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_223
    const v2, -0x80000000
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_223
    .catch Ljava/lang/RuntimeException; {:try_start_223 .. :try_end_223} :catch_223
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_223
    :catch_223
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_223
    const-string v0, "Math.getExponent(-0.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_224
    const v2, -0x80000000
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_224
    .catch Ljava/lang/RuntimeException; {:try_start_224 .. :try_end_224} :catch_224
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_224
    :catch_224
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_224
    const-string v0, "Math.nextAfter(-0.0f, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_225
    const v2, -0x80000000
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_225
    .catch Ljava/lang/RuntimeException; {:try_start_225 .. :try_end_225} :catch_225
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_225
    :catch_225
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_225
    const-string v0, "Math.nextAfter(-0.0f, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_226
    const v2, -0x80000000
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_226
    .catch Ljava/lang/RuntimeException; {:try_start_226 .. :try_end_226} :catch_226
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_226
    :catch_226
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_226
    const-string v0, "Math.copySign(-0.0f, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_227
    const v2, -0x80000000
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_227
    .catch Ljava/lang/RuntimeException; {:try_start_227 .. :try_end_227} :catch_227
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_227
    :catch_227
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_227
    const-string v0, "Math.nextUp(1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_228
    const v2, 0x3f800000
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_228
    .catch Ljava/lang/RuntimeException; {:try_start_228 .. :try_end_228} :catch_228
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_228
    :catch_228
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_228
    const-string v0, "Math.nextDown(1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_229
    const v2, 0x3f800000
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_229
    .catch Ljava/lang/RuntimeException; {:try_start_229 .. :try_end_229} :catch_229
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_229
    :catch_229
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_229
    const-string v0, "Math.ulp(1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_230
    const v2, 0x3f800000
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_230
    .catch Ljava/lang/RuntimeException; {:try_start_230 .. :try_end_230} :catch_230
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_230
    :catch_230
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_230
    const-string v0, "Math.signum(1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_231
    const v2, 0x3f800000
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_231
    .catch Ljava/lang/RuntimeException; {:try_start_231 .. :try_end_231} :catch_231
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_231
    :catch_231
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_231
    const-string v0, "Math.getExponent(1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_232
    const v2, 0x3f800000
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_232
    .catch Ljava/lang/RuntimeException; {:try_start_232 .. :try_end_232} :catch_232
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_232
    :catch_232
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_232
    const-string v0, "Math.nextAfter(1.0f, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_233
    const v2, 0x3f800000
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_233
    .catch Ljava/lang/RuntimeException; {:try_start_233 .. :try_end_233} :catch_233
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_233
    :catch_233
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_233
    const-string v0, "Math.nextAfter(1.0f, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_234
    const v2, 0x3f800000
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_234
    .catch Ljava/lang/RuntimeException; {:try_start_234 .. :try_end_234} :catch_234
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_234
    :catch_234
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_234
    const-string v0, "Math.copySign(1.0f, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_235
    const v2, 0x3f800000
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_235
    .catch Ljava/lang/RuntimeException; {:try_start_235 .. :try_end_235} :catch_235
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_235
    :catch_235
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_235
    const-string v0, "Math.nextUp(0.1f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_236
    const v2, 0x3dcccccd
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_236
    .catch Ljava/lang/RuntimeException; {:try_start_236 .. :try_end_236} :catch_236
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_236
    :catch_236
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_236
    const-string v0, "Math.nextDown(0.1f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_237
    const v2, 0x3dcccccd
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_237
    .catch Ljava/lang/RuntimeException; {:try_start_237 .. :try_end_237} :catch_237
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_237
    :catch_237
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_237
    const-string v0, "Math.ulp(0.1f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_238
    const v2, 0x3dcccccd
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_238
    .catch Ljava/lang/RuntimeException; {:try_start_238 .. :try_end_238} :catch_238
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_238
    :catch_238
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_238
    const-string v0, "Math.signum(0.1f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_239
    const v2, 0x3dcccccd
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_239
    .catch Ljava/lang/RuntimeException; {:try_start_239 .. :try_end_239} :catch_239
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_239
    :catch_239
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_239
    const-string v0, "Math.getExponent(0.1f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_240
    const v2, 0x3dcccccd
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_240
    .catch Ljava/lang/RuntimeException; {:try_start_240 .. :try_end_240} :catch_240
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_240
    :catch_240
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_240
    const-string v0, "Math.nextAfter(0.1f, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_241
    const v2, 0x3dcccccd
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_241
    .catch Ljava/lang/RuntimeException; {:try_start_241 .. :try_end_241} :catch_241
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_241
    :catch_241
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_241
    const-string v0, "Math.nextAfter(0.1f, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_242
    const v2, 0x3dcccccd
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_242
    .catch Ljava/lang/RuntimeException; {:try_start_242 .. :try_end_242} :catch_242
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_242
    :catch_242
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_242
    const-string v0, "Math.copySign(0.1f, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_243
    const v2, 0x3dcccccd
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_243
    .catch Ljava/lang/RuntimeException; {:try_start_243 .. :try_end_243} :catch_243
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_243
    :catch_243
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_243
    const-string v0, "Math.nextUp(1e-40f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_244
    const v2, 0x116c2
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_244
    .catch Ljava/lang/RuntimeException; {:try_start_244 .. :try_end_244} :catch_244
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_244
    :catch_244
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_244
    const-string v0, "Math.nextDown(1e-40f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_245
    const v2, 0x116c2
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_245
    .catch Ljava/lang/RuntimeException; {:try_start_245 .. :try_end_245} :catch_245
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_245
    :catch_245
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_245
    const-string v0, "Math.ulp(1e-40f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_246
    const v2, 0x116c2
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_246
    .catch Ljava/lang/RuntimeException; {:try_start_246 .. :try_end_246} :catch_246
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_246
    :catch_246
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_246
    const-string v0, "Math.signum(1e-40f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_247
    const v2, 0x116c2
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_247
    .catch Ljava/lang/RuntimeException; {:try_start_247 .. :try_end_247} :catch_247
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_247
    :catch_247
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_247
    const-string v0, "Math.getExponent(1e-40f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_248
    const v2, 0x116c2
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_248
    .catch Ljava/lang/RuntimeException; {:try_start_248 .. :try_end_248} :catch_248
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_248
    :catch_248
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_248
    const-string v0, "Math.nextAfter(1e-40f, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_249
    const v2, 0x116c2
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_249
    .catch Ljava/lang/RuntimeException; {:try_start_249 .. :try_end_249} :catch_249
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_249
    :catch_249
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_249
    const-string v0, "Math.nextAfter(1e-40f, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_250
    const v2, 0x116c2
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_250
    .catch Ljava/lang/RuntimeException; {:try_start_250 .. :try_end_250} :catch_250
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_250
    :catch_250
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_250
    const-string v0, "Math.copySign(1e-40f, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_251
    const v2, 0x116c2
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_251
    .catch Ljava/lang/RuntimeException; {:try_start_251 .. :try_end_251} :catch_251
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_251
    :catch_251
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_251
    const-string v0, "Math.nextUp(1.4e-45f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_252
    const v2, 0x1
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_252
    .catch Ljava/lang/RuntimeException; {:try_start_252 .. :try_end_252} :catch_252
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_252
    :catch_252
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_252
    const-string v0, "Math.nextDown(1.4e-45f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_253
    const v2, 0x1
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_253
    .catch Ljava/lang/RuntimeException; {:try_start_253 .. :try_end_253} :catch_253
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_253
    :catch_253
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_253
    const-string v0, "Math.ulp(1.4e-45f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_254
    const v2, 0x1
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_254
    .catch Ljava/lang/RuntimeException; {:try_start_254 .. :try_end_254} :catch_254
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_254
    :catch_254
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_254
    const-string v0, "Math.signum(1.4e-45f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_255
    const v2, 0x1
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_255
    .catch Ljava/lang/RuntimeException; {:try_start_255 .. :try_end_255} :catch_255
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_255
    :catch_255
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_255
    const-string v0, "Math.getExponent(1.4e-45f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_256
    const v2, 0x1
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_256
    .catch Ljava/lang/RuntimeException; {:try_start_256 .. :try_end_256} :catch_256
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_256
    :catch_256
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_256
    const-string v0, "Math.nextAfter(1.4e-45f, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_257
    const v2, 0x1
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_257
    .catch Ljava/lang/RuntimeException; {:try_start_257 .. :try_end_257} :catch_257
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_257
    :catch_257
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_257
    const-string v0, "Math.nextAfter(1.4e-45f, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_258
    const v2, 0x1
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_258
    .catch Ljava/lang/RuntimeException; {:try_start_258 .. :try_end_258} :catch_258
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_258
    :catch_258
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_258
    const-string v0, "Math.copySign(1.4e-45f, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_259
    const v2, 0x1
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_259
    .catch Ljava/lang/RuntimeException; {:try_start_259 .. :try_end_259} :catch_259
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_259
    :catch_259
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_259
    const-string v0, "Math.nextUp(3.4028235e+38f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_260
    const v2, 0x7f7fffff
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_260
    .catch Ljava/lang/RuntimeException; {:try_start_260 .. :try_end_260} :catch_260
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_260
    :catch_260
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_260
    const-string v0, "Math.nextDown(3.4028235e+38f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_261
    const v2, 0x7f7fffff
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_261
    .catch Ljava/lang/RuntimeException; {:try_start_261 .. :try_end_261} :catch_261
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_261
    :catch_261
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_261
    const-string v0, "Math.ulp(3.4028235e+38f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_262
    const v2, 0x7f7fffff
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_262
    .catch Ljava/lang/RuntimeException; {:try_start_262 .. :try_end_262} :catch_262
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_262
    :catch_262
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_262
    const-string v0, "Math.signum(3.4028235e+38f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_263
    const v2, 0x7f7fffff
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_263
    .catch Ljava/lang/RuntimeException; {:try_start_263 .. :try_end_263} :catch_263
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_263
    :catch_263
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_263
    const-string v0, "Math.getExponent(3.4028235e+38f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_264
    const v2, 0x7f7fffff
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_264
    .catch Ljava/lang/RuntimeException; {:try_start_264 .. :try_end_264} :catch_264
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_264
    :catch_264
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_264
    const-string v0, "Math.nextAfter(3.4028235e+38f, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_265
    const v2, 0x7f7fffff
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_265
    .catch Ljava/lang/RuntimeException; {:try_start_265 .. :try_end_265} :catch_265
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_265
    :catch_265
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_265
    const-string v0, "Math.nextAfter(3.4028235e+38f, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_266
    const v2, 0x7f7fffff
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_266
    .catch Ljava/lang/RuntimeException; {:try_start_266 .. :try_end_266} :catch_266
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_266
    :catch_266
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_266
    const-string v0, "Math.copySign(3.4028235e+38f, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_267
    const v2, 0x7f7fffff
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_267
    .catch Ljava/lang/RuntimeException; {:try_start_267 .. :try_end_267} :catch_267
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_267
    :catch_267
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_267
    const-string v0, "Math.nextUp(inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_268
    const v2, 0x7f800000
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_268
    .catch Ljava/lang/RuntimeException; {:try_start_268 .. :try_end_268} :catch_268
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_268
    :catch_268
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_268
    const-string v0, "Math.nextDown(inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_269
    const v2, 0x7f800000
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_269
    .catch Ljava/lang/RuntimeException; {:try_start_269 .. :try_end_269} :catch_269
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_269
    :catch_269
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_269
    const-string v0, "Math.ulp(inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_270
    const v2, 0x7f800000
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_270
    .catch Ljava/lang/RuntimeException; {:try_start_270 .. :try_end_270} :catch_270
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_270
    :catch_270
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_270
    const-string v0, "Math.signum(inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_271
    const v2, 0x7f800000
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_271
    .catch Ljava/lang/RuntimeException; {:try_start_271 .. :try_end_271} :catch_271
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_271
    :catch_271
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_271
    const-string v0, "Math.getExponent(inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_272
    const v2, 0x7f800000
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_272
    .catch Ljava/lang/RuntimeException; {:try_start_272 .. :try_end_272} :catch_272
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_272
    :catch_272
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_272
    const-string v0, "Math.nextAfter(inff, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_273
    const v2, 0x7f800000
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_273
    .catch Ljava/lang/RuntimeException; {:try_start_273 .. :try_end_273} :catch_273
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_273
    :catch_273
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_273
    const-string v0, "Math.nextAfter(inff, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_274
    const v2, 0x7f800000
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_274
    .catch Ljava/lang/RuntimeException; {:try_start_274 .. :try_end_274} :catch_274
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_274
    :catch_274
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_274
    const-string v0, "Math.copySign(inff, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_275
    const v2, 0x7f800000
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_275
    .catch Ljava/lang/RuntimeException; {:try_start_275 .. :try_end_275} :catch_275
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_275
    :catch_275
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_275
    const-string v0, "Math.nextUp(-inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_276
    const v2, -0x800000
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_276
    .catch Ljava/lang/RuntimeException; {:try_start_276 .. :try_end_276} :catch_276
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_276
    :catch_276
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_276
    const-string v0, "Math.nextDown(-inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_277
    const v2, -0x800000
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_277
    .catch Ljava/lang/RuntimeException; {:try_start_277 .. :try_end_277} :catch_277
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_277
    :catch_277
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_277
    const-string v0, "Math.ulp(-inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_278
    const v2, -0x800000
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_278
    .catch Ljava/lang/RuntimeException; {:try_start_278 .. :try_end_278} :catch_278
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_278
    :catch_278
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_278
    const-string v0, "Math.signum(-inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_279
    const v2, -0x800000
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_279
    .catch Ljava/lang/RuntimeException; {:try_start_279 .. :try_end_279} :catch_279
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_279
    :catch_279
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_279
    const-string v0, "Math.getExponent(-inff) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_280
    const v2, -0x800000
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_280
    .catch Ljava/lang/RuntimeException; {:try_start_280 .. :try_end_280} :catch_280
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_280
    :catch_280
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_280
    const-string v0, "Math.nextAfter(-inff, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_281
    const v2, -0x800000
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_281
    .catch Ljava/lang/RuntimeException; {:try_start_281 .. :try_end_281} :catch_281
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_281
    :catch_281
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_281
    const-string v0, "Math.nextAfter(-inff, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_282
    const v2, -0x800000
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_282
    .catch Ljava/lang/RuntimeException; {:try_start_282 .. :try_end_282} :catch_282
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_282
    :catch_282
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_282
    const-string v0, "Math.copySign(-inff, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_283
    const v2, -0x800000
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_283
    .catch Ljava/lang/RuntimeException; {:try_start_283 .. :try_end_283} :catch_283
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_283
    :catch_283
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_283
    const-string v0, "Math.nextUp(nanf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_284
    const v2, 0x7fc00000
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_284
    .catch Ljava/lang/RuntimeException; {:try_start_284 .. :try_end_284} :catch_284
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_284
    :catch_284
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_284
    const-string v0, "Math.nextDown(nanf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_285
    const v2, 0x7fc00000
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_285
    .catch Ljava/lang/RuntimeException; {:try_start_285 .. :try_end_285} :catch_285
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_285
    :catch_285
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_285
    const-string v0, "Math.ulp(nanf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_286
    const v2, 0x7fc00000
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_286
    .catch Ljava/lang/RuntimeException; {:try_start_286 .. :try_end_286} :catch_286
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_286
    :catch_286
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_286
    const-string v0, "Math.signum(nanf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_287
    const v2, 0x7fc00000
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_287
    .catch Ljava/lang/RuntimeException; {:try_start_287 .. :try_end_287} :catch_287
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_287
    :catch_287
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_287
    const-string v0, "Math.getExponent(nanf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_288
    const v2, 0x7fc00000
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_288
    .catch Ljava/lang/RuntimeException; {:try_start_288 .. :try_end_288} :catch_288
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_288
    :catch_288
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_288
    const-string v0, "Math.nextAfter(nanf, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_289
    const v2, 0x7fc00000
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_289
    .catch Ljava/lang/RuntimeException; {:try_start_289 .. :try_end_289} :catch_289
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_289
    :catch_289
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_289
    const-string v0, "Math.nextAfter(nanf, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_290
    const v2, 0x7fc00000
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_290
    .catch Ljava/lang/RuntimeException; {:try_start_290 .. :try_end_290} :catch_290
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_290
    :catch_290
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_290
    const-string v0, "Math.copySign(nanf, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_291
    const v2, 0x7fc00000
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_291
    .catch Ljava/lang/RuntimeException; {:try_start_291 .. :try_end_291} :catch_291
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_291
    :catch_291
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_291
    const-string v0, "Math.nextUp(-2.5f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_292
    const v2, -0x3fe00000
    invoke-static {v2}, Ljava/lang/Math;->nextUp(F)F
    move-result v2
    :try_end_292
    .catch Ljava/lang/RuntimeException; {:try_start_292 .. :try_end_292} :catch_292
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_292
    :catch_292
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_292
    const-string v0, "Math.nextDown(-2.5f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_293
    const v2, -0x3fe00000
    invoke-static {v2}, Ljava/lang/Math;->nextDown(F)F
    move-result v2
    :try_end_293
    .catch Ljava/lang/RuntimeException; {:try_start_293 .. :try_end_293} :catch_293
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_293
    :catch_293
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_293
    const-string v0, "Math.ulp(-2.5f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_294
    const v2, -0x3fe00000
    invoke-static {v2}, Ljava/lang/Math;->ulp(F)F
    move-result v2
    :try_end_294
    .catch Ljava/lang/RuntimeException; {:try_start_294 .. :try_end_294} :catch_294
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_294
    :catch_294
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_294
    const-string v0, "Math.signum(-2.5f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_295
    const v2, -0x3fe00000
    invoke-static {v2}, Ljava/lang/Math;->signum(F)F
    move-result v2
    :try_end_295
    .catch Ljava/lang/RuntimeException; {:try_start_295 .. :try_end_295} :catch_295
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_295
    :catch_295
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_295
    const-string v0, "Math.getExponent(-2.5f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_296
    const v2, -0x3fe00000
    invoke-static {v2}, Ljava/lang/Math;->getExponent(F)I
    move-result v2
    :try_end_296
    .catch Ljava/lang/RuntimeException; {:try_start_296 .. :try_end_296} :catch_296
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_296
    :catch_296
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_296
    const-string v0, "Math.nextAfter(-2.5f, 0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_297
    const v2, -0x3fe00000
    const-wide v3, 0x0L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_297
    .catch Ljava/lang/RuntimeException; {:try_start_297 .. :try_end_297} :catch_297
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_297
    :catch_297
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_297
    const-string v0, "Math.nextAfter(-2.5f, inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_298
    const v2, -0x3fe00000
    const-wide v3, 0x7ff0000000000000L
    invoke-static {v2, v3, v4}, Ljava/lang/Math;->nextAfter(FD)F
    move-result v2
    :try_end_298
    .catch Ljava/lang/RuntimeException; {:try_start_298 .. :try_end_298} :catch_298
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_298
    :catch_298
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_298
    const-string v0, "Math.copySign(-2.5f, -1.0f) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_299
    const v2, -0x3fe00000
    const v3, -0x40800000
    invoke-static {v2, v3}, Ljava/lang/Math;->copySign(FF)F
    move-result v2
    :try_end_299
    .catch Ljava/lang/RuntimeException; {:try_start_299 .. :try_end_299} :catch_299
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    goto :next_299
    :catch_299
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_299
    const-string v0, "Math.cbrt(-0.043287999060950044) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_300
    const-wide v2, -0x4059d627c772a860L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_300
    .catch Ljava/lang/RuntimeException; {:try_start_300 .. :try_end_300} :catch_300
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_300
    :catch_300
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_300
    const-string v0, "Math.cbrt(4374372476998.4473) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_301
    const-wide v2, 0x428fd3e757423394L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_301
    .catch Ljava/lang/RuntimeException; {:try_start_301 .. :try_end_301} :catch_301
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_301
    :catch_301
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_301
    const-string v0, "Math.cbrt(27.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_302
    const-wide v2, 0x403b000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_302
    .catch Ljava/lang/RuntimeException; {:try_start_302 .. :try_end_302} :catch_302
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_302
    :catch_302
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_302
    const-string v0, "Math.cbrt(-8.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_303
    const-wide v2, -0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_303
    .catch Ljava/lang/RuntimeException; {:try_start_303 .. :try_end_303} :catch_303
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_303
    :catch_303
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_303
    const-string v0, "Math.cbrt(2.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_304
    const-wide v2, 0x4000000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_304
    .catch Ljava/lang/RuntimeException; {:try_start_304 .. :try_end_304} :catch_304
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_304
    :catch_304
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_304
    const-string v0, "Math.cbrt(1e-310) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_305
    const-wide v2, 0x12688b70e62bL
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_305
    .catch Ljava/lang/RuntimeException; {:try_start_305 .. :try_end_305} :catch_305
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_305
    :catch_305
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_305
    const-string v0, "Math.cbrt(0.5) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_306
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_306
    .catch Ljava/lang/RuntimeException; {:try_start_306 .. :try_end_306} :catch_306
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_306
    :catch_306
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_306
    const-string v0, "Math.cbrt(1e+300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_307
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_307
    .catch Ljava/lang/RuntimeException; {:try_start_307 .. :try_end_307} :catch_307
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_307
    :catch_307
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_307
    const-string v0, "Math.cbrt(-1e-320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_308
    const-wide v2, -0x7ffffffffffff818L
    invoke-static {v2, v3}, Ljava/lang/Math;->cbrt(D)D
    move-result-wide v2
    :try_end_308
    .catch Ljava/lang/RuntimeException; {:try_start_308 .. :try_end_308} :catch_308
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_308
    :catch_308
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_308
    const-string v0, "Math.hypot(8.450962210231927e-11, 4.031881874679525e-11) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_309
    const-wide v2, 0x3dd73ad602abfe3aL
    const-wide v4, 0x3dc62a5e89636190L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_309
    .catch Ljava/lang/RuntimeException; {:try_start_309 .. :try_end_309} :catch_309
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_309
    :catch_309
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_309
    const-string v0, "Math.hypot(-1.9430207317612238e-09, 4.705061390431761e-09) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_310
    const-wide v2, -0x41df4f4091ce93e4L
    const-wide v4, 0x3e3435450b9862ffL
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_310
    .catch Ljava/lang/RuntimeException; {:try_start_310 .. :try_end_310} :catch_310
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_310
    :catch_310
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_310
    const-string v0, "Math.hypot(3.0, 4.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_311
    const-wide v2, 0x4008000000000000L
    const-wide v4, 0x4010000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_311
    .catch Ljava/lang/RuntimeException; {:try_start_311 .. :try_end_311} :catch_311
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_311
    :catch_311
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_311
    const-string v0, "Math.hypot(1e+300, 1e+300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_312
    const-wide v2, 0x7e37e43c8800759cL
    const-wide v4, 0x7e37e43c8800759cL
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_312
    .catch Ljava/lang/RuntimeException; {:try_start_312 .. :try_end_312} :catch_312
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_312
    :catch_312
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_312
    const-string v0, "Math.hypot(1e-300, 1e-300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_313
    const-wide v2, 0x1a56e1fc2f8f359L
    const-wide v4, 0x1a56e1fc2f8f359L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_313
    .catch Ljava/lang/RuntimeException; {:try_start_313 .. :try_end_313} :catch_313
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_313
    :catch_313
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_313
    const-string v0, "Math.hypot(5e-324, 5e-324) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_314
    const-wide v2, 0x1L
    const-wide v4, 0x1L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_314
    .catch Ljava/lang/RuntimeException; {:try_start_314 .. :try_end_314} :catch_314
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_314
    :catch_314
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_314
    const-string v0, "Math.hypot(inf, nan) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_315
    const-wide v2, 0x7ff0000000000000L
    const-wide v4, 0x7ff8000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_315
    .catch Ljava/lang/RuntimeException; {:try_start_315 .. :try_end_315} :catch_315
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_315
    :catch_315
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_315
    const-string v0, "Math.hypot(nan, -inf) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_316
    const-wide v2, 0x7ff8000000000000L
    const-wide v4, -0x10000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_316
    .catch Ljava/lang/RuntimeException; {:try_start_316 .. :try_end_316} :catch_316
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_316
    :catch_316
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_316
    const-string v0, "Math.hypot(nan, 1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_317
    const-wide v2, 0x7ff8000000000000L
    const-wide v4, 0x3ff0000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_317
    .catch Ljava/lang/RuntimeException; {:try_start_317 .. :try_end_317} :catch_317
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_317
    :catch_317
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_317
    const-string v0, "Math.hypot(2e-310, 3e-310) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_318
    const-wide v2, 0x24d116e1cc56L
    const-wide v4, 0x3739a252b281L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_318
    .catch Ljava/lang/RuntimeException; {:try_start_318 .. :try_end_318} :catch_318
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_318
    :catch_318
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_318
    const-string v0, "Math.hypot(1e+200, 1e-200) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_319
    const-wide v2, 0x6974e718d7d7625aL
    const-wide v4, 0x16687e92154ef7acL
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_319
    .catch Ljava/lang/RuntimeException; {:try_start_319 .. :try_end_319} :catch_319
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_319
    :catch_319
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_319
    const-string v0, "Math.hypot(0.0, -0.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_320
    const-wide v2, 0x0L
    const-wide v4, -0x8000000000000000L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->hypot(DD)D
    move-result-wide v2
    :try_end_320
    .catch Ljava/lang/RuntimeException; {:try_start_320 .. :try_end_320} :catch_320
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_320
    :catch_320
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_320
    const-string v0, "Math.log1p(0.5420089672843136) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_321
    const-wide v2, 0x3fe158233093fedcL
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_321
    .catch Ljava/lang/RuntimeException; {:try_start_321 .. :try_end_321} :catch_321
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_321
    :catch_321
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_321
    const-string v0, "Math.log1p(-0.22759461894755617) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_322
    const-wide v2, -0x4032de2df56ff500L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_322
    .catch Ljava/lang/RuntimeException; {:try_start_322 .. :try_end_322} :catch_322
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_322
    :catch_322
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_322
    const-string v0, "Math.log1p(4.117292309371674) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_323
    const-wide v2, 0x4010781b79a34b6cL
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_323
    .catch Ljava/lang/RuntimeException; {:try_start_323 .. :try_end_323} :catch_323
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_323
    :catch_323
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_323
    const-string v0, "Math.log1p(-1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_324
    const-wide v2, -0x4010000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_324
    .catch Ljava/lang/RuntimeException; {:try_start_324 .. :try_end_324} :catch_324
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_324
    :catch_324
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_324
    const-string v0, "Math.log1p(-1.5) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_325
    const-wide v2, -0x4008000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_325
    .catch Ljava/lang/RuntimeException; {:try_start_325 .. :try_end_325} :catch_325
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_325
    :catch_325
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_325
    const-string v0, "Math.log1p(-0.5) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_326
    const-wide v2, -0x4020000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_326
    .catch Ljava/lang/RuntimeException; {:try_start_326 .. :try_end_326} :catch_326
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_326
    :catch_326
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_326
    const-string v0, "Math.log1p(1e-20) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_327
    const-wide v2, 0x3bc79ca10c924223L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_327
    .catch Ljava/lang/RuntimeException; {:try_start_327 .. :try_end_327} :catch_327
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_327
    :catch_327
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_327
    const-string v0, "Math.log1p(1e-10) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_328
    const-wide v2, 0x3ddb7cdfd9d7bdbbL
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_328
    .catch Ljava/lang/RuntimeException; {:try_start_328 .. :try_end_328} :catch_328
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_328
    :catch_328
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_328
    const-string v0, "Math.log1p(0.3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_329
    const-wide v2, 0x3fd3333333333333L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_329
    .catch Ljava/lang/RuntimeException; {:try_start_329 .. :try_end_329} :catch_329
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_329
    :catch_329
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_329
    const-string v0, "Math.log1p(1e+300) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_330
    const-wide v2, 0x7e37e43c8800759cL
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_330
    .catch Ljava/lang/RuntimeException; {:try_start_330 .. :try_end_330} :catch_330
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_330
    :catch_330
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_330
    const-string v0, "Math.log1p(-0.29) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_331
    const-wide v2, -0x402d70a3d70a3d71L
    invoke-static {v2, v3}, Ljava/lang/Math;->log1p(D)D
    move-result-wide v2
    :try_end_331
    .catch Ljava/lang/RuntimeException; {:try_start_331 .. :try_end_331} :catch_331
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_331
    :catch_331
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_331
    const-string v0, "Math.expm1(1e-10) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_332
    const-wide v2, 0x3ddb7cdfd9d7bdbbL
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_332
    .catch Ljava/lang/RuntimeException; {:try_start_332 .. :try_end_332} :catch_332
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_332
    :catch_332
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_332
    const-string v0, "Math.expm1(-1e-10) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_333
    const-wide v2, -0x4224832026284245L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_333
    .catch Ljava/lang/RuntimeException; {:try_start_333 .. :try_end_333} :catch_333
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_333
    :catch_333
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_333
    const-string v0, "Math.expm1(0.5) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_334
    const-wide v2, 0x3fe0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_334
    .catch Ljava/lang/RuntimeException; {:try_start_334 .. :try_end_334} :catch_334
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_334
    :catch_334
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_334
    const-string v0, "Math.expm1(-0.5) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_335
    const-wide v2, -0x4020000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_335
    .catch Ljava/lang/RuntimeException; {:try_start_335 .. :try_end_335} :catch_335
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_335
    :catch_335
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_335
    const-string v0, "Math.expm1(1.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_336
    const-wide v2, 0x3ff0000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_336
    .catch Ljava/lang/RuntimeException; {:try_start_336 .. :try_end_336} :catch_336
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_336
    :catch_336
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_336
    const-string v0, "Math.expm1(10.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_337
    const-wide v2, 0x4024000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_337
    .catch Ljava/lang/RuntimeException; {:try_start_337 .. :try_end_337} :catch_337
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_337
    :catch_337
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_337
    const-string v0, "Math.expm1(700.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_338
    const-wide v2, 0x4085e00000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_338
    .catch Ljava/lang/RuntimeException; {:try_start_338 .. :try_end_338} :catch_338
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_338
    :catch_338
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_338
    const-string v0, "Math.expm1(710.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_339
    const-wide v2, 0x4086300000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_339
    .catch Ljava/lang/RuntimeException; {:try_start_339 .. :try_end_339} :catch_339
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_339
    :catch_339
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_339
    const-string v0, "Math.expm1(-40.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_340
    const-wide v2, -0x3fbc000000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_340
    .catch Ljava/lang/RuntimeException; {:try_start_340 .. :try_end_340} :catch_340
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_340
    :catch_340
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_340
    const-string v0, "Math.expm1(-1000.0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_341
    const-wide v2, -0x3f70c00000000000L
    invoke-static {v2, v3}, Ljava/lang/Math;->expm1(D)D
    move-result-wide v2
    :try_end_341
    .catch Ljava/lang/RuntimeException; {:try_start_341 .. :try_end_341} :catch_341
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    goto :next_341
    :catch_341
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_341
    return-void
.end method
