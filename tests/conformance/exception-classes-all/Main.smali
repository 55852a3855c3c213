.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "msg 0"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    :t0_s
    throw v0
    :t0_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n0
    .catch Ljava/lang/Throwable; {:t0_s .. :t0_e} :h0
    new-instance v0, Ljava/lang/ArithmeticException;
    const-string v1, "msg 1"
    invoke-direct {v0, v1}, Ljava/lang/ArithmeticException;-><init>(Ljava/lang/String;)V
    :t1_s
    throw v0
    :t1_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n1
    .catch Ljava/lang/Throwable; {:t1_s .. :t1_e} :h1
    new-instance v0, Ljava/lang/ArrayIndexOutOfBoundsException;
    const-string v1, "msg 2"
    invoke-direct {v0, v1}, Ljava/lang/ArrayIndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    :t2_s
    throw v0
    :t2_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n2
    .catch Ljava/lang/Throwable; {:t2_s .. :t2_e} :h2
    new-instance v0, Ljava/lang/NegativeArraySizeException;
    const-string v1, "msg 3"
    invoke-direct {v0, v1}, Ljava/lang/NegativeArraySizeException;-><init>(Ljava/lang/String;)V
    :t3_s
    throw v0
    :t3_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n3
    :h3
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n3
    .catch Ljava/lang/Throwable; {:t3_s .. :t3_e} :h3
    new-instance v0, Ljava/lang/ArrayStoreException;
    const-string v1, "msg 4"
    invoke-direct {v0, v1}, Ljava/lang/ArrayStoreException;-><init>(Ljava/lang/String;)V
    :t4_s
    throw v0
    :t4_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n4
    :h4
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n4
    .catch Ljava/lang/Throwable; {:t4_s .. :t4_e} :h4
    new-instance v0, Ljava/lang/ClassCastException;
    const-string v1, "msg 5"
    invoke-direct {v0, v1}, Ljava/lang/ClassCastException;-><init>(Ljava/lang/String;)V
    :t5_s
    throw v0
    :t5_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n5
    :h5
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n5
    .catch Ljava/lang/Throwable; {:t5_s .. :t5_e} :h5
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "msg 6"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    :t6_s
    throw v0
    :t6_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n6
    :h6
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n6
    .catch Ljava/lang/Throwable; {:t6_s .. :t6_e} :h6
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "msg 7"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    :t7_s
    throw v0
    :t7_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n7
    :h7
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n7
    .catch Ljava/lang/Throwable; {:t7_s .. :t7_e} :h7
    new-instance v0, Ljava/lang/IllegalMonitorStateException;
    const-string v1, "msg 8"
    invoke-direct {v0, v1}, Ljava/lang/IllegalMonitorStateException;-><init>(Ljava/lang/String;)V
    :t8_s
    throw v0
    :t8_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n8
    :h8
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n8
    .catch Ljava/lang/Throwable; {:t8_s .. :t8_e} :h8
    new-instance v0, Ljava/lang/NumberFormatException;
    const-string v1, "msg 9"
    invoke-direct {v0, v1}, Ljava/lang/NumberFormatException;-><init>(Ljava/lang/String;)V
    :t9_s
    throw v0
    :t9_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n9
    :h9
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n9
    .catch Ljava/lang/Throwable; {:t9_s .. :t9_e} :h9
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v1, "msg 10"
    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    :t10_s
    throw v0
    :t10_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n10
    :h10
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n10
    .catch Ljava/lang/Throwable; {:t10_s .. :t10_e} :h10
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    const-string v1, "msg 11"
    invoke-direct {v0, v1}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    :t11_s
    throw v0
    :t11_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n11
    :h11
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n11
    .catch Ljava/lang/Throwable; {:t11_s .. :t11_e} :h11
    new-instance v0, Ljava/lang/OutOfMemoryError;
    const-string v1, "msg 12"
    invoke-direct {v0, v1}, Ljava/lang/OutOfMemoryError;-><init>(Ljava/lang/String;)V
    :t12_s
    throw v0
    :t12_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n12
    :h12
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n12
    .catch Ljava/lang/Throwable; {:t12_s .. :t12_e} :h12
    new-instance v0, Ljava/lang/StackOverflowError;
    const-string v1, "msg 13"
    invoke-direct {v0, v1}, Ljava/lang/StackOverflowError;-><init>(Ljava/lang/String;)V
    :t13_s
    throw v0
    :t13_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n13
    :h13
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n13
    .catch Ljava/lang/Throwable; {:t13_s .. :t13_e} :h13
    new-instance v0, Ljava/lang/ExceptionInInitializerError;
    const-string v1, "msg 14"
    invoke-direct {v0, v1}, Ljava/lang/ExceptionInInitializerError;-><init>(Ljava/lang/String;)V
    :t14_s
    throw v0
    :t14_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n14
    :h14
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n14
    .catch Ljava/lang/Throwable; {:t14_s .. :t14_e} :h14
    new-instance v0, Ljava/lang/NoClassDefFoundError;
    const-string v1, "msg 15"
    invoke-direct {v0, v1}, Ljava/lang/NoClassDefFoundError;-><init>(Ljava/lang/String;)V
    :t15_s
    throw v0
    :t15_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n15
    :h15
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n15
    .catch Ljava/lang/Throwable; {:t15_s .. :t15_e} :h15
    new-instance v0, Ljava/lang/IncompatibleClassChangeError;
    const-string v1, "msg 16"
    invoke-direct {v0, v1}, Ljava/lang/IncompatibleClassChangeError;-><init>(Ljava/lang/String;)V
    :t16_s
    throw v0
    :t16_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n16
    :h16
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n16
    .catch Ljava/lang/Throwable; {:t16_s .. :t16_e} :h16
    new-instance v0, Ljava/lang/AbstractMethodError;
    const-string v1, "msg 17"
    invoke-direct {v0, v1}, Ljava/lang/AbstractMethodError;-><init>(Ljava/lang/String;)V
    :t17_s
    throw v0
    :t17_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n17
    :h17
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n17
    .catch Ljava/lang/Throwable; {:t17_s .. :t17_e} :h17
    new-instance v0, Ljava/lang/NoSuchFieldError;
    const-string v1, "msg 18"
    invoke-direct {v0, v1}, Ljava/lang/NoSuchFieldError;-><init>(Ljava/lang/String;)V
    :t18_s
    throw v0
    :t18_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n18
    :h18
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n18
    .catch Ljava/lang/Throwable; {:t18_s .. :t18_e} :h18
    new-instance v0, Ljava/lang/NoSuchMethodError;
    const-string v1, "msg 19"
    invoke-direct {v0, v1}, Ljava/lang/NoSuchMethodError;-><init>(Ljava/lang/String;)V
    :t19_s
    throw v0
    :t19_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n19
    :h19
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n19
    .catch Ljava/lang/Throwable; {:t19_s .. :t19_e} :h19
    new-instance v0, Ljava/lang/VerifyError;
    const-string v1, "msg 20"
    invoke-direct {v0, v1}, Ljava/lang/VerifyError;-><init>(Ljava/lang/String;)V
    :t20_s
    throw v0
    :t20_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n20
    :h20
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n20
    .catch Ljava/lang/Throwable; {:t20_s .. :t20_e} :h20
    new-instance v0, Ljava/lang/InterruptedException;
    const-string v1, "msg 21"
    invoke-direct {v0, v1}, Ljava/lang/InterruptedException;-><init>(Ljava/lang/String;)V
    :t21_s
    throw v0
    :t21_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n21
    :h21
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n21
    .catch Ljava/lang/Throwable; {:t21_s .. :t21_e} :h21
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "msg 22"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    :t22_s
    throw v0
    :t22_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n22
    :h22
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n22
    .catch Ljava/lang/Throwable; {:t22_s .. :t22_e} :h22
    new-instance v0, Ljava/lang/Exception;
    const-string v1, "msg 23"
    invoke-direct {v0, v1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V
    :t23_s
    throw v0
    :t23_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n23
    :h23
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n23
    .catch Ljava/lang/Throwable; {:t23_s .. :t23_e} :h23
    new-instance v0, Ljava/lang/Error;
    const-string v1, "msg 24"
    invoke-direct {v0, v1}, Ljava/lang/Error;-><init>(Ljava/lang/String;)V
    :t24_s
    throw v0
    :t24_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n24
    :h24
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n24
    .catch Ljava/lang/Throwable; {:t24_s .. :t24_e} :h24
    new-instance v0, Ljava/lang/Throwable;
    const-string v1, "msg 25"
    invoke-direct {v0, v1}, Ljava/lang/Throwable;-><init>(Ljava/lang/String;)V
    :t25_s
    throw v0
    :t25_e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n25
    :h25
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    instance-of v2, v9, Ljava/lang/RuntimeException;
    instance-of v3, v9, Ljava/lang/Error;
    instance-of v4, v9, Ljava/lang/Exception;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :n25
    .catch Ljava/lang/Throwable; {:t25_s .. :t25_e} :h25
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
