.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 17
    const-string v0, "int: fill"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t1
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_1
    const v6, -7
    invoke-static {v5, v6}, Ljava/util/Arrays;->fill([II)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e1
    .catch Ljava/lang/Exception; {:t1 .. :e1} :c1
    goto :n1
    :c1
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n1
    const-string v0, "int: fill(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t2
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_2
    const/16 v3, 1
    const/16 v4, 3
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([IIII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e2
    .catch Ljava/lang/Exception; {:t2 .. :e2} :c2
    goto :n2
    :c2
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n2
    const-string v0, "int: fill(2, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t3
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_3
    const/16 v3, 2
    const/16 v4, 2
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([IIII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e3
    .catch Ljava/lang/Exception; {:t3 .. :e3} :c3
    goto :n3
    :c3
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n3
    const-string v0, "int: fill(0, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t4
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_4
    const/16 v3, 0
    const/16 v4, 7
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([IIII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e4
    .catch Ljava/lang/Exception; {:t4 .. :e4} :c4
    goto :n4
    :c4
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n4
    const-string v0, "int: fill(3, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t5
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_5
    const/16 v3, 3
    const/16 v4, 1
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([IIII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e5
    .catch Ljava/lang/Exception; {:t5 .. :e5} :c5
    goto :n5
    :c5
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n5
    const-string v0, "int: fill(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t6
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_6
    const/16 v3, -1
    const/16 v4, 2
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([IIII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e6
    .catch Ljava/lang/Exception; {:t6 .. :e6} :c6
    goto :n6
    :c6
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n6
    const-string v0, "int: fill(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t7
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_7
    const/16 v3, 0
    const/16 v4, 8
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([IIII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e7
    .catch Ljava/lang/Exception; {:t7 .. :e7} :c7
    goto :n7
    :c7
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n7
    const-string v0, "int: copyOf(9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t8
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_8
    const/16 v3, 9
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e8
    .catch Ljava/lang/Exception; {:t8 .. :e8} :c8
    goto :n8
    :c8
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n8
    const-string v0, "int: copyOf(2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t9
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_9
    const/16 v3, 2
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e9
    .catch Ljava/lang/Exception; {:t9 .. :e9} :c9
    goto :n9
    :c9
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n9
    const-string v0, "int: copyOf(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t10
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_10
    const/16 v3, 0
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e10
    .catch Ljava/lang/Exception; {:t10 .. :e10} :c10
    goto :n10
    :c10
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n10
    const-string v0, "int: copyOf(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t11
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_11
    const/16 v3, -1
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e11
    .catch Ljava/lang/Exception; {:t11 .. :e11} :c11
    goto :n11
    :c11
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n11
    const-string v0, "int: copyOfRange(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t12
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_12
    const/16 v3, 1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([III)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e12
    .catch Ljava/lang/Exception; {:t12 .. :e12} :c12
    goto :n12
    :c12
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n12
    const-string v0, "int: copyOfRange(0, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t13
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_13
    const/16 v3, 0
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([III)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e13
    .catch Ljava/lang/Exception; {:t13 .. :e13} :c13
    goto :n13
    :c13
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n13
    const-string v0, "int: copyOfRange(7, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t14
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_14
    const/16 v3, 7
    const/16 v4, 7
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([III)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e14
    .catch Ljava/lang/Exception; {:t14 .. :e14} :c14
    goto :n14
    :c14
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n14
    const-string v0, "int: copyOfRange(7, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t15
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_15
    const/16 v3, 7
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([III)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e15
    .catch Ljava/lang/Exception; {:t15 .. :e15} :c15
    goto :n15
    :c15
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n15
    const-string v0, "int: copyOfRange(8, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t16
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_16
    const/16 v3, 8
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([III)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e16
    .catch Ljava/lang/Exception; {:t16 .. :e16} :c16
    goto :n16
    :c16
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n16
    const-string v0, "int: copyOfRange(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t17
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_17
    const/16 v3, -1
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([III)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e17
    .catch Ljava/lang/Exception; {:t17 .. :e17} :c17
    goto :n17
    :c17
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n17
    const-string v0, "int: copyOfRange(3, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t18
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_18
    const/16 v3, 3
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([III)[I
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e18
    .catch Ljava/lang/Exception; {:t18 .. :e18} :c18
    goto :n18
    :c18
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n18
    const-string v0, "int: equals(same contents)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t19
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_19
    const/16 v13, 7
    new-array v6, v13, [I
    fill-array-data v6, :arr_20
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([I[I)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e19
    .catch Ljava/lang/Exception; {:t19 .. :e19} :c19
    goto :n19
    :c19
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n19
    const-string v0, "int: equals(changed)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t20
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_21
    const/16 v13, 7
    new-array v6, v13, [I
    fill-array-data v6, :arr_22
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([I[I)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e20
    .catch Ljava/lang/Exception; {:t20 .. :e20} :c20
    goto :n20
    :c20
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n20
    const-string v0, "int: equals(shorter)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t21
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_23
    const/16 v13, 6
    new-array v6, v13, [I
    fill-array-data v6, :arr_24
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([I[I)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e21
    .catch Ljava/lang/Exception; {:t21 .. :e21} :c21
    goto :n21
    :c21
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n21
    const-string v0, "int: equals(null, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t22
    const/4 v5, 0
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([I[I)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e22
    .catch Ljava/lang/Exception; {:t22 .. :e22} :c22
    goto :n22
    :c22
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n22
    const-string v0, "int: equals(a, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t23
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_25
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([I[I)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e23
    .catch Ljava/lang/Exception; {:t23 .. :e23} :c23
    goto :n23
    :c23
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n23
    const-string v0, "int: hashCode"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t24
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_26
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([I)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e24
    .catch Ljava/lang/Exception; {:t24 .. :e24} :c24
    goto :n24
    :c24
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n24
    const-string v0, "int: hashCode(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t25
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([I)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e25
    .catch Ljava/lang/Exception; {:t25 .. :e25} :c25
    goto :n25
    :c25
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n25
    const-string v0, "int: hashCode(empty)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t26
    const/16 v13, 0
    new-array v5, v13, [I
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([I)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e26
    .catch Ljava/lang/Exception; {:t26 .. :e26} :c26
    goto :n26
    :c26
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n26
    const-string v0, "int: sort"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t27
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_27
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e27
    .catch Ljava/lang/Exception; {:t27 .. :e27} :c27
    goto :n27
    :c27
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n27
    const-string v0, "int: sort(1, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t28
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_28
    const/16 v3, 1
    const/16 v4, 4
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([III)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e28
    .catch Ljava/lang/Exception; {:t28 .. :e28} :c28
    goto :n28
    :c28
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n28
    const-string v0, "int: sort(0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t29
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_29
    const/16 v3, 0
    const/16 v4, 0
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([III)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e29
    .catch Ljava/lang/Exception; {:t29 .. :e29} :c29
    goto :n29
    :c29
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n29
    const-string v0, "int: sort(2, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t30
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_30
    const/16 v3, 2
    const/16 v4, 1
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([III)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e30
    .catch Ljava/lang/Exception; {:t30 .. :e30} :c30
    goto :n30
    :c30
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n30
    const-string v0, "int: sort(-1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t31
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_31
    const/16 v3, -1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([III)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e31
    .catch Ljava/lang/Exception; {:t31 .. :e31} :c31
    goto :n31
    :c31
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n31
    const-string v0, "int: sort(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t32
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_32
    const/16 v3, 0
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([III)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e32
    .catch Ljava/lang/Exception; {:t32 .. :e32} :c32
    goto :n32
    :c32
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n32
    const-string v0, "int: binarySearch(0x5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t33
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_33
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const v6, 5
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e33
    .catch Ljava/lang/Exception; {:t33 .. :e33} :c33
    goto :n33
    :c33
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n33
    const-string v0, "int: binarySearch(-0x3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t34
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_34
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const v6, -3
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e34
    .catch Ljava/lang/Exception; {:t34 .. :e34} :c34
    goto :n34
    :c34
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n34
    const-string v0, "int: binarySearch(0x7fffffff)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t35
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_35
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const v6, 2147483647
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e35
    .catch Ljava/lang/Exception; {:t35 .. :e35} :c35
    goto :n35
    :c35
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n35
    const-string v0, "int: binarySearch(0x0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t36
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_36
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e36
    .catch Ljava/lang/Exception; {:t36 .. :e36} :c36
    goto :n36
    :c36
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n36
    const-string v0, "int: binarySearch(-0x80000000)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t37
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_37
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const v6, -2147483648
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e37
    .catch Ljava/lang/Exception; {:t37 .. :e37} :c37
    goto :n37
    :c37
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n37
    const-string v0, "int: binarySearch(0x5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t38
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_38
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const v6, 5
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e38
    .catch Ljava/lang/Exception; {:t38 .. :e38} :c38
    goto :n38
    :c38
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n38
    const-string v0, "int: binarySearch(0xc)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t39
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_39
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const v6, 12
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e39
    .catch Ljava/lang/Exception; {:t39 .. :e39} :c39
    goto :n39
    :c39
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n39
    const-string v0, "int: binarySearch(-0x5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t40
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_40
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const v6, -5
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e40
    .catch Ljava/lang/Exception; {:t40 .. :e40} :c40
    goto :n40
    :c40
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n40
    const-string v0, "int: binarySearch(0x64)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t41
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_41
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const v6, 100
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e41
    .catch Ljava/lang/Exception; {:t41 .. :e41} :c41
    goto :n41
    :c41
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n41
    const-string v0, "int: binarySearch(1, 4, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t42
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_42
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const/16 v3, 1
    const/16 v4, 4
    const v6, 2147483647
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([IIII)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e42
    .catch Ljava/lang/Exception; {:t42 .. :e42} :c42
    goto :n42
    :c42
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n42
    const-string v0, "int: binarySearch(2, 2, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t43
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_43
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const/16 v3, 2
    const/16 v4, 2
    const v6, 5
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([IIII)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e43
    .catch Ljava/lang/Exception; {:t43 .. :e43} :c43
    goto :n43
    :c43
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n43
    const-string v0, "int: binarySearch(3, 1, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t44
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_44
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const/16 v3, 3
    const/16 v4, 1
    const v6, 5
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([IIII)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e44
    .catch Ljava/lang/Exception; {:t44 .. :e44} :c44
    goto :n44
    :c44
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n44
    const-string v0, "int: binarySearch(0, 8, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t45
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_45
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const/16 v3, 0
    const/16 v4, 8
    const v6, 5
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([IIII)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e45
    .catch Ljava/lang/Exception; {:t45 .. :e45} :c45
    goto :n45
    :c45
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n45
    const-string v0, "long: fill"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t46
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_46
    const-wide v6, -7L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->fill([JJ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e46
    .catch Ljava/lang/Exception; {:t46 .. :e46} :c46
    goto :n46
    :c46
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n46
    const-string v0, "long: fill(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t47
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_47
    const/16 v3, 1
    const/16 v4, 3
    const-wide v6, -7L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([JIIJ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e47
    .catch Ljava/lang/Exception; {:t47 .. :e47} :c47
    goto :n47
    :c47
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n47
    const-string v0, "long: fill(2, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t48
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_48
    const/16 v3, 2
    const/16 v4, 2
    const-wide v6, -7L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([JIIJ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e48
    .catch Ljava/lang/Exception; {:t48 .. :e48} :c48
    goto :n48
    :c48
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n48
    const-string v0, "long: fill(0, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t49
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_49
    const/16 v3, 0
    const/16 v4, 7
    const-wide v6, -7L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([JIIJ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e49
    .catch Ljava/lang/Exception; {:t49 .. :e49} :c49
    goto :n49
    :c49
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n49
    const-string v0, "long: fill(3, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t50
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_50
    const/16 v3, 3
    const/16 v4, 1
    const-wide v6, -7L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([JIIJ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e50
    .catch Ljava/lang/Exception; {:t50 .. :e50} :c50
    goto :n50
    :c50
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n50
    const-string v0, "long: fill(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t51
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_51
    const/16 v3, -1
    const/16 v4, 2
    const-wide v6, -7L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([JIIJ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e51
    .catch Ljava/lang/Exception; {:t51 .. :e51} :c51
    goto :n51
    :c51
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n51
    const-string v0, "long: fill(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t52
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_52
    const/16 v3, 0
    const/16 v4, 8
    const-wide v6, -7L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([JIIJ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e52
    .catch Ljava/lang/Exception; {:t52 .. :e52} :c52
    goto :n52
    :c52
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n52
    const-string v0, "long: copyOf(9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t53
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_53
    const/16 v3, 9
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([JI)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e53
    .catch Ljava/lang/Exception; {:t53 .. :e53} :c53
    goto :n53
    :c53
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n53
    const-string v0, "long: copyOf(2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t54
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_54
    const/16 v3, 2
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([JI)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e54
    .catch Ljava/lang/Exception; {:t54 .. :e54} :c54
    goto :n54
    :c54
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n54
    const-string v0, "long: copyOf(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t55
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_55
    const/16 v3, 0
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([JI)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e55
    .catch Ljava/lang/Exception; {:t55 .. :e55} :c55
    goto :n55
    :c55
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n55
    const-string v0, "long: copyOf(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t56
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_56
    const/16 v3, -1
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([JI)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e56
    .catch Ljava/lang/Exception; {:t56 .. :e56} :c56
    goto :n56
    :c56
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n56
    const-string v0, "long: copyOfRange(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t57
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_57
    const/16 v3, 1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([JII)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e57
    .catch Ljava/lang/Exception; {:t57 .. :e57} :c57
    goto :n57
    :c57
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n57
    const-string v0, "long: copyOfRange(0, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t58
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_58
    const/16 v3, 0
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([JII)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e58
    .catch Ljava/lang/Exception; {:t58 .. :e58} :c58
    goto :n58
    :c58
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n58
    const-string v0, "long: copyOfRange(7, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t59
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_59
    const/16 v3, 7
    const/16 v4, 7
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([JII)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e59
    .catch Ljava/lang/Exception; {:t59 .. :e59} :c59
    goto :n59
    :c59
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n59
    const-string v0, "long: copyOfRange(7, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t60
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_60
    const/16 v3, 7
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([JII)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e60
    .catch Ljava/lang/Exception; {:t60 .. :e60} :c60
    goto :n60
    :c60
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n60
    const-string v0, "long: copyOfRange(8, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t61
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_61
    const/16 v3, 8
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([JII)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e61
    .catch Ljava/lang/Exception; {:t61 .. :e61} :c61
    goto :n61
    :c61
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n61
    const-string v0, "long: copyOfRange(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t62
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_62
    const/16 v3, -1
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([JII)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e62
    .catch Ljava/lang/Exception; {:t62 .. :e62} :c62
    goto :n62
    :c62
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n62
    const-string v0, "long: copyOfRange(3, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t63
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_63
    const/16 v3, 3
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([JII)[J
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e63
    .catch Ljava/lang/Exception; {:t63 .. :e63} :c63
    goto :n63
    :c63
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n63
    const-string v0, "long: equals(same contents)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t64
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_64
    const/16 v13, 7
    new-array v6, v13, [J
    fill-array-data v6, :arr_65
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([J[J)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e64
    .catch Ljava/lang/Exception; {:t64 .. :e64} :c64
    goto :n64
    :c64
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n64
    const-string v0, "long: equals(changed)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t65
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_66
    const/16 v13, 7
    new-array v6, v13, [J
    fill-array-data v6, :arr_67
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([J[J)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e65
    .catch Ljava/lang/Exception; {:t65 .. :e65} :c65
    goto :n65
    :c65
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n65
    const-string v0, "long: equals(shorter)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t66
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_68
    const/16 v13, 6
    new-array v6, v13, [J
    fill-array-data v6, :arr_69
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([J[J)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e66
    .catch Ljava/lang/Exception; {:t66 .. :e66} :c66
    goto :n66
    :c66
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n66
    const-string v0, "long: equals(null, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t67
    const/4 v5, 0
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([J[J)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e67
    .catch Ljava/lang/Exception; {:t67 .. :e67} :c67
    goto :n67
    :c67
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n67
    const-string v0, "long: equals(a, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t68
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_70
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([J[J)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e68
    .catch Ljava/lang/Exception; {:t68 .. :e68} :c68
    goto :n68
    :c68
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n68
    const-string v0, "long: hashCode"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t69
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_71
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([J)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e69
    .catch Ljava/lang/Exception; {:t69 .. :e69} :c69
    goto :n69
    :c69
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n69
    const-string v0, "long: hashCode(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t70
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([J)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e70
    .catch Ljava/lang/Exception; {:t70 .. :e70} :c70
    goto :n70
    :c70
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n70
    const-string v0, "long: hashCode(empty)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t71
    const/16 v13, 0
    new-array v5, v13, [J
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([J)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e71
    .catch Ljava/lang/Exception; {:t71 .. :e71} :c71
    goto :n71
    :c71
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n71
    const-string v0, "long: sort"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t72
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_72
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e72
    .catch Ljava/lang/Exception; {:t72 .. :e72} :c72
    goto :n72
    :c72
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n72
    const-string v0, "long: sort(1, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t73
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_73
    const/16 v3, 1
    const/16 v4, 4
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([JII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e73
    .catch Ljava/lang/Exception; {:t73 .. :e73} :c73
    goto :n73
    :c73
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n73
    const-string v0, "long: sort(0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t74
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_74
    const/16 v3, 0
    const/16 v4, 0
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([JII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e74
    .catch Ljava/lang/Exception; {:t74 .. :e74} :c74
    goto :n74
    :c74
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n74
    const-string v0, "long: sort(2, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t75
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_75
    const/16 v3, 2
    const/16 v4, 1
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([JII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e75
    .catch Ljava/lang/Exception; {:t75 .. :e75} :c75
    goto :n75
    :c75
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n75
    const-string v0, "long: sort(-1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t76
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_76
    const/16 v3, -1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([JII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e76
    .catch Ljava/lang/Exception; {:t76 .. :e76} :c76
    goto :n76
    :c76
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n76
    const-string v0, "long: sort(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t77
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_77
    const/16 v3, 0
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([JII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e77
    .catch Ljava/lang/Exception; {:t77 .. :e77} :c77
    goto :n77
    :c77
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n77
    const-string v0, "long: binarySearch(0x5L)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t78
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_78
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const-wide v6, 5L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([JJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e78
    .catch Ljava/lang/Exception; {:t78 .. :e78} :c78
    goto :n78
    :c78
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n78
    const-string v0, "long: binarySearch(-0x3L)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t79
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_79
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const-wide v6, -3L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([JJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e79
    .catch Ljava/lang/Exception; {:t79 .. :e79} :c79
    goto :n79
    :c79
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n79
    const-string v0, "long: binarySearch(0x7fffffffffffffffL)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t80
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_80
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const-wide v6, 9223372036854775807L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([JJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e80
    .catch Ljava/lang/Exception; {:t80 .. :e80} :c80
    goto :n80
    :c80
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n80
    const-string v0, "long: binarySearch(0x0L)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t81
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_81
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const-wide v6, 0L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([JJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e81
    .catch Ljava/lang/Exception; {:t81 .. :e81} :c81
    goto :n81
    :c81
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n81
    const-string v0, "long: binarySearch(-0x8000000000000000L)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t82
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_82
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const-wide v6, -9223372036854775808L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([JJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e82
    .catch Ljava/lang/Exception; {:t82 .. :e82} :c82
    goto :n82
    :c82
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n82
    const-string v0, "long: binarySearch(0x5L)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t83
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_83
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const-wide v6, 5L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([JJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e83
    .catch Ljava/lang/Exception; {:t83 .. :e83} :c83
    goto :n83
    :c83
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n83
    const-string v0, "long: binarySearch(0xcL)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t84
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_84
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const-wide v6, 12L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([JJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e84
    .catch Ljava/lang/Exception; {:t84 .. :e84} :c84
    goto :n84
    :c84
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n84
    const-string v0, "long: binarySearch(-0x5L)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t85
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_85
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const-wide v6, -5L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([JJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e85
    .catch Ljava/lang/Exception; {:t85 .. :e85} :c85
    goto :n85
    :c85
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n85
    const-string v0, "long: binarySearch(0x64L)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t86
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_86
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const-wide v6, 100L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([JJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e86
    .catch Ljava/lang/Exception; {:t86 .. :e86} :c86
    goto :n86
    :c86
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n86
    const-string v0, "long: binarySearch(1, 4, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t87
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_87
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const/16 v3, 1
    const/16 v4, 4
    const-wide v6, 9223372036854775807L
    move v3, v3
    move-object v8, v5
    move v9, v3
    move v10, v4
    move-wide v11, v6
    invoke-static/range {v8 .. v12}, Ljava/util/Arrays;->binarySearch([JIIJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e87
    .catch Ljava/lang/Exception; {:t87 .. :e87} :c87
    goto :n87
    :c87
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n87
    const-string v0, "long: binarySearch(2, 2, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t88
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_88
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const/16 v3, 2
    const/16 v4, 2
    const-wide v6, 5L
    move v3, v3
    move-object v8, v5
    move v9, v3
    move v10, v4
    move-wide v11, v6
    invoke-static/range {v8 .. v12}, Ljava/util/Arrays;->binarySearch([JIIJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e88
    .catch Ljava/lang/Exception; {:t88 .. :e88} :c88
    goto :n88
    :c88
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n88
    const-string v0, "long: binarySearch(3, 1, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t89
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_89
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const/16 v3, 3
    const/16 v4, 1
    const-wide v6, 5L
    move v3, v3
    move-object v8, v5
    move v9, v3
    move v10, v4
    move-wide v11, v6
    invoke-static/range {v8 .. v12}, Ljava/util/Arrays;->binarySearch([JIIJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e89
    .catch Ljava/lang/Exception; {:t89 .. :e89} :c89
    goto :n89
    :c89
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n89
    const-string v0, "long: binarySearch(0, 8, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t90
    const/16 v13, 7
    new-array v5, v13, [J
    fill-array-data v5, :arr_90
    invoke-static {v5}, Ljava/util/Arrays;->sort([J)V
    const/16 v3, 0
    const/16 v4, 8
    const-wide v6, 5L
    move v3, v3
    move-object v8, v5
    move v9, v3
    move v10, v4
    move-wide v11, v6
    invoke-static/range {v8 .. v12}, Ljava/util/Arrays;->binarySearch([JIIJ)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e90
    .catch Ljava/lang/Exception; {:t90 .. :e90} :c90
    goto :n90
    :c90
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n90
    const-string v0, "short: fill"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t91
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_91
    const v6, -7
    invoke-static {v5, v6}, Ljava/util/Arrays;->fill([SS)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e91
    .catch Ljava/lang/Exception; {:t91 .. :e91} :c91
    goto :n91
    :c91
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n91
    const-string v0, "short: fill(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t92
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_92
    const/16 v3, 1
    const/16 v4, 3
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([SIIS)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e92
    .catch Ljava/lang/Exception; {:t92 .. :e92} :c92
    goto :n92
    :c92
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n92
    const-string v0, "short: fill(2, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t93
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_93
    const/16 v3, 2
    const/16 v4, 2
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([SIIS)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e93
    .catch Ljava/lang/Exception; {:t93 .. :e93} :c93
    goto :n93
    :c93
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n93
    const-string v0, "short: fill(0, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t94
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_94
    const/16 v3, 0
    const/16 v4, 7
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([SIIS)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e94
    .catch Ljava/lang/Exception; {:t94 .. :e94} :c94
    goto :n94
    :c94
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n94
    const-string v0, "short: fill(3, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t95
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_95
    const/16 v3, 3
    const/16 v4, 1
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([SIIS)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e95
    .catch Ljava/lang/Exception; {:t95 .. :e95} :c95
    goto :n95
    :c95
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n95
    const-string v0, "short: fill(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t96
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_96
    const/16 v3, -1
    const/16 v4, 2
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([SIIS)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e96
    .catch Ljava/lang/Exception; {:t96 .. :e96} :c96
    goto :n96
    :c96
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n96
    const-string v0, "short: fill(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t97
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_97
    const/16 v3, 0
    const/16 v4, 8
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([SIIS)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e97
    .catch Ljava/lang/Exception; {:t97 .. :e97} :c97
    goto :n97
    :c97
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n97
    const-string v0, "short: copyOf(9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t98
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_98
    const/16 v3, 9
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([SI)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e98
    .catch Ljava/lang/Exception; {:t98 .. :e98} :c98
    goto :n98
    :c98
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n98
    const-string v0, "short: copyOf(2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t99
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_99
    const/16 v3, 2
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([SI)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e99
    .catch Ljava/lang/Exception; {:t99 .. :e99} :c99
    goto :n99
    :c99
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n99
    const-string v0, "short: copyOf(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t100
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_100
    const/16 v3, 0
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([SI)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e100
    .catch Ljava/lang/Exception; {:t100 .. :e100} :c100
    goto :n100
    :c100
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n100
    const-string v0, "short: copyOf(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t101
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_101
    const/16 v3, -1
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([SI)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e101
    .catch Ljava/lang/Exception; {:t101 .. :e101} :c101
    goto :n101
    :c101
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n101
    const-string v0, "short: copyOfRange(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t102
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_102
    const/16 v3, 1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([SII)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e102
    .catch Ljava/lang/Exception; {:t102 .. :e102} :c102
    goto :n102
    :c102
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n102
    const-string v0, "short: copyOfRange(0, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t103
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_103
    const/16 v3, 0
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([SII)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e103
    .catch Ljava/lang/Exception; {:t103 .. :e103} :c103
    goto :n103
    :c103
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n103
    const-string v0, "short: copyOfRange(7, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t104
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_104
    const/16 v3, 7
    const/16 v4, 7
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([SII)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e104
    .catch Ljava/lang/Exception; {:t104 .. :e104} :c104
    goto :n104
    :c104
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n104
    const-string v0, "short: copyOfRange(7, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t105
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_105
    const/16 v3, 7
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([SII)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e105
    .catch Ljava/lang/Exception; {:t105 .. :e105} :c105
    goto :n105
    :c105
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n105
    const-string v0, "short: copyOfRange(8, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t106
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_106
    const/16 v3, 8
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([SII)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e106
    .catch Ljava/lang/Exception; {:t106 .. :e106} :c106
    goto :n106
    :c106
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n106
    const-string v0, "short: copyOfRange(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t107
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_107
    const/16 v3, -1
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([SII)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e107
    .catch Ljava/lang/Exception; {:t107 .. :e107} :c107
    goto :n107
    :c107
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n107
    const-string v0, "short: copyOfRange(3, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t108
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_108
    const/16 v3, 3
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([SII)[S
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e108
    .catch Ljava/lang/Exception; {:t108 .. :e108} :c108
    goto :n108
    :c108
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n108
    const-string v0, "short: equals(same contents)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t109
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_109
    const/16 v13, 7
    new-array v6, v13, [S
    fill-array-data v6, :arr_110
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([S[S)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e109
    .catch Ljava/lang/Exception; {:t109 .. :e109} :c109
    goto :n109
    :c109
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n109
    const-string v0, "short: equals(changed)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t110
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_111
    const/16 v13, 7
    new-array v6, v13, [S
    fill-array-data v6, :arr_112
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([S[S)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e110
    .catch Ljava/lang/Exception; {:t110 .. :e110} :c110
    goto :n110
    :c110
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n110
    const-string v0, "short: equals(shorter)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t111
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_113
    const/16 v13, 6
    new-array v6, v13, [S
    fill-array-data v6, :arr_114
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([S[S)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e111
    .catch Ljava/lang/Exception; {:t111 .. :e111} :c111
    goto :n111
    :c111
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n111
    const-string v0, "short: equals(null, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t112
    const/4 v5, 0
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([S[S)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e112
    .catch Ljava/lang/Exception; {:t112 .. :e112} :c112
    goto :n112
    :c112
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n112
    const-string v0, "short: equals(a, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t113
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_115
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([S[S)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e113
    .catch Ljava/lang/Exception; {:t113 .. :e113} :c113
    goto :n113
    :c113
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n113
    const-string v0, "short: hashCode"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t114
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_116
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([S)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e114
    .catch Ljava/lang/Exception; {:t114 .. :e114} :c114
    goto :n114
    :c114
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n114
    const-string v0, "short: hashCode(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t115
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([S)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e115
    .catch Ljava/lang/Exception; {:t115 .. :e115} :c115
    goto :n115
    :c115
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n115
    const-string v0, "short: hashCode(empty)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t116
    const/16 v13, 0
    new-array v5, v13, [S
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([S)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e116
    .catch Ljava/lang/Exception; {:t116 .. :e116} :c116
    goto :n116
    :c116
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n116
    const-string v0, "short: sort"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t117
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_117
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e117
    .catch Ljava/lang/Exception; {:t117 .. :e117} :c117
    goto :n117
    :c117
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n117
    const-string v0, "short: sort(1, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t118
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_118
    const/16 v3, 1
    const/16 v4, 4
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([SII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e118
    .catch Ljava/lang/Exception; {:t118 .. :e118} :c118
    goto :n118
    :c118
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n118
    const-string v0, "short: sort(0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t119
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_119
    const/16 v3, 0
    const/16 v4, 0
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([SII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e119
    .catch Ljava/lang/Exception; {:t119 .. :e119} :c119
    goto :n119
    :c119
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n119
    const-string v0, "short: sort(2, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t120
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_120
    const/16 v3, 2
    const/16 v4, 1
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([SII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e120
    .catch Ljava/lang/Exception; {:t120 .. :e120} :c120
    goto :n120
    :c120
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n120
    const-string v0, "short: sort(-1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t121
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_121
    const/16 v3, -1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([SII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e121
    .catch Ljava/lang/Exception; {:t121 .. :e121} :c121
    goto :n121
    :c121
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n121
    const-string v0, "short: sort(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t122
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_122
    const/16 v3, 0
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([SII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e122
    .catch Ljava/lang/Exception; {:t122 .. :e122} :c122
    goto :n122
    :c122
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n122
    const-string v0, "short: binarySearch(0x5s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t123
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_123
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const v6, 5
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([SS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e123
    .catch Ljava/lang/Exception; {:t123 .. :e123} :c123
    goto :n123
    :c123
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n123
    const-string v0, "short: binarySearch(-0x3s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t124
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_124
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const v6, -3
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([SS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e124
    .catch Ljava/lang/Exception; {:t124 .. :e124} :c124
    goto :n124
    :c124
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n124
    const-string v0, "short: binarySearch(0x7fffs)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t125
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_125
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const v6, 32767
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([SS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e125
    .catch Ljava/lang/Exception; {:t125 .. :e125} :c125
    goto :n125
    :c125
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n125
    const-string v0, "short: binarySearch(0x0s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t126
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_126
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([SS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e126
    .catch Ljava/lang/Exception; {:t126 .. :e126} :c126
    goto :n126
    :c126
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n126
    const-string v0, "short: binarySearch(-0x8000s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t127
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_127
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const v6, -32768
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([SS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e127
    .catch Ljava/lang/Exception; {:t127 .. :e127} :c127
    goto :n127
    :c127
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n127
    const-string v0, "short: binarySearch(0x5s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t128
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_128
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const v6, 5
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([SS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e128
    .catch Ljava/lang/Exception; {:t128 .. :e128} :c128
    goto :n128
    :c128
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n128
    const-string v0, "short: binarySearch(0xcs)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t129
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_129
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const v6, 12
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([SS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e129
    .catch Ljava/lang/Exception; {:t129 .. :e129} :c129
    goto :n129
    :c129
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n129
    const-string v0, "short: binarySearch(-0x5s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t130
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_130
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const v6, -5
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([SS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e130
    .catch Ljava/lang/Exception; {:t130 .. :e130} :c130
    goto :n130
    :c130
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n130
    const-string v0, "short: binarySearch(0x64s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t131
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_131
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const v6, 100
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([SS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e131
    .catch Ljava/lang/Exception; {:t131 .. :e131} :c131
    goto :n131
    :c131
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n131
    const-string v0, "short: binarySearch(1, 4, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t132
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_132
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const/16 v3, 1
    const/16 v4, 4
    const v6, 32767
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([SIIS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e132
    .catch Ljava/lang/Exception; {:t132 .. :e132} :c132
    goto :n132
    :c132
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n132
    const-string v0, "short: binarySearch(2, 2, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t133
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_133
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const/16 v3, 2
    const/16 v4, 2
    const v6, 5
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([SIIS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e133
    .catch Ljava/lang/Exception; {:t133 .. :e133} :c133
    goto :n133
    :c133
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n133
    const-string v0, "short: binarySearch(3, 1, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t134
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_134
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const/16 v3, 3
    const/16 v4, 1
    const v6, 5
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([SIIS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e134
    .catch Ljava/lang/Exception; {:t134 .. :e134} :c134
    goto :n134
    :c134
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n134
    const-string v0, "short: binarySearch(0, 8, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t135
    const/16 v13, 7
    new-array v5, v13, [S
    fill-array-data v5, :arr_135
    invoke-static {v5}, Ljava/util/Arrays;->sort([S)V
    const/16 v3, 0
    const/16 v4, 8
    const v6, 5
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([SIIS)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e135
    .catch Ljava/lang/Exception; {:t135 .. :e135} :c135
    goto :n135
    :c135
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n135
    const-string v0, "byte: fill"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t136
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_136
    const v6, -7
    invoke-static {v5, v6}, Ljava/util/Arrays;->fill([BB)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e136
    .catch Ljava/lang/Exception; {:t136 .. :e136} :c136
    goto :n136
    :c136
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n136
    const-string v0, "byte: fill(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t137
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_137
    const/16 v3, 1
    const/16 v4, 3
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([BIIB)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e137
    .catch Ljava/lang/Exception; {:t137 .. :e137} :c137
    goto :n137
    :c137
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n137
    const-string v0, "byte: fill(2, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t138
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_138
    const/16 v3, 2
    const/16 v4, 2
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([BIIB)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e138
    .catch Ljava/lang/Exception; {:t138 .. :e138} :c138
    goto :n138
    :c138
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n138
    const-string v0, "byte: fill(0, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t139
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_139
    const/16 v3, 0
    const/16 v4, 7
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([BIIB)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e139
    .catch Ljava/lang/Exception; {:t139 .. :e139} :c139
    goto :n139
    :c139
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n139
    const-string v0, "byte: fill(3, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t140
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_140
    const/16 v3, 3
    const/16 v4, 1
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([BIIB)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e140
    .catch Ljava/lang/Exception; {:t140 .. :e140} :c140
    goto :n140
    :c140
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n140
    const-string v0, "byte: fill(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t141
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_141
    const/16 v3, -1
    const/16 v4, 2
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([BIIB)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e141
    .catch Ljava/lang/Exception; {:t141 .. :e141} :c141
    goto :n141
    :c141
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n141
    const-string v0, "byte: fill(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t142
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_142
    const/16 v3, 0
    const/16 v4, 8
    const v6, -7
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([BIIB)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e142
    .catch Ljava/lang/Exception; {:t142 .. :e142} :c142
    goto :n142
    :c142
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n142
    const-string v0, "byte: copyOf(9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t143
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_143
    const/16 v3, 9
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e143
    .catch Ljava/lang/Exception; {:t143 .. :e143} :c143
    goto :n143
    :c143
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n143
    const-string v0, "byte: copyOf(2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t144
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_144
    const/16 v3, 2
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e144
    .catch Ljava/lang/Exception; {:t144 .. :e144} :c144
    goto :n144
    :c144
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n144
    const-string v0, "byte: copyOf(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t145
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_145
    const/16 v3, 0
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e145
    .catch Ljava/lang/Exception; {:t145 .. :e145} :c145
    goto :n145
    :c145
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n145
    const-string v0, "byte: copyOf(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t146
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_146
    const/16 v3, -1
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e146
    .catch Ljava/lang/Exception; {:t146 .. :e146} :c146
    goto :n146
    :c146
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n146
    const-string v0, "byte: copyOfRange(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t147
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_147
    const/16 v3, 1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([BII)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e147
    .catch Ljava/lang/Exception; {:t147 .. :e147} :c147
    goto :n147
    :c147
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n147
    const-string v0, "byte: copyOfRange(0, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t148
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_148
    const/16 v3, 0
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([BII)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e148
    .catch Ljava/lang/Exception; {:t148 .. :e148} :c148
    goto :n148
    :c148
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n148
    const-string v0, "byte: copyOfRange(7, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t149
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_149
    const/16 v3, 7
    const/16 v4, 7
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([BII)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e149
    .catch Ljava/lang/Exception; {:t149 .. :e149} :c149
    goto :n149
    :c149
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n149
    const-string v0, "byte: copyOfRange(7, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t150
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_150
    const/16 v3, 7
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([BII)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e150
    .catch Ljava/lang/Exception; {:t150 .. :e150} :c150
    goto :n150
    :c150
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n150
    const-string v0, "byte: copyOfRange(8, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t151
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_151
    const/16 v3, 8
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([BII)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e151
    .catch Ljava/lang/Exception; {:t151 .. :e151} :c151
    goto :n151
    :c151
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n151
    const-string v0, "byte: copyOfRange(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t152
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_152
    const/16 v3, -1
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([BII)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e152
    .catch Ljava/lang/Exception; {:t152 .. :e152} :c152
    goto :n152
    :c152
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n152
    const-string v0, "byte: copyOfRange(3, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t153
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_153
    const/16 v3, 3
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([BII)[B
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e153
    .catch Ljava/lang/Exception; {:t153 .. :e153} :c153
    goto :n153
    :c153
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n153
    const-string v0, "byte: equals(same contents)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t154
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_154
    const/16 v13, 7
    new-array v6, v13, [B
    fill-array-data v6, :arr_155
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e154
    .catch Ljava/lang/Exception; {:t154 .. :e154} :c154
    goto :n154
    :c154
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n154
    const-string v0, "byte: equals(changed)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t155
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_156
    const/16 v13, 7
    new-array v6, v13, [B
    fill-array-data v6, :arr_157
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e155
    .catch Ljava/lang/Exception; {:t155 .. :e155} :c155
    goto :n155
    :c155
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n155
    const-string v0, "byte: equals(shorter)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t156
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_158
    const/16 v13, 6
    new-array v6, v13, [B
    fill-array-data v6, :arr_159
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e156
    .catch Ljava/lang/Exception; {:t156 .. :e156} :c156
    goto :n156
    :c156
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n156
    const-string v0, "byte: equals(null, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t157
    const/4 v5, 0
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e157
    .catch Ljava/lang/Exception; {:t157 .. :e157} :c157
    goto :n157
    :c157
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n157
    const-string v0, "byte: equals(a, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t158
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_160
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e158
    .catch Ljava/lang/Exception; {:t158 .. :e158} :c158
    goto :n158
    :c158
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n158
    const-string v0, "byte: hashCode"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t159
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_161
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([B)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e159
    .catch Ljava/lang/Exception; {:t159 .. :e159} :c159
    goto :n159
    :c159
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n159
    const-string v0, "byte: hashCode(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t160
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([B)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e160
    .catch Ljava/lang/Exception; {:t160 .. :e160} :c160
    goto :n160
    :c160
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n160
    const-string v0, "byte: hashCode(empty)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t161
    const/16 v13, 0
    new-array v5, v13, [B
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([B)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e161
    .catch Ljava/lang/Exception; {:t161 .. :e161} :c161
    goto :n161
    :c161
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n161
    const-string v0, "byte: sort"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t162
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_162
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e162
    .catch Ljava/lang/Exception; {:t162 .. :e162} :c162
    goto :n162
    :c162
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n162
    const-string v0, "byte: sort(1, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t163
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_163
    const/16 v3, 1
    const/16 v4, 4
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([BII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e163
    .catch Ljava/lang/Exception; {:t163 .. :e163} :c163
    goto :n163
    :c163
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n163
    const-string v0, "byte: sort(0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t164
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_164
    const/16 v3, 0
    const/16 v4, 0
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([BII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e164
    .catch Ljava/lang/Exception; {:t164 .. :e164} :c164
    goto :n164
    :c164
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n164
    const-string v0, "byte: sort(2, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t165
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_165
    const/16 v3, 2
    const/16 v4, 1
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([BII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e165
    .catch Ljava/lang/Exception; {:t165 .. :e165} :c165
    goto :n165
    :c165
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n165
    const-string v0, "byte: sort(-1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t166
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_166
    const/16 v3, -1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([BII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e166
    .catch Ljava/lang/Exception; {:t166 .. :e166} :c166
    goto :n166
    :c166
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n166
    const-string v0, "byte: sort(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t167
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_167
    const/16 v3, 0
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([BII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e167
    .catch Ljava/lang/Exception; {:t167 .. :e167} :c167
    goto :n167
    :c167
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n167
    const-string v0, "byte: binarySearch(0x5t)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t168
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_168
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const v6, 5
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([BB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e168
    .catch Ljava/lang/Exception; {:t168 .. :e168} :c168
    goto :n168
    :c168
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n168
    const-string v0, "byte: binarySearch(-0x3t)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t169
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_169
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const v6, -3
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([BB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e169
    .catch Ljava/lang/Exception; {:t169 .. :e169} :c169
    goto :n169
    :c169
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n169
    const-string v0, "byte: binarySearch(0x7ft)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t170
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_170
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const v6, 127
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([BB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e170
    .catch Ljava/lang/Exception; {:t170 .. :e170} :c170
    goto :n170
    :c170
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n170
    const-string v0, "byte: binarySearch(0x0t)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t171
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_171
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([BB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e171
    .catch Ljava/lang/Exception; {:t171 .. :e171} :c171
    goto :n171
    :c171
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n171
    const-string v0, "byte: binarySearch(-0x80t)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t172
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_172
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const v6, -128
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([BB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e172
    .catch Ljava/lang/Exception; {:t172 .. :e172} :c172
    goto :n172
    :c172
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n172
    const-string v0, "byte: binarySearch(0x5t)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t173
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_173
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const v6, 5
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([BB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e173
    .catch Ljava/lang/Exception; {:t173 .. :e173} :c173
    goto :n173
    :c173
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n173
    const-string v0, "byte: binarySearch(0xct)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t174
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_174
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const v6, 12
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([BB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e174
    .catch Ljava/lang/Exception; {:t174 .. :e174} :c174
    goto :n174
    :c174
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n174
    const-string v0, "byte: binarySearch(-0x5t)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t175
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_175
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const v6, -5
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([BB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e175
    .catch Ljava/lang/Exception; {:t175 .. :e175} :c175
    goto :n175
    :c175
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n175
    const-string v0, "byte: binarySearch(0x64t)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t176
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_176
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const v6, 100
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([BB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e176
    .catch Ljava/lang/Exception; {:t176 .. :e176} :c176
    goto :n176
    :c176
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n176
    const-string v0, "byte: binarySearch(1, 4, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t177
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_177
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const/16 v3, 1
    const/16 v4, 4
    const v6, 127
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([BIIB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e177
    .catch Ljava/lang/Exception; {:t177 .. :e177} :c177
    goto :n177
    :c177
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n177
    const-string v0, "byte: binarySearch(2, 2, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t178
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_178
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const/16 v3, 2
    const/16 v4, 2
    const v6, 5
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([BIIB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e178
    .catch Ljava/lang/Exception; {:t178 .. :e178} :c178
    goto :n178
    :c178
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n178
    const-string v0, "byte: binarySearch(3, 1, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t179
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_179
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const/16 v3, 3
    const/16 v4, 1
    const v6, 5
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([BIIB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e179
    .catch Ljava/lang/Exception; {:t179 .. :e179} :c179
    goto :n179
    :c179
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n179
    const-string v0, "byte: binarySearch(0, 8, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t180
    const/16 v13, 7
    new-array v5, v13, [B
    fill-array-data v5, :arr_180
    invoke-static {v5}, Ljava/util/Arrays;->sort([B)V
    const/16 v3, 0
    const/16 v4, 8
    const v6, 5
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([BIIB)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e180
    .catch Ljava/lang/Exception; {:t180 .. :e180} :c180
    goto :n180
    :c180
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n180
    const-string v0, "char: fill"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t181
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_181
    const v6, 120
    invoke-static {v5, v6}, Ljava/util/Arrays;->fill([CC)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e181
    .catch Ljava/lang/Exception; {:t181 .. :e181} :c181
    goto :n181
    :c181
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n181
    const-string v0, "char: fill(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t182
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_182
    const/16 v3, 1
    const/16 v4, 3
    const v6, 120
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([CIIC)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e182
    .catch Ljava/lang/Exception; {:t182 .. :e182} :c182
    goto :n182
    :c182
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n182
    const-string v0, "char: fill(2, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t183
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_183
    const/16 v3, 2
    const/16 v4, 2
    const v6, 120
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([CIIC)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e183
    .catch Ljava/lang/Exception; {:t183 .. :e183} :c183
    goto :n183
    :c183
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n183
    const-string v0, "char: fill(0, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t184
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_184
    const/16 v3, 0
    const/16 v4, 7
    const v6, 120
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([CIIC)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e184
    .catch Ljava/lang/Exception; {:t184 .. :e184} :c184
    goto :n184
    :c184
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n184
    const-string v0, "char: fill(3, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t185
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_185
    const/16 v3, 3
    const/16 v4, 1
    const v6, 120
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([CIIC)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e185
    .catch Ljava/lang/Exception; {:t185 .. :e185} :c185
    goto :n185
    :c185
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n185
    const-string v0, "char: fill(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t186
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_186
    const/16 v3, -1
    const/16 v4, 2
    const v6, 120
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([CIIC)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e186
    .catch Ljava/lang/Exception; {:t186 .. :e186} :c186
    goto :n186
    :c186
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n186
    const-string v0, "char: fill(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t187
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_187
    const/16 v3, 0
    const/16 v4, 8
    const v6, 120
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([CIIC)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e187
    .catch Ljava/lang/Exception; {:t187 .. :e187} :c187
    goto :n187
    :c187
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n187
    const-string v0, "char: copyOf(9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t188
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_188
    const/16 v3, 9
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([CI)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e188
    .catch Ljava/lang/Exception; {:t188 .. :e188} :c188
    goto :n188
    :c188
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n188
    const-string v0, "char: copyOf(2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t189
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_189
    const/16 v3, 2
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([CI)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e189
    .catch Ljava/lang/Exception; {:t189 .. :e189} :c189
    goto :n189
    :c189
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n189
    const-string v0, "char: copyOf(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t190
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_190
    const/16 v3, 0
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([CI)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e190
    .catch Ljava/lang/Exception; {:t190 .. :e190} :c190
    goto :n190
    :c190
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n190
    const-string v0, "char: copyOf(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t191
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_191
    const/16 v3, -1
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([CI)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e191
    .catch Ljava/lang/Exception; {:t191 .. :e191} :c191
    goto :n191
    :c191
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n191
    const-string v0, "char: copyOfRange(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t192
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_192
    const/16 v3, 1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([CII)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e192
    .catch Ljava/lang/Exception; {:t192 .. :e192} :c192
    goto :n192
    :c192
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n192
    const-string v0, "char: copyOfRange(0, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t193
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_193
    const/16 v3, 0
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([CII)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e193
    .catch Ljava/lang/Exception; {:t193 .. :e193} :c193
    goto :n193
    :c193
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n193
    const-string v0, "char: copyOfRange(7, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t194
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_194
    const/16 v3, 7
    const/16 v4, 7
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([CII)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e194
    .catch Ljava/lang/Exception; {:t194 .. :e194} :c194
    goto :n194
    :c194
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n194
    const-string v0, "char: copyOfRange(7, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t195
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_195
    const/16 v3, 7
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([CII)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e195
    .catch Ljava/lang/Exception; {:t195 .. :e195} :c195
    goto :n195
    :c195
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n195
    const-string v0, "char: copyOfRange(8, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t196
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_196
    const/16 v3, 8
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([CII)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e196
    .catch Ljava/lang/Exception; {:t196 .. :e196} :c196
    goto :n196
    :c196
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n196
    const-string v0, "char: copyOfRange(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t197
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_197
    const/16 v3, -1
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([CII)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e197
    .catch Ljava/lang/Exception; {:t197 .. :e197} :c197
    goto :n197
    :c197
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n197
    const-string v0, "char: copyOfRange(3, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t198
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_198
    const/16 v3, 3
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([CII)[C
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e198
    .catch Ljava/lang/Exception; {:t198 .. :e198} :c198
    goto :n198
    :c198
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n198
    const-string v0, "char: equals(same contents)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t199
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_199
    const/16 v13, 7
    new-array v6, v13, [C
    fill-array-data v6, :arr_200
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([C[C)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e199
    .catch Ljava/lang/Exception; {:t199 .. :e199} :c199
    goto :n199
    :c199
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n199
    const-string v0, "char: equals(changed)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t200
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_201
    const/16 v13, 7
    new-array v6, v13, [C
    fill-array-data v6, :arr_202
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([C[C)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e200
    .catch Ljava/lang/Exception; {:t200 .. :e200} :c200
    goto :n200
    :c200
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n200
    const-string v0, "char: equals(shorter)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t201
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_203
    const/16 v13, 6
    new-array v6, v13, [C
    fill-array-data v6, :arr_204
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([C[C)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e201
    .catch Ljava/lang/Exception; {:t201 .. :e201} :c201
    goto :n201
    :c201
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n201
    const-string v0, "char: equals(null, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t202
    const/4 v5, 0
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([C[C)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e202
    .catch Ljava/lang/Exception; {:t202 .. :e202} :c202
    goto :n202
    :c202
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n202
    const-string v0, "char: equals(a, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t203
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_205
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([C[C)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e203
    .catch Ljava/lang/Exception; {:t203 .. :e203} :c203
    goto :n203
    :c203
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n203
    const-string v0, "char: hashCode"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t204
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_206
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([C)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e204
    .catch Ljava/lang/Exception; {:t204 .. :e204} :c204
    goto :n204
    :c204
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n204
    const-string v0, "char: hashCode(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t205
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([C)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e205
    .catch Ljava/lang/Exception; {:t205 .. :e205} :c205
    goto :n205
    :c205
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n205
    const-string v0, "char: hashCode(empty)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t206
    const/16 v13, 0
    new-array v5, v13, [C
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([C)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e206
    .catch Ljava/lang/Exception; {:t206 .. :e206} :c206
    goto :n206
    :c206
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n206
    const-string v0, "char: sort"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t207
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_207
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e207
    .catch Ljava/lang/Exception; {:t207 .. :e207} :c207
    goto :n207
    :c207
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n207
    const-string v0, "char: sort(1, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t208
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_208
    const/16 v3, 1
    const/16 v4, 4
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([CII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e208
    .catch Ljava/lang/Exception; {:t208 .. :e208} :c208
    goto :n208
    :c208
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n208
    const-string v0, "char: sort(0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t209
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_209
    const/16 v3, 0
    const/16 v4, 0
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([CII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e209
    .catch Ljava/lang/Exception; {:t209 .. :e209} :c209
    goto :n209
    :c209
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n209
    const-string v0, "char: sort(2, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t210
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_210
    const/16 v3, 2
    const/16 v4, 1
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([CII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e210
    .catch Ljava/lang/Exception; {:t210 .. :e210} :c210
    goto :n210
    :c210
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n210
    const-string v0, "char: sort(-1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t211
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_211
    const/16 v3, -1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([CII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e211
    .catch Ljava/lang/Exception; {:t211 .. :e211} :c211
    goto :n211
    :c211
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n211
    const-string v0, "char: sort(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t212
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_212
    const/16 v3, 0
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([CII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e212
    .catch Ljava/lang/Exception; {:t212 .. :e212} :c212
    goto :n212
    :c212
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n212
    const-string v0, "char: binarySearch(0x62s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t213
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_213
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const v6, 98
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([CC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e213
    .catch Ljava/lang/Exception; {:t213 .. :e213} :c213
    goto :n213
    :c213
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n213
    const-string v0, "char: binarySearch(0x41s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t214
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_214
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const v6, 65
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([CC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e214
    .catch Ljava/lang/Exception; {:t214 .. :e214} :c214
    goto :n214
    :c214
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n214
    const-string v0, "char: binarySearch(0xffffs)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t215
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_215
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const v6, 65535
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([CC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e215
    .catch Ljava/lang/Exception; {:t215 .. :e215} :c215
    goto :n215
    :c215
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n215
    const-string v0, "char: binarySearch(0x30s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t216
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_216
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const v6, 48
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([CC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e216
    .catch Ljava/lang/Exception; {:t216 .. :e216} :c216
    goto :n216
    :c216
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n216
    const-string v0, "char: binarySearch(0x0s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t217
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_217
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([CC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e217
    .catch Ljava/lang/Exception; {:t217 .. :e217} :c217
    goto :n217
    :c217
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n217
    const-string v0, "char: binarySearch(0x62s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t218
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_218
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const v6, 98
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([CC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e218
    .catch Ljava/lang/Exception; {:t218 .. :e218} :c218
    goto :n218
    :c218
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n218
    const-string v0, "char: binarySearch(0x7as)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t219
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_219
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const v6, 122
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([CC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e219
    .catch Ljava/lang/Exception; {:t219 .. :e219} :c219
    goto :n219
    :c219
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n219
    const-string v0, "char: binarySearch(0x63s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t220
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_220
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const v6, 99
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([CC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e220
    .catch Ljava/lang/Exception; {:t220 .. :e220} :c220
    goto :n220
    :c220
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n220
    const-string v0, "char: binarySearch(0x20s)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t221
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_221
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const v6, 32
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([CC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e221
    .catch Ljava/lang/Exception; {:t221 .. :e221} :c221
    goto :n221
    :c221
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n221
    const-string v0, "char: binarySearch(1, 4, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t222
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_222
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const/16 v3, 1
    const/16 v4, 4
    const v6, 65535
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([CIIC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e222
    .catch Ljava/lang/Exception; {:t222 .. :e222} :c222
    goto :n222
    :c222
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n222
    const-string v0, "char: binarySearch(2, 2, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t223
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_223
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const/16 v3, 2
    const/16 v4, 2
    const v6, 98
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([CIIC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e223
    .catch Ljava/lang/Exception; {:t223 .. :e223} :c223
    goto :n223
    :c223
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n223
    const-string v0, "char: binarySearch(3, 1, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t224
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_224
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const/16 v3, 3
    const/16 v4, 1
    const v6, 98
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([CIIC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e224
    .catch Ljava/lang/Exception; {:t224 .. :e224} :c224
    goto :n224
    :c224
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n224
    const-string v0, "char: binarySearch(0, 8, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t225
    const/16 v13, 7
    new-array v5, v13, [C
    fill-array-data v5, :arr_225
    invoke-static {v5}, Ljava/util/Arrays;->sort([C)V
    const/16 v3, 0
    const/16 v4, 8
    const v6, 98
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([CIIC)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e225
    .catch Ljava/lang/Exception; {:t225 .. :e225} :c225
    goto :n225
    :c225
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n225
    const-string v0, "float: fill"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t226
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_226
    const v6, -0x80000000
    invoke-static {v5, v6}, Ljava/util/Arrays;->fill([FF)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e226
    .catch Ljava/lang/Exception; {:t226 .. :e226} :c226
    goto :n226
    :c226
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n226
    const-string v0, "float: fill(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t227
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_227
    const/16 v3, 1
    const/16 v4, 3
    const v6, -0x80000000
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([FIIF)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e227
    .catch Ljava/lang/Exception; {:t227 .. :e227} :c227
    goto :n227
    :c227
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n227
    const-string v0, "float: fill(2, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t228
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_228
    const/16 v3, 2
    const/16 v4, 2
    const v6, -0x80000000
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([FIIF)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e228
    .catch Ljava/lang/Exception; {:t228 .. :e228} :c228
    goto :n228
    :c228
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n228
    const-string v0, "float: fill(0, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t229
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_229
    const/16 v3, 0
    const/16 v4, 8
    const v6, -0x80000000
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([FIIF)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e229
    .catch Ljava/lang/Exception; {:t229 .. :e229} :c229
    goto :n229
    :c229
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n229
    const-string v0, "float: fill(3, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t230
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_230
    const/16 v3, 3
    const/16 v4, 1
    const v6, -0x80000000
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([FIIF)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e230
    .catch Ljava/lang/Exception; {:t230 .. :e230} :c230
    goto :n230
    :c230
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n230
    const-string v0, "float: fill(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t231
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_231
    const/16 v3, -1
    const/16 v4, 2
    const v6, -0x80000000
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([FIIF)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e231
    .catch Ljava/lang/Exception; {:t231 .. :e231} :c231
    goto :n231
    :c231
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n231
    const-string v0, "float: fill(0, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t232
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_232
    const/16 v3, 0
    const/16 v4, 9
    const v6, -0x80000000
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([FIIF)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e232
    .catch Ljava/lang/Exception; {:t232 .. :e232} :c232
    goto :n232
    :c232
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n232
    const-string v0, "float: copyOf(10)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t233
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_233
    const/16 v3, 10
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([FI)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e233
    .catch Ljava/lang/Exception; {:t233 .. :e233} :c233
    goto :n233
    :c233
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n233
    const-string v0, "float: copyOf(2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t234
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_234
    const/16 v3, 2
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([FI)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e234
    .catch Ljava/lang/Exception; {:t234 .. :e234} :c234
    goto :n234
    :c234
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n234
    const-string v0, "float: copyOf(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t235
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_235
    const/16 v3, 0
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([FI)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e235
    .catch Ljava/lang/Exception; {:t235 .. :e235} :c235
    goto :n235
    :c235
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n235
    const-string v0, "float: copyOf(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t236
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_236
    const/16 v3, -1
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([FI)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e236
    .catch Ljava/lang/Exception; {:t236 .. :e236} :c236
    goto :n236
    :c236
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n236
    const-string v0, "float: copyOfRange(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t237
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_237
    const/16 v3, 1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([FII)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e237
    .catch Ljava/lang/Exception; {:t237 .. :e237} :c237
    goto :n237
    :c237
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n237
    const-string v0, "float: copyOfRange(0, 10)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t238
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_238
    const/16 v3, 0
    const/16 v4, 10
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([FII)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e238
    .catch Ljava/lang/Exception; {:t238 .. :e238} :c238
    goto :n238
    :c238
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n238
    const-string v0, "float: copyOfRange(8, 8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t239
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_239
    const/16 v3, 8
    const/16 v4, 8
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([FII)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e239
    .catch Ljava/lang/Exception; {:t239 .. :e239} :c239
    goto :n239
    :c239
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n239
    const-string v0, "float: copyOfRange(8, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t240
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_240
    const/16 v3, 8
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([FII)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e240
    .catch Ljava/lang/Exception; {:t240 .. :e240} :c240
    goto :n240
    :c240
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n240
    const-string v0, "float: copyOfRange(9, 10)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t241
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_241
    const/16 v3, 9
    const/16 v4, 10
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([FII)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e241
    .catch Ljava/lang/Exception; {:t241 .. :e241} :c241
    goto :n241
    :c241
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n241
    const-string v0, "float: copyOfRange(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t242
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_242
    const/16 v3, -1
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([FII)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e242
    .catch Ljava/lang/Exception; {:t242 .. :e242} :c242
    goto :n242
    :c242
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n242
    const-string v0, "float: copyOfRange(3, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t243
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_243
    const/16 v3, 3
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([FII)[F
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e243
    .catch Ljava/lang/Exception; {:t243 .. :e243} :c243
    goto :n243
    :c243
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n243
    const-string v0, "float: equals(same contents)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t244
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_244
    const/16 v13, 8
    new-array v6, v13, [F
    fill-array-data v6, :arr_245
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([F[F)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e244
    .catch Ljava/lang/Exception; {:t244 .. :e244} :c244
    goto :n244
    :c244
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n244
    const-string v0, "float: equals(changed)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t245
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_246
    const/16 v13, 8
    new-array v6, v13, [F
    fill-array-data v6, :arr_247
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([F[F)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e245
    .catch Ljava/lang/Exception; {:t245 .. :e245} :c245
    goto :n245
    :c245
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n245
    const-string v0, "float: equals(shorter)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t246
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_248
    const/16 v13, 7
    new-array v6, v13, [F
    fill-array-data v6, :arr_249
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([F[F)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e246
    .catch Ljava/lang/Exception; {:t246 .. :e246} :c246
    goto :n246
    :c246
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n246
    const-string v0, "float: equals(null, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t247
    const/4 v5, 0
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([F[F)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e247
    .catch Ljava/lang/Exception; {:t247 .. :e247} :c247
    goto :n247
    :c247
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n247
    const-string v0, "float: equals(a, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t248
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_250
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([F[F)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e248
    .catch Ljava/lang/Exception; {:t248 .. :e248} :c248
    goto :n248
    :c248
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n248
    const-string v0, "float: hashCode"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t249
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_251
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([F)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e249
    .catch Ljava/lang/Exception; {:t249 .. :e249} :c249
    goto :n249
    :c249
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n249
    const-string v0, "float: hashCode(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t250
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([F)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e250
    .catch Ljava/lang/Exception; {:t250 .. :e250} :c250
    goto :n250
    :c250
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n250
    const-string v0, "float: hashCode(empty)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t251
    const/16 v13, 0
    new-array v5, v13, [F
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([F)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e251
    .catch Ljava/lang/Exception; {:t251 .. :e251} :c251
    goto :n251
    :c251
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n251
    const-string v0, "float: sort"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t252
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_252
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e252
    .catch Ljava/lang/Exception; {:t252 .. :e252} :c252
    goto :n252
    :c252
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n252
    const-string v0, "float: sort(1, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t253
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_253
    const/16 v3, 1
    const/16 v4, 4
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([FII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e253
    .catch Ljava/lang/Exception; {:t253 .. :e253} :c253
    goto :n253
    :c253
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n253
    const-string v0, "float: sort(0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t254
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_254
    const/16 v3, 0
    const/16 v4, 0
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([FII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e254
    .catch Ljava/lang/Exception; {:t254 .. :e254} :c254
    goto :n254
    :c254
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n254
    const-string v0, "float: sort(2, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t255
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_255
    const/16 v3, 2
    const/16 v4, 1
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([FII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e255
    .catch Ljava/lang/Exception; {:t255 .. :e255} :c255
    goto :n255
    :c255
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n255
    const-string v0, "float: sort(-1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t256
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_256
    const/16 v3, -1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([FII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e256
    .catch Ljava/lang/Exception; {:t256 .. :e256} :c256
    goto :n256
    :c256
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n256
    const-string v0, "float: sort(0, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t257
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_257
    const/16 v3, 0
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([FII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e257
    .catch Ljava/lang/Exception; {:t257 .. :e257} :c257
    goto :n257
    :c257
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n257
    const-string v0, "float: binarySearch(1.5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t258
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_258
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, 0x3fc00000
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e258
    .catch Ljava/lang/Exception; {:t258 .. :e258} :c258
    goto :n258
    :c258
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n258
    const-string v0, "float: binarySearch(nan)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t259
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_259
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, 0x7fc00000
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e259
    .catch Ljava/lang/Exception; {:t259 .. :e259} :c259
    goto :n259
    :c259
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n259
    const-string v0, "float: binarySearch(-0.0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t260
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_260
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, -0x80000000
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e260
    .catch Ljava/lang/Exception; {:t260 .. :e260} :c260
    goto :n260
    :c260
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n260
    const-string v0, "float: binarySearch(0.0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t261
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_261
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, 0x0
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e261
    .catch Ljava/lang/Exception; {:t261 .. :e261} :c261
    goto :n261
    :c261
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n261
    const-string v0, "float: binarySearch(-inf)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t262
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_262
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, -0x800000
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e262
    .catch Ljava/lang/Exception; {:t262 .. :e262} :c262
    goto :n262
    :c262
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n262
    const-string v0, "float: binarySearch(-2.5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t263
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_263
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, -0x3fe00000
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e263
    .catch Ljava/lang/Exception; {:t263 .. :e263} :c263
    goto :n263
    :c263
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n263
    const-string v0, "float: binarySearch(inf)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t264
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_264
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, 0x7f800000
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e264
    .catch Ljava/lang/Exception; {:t264 .. :e264} :c264
    goto :n264
    :c264
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n264
    const-string v0, "float: binarySearch(1.5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t265
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_265
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, 0x3fc00000
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e265
    .catch Ljava/lang/Exception; {:t265 .. :e265} :c265
    goto :n265
    :c265
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n265
    const-string v0, "float: binarySearch(0.5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t266
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_266
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, 0x3f000000
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e266
    .catch Ljava/lang/Exception; {:t266 .. :e266} :c266
    goto :n266
    :c266
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n266
    const-string v0, "float: binarySearch(99.0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t267
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_267
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const v6, 0x42c60000
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([FF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e267
    .catch Ljava/lang/Exception; {:t267 .. :e267} :c267
    goto :n267
    :c267
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n267
    const-string v0, "float: binarySearch(1, 4, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t268
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_268
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const/16 v3, 1
    const/16 v4, 4
    const v6, -0x80000000
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([FIIF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e268
    .catch Ljava/lang/Exception; {:t268 .. :e268} :c268
    goto :n268
    :c268
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n268
    const-string v0, "float: binarySearch(2, 2, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t269
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_269
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const/16 v3, 2
    const/16 v4, 2
    const v6, 0x3fc00000
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([FIIF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e269
    .catch Ljava/lang/Exception; {:t269 .. :e269} :c269
    goto :n269
    :c269
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n269
    const-string v0, "float: binarySearch(3, 1, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t270
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_270
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const/16 v3, 3
    const/16 v4, 1
    const v6, 0x3fc00000
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([FIIF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e270
    .catch Ljava/lang/Exception; {:t270 .. :e270} :c270
    goto :n270
    :c270
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n270
    const-string v0, "float: binarySearch(0, 9, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t271
    const/16 v13, 8
    new-array v5, v13, [F
    fill-array-data v5, :arr_271
    invoke-static {v5}, Ljava/util/Arrays;->sort([F)V
    const/16 v3, 0
    const/16 v4, 9
    const v6, 0x3fc00000
    move v3, v3
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([FIIF)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e271
    .catch Ljava/lang/Exception; {:t271 .. :e271} :c271
    goto :n271
    :c271
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n271
    const-string v0, "double: fill"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t272
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_272
    const-wide v6, 0x7ff8000000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->fill([DD)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e272
    .catch Ljava/lang/Exception; {:t272 .. :e272} :c272
    goto :n272
    :c272
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n272
    const-string v0, "double: fill(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t273
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_273
    const/16 v3, 1
    const/16 v4, 3
    const-wide v6, 0x7ff8000000000000L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([DIID)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e273
    .catch Ljava/lang/Exception; {:t273 .. :e273} :c273
    goto :n273
    :c273
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n273
    const-string v0, "double: fill(2, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t274
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_274
    const/16 v3, 2
    const/16 v4, 2
    const-wide v6, 0x7ff8000000000000L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([DIID)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e274
    .catch Ljava/lang/Exception; {:t274 .. :e274} :c274
    goto :n274
    :c274
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n274
    const-string v0, "double: fill(0, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t275
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_275
    const/16 v3, 0
    const/16 v4, 9
    const-wide v6, 0x7ff8000000000000L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([DIID)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e275
    .catch Ljava/lang/Exception; {:t275 .. :e275} :c275
    goto :n275
    :c275
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n275
    const-string v0, "double: fill(3, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t276
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_276
    const/16 v3, 3
    const/16 v4, 1
    const-wide v6, 0x7ff8000000000000L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([DIID)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e276
    .catch Ljava/lang/Exception; {:t276 .. :e276} :c276
    goto :n276
    :c276
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n276
    const-string v0, "double: fill(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t277
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_277
    const/16 v3, -1
    const/16 v4, 2
    const-wide v6, 0x7ff8000000000000L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([DIID)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e277
    .catch Ljava/lang/Exception; {:t277 .. :e277} :c277
    goto :n277
    :c277
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n277
    const-string v0, "double: fill(0, 10)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t278
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_278
    const/16 v3, 0
    const/16 v4, 10
    const-wide v6, 0x7ff8000000000000L
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->fill([DIID)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e278
    .catch Ljava/lang/Exception; {:t278 .. :e278} :c278
    goto :n278
    :c278
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n278
    const-string v0, "double: copyOf(11)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t279
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_279
    const/16 v3, 11
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([DI)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e279
    .catch Ljava/lang/Exception; {:t279 .. :e279} :c279
    goto :n279
    :c279
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n279
    const-string v0, "double: copyOf(2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t280
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_280
    const/16 v3, 2
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([DI)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e280
    .catch Ljava/lang/Exception; {:t280 .. :e280} :c280
    goto :n280
    :c280
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n280
    const-string v0, "double: copyOf(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t281
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_281
    const/16 v3, 0
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([DI)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e281
    .catch Ljava/lang/Exception; {:t281 .. :e281} :c281
    goto :n281
    :c281
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n281
    const-string v0, "double: copyOf(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t282
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_282
    const/16 v3, -1
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([DI)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e282
    .catch Ljava/lang/Exception; {:t282 .. :e282} :c282
    goto :n282
    :c282
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n282
    const-string v0, "double: copyOfRange(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t283
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_283
    const/16 v3, 1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([DII)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e283
    .catch Ljava/lang/Exception; {:t283 .. :e283} :c283
    goto :n283
    :c283
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n283
    const-string v0, "double: copyOfRange(0, 11)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t284
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_284
    const/16 v3, 0
    const/16 v4, 11
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([DII)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e284
    .catch Ljava/lang/Exception; {:t284 .. :e284} :c284
    goto :n284
    :c284
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n284
    const-string v0, "double: copyOfRange(9, 9)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t285
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_285
    const/16 v3, 9
    const/16 v4, 9
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([DII)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e285
    .catch Ljava/lang/Exception; {:t285 .. :e285} :c285
    goto :n285
    :c285
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n285
    const-string v0, "double: copyOfRange(9, 10)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t286
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_286
    const/16 v3, 9
    const/16 v4, 10
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([DII)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e286
    .catch Ljava/lang/Exception; {:t286 .. :e286} :c286
    goto :n286
    :c286
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n286
    const-string v0, "double: copyOfRange(10, 11)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t287
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_287
    const/16 v3, 10
    const/16 v4, 11
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([DII)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e287
    .catch Ljava/lang/Exception; {:t287 .. :e287} :c287
    goto :n287
    :c287
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n287
    const-string v0, "double: copyOfRange(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t288
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_288
    const/16 v3, -1
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([DII)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e288
    .catch Ljava/lang/Exception; {:t288 .. :e288} :c288
    goto :n288
    :c288
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n288
    const-string v0, "double: copyOfRange(3, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t289
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_289
    const/16 v3, 3
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([DII)[D
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e289
    .catch Ljava/lang/Exception; {:t289 .. :e289} :c289
    goto :n289
    :c289
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n289
    const-string v0, "double: equals(same contents)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t290
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_290
    const/16 v13, 9
    new-array v6, v13, [D
    fill-array-data v6, :arr_291
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([D[D)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e290
    .catch Ljava/lang/Exception; {:t290 .. :e290} :c290
    goto :n290
    :c290
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n290
    const-string v0, "double: equals(changed)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t291
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_292
    const/16 v13, 9
    new-array v6, v13, [D
    fill-array-data v6, :arr_293
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([D[D)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e291
    .catch Ljava/lang/Exception; {:t291 .. :e291} :c291
    goto :n291
    :c291
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n291
    const-string v0, "double: equals(shorter)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t292
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_294
    const/16 v13, 8
    new-array v6, v13, [D
    fill-array-data v6, :arr_295
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([D[D)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e292
    .catch Ljava/lang/Exception; {:t292 .. :e292} :c292
    goto :n292
    :c292
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n292
    const-string v0, "double: equals(null, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t293
    const/4 v5, 0
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([D[D)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e293
    .catch Ljava/lang/Exception; {:t293 .. :e293} :c293
    goto :n293
    :c293
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n293
    const-string v0, "double: equals(a, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t294
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_296
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([D[D)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e294
    .catch Ljava/lang/Exception; {:t294 .. :e294} :c294
    goto :n294
    :c294
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n294
    const-string v0, "double: hashCode"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t295
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_297
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([D)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e295
    .catch Ljava/lang/Exception; {:t295 .. :e295} :c295
    goto :n295
    :c295
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n295
    const-string v0, "double: hashCode(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t296
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([D)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e296
    .catch Ljava/lang/Exception; {:t296 .. :e296} :c296
    goto :n296
    :c296
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n296
    const-string v0, "double: hashCode(empty)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t297
    const/16 v13, 0
    new-array v5, v13, [D
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([D)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e297
    .catch Ljava/lang/Exception; {:t297 .. :e297} :c297
    goto :n297
    :c297
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n297
    const-string v0, "double: sort"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t298
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_298
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e298
    .catch Ljava/lang/Exception; {:t298 .. :e298} :c298
    goto :n298
    :c298
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n298
    const-string v0, "double: sort(1, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t299
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_299
    const/16 v3, 1
    const/16 v4, 4
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([DII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e299
    .catch Ljava/lang/Exception; {:t299 .. :e299} :c299
    goto :n299
    :c299
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n299
    const-string v0, "double: sort(0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t300
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_300
    const/16 v3, 0
    const/16 v4, 0
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([DII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e300
    .catch Ljava/lang/Exception; {:t300 .. :e300} :c300
    goto :n300
    :c300
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n300
    const-string v0, "double: sort(2, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t301
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_301
    const/16 v3, 2
    const/16 v4, 1
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([DII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e301
    .catch Ljava/lang/Exception; {:t301 .. :e301} :c301
    goto :n301
    :c301
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n301
    const-string v0, "double: sort(-1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t302
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_302
    const/16 v3, -1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([DII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e302
    .catch Ljava/lang/Exception; {:t302 .. :e302} :c302
    goto :n302
    :c302
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n302
    const-string v0, "double: sort(0, 10)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t303
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_303
    const/16 v3, 0
    const/16 v4, 10
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->sort([DII)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e303
    .catch Ljava/lang/Exception; {:t303 .. :e303} :c303
    goto :n303
    :c303
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n303
    const-string v0, "double: binarySearch(1.5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t304
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_304
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, 0x3ff8000000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e304
    .catch Ljava/lang/Exception; {:t304 .. :e304} :c304
    goto :n304
    :c304
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n304
    const-string v0, "double: binarySearch(nan)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t305
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_305
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, 0x7ff8000000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e305
    .catch Ljava/lang/Exception; {:t305 .. :e305} :c305
    goto :n305
    :c305
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n305
    const-string v0, "double: binarySearch(-0.0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t306
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_306
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, -0x8000000000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e306
    .catch Ljava/lang/Exception; {:t306 .. :e306} :c306
    goto :n306
    :c306
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n306
    const-string v0, "double: binarySearch(0.0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t307
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_307
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, 0x0L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e307
    .catch Ljava/lang/Exception; {:t307 .. :e307} :c307
    goto :n307
    :c307
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n307
    const-string v0, "double: binarySearch(-inf)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t308
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_308
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, -0x10000000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e308
    .catch Ljava/lang/Exception; {:t308 .. :e308} :c308
    goto :n308
    :c308
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n308
    const-string v0, "double: binarySearch(-2.5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t309
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_309
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, -0x3ffc000000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e309
    .catch Ljava/lang/Exception; {:t309 .. :e309} :c309
    goto :n309
    :c309
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n309
    const-string v0, "double: binarySearch(inf)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t310
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_310
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, 0x7ff0000000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e310
    .catch Ljava/lang/Exception; {:t310 .. :e310} :c310
    goto :n310
    :c310
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n310
    const-string v0, "double: binarySearch(1.5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t311
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_311
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, 0x3ff8000000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e311
    .catch Ljava/lang/Exception; {:t311 .. :e311} :c311
    goto :n311
    :c311
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n311
    const-string v0, "double: binarySearch(1e-300)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t312
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_312
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, 0x1a56e1fc2f8f359L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e312
    .catch Ljava/lang/Exception; {:t312 .. :e312} :c312
    goto :n312
    :c312
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n312
    const-string v0, "double: binarySearch(0.5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t313
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_313
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, 0x3fe0000000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e313
    .catch Ljava/lang/Exception; {:t313 .. :e313} :c313
    goto :n313
    :c313
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n313
    const-string v0, "double: binarySearch(99.0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t314
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_314
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const-wide v6, 0x4058c00000000000L
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([DD)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e314
    .catch Ljava/lang/Exception; {:t314 .. :e314} :c314
    goto :n314
    :c314
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n314
    const-string v0, "double: binarySearch(1, 4, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t315
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_315
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const/16 v3, 1
    const/16 v4, 4
    const-wide v6, -0x8000000000000000L
    move v3, v3
    move-object v8, v5
    move v9, v3
    move v10, v4
    move-wide v11, v6
    invoke-static/range {v8 .. v12}, Ljava/util/Arrays;->binarySearch([DIID)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e315
    .catch Ljava/lang/Exception; {:t315 .. :e315} :c315
    goto :n315
    :c315
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n315
    const-string v0, "double: binarySearch(2, 2, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t316
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_316
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const/16 v3, 2
    const/16 v4, 2
    const-wide v6, 0x3ff8000000000000L
    move v3, v3
    move-object v8, v5
    move v9, v3
    move v10, v4
    move-wide v11, v6
    invoke-static/range {v8 .. v12}, Ljava/util/Arrays;->binarySearch([DIID)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e316
    .catch Ljava/lang/Exception; {:t316 .. :e316} :c316
    goto :n316
    :c316
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n316
    const-string v0, "double: binarySearch(3, 1, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t317
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_317
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const/16 v3, 3
    const/16 v4, 1
    const-wide v6, 0x3ff8000000000000L
    move v3, v3
    move-object v8, v5
    move v9, v3
    move v10, v4
    move-wide v11, v6
    invoke-static/range {v8 .. v12}, Ljava/util/Arrays;->binarySearch([DIID)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e317
    .catch Ljava/lang/Exception; {:t317 .. :e317} :c317
    goto :n317
    :c317
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n317
    const-string v0, "double: binarySearch(0, 10, ..)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t318
    const/16 v13, 9
    new-array v5, v13, [D
    fill-array-data v5, :arr_318
    invoke-static {v5}, Ljava/util/Arrays;->sort([D)V
    const/16 v3, 0
    const/16 v4, 10
    const-wide v6, 0x3ff8000000000000L
    move v3, v3
    move-object v8, v5
    move v9, v3
    move v10, v4
    move-wide v11, v6
    invoke-static/range {v8 .. v12}, Ljava/util/Arrays;->binarySearch([DIID)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e318
    .catch Ljava/lang/Exception; {:t318 .. :e318} :c318
    goto :n318
    :c318
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n318
    const-string v0, "boolean: fill"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t319
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_319
    const v6, 1
    invoke-static {v5, v6}, Ljava/util/Arrays;->fill([ZZ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e319
    .catch Ljava/lang/Exception; {:t319 .. :e319} :c319
    goto :n319
    :c319
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n319
    const-string v0, "boolean: fill(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t320
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_320
    const/16 v3, 1
    const/16 v4, 3
    const v6, 1
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([ZIIZ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e320
    .catch Ljava/lang/Exception; {:t320 .. :e320} :c320
    goto :n320
    :c320
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n320
    const-string v0, "boolean: fill(2, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t321
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_321
    const/16 v3, 2
    const/16 v4, 2
    const v6, 1
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([ZIIZ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e321
    .catch Ljava/lang/Exception; {:t321 .. :e321} :c321
    goto :n321
    :c321
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n321
    const-string v0, "boolean: fill(0, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t322
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_322
    const/16 v3, 0
    const/16 v4, 4
    const v6, 1
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([ZIIZ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e322
    .catch Ljava/lang/Exception; {:t322 .. :e322} :c322
    goto :n322
    :c322
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n322
    const-string v0, "boolean: fill(3, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t323
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_323
    const/16 v3, 3
    const/16 v4, 1
    const v6, 1
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([ZIIZ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e323
    .catch Ljava/lang/Exception; {:t323 .. :e323} :c323
    goto :n323
    :c323
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n323
    const-string v0, "boolean: fill(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t324
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_324
    const/16 v3, -1
    const/16 v4, 2
    const v6, 1
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([ZIIZ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e324
    .catch Ljava/lang/Exception; {:t324 .. :e324} :c324
    goto :n324
    :c324
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n324
    const-string v0, "boolean: fill(0, 5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t325
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_325
    const/16 v3, 0
    const/16 v4, 5
    const v6, 1
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([ZIIZ)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e325
    .catch Ljava/lang/Exception; {:t325 .. :e325} :c325
    goto :n325
    :c325
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n325
    const-string v0, "boolean: copyOf(6)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t326
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_326
    const/16 v3, 6
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([ZI)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e326
    .catch Ljava/lang/Exception; {:t326 .. :e326} :c326
    goto :n326
    :c326
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n326
    const-string v0, "boolean: copyOf(2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t327
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_327
    const/16 v3, 2
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([ZI)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e327
    .catch Ljava/lang/Exception; {:t327 .. :e327} :c327
    goto :n327
    :c327
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n327
    const-string v0, "boolean: copyOf(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t328
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_328
    const/16 v3, 0
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([ZI)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e328
    .catch Ljava/lang/Exception; {:t328 .. :e328} :c328
    goto :n328
    :c328
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n328
    const-string v0, "boolean: copyOf(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t329
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_329
    const/16 v3, -1
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([ZI)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e329
    .catch Ljava/lang/Exception; {:t329 .. :e329} :c329
    goto :n329
    :c329
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n329
    const-string v0, "boolean: copyOfRange(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t330
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_330
    const/16 v3, 1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([ZII)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e330
    .catch Ljava/lang/Exception; {:t330 .. :e330} :c330
    goto :n330
    :c330
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n330
    const-string v0, "boolean: copyOfRange(0, 6)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t331
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_331
    const/16 v3, 0
    const/16 v4, 6
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([ZII)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e331
    .catch Ljava/lang/Exception; {:t331 .. :e331} :c331
    goto :n331
    :c331
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n331
    const-string v0, "boolean: copyOfRange(4, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t332
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_332
    const/16 v3, 4
    const/16 v4, 4
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([ZII)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e332
    .catch Ljava/lang/Exception; {:t332 .. :e332} :c332
    goto :n332
    :c332
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n332
    const-string v0, "boolean: copyOfRange(4, 5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t333
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_333
    const/16 v3, 4
    const/16 v4, 5
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([ZII)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e333
    .catch Ljava/lang/Exception; {:t333 .. :e333} :c333
    goto :n333
    :c333
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n333
    const-string v0, "boolean: copyOfRange(5, 6)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t334
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_334
    const/16 v3, 5
    const/16 v4, 6
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([ZII)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e334
    .catch Ljava/lang/Exception; {:t334 .. :e334} :c334
    goto :n334
    :c334
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n334
    const-string v0, "boolean: copyOfRange(-1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t335
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_335
    const/16 v3, -1
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([ZII)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e335
    .catch Ljava/lang/Exception; {:t335 .. :e335} :c335
    goto :n335
    :c335
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n335
    const-string v0, "boolean: copyOfRange(3, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t336
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_336
    const/16 v3, 3
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([ZII)[Z
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e336
    .catch Ljava/lang/Exception; {:t336 .. :e336} :c336
    goto :n336
    :c336
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n336
    const-string v0, "boolean: equals(same contents)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t337
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_337
    const/16 v13, 4
    new-array v6, v13, [Z
    fill-array-data v6, :arr_338
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([Z[Z)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e337
    .catch Ljava/lang/Exception; {:t337 .. :e337} :c337
    goto :n337
    :c337
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n337
    const-string v0, "boolean: equals(changed)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t338
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_339
    const/16 v13, 4
    new-array v6, v13, [Z
    fill-array-data v6, :arr_340
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([Z[Z)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e338
    .catch Ljava/lang/Exception; {:t338 .. :e338} :c338
    goto :n338
    :c338
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n338
    const-string v0, "boolean: equals(shorter)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t339
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_341
    const/16 v13, 3
    new-array v6, v13, [Z
    fill-array-data v6, :arr_342
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([Z[Z)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e339
    .catch Ljava/lang/Exception; {:t339 .. :e339} :c339
    goto :n339
    :c339
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n339
    const-string v0, "boolean: equals(null, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t340
    const/4 v5, 0
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([Z[Z)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e340
    .catch Ljava/lang/Exception; {:t340 .. :e340} :c340
    goto :n340
    :c340
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n340
    const-string v0, "boolean: equals(a, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t341
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_343
    const/4 v6, 0
    invoke-static {v5, v6}, Ljava/util/Arrays;->equals([Z[Z)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e341
    .catch Ljava/lang/Exception; {:t341 .. :e341} :c341
    goto :n341
    :c341
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n341
    const-string v0, "boolean: hashCode"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t342
    const/16 v13, 4
    new-array v5, v13, [Z
    fill-array-data v5, :arr_344
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([Z)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e342
    .catch Ljava/lang/Exception; {:t342 .. :e342} :c342
    goto :n342
    :c342
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n342
    const-string v0, "boolean: hashCode(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t343
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([Z)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e343
    .catch Ljava/lang/Exception; {:t343 .. :e343} :c343
    goto :n343
    :c343
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n343
    const-string v0, "boolean: hashCode(empty)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t344
    const/16 v13, 0
    new-array v5, v13, [Z
    invoke-static {v5}, Ljava/util/Arrays;->hashCode([Z)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e344
    .catch Ljava/lang/Exception; {:t344 .. :e344} :c344
    goto :n344
    :c344
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n344
    const-string v0, "int: binarySearch among equal keys"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t345
    const/16 v13, 7
    new-array v5, v13, [I
    fill-array-data v5, :arr_345
    const/4 v6, 2
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([II)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e345
    .catch Ljava/lang/Exception; {:t345 .. :e345} :c345
    goto :n345
    :c345
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n345
    const-string v0, "int: fill(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t346
    const/4 v5, 0
    const/4 v6, 1
    invoke-static {v5, v6}, Ljava/util/Arrays;->fill([II)V
    const-string v2, "no"
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e346
    .catch Ljava/lang/Exception; {:t346 .. :e346} :c346
    goto :n346
    :c346
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n346
    const-string v0, "int: sort(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t347
    const/4 v5, 0
    invoke-static {v5}, Ljava/util/Arrays;->sort([I)V
    const-string v2, "no"
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e347
    .catch Ljava/lang/Exception; {:t347 .. :e347} :c347
    goto :n347
    :c347
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n347
    const-string v0, "int: copyOf(null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t348
    const/4 v5, 0
    const/4 v6, 1
    invoke-static {v5, v6}, Ljava/util/Arrays;->copyOf([II)[I
    const-string v2, "no"
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e348
    .catch Ljava/lang/Exception; {:t348 .. :e348} :c348
    goto :n348
    :c348
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n348
    const-string v0, "String[]: copyOf(7) keeps the class"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t349
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/4 v3, 7
    invoke-static {v5, v3}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v5
    invoke-virtual {v5}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v6
    invoke-static {v6}, LMain;->out(Ljava/lang/String;)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e349
    .catch Ljava/lang/Exception; {:t349 .. :e349} :c349
    goto :n349
    :c349
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n349
    const-string v0, "String[]: copyOfRange(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t350
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/16 v3, 1
    const/16 v4, 3
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([Ljava/lang/Object;II)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e350
    .catch Ljava/lang/Exception; {:t350 .. :e350} :c350
    goto :n350
    :c350
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n350
    const-string v0, "String[]: copyOfRange(4, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t351
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/16 v3, 4
    const/16 v4, 7
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([Ljava/lang/Object;II)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e351
    .catch Ljava/lang/Exception; {:t351 .. :e351} :c351
    goto :n351
    :c351
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n351
    const-string v0, "String[]: copyOfRange(5, 5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t352
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/16 v3, 5
    const/16 v4, 5
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([Ljava/lang/Object;II)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e352
    .catch Ljava/lang/Exception; {:t352 .. :e352} :c352
    goto :n352
    :c352
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n352
    const-string v0, "String[]: copyOfRange(6, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t353
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/16 v3, 6
    const/16 v4, 7
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([Ljava/lang/Object;II)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e353
    .catch Ljava/lang/Exception; {:t353 .. :e353} :c353
    goto :n353
    :c353
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n353
    const-string v0, "String[]: copyOfRange(-1, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t354
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/16 v3, -1
    const/16 v4, 1
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([Ljava/lang/Object;II)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e354
    .catch Ljava/lang/Exception; {:t354 .. :e354} :c354
    goto :n354
    :c354
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n354
    const-string v0, "String[]: copyOfRange(3, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t355
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/16 v3, 3
    const/16 v4, 2
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOfRange([Ljava/lang/Object;II)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e355
    .catch Ljava/lang/Exception; {:t355 .. :e355} :c355
    goto :n355
    :c355
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n355
    const-string v0, "Object[] -> String[] copyOf(.., String[].class)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t356
    const/16 v13, 2
    new-array v5, v13, [Ljava/lang/Object;
    const-string v14, "a"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "b"
    const/16 v13, 1
    aput-object v14, v5, v13
    const/4 v3, 3
    const-class v4, [Ljava/lang/String;
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;ILjava/lang/Class;)[Ljava/lang/Object;
    move-result-object v5
    invoke-virtual {v5}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v6
    invoke-static {v6}, LMain;->out(Ljava/lang/String;)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e356
    .catch Ljava/lang/Exception; {:t356 .. :e356} :c356
    goto :n356
    :c356
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n356
    const-string v0, "Object[] with an Integer -> String[]"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t357
    const/16 v13, 2
    new-array v5, v13, [Ljava/lang/Object;
    const-string v14, "a"
    const/16 v13, 0
    aput-object v14, v5, v13
    const v14, 5
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 1
    aput-object v14, v5, v13
    const/4 v3, 2
    const-class v4, [Ljava/lang/String;
    invoke-static {v5, v3, v4}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;ILjava/lang/Class;)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e357
    .catch Ljava/lang/Exception; {:t357 .. :e357} :c357
    goto :n357
    :c357
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n357
    const-string v0, "copyOfRange(.., Integer[].class)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t358
    const/16 v13, 3
    new-array v5, v13, [Ljava/lang/Object;
    const v14, 1
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 0
    aput-object v14, v5, v13
    const v14, 2
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 1
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 2
    aput-object v14, v5, v13
    const/4 v3, 1
    const/4 v4, 5
    const-class v6, [Ljava/lang/Integer;
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->copyOfRange([Ljava/lang/Object;IILjava/lang/Class;)[Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e358
    .catch Ljava/lang/Exception; {:t358 .. :e358} :c358
    goto :n358
    :c358
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n358
    const-string v0, "String[]: fill(1, 3, \"x\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t359
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/4 v3, 1
    const/4 v4, 3
    const-string v6, "x"
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([Ljava/lang/Object;IILjava/lang/Object;)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e359
    .catch Ljava/lang/Exception; {:t359 .. :e359} :c359
    goto :n359
    :c359
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n359
    const-string v0, "String[]: fill(1, 3, Integer)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t360
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/4 v3, 1
    const/4 v4, 3
    const/4 v6, 7
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([Ljava/lang/Object;IILjava/lang/Object;)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e360
    .catch Ljava/lang/Exception; {:t360 .. :e360} :c360
    goto :n360
    :c360
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n360
    const-string v0, "String[]: fill(2, 2, Integer) stores nothing"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t361
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/4 v3, 2
    const/4 v4, 2
    const/4 v6, 7
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([Ljava/lang/Object;IILjava/lang/Object;)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e361
    .catch Ljava/lang/Exception; {:t361 .. :e361} :c361
    goto :n361
    :c361
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n361
    const-string v0, "String[]: fill(3, 9, null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t362
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/4 v3, 3
    const/16 v4, 9
    const/4 v6, 0
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->fill([Ljava/lang/Object;IILjava/lang/Object;)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e362
    .catch Ljava/lang/Exception; {:t362 .. :e362} :c362
    goto :n362
    :c362
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n362
    const-string v0, "String[]: binarySearch(\"apple\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t363
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "apple"
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e363
    .catch Ljava/lang/Exception; {:t363 .. :e363} :c363
    goto :n363
    :c363
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n363
    const-string v0, "String[]: binarySearch(\"fig\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t364
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "fig"
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e364
    .catch Ljava/lang/Exception; {:t364 .. :e364} :c364
    goto :n364
    :c364
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n364
    const-string v0, "String[]: binarySearch(\"kiwi\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t365
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "kiwi"
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e365
    .catch Ljava/lang/Exception; {:t365 .. :e365} :c365
    goto :n365
    :c365
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n365
    const-string v0, "String[]: binarySearch(\"pear\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t366
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "pear"
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e366
    .catch Ljava/lang/Exception; {:t366 .. :e366} :c366
    goto :n366
    :c366
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n366
    const-string v0, "String[]: binarySearch(\"plum\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t367
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "plum"
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e367
    .catch Ljava/lang/Exception; {:t367 .. :e367} :c367
    goto :n367
    :c367
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n367
    const-string v0, "String[]: binarySearch(\"banana\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t368
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "banana"
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e368
    .catch Ljava/lang/Exception; {:t368 .. :e368} :c368
    goto :n368
    :c368
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n368
    const-string v0, "String[]: binarySearch(\"zz\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t369
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "zz"
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e369
    .catch Ljava/lang/Exception; {:t369 .. :e369} :c369
    goto :n369
    :c369
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n369
    const-string v0, "String[]: binarySearch(\"a\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t370
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "a"
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e370
    .catch Ljava/lang/Exception; {:t370 .. :e370} :c370
    goto :n370
    :c370
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n370
    const-string v0, "Integer[]: binarySearch(3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t371
    const/16 v13, 6
    new-array v5, v13, [Ljava/lang/Integer;
    const v14, 1
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 0
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 1
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 2
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 3
    aput-object v14, v5, v13
    const v14, 7
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 4
    aput-object v14, v5, v13
    const v14, 9
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 5
    aput-object v14, v5, v13
    const v6, 3
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e371
    .catch Ljava/lang/Exception; {:t371 .. :e371} :c371
    goto :n371
    :c371
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n371
    const-string v0, "Integer[]: binarySearch(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t372
    const/16 v13, 6
    new-array v5, v13, [Ljava/lang/Integer;
    const v14, 1
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 0
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 1
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 2
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 3
    aput-object v14, v5, v13
    const v14, 7
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 4
    aput-object v14, v5, v13
    const v14, 9
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 5
    aput-object v14, v5, v13
    const v6, 0
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e372
    .catch Ljava/lang/Exception; {:t372 .. :e372} :c372
    goto :n372
    :c372
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n372
    const-string v0, "Integer[]: binarySearch(10)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t373
    const/16 v13, 6
    new-array v5, v13, [Ljava/lang/Integer;
    const v14, 1
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 0
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 1
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 2
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 3
    aput-object v14, v5, v13
    const v14, 7
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 4
    aput-object v14, v5, v13
    const v14, 9
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 5
    aput-object v14, v5, v13
    const v6, 10
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e373
    .catch Ljava/lang/Exception; {:t373 .. :e373} :c373
    goto :n373
    :c373
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n373
    const-string v0, "Integer[]: binarySearch(8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t374
    const/16 v13, 6
    new-array v5, v13, [Ljava/lang/Integer;
    const v14, 1
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 0
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 1
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 2
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 3
    aput-object v14, v5, v13
    const v14, 7
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 4
    aput-object v14, v5, v13
    const v14, 9
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 5
    aput-object v14, v5, v13
    const v6, 8
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-static {v5, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e374
    .catch Ljava/lang/Exception; {:t374 .. :e374} :c374
    goto :n374
    :c374
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n374
    const-string v0, "Integer[]: binarySearch(1, 4, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t375
    const/16 v13, 6
    new-array v5, v13, [Ljava/lang/Integer;
    const v14, 1
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 0
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 1
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 2
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 3
    aput-object v14, v5, v13
    const v14, 7
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 4
    aput-object v14, v5, v13
    const v14, 9
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 5
    aput-object v14, v5, v13
    const/4 v3, 1
    const/4 v4, 4
    const/4 v6, 7
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;IILjava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e375
    .catch Ljava/lang/Exception; {:t375 .. :e375} :c375
    goto :n375
    :c375
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n375
    const-string v0, "Integer[]: binarySearch(4, 1, 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t376
    const/16 v13, 6
    new-array v5, v13, [Ljava/lang/Integer;
    const v14, 1
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 0
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 1
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 2
    aput-object v14, v5, v13
    const v14, 3
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 3
    aput-object v14, v5, v13
    const v14, 7
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 4
    aput-object v14, v5, v13
    const v14, 9
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v14
    const/16 v13, 5
    aput-object v14, v5, v13
    const/4 v3, 4
    const/4 v4, 1
    const/4 v6, 7
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-static {v5, v3, v4, v6}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;IILjava/lang/Object;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e376
    .catch Ljava/lang/Exception; {:t376 .. :e376} :c376
    goto :n376
    :c376
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n376
    const-string v0, "reversed String[]: binarySearch(\"kiwi\", reverse comparator)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t377
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "plum"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "apple"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "kiwi"
    new-instance v7, LRev;
    invoke-direct {v7}, LRev;-><init>()V
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;Ljava/util/Comparator;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e377
    .catch Ljava/lang/Exception; {:t377 .. :e377} :c377
    goto :n377
    :c377
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n377
    const-string v0, "reversed String[]: binarySearch(\"apple\", reverse comparator)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t378
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "plum"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "apple"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "apple"
    new-instance v7, LRev;
    invoke-direct {v7}, LRev;-><init>()V
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;Ljava/util/Comparator;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e378
    .catch Ljava/lang/Exception; {:t378 .. :e378} :c378
    goto :n378
    :c378
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n378
    const-string v0, "reversed String[]: binarySearch(\"mango\", reverse comparator)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t379
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "plum"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "apple"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "mango"
    new-instance v7, LRev;
    invoke-direct {v7}, LRev;-><init>()V
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;Ljava/util/Comparator;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e379
    .catch Ljava/lang/Exception; {:t379 .. :e379} :c379
    goto :n379
    :c379
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n379
    const-string v0, "binarySearch(.., null comparator)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t380
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "apple"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "plum"
    const/16 v13, 4
    aput-object v14, v5, v13
    const-string v6, "pear"
    const/4 v7, 0
    invoke-static {v5, v6, v7}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;Ljava/lang/Object;Ljava/util/Comparator;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e380
    .catch Ljava/lang/Exception; {:t380 .. :e380} :c380
    goto :n380
    :c380
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n380
    const-string v0, "binarySearch(1, 3, .., comparator)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t381
    const/16 v13, 5
    new-array v5, v13, [Ljava/lang/String;
    const-string v14, "plum"
    const/16 v13, 0
    aput-object v14, v5, v13
    const-string v14, "pear"
    const/16 v13, 1
    aput-object v14, v5, v13
    const-string v14, "kiwi"
    const/16 v13, 2
    aput-object v14, v5, v13
    const-string v14, "fig"
    const/16 v13, 3
    aput-object v14, v5, v13
    const-string v14, "apple"
    const/16 v13, 4
    aput-object v14, v5, v13
    const/4 v3, 1
    const/4 v4, 3
    const-string v6, "kiwi"
    new-instance v7, LRev;
    invoke-direct {v7}, LRev;-><init>()V
    invoke-static {v5, v3, v4, v6, v7}, Ljava/util/Arrays;->binarySearch([Ljava/lang/Object;IILjava/lang/Object;Ljava/util/Comparator;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e381
    .catch Ljava/lang/Exception; {:t381 .. :e381} :c381
    goto :n381
    :c381
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n381
    return-void
    :arr_1
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_2
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_3
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_4
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_5
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_6
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_7
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_8
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_9
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_10
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_11
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_12
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_13
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_14
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_15
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_16
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_17
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_18
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_19
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_20
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_21
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_22
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0x5
    .end array-data
    :arr_23
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_24
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
    .end array-data
    :arr_25
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_26
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_27
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_28
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_29
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_30
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_31
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_32
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_33
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_34
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_35
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_36
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_37
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_38
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_39
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_40
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_41
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_42
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_43
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_44
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_45
    .array-data 4
        0x5
        -0x3
        0x7fffffff
        0x0
        -0x80000000
        0x5
        0xc
    .end array-data
    :arr_46
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_47
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_48
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_49
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_50
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_51
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_52
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_53
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_54
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_55
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_56
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_57
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_58
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_59
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_60
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_61
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_62
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_63
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_64
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_65
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_66
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_67
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0x5L
    .end array-data
    :arr_68
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_69
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
    .end array-data
    :arr_70
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_71
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_72
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_73
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_74
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_75
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_76
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_77
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_78
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_79
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_80
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_81
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_82
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_83
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_84
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_85
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_86
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_87
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_88
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_89
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_90
    .array-data 8
        0x5L
        -0x3L
        0x7fffffffffffffffL
        0x0L
        -0x8000000000000000L
        0x5L
        0xcL
    .end array-data
    :arr_91
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_92
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_93
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_94
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_95
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_96
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_97
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_98
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_99
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_100
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_101
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_102
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_103
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_104
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_105
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_106
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_107
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_108
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_109
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_110
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_111
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_112
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0x5s
    .end array-data
    :arr_113
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_114
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
    .end array-data
    :arr_115
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_116
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_117
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_118
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_119
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_120
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_121
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_122
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_123
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_124
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_125
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_126
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_127
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_128
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_129
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_130
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_131
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_132
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_133
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_134
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_135
    .array-data 2
        0x5s
        -0x3s
        0x7fffs
        0x0s
        -0x8000s
        0x5s
        0xcs
    .end array-data
    :arr_136
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_137
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_138
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_139
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_140
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_141
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_142
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_143
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_144
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_145
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_146
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_147
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_148
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_149
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_150
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_151
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_152
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_153
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_154
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_155
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_156
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_157
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0x5t
    .end array-data
    :arr_158
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_159
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
    .end array-data
    :arr_160
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_161
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_162
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_163
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_164
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_165
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_166
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_167
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_168
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_169
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_170
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_171
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_172
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_173
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_174
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_175
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_176
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_177
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_178
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_179
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_180
    .array-data 1
        0x5t
        -0x3t
        0x7ft
        0x0t
        -0x80t
        0x5t
        0xct
    .end array-data
    :arr_181
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_182
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_183
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_184
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_185
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_186
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_187
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_188
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_189
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_190
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_191
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_192
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_193
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_194
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_195
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_196
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_197
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_198
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_199
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_200
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_201
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_202
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x62s
    .end array-data
    :arr_203
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_204
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
    .end array-data
    :arr_205
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_206
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_207
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_208
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_209
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_210
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_211
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_212
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_213
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_214
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_215
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_216
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_217
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_218
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_219
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_220
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_221
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_222
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_223
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_224
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_225
    .array-data 2
        0x62s
        0x41s
        0xffffs
        0x30s
        0x0s
        0x62s
        0x7as
    .end array-data
    :arr_226
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_227
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_228
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_229
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_230
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_231
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_232
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_233
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_234
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_235
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_236
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_237
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_238
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_239
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_240
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_241
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_242
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_243
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_244
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_245
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_246
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_247
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_248
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_249
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
    .end array-data
    :arr_250
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_251
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_252
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_253
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_254
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_255
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_256
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_257
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_258
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_259
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_260
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_261
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_262
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_263
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_264
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_265
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_266
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_267
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_268
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_269
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_270
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_271
    .array-data 4
        1.5f
        NaNf
        -0.0f
        0.0f
        -Infinityf
        -2.5f
        Infinityf
        1.5f
    .end array-data
    :arr_272
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_273
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_274
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_275
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_276
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_277
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_278
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_279
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_280
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_281
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_282
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_283
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_284
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_285
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_286
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_287
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_288
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_289
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_290
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_291
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_292
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_293
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1.5
    .end array-data
    :arr_294
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_295
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
    .end array-data
    :arr_296
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_297
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_298
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_299
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_300
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_301
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_302
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_303
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_304
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_305
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_306
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_307
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_308
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_309
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_310
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_311
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_312
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_313
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_314
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_315
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_316
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_317
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_318
    .array-data 8
        1.5
        NaN
        -0.0
        0.0
        -Infinity
        -2.5
        Infinity
        1.5
        1e-300
    .end array-data
    :arr_319
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_320
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_321
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_322
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_323
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_324
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_325
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_326
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_327
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_328
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_329
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_330
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_331
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_332
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_333
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_334
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_335
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_336
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_337
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_338
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_339
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_340
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_341
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_342
    .array-data 1
        0x1t
        0x0t
        0x1t
    .end array-data
    :arr_343
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_344
    .array-data 1
        0x1t
        0x0t
        0x1t
        0x1t
    .end array-data
    :arr_345
    .array-data 4
        0x1
        0x2
        0x2
        0x2
        0x2
        0x2
        0x3
    .end array-data
    return-void
.end method

.method static show(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v1, 0
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v2
    :loop
    if-ge v1, v2, :done
    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v3
    const/16 v4, 0x20
    if-lt v3, v4, :esc
    const/16 v4, 0x7e
    if-gt v3, v4, :esc
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :next
    :esc
    const-string v4, "\\u"
    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/high16 v4, 0x10000
    or-int/2addr v4, v3
    invoke-static {v4}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 1
    invoke-virtual {v4, v3}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static p(Ljava/lang/String;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {p0}, LMain;->show(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static out(Ljava/lang/String;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {p0}, LMain;->show(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static ex(Ljava/lang/Throwable;)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "  threw "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    instance-of v1, p0, Ljava/lang/NullPointerException;
    if-nez v1, :nomsg
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :nomsg
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    return-void
.end method

.method static arr([Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    array-length v1, p0
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " ["
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    if-eqz v2, :first
    const-string v3, "|"
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    aget-object v3, p0, v2
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    const-string v2, "]"
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

