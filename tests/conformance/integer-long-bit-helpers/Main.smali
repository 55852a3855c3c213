.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 12
    const-string v0, "Integer.bitCount(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_1
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_1
    :catch_1
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_1
    const-string v0, "Integer.reverse(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_2
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_2
    .catch Ljava/lang/RuntimeException; {:try_start_2 .. :try_end_2} :catch_2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_2
    :catch_2
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_2
    const-string v0, "Integer.reverseBytes(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_3
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_3
    .catch Ljava/lang/RuntimeException; {:try_start_3 .. :try_end_3} :catch_3
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_3
    :catch_3
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_3
    const-string v0, "Integer.numberOfLeadingZeros(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_4
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_4
    .catch Ljava/lang/RuntimeException; {:try_start_4 .. :try_end_4} :catch_4
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_4
    :catch_4
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_4
    const-string v0, "Integer.numberOfTrailingZeros(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_5
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
    move-result v2
    :try_end_5
    .catch Ljava/lang/RuntimeException; {:try_start_5 .. :try_end_5} :catch_5
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_5
    :catch_5
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_5
    const-string v0, "Integer.highestOneBit(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_6
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_6
    .catch Ljava/lang/RuntimeException; {:try_start_6 .. :try_end_6} :catch_6
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_6
    :catch_6
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_6
    const-string v0, "Integer.lowestOneBit(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_7
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
    move-result v2
    :try_end_7
    .catch Ljava/lang/RuntimeException; {:try_start_7 .. :try_end_7} :catch_7
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_7
    :catch_7
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_7
    const-string v0, "Integer.signum(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_8
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_8
    .catch Ljava/lang/RuntimeException; {:try_start_8 .. :try_end_8} :catch_8
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_8
    :catch_8
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_8
    const-string v0, "Integer.toUnsignedLong(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_9
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_9
    .catch Ljava/lang/RuntimeException; {:try_start_9 .. :try_end_9} :catch_9
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_9
    :catch_9
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_9
    const-string v0, "Integer.toUnsignedString(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_10
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_10
    .catch Ljava/lang/RuntimeException; {:try_start_10 .. :try_end_10} :catch_10
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_10
    :catch_10
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_10
    const-string v0, "Integer.hashCode(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_11
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_11
    .catch Ljava/lang/RuntimeException; {:try_start_11 .. :try_end_11} :catch_11
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_11
    :catch_11
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_11
    const-string v0, "Integer.rotateLeft(0, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_12
    const/4 v2, 0
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_12
    .catch Ljava/lang/RuntimeException; {:try_start_12 .. :try_end_12} :catch_12
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_12
    :catch_12
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_12
    const-string v0, "Integer.rotateRight(0, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_13
    const/4 v2, 0
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_13
    .catch Ljava/lang/RuntimeException; {:try_start_13 .. :try_end_13} :catch_13
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_13
    :catch_13
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_13
    const-string v0, "Integer.rotateLeft(0, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_14
    const/4 v2, 0
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_14
    .catch Ljava/lang/RuntimeException; {:try_start_14 .. :try_end_14} :catch_14
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_14
    :catch_14
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_14
    const-string v0, "Integer.rotateRight(0, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_15
    const/4 v2, 0
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_15
    .catch Ljava/lang/RuntimeException; {:try_start_15 .. :try_end_15} :catch_15
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_15
    :catch_15
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_15
    const-string v0, "Integer.rotateLeft(0, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_16
    const/4 v2, 0
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_16
    .catch Ljava/lang/RuntimeException; {:try_start_16 .. :try_end_16} :catch_16
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_16
    :catch_16
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_16
    const-string v0, "Integer.rotateRight(0, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_17
    const/4 v2, 0
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_17
    .catch Ljava/lang/RuntimeException; {:try_start_17 .. :try_end_17} :catch_17
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_17
    :catch_17
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_17
    const-string v0, "Integer.rotateLeft(0, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_18
    const/4 v2, 0
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_18
    .catch Ljava/lang/RuntimeException; {:try_start_18 .. :try_end_18} :catch_18
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_18
    :catch_18
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_18
    const-string v0, "Integer.rotateRight(0, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_19
    const/4 v2, 0
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_19
    .catch Ljava/lang/RuntimeException; {:try_start_19 .. :try_end_19} :catch_19
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_19
    :catch_19
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_19
    const-string v0, "Integer.rotateLeft(0, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_20
    const/4 v2, 0
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
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
    const-string v0, "Integer.rotateRight(0, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_21
    const/4 v2, 0
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_21
    .catch Ljava/lang/RuntimeException; {:try_start_21 .. :try_end_21} :catch_21
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_21
    :catch_21
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_21
    const-string v0, "Integer.rotateLeft(0, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_22
    const/4 v2, 0
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_22
    .catch Ljava/lang/RuntimeException; {:try_start_22 .. :try_end_22} :catch_22
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_22
    :catch_22
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_22
    const-string v0, "Integer.rotateRight(0, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_23
    const/4 v2, 0
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_23
    .catch Ljava/lang/RuntimeException; {:try_start_23 .. :try_end_23} :catch_23
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_23
    :catch_23
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_23
    const-string v0, "Integer.rotateLeft(0, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_24
    const/4 v2, 0
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_24
    .catch Ljava/lang/RuntimeException; {:try_start_24 .. :try_end_24} :catch_24
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_24
    :catch_24
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_24
    const-string v0, "Integer.rotateRight(0, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_25
    const/4 v2, 0
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_25
    .catch Ljava/lang/RuntimeException; {:try_start_25 .. :try_end_25} :catch_25
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_25
    :catch_25
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_25
    const-string v0, "Integer.bitCount(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_26
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_26
    .catch Ljava/lang/RuntimeException; {:try_start_26 .. :try_end_26} :catch_26
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_26
    :catch_26
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_26
    const-string v0, "Integer.reverse(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_27
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_27
    .catch Ljava/lang/RuntimeException; {:try_start_27 .. :try_end_27} :catch_27
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_27
    :catch_27
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_27
    const-string v0, "Integer.reverseBytes(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_28
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_28
    .catch Ljava/lang/RuntimeException; {:try_start_28 .. :try_end_28} :catch_28
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_28
    :catch_28
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_28
    const-string v0, "Integer.numberOfLeadingZeros(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_29
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_29
    .catch Ljava/lang/RuntimeException; {:try_start_29 .. :try_end_29} :catch_29
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_29
    :catch_29
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_29
    const-string v0, "Integer.numberOfTrailingZeros(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_30
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
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
    const-string v0, "Integer.highestOneBit(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_31
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_31
    .catch Ljava/lang/RuntimeException; {:try_start_31 .. :try_end_31} :catch_31
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_31
    :catch_31
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_31
    const-string v0, "Integer.lowestOneBit(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_32
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
    move-result v2
    :try_end_32
    .catch Ljava/lang/RuntimeException; {:try_start_32 .. :try_end_32} :catch_32
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_32
    :catch_32
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_32
    const-string v0, "Integer.signum(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_33
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_33
    .catch Ljava/lang/RuntimeException; {:try_start_33 .. :try_end_33} :catch_33
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_33
    :catch_33
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_33
    const-string v0, "Integer.toUnsignedLong(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_34
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_34
    .catch Ljava/lang/RuntimeException; {:try_start_34 .. :try_end_34} :catch_34
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_34
    :catch_34
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_34
    const-string v0, "Integer.toUnsignedString(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_35
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_35
    .catch Ljava/lang/RuntimeException; {:try_start_35 .. :try_end_35} :catch_35
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_35
    :catch_35
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_35
    const-string v0, "Integer.hashCode(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_36
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_36
    .catch Ljava/lang/RuntimeException; {:try_start_36 .. :try_end_36} :catch_36
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_36
    :catch_36
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_36
    const-string v0, "Integer.rotateLeft(1, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_37
    const/4 v2, 1
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_37
    .catch Ljava/lang/RuntimeException; {:try_start_37 .. :try_end_37} :catch_37
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_37
    :catch_37
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_37
    const-string v0, "Integer.rotateRight(1, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_38
    const/4 v2, 1
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_38
    .catch Ljava/lang/RuntimeException; {:try_start_38 .. :try_end_38} :catch_38
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_38
    :catch_38
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_38
    const-string v0, "Integer.rotateLeft(1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_39
    const/4 v2, 1
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_39
    .catch Ljava/lang/RuntimeException; {:try_start_39 .. :try_end_39} :catch_39
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_39
    :catch_39
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_39
    const-string v0, "Integer.rotateRight(1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_40
    const/4 v2, 1
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
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
    const-string v0, "Integer.rotateLeft(1, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_41
    const/4 v2, 1
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_41
    .catch Ljava/lang/RuntimeException; {:try_start_41 .. :try_end_41} :catch_41
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_41
    :catch_41
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_41
    const-string v0, "Integer.rotateRight(1, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_42
    const/4 v2, 1
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_42
    .catch Ljava/lang/RuntimeException; {:try_start_42 .. :try_end_42} :catch_42
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_42
    :catch_42
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_42
    const-string v0, "Integer.rotateLeft(1, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_43
    const/4 v2, 1
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_43
    .catch Ljava/lang/RuntimeException; {:try_start_43 .. :try_end_43} :catch_43
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_43
    :catch_43
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_43
    const-string v0, "Integer.rotateRight(1, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_44
    const/4 v2, 1
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_44
    .catch Ljava/lang/RuntimeException; {:try_start_44 .. :try_end_44} :catch_44
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_44
    :catch_44
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_44
    const-string v0, "Integer.rotateLeft(1, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_45
    const/4 v2, 1
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_45
    .catch Ljava/lang/RuntimeException; {:try_start_45 .. :try_end_45} :catch_45
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_45
    :catch_45
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_45
    const-string v0, "Integer.rotateRight(1, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_46
    const/4 v2, 1
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_46
    .catch Ljava/lang/RuntimeException; {:try_start_46 .. :try_end_46} :catch_46
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_46
    :catch_46
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_46
    const-string v0, "Integer.rotateLeft(1, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_47
    const/4 v2, 1
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_47
    .catch Ljava/lang/RuntimeException; {:try_start_47 .. :try_end_47} :catch_47
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_47
    :catch_47
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_47
    const-string v0, "Integer.rotateRight(1, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_48
    const/4 v2, 1
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_48
    .catch Ljava/lang/RuntimeException; {:try_start_48 .. :try_end_48} :catch_48
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_48
    :catch_48
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_48
    const-string v0, "Integer.rotateLeft(1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_49
    const/4 v2, 1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_49
    .catch Ljava/lang/RuntimeException; {:try_start_49 .. :try_end_49} :catch_49
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_49
    :catch_49
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_49
    const-string v0, "Integer.rotateRight(1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_50
    const/4 v2, 1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
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
    const-string v0, "Integer.bitCount(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_51
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_51
    .catch Ljava/lang/RuntimeException; {:try_start_51 .. :try_end_51} :catch_51
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_51
    :catch_51
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_51
    const-string v0, "Integer.reverse(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_52
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_52
    .catch Ljava/lang/RuntimeException; {:try_start_52 .. :try_end_52} :catch_52
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_52
    :catch_52
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_52
    const-string v0, "Integer.reverseBytes(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_53
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_53
    .catch Ljava/lang/RuntimeException; {:try_start_53 .. :try_end_53} :catch_53
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_53
    :catch_53
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_53
    const-string v0, "Integer.numberOfLeadingZeros(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_54
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_54
    .catch Ljava/lang/RuntimeException; {:try_start_54 .. :try_end_54} :catch_54
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_54
    :catch_54
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_54
    const-string v0, "Integer.numberOfTrailingZeros(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_55
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
    move-result v2
    :try_end_55
    .catch Ljava/lang/RuntimeException; {:try_start_55 .. :try_end_55} :catch_55
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_55
    :catch_55
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_55
    const-string v0, "Integer.highestOneBit(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_56
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_56
    .catch Ljava/lang/RuntimeException; {:try_start_56 .. :try_end_56} :catch_56
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_56
    :catch_56
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_56
    const-string v0, "Integer.lowestOneBit(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_57
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
    move-result v2
    :try_end_57
    .catch Ljava/lang/RuntimeException; {:try_start_57 .. :try_end_57} :catch_57
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_57
    :catch_57
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_57
    const-string v0, "Integer.signum(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_58
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_58
    .catch Ljava/lang/RuntimeException; {:try_start_58 .. :try_end_58} :catch_58
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_58
    :catch_58
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_58
    const-string v0, "Integer.toUnsignedLong(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_59
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_59
    .catch Ljava/lang/RuntimeException; {:try_start_59 .. :try_end_59} :catch_59
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_59
    :catch_59
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_59
    const-string v0, "Integer.toUnsignedString(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_60
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_60
    .catch Ljava/lang/RuntimeException; {:try_start_60 .. :try_end_60} :catch_60
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_60
    :catch_60
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_60
    const-string v0, "Integer.hashCode(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_61
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_61
    .catch Ljava/lang/RuntimeException; {:try_start_61 .. :try_end_61} :catch_61
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_61
    :catch_61
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_61
    const-string v0, "Integer.rotateLeft(-1, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_62
    const/4 v2, -1
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_62
    .catch Ljava/lang/RuntimeException; {:try_start_62 .. :try_end_62} :catch_62
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_62
    :catch_62
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_62
    const-string v0, "Integer.rotateRight(-1, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_63
    const/4 v2, -1
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_63
    .catch Ljava/lang/RuntimeException; {:try_start_63 .. :try_end_63} :catch_63
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_63
    :catch_63
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_63
    const-string v0, "Integer.rotateLeft(-1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_64
    const/4 v2, -1
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_64
    .catch Ljava/lang/RuntimeException; {:try_start_64 .. :try_end_64} :catch_64
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_64
    :catch_64
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_64
    const-string v0, "Integer.rotateRight(-1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_65
    const/4 v2, -1
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_65
    .catch Ljava/lang/RuntimeException; {:try_start_65 .. :try_end_65} :catch_65
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_65
    :catch_65
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_65
    const-string v0, "Integer.rotateLeft(-1, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_66
    const/4 v2, -1
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_66
    .catch Ljava/lang/RuntimeException; {:try_start_66 .. :try_end_66} :catch_66
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_66
    :catch_66
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_66
    const-string v0, "Integer.rotateRight(-1, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_67
    const/4 v2, -1
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_67
    .catch Ljava/lang/RuntimeException; {:try_start_67 .. :try_end_67} :catch_67
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_67
    :catch_67
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_67
    const-string v0, "Integer.rotateLeft(-1, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_68
    const/4 v2, -1
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_68
    .catch Ljava/lang/RuntimeException; {:try_start_68 .. :try_end_68} :catch_68
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_68
    :catch_68
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_68
    const-string v0, "Integer.rotateRight(-1, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_69
    const/4 v2, -1
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_69
    .catch Ljava/lang/RuntimeException; {:try_start_69 .. :try_end_69} :catch_69
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_69
    :catch_69
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_69
    const-string v0, "Integer.rotateLeft(-1, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_70
    const/4 v2, -1
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
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
    const-string v0, "Integer.rotateRight(-1, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_71
    const/4 v2, -1
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_71
    .catch Ljava/lang/RuntimeException; {:try_start_71 .. :try_end_71} :catch_71
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_71
    :catch_71
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_71
    const-string v0, "Integer.rotateLeft(-1, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_72
    const/4 v2, -1
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_72
    .catch Ljava/lang/RuntimeException; {:try_start_72 .. :try_end_72} :catch_72
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_72
    :catch_72
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_72
    const-string v0, "Integer.rotateRight(-1, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_73
    const/4 v2, -1
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_73
    .catch Ljava/lang/RuntimeException; {:try_start_73 .. :try_end_73} :catch_73
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_73
    :catch_73
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_73
    const-string v0, "Integer.rotateLeft(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_74
    const/4 v2, -1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_74
    .catch Ljava/lang/RuntimeException; {:try_start_74 .. :try_end_74} :catch_74
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_74
    :catch_74
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_74
    const-string v0, "Integer.rotateRight(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_75
    const/4 v2, -1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_75
    .catch Ljava/lang/RuntimeException; {:try_start_75 .. :try_end_75} :catch_75
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_75
    :catch_75
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_75
    const-string v0, "Integer.bitCount(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_76
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_76
    .catch Ljava/lang/RuntimeException; {:try_start_76 .. :try_end_76} :catch_76
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_76
    :catch_76
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_76
    const-string v0, "Integer.reverse(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_77
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_77
    .catch Ljava/lang/RuntimeException; {:try_start_77 .. :try_end_77} :catch_77
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_77
    :catch_77
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_77
    const-string v0, "Integer.reverseBytes(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_78
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_78
    .catch Ljava/lang/RuntimeException; {:try_start_78 .. :try_end_78} :catch_78
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_78
    :catch_78
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_78
    const-string v0, "Integer.numberOfLeadingZeros(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_79
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_79
    .catch Ljava/lang/RuntimeException; {:try_start_79 .. :try_end_79} :catch_79
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_79
    :catch_79
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_79
    const-string v0, "Integer.numberOfTrailingZeros(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_80
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
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
    const-string v0, "Integer.highestOneBit(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_81
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_81
    .catch Ljava/lang/RuntimeException; {:try_start_81 .. :try_end_81} :catch_81
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_81
    :catch_81
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_81
    const-string v0, "Integer.lowestOneBit(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_82
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
    move-result v2
    :try_end_82
    .catch Ljava/lang/RuntimeException; {:try_start_82 .. :try_end_82} :catch_82
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_82
    :catch_82
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_82
    const-string v0, "Integer.signum(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_83
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_83
    .catch Ljava/lang/RuntimeException; {:try_start_83 .. :try_end_83} :catch_83
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_83
    :catch_83
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_83
    const-string v0, "Integer.toUnsignedLong(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_84
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_84
    .catch Ljava/lang/RuntimeException; {:try_start_84 .. :try_end_84} :catch_84
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_84
    :catch_84
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_84
    const-string v0, "Integer.toUnsignedString(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_85
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_85
    .catch Ljava/lang/RuntimeException; {:try_start_85 .. :try_end_85} :catch_85
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_85
    :catch_85
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_85
    const-string v0, "Integer.hashCode(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_86
    const/4 v2, 6
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_86
    .catch Ljava/lang/RuntimeException; {:try_start_86 .. :try_end_86} :catch_86
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_86
    :catch_86
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_86
    const-string v0, "Integer.rotateLeft(6, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_87
    const/4 v2, 6
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_87
    .catch Ljava/lang/RuntimeException; {:try_start_87 .. :try_end_87} :catch_87
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_87
    :catch_87
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_87
    const-string v0, "Integer.rotateRight(6, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_88
    const/4 v2, 6
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_88
    .catch Ljava/lang/RuntimeException; {:try_start_88 .. :try_end_88} :catch_88
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_88
    :catch_88
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_88
    const-string v0, "Integer.rotateLeft(6, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_89
    const/4 v2, 6
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_89
    .catch Ljava/lang/RuntimeException; {:try_start_89 .. :try_end_89} :catch_89
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_89
    :catch_89
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_89
    const-string v0, "Integer.rotateRight(6, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_90
    const/4 v2, 6
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
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
    const-string v0, "Integer.rotateLeft(6, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_91
    const/4 v2, 6
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_91
    .catch Ljava/lang/RuntimeException; {:try_start_91 .. :try_end_91} :catch_91
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_91
    :catch_91
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_91
    const-string v0, "Integer.rotateRight(6, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_92
    const/4 v2, 6
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_92
    .catch Ljava/lang/RuntimeException; {:try_start_92 .. :try_end_92} :catch_92
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_92
    :catch_92
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_92
    const-string v0, "Integer.rotateLeft(6, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_93
    const/4 v2, 6
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_93
    .catch Ljava/lang/RuntimeException; {:try_start_93 .. :try_end_93} :catch_93
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_93
    :catch_93
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_93
    const-string v0, "Integer.rotateRight(6, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_94
    const/4 v2, 6
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_94
    .catch Ljava/lang/RuntimeException; {:try_start_94 .. :try_end_94} :catch_94
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_94
    :catch_94
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_94
    const-string v0, "Integer.rotateLeft(6, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_95
    const/4 v2, 6
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_95
    .catch Ljava/lang/RuntimeException; {:try_start_95 .. :try_end_95} :catch_95
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_95
    :catch_95
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_95
    const-string v0, "Integer.rotateRight(6, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_96
    const/4 v2, 6
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_96
    .catch Ljava/lang/RuntimeException; {:try_start_96 .. :try_end_96} :catch_96
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_96
    :catch_96
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_96
    const-string v0, "Integer.rotateLeft(6, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_97
    const/4 v2, 6
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_97
    .catch Ljava/lang/RuntimeException; {:try_start_97 .. :try_end_97} :catch_97
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_97
    :catch_97
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_97
    const-string v0, "Integer.rotateRight(6, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_98
    const/4 v2, 6
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_98
    .catch Ljava/lang/RuntimeException; {:try_start_98 .. :try_end_98} :catch_98
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_98
    :catch_98
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_98
    const-string v0, "Integer.rotateLeft(6, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_99
    const/4 v2, 6
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_99
    .catch Ljava/lang/RuntimeException; {:try_start_99 .. :try_end_99} :catch_99
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_99
    :catch_99
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_99
    const-string v0, "Integer.rotateRight(6, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_100
    const/4 v2, 6
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
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
    const-string v0, "Integer.bitCount(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_101
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_101
    .catch Ljava/lang/RuntimeException; {:try_start_101 .. :try_end_101} :catch_101
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_101
    :catch_101
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_101
    const-string v0, "Integer.reverse(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_102
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_102
    .catch Ljava/lang/RuntimeException; {:try_start_102 .. :try_end_102} :catch_102
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_102
    :catch_102
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_102
    const-string v0, "Integer.reverseBytes(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_103
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_103
    .catch Ljava/lang/RuntimeException; {:try_start_103 .. :try_end_103} :catch_103
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_103
    :catch_103
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_103
    const-string v0, "Integer.numberOfLeadingZeros(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_104
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_104
    .catch Ljava/lang/RuntimeException; {:try_start_104 .. :try_end_104} :catch_104
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_104
    :catch_104
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_104
    const-string v0, "Integer.numberOfTrailingZeros(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_105
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
    move-result v2
    :try_end_105
    .catch Ljava/lang/RuntimeException; {:try_start_105 .. :try_end_105} :catch_105
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_105
    :catch_105
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_105
    const-string v0, "Integer.highestOneBit(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_106
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_106
    .catch Ljava/lang/RuntimeException; {:try_start_106 .. :try_end_106} :catch_106
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_106
    :catch_106
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_106
    const-string v0, "Integer.lowestOneBit(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_107
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
    move-result v2
    :try_end_107
    .catch Ljava/lang/RuntimeException; {:try_start_107 .. :try_end_107} :catch_107
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_107
    :catch_107
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_107
    const-string v0, "Integer.signum(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_108
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_108
    .catch Ljava/lang/RuntimeException; {:try_start_108 .. :try_end_108} :catch_108
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_108
    :catch_108
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_108
    const-string v0, "Integer.toUnsignedLong(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_109
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_109
    .catch Ljava/lang/RuntimeException; {:try_start_109 .. :try_end_109} :catch_109
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_109
    :catch_109
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_109
    const-string v0, "Integer.toUnsignedString(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_110
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_110
    .catch Ljava/lang/RuntimeException; {:try_start_110 .. :try_end_110} :catch_110
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_110
    :catch_110
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_110
    const-string v0, "Integer.hashCode(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_111
    const/4 v2, -6
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_111
    .catch Ljava/lang/RuntimeException; {:try_start_111 .. :try_end_111} :catch_111
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_111
    :catch_111
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_111
    const-string v0, "Integer.rotateLeft(-6, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_112
    const/4 v2, -6
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_112
    .catch Ljava/lang/RuntimeException; {:try_start_112 .. :try_end_112} :catch_112
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_112
    :catch_112
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_112
    const-string v0, "Integer.rotateRight(-6, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_113
    const/4 v2, -6
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_113
    .catch Ljava/lang/RuntimeException; {:try_start_113 .. :try_end_113} :catch_113
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_113
    :catch_113
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_113
    const-string v0, "Integer.rotateLeft(-6, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_114
    const/4 v2, -6
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_114
    .catch Ljava/lang/RuntimeException; {:try_start_114 .. :try_end_114} :catch_114
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_114
    :catch_114
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_114
    const-string v0, "Integer.rotateRight(-6, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_115
    const/4 v2, -6
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_115
    .catch Ljava/lang/RuntimeException; {:try_start_115 .. :try_end_115} :catch_115
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_115
    :catch_115
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_115
    const-string v0, "Integer.rotateLeft(-6, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_116
    const/4 v2, -6
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_116
    .catch Ljava/lang/RuntimeException; {:try_start_116 .. :try_end_116} :catch_116
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_116
    :catch_116
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_116
    const-string v0, "Integer.rotateRight(-6, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_117
    const/4 v2, -6
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_117
    .catch Ljava/lang/RuntimeException; {:try_start_117 .. :try_end_117} :catch_117
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_117
    :catch_117
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_117
    const-string v0, "Integer.rotateLeft(-6, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_118
    const/4 v2, -6
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_118
    .catch Ljava/lang/RuntimeException; {:try_start_118 .. :try_end_118} :catch_118
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_118
    :catch_118
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_118
    const-string v0, "Integer.rotateRight(-6, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_119
    const/4 v2, -6
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_119
    .catch Ljava/lang/RuntimeException; {:try_start_119 .. :try_end_119} :catch_119
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_119
    :catch_119
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_119
    const-string v0, "Integer.rotateLeft(-6, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_120
    const/4 v2, -6
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
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
    const-string v0, "Integer.rotateRight(-6, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_121
    const/4 v2, -6
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_121
    .catch Ljava/lang/RuntimeException; {:try_start_121 .. :try_end_121} :catch_121
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_121
    :catch_121
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_121
    const-string v0, "Integer.rotateLeft(-6, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_122
    const/4 v2, -6
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_122
    .catch Ljava/lang/RuntimeException; {:try_start_122 .. :try_end_122} :catch_122
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_122
    :catch_122
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_122
    const-string v0, "Integer.rotateRight(-6, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_123
    const/4 v2, -6
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_123
    .catch Ljava/lang/RuntimeException; {:try_start_123 .. :try_end_123} :catch_123
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_123
    :catch_123
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_123
    const-string v0, "Integer.rotateLeft(-6, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_124
    const/4 v2, -6
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_124
    .catch Ljava/lang/RuntimeException; {:try_start_124 .. :try_end_124} :catch_124
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_124
    :catch_124
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_124
    const-string v0, "Integer.rotateRight(-6, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_125
    const/4 v2, -6
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_125
    .catch Ljava/lang/RuntimeException; {:try_start_125 .. :try_end_125} :catch_125
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_125
    :catch_125
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_125
    const-string v0, "Integer.bitCount(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_126
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_126
    .catch Ljava/lang/RuntimeException; {:try_start_126 .. :try_end_126} :catch_126
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_126
    :catch_126
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_126
    const-string v0, "Integer.reverse(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_127
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_127
    .catch Ljava/lang/RuntimeException; {:try_start_127 .. :try_end_127} :catch_127
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_127
    :catch_127
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_127
    const-string v0, "Integer.reverseBytes(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_128
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_128
    .catch Ljava/lang/RuntimeException; {:try_start_128 .. :try_end_128} :catch_128
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_128
    :catch_128
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_128
    const-string v0, "Integer.numberOfLeadingZeros(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_129
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_129
    .catch Ljava/lang/RuntimeException; {:try_start_129 .. :try_end_129} :catch_129
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_129
    :catch_129
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_129
    const-string v0, "Integer.numberOfTrailingZeros(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_130
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
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
    const-string v0, "Integer.highestOneBit(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_131
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_131
    .catch Ljava/lang/RuntimeException; {:try_start_131 .. :try_end_131} :catch_131
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_131
    :catch_131
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_131
    const-string v0, "Integer.lowestOneBit(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_132
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
    move-result v2
    :try_end_132
    .catch Ljava/lang/RuntimeException; {:try_start_132 .. :try_end_132} :catch_132
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_132
    :catch_132
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_132
    const-string v0, "Integer.signum(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_133
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_133
    .catch Ljava/lang/RuntimeException; {:try_start_133 .. :try_end_133} :catch_133
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_133
    :catch_133
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_133
    const-string v0, "Integer.toUnsignedLong(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_134
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_134
    .catch Ljava/lang/RuntimeException; {:try_start_134 .. :try_end_134} :catch_134
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_134
    :catch_134
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_134
    const-string v0, "Integer.toUnsignedString(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_135
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_135
    .catch Ljava/lang/RuntimeException; {:try_start_135 .. :try_end_135} :catch_135
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_135
    :catch_135
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_135
    const-string v0, "Integer.hashCode(305419896) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_136
    const v2, 305419896
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_136
    .catch Ljava/lang/RuntimeException; {:try_start_136 .. :try_end_136} :catch_136
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_136
    :catch_136
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_136
    const-string v0, "Integer.rotateLeft(305419896, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_137
    const v2, 305419896
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_137
    .catch Ljava/lang/RuntimeException; {:try_start_137 .. :try_end_137} :catch_137
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_137
    :catch_137
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_137
    const-string v0, "Integer.rotateRight(305419896, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_138
    const v2, 305419896
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_138
    .catch Ljava/lang/RuntimeException; {:try_start_138 .. :try_end_138} :catch_138
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_138
    :catch_138
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_138
    const-string v0, "Integer.rotateLeft(305419896, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_139
    const v2, 305419896
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_139
    .catch Ljava/lang/RuntimeException; {:try_start_139 .. :try_end_139} :catch_139
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_139
    :catch_139
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_139
    const-string v0, "Integer.rotateRight(305419896, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_140
    const v2, 305419896
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
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
    const-string v0, "Integer.rotateLeft(305419896, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_141
    const v2, 305419896
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_141
    .catch Ljava/lang/RuntimeException; {:try_start_141 .. :try_end_141} :catch_141
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_141
    :catch_141
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_141
    const-string v0, "Integer.rotateRight(305419896, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_142
    const v2, 305419896
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_142
    .catch Ljava/lang/RuntimeException; {:try_start_142 .. :try_end_142} :catch_142
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_142
    :catch_142
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_142
    const-string v0, "Integer.rotateLeft(305419896, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_143
    const v2, 305419896
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_143
    .catch Ljava/lang/RuntimeException; {:try_start_143 .. :try_end_143} :catch_143
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_143
    :catch_143
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_143
    const-string v0, "Integer.rotateRight(305419896, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_144
    const v2, 305419896
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_144
    .catch Ljava/lang/RuntimeException; {:try_start_144 .. :try_end_144} :catch_144
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_144
    :catch_144
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_144
    const-string v0, "Integer.rotateLeft(305419896, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_145
    const v2, 305419896
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_145
    .catch Ljava/lang/RuntimeException; {:try_start_145 .. :try_end_145} :catch_145
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_145
    :catch_145
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_145
    const-string v0, "Integer.rotateRight(305419896, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_146
    const v2, 305419896
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_146
    .catch Ljava/lang/RuntimeException; {:try_start_146 .. :try_end_146} :catch_146
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_146
    :catch_146
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_146
    const-string v0, "Integer.rotateLeft(305419896, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_147
    const v2, 305419896
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_147
    .catch Ljava/lang/RuntimeException; {:try_start_147 .. :try_end_147} :catch_147
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_147
    :catch_147
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_147
    const-string v0, "Integer.rotateRight(305419896, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_148
    const v2, 305419896
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_148
    .catch Ljava/lang/RuntimeException; {:try_start_148 .. :try_end_148} :catch_148
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_148
    :catch_148
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_148
    const-string v0, "Integer.rotateLeft(305419896, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_149
    const v2, 305419896
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_149
    .catch Ljava/lang/RuntimeException; {:try_start_149 .. :try_end_149} :catch_149
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_149
    :catch_149
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_149
    const-string v0, "Integer.rotateRight(305419896, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_150
    const v2, 305419896
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
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
    const-string v0, "Integer.bitCount(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_151
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_151
    .catch Ljava/lang/RuntimeException; {:try_start_151 .. :try_end_151} :catch_151
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_151
    :catch_151
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_151
    const-string v0, "Integer.reverse(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_152
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_152
    .catch Ljava/lang/RuntimeException; {:try_start_152 .. :try_end_152} :catch_152
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_152
    :catch_152
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_152
    const-string v0, "Integer.reverseBytes(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_153
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_153
    .catch Ljava/lang/RuntimeException; {:try_start_153 .. :try_end_153} :catch_153
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_153
    :catch_153
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_153
    const-string v0, "Integer.numberOfLeadingZeros(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_154
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_154
    .catch Ljava/lang/RuntimeException; {:try_start_154 .. :try_end_154} :catch_154
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_154
    :catch_154
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_154
    const-string v0, "Integer.numberOfTrailingZeros(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_155
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
    move-result v2
    :try_end_155
    .catch Ljava/lang/RuntimeException; {:try_start_155 .. :try_end_155} :catch_155
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_155
    :catch_155
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_155
    const-string v0, "Integer.highestOneBit(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_156
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_156
    .catch Ljava/lang/RuntimeException; {:try_start_156 .. :try_end_156} :catch_156
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_156
    :catch_156
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_156
    const-string v0, "Integer.lowestOneBit(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_157
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
    move-result v2
    :try_end_157
    .catch Ljava/lang/RuntimeException; {:try_start_157 .. :try_end_157} :catch_157
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_157
    :catch_157
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_157
    const-string v0, "Integer.signum(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_158
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_158
    .catch Ljava/lang/RuntimeException; {:try_start_158 .. :try_end_158} :catch_158
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_158
    :catch_158
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_158
    const-string v0, "Integer.toUnsignedLong(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_159
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_159
    .catch Ljava/lang/RuntimeException; {:try_start_159 .. :try_end_159} :catch_159
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_159
    :catch_159
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_159
    const-string v0, "Integer.toUnsignedString(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_160
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_160
    .catch Ljava/lang/RuntimeException; {:try_start_160 .. :try_end_160} :catch_160
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_160
    :catch_160
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_160
    const-string v0, "Integer.hashCode(-2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_161
    const v2, -2147483648
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_161
    .catch Ljava/lang/RuntimeException; {:try_start_161 .. :try_end_161} :catch_161
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_161
    :catch_161
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_161
    const-string v0, "Integer.rotateLeft(-2147483648, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_162
    const v2, -2147483648
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_162
    .catch Ljava/lang/RuntimeException; {:try_start_162 .. :try_end_162} :catch_162
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_162
    :catch_162
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_162
    const-string v0, "Integer.rotateRight(-2147483648, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_163
    const v2, -2147483648
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_163
    .catch Ljava/lang/RuntimeException; {:try_start_163 .. :try_end_163} :catch_163
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_163
    :catch_163
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_163
    const-string v0, "Integer.rotateLeft(-2147483648, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_164
    const v2, -2147483648
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_164
    .catch Ljava/lang/RuntimeException; {:try_start_164 .. :try_end_164} :catch_164
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_164
    :catch_164
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_164
    const-string v0, "Integer.rotateRight(-2147483648, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_165
    const v2, -2147483648
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_165
    .catch Ljava/lang/RuntimeException; {:try_start_165 .. :try_end_165} :catch_165
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_165
    :catch_165
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_165
    const-string v0, "Integer.rotateLeft(-2147483648, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_166
    const v2, -2147483648
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_166
    .catch Ljava/lang/RuntimeException; {:try_start_166 .. :try_end_166} :catch_166
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_166
    :catch_166
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_166
    const-string v0, "Integer.rotateRight(-2147483648, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_167
    const v2, -2147483648
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_167
    .catch Ljava/lang/RuntimeException; {:try_start_167 .. :try_end_167} :catch_167
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_167
    :catch_167
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_167
    const-string v0, "Integer.rotateLeft(-2147483648, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_168
    const v2, -2147483648
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_168
    .catch Ljava/lang/RuntimeException; {:try_start_168 .. :try_end_168} :catch_168
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_168
    :catch_168
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_168
    const-string v0, "Integer.rotateRight(-2147483648, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_169
    const v2, -2147483648
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_169
    .catch Ljava/lang/RuntimeException; {:try_start_169 .. :try_end_169} :catch_169
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_169
    :catch_169
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_169
    const-string v0, "Integer.rotateLeft(-2147483648, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_170
    const v2, -2147483648
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
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
    const-string v0, "Integer.rotateRight(-2147483648, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_171
    const v2, -2147483648
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_171
    .catch Ljava/lang/RuntimeException; {:try_start_171 .. :try_end_171} :catch_171
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_171
    :catch_171
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_171
    const-string v0, "Integer.rotateLeft(-2147483648, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_172
    const v2, -2147483648
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_172
    .catch Ljava/lang/RuntimeException; {:try_start_172 .. :try_end_172} :catch_172
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_172
    :catch_172
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_172
    const-string v0, "Integer.rotateRight(-2147483648, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_173
    const v2, -2147483648
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_173
    .catch Ljava/lang/RuntimeException; {:try_start_173 .. :try_end_173} :catch_173
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_173
    :catch_173
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_173
    const-string v0, "Integer.rotateLeft(-2147483648, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_174
    const v2, -2147483648
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_174
    .catch Ljava/lang/RuntimeException; {:try_start_174 .. :try_end_174} :catch_174
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_174
    :catch_174
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_174
    const-string v0, "Integer.rotateRight(-2147483648, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_175
    const v2, -2147483648
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_175
    .catch Ljava/lang/RuntimeException; {:try_start_175 .. :try_end_175} :catch_175
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_175
    :catch_175
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_175
    const-string v0, "Integer.bitCount(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_176
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_176
    .catch Ljava/lang/RuntimeException; {:try_start_176 .. :try_end_176} :catch_176
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_176
    :catch_176
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_176
    const-string v0, "Integer.reverse(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_177
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_177
    .catch Ljava/lang/RuntimeException; {:try_start_177 .. :try_end_177} :catch_177
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_177
    :catch_177
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_177
    const-string v0, "Integer.reverseBytes(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_178
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_178
    .catch Ljava/lang/RuntimeException; {:try_start_178 .. :try_end_178} :catch_178
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_178
    :catch_178
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_178
    const-string v0, "Integer.numberOfLeadingZeros(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_179
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_179
    .catch Ljava/lang/RuntimeException; {:try_start_179 .. :try_end_179} :catch_179
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_179
    :catch_179
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_179
    const-string v0, "Integer.numberOfTrailingZeros(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_180
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
    move-result v2
    :try_end_180
    .catch Ljava/lang/RuntimeException; {:try_start_180 .. :try_end_180} :catch_180
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_180
    :catch_180
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_180
    const-string v0, "Integer.highestOneBit(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_181
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_181
    .catch Ljava/lang/RuntimeException; {:try_start_181 .. :try_end_181} :catch_181
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_181
    :catch_181
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_181
    const-string v0, "Integer.lowestOneBit(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_182
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
    move-result v2
    :try_end_182
    .catch Ljava/lang/RuntimeException; {:try_start_182 .. :try_end_182} :catch_182
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_182
    :catch_182
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_182
    const-string v0, "Integer.signum(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_183
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_183
    .catch Ljava/lang/RuntimeException; {:try_start_183 .. :try_end_183} :catch_183
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_183
    :catch_183
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_183
    const-string v0, "Integer.toUnsignedLong(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_184
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_184
    .catch Ljava/lang/RuntimeException; {:try_start_184 .. :try_end_184} :catch_184
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_184
    :catch_184
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_184
    const-string v0, "Integer.toUnsignedString(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_185
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_185
    .catch Ljava/lang/RuntimeException; {:try_start_185 .. :try_end_185} :catch_185
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_185
    :catch_185
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_185
    const-string v0, "Integer.hashCode(2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_186
    const v2, 2147483647
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_186
    .catch Ljava/lang/RuntimeException; {:try_start_186 .. :try_end_186} :catch_186
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_186
    :catch_186
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_186
    const-string v0, "Integer.rotateLeft(2147483647, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_187
    const v2, 2147483647
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_187
    .catch Ljava/lang/RuntimeException; {:try_start_187 .. :try_end_187} :catch_187
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_187
    :catch_187
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_187
    const-string v0, "Integer.rotateRight(2147483647, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_188
    const v2, 2147483647
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_188
    .catch Ljava/lang/RuntimeException; {:try_start_188 .. :try_end_188} :catch_188
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_188
    :catch_188
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_188
    const-string v0, "Integer.rotateLeft(2147483647, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_189
    const v2, 2147483647
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_189
    .catch Ljava/lang/RuntimeException; {:try_start_189 .. :try_end_189} :catch_189
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_189
    :catch_189
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_189
    const-string v0, "Integer.rotateRight(2147483647, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_190
    const v2, 2147483647
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_190
    .catch Ljava/lang/RuntimeException; {:try_start_190 .. :try_end_190} :catch_190
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_190
    :catch_190
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_190
    const-string v0, "Integer.rotateLeft(2147483647, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_191
    const v2, 2147483647
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_191
    .catch Ljava/lang/RuntimeException; {:try_start_191 .. :try_end_191} :catch_191
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_191
    :catch_191
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_191
    const-string v0, "Integer.rotateRight(2147483647, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_192
    const v2, 2147483647
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_192
    .catch Ljava/lang/RuntimeException; {:try_start_192 .. :try_end_192} :catch_192
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_192
    :catch_192
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_192
    const-string v0, "Integer.rotateLeft(2147483647, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_193
    const v2, 2147483647
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_193
    .catch Ljava/lang/RuntimeException; {:try_start_193 .. :try_end_193} :catch_193
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_193
    :catch_193
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_193
    const-string v0, "Integer.rotateRight(2147483647, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_194
    const v2, 2147483647
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_194
    .catch Ljava/lang/RuntimeException; {:try_start_194 .. :try_end_194} :catch_194
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_194
    :catch_194
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_194
    const-string v0, "Integer.rotateLeft(2147483647, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_195
    const v2, 2147483647
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_195
    .catch Ljava/lang/RuntimeException; {:try_start_195 .. :try_end_195} :catch_195
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_195
    :catch_195
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_195
    const-string v0, "Integer.rotateRight(2147483647, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_196
    const v2, 2147483647
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_196
    .catch Ljava/lang/RuntimeException; {:try_start_196 .. :try_end_196} :catch_196
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_196
    :catch_196
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_196
    const-string v0, "Integer.rotateLeft(2147483647, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_197
    const v2, 2147483647
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_197
    .catch Ljava/lang/RuntimeException; {:try_start_197 .. :try_end_197} :catch_197
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_197
    :catch_197
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_197
    const-string v0, "Integer.rotateRight(2147483647, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_198
    const v2, 2147483647
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_198
    .catch Ljava/lang/RuntimeException; {:try_start_198 .. :try_end_198} :catch_198
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_198
    :catch_198
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_198
    const-string v0, "Integer.rotateLeft(2147483647, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_199
    const v2, 2147483647
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_199
    .catch Ljava/lang/RuntimeException; {:try_start_199 .. :try_end_199} :catch_199
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_199
    :catch_199
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_199
    const-string v0, "Integer.rotateRight(2147483647, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_200
    const v2, 2147483647
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_200
    .catch Ljava/lang/RuntimeException; {:try_start_200 .. :try_end_200} :catch_200
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_200
    :catch_200
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_200
    const-string v0, "Integer.bitCount(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_201
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_201
    .catch Ljava/lang/RuntimeException; {:try_start_201 .. :try_end_201} :catch_201
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_201
    :catch_201
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_201
    const-string v0, "Integer.reverse(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_202
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_202
    .catch Ljava/lang/RuntimeException; {:try_start_202 .. :try_end_202} :catch_202
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_202
    :catch_202
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_202
    const-string v0, "Integer.reverseBytes(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_203
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_203
    .catch Ljava/lang/RuntimeException; {:try_start_203 .. :try_end_203} :catch_203
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_203
    :catch_203
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_203
    const-string v0, "Integer.numberOfLeadingZeros(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_204
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_204
    .catch Ljava/lang/RuntimeException; {:try_start_204 .. :try_end_204} :catch_204
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_204
    :catch_204
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_204
    const-string v0, "Integer.numberOfTrailingZeros(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_205
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
    move-result v2
    :try_end_205
    .catch Ljava/lang/RuntimeException; {:try_start_205 .. :try_end_205} :catch_205
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_205
    :catch_205
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_205
    const-string v0, "Integer.highestOneBit(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_206
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_206
    .catch Ljava/lang/RuntimeException; {:try_start_206 .. :try_end_206} :catch_206
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_206
    :catch_206
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_206
    const-string v0, "Integer.lowestOneBit(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_207
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
    move-result v2
    :try_end_207
    .catch Ljava/lang/RuntimeException; {:try_start_207 .. :try_end_207} :catch_207
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_207
    :catch_207
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_207
    const-string v0, "Integer.signum(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_208
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_208
    .catch Ljava/lang/RuntimeException; {:try_start_208 .. :try_end_208} :catch_208
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_208
    :catch_208
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_208
    const-string v0, "Integer.toUnsignedLong(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_209
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_209
    .catch Ljava/lang/RuntimeException; {:try_start_209 .. :try_end_209} :catch_209
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_209
    :catch_209
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_209
    const-string v0, "Integer.toUnsignedString(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_210
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_210
    .catch Ljava/lang/RuntimeException; {:try_start_210 .. :try_end_210} :catch_210
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_210
    :catch_210
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_210
    const-string v0, "Integer.hashCode(-2147483647) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_211
    const v2, -2147483647
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_211
    .catch Ljava/lang/RuntimeException; {:try_start_211 .. :try_end_211} :catch_211
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_211
    :catch_211
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_211
    const-string v0, "Integer.rotateLeft(-2147483647, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_212
    const v2, -2147483647
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_212
    .catch Ljava/lang/RuntimeException; {:try_start_212 .. :try_end_212} :catch_212
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_212
    :catch_212
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_212
    const-string v0, "Integer.rotateRight(-2147483647, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_213
    const v2, -2147483647
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_213
    .catch Ljava/lang/RuntimeException; {:try_start_213 .. :try_end_213} :catch_213
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_213
    :catch_213
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_213
    const-string v0, "Integer.rotateLeft(-2147483647, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_214
    const v2, -2147483647
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_214
    .catch Ljava/lang/RuntimeException; {:try_start_214 .. :try_end_214} :catch_214
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_214
    :catch_214
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_214
    const-string v0, "Integer.rotateRight(-2147483647, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_215
    const v2, -2147483647
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_215
    .catch Ljava/lang/RuntimeException; {:try_start_215 .. :try_end_215} :catch_215
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_215
    :catch_215
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_215
    const-string v0, "Integer.rotateLeft(-2147483647, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_216
    const v2, -2147483647
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
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
    const-string v0, "Integer.rotateRight(-2147483647, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_217
    const v2, -2147483647
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_217
    .catch Ljava/lang/RuntimeException; {:try_start_217 .. :try_end_217} :catch_217
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_217
    :catch_217
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_217
    const-string v0, "Integer.rotateLeft(-2147483647, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_218
    const v2, -2147483647
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_218
    .catch Ljava/lang/RuntimeException; {:try_start_218 .. :try_end_218} :catch_218
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_218
    :catch_218
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_218
    const-string v0, "Integer.rotateRight(-2147483647, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_219
    const v2, -2147483647
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_219
    .catch Ljava/lang/RuntimeException; {:try_start_219 .. :try_end_219} :catch_219
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_219
    :catch_219
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_219
    const-string v0, "Integer.rotateLeft(-2147483647, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_220
    const v2, -2147483647
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_220
    .catch Ljava/lang/RuntimeException; {:try_start_220 .. :try_end_220} :catch_220
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_220
    :catch_220
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_220
    const-string v0, "Integer.rotateRight(-2147483647, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_221
    const v2, -2147483647
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_221
    .catch Ljava/lang/RuntimeException; {:try_start_221 .. :try_end_221} :catch_221
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_221
    :catch_221
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_221
    const-string v0, "Integer.rotateLeft(-2147483647, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_222
    const v2, -2147483647
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_222
    .catch Ljava/lang/RuntimeException; {:try_start_222 .. :try_end_222} :catch_222
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_222
    :catch_222
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_222
    const-string v0, "Integer.rotateRight(-2147483647, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_223
    const v2, -2147483647
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_223
    .catch Ljava/lang/RuntimeException; {:try_start_223 .. :try_end_223} :catch_223
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_223
    :catch_223
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_223
    const-string v0, "Integer.rotateLeft(-2147483647, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_224
    const v2, -2147483647
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
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
    const-string v0, "Integer.rotateRight(-2147483647, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_225
    const v2, -2147483647
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_225
    .catch Ljava/lang/RuntimeException; {:try_start_225 .. :try_end_225} :catch_225
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_225
    :catch_225
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_225
    const-string v0, "Integer.bitCount(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_226
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->bitCount(I)I
    move-result v2
    :try_end_226
    .catch Ljava/lang/RuntimeException; {:try_start_226 .. :try_end_226} :catch_226
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_226
    :catch_226
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_226
    const-string v0, "Integer.reverse(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_227
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->reverse(I)I
    move-result v2
    :try_end_227
    .catch Ljava/lang/RuntimeException; {:try_start_227 .. :try_end_227} :catch_227
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_227
    :catch_227
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_227
    const-string v0, "Integer.reverseBytes(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_228
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->reverseBytes(I)I
    move-result v2
    :try_end_228
    .catch Ljava/lang/RuntimeException; {:try_start_228 .. :try_end_228} :catch_228
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_228
    :catch_228
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_228
    const-string v0, "Integer.numberOfLeadingZeros(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_229
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v2
    :try_end_229
    .catch Ljava/lang/RuntimeException; {:try_start_229 .. :try_end_229} :catch_229
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_229
    :catch_229
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_229
    const-string v0, "Integer.numberOfTrailingZeros(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_230
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->numberOfTrailingZeros(I)I
    move-result v2
    :try_end_230
    .catch Ljava/lang/RuntimeException; {:try_start_230 .. :try_end_230} :catch_230
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_230
    :catch_230
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_230
    const-string v0, "Integer.highestOneBit(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_231
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v2
    :try_end_231
    .catch Ljava/lang/RuntimeException; {:try_start_231 .. :try_end_231} :catch_231
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_231
    :catch_231
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_231
    const-string v0, "Integer.lowestOneBit(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_232
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->lowestOneBit(I)I
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
    const-string v0, "Integer.signum(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_233
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    :try_end_233
    .catch Ljava/lang/RuntimeException; {:try_start_233 .. :try_end_233} :catch_233
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_233
    :catch_233
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_233
    const-string v0, "Integer.toUnsignedLong(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_234
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedLong(I)J
    move-result-wide v2
    :try_end_234
    .catch Ljava/lang/RuntimeException; {:try_start_234 .. :try_end_234} :catch_234
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_234
    :catch_234
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_234
    const-string v0, "Integer.toUnsignedString(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_235
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->toUnsignedString(I)Ljava/lang/String;
    move-result-object v2
    :try_end_235
    .catch Ljava/lang/RuntimeException; {:try_start_235 .. :try_end_235} :catch_235
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_235
    :catch_235
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_235
    const-string v0, "Integer.hashCode(96) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_236
    const v2, 96
    invoke-static {v2}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    :try_end_236
    .catch Ljava/lang/RuntimeException; {:try_start_236 .. :try_end_236} :catch_236
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_236
    :catch_236
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_236
    const-string v0, "Integer.rotateLeft(96, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_237
    const v2, 96
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_237
    .catch Ljava/lang/RuntimeException; {:try_start_237 .. :try_end_237} :catch_237
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_237
    :catch_237
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_237
    const-string v0, "Integer.rotateRight(96, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_238
    const v2, 96
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_238
    .catch Ljava/lang/RuntimeException; {:try_start_238 .. :try_end_238} :catch_238
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_238
    :catch_238
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_238
    const-string v0, "Integer.rotateLeft(96, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_239
    const v2, 96
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_239
    .catch Ljava/lang/RuntimeException; {:try_start_239 .. :try_end_239} :catch_239
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_239
    :catch_239
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_239
    const-string v0, "Integer.rotateRight(96, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_240
    const v2, 96
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
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
    const-string v0, "Integer.rotateLeft(96, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_241
    const v2, 96
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_241
    .catch Ljava/lang/RuntimeException; {:try_start_241 .. :try_end_241} :catch_241
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_241
    :catch_241
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_241
    const-string v0, "Integer.rotateRight(96, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_242
    const v2, 96
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_242
    .catch Ljava/lang/RuntimeException; {:try_start_242 .. :try_end_242} :catch_242
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_242
    :catch_242
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_242
    const-string v0, "Integer.rotateLeft(96, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_243
    const v2, 96
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_243
    .catch Ljava/lang/RuntimeException; {:try_start_243 .. :try_end_243} :catch_243
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_243
    :catch_243
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_243
    const-string v0, "Integer.rotateRight(96, 31) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_244
    const v2, 96
    const v3, 31
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_244
    .catch Ljava/lang/RuntimeException; {:try_start_244 .. :try_end_244} :catch_244
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_244
    :catch_244
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_244
    const-string v0, "Integer.rotateLeft(96, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_245
    const v2, 96
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_245
    .catch Ljava/lang/RuntimeException; {:try_start_245 .. :try_end_245} :catch_245
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_245
    :catch_245
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_245
    const-string v0, "Integer.rotateRight(96, 32) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_246
    const v2, 96
    const v3, 32
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_246
    .catch Ljava/lang/RuntimeException; {:try_start_246 .. :try_end_246} :catch_246
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_246
    :catch_246
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_246
    const-string v0, "Integer.rotateLeft(96, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_247
    const v2, 96
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_247
    .catch Ljava/lang/RuntimeException; {:try_start_247 .. :try_end_247} :catch_247
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_247
    :catch_247
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_247
    const-string v0, "Integer.rotateRight(96, 33) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_248
    const v2, 96
    const v3, 33
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
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
    const-string v0, "Integer.rotateLeft(96, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_249
    const v2, 96
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateLeft(II)I
    move-result v2
    :try_end_249
    .catch Ljava/lang/RuntimeException; {:try_start_249 .. :try_end_249} :catch_249
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_249
    :catch_249
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_249
    const-string v0, "Integer.rotateRight(96, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_250
    const v2, 96
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->rotateRight(II)I
    move-result v2
    :try_end_250
    .catch Ljava/lang/RuntimeException; {:try_start_250 .. :try_end_250} :catch_250
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_250
    :catch_250
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_250
    const-string v0, "Integer.divideUnsigned(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_251
    const/4 v2, 7
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
    move-result v2
    :try_end_251
    .catch Ljava/lang/RuntimeException; {:try_start_251 .. :try_end_251} :catch_251
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_251
    :catch_251
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_251
    const-string v0, "Integer.remainderUnsigned(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_252
    const/4 v2, 7
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
    move-result v2
    :try_end_252
    .catch Ljava/lang/RuntimeException; {:try_start_252 .. :try_end_252} :catch_252
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_252
    :catch_252
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_252
    const-string v0, "Integer.compareUnsigned(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_253
    const/4 v2, 7
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
    move-result v2
    :try_end_253
    .catch Ljava/lang/RuntimeException; {:try_start_253 .. :try_end_253} :catch_253
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_253
    :catch_253
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_253
    const-string v0, "Integer.compare(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_254
    const/4 v2, 7
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
    move-result v2
    :try_end_254
    .catch Ljava/lang/RuntimeException; {:try_start_254 .. :try_end_254} :catch_254
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_254
    :catch_254
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_254
    const-string v0, "Integer.sum(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_255
    const/4 v2, 7
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_255
    .catch Ljava/lang/RuntimeException; {:try_start_255 .. :try_end_255} :catch_255
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_255
    :catch_255
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_255
    const-string v0, "Integer.max(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_256
    const/4 v2, 7
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
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
    const-string v0, "Integer.min(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_257
    const/4 v2, 7
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
    move-result v2
    :try_end_257
    .catch Ljava/lang/RuntimeException; {:try_start_257 .. :try_end_257} :catch_257
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_257
    :catch_257
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_257
    const-string v0, "Integer.divideUnsigned(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_258
    const/4 v2, -1
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
    move-result v2
    :try_end_258
    .catch Ljava/lang/RuntimeException; {:try_start_258 .. :try_end_258} :catch_258
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_258
    :catch_258
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_258
    const-string v0, "Integer.remainderUnsigned(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_259
    const/4 v2, -1
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
    move-result v2
    :try_end_259
    .catch Ljava/lang/RuntimeException; {:try_start_259 .. :try_end_259} :catch_259
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_259
    :catch_259
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_259
    const-string v0, "Integer.compareUnsigned(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_260
    const/4 v2, -1
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
    move-result v2
    :try_end_260
    .catch Ljava/lang/RuntimeException; {:try_start_260 .. :try_end_260} :catch_260
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_260
    :catch_260
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_260
    const-string v0, "Integer.compare(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_261
    const/4 v2, -1
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
    move-result v2
    :try_end_261
    .catch Ljava/lang/RuntimeException; {:try_start_261 .. :try_end_261} :catch_261
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_261
    :catch_261
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_261
    const-string v0, "Integer.sum(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_262
    const/4 v2, -1
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_262
    .catch Ljava/lang/RuntimeException; {:try_start_262 .. :try_end_262} :catch_262
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_262
    :catch_262
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_262
    const-string v0, "Integer.max(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_263
    const/4 v2, -1
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
    move-result v2
    :try_end_263
    .catch Ljava/lang/RuntimeException; {:try_start_263 .. :try_end_263} :catch_263
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_263
    :catch_263
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_263
    const-string v0, "Integer.min(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_264
    const/4 v2, -1
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
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
    const-string v0, "Integer.divideUnsigned(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_265
    const/4 v2, -1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
    move-result v2
    :try_end_265
    .catch Ljava/lang/RuntimeException; {:try_start_265 .. :try_end_265} :catch_265
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_265
    :catch_265
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_265
    const-string v0, "Integer.remainderUnsigned(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_266
    const/4 v2, -1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
    move-result v2
    :try_end_266
    .catch Ljava/lang/RuntimeException; {:try_start_266 .. :try_end_266} :catch_266
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_266
    :catch_266
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_266
    const-string v0, "Integer.compareUnsigned(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_267
    const/4 v2, -1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
    move-result v2
    :try_end_267
    .catch Ljava/lang/RuntimeException; {:try_start_267 .. :try_end_267} :catch_267
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_267
    :catch_267
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_267
    const-string v0, "Integer.compare(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_268
    const/4 v2, -1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
    move-result v2
    :try_end_268
    .catch Ljava/lang/RuntimeException; {:try_start_268 .. :try_end_268} :catch_268
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_268
    :catch_268
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_268
    const-string v0, "Integer.sum(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_269
    const/4 v2, -1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_269
    .catch Ljava/lang/RuntimeException; {:try_start_269 .. :try_end_269} :catch_269
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_269
    :catch_269
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_269
    const-string v0, "Integer.max(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_270
    const/4 v2, -1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
    move-result v2
    :try_end_270
    .catch Ljava/lang/RuntimeException; {:try_start_270 .. :try_end_270} :catch_270
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_270
    :catch_270
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_270
    const-string v0, "Integer.min(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_271
    const/4 v2, -1
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
    move-result v2
    :try_end_271
    .catch Ljava/lang/RuntimeException; {:try_start_271 .. :try_end_271} :catch_271
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_271
    :catch_271
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_271
    const-string v0, "Integer.divideUnsigned(-2147483648, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_272
    const v2, -2147483648
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
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
    const-string v0, "Integer.remainderUnsigned(-2147483648, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_273
    const v2, -2147483648
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
    move-result v2
    :try_end_273
    .catch Ljava/lang/RuntimeException; {:try_start_273 .. :try_end_273} :catch_273
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_273
    :catch_273
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_273
    const-string v0, "Integer.compareUnsigned(-2147483648, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_274
    const v2, -2147483648
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
    move-result v2
    :try_end_274
    .catch Ljava/lang/RuntimeException; {:try_start_274 .. :try_end_274} :catch_274
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_274
    :catch_274
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_274
    const-string v0, "Integer.compare(-2147483648, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_275
    const v2, -2147483648
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
    move-result v2
    :try_end_275
    .catch Ljava/lang/RuntimeException; {:try_start_275 .. :try_end_275} :catch_275
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_275
    :catch_275
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_275
    const-string v0, "Integer.sum(-2147483648, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_276
    const v2, -2147483648
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_276
    .catch Ljava/lang/RuntimeException; {:try_start_276 .. :try_end_276} :catch_276
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_276
    :catch_276
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_276
    const-string v0, "Integer.max(-2147483648, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_277
    const v2, -2147483648
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
    move-result v2
    :try_end_277
    .catch Ljava/lang/RuntimeException; {:try_start_277 .. :try_end_277} :catch_277
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_277
    :catch_277
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_277
    const-string v0, "Integer.min(-2147483648, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_278
    const v2, -2147483648
    const/4 v3, -1
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
    move-result v2
    :try_end_278
    .catch Ljava/lang/RuntimeException; {:try_start_278 .. :try_end_278} :catch_278
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_278
    :catch_278
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_278
    const-string v0, "Integer.divideUnsigned(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_279
    const/4 v2, 5
    const/4 v3, -3
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
    move-result v2
    :try_end_279
    .catch Ljava/lang/RuntimeException; {:try_start_279 .. :try_end_279} :catch_279
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_279
    :catch_279
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_279
    const-string v0, "Integer.remainderUnsigned(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_280
    const/4 v2, 5
    const/4 v3, -3
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
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
    const-string v0, "Integer.compareUnsigned(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_281
    const/4 v2, 5
    const/4 v3, -3
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
    move-result v2
    :try_end_281
    .catch Ljava/lang/RuntimeException; {:try_start_281 .. :try_end_281} :catch_281
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_281
    :catch_281
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_281
    const-string v0, "Integer.compare(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_282
    const/4 v2, 5
    const/4 v3, -3
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
    move-result v2
    :try_end_282
    .catch Ljava/lang/RuntimeException; {:try_start_282 .. :try_end_282} :catch_282
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_282
    :catch_282
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_282
    const-string v0, "Integer.sum(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_283
    const/4 v2, 5
    const/4 v3, -3
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_283
    .catch Ljava/lang/RuntimeException; {:try_start_283 .. :try_end_283} :catch_283
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_283
    :catch_283
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_283
    const-string v0, "Integer.max(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_284
    const/4 v2, 5
    const/4 v3, -3
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
    move-result v2
    :try_end_284
    .catch Ljava/lang/RuntimeException; {:try_start_284 .. :try_end_284} :catch_284
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_284
    :catch_284
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_284
    const-string v0, "Integer.min(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_285
    const/4 v2, 5
    const/4 v3, -3
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
    move-result v2
    :try_end_285
    .catch Ljava/lang/RuntimeException; {:try_start_285 .. :try_end_285} :catch_285
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_285
    :catch_285
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_285
    const-string v0, "Integer.divideUnsigned(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_286
    const/4 v2, -6
    const/4 v3, 4
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
    move-result v2
    :try_end_286
    .catch Ljava/lang/RuntimeException; {:try_start_286 .. :try_end_286} :catch_286
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_286
    :catch_286
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_286
    const-string v0, "Integer.remainderUnsigned(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_287
    const/4 v2, -6
    const/4 v3, 4
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
    move-result v2
    :try_end_287
    .catch Ljava/lang/RuntimeException; {:try_start_287 .. :try_end_287} :catch_287
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_287
    :catch_287
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_287
    const-string v0, "Integer.compareUnsigned(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_288
    const/4 v2, -6
    const/4 v3, 4
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
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
    const-string v0, "Integer.compare(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_289
    const/4 v2, -6
    const/4 v3, 4
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
    move-result v2
    :try_end_289
    .catch Ljava/lang/RuntimeException; {:try_start_289 .. :try_end_289} :catch_289
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_289
    :catch_289
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_289
    const-string v0, "Integer.sum(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_290
    const/4 v2, -6
    const/4 v3, 4
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_290
    .catch Ljava/lang/RuntimeException; {:try_start_290 .. :try_end_290} :catch_290
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_290
    :catch_290
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_290
    const-string v0, "Integer.max(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_291
    const/4 v2, -6
    const/4 v3, 4
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
    move-result v2
    :try_end_291
    .catch Ljava/lang/RuntimeException; {:try_start_291 .. :try_end_291} :catch_291
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_291
    :catch_291
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_291
    const-string v0, "Integer.min(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_292
    const/4 v2, -6
    const/4 v3, 4
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
    move-result v2
    :try_end_292
    .catch Ljava/lang/RuntimeException; {:try_start_292 .. :try_end_292} :catch_292
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_292
    :catch_292
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_292
    const-string v0, "Integer.divideUnsigned(0, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_293
    const/4 v2, 0
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
    move-result v2
    :try_end_293
    .catch Ljava/lang/RuntimeException; {:try_start_293 .. :try_end_293} :catch_293
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_293
    :catch_293
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_293
    const-string v0, "Integer.remainderUnsigned(0, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_294
    const/4 v2, 0
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
    move-result v2
    :try_end_294
    .catch Ljava/lang/RuntimeException; {:try_start_294 .. :try_end_294} :catch_294
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_294
    :catch_294
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_294
    const-string v0, "Integer.compareUnsigned(0, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_295
    const/4 v2, 0
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
    move-result v2
    :try_end_295
    .catch Ljava/lang/RuntimeException; {:try_start_295 .. :try_end_295} :catch_295
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_295
    :catch_295
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_295
    const-string v0, "Integer.compare(0, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_296
    const/4 v2, 0
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
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
    const-string v0, "Integer.sum(0, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_297
    const/4 v2, 0
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_297
    .catch Ljava/lang/RuntimeException; {:try_start_297 .. :try_end_297} :catch_297
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_297
    :catch_297
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_297
    const-string v0, "Integer.max(0, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_298
    const/4 v2, 0
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
    move-result v2
    :try_end_298
    .catch Ljava/lang/RuntimeException; {:try_start_298 .. :try_end_298} :catch_298
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_298
    :catch_298
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_298
    const-string v0, "Integer.min(0, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_299
    const/4 v2, 0
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
    move-result v2
    :try_end_299
    .catch Ljava/lang/RuntimeException; {:try_start_299 .. :try_end_299} :catch_299
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_299
    :catch_299
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_299
    const-string v0, "Integer.divideUnsigned(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_300
    const/4 v2, 7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
    move-result v2
    :try_end_300
    .catch Ljava/lang/RuntimeException; {:try_start_300 .. :try_end_300} :catch_300
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_300
    :catch_300
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_300
    const-string v0, "Integer.remainderUnsigned(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_301
    const/4 v2, 7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
    move-result v2
    :try_end_301
    .catch Ljava/lang/RuntimeException; {:try_start_301 .. :try_end_301} :catch_301
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_301
    :catch_301
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_301
    const-string v0, "Integer.compareUnsigned(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_302
    const/4 v2, 7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
    move-result v2
    :try_end_302
    .catch Ljava/lang/RuntimeException; {:try_start_302 .. :try_end_302} :catch_302
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_302
    :catch_302
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_302
    const-string v0, "Integer.compare(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_303
    const/4 v2, 7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
    move-result v2
    :try_end_303
    .catch Ljava/lang/RuntimeException; {:try_start_303 .. :try_end_303} :catch_303
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_303
    :catch_303
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_303
    const-string v0, "Integer.sum(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_304
    const/4 v2, 7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_304
    .catch Ljava/lang/RuntimeException; {:try_start_304 .. :try_end_304} :catch_304
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_304
    :catch_304
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_304
    const-string v0, "Integer.max(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_305
    const/4 v2, 7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
    move-result v2
    :try_end_305
    .catch Ljava/lang/RuntimeException; {:try_start_305 .. :try_end_305} :catch_305
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_305
    :catch_305
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_305
    const-string v0, "Integer.min(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_306
    const/4 v2, 7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
    move-result v2
    :try_end_306
    .catch Ljava/lang/RuntimeException; {:try_start_306 .. :try_end_306} :catch_306
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_306
    :catch_306
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_306
    const-string v0, "Integer.divideUnsigned(-7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_307
    const/4 v2, -7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
    move-result v2
    :try_end_307
    .catch Ljava/lang/RuntimeException; {:try_start_307 .. :try_end_307} :catch_307
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_307
    :catch_307
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_307
    const-string v0, "Integer.remainderUnsigned(-7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_308
    const/4 v2, -7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
    move-result v2
    :try_end_308
    .catch Ljava/lang/RuntimeException; {:try_start_308 .. :try_end_308} :catch_308
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_308
    :catch_308
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_308
    const-string v0, "Integer.compareUnsigned(-7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_309
    const/4 v2, -7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
    move-result v2
    :try_end_309
    .catch Ljava/lang/RuntimeException; {:try_start_309 .. :try_end_309} :catch_309
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_309
    :catch_309
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_309
    const-string v0, "Integer.compare(-7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_310
    const/4 v2, -7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
    move-result v2
    :try_end_310
    .catch Ljava/lang/RuntimeException; {:try_start_310 .. :try_end_310} :catch_310
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_310
    :catch_310
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_310
    const-string v0, "Integer.sum(-7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_311
    const/4 v2, -7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_311
    .catch Ljava/lang/RuntimeException; {:try_start_311 .. :try_end_311} :catch_311
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_311
    :catch_311
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_311
    const-string v0, "Integer.max(-7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_312
    const/4 v2, -7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
    move-result v2
    :try_end_312
    .catch Ljava/lang/RuntimeException; {:try_start_312 .. :try_end_312} :catch_312
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_312
    :catch_312
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_312
    const-string v0, "Integer.min(-7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_313
    const/4 v2, -7
    const/4 v3, 0
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
    move-result v2
    :try_end_313
    .catch Ljava/lang/RuntimeException; {:try_start_313 .. :try_end_313} :catch_313
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_313
    :catch_313
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_313
    const-string v0, "Integer.divideUnsigned(2147483647, -2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_314
    const v2, 2147483647
    const v3, -2147483648
    invoke-static {v2, v3}, Ljava/lang/Integer;->divideUnsigned(II)I
    move-result v2
    :try_end_314
    .catch Ljava/lang/RuntimeException; {:try_start_314 .. :try_end_314} :catch_314
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_314
    :catch_314
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_314
    const-string v0, "Integer.remainderUnsigned(2147483647, -2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_315
    const v2, 2147483647
    const v3, -2147483648
    invoke-static {v2, v3}, Ljava/lang/Integer;->remainderUnsigned(II)I
    move-result v2
    :try_end_315
    .catch Ljava/lang/RuntimeException; {:try_start_315 .. :try_end_315} :catch_315
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_315
    :catch_315
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_315
    const-string v0, "Integer.compareUnsigned(2147483647, -2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_316
    const v2, 2147483647
    const v3, -2147483648
    invoke-static {v2, v3}, Ljava/lang/Integer;->compareUnsigned(II)I
    move-result v2
    :try_end_316
    .catch Ljava/lang/RuntimeException; {:try_start_316 .. :try_end_316} :catch_316
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_316
    :catch_316
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_316
    const-string v0, "Integer.compare(2147483647, -2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_317
    const v2, 2147483647
    const v3, -2147483648
    invoke-static {v2, v3}, Ljava/lang/Integer;->compare(II)I
    move-result v2
    :try_end_317
    .catch Ljava/lang/RuntimeException; {:try_start_317 .. :try_end_317} :catch_317
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_317
    :catch_317
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_317
    const-string v0, "Integer.sum(2147483647, -2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_318
    const v2, 2147483647
    const v3, -2147483648
    invoke-static {v2, v3}, Ljava/lang/Integer;->sum(II)I
    move-result v2
    :try_end_318
    .catch Ljava/lang/RuntimeException; {:try_start_318 .. :try_end_318} :catch_318
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_318
    :catch_318
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_318
    const-string v0, "Integer.max(2147483647, -2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_319
    const v2, 2147483647
    const v3, -2147483648
    invoke-static {v2, v3}, Ljava/lang/Integer;->max(II)I
    move-result v2
    :try_end_319
    .catch Ljava/lang/RuntimeException; {:try_start_319 .. :try_end_319} :catch_319
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_319
    :catch_319
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_319
    const-string v0, "Integer.min(2147483647, -2147483648) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_320
    const v2, 2147483647
    const v3, -2147483648
    invoke-static {v2, v3}, Ljava/lang/Integer;->min(II)I
    move-result v2
    :try_end_320
    .catch Ljava/lang/RuntimeException; {:try_start_320 .. :try_end_320} :catch_320
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_320
    :catch_320
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_320
    const-string v0, "Integer.toUnsignedString(-1, 16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_321
    const/4 v2, -1
    const v3, 16
    invoke-static {v2, v3}, Ljava/lang/Integer;->toUnsignedString(II)Ljava/lang/String;
    move-result-object v2
    :try_end_321
    .catch Ljava/lang/RuntimeException; {:try_start_321 .. :try_end_321} :catch_321
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_321
    :catch_321
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_321
    const-string v0, "Integer.toUnsignedString(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_322
    const/4 v2, -1
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->toUnsignedString(II)Ljava/lang/String;
    move-result-object v2
    :try_end_322
    .catch Ljava/lang/RuntimeException; {:try_start_322 .. :try_end_322} :catch_322
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_322
    :catch_322
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_322
    const-string v0, "Integer.toUnsignedString(-1, 36) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_323
    const/4 v2, -1
    const v3, 36
    invoke-static {v2, v3}, Ljava/lang/Integer;->toUnsignedString(II)Ljava/lang/String;
    move-result-object v2
    :try_end_323
    .catch Ljava/lang/RuntimeException; {:try_start_323 .. :try_end_323} :catch_323
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_323
    :catch_323
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_323
    const-string v0, "Integer.toUnsignedString(-1, 37) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_324
    const/4 v2, -1
    const v3, 37
    invoke-static {v2, v3}, Ljava/lang/Integer;->toUnsignedString(II)Ljava/lang/String;
    move-result-object v2
    :try_end_324
    .catch Ljava/lang/RuntimeException; {:try_start_324 .. :try_end_324} :catch_324
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_324
    :catch_324
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_324
    const-string v0, "Integer.toUnsignedString(-1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_325
    const/4 v2, -1
    const/4 v3, 1
    invoke-static {v2, v3}, Ljava/lang/Integer;->toUnsignedString(II)Ljava/lang/String;
    move-result-object v2
    :try_end_325
    .catch Ljava/lang/RuntimeException; {:try_start_325 .. :try_end_325} :catch_325
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_325
    :catch_325
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_325
    const-string v0, "Integer.toUnsignedString(255, 8) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_326
    const v2, 255
    const v3, 8
    invoke-static {v2, v3}, Ljava/lang/Integer;->toUnsignedString(II)Ljava/lang/String;
    move-result-object v2
    :try_end_326
    .catch Ljava/lang/RuntimeException; {:try_start_326 .. :try_end_326} :catch_326
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_326
    :catch_326
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_326
    const-string v0, "Integer.toUnsignedString(-2147483648, 7) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_327
    const v2, -2147483648
    const/4 v3, 7
    invoke-static {v2, v3}, Ljava/lang/Integer;->toUnsignedString(II)Ljava/lang/String;
    move-result-object v2
    :try_end_327
    .catch Ljava/lang/RuntimeException; {:try_start_327 .. :try_end_327} :catch_327
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_327
    :catch_327
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_327
    const-string v0, "Integer.parseUnsignedInt(\"4294967295\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_328
    const-string v2, "4294967295"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_328
    .catch Ljava/lang/RuntimeException; {:try_start_328 .. :try_end_328} :catch_328
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_328
    :catch_328
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_328
    const-string v0, "Integer.parseUnsignedInt(\"0\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_329
    const-string v2, "0"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_329
    .catch Ljava/lang/RuntimeException; {:try_start_329 .. :try_end_329} :catch_329
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_329
    :catch_329
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_329
    const-string v0, "Integer.parseUnsignedInt(\"+17\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_330
    const-string v2, "+17"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_330
    .catch Ljava/lang/RuntimeException; {:try_start_330 .. :try_end_330} :catch_330
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_330
    :catch_330
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_330
    const-string v0, "Integer.parseUnsignedInt(\"2147483648\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_331
    const-string v2, "2147483648"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_331
    .catch Ljava/lang/RuntimeException; {:try_start_331 .. :try_end_331} :catch_331
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_331
    :catch_331
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_331
    const-string v0, "Integer.parseUnsignedInt(\"4294967296\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_332
    const-string v2, "4294967296"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_332
    .catch Ljava/lang/RuntimeException; {:try_start_332 .. :try_end_332} :catch_332
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_332
    :catch_332
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_332
    const-string v0, "Integer.parseUnsignedInt(\"-1\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_333
    const-string v2, "-1"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_333
    .catch Ljava/lang/RuntimeException; {:try_start_333 .. :try_end_333} :catch_333
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_333
    :catch_333
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_333
    const-string v0, "Integer.parseUnsignedInt(\"\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_334
    const-string v2, ""
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_334
    .catch Ljava/lang/RuntimeException; {:try_start_334 .. :try_end_334} :catch_334
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_334
    :catch_334
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_334
    const-string v0, "Integer.parseUnsignedInt(\"abc\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_335
    const-string v2, "abc"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_335
    .catch Ljava/lang/RuntimeException; {:try_start_335 .. :try_end_335} :catch_335
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_335
    :catch_335
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_335
    const-string v0, "Integer.parseUnsignedInt(\"99999999999\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_336
    const-string v2, "99999999999"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_336
    .catch Ljava/lang/RuntimeException; {:try_start_336 .. :try_end_336} :catch_336
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_336
    :catch_336
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_336
    const-string v0, "Integer.parseUnsignedInt(\"00000000004294967295\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_337
    const-string v2, "00000000004294967295"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_337
    .catch Ljava/lang/RuntimeException; {:try_start_337 .. :try_end_337} :catch_337
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_337
    :catch_337
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_337
    const-string v0, "Integer.parseUnsignedInt(\"-0\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_338
    const-string v2, "-0"
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_338
    .catch Ljava/lang/RuntimeException; {:try_start_338 .. :try_end_338} :catch_338
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_338
    :catch_338
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_338
    const-string v0, "Integer.parseUnsignedInt(null) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_339
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;)I
    move-result v2
    :try_end_339
    .catch Ljava/lang/RuntimeException; {:try_start_339 .. :try_end_339} :catch_339
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_339
    :catch_339
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_339
    const-string v0, "Integer.parseUnsignedInt(\"ffffffff\", 16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_340
    const-string v2, "ffffffff"
    const v3, 16
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;I)I
    move-result v2
    :try_end_340
    .catch Ljava/lang/RuntimeException; {:try_start_340 .. :try_end_340} :catch_340
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_340
    :catch_340
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_340
    const-string v0, "Integer.parseUnsignedInt(\"FFFFFFFF\", 16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_341
    const-string v2, "FFFFFFFF"
    const v3, 16
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;I)I
    move-result v2
    :try_end_341
    .catch Ljava/lang/RuntimeException; {:try_start_341 .. :try_end_341} :catch_341
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_341
    :catch_341
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_341
    const-string v0, "Integer.parseUnsignedInt(\"100000000\", 16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_342
    const-string v2, "100000000"
    const v3, 16
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;I)I
    move-result v2
    :try_end_342
    .catch Ljava/lang/RuntimeException; {:try_start_342 .. :try_end_342} :catch_342
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_342
    :catch_342
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_342
    const-string v0, "Integer.parseUnsignedInt(\"11111111111111111111111111111111\", 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_343
    const-string v2, "11111111111111111111111111111111"
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;I)I
    move-result v2
    :try_end_343
    .catch Ljava/lang/RuntimeException; {:try_start_343 .. :try_end_343} :catch_343
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_343
    :catch_343
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_343
    const-string v0, "Integer.parseUnsignedInt(\"zz\", 36) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_344
    const-string v2, "zz"
    const v3, 36
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;I)I
    move-result v2
    :try_end_344
    .catch Ljava/lang/RuntimeException; {:try_start_344 .. :try_end_344} :catch_344
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_344
    :catch_344
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_344
    const-string v0, "Integer.parseUnsignedInt(\"12\", 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_345
    const-string v2, "12"
    const/4 v3, 2
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;I)I
    move-result v2
    :try_end_345
    .catch Ljava/lang/RuntimeException; {:try_start_345 .. :try_end_345} :catch_345
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_345
    :catch_345
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_345
    const-string v0, "Integer.parseUnsignedInt(\"1z\", 37) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_346
    const-string v2, "1z"
    const v3, 37
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseUnsignedInt(Ljava/lang/String;I)I
    move-result v2
    :try_end_346
    .catch Ljava/lang/RuntimeException; {:try_start_346 .. :try_end_346} :catch_346
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_346
    :catch_346
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_346
    const-string v0, "Long.bitCount(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_347
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_347
    .catch Ljava/lang/RuntimeException; {:try_start_347 .. :try_end_347} :catch_347
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_347
    :catch_347
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_347
    const-string v0, "Long.reverse(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_348
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_348
    .catch Ljava/lang/RuntimeException; {:try_start_348 .. :try_end_348} :catch_348
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_348
    :catch_348
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_348
    const-string v0, "Long.reverseBytes(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_349
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_349
    .catch Ljava/lang/RuntimeException; {:try_start_349 .. :try_end_349} :catch_349
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_349
    :catch_349
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_349
    const-string v0, "Long.numberOfLeadingZeros(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_350
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_350
    .catch Ljava/lang/RuntimeException; {:try_start_350 .. :try_end_350} :catch_350
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_350
    :catch_350
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_350
    const-string v0, "Long.numberOfTrailingZeros(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_351
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_351
    .catch Ljava/lang/RuntimeException; {:try_start_351 .. :try_end_351} :catch_351
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_351
    :catch_351
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_351
    const-string v0, "Long.highestOneBit(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_352
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_352
    .catch Ljava/lang/RuntimeException; {:try_start_352 .. :try_end_352} :catch_352
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_352
    :catch_352
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_352
    const-string v0, "Long.lowestOneBit(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_353
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_353
    .catch Ljava/lang/RuntimeException; {:try_start_353 .. :try_end_353} :catch_353
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_353
    :catch_353
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_353
    const-string v0, "Long.signum(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_354
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_354
    .catch Ljava/lang/RuntimeException; {:try_start_354 .. :try_end_354} :catch_354
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_354
    :catch_354
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_354
    const-string v0, "Long.hashCode(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_355
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_355
    .catch Ljava/lang/RuntimeException; {:try_start_355 .. :try_end_355} :catch_355
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_355
    :catch_355
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_355
    const-string v0, "Long.toUnsignedString(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_356
    const-wide v2, 0L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_356
    .catch Ljava/lang/RuntimeException; {:try_start_356 .. :try_end_356} :catch_356
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_356
    :catch_356
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_356
    const-string v0, "Long.rotateLeft(0, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_357
    const-wide v2, 0L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_357
    .catch Ljava/lang/RuntimeException; {:try_start_357 .. :try_end_357} :catch_357
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_357
    :catch_357
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_357
    const-string v0, "Long.rotateRight(0, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_358
    const-wide v2, 0L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_358
    .catch Ljava/lang/RuntimeException; {:try_start_358 .. :try_end_358} :catch_358
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_358
    :catch_358
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_358
    const-string v0, "Long.rotateLeft(0, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_359
    const-wide v2, 0L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_359
    .catch Ljava/lang/RuntimeException; {:try_start_359 .. :try_end_359} :catch_359
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_359
    :catch_359
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_359
    const-string v0, "Long.rotateRight(0, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_360
    const-wide v2, 0L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_360
    .catch Ljava/lang/RuntimeException; {:try_start_360 .. :try_end_360} :catch_360
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_360
    :catch_360
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_360
    const-string v0, "Long.rotateLeft(0, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_361
    const-wide v2, 0L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_361
    .catch Ljava/lang/RuntimeException; {:try_start_361 .. :try_end_361} :catch_361
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_361
    :catch_361
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_361
    const-string v0, "Long.rotateRight(0, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_362
    const-wide v2, 0L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_362
    .catch Ljava/lang/RuntimeException; {:try_start_362 .. :try_end_362} :catch_362
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_362
    :catch_362
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_362
    const-string v0, "Long.rotateLeft(0, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_363
    const-wide v2, 0L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_363
    .catch Ljava/lang/RuntimeException; {:try_start_363 .. :try_end_363} :catch_363
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_363
    :catch_363
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_363
    const-string v0, "Long.rotateRight(0, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_364
    const-wide v2, 0L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_364
    .catch Ljava/lang/RuntimeException; {:try_start_364 .. :try_end_364} :catch_364
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_364
    :catch_364
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_364
    const-string v0, "Long.rotateLeft(0, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_365
    const-wide v2, 0L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_365
    .catch Ljava/lang/RuntimeException; {:try_start_365 .. :try_end_365} :catch_365
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_365
    :catch_365
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_365
    const-string v0, "Long.rotateRight(0, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_366
    const-wide v2, 0L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_366
    .catch Ljava/lang/RuntimeException; {:try_start_366 .. :try_end_366} :catch_366
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_366
    :catch_366
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_366
    const-string v0, "Long.rotateLeft(0, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_367
    const-wide v2, 0L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_367
    .catch Ljava/lang/RuntimeException; {:try_start_367 .. :try_end_367} :catch_367
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_367
    :catch_367
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_367
    const-string v0, "Long.rotateRight(0, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_368
    const-wide v2, 0L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_368
    .catch Ljava/lang/RuntimeException; {:try_start_368 .. :try_end_368} :catch_368
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_368
    :catch_368
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_368
    const-string v0, "Long.bitCount(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_369
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_369
    .catch Ljava/lang/RuntimeException; {:try_start_369 .. :try_end_369} :catch_369
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_369
    :catch_369
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_369
    const-string v0, "Long.reverse(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_370
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_370
    .catch Ljava/lang/RuntimeException; {:try_start_370 .. :try_end_370} :catch_370
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_370
    :catch_370
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_370
    const-string v0, "Long.reverseBytes(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_371
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_371
    .catch Ljava/lang/RuntimeException; {:try_start_371 .. :try_end_371} :catch_371
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_371
    :catch_371
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_371
    const-string v0, "Long.numberOfLeadingZeros(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_372
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_372
    .catch Ljava/lang/RuntimeException; {:try_start_372 .. :try_end_372} :catch_372
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_372
    :catch_372
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_372
    const-string v0, "Long.numberOfTrailingZeros(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_373
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_373
    .catch Ljava/lang/RuntimeException; {:try_start_373 .. :try_end_373} :catch_373
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_373
    :catch_373
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_373
    const-string v0, "Long.highestOneBit(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_374
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_374
    .catch Ljava/lang/RuntimeException; {:try_start_374 .. :try_end_374} :catch_374
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_374
    :catch_374
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_374
    const-string v0, "Long.lowestOneBit(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_375
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_375
    .catch Ljava/lang/RuntimeException; {:try_start_375 .. :try_end_375} :catch_375
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_375
    :catch_375
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_375
    const-string v0, "Long.signum(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_376
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_376
    .catch Ljava/lang/RuntimeException; {:try_start_376 .. :try_end_376} :catch_376
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_376
    :catch_376
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_376
    const-string v0, "Long.hashCode(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_377
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_377
    .catch Ljava/lang/RuntimeException; {:try_start_377 .. :try_end_377} :catch_377
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_377
    :catch_377
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_377
    const-string v0, "Long.toUnsignedString(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_378
    const-wide v2, 1L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_378
    .catch Ljava/lang/RuntimeException; {:try_start_378 .. :try_end_378} :catch_378
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_378
    :catch_378
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_378
    const-string v0, "Long.rotateLeft(1, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_379
    const-wide v2, 1L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_379
    .catch Ljava/lang/RuntimeException; {:try_start_379 .. :try_end_379} :catch_379
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_379
    :catch_379
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_379
    const-string v0, "Long.rotateRight(1, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_380
    const-wide v2, 1L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_380
    .catch Ljava/lang/RuntimeException; {:try_start_380 .. :try_end_380} :catch_380
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_380
    :catch_380
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_380
    const-string v0, "Long.rotateLeft(1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_381
    const-wide v2, 1L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_381
    .catch Ljava/lang/RuntimeException; {:try_start_381 .. :try_end_381} :catch_381
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_381
    :catch_381
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_381
    const-string v0, "Long.rotateRight(1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_382
    const-wide v2, 1L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_382
    .catch Ljava/lang/RuntimeException; {:try_start_382 .. :try_end_382} :catch_382
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_382
    :catch_382
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_382
    const-string v0, "Long.rotateLeft(1, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_383
    const-wide v2, 1L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_383
    .catch Ljava/lang/RuntimeException; {:try_start_383 .. :try_end_383} :catch_383
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_383
    :catch_383
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_383
    const-string v0, "Long.rotateRight(1, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_384
    const-wide v2, 1L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_384
    .catch Ljava/lang/RuntimeException; {:try_start_384 .. :try_end_384} :catch_384
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_384
    :catch_384
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_384
    const-string v0, "Long.rotateLeft(1, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_385
    const-wide v2, 1L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_385
    .catch Ljava/lang/RuntimeException; {:try_start_385 .. :try_end_385} :catch_385
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_385
    :catch_385
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_385
    const-string v0, "Long.rotateRight(1, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_386
    const-wide v2, 1L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_386
    .catch Ljava/lang/RuntimeException; {:try_start_386 .. :try_end_386} :catch_386
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_386
    :catch_386
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_386
    const-string v0, "Long.rotateLeft(1, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_387
    const-wide v2, 1L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_387
    .catch Ljava/lang/RuntimeException; {:try_start_387 .. :try_end_387} :catch_387
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_387
    :catch_387
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_387
    const-string v0, "Long.rotateRight(1, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_388
    const-wide v2, 1L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_388
    .catch Ljava/lang/RuntimeException; {:try_start_388 .. :try_end_388} :catch_388
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_388
    :catch_388
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_388
    const-string v0, "Long.rotateLeft(1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_389
    const-wide v2, 1L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_389
    .catch Ljava/lang/RuntimeException; {:try_start_389 .. :try_end_389} :catch_389
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_389
    :catch_389
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_389
    const-string v0, "Long.rotateRight(1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_390
    const-wide v2, 1L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_390
    .catch Ljava/lang/RuntimeException; {:try_start_390 .. :try_end_390} :catch_390
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_390
    :catch_390
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_390
    const-string v0, "Long.bitCount(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_391
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_391
    .catch Ljava/lang/RuntimeException; {:try_start_391 .. :try_end_391} :catch_391
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_391
    :catch_391
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_391
    const-string v0, "Long.reverse(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_392
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_392
    .catch Ljava/lang/RuntimeException; {:try_start_392 .. :try_end_392} :catch_392
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_392
    :catch_392
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_392
    const-string v0, "Long.reverseBytes(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_393
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_393
    .catch Ljava/lang/RuntimeException; {:try_start_393 .. :try_end_393} :catch_393
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_393
    :catch_393
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_393
    const-string v0, "Long.numberOfLeadingZeros(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_394
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_394
    .catch Ljava/lang/RuntimeException; {:try_start_394 .. :try_end_394} :catch_394
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_394
    :catch_394
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_394
    const-string v0, "Long.numberOfTrailingZeros(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_395
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_395
    .catch Ljava/lang/RuntimeException; {:try_start_395 .. :try_end_395} :catch_395
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_395
    :catch_395
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_395
    const-string v0, "Long.highestOneBit(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_396
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_396
    .catch Ljava/lang/RuntimeException; {:try_start_396 .. :try_end_396} :catch_396
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_396
    :catch_396
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_396
    const-string v0, "Long.lowestOneBit(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_397
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_397
    .catch Ljava/lang/RuntimeException; {:try_start_397 .. :try_end_397} :catch_397
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_397
    :catch_397
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_397
    const-string v0, "Long.signum(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_398
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_398
    .catch Ljava/lang/RuntimeException; {:try_start_398 .. :try_end_398} :catch_398
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_398
    :catch_398
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_398
    const-string v0, "Long.hashCode(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_399
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_399
    .catch Ljava/lang/RuntimeException; {:try_start_399 .. :try_end_399} :catch_399
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_399
    :catch_399
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_399
    const-string v0, "Long.toUnsignedString(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_400
    const-wide v2, -1L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_400
    .catch Ljava/lang/RuntimeException; {:try_start_400 .. :try_end_400} :catch_400
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_400
    :catch_400
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_400
    const-string v0, "Long.rotateLeft(-1, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_401
    const-wide v2, -1L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_401
    .catch Ljava/lang/RuntimeException; {:try_start_401 .. :try_end_401} :catch_401
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_401
    :catch_401
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_401
    const-string v0, "Long.rotateRight(-1, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_402
    const-wide v2, -1L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_402
    .catch Ljava/lang/RuntimeException; {:try_start_402 .. :try_end_402} :catch_402
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_402
    :catch_402
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_402
    const-string v0, "Long.rotateLeft(-1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_403
    const-wide v2, -1L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_403
    .catch Ljava/lang/RuntimeException; {:try_start_403 .. :try_end_403} :catch_403
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_403
    :catch_403
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_403
    const-string v0, "Long.rotateRight(-1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_404
    const-wide v2, -1L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_404
    .catch Ljava/lang/RuntimeException; {:try_start_404 .. :try_end_404} :catch_404
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_404
    :catch_404
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_404
    const-string v0, "Long.rotateLeft(-1, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_405
    const-wide v2, -1L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_405
    .catch Ljava/lang/RuntimeException; {:try_start_405 .. :try_end_405} :catch_405
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_405
    :catch_405
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_405
    const-string v0, "Long.rotateRight(-1, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_406
    const-wide v2, -1L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_406
    .catch Ljava/lang/RuntimeException; {:try_start_406 .. :try_end_406} :catch_406
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_406
    :catch_406
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_406
    const-string v0, "Long.rotateLeft(-1, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_407
    const-wide v2, -1L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_407
    .catch Ljava/lang/RuntimeException; {:try_start_407 .. :try_end_407} :catch_407
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_407
    :catch_407
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_407
    const-string v0, "Long.rotateRight(-1, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_408
    const-wide v2, -1L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_408
    .catch Ljava/lang/RuntimeException; {:try_start_408 .. :try_end_408} :catch_408
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_408
    :catch_408
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_408
    const-string v0, "Long.rotateLeft(-1, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_409
    const-wide v2, -1L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_409
    .catch Ljava/lang/RuntimeException; {:try_start_409 .. :try_end_409} :catch_409
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_409
    :catch_409
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_409
    const-string v0, "Long.rotateRight(-1, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_410
    const-wide v2, -1L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_410
    .catch Ljava/lang/RuntimeException; {:try_start_410 .. :try_end_410} :catch_410
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_410
    :catch_410
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_410
    const-string v0, "Long.rotateLeft(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_411
    const-wide v2, -1L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_411
    .catch Ljava/lang/RuntimeException; {:try_start_411 .. :try_end_411} :catch_411
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_411
    :catch_411
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_411
    const-string v0, "Long.rotateRight(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_412
    const-wide v2, -1L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_412
    .catch Ljava/lang/RuntimeException; {:try_start_412 .. :try_end_412} :catch_412
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_412
    :catch_412
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_412
    const-string v0, "Long.bitCount(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_413
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_413
    .catch Ljava/lang/RuntimeException; {:try_start_413 .. :try_end_413} :catch_413
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_413
    :catch_413
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_413
    const-string v0, "Long.reverse(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_414
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_414
    .catch Ljava/lang/RuntimeException; {:try_start_414 .. :try_end_414} :catch_414
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_414
    :catch_414
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_414
    const-string v0, "Long.reverseBytes(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_415
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_415
    .catch Ljava/lang/RuntimeException; {:try_start_415 .. :try_end_415} :catch_415
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_415
    :catch_415
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_415
    const-string v0, "Long.numberOfLeadingZeros(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_416
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_416
    .catch Ljava/lang/RuntimeException; {:try_start_416 .. :try_end_416} :catch_416
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_416
    :catch_416
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_416
    const-string v0, "Long.numberOfTrailingZeros(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_417
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_417
    .catch Ljava/lang/RuntimeException; {:try_start_417 .. :try_end_417} :catch_417
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_417
    :catch_417
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_417
    const-string v0, "Long.highestOneBit(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_418
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_418
    .catch Ljava/lang/RuntimeException; {:try_start_418 .. :try_end_418} :catch_418
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_418
    :catch_418
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_418
    const-string v0, "Long.lowestOneBit(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_419
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_419
    .catch Ljava/lang/RuntimeException; {:try_start_419 .. :try_end_419} :catch_419
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_419
    :catch_419
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_419
    const-string v0, "Long.signum(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_420
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_420
    .catch Ljava/lang/RuntimeException; {:try_start_420 .. :try_end_420} :catch_420
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_420
    :catch_420
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_420
    const-string v0, "Long.hashCode(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_421
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_421
    .catch Ljava/lang/RuntimeException; {:try_start_421 .. :try_end_421} :catch_421
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_421
    :catch_421
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_421
    const-string v0, "Long.toUnsignedString(6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_422
    const-wide v2, 6L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_422
    .catch Ljava/lang/RuntimeException; {:try_start_422 .. :try_end_422} :catch_422
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_422
    :catch_422
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_422
    const-string v0, "Long.rotateLeft(6, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_423
    const-wide v2, 6L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_423
    .catch Ljava/lang/RuntimeException; {:try_start_423 .. :try_end_423} :catch_423
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_423
    :catch_423
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_423
    const-string v0, "Long.rotateRight(6, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_424
    const-wide v2, 6L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_424
    .catch Ljava/lang/RuntimeException; {:try_start_424 .. :try_end_424} :catch_424
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_424
    :catch_424
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_424
    const-string v0, "Long.rotateLeft(6, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_425
    const-wide v2, 6L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_425
    .catch Ljava/lang/RuntimeException; {:try_start_425 .. :try_end_425} :catch_425
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_425
    :catch_425
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_425
    const-string v0, "Long.rotateRight(6, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_426
    const-wide v2, 6L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_426
    .catch Ljava/lang/RuntimeException; {:try_start_426 .. :try_end_426} :catch_426
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_426
    :catch_426
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_426
    const-string v0, "Long.rotateLeft(6, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_427
    const-wide v2, 6L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_427
    .catch Ljava/lang/RuntimeException; {:try_start_427 .. :try_end_427} :catch_427
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_427
    :catch_427
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_427
    const-string v0, "Long.rotateRight(6, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_428
    const-wide v2, 6L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_428
    .catch Ljava/lang/RuntimeException; {:try_start_428 .. :try_end_428} :catch_428
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_428
    :catch_428
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_428
    const-string v0, "Long.rotateLeft(6, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_429
    const-wide v2, 6L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_429
    .catch Ljava/lang/RuntimeException; {:try_start_429 .. :try_end_429} :catch_429
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_429
    :catch_429
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_429
    const-string v0, "Long.rotateRight(6, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_430
    const-wide v2, 6L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_430
    .catch Ljava/lang/RuntimeException; {:try_start_430 .. :try_end_430} :catch_430
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_430
    :catch_430
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_430
    const-string v0, "Long.rotateLeft(6, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_431
    const-wide v2, 6L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_431
    .catch Ljava/lang/RuntimeException; {:try_start_431 .. :try_end_431} :catch_431
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_431
    :catch_431
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_431
    const-string v0, "Long.rotateRight(6, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_432
    const-wide v2, 6L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_432
    .catch Ljava/lang/RuntimeException; {:try_start_432 .. :try_end_432} :catch_432
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_432
    :catch_432
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_432
    const-string v0, "Long.rotateLeft(6, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_433
    const-wide v2, 6L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_433
    .catch Ljava/lang/RuntimeException; {:try_start_433 .. :try_end_433} :catch_433
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_433
    :catch_433
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_433
    const-string v0, "Long.rotateRight(6, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_434
    const-wide v2, 6L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_434
    .catch Ljava/lang/RuntimeException; {:try_start_434 .. :try_end_434} :catch_434
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_434
    :catch_434
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_434
    const-string v0, "Long.bitCount(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_435
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_435
    .catch Ljava/lang/RuntimeException; {:try_start_435 .. :try_end_435} :catch_435
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_435
    :catch_435
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_435
    const-string v0, "Long.reverse(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_436
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_436
    .catch Ljava/lang/RuntimeException; {:try_start_436 .. :try_end_436} :catch_436
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_436
    :catch_436
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_436
    const-string v0, "Long.reverseBytes(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_437
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_437
    .catch Ljava/lang/RuntimeException; {:try_start_437 .. :try_end_437} :catch_437
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_437
    :catch_437
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_437
    const-string v0, "Long.numberOfLeadingZeros(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_438
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_438
    .catch Ljava/lang/RuntimeException; {:try_start_438 .. :try_end_438} :catch_438
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_438
    :catch_438
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_438
    const-string v0, "Long.numberOfTrailingZeros(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_439
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_439
    .catch Ljava/lang/RuntimeException; {:try_start_439 .. :try_end_439} :catch_439
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_439
    :catch_439
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_439
    const-string v0, "Long.highestOneBit(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_440
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_440
    .catch Ljava/lang/RuntimeException; {:try_start_440 .. :try_end_440} :catch_440
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_440
    :catch_440
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_440
    const-string v0, "Long.lowestOneBit(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_441
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_441
    .catch Ljava/lang/RuntimeException; {:try_start_441 .. :try_end_441} :catch_441
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_441
    :catch_441
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_441
    const-string v0, "Long.signum(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_442
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_442
    .catch Ljava/lang/RuntimeException; {:try_start_442 .. :try_end_442} :catch_442
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_442
    :catch_442
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_442
    const-string v0, "Long.hashCode(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_443
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_443
    .catch Ljava/lang/RuntimeException; {:try_start_443 .. :try_end_443} :catch_443
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_443
    :catch_443
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_443
    const-string v0, "Long.toUnsignedString(-6) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_444
    const-wide v2, -6L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_444
    .catch Ljava/lang/RuntimeException; {:try_start_444 .. :try_end_444} :catch_444
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_444
    :catch_444
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_444
    const-string v0, "Long.rotateLeft(-6, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_445
    const-wide v2, -6L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_445
    .catch Ljava/lang/RuntimeException; {:try_start_445 .. :try_end_445} :catch_445
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_445
    :catch_445
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_445
    const-string v0, "Long.rotateRight(-6, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_446
    const-wide v2, -6L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_446
    .catch Ljava/lang/RuntimeException; {:try_start_446 .. :try_end_446} :catch_446
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_446
    :catch_446
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_446
    const-string v0, "Long.rotateLeft(-6, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_447
    const-wide v2, -6L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_447
    .catch Ljava/lang/RuntimeException; {:try_start_447 .. :try_end_447} :catch_447
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_447
    :catch_447
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_447
    const-string v0, "Long.rotateRight(-6, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_448
    const-wide v2, -6L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_448
    .catch Ljava/lang/RuntimeException; {:try_start_448 .. :try_end_448} :catch_448
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_448
    :catch_448
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_448
    const-string v0, "Long.rotateLeft(-6, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_449
    const-wide v2, -6L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_449
    .catch Ljava/lang/RuntimeException; {:try_start_449 .. :try_end_449} :catch_449
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_449
    :catch_449
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_449
    const-string v0, "Long.rotateRight(-6, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_450
    const-wide v2, -6L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_450
    .catch Ljava/lang/RuntimeException; {:try_start_450 .. :try_end_450} :catch_450
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_450
    :catch_450
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_450
    const-string v0, "Long.rotateLeft(-6, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_451
    const-wide v2, -6L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_451
    .catch Ljava/lang/RuntimeException; {:try_start_451 .. :try_end_451} :catch_451
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_451
    :catch_451
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_451
    const-string v0, "Long.rotateRight(-6, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_452
    const-wide v2, -6L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_452
    .catch Ljava/lang/RuntimeException; {:try_start_452 .. :try_end_452} :catch_452
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_452
    :catch_452
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_452
    const-string v0, "Long.rotateLeft(-6, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_453
    const-wide v2, -6L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_453
    .catch Ljava/lang/RuntimeException; {:try_start_453 .. :try_end_453} :catch_453
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_453
    :catch_453
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_453
    const-string v0, "Long.rotateRight(-6, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_454
    const-wide v2, -6L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_454
    .catch Ljava/lang/RuntimeException; {:try_start_454 .. :try_end_454} :catch_454
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_454
    :catch_454
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_454
    const-string v0, "Long.rotateLeft(-6, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_455
    const-wide v2, -6L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_455
    .catch Ljava/lang/RuntimeException; {:try_start_455 .. :try_end_455} :catch_455
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_455
    :catch_455
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_455
    const-string v0, "Long.rotateRight(-6, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_456
    const-wide v2, -6L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_456
    .catch Ljava/lang/RuntimeException; {:try_start_456 .. :try_end_456} :catch_456
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_456
    :catch_456
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_456
    const-string v0, "Long.bitCount(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_457
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_457
    .catch Ljava/lang/RuntimeException; {:try_start_457 .. :try_end_457} :catch_457
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_457
    :catch_457
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_457
    const-string v0, "Long.reverse(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_458
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_458
    .catch Ljava/lang/RuntimeException; {:try_start_458 .. :try_end_458} :catch_458
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_458
    :catch_458
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_458
    const-string v0, "Long.reverseBytes(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_459
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_459
    .catch Ljava/lang/RuntimeException; {:try_start_459 .. :try_end_459} :catch_459
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_459
    :catch_459
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_459
    const-string v0, "Long.numberOfLeadingZeros(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_460
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_460
    .catch Ljava/lang/RuntimeException; {:try_start_460 .. :try_end_460} :catch_460
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_460
    :catch_460
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_460
    const-string v0, "Long.numberOfTrailingZeros(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_461
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_461
    .catch Ljava/lang/RuntimeException; {:try_start_461 .. :try_end_461} :catch_461
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_461
    :catch_461
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_461
    const-string v0, "Long.highestOneBit(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_462
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_462
    .catch Ljava/lang/RuntimeException; {:try_start_462 .. :try_end_462} :catch_462
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_462
    :catch_462
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_462
    const-string v0, "Long.lowestOneBit(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_463
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_463
    .catch Ljava/lang/RuntimeException; {:try_start_463 .. :try_end_463} :catch_463
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_463
    :catch_463
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_463
    const-string v0, "Long.signum(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_464
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_464
    .catch Ljava/lang/RuntimeException; {:try_start_464 .. :try_end_464} :catch_464
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_464
    :catch_464
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_464
    const-string v0, "Long.hashCode(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_465
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_465
    .catch Ljava/lang/RuntimeException; {:try_start_465 .. :try_end_465} :catch_465
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_465
    :catch_465
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_465
    const-string v0, "Long.toUnsignedString(1311768467463790320) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_466
    const-wide v2, 1311768467463790320L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_466
    .catch Ljava/lang/RuntimeException; {:try_start_466 .. :try_end_466} :catch_466
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_466
    :catch_466
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_466
    const-string v0, "Long.rotateLeft(1311768467463790320, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_467
    const-wide v2, 1311768467463790320L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_467
    .catch Ljava/lang/RuntimeException; {:try_start_467 .. :try_end_467} :catch_467
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_467
    :catch_467
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_467
    const-string v0, "Long.rotateRight(1311768467463790320, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_468
    const-wide v2, 1311768467463790320L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_468
    .catch Ljava/lang/RuntimeException; {:try_start_468 .. :try_end_468} :catch_468
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_468
    :catch_468
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_468
    const-string v0, "Long.rotateLeft(1311768467463790320, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_469
    const-wide v2, 1311768467463790320L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_469
    .catch Ljava/lang/RuntimeException; {:try_start_469 .. :try_end_469} :catch_469
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_469
    :catch_469
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_469
    const-string v0, "Long.rotateRight(1311768467463790320, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_470
    const-wide v2, 1311768467463790320L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_470
    .catch Ljava/lang/RuntimeException; {:try_start_470 .. :try_end_470} :catch_470
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_470
    :catch_470
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_470
    const-string v0, "Long.rotateLeft(1311768467463790320, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_471
    const-wide v2, 1311768467463790320L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_471
    .catch Ljava/lang/RuntimeException; {:try_start_471 .. :try_end_471} :catch_471
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_471
    :catch_471
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_471
    const-string v0, "Long.rotateRight(1311768467463790320, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_472
    const-wide v2, 1311768467463790320L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_472
    .catch Ljava/lang/RuntimeException; {:try_start_472 .. :try_end_472} :catch_472
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_472
    :catch_472
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_472
    const-string v0, "Long.rotateLeft(1311768467463790320, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_473
    const-wide v2, 1311768467463790320L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_473
    .catch Ljava/lang/RuntimeException; {:try_start_473 .. :try_end_473} :catch_473
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_473
    :catch_473
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_473
    const-string v0, "Long.rotateRight(1311768467463790320, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_474
    const-wide v2, 1311768467463790320L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_474
    .catch Ljava/lang/RuntimeException; {:try_start_474 .. :try_end_474} :catch_474
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_474
    :catch_474
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_474
    const-string v0, "Long.rotateLeft(1311768467463790320, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_475
    const-wide v2, 1311768467463790320L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_475
    .catch Ljava/lang/RuntimeException; {:try_start_475 .. :try_end_475} :catch_475
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_475
    :catch_475
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_475
    const-string v0, "Long.rotateRight(1311768467463790320, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_476
    const-wide v2, 1311768467463790320L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_476
    .catch Ljava/lang/RuntimeException; {:try_start_476 .. :try_end_476} :catch_476
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_476
    :catch_476
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_476
    const-string v0, "Long.rotateLeft(1311768467463790320, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_477
    const-wide v2, 1311768467463790320L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_477
    .catch Ljava/lang/RuntimeException; {:try_start_477 .. :try_end_477} :catch_477
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_477
    :catch_477
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_477
    const-string v0, "Long.rotateRight(1311768467463790320, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_478
    const-wide v2, 1311768467463790320L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_478
    .catch Ljava/lang/RuntimeException; {:try_start_478 .. :try_end_478} :catch_478
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_478
    :catch_478
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_478
    const-string v0, "Long.bitCount(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_479
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_479
    .catch Ljava/lang/RuntimeException; {:try_start_479 .. :try_end_479} :catch_479
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_479
    :catch_479
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_479
    const-string v0, "Long.reverse(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_480
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_480
    .catch Ljava/lang/RuntimeException; {:try_start_480 .. :try_end_480} :catch_480
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_480
    :catch_480
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_480
    const-string v0, "Long.reverseBytes(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_481
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_481
    .catch Ljava/lang/RuntimeException; {:try_start_481 .. :try_end_481} :catch_481
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_481
    :catch_481
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_481
    const-string v0, "Long.numberOfLeadingZeros(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_482
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_482
    .catch Ljava/lang/RuntimeException; {:try_start_482 .. :try_end_482} :catch_482
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_482
    :catch_482
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_482
    const-string v0, "Long.numberOfTrailingZeros(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_483
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_483
    .catch Ljava/lang/RuntimeException; {:try_start_483 .. :try_end_483} :catch_483
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_483
    :catch_483
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_483
    const-string v0, "Long.highestOneBit(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_484
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_484
    .catch Ljava/lang/RuntimeException; {:try_start_484 .. :try_end_484} :catch_484
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_484
    :catch_484
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_484
    const-string v0, "Long.lowestOneBit(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_485
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_485
    .catch Ljava/lang/RuntimeException; {:try_start_485 .. :try_end_485} :catch_485
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_485
    :catch_485
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_485
    const-string v0, "Long.signum(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_486
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_486
    .catch Ljava/lang/RuntimeException; {:try_start_486 .. :try_end_486} :catch_486
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_486
    :catch_486
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_486
    const-string v0, "Long.hashCode(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_487
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_487
    .catch Ljava/lang/RuntimeException; {:try_start_487 .. :try_end_487} :catch_487
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_487
    :catch_487
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_487
    const-string v0, "Long.toUnsignedString(-9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_488
    const-wide v2, -9223372036854775808L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_488
    .catch Ljava/lang/RuntimeException; {:try_start_488 .. :try_end_488} :catch_488
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_488
    :catch_488
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_488
    const-string v0, "Long.rotateLeft(-9223372036854775808, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_489
    const-wide v2, -9223372036854775808L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_489
    .catch Ljava/lang/RuntimeException; {:try_start_489 .. :try_end_489} :catch_489
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_489
    :catch_489
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_489
    const-string v0, "Long.rotateRight(-9223372036854775808, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_490
    const-wide v2, -9223372036854775808L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_490
    .catch Ljava/lang/RuntimeException; {:try_start_490 .. :try_end_490} :catch_490
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_490
    :catch_490
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_490
    const-string v0, "Long.rotateLeft(-9223372036854775808, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_491
    const-wide v2, -9223372036854775808L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_491
    .catch Ljava/lang/RuntimeException; {:try_start_491 .. :try_end_491} :catch_491
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_491
    :catch_491
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_491
    const-string v0, "Long.rotateRight(-9223372036854775808, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_492
    const-wide v2, -9223372036854775808L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_492
    .catch Ljava/lang/RuntimeException; {:try_start_492 .. :try_end_492} :catch_492
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_492
    :catch_492
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_492
    const-string v0, "Long.rotateLeft(-9223372036854775808, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_493
    const-wide v2, -9223372036854775808L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_493
    .catch Ljava/lang/RuntimeException; {:try_start_493 .. :try_end_493} :catch_493
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_493
    :catch_493
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_493
    const-string v0, "Long.rotateRight(-9223372036854775808, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_494
    const-wide v2, -9223372036854775808L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_494
    .catch Ljava/lang/RuntimeException; {:try_start_494 .. :try_end_494} :catch_494
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_494
    :catch_494
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_494
    const-string v0, "Long.rotateLeft(-9223372036854775808, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_495
    const-wide v2, -9223372036854775808L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_495
    .catch Ljava/lang/RuntimeException; {:try_start_495 .. :try_end_495} :catch_495
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_495
    :catch_495
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_495
    const-string v0, "Long.rotateRight(-9223372036854775808, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_496
    const-wide v2, -9223372036854775808L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_496
    .catch Ljava/lang/RuntimeException; {:try_start_496 .. :try_end_496} :catch_496
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_496
    :catch_496
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_496
    const-string v0, "Long.rotateLeft(-9223372036854775808, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_497
    const-wide v2, -9223372036854775808L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_497
    .catch Ljava/lang/RuntimeException; {:try_start_497 .. :try_end_497} :catch_497
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_497
    :catch_497
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_497
    const-string v0, "Long.rotateRight(-9223372036854775808, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_498
    const-wide v2, -9223372036854775808L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_498
    .catch Ljava/lang/RuntimeException; {:try_start_498 .. :try_end_498} :catch_498
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_498
    :catch_498
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_498
    const-string v0, "Long.rotateLeft(-9223372036854775808, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_499
    const-wide v2, -9223372036854775808L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_499
    .catch Ljava/lang/RuntimeException; {:try_start_499 .. :try_end_499} :catch_499
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_499
    :catch_499
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_499
    const-string v0, "Long.rotateRight(-9223372036854775808, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_500
    const-wide v2, -9223372036854775808L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_500
    .catch Ljava/lang/RuntimeException; {:try_start_500 .. :try_end_500} :catch_500
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_500
    :catch_500
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_500
    const-string v0, "Long.bitCount(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_501
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_501
    .catch Ljava/lang/RuntimeException; {:try_start_501 .. :try_end_501} :catch_501
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_501
    :catch_501
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_501
    const-string v0, "Long.reverse(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_502
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_502
    .catch Ljava/lang/RuntimeException; {:try_start_502 .. :try_end_502} :catch_502
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_502
    :catch_502
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_502
    const-string v0, "Long.reverseBytes(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_503
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_503
    .catch Ljava/lang/RuntimeException; {:try_start_503 .. :try_end_503} :catch_503
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_503
    :catch_503
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_503
    const-string v0, "Long.numberOfLeadingZeros(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_504
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_504
    .catch Ljava/lang/RuntimeException; {:try_start_504 .. :try_end_504} :catch_504
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_504
    :catch_504
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_504
    const-string v0, "Long.numberOfTrailingZeros(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_505
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_505
    .catch Ljava/lang/RuntimeException; {:try_start_505 .. :try_end_505} :catch_505
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_505
    :catch_505
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_505
    const-string v0, "Long.highestOneBit(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_506
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_506
    .catch Ljava/lang/RuntimeException; {:try_start_506 .. :try_end_506} :catch_506
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_506
    :catch_506
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_506
    const-string v0, "Long.lowestOneBit(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_507
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_507
    .catch Ljava/lang/RuntimeException; {:try_start_507 .. :try_end_507} :catch_507
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_507
    :catch_507
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_507
    const-string v0, "Long.signum(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_508
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_508
    .catch Ljava/lang/RuntimeException; {:try_start_508 .. :try_end_508} :catch_508
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_508
    :catch_508
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_508
    const-string v0, "Long.hashCode(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_509
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_509
    .catch Ljava/lang/RuntimeException; {:try_start_509 .. :try_end_509} :catch_509
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_509
    :catch_509
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_509
    const-string v0, "Long.toUnsignedString(9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_510
    const-wide v2, 9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_510
    .catch Ljava/lang/RuntimeException; {:try_start_510 .. :try_end_510} :catch_510
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_510
    :catch_510
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_510
    const-string v0, "Long.rotateLeft(9223372036854775807, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_511
    const-wide v2, 9223372036854775807L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_511
    .catch Ljava/lang/RuntimeException; {:try_start_511 .. :try_end_511} :catch_511
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_511
    :catch_511
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_511
    const-string v0, "Long.rotateRight(9223372036854775807, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_512
    const-wide v2, 9223372036854775807L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_512
    .catch Ljava/lang/RuntimeException; {:try_start_512 .. :try_end_512} :catch_512
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_512
    :catch_512
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_512
    const-string v0, "Long.rotateLeft(9223372036854775807, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_513
    const-wide v2, 9223372036854775807L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_513
    .catch Ljava/lang/RuntimeException; {:try_start_513 .. :try_end_513} :catch_513
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_513
    :catch_513
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_513
    const-string v0, "Long.rotateRight(9223372036854775807, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_514
    const-wide v2, 9223372036854775807L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_514
    .catch Ljava/lang/RuntimeException; {:try_start_514 .. :try_end_514} :catch_514
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_514
    :catch_514
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_514
    const-string v0, "Long.rotateLeft(9223372036854775807, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_515
    const-wide v2, 9223372036854775807L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_515
    .catch Ljava/lang/RuntimeException; {:try_start_515 .. :try_end_515} :catch_515
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_515
    :catch_515
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_515
    const-string v0, "Long.rotateRight(9223372036854775807, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_516
    const-wide v2, 9223372036854775807L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_516
    .catch Ljava/lang/RuntimeException; {:try_start_516 .. :try_end_516} :catch_516
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_516
    :catch_516
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_516
    const-string v0, "Long.rotateLeft(9223372036854775807, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_517
    const-wide v2, 9223372036854775807L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_517
    .catch Ljava/lang/RuntimeException; {:try_start_517 .. :try_end_517} :catch_517
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_517
    :catch_517
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_517
    const-string v0, "Long.rotateRight(9223372036854775807, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_518
    const-wide v2, 9223372036854775807L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_518
    .catch Ljava/lang/RuntimeException; {:try_start_518 .. :try_end_518} :catch_518
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_518
    :catch_518
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_518
    const-string v0, "Long.rotateLeft(9223372036854775807, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_519
    const-wide v2, 9223372036854775807L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_519
    .catch Ljava/lang/RuntimeException; {:try_start_519 .. :try_end_519} :catch_519
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_519
    :catch_519
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_519
    const-string v0, "Long.rotateRight(9223372036854775807, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_520
    const-wide v2, 9223372036854775807L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_520
    .catch Ljava/lang/RuntimeException; {:try_start_520 .. :try_end_520} :catch_520
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_520
    :catch_520
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_520
    const-string v0, "Long.rotateLeft(9223372036854775807, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_521
    const-wide v2, 9223372036854775807L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_521
    .catch Ljava/lang/RuntimeException; {:try_start_521 .. :try_end_521} :catch_521
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_521
    :catch_521
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_521
    const-string v0, "Long.rotateRight(9223372036854775807, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_522
    const-wide v2, 9223372036854775807L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_522
    .catch Ljava/lang/RuntimeException; {:try_start_522 .. :try_end_522} :catch_522
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_522
    :catch_522
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_522
    const-string v0, "Long.bitCount(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_523
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_523
    .catch Ljava/lang/RuntimeException; {:try_start_523 .. :try_end_523} :catch_523
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_523
    :catch_523
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_523
    const-string v0, "Long.reverse(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_524
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_524
    .catch Ljava/lang/RuntimeException; {:try_start_524 .. :try_end_524} :catch_524
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_524
    :catch_524
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_524
    const-string v0, "Long.reverseBytes(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_525
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_525
    .catch Ljava/lang/RuntimeException; {:try_start_525 .. :try_end_525} :catch_525
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_525
    :catch_525
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_525
    const-string v0, "Long.numberOfLeadingZeros(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_526
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_526
    .catch Ljava/lang/RuntimeException; {:try_start_526 .. :try_end_526} :catch_526
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_526
    :catch_526
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_526
    const-string v0, "Long.numberOfTrailingZeros(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_527
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_527
    .catch Ljava/lang/RuntimeException; {:try_start_527 .. :try_end_527} :catch_527
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_527
    :catch_527
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_527
    const-string v0, "Long.highestOneBit(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_528
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_528
    .catch Ljava/lang/RuntimeException; {:try_start_528 .. :try_end_528} :catch_528
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_528
    :catch_528
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_528
    const-string v0, "Long.lowestOneBit(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_529
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_529
    .catch Ljava/lang/RuntimeException; {:try_start_529 .. :try_end_529} :catch_529
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_529
    :catch_529
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_529
    const-string v0, "Long.signum(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_530
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_530
    .catch Ljava/lang/RuntimeException; {:try_start_530 .. :try_end_530} :catch_530
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_530
    :catch_530
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_530
    const-string v0, "Long.hashCode(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_531
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_531
    .catch Ljava/lang/RuntimeException; {:try_start_531 .. :try_end_531} :catch_531
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_531
    :catch_531
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_531
    const-string v0, "Long.toUnsignedString(-9223372036854775807) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_532
    const-wide v2, -9223372036854775807L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_532
    .catch Ljava/lang/RuntimeException; {:try_start_532 .. :try_end_532} :catch_532
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_532
    :catch_532
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_532
    const-string v0, "Long.rotateLeft(-9223372036854775807, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_533
    const-wide v2, -9223372036854775807L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_533
    .catch Ljava/lang/RuntimeException; {:try_start_533 .. :try_end_533} :catch_533
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_533
    :catch_533
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_533
    const-string v0, "Long.rotateRight(-9223372036854775807, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_534
    const-wide v2, -9223372036854775807L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_534
    .catch Ljava/lang/RuntimeException; {:try_start_534 .. :try_end_534} :catch_534
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_534
    :catch_534
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_534
    const-string v0, "Long.rotateLeft(-9223372036854775807, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_535
    const-wide v2, -9223372036854775807L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_535
    .catch Ljava/lang/RuntimeException; {:try_start_535 .. :try_end_535} :catch_535
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_535
    :catch_535
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_535
    const-string v0, "Long.rotateRight(-9223372036854775807, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_536
    const-wide v2, -9223372036854775807L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_536
    .catch Ljava/lang/RuntimeException; {:try_start_536 .. :try_end_536} :catch_536
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_536
    :catch_536
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_536
    const-string v0, "Long.rotateLeft(-9223372036854775807, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_537
    const-wide v2, -9223372036854775807L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_537
    .catch Ljava/lang/RuntimeException; {:try_start_537 .. :try_end_537} :catch_537
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_537
    :catch_537
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_537
    const-string v0, "Long.rotateRight(-9223372036854775807, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_538
    const-wide v2, -9223372036854775807L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_538
    .catch Ljava/lang/RuntimeException; {:try_start_538 .. :try_end_538} :catch_538
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_538
    :catch_538
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_538
    const-string v0, "Long.rotateLeft(-9223372036854775807, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_539
    const-wide v2, -9223372036854775807L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_539
    .catch Ljava/lang/RuntimeException; {:try_start_539 .. :try_end_539} :catch_539
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_539
    :catch_539
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_539
    const-string v0, "Long.rotateRight(-9223372036854775807, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_540
    const-wide v2, -9223372036854775807L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_540
    .catch Ljava/lang/RuntimeException; {:try_start_540 .. :try_end_540} :catch_540
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_540
    :catch_540
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_540
    const-string v0, "Long.rotateLeft(-9223372036854775807, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_541
    const-wide v2, -9223372036854775807L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_541
    .catch Ljava/lang/RuntimeException; {:try_start_541 .. :try_end_541} :catch_541
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_541
    :catch_541
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_541
    const-string v0, "Long.rotateRight(-9223372036854775807, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_542
    const-wide v2, -9223372036854775807L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_542
    .catch Ljava/lang/RuntimeException; {:try_start_542 .. :try_end_542} :catch_542
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_542
    :catch_542
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_542
    const-string v0, "Long.rotateLeft(-9223372036854775807, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_543
    const-wide v2, -9223372036854775807L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_543
    .catch Ljava/lang/RuntimeException; {:try_start_543 .. :try_end_543} :catch_543
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_543
    :catch_543
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_543
    const-string v0, "Long.rotateRight(-9223372036854775807, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_544
    const-wide v2, -9223372036854775807L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_544
    .catch Ljava/lang/RuntimeException; {:try_start_544 .. :try_end_544} :catch_544
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_544
    :catch_544
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_544
    const-string v0, "Long.bitCount(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_545
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->bitCount(J)I
    move-result v2
    :try_end_545
    .catch Ljava/lang/RuntimeException; {:try_start_545 .. :try_end_545} :catch_545
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_545
    :catch_545
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_545
    const-string v0, "Long.reverse(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_546
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverse(J)J
    move-result-wide v2
    :try_end_546
    .catch Ljava/lang/RuntimeException; {:try_start_546 .. :try_end_546} :catch_546
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_546
    :catch_546
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_546
    const-string v0, "Long.reverseBytes(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_547
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->reverseBytes(J)J
    move-result-wide v2
    :try_end_547
    .catch Ljava/lang/RuntimeException; {:try_start_547 .. :try_end_547} :catch_547
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_547
    :catch_547
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_547
    const-string v0, "Long.numberOfLeadingZeros(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_548
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfLeadingZeros(J)I
    move-result v2
    :try_end_548
    .catch Ljava/lang/RuntimeException; {:try_start_548 .. :try_end_548} :catch_548
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_548
    :catch_548
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_548
    const-string v0, "Long.numberOfTrailingZeros(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_549
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->numberOfTrailingZeros(J)I
    move-result v2
    :try_end_549
    .catch Ljava/lang/RuntimeException; {:try_start_549 .. :try_end_549} :catch_549
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_549
    :catch_549
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_549
    const-string v0, "Long.highestOneBit(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_550
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->highestOneBit(J)J
    move-result-wide v2
    :try_end_550
    .catch Ljava/lang/RuntimeException; {:try_start_550 .. :try_end_550} :catch_550
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_550
    :catch_550
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_550
    const-string v0, "Long.lowestOneBit(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_551
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->lowestOneBit(J)J
    move-result-wide v2
    :try_end_551
    .catch Ljava/lang/RuntimeException; {:try_start_551 .. :try_end_551} :catch_551
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_551
    :catch_551
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_551
    const-string v0, "Long.signum(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_552
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->signum(J)I
    move-result v2
    :try_end_552
    .catch Ljava/lang/RuntimeException; {:try_start_552 .. :try_end_552} :catch_552
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_552
    :catch_552
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_552
    const-string v0, "Long.hashCode(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_553
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    :try_end_553
    .catch Ljava/lang/RuntimeException; {:try_start_553 .. :try_end_553} :catch_553
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_553
    :catch_553
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_553
    const-string v0, "Long.toUnsignedString(1099511627776) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_554
    const-wide v2, 1099511627776L
    invoke-static {v2, v3}, Ljava/lang/Long;->toUnsignedString(J)Ljava/lang/String;
    move-result-object v2
    :try_end_554
    .catch Ljava/lang/RuntimeException; {:try_start_554 .. :try_end_554} :catch_554
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_554
    :catch_554
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_554
    const-string v0, "Long.rotateLeft(1099511627776, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_555
    const-wide v2, 1099511627776L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_555
    .catch Ljava/lang/RuntimeException; {:try_start_555 .. :try_end_555} :catch_555
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_555
    :catch_555
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_555
    const-string v0, "Long.rotateRight(1099511627776, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_556
    const-wide v2, 1099511627776L
    const/4 v4, 0
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_556
    .catch Ljava/lang/RuntimeException; {:try_start_556 .. :try_end_556} :catch_556
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_556
    :catch_556
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_556
    const-string v0, "Long.rotateLeft(1099511627776, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_557
    const-wide v2, 1099511627776L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_557
    .catch Ljava/lang/RuntimeException; {:try_start_557 .. :try_end_557} :catch_557
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_557
    :catch_557
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_557
    const-string v0, "Long.rotateRight(1099511627776, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_558
    const-wide v2, 1099511627776L
    const/4 v4, 1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_558
    .catch Ljava/lang/RuntimeException; {:try_start_558 .. :try_end_558} :catch_558
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_558
    :catch_558
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_558
    const-string v0, "Long.rotateLeft(1099511627776, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_559
    const-wide v2, 1099511627776L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_559
    .catch Ljava/lang/RuntimeException; {:try_start_559 .. :try_end_559} :catch_559
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_559
    :catch_559
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_559
    const-string v0, "Long.rotateRight(1099511627776, 63) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_560
    const-wide v2, 1099511627776L
    const v4, 63
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_560
    .catch Ljava/lang/RuntimeException; {:try_start_560 .. :try_end_560} :catch_560
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_560
    :catch_560
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_560
    const-string v0, "Long.rotateLeft(1099511627776, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_561
    const-wide v2, 1099511627776L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_561
    .catch Ljava/lang/RuntimeException; {:try_start_561 .. :try_end_561} :catch_561
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_561
    :catch_561
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_561
    const-string v0, "Long.rotateRight(1099511627776, 64) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_562
    const-wide v2, 1099511627776L
    const v4, 64
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_562
    .catch Ljava/lang/RuntimeException; {:try_start_562 .. :try_end_562} :catch_562
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_562
    :catch_562
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_562
    const-string v0, "Long.rotateLeft(1099511627776, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_563
    const-wide v2, 1099511627776L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_563
    .catch Ljava/lang/RuntimeException; {:try_start_563 .. :try_end_563} :catch_563
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_563
    :catch_563
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_563
    const-string v0, "Long.rotateRight(1099511627776, 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_564
    const-wide v2, 1099511627776L
    const v4, 65
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_564
    .catch Ljava/lang/RuntimeException; {:try_start_564 .. :try_end_564} :catch_564
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_564
    :catch_564
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_564
    const-string v0, "Long.rotateLeft(1099511627776, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_565
    const-wide v2, 1099511627776L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateLeft(JI)J
    move-result-wide v2
    :try_end_565
    .catch Ljava/lang/RuntimeException; {:try_start_565 .. :try_end_565} :catch_565
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_565
    :catch_565
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_565
    const-string v0, "Long.rotateRight(1099511627776, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_566
    const-wide v2, 1099511627776L
    const/4 v4, -1
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->rotateRight(JI)J
    move-result-wide v2
    :try_end_566
    .catch Ljava/lang/RuntimeException; {:try_start_566 .. :try_end_566} :catch_566
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_566
    :catch_566
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_566
    const-string v0, "Long.divideUnsigned(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_567
    const-wide v2, 7L
    const-wide v4, 2L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->divideUnsigned(JJ)J
    move-result-wide v2
    :try_end_567
    .catch Ljava/lang/RuntimeException; {:try_start_567 .. :try_end_567} :catch_567
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_567
    :catch_567
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_567
    const-string v0, "Long.remainderUnsigned(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_568
    const-wide v2, 7L
    const-wide v4, 2L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->remainderUnsigned(JJ)J
    move-result-wide v2
    :try_end_568
    .catch Ljava/lang/RuntimeException; {:try_start_568 .. :try_end_568} :catch_568
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_568
    :catch_568
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_568
    const-string v0, "Long.compareUnsigned(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_569
    const-wide v2, 7L
    const-wide v4, 2L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compareUnsigned(JJ)I
    move-result v2
    :try_end_569
    .catch Ljava/lang/RuntimeException; {:try_start_569 .. :try_end_569} :catch_569
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_569
    :catch_569
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_569
    const-string v0, "Long.compare(7, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_570
    const-wide v2, 7L
    const-wide v4, 2L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compare(JJ)I
    move-result v2
    :try_end_570
    .catch Ljava/lang/RuntimeException; {:try_start_570 .. :try_end_570} :catch_570
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_570
    :catch_570
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_570
    const-string v0, "Long.divideUnsigned(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_571
    const-wide v2, -1L
    const-wide v4, 2L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->divideUnsigned(JJ)J
    move-result-wide v2
    :try_end_571
    .catch Ljava/lang/RuntimeException; {:try_start_571 .. :try_end_571} :catch_571
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_571
    :catch_571
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_571
    const-string v0, "Long.remainderUnsigned(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_572
    const-wide v2, -1L
    const-wide v4, 2L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->remainderUnsigned(JJ)J
    move-result-wide v2
    :try_end_572
    .catch Ljava/lang/RuntimeException; {:try_start_572 .. :try_end_572} :catch_572
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_572
    :catch_572
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_572
    const-string v0, "Long.compareUnsigned(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_573
    const-wide v2, -1L
    const-wide v4, 2L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compareUnsigned(JJ)I
    move-result v2
    :try_end_573
    .catch Ljava/lang/RuntimeException; {:try_start_573 .. :try_end_573} :catch_573
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_573
    :catch_573
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_573
    const-string v0, "Long.compare(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_574
    const-wide v2, -1L
    const-wide v4, 2L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compare(JJ)I
    move-result v2
    :try_end_574
    .catch Ljava/lang/RuntimeException; {:try_start_574 .. :try_end_574} :catch_574
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_574
    :catch_574
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_574
    const-string v0, "Long.divideUnsigned(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_575
    const-wide v2, -1L
    const-wide v4, -1L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->divideUnsigned(JJ)J
    move-result-wide v2
    :try_end_575
    .catch Ljava/lang/RuntimeException; {:try_start_575 .. :try_end_575} :catch_575
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_575
    :catch_575
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_575
    const-string v0, "Long.remainderUnsigned(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_576
    const-wide v2, -1L
    const-wide v4, -1L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->remainderUnsigned(JJ)J
    move-result-wide v2
    :try_end_576
    .catch Ljava/lang/RuntimeException; {:try_start_576 .. :try_end_576} :catch_576
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_576
    :catch_576
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_576
    const-string v0, "Long.compareUnsigned(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_577
    const-wide v2, -1L
    const-wide v4, -1L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compareUnsigned(JJ)I
    move-result v2
    :try_end_577
    .catch Ljava/lang/RuntimeException; {:try_start_577 .. :try_end_577} :catch_577
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_577
    :catch_577
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_577
    const-string v0, "Long.compare(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_578
    const-wide v2, -1L
    const-wide v4, -1L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compare(JJ)I
    move-result v2
    :try_end_578
    .catch Ljava/lang/RuntimeException; {:try_start_578 .. :try_end_578} :catch_578
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_578
    :catch_578
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_578
    const-string v0, "Long.divideUnsigned(-9223372036854775808, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_579
    const-wide v2, -9223372036854775808L
    const-wide v4, -1L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->divideUnsigned(JJ)J
    move-result-wide v2
    :try_end_579
    .catch Ljava/lang/RuntimeException; {:try_start_579 .. :try_end_579} :catch_579
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_579
    :catch_579
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_579
    const-string v0, "Long.remainderUnsigned(-9223372036854775808, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_580
    const-wide v2, -9223372036854775808L
    const-wide v4, -1L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->remainderUnsigned(JJ)J
    move-result-wide v2
    :try_end_580
    .catch Ljava/lang/RuntimeException; {:try_start_580 .. :try_end_580} :catch_580
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_580
    :catch_580
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_580
    const-string v0, "Long.compareUnsigned(-9223372036854775808, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_581
    const-wide v2, -9223372036854775808L
    const-wide v4, -1L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compareUnsigned(JJ)I
    move-result v2
    :try_end_581
    .catch Ljava/lang/RuntimeException; {:try_start_581 .. :try_end_581} :catch_581
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_581
    :catch_581
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_581
    const-string v0, "Long.compare(-9223372036854775808, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_582
    const-wide v2, -9223372036854775808L
    const-wide v4, -1L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compare(JJ)I
    move-result v2
    :try_end_582
    .catch Ljava/lang/RuntimeException; {:try_start_582 .. :try_end_582} :catch_582
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_582
    :catch_582
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_582
    const-string v0, "Long.divideUnsigned(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_583
    const-wide v2, 5L
    const-wide v4, -3L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->divideUnsigned(JJ)J
    move-result-wide v2
    :try_end_583
    .catch Ljava/lang/RuntimeException; {:try_start_583 .. :try_end_583} :catch_583
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_583
    :catch_583
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_583
    const-string v0, "Long.remainderUnsigned(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_584
    const-wide v2, 5L
    const-wide v4, -3L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->remainderUnsigned(JJ)J
    move-result-wide v2
    :try_end_584
    .catch Ljava/lang/RuntimeException; {:try_start_584 .. :try_end_584} :catch_584
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_584
    :catch_584
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_584
    const-string v0, "Long.compareUnsigned(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_585
    const-wide v2, 5L
    const-wide v4, -3L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compareUnsigned(JJ)I
    move-result v2
    :try_end_585
    .catch Ljava/lang/RuntimeException; {:try_start_585 .. :try_end_585} :catch_585
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_585
    :catch_585
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_585
    const-string v0, "Long.compare(5, -3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_586
    const-wide v2, 5L
    const-wide v4, -3L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compare(JJ)I
    move-result v2
    :try_end_586
    .catch Ljava/lang/RuntimeException; {:try_start_586 .. :try_end_586} :catch_586
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_586
    :catch_586
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_586
    const-string v0, "Long.divideUnsigned(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_587
    const-wide v2, -6L
    const-wide v4, 4L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->divideUnsigned(JJ)J
    move-result-wide v2
    :try_end_587
    .catch Ljava/lang/RuntimeException; {:try_start_587 .. :try_end_587} :catch_587
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_587
    :catch_587
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_587
    const-string v0, "Long.remainderUnsigned(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_588
    const-wide v2, -6L
    const-wide v4, 4L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->remainderUnsigned(JJ)J
    move-result-wide v2
    :try_end_588
    .catch Ljava/lang/RuntimeException; {:try_start_588 .. :try_end_588} :catch_588
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_588
    :catch_588
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_588
    const-string v0, "Long.compareUnsigned(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_589
    const-wide v2, -6L
    const-wide v4, 4L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compareUnsigned(JJ)I
    move-result v2
    :try_end_589
    .catch Ljava/lang/RuntimeException; {:try_start_589 .. :try_end_589} :catch_589
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_589
    :catch_589
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_589
    const-string v0, "Long.compare(-6, 4) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_590
    const-wide v2, -6L
    const-wide v4, 4L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compare(JJ)I
    move-result v2
    :try_end_590
    .catch Ljava/lang/RuntimeException; {:try_start_590 .. :try_end_590} :catch_590
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_590
    :catch_590
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_590
    const-string v0, "Long.divideUnsigned(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_591
    const-wide v2, 7L
    const-wide v4, 0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->divideUnsigned(JJ)J
    move-result-wide v2
    :try_end_591
    .catch Ljava/lang/RuntimeException; {:try_start_591 .. :try_end_591} :catch_591
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_591
    :catch_591
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_591
    const-string v0, "Long.remainderUnsigned(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_592
    const-wide v2, 7L
    const-wide v4, 0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->remainderUnsigned(JJ)J
    move-result-wide v2
    :try_end_592
    .catch Ljava/lang/RuntimeException; {:try_start_592 .. :try_end_592} :catch_592
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_592
    :catch_592
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_592
    const-string v0, "Long.compareUnsigned(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_593
    const-wide v2, 7L
    const-wide v4, 0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compareUnsigned(JJ)I
    move-result v2
    :try_end_593
    .catch Ljava/lang/RuntimeException; {:try_start_593 .. :try_end_593} :catch_593
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_593
    :catch_593
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_593
    const-string v0, "Long.compare(7, 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_594
    const-wide v2, 7L
    const-wide v4, 0L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compare(JJ)I
    move-result v2
    :try_end_594
    .catch Ljava/lang/RuntimeException; {:try_start_594 .. :try_end_594} :catch_594
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_594
    :catch_594
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_594
    const-string v0, "Long.divideUnsigned(9223372036854775807, -9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_595
    const-wide v2, 9223372036854775807L
    const-wide v4, -9223372036854775808L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->divideUnsigned(JJ)J
    move-result-wide v2
    :try_end_595
    .catch Ljava/lang/RuntimeException; {:try_start_595 .. :try_end_595} :catch_595
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_595
    :catch_595
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_595
    const-string v0, "Long.remainderUnsigned(9223372036854775807, -9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_596
    const-wide v2, 9223372036854775807L
    const-wide v4, -9223372036854775808L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->remainderUnsigned(JJ)J
    move-result-wide v2
    :try_end_596
    .catch Ljava/lang/RuntimeException; {:try_start_596 .. :try_end_596} :catch_596
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_596
    :catch_596
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_596
    const-string v0, "Long.compareUnsigned(9223372036854775807, -9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_597
    const-wide v2, 9223372036854775807L
    const-wide v4, -9223372036854775808L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compareUnsigned(JJ)I
    move-result v2
    :try_end_597
    .catch Ljava/lang/RuntimeException; {:try_start_597 .. :try_end_597} :catch_597
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_597
    :catch_597
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_597
    const-string v0, "Long.compare(9223372036854775807, -9223372036854775808) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_598
    const-wide v2, 9223372036854775807L
    const-wide v4, -9223372036854775808L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compare(JJ)I
    move-result v2
    :try_end_598
    .catch Ljava/lang/RuntimeException; {:try_start_598 .. :try_end_598} :catch_598
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_598
    :catch_598
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_598
    const-string v0, "Long.divideUnsigned(-2, 3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_599
    const-wide v2, -2L
    const-wide v4, 3L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->divideUnsigned(JJ)J
    move-result-wide v2
    :try_end_599
    .catch Ljava/lang/RuntimeException; {:try_start_599 .. :try_end_599} :catch_599
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_599
    :catch_599
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_599
    const-string v0, "Long.remainderUnsigned(-2, 3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_600
    const-wide v2, -2L
    const-wide v4, 3L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->remainderUnsigned(JJ)J
    move-result-wide v2
    :try_end_600
    .catch Ljava/lang/RuntimeException; {:try_start_600 .. :try_end_600} :catch_600
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_600
    :catch_600
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_600
    const-string v0, "Long.compareUnsigned(-2, 3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_601
    const-wide v2, -2L
    const-wide v4, 3L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compareUnsigned(JJ)I
    move-result v2
    :try_end_601
    .catch Ljava/lang/RuntimeException; {:try_start_601 .. :try_end_601} :catch_601
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_601
    :catch_601
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_601
    const-string v0, "Long.compare(-2, 3) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_602
    const-wide v2, -2L
    const-wide v4, 3L
    invoke-static {v2, v3, v4, v5}, Ljava/lang/Long;->compare(JJ)I
    move-result v2
    :try_end_602
    .catch Ljava/lang/RuntimeException; {:try_start_602 .. :try_end_602} :catch_602
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_602
    :catch_602
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_602
    const-string v0, "Long.toUnsignedString(-1, 16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_603
    const-wide v2, -1L
    const v4, 16
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->toUnsignedString(JI)Ljava/lang/String;
    move-result-object v2
    :try_end_603
    .catch Ljava/lang/RuntimeException; {:try_start_603 .. :try_end_603} :catch_603
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_603
    :catch_603
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_603
    const-string v0, "Long.toUnsignedString(-1, 2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_604
    const-wide v2, -1L
    const/4 v4, 2
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->toUnsignedString(JI)Ljava/lang/String;
    move-result-object v2
    :try_end_604
    .catch Ljava/lang/RuntimeException; {:try_start_604 .. :try_end_604} :catch_604
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_604
    :catch_604
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_604
    const-string v0, "Long.toUnsignedString(-1, 10) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_605
    const-wide v2, -1L
    const v4, 10
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->toUnsignedString(JI)Ljava/lang/String;
    move-result-object v2
    :try_end_605
    .catch Ljava/lang/RuntimeException; {:try_start_605 .. :try_end_605} :catch_605
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_605
    :catch_605
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_605
    const-string v0, "Long.toUnsignedString(-1, 36) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_606
    const-wide v2, -1L
    const v4, 36
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->toUnsignedString(JI)Ljava/lang/String;
    move-result-object v2
    :try_end_606
    .catch Ljava/lang/RuntimeException; {:try_start_606 .. :try_end_606} :catch_606
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_606
    :catch_606
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_606
    const-string v0, "Long.toUnsignedString(-1, 99) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_607
    const-wide v2, -1L
    const v4, 99
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->toUnsignedString(JI)Ljava/lang/String;
    move-result-object v2
    :try_end_607
    .catch Ljava/lang/RuntimeException; {:try_start_607 .. :try_end_607} :catch_607
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_607
    :catch_607
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_607
    const-string v0, "Long.toUnsignedString(-9223372036854775808, 8) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_608
    const-wide v2, -9223372036854775808L
    const v4, 8
    invoke-static {v2, v3, v4}, Ljava/lang/Long;->toUnsignedString(JI)Ljava/lang/String;
    move-result-object v2
    :try_end_608
    .catch Ljava/lang/RuntimeException; {:try_start_608 .. :try_end_608} :catch_608
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next_608
    :catch_608
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_608
    const-string v0, "Long.parseUnsignedLong(\"18446744073709551615\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_609
    const-string v2, "18446744073709551615"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_609
    .catch Ljava/lang/RuntimeException; {:try_start_609 .. :try_end_609} :catch_609
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_609
    :catch_609
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_609
    const-string v0, "Long.parseUnsignedLong(\"18446744073709551616\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_610
    const-string v2, "18446744073709551616"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_610
    .catch Ljava/lang/RuntimeException; {:try_start_610 .. :try_end_610} :catch_610
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_610
    :catch_610
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_610
    const-string v0, "Long.parseUnsignedLong(\"9223372036854775808\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_611
    const-string v2, "9223372036854775808"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_611
    .catch Ljava/lang/RuntimeException; {:try_start_611 .. :try_end_611} :catch_611
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_611
    :catch_611
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_611
    const-string v0, "Long.parseUnsignedLong(\"99999999999999999999\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_612
    const-string v2, "99999999999999999999"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_612
    .catch Ljava/lang/RuntimeException; {:try_start_612 .. :try_end_612} :catch_612
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_612
    :catch_612
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_612
    const-string v0, "Long.parseUnsignedLong(\"0\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_613
    const-string v2, "0"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_613
    .catch Ljava/lang/RuntimeException; {:try_start_613 .. :try_end_613} :catch_613
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_613
    :catch_613
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_613
    const-string v0, "Long.parseUnsignedLong(\"-5\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_614
    const-string v2, "-5"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_614
    .catch Ljava/lang/RuntimeException; {:try_start_614 .. :try_end_614} :catch_614
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_614
    :catch_614
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_614
    const-string v0, "Long.parseUnsignedLong(\"\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_615
    const-string v2, ""
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_615
    .catch Ljava/lang/RuntimeException; {:try_start_615 .. :try_end_615} :catch_615
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_615
    :catch_615
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_615
    const-string v0, "Long.parseUnsignedLong(\"1234567890123456789x\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_616
    const-string v2, "1234567890123456789x"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_616
    .catch Ljava/lang/RuntimeException; {:try_start_616 .. :try_end_616} :catch_616
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_616
    :catch_616
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_616
    const-string v0, "Long.parseUnsignedLong(\"123456789012345678x9\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_617
    const-string v2, "123456789012345678x9"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_617
    .catch Ljava/lang/RuntimeException; {:try_start_617 .. :try_end_617} :catch_617
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_617
    :catch_617
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_617
    const-string v0, "Long.parseUnsignedLong(\"+18446744073709551615\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_618
    const-string v2, "+18446744073709551615"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_618
    .catch Ljava/lang/RuntimeException; {:try_start_618 .. :try_end_618} :catch_618
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_618
    :catch_618
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_618
    const-string v0, "Long.parseUnsignedLong(\"000000000000000000000018446744073709551615\") = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_619
    const-string v2, "000000000000000000000018446744073709551615"
    invoke-static {v2}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;)J
    move-result-wide v2
    :try_end_619
    .catch Ljava/lang/RuntimeException; {:try_start_619 .. :try_end_619} :catch_619
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_619
    :catch_619
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_619
    const-string v0, "Long.parseUnsignedLong(\"ffffffffffffffff\", 16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_620
    const-string v2, "ffffffffffffffff"
    const v3, 16
    invoke-static {v2, v3}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;I)J
    move-result-wide v2
    :try_end_620
    .catch Ljava/lang/RuntimeException; {:try_start_620 .. :try_end_620} :catch_620
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_620
    :catch_620
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_620
    const-string v0, "Long.parseUnsignedLong(\"10000000000000000\", 16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_621
    const-string v2, "10000000000000000"
    const v3, 16
    invoke-static {v2, v3}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;I)J
    move-result-wide v2
    :try_end_621
    .catch Ljava/lang/RuntimeException; {:try_start_621 .. :try_end_621} :catch_621
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_621
    :catch_621
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_621
    const-string v0, "Long.parseUnsignedLong(\"3w5e11264sgsf\", 36) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_622
    const-string v2, "3w5e11264sgsf"
    const v3, 36
    invoke-static {v2, v3}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;I)J
    move-result-wide v2
    :try_end_622
    .catch Ljava/lang/RuntimeException; {:try_start_622 .. :try_end_622} :catch_622
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_622
    :catch_622
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_622
    const-string v0, "Long.parseUnsignedLong(\"3w5e11264sgsg\", 36) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_623
    const-string v2, "3w5e11264sgsg"
    const v3, 36
    invoke-static {v2, v3}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;I)J
    move-result-wide v2
    :try_end_623
    .catch Ljava/lang/RuntimeException; {:try_start_623 .. :try_end_623} :catch_623
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_623
    :catch_623
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_623
    const-string v0, "Long.parseUnsignedLong(\"7777777777777777777777\", 8) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_624
    const-string v2, "7777777777777777777777"
    const v3, 8
    invoke-static {v2, v3}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;I)J
    move-result-wide v2
    :try_end_624
    .catch Ljava/lang/RuntimeException; {:try_start_624 .. :try_end_624} :catch_624
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_624
    :catch_624
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_624
    const-string v0, "Long.parseUnsignedLong(\"1777777777777777777777\", 8) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_625
    const-string v2, "1777777777777777777777"
    const v3, 8
    invoke-static {v2, v3}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;I)J
    move-result-wide v2
    :try_end_625
    .catch Ljava/lang/RuntimeException; {:try_start_625 .. :try_end_625} :catch_625
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_625
    :catch_625
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_625
    const-string v0, "Long.parseUnsignedLong(\"ffffffffffffffffg\", 16) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_626
    const-string v2, "ffffffffffffffffg"
    const v3, 16
    invoke-static {v2, v3}, Ljava/lang/Long;->parseUnsignedLong(Ljava/lang/String;I)J
    move-result-wide v2
    :try_end_626
    .catch Ljava/lang/RuntimeException; {:try_start_626 .. :try_end_626} :catch_626
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_626
    :catch_626
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_626
    const-string v0, "Short.reverseBytes(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_627
    const v2, 0
    invoke-static {v2}, Ljava/lang/Short;->reverseBytes(S)S
    move-result v2
    :try_end_627
    .catch Ljava/lang/RuntimeException; {:try_start_627 .. :try_end_627} :catch_627
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_627
    :catch_627
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_627
    const-string v0, "Short.toUnsignedInt(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_628
    const v2, 0
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedInt(S)I
    move-result v2
    :try_end_628
    .catch Ljava/lang/RuntimeException; {:try_start_628 .. :try_end_628} :catch_628
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_628
    :catch_628
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_628
    const-string v0, "Short.toUnsignedLong(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_629
    const v2, 0
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedLong(S)J
    move-result-wide v2
    :try_end_629
    .catch Ljava/lang/RuntimeException; {:try_start_629 .. :try_end_629} :catch_629
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_629
    :catch_629
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_629
    const-string v0, "Short.hashCode(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_630
    const v2, 0
    invoke-static {v2}, Ljava/lang/Short;->hashCode(S)I
    move-result v2
    :try_end_630
    .catch Ljava/lang/RuntimeException; {:try_start_630 .. :try_end_630} :catch_630
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_630
    :catch_630
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_630
    const-string v0, "Short.compareUnsigned(0, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_631
    const v2, 0
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compareUnsigned(SS)I
    move-result v2
    :try_end_631
    .catch Ljava/lang/RuntimeException; {:try_start_631 .. :try_end_631} :catch_631
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_631
    :catch_631
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_631
    const-string v0, "Short.compare(0, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_632
    const v2, 0
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compare(SS)I
    move-result v2
    :try_end_632
    .catch Ljava/lang/RuntimeException; {:try_start_632 .. :try_end_632} :catch_632
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_632
    :catch_632
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_632
    const-string v0, "Short.reverseBytes(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_633
    const v2, 1
    invoke-static {v2}, Ljava/lang/Short;->reverseBytes(S)S
    move-result v2
    :try_end_633
    .catch Ljava/lang/RuntimeException; {:try_start_633 .. :try_end_633} :catch_633
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_633
    :catch_633
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_633
    const-string v0, "Short.toUnsignedInt(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_634
    const v2, 1
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedInt(S)I
    move-result v2
    :try_end_634
    .catch Ljava/lang/RuntimeException; {:try_start_634 .. :try_end_634} :catch_634
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_634
    :catch_634
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_634
    const-string v0, "Short.toUnsignedLong(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_635
    const v2, 1
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedLong(S)J
    move-result-wide v2
    :try_end_635
    .catch Ljava/lang/RuntimeException; {:try_start_635 .. :try_end_635} :catch_635
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_635
    :catch_635
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_635
    const-string v0, "Short.hashCode(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_636
    const v2, 1
    invoke-static {v2}, Ljava/lang/Short;->hashCode(S)I
    move-result v2
    :try_end_636
    .catch Ljava/lang/RuntimeException; {:try_start_636 .. :try_end_636} :catch_636
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_636
    :catch_636
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_636
    const-string v0, "Short.compareUnsigned(1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_637
    const v2, 1
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compareUnsigned(SS)I
    move-result v2
    :try_end_637
    .catch Ljava/lang/RuntimeException; {:try_start_637 .. :try_end_637} :catch_637
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_637
    :catch_637
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_637
    const-string v0, "Short.compare(1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_638
    const v2, 1
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compare(SS)I
    move-result v2
    :try_end_638
    .catch Ljava/lang/RuntimeException; {:try_start_638 .. :try_end_638} :catch_638
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_638
    :catch_638
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_638
    const-string v0, "Short.reverseBytes(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_639
    const v2, -1
    invoke-static {v2}, Ljava/lang/Short;->reverseBytes(S)S
    move-result v2
    :try_end_639
    .catch Ljava/lang/RuntimeException; {:try_start_639 .. :try_end_639} :catch_639
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_639
    :catch_639
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_639
    const-string v0, "Short.toUnsignedInt(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_640
    const v2, -1
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedInt(S)I
    move-result v2
    :try_end_640
    .catch Ljava/lang/RuntimeException; {:try_start_640 .. :try_end_640} :catch_640
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_640
    :catch_640
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_640
    const-string v0, "Short.toUnsignedLong(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_641
    const v2, -1
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedLong(S)J
    move-result-wide v2
    :try_end_641
    .catch Ljava/lang/RuntimeException; {:try_start_641 .. :try_end_641} :catch_641
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_641
    :catch_641
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_641
    const-string v0, "Short.hashCode(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_642
    const v2, -1
    invoke-static {v2}, Ljava/lang/Short;->hashCode(S)I
    move-result v2
    :try_end_642
    .catch Ljava/lang/RuntimeException; {:try_start_642 .. :try_end_642} :catch_642
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_642
    :catch_642
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_642
    const-string v0, "Short.compareUnsigned(-1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_643
    const v2, -1
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compareUnsigned(SS)I
    move-result v2
    :try_end_643
    .catch Ljava/lang/RuntimeException; {:try_start_643 .. :try_end_643} :catch_643
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_643
    :catch_643
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_643
    const-string v0, "Short.compare(-1, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_644
    const v2, -1
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compare(SS)I
    move-result v2
    :try_end_644
    .catch Ljava/lang/RuntimeException; {:try_start_644 .. :try_end_644} :catch_644
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_644
    :catch_644
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_644
    const-string v0, "Short.reverseBytes(4660) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_645
    const v2, 4660
    invoke-static {v2}, Ljava/lang/Short;->reverseBytes(S)S
    move-result v2
    :try_end_645
    .catch Ljava/lang/RuntimeException; {:try_start_645 .. :try_end_645} :catch_645
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_645
    :catch_645
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_645
    const-string v0, "Short.toUnsignedInt(4660) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_646
    const v2, 4660
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedInt(S)I
    move-result v2
    :try_end_646
    .catch Ljava/lang/RuntimeException; {:try_start_646 .. :try_end_646} :catch_646
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_646
    :catch_646
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_646
    const-string v0, "Short.toUnsignedLong(4660) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_647
    const v2, 4660
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedLong(S)J
    move-result-wide v2
    :try_end_647
    .catch Ljava/lang/RuntimeException; {:try_start_647 .. :try_end_647} :catch_647
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_647
    :catch_647
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_647
    const-string v0, "Short.hashCode(4660) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_648
    const v2, 4660
    invoke-static {v2}, Ljava/lang/Short;->hashCode(S)I
    move-result v2
    :try_end_648
    .catch Ljava/lang/RuntimeException; {:try_start_648 .. :try_end_648} :catch_648
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_648
    :catch_648
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_648
    const-string v0, "Short.compareUnsigned(4660, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_649
    const v2, 4660
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compareUnsigned(SS)I
    move-result v2
    :try_end_649
    .catch Ljava/lang/RuntimeException; {:try_start_649 .. :try_end_649} :catch_649
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_649
    :catch_649
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_649
    const-string v0, "Short.compare(4660, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_650
    const v2, 4660
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compare(SS)I
    move-result v2
    :try_end_650
    .catch Ljava/lang/RuntimeException; {:try_start_650 .. :try_end_650} :catch_650
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_650
    :catch_650
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_650
    const-string v0, "Short.reverseBytes(-32768) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_651
    const v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->reverseBytes(S)S
    move-result v2
    :try_end_651
    .catch Ljava/lang/RuntimeException; {:try_start_651 .. :try_end_651} :catch_651
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_651
    :catch_651
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_651
    const-string v0, "Short.toUnsignedInt(-32768) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_652
    const v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedInt(S)I
    move-result v2
    :try_end_652
    .catch Ljava/lang/RuntimeException; {:try_start_652 .. :try_end_652} :catch_652
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_652
    :catch_652
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_652
    const-string v0, "Short.toUnsignedLong(-32768) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_653
    const v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedLong(S)J
    move-result-wide v2
    :try_end_653
    .catch Ljava/lang/RuntimeException; {:try_start_653 .. :try_end_653} :catch_653
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_653
    :catch_653
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_653
    const-string v0, "Short.hashCode(-32768) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_654
    const v2, -32768
    invoke-static {v2}, Ljava/lang/Short;->hashCode(S)I
    move-result v2
    :try_end_654
    .catch Ljava/lang/RuntimeException; {:try_start_654 .. :try_end_654} :catch_654
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_654
    :catch_654
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_654
    const-string v0, "Short.compareUnsigned(-32768, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_655
    const v2, -32768
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compareUnsigned(SS)I
    move-result v2
    :try_end_655
    .catch Ljava/lang/RuntimeException; {:try_start_655 .. :try_end_655} :catch_655
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_655
    :catch_655
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_655
    const-string v0, "Short.compare(-32768, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_656
    const v2, -32768
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compare(SS)I
    move-result v2
    :try_end_656
    .catch Ljava/lang/RuntimeException; {:try_start_656 .. :try_end_656} :catch_656
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_656
    :catch_656
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_656
    const-string v0, "Short.reverseBytes(32767) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_657
    const v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->reverseBytes(S)S
    move-result v2
    :try_end_657
    .catch Ljava/lang/RuntimeException; {:try_start_657 .. :try_end_657} :catch_657
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_657
    :catch_657
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_657
    const-string v0, "Short.toUnsignedInt(32767) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_658
    const v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedInt(S)I
    move-result v2
    :try_end_658
    .catch Ljava/lang/RuntimeException; {:try_start_658 .. :try_end_658} :catch_658
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_658
    :catch_658
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_658
    const-string v0, "Short.toUnsignedLong(32767) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_659
    const v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedLong(S)J
    move-result-wide v2
    :try_end_659
    .catch Ljava/lang/RuntimeException; {:try_start_659 .. :try_end_659} :catch_659
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_659
    :catch_659
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_659
    const-string v0, "Short.hashCode(32767) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_660
    const v2, 32767
    invoke-static {v2}, Ljava/lang/Short;->hashCode(S)I
    move-result v2
    :try_end_660
    .catch Ljava/lang/RuntimeException; {:try_start_660 .. :try_end_660} :catch_660
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_660
    :catch_660
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_660
    const-string v0, "Short.compareUnsigned(32767, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_661
    const v2, 32767
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compareUnsigned(SS)I
    move-result v2
    :try_end_661
    .catch Ljava/lang/RuntimeException; {:try_start_661 .. :try_end_661} :catch_661
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_661
    :catch_661
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_661
    const-string v0, "Short.compare(32767, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_662
    const v2, 32767
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compare(SS)I
    move-result v2
    :try_end_662
    .catch Ljava/lang/RuntimeException; {:try_start_662 .. :try_end_662} :catch_662
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_662
    :catch_662
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_662
    const-string v0, "Short.reverseBytes(-2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_663
    const v2, -2
    invoke-static {v2}, Ljava/lang/Short;->reverseBytes(S)S
    move-result v2
    :try_end_663
    .catch Ljava/lang/RuntimeException; {:try_start_663 .. :try_end_663} :catch_663
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_663
    :catch_663
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_663
    const-string v0, "Short.toUnsignedInt(-2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_664
    const v2, -2
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedInt(S)I
    move-result v2
    :try_end_664
    .catch Ljava/lang/RuntimeException; {:try_start_664 .. :try_end_664} :catch_664
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_664
    :catch_664
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_664
    const-string v0, "Short.toUnsignedLong(-2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_665
    const v2, -2
    invoke-static {v2}, Ljava/lang/Short;->toUnsignedLong(S)J
    move-result-wide v2
    :try_end_665
    .catch Ljava/lang/RuntimeException; {:try_start_665 .. :try_end_665} :catch_665
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_665
    :catch_665
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_665
    const-string v0, "Short.hashCode(-2) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_666
    const v2, -2
    invoke-static {v2}, Ljava/lang/Short;->hashCode(S)I
    move-result v2
    :try_end_666
    .catch Ljava/lang/RuntimeException; {:try_start_666 .. :try_end_666} :catch_666
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_666
    :catch_666
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_666
    const-string v0, "Short.compareUnsigned(-2, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_667
    const v2, -2
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compareUnsigned(SS)I
    move-result v2
    :try_end_667
    .catch Ljava/lang/RuntimeException; {:try_start_667 .. :try_end_667} :catch_667
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_667
    :catch_667
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_667
    const-string v0, "Short.compare(-2, 1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_668
    const v2, -2
    const v3, 1
    invoke-static {v2, v3}, Ljava/lang/Short;->compare(SS)I
    move-result v2
    :try_end_668
    .catch Ljava/lang/RuntimeException; {:try_start_668 .. :try_end_668} :catch_668
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_668
    :catch_668
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_668
    const-string v0, "Byte.toUnsignedInt(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_669
    const v2, 0
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedInt(B)I
    move-result v2
    :try_end_669
    .catch Ljava/lang/RuntimeException; {:try_start_669 .. :try_end_669} :catch_669
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_669
    :catch_669
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_669
    const-string v0, "Byte.toUnsignedLong(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_670
    const v2, 0
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedLong(B)J
    move-result-wide v2
    :try_end_670
    .catch Ljava/lang/RuntimeException; {:try_start_670 .. :try_end_670} :catch_670
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_670
    :catch_670
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_670
    const-string v0, "Byte.hashCode(0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_671
    const v2, 0
    invoke-static {v2}, Ljava/lang/Byte;->hashCode(B)I
    move-result v2
    :try_end_671
    .catch Ljava/lang/RuntimeException; {:try_start_671 .. :try_end_671} :catch_671
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_671
    :catch_671
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_671
    const-string v0, "Byte.compareUnsigned(0, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_672
    const v2, 0
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compareUnsigned(BB)I
    move-result v2
    :try_end_672
    .catch Ljava/lang/RuntimeException; {:try_start_672 .. :try_end_672} :catch_672
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_672
    :catch_672
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_672
    const-string v0, "Byte.compare(0, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_673
    const v2, 0
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compare(BB)I
    move-result v2
    :try_end_673
    .catch Ljava/lang/RuntimeException; {:try_start_673 .. :try_end_673} :catch_673
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_673
    :catch_673
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_673
    const-string v0, "Byte.toUnsignedInt(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_674
    const v2, 1
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedInt(B)I
    move-result v2
    :try_end_674
    .catch Ljava/lang/RuntimeException; {:try_start_674 .. :try_end_674} :catch_674
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_674
    :catch_674
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_674
    const-string v0, "Byte.toUnsignedLong(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_675
    const v2, 1
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedLong(B)J
    move-result-wide v2
    :try_end_675
    .catch Ljava/lang/RuntimeException; {:try_start_675 .. :try_end_675} :catch_675
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_675
    :catch_675
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_675
    const-string v0, "Byte.hashCode(1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_676
    const v2, 1
    invoke-static {v2}, Ljava/lang/Byte;->hashCode(B)I
    move-result v2
    :try_end_676
    .catch Ljava/lang/RuntimeException; {:try_start_676 .. :try_end_676} :catch_676
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_676
    :catch_676
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_676
    const-string v0, "Byte.compareUnsigned(1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_677
    const v2, 1
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compareUnsigned(BB)I
    move-result v2
    :try_end_677
    .catch Ljava/lang/RuntimeException; {:try_start_677 .. :try_end_677} :catch_677
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_677
    :catch_677
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_677
    const-string v0, "Byte.compare(1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_678
    const v2, 1
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compare(BB)I
    move-result v2
    :try_end_678
    .catch Ljava/lang/RuntimeException; {:try_start_678 .. :try_end_678} :catch_678
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_678
    :catch_678
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_678
    const-string v0, "Byte.toUnsignedInt(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_679
    const v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedInt(B)I
    move-result v2
    :try_end_679
    .catch Ljava/lang/RuntimeException; {:try_start_679 .. :try_end_679} :catch_679
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_679
    :catch_679
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_679
    const-string v0, "Byte.toUnsignedLong(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_680
    const v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedLong(B)J
    move-result-wide v2
    :try_end_680
    .catch Ljava/lang/RuntimeException; {:try_start_680 .. :try_end_680} :catch_680
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_680
    :catch_680
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_680
    const-string v0, "Byte.hashCode(-1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_681
    const v2, -1
    invoke-static {v2}, Ljava/lang/Byte;->hashCode(B)I
    move-result v2
    :try_end_681
    .catch Ljava/lang/RuntimeException; {:try_start_681 .. :try_end_681} :catch_681
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_681
    :catch_681
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_681
    const-string v0, "Byte.compareUnsigned(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_682
    const v2, -1
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compareUnsigned(BB)I
    move-result v2
    :try_end_682
    .catch Ljava/lang/RuntimeException; {:try_start_682 .. :try_end_682} :catch_682
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_682
    :catch_682
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_682
    const-string v0, "Byte.compare(-1, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_683
    const v2, -1
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compare(BB)I
    move-result v2
    :try_end_683
    .catch Ljava/lang/RuntimeException; {:try_start_683 .. :try_end_683} :catch_683
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_683
    :catch_683
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_683
    const-string v0, "Byte.toUnsignedInt(18) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_684
    const v2, 18
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedInt(B)I
    move-result v2
    :try_end_684
    .catch Ljava/lang/RuntimeException; {:try_start_684 .. :try_end_684} :catch_684
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_684
    :catch_684
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_684
    const-string v0, "Byte.toUnsignedLong(18) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_685
    const v2, 18
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedLong(B)J
    move-result-wide v2
    :try_end_685
    .catch Ljava/lang/RuntimeException; {:try_start_685 .. :try_end_685} :catch_685
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_685
    :catch_685
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_685
    const-string v0, "Byte.hashCode(18) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_686
    const v2, 18
    invoke-static {v2}, Ljava/lang/Byte;->hashCode(B)I
    move-result v2
    :try_end_686
    .catch Ljava/lang/RuntimeException; {:try_start_686 .. :try_end_686} :catch_686
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_686
    :catch_686
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_686
    const-string v0, "Byte.compareUnsigned(18, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_687
    const v2, 18
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compareUnsigned(BB)I
    move-result v2
    :try_end_687
    .catch Ljava/lang/RuntimeException; {:try_start_687 .. :try_end_687} :catch_687
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_687
    :catch_687
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_687
    const-string v0, "Byte.compare(18, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_688
    const v2, 18
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compare(BB)I
    move-result v2
    :try_end_688
    .catch Ljava/lang/RuntimeException; {:try_start_688 .. :try_end_688} :catch_688
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_688
    :catch_688
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_688
    const-string v0, "Byte.toUnsignedInt(-128) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_689
    const v2, -128
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedInt(B)I
    move-result v2
    :try_end_689
    .catch Ljava/lang/RuntimeException; {:try_start_689 .. :try_end_689} :catch_689
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_689
    :catch_689
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_689
    const-string v0, "Byte.toUnsignedLong(-128) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_690
    const v2, -128
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedLong(B)J
    move-result-wide v2
    :try_end_690
    .catch Ljava/lang/RuntimeException; {:try_start_690 .. :try_end_690} :catch_690
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_690
    :catch_690
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_690
    const-string v0, "Byte.hashCode(-128) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_691
    const v2, -128
    invoke-static {v2}, Ljava/lang/Byte;->hashCode(B)I
    move-result v2
    :try_end_691
    .catch Ljava/lang/RuntimeException; {:try_start_691 .. :try_end_691} :catch_691
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_691
    :catch_691
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_691
    const-string v0, "Byte.compareUnsigned(-128, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_692
    const v2, -128
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compareUnsigned(BB)I
    move-result v2
    :try_end_692
    .catch Ljava/lang/RuntimeException; {:try_start_692 .. :try_end_692} :catch_692
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_692
    :catch_692
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_692
    const-string v0, "Byte.compare(-128, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_693
    const v2, -128
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compare(BB)I
    move-result v2
    :try_end_693
    .catch Ljava/lang/RuntimeException; {:try_start_693 .. :try_end_693} :catch_693
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_693
    :catch_693
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_693
    const-string v0, "Byte.toUnsignedInt(127) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_694
    const v2, 127
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedInt(B)I
    move-result v2
    :try_end_694
    .catch Ljava/lang/RuntimeException; {:try_start_694 .. :try_end_694} :catch_694
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_694
    :catch_694
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_694
    const-string v0, "Byte.toUnsignedLong(127) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_695
    const v2, 127
    invoke-static {v2}, Ljava/lang/Byte;->toUnsignedLong(B)J
    move-result-wide v2
    :try_end_695
    .catch Ljava/lang/RuntimeException; {:try_start_695 .. :try_end_695} :catch_695
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(J)V
    goto :next_695
    :catch_695
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_695
    const-string v0, "Byte.hashCode(127) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_696
    const v2, 127
    invoke-static {v2}, Ljava/lang/Byte;->hashCode(B)I
    move-result v2
    :try_end_696
    .catch Ljava/lang/RuntimeException; {:try_start_696 .. :try_end_696} :catch_696
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_696
    :catch_696
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_696
    const-string v0, "Byte.compareUnsigned(127, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_697
    const v2, 127
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compareUnsigned(BB)I
    move-result v2
    :try_end_697
    .catch Ljava/lang/RuntimeException; {:try_start_697 .. :try_end_697} :catch_697
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_697
    :catch_697
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_697
    const-string v0, "Byte.compare(127, -1) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_698
    const v2, 127
    const v3, -1
    invoke-static {v2, v3}, Ljava/lang/Byte;->compare(BB)I
    move-result v2
    :try_end_698
    .catch Ljava/lang/RuntimeException; {:try_start_698 .. :try_end_698} :catch_698
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_698
    :catch_698
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_698
    const-string v0, "Character.reverseBytes(char 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_699
    const v2, 0
    invoke-static {v2}, Ljava/lang/Character;->reverseBytes(C)C
    move-result v2
    :try_end_699
    .catch Ljava/lang/RuntimeException; {:try_start_699 .. :try_end_699} :catch_699
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_699
    :catch_699
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_699
    const-string v0, "Character.hashCode(char 0) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_700
    const v2, 0
    invoke-static {v2}, Ljava/lang/Character;->hashCode(C)I
    move-result v2
    :try_end_700
    .catch Ljava/lang/RuntimeException; {:try_start_700 .. :try_end_700} :catch_700
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_700
    :catch_700
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_700
    const-string v0, "Character.compare(char 0, char 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_701
    const v2, 0
    const v3, 65
    invoke-static {v2, v3}, Ljava/lang/Character;->compare(CC)I
    move-result v2
    :try_end_701
    .catch Ljava/lang/RuntimeException; {:try_start_701 .. :try_end_701} :catch_701
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_701
    :catch_701
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_701
    const-string v0, "Character.reverseBytes(char 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_702
    const v2, 65
    invoke-static {v2}, Ljava/lang/Character;->reverseBytes(C)C
    move-result v2
    :try_end_702
    .catch Ljava/lang/RuntimeException; {:try_start_702 .. :try_end_702} :catch_702
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_702
    :catch_702
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_702
    const-string v0, "Character.hashCode(char 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_703
    const v2, 65
    invoke-static {v2}, Ljava/lang/Character;->hashCode(C)I
    move-result v2
    :try_end_703
    .catch Ljava/lang/RuntimeException; {:try_start_703 .. :try_end_703} :catch_703
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_703
    :catch_703
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_703
    const-string v0, "Character.compare(char 65, char 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_704
    const v2, 65
    const v3, 65
    invoke-static {v2, v3}, Ljava/lang/Character;->compare(CC)I
    move-result v2
    :try_end_704
    .catch Ljava/lang/RuntimeException; {:try_start_704 .. :try_end_704} :catch_704
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_704
    :catch_704
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_704
    const-string v0, "Character.reverseBytes(char 4660) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_705
    const v2, 4660
    invoke-static {v2}, Ljava/lang/Character;->reverseBytes(C)C
    move-result v2
    :try_end_705
    .catch Ljava/lang/RuntimeException; {:try_start_705 .. :try_end_705} :catch_705
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_705
    :catch_705
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_705
    const-string v0, "Character.hashCode(char 4660) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_706
    const v2, 4660
    invoke-static {v2}, Ljava/lang/Character;->hashCode(C)I
    move-result v2
    :try_end_706
    .catch Ljava/lang/RuntimeException; {:try_start_706 .. :try_end_706} :catch_706
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_706
    :catch_706
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_706
    const-string v0, "Character.compare(char 4660, char 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_707
    const v2, 4660
    const v3, 65
    invoke-static {v2, v3}, Ljava/lang/Character;->compare(CC)I
    move-result v2
    :try_end_707
    .catch Ljava/lang/RuntimeException; {:try_start_707 .. :try_end_707} :catch_707
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_707
    :catch_707
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_707
    const-string v0, "Character.reverseBytes(char 65535) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_708
    const v2, 65535
    invoke-static {v2}, Ljava/lang/Character;->reverseBytes(C)C
    move-result v2
    :try_end_708
    .catch Ljava/lang/RuntimeException; {:try_start_708 .. :try_end_708} :catch_708
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_708
    :catch_708
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_708
    const-string v0, "Character.hashCode(char 65535) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_709
    const v2, 65535
    invoke-static {v2}, Ljava/lang/Character;->hashCode(C)I
    move-result v2
    :try_end_709
    .catch Ljava/lang/RuntimeException; {:try_start_709 .. :try_end_709} :catch_709
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_709
    :catch_709
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_709
    const-string v0, "Character.compare(char 65535, char 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_710
    const v2, 65535
    const v3, 65
    invoke-static {v2, v3}, Ljava/lang/Character;->compare(CC)I
    move-result v2
    :try_end_710
    .catch Ljava/lang/RuntimeException; {:try_start_710 .. :try_end_710} :catch_710
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_710
    :catch_710
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_710
    const-string v0, "Character.reverseBytes(char 65280) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_711
    const v2, 65280
    invoke-static {v2}, Ljava/lang/Character;->reverseBytes(C)C
    move-result v2
    :try_end_711
    .catch Ljava/lang/RuntimeException; {:try_start_711 .. :try_end_711} :catch_711
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_711
    :catch_711
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_711
    const-string v0, "Character.hashCode(char 65280) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_712
    const v2, 65280
    invoke-static {v2}, Ljava/lang/Character;->hashCode(C)I
    move-result v2
    :try_end_712
    .catch Ljava/lang/RuntimeException; {:try_start_712 .. :try_end_712} :catch_712
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_712
    :catch_712
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_712
    const-string v0, "Character.compare(char 65280, char 65) = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    :try_start_713
    const v2, 65280
    const v3, 65
    invoke-static {v2, v3}, Ljava/lang/Character;->compare(CC)I
    move-result v2
    :try_end_713
    .catch Ljava/lang/RuntimeException; {:try_start_713 .. :try_end_713} :catch_713
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    goto :next_713
    :catch_713
    move-exception v2
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next_713
    const-string v0, "Short.SIZE = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v2, Ljava/lang/Short;->SIZE:I
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    const-string v0, "Short.BYTES = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v2, Ljava/lang/Short;->BYTES:I
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    const-string v0, "Byte.SIZE = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v2, Ljava/lang/Byte;->SIZE:I
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    const-string v0, "Byte.BYTES = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v2, Ljava/lang/Byte;->BYTES:I
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    const-string v0, "Character.SIZE = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v2, Ljava/lang/Character;->SIZE:I
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    const-string v0, "Character.BYTES = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v2, Ljava/lang/Character;->BYTES:I
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    const-string v0, "Integer.SIZE = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v2, Ljava/lang/Integer;->SIZE:I
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    const-string v0, "Long.BYTES = "
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v2, Ljava/lang/Long;->BYTES:I
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
