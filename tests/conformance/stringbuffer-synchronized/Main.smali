.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 16
    const-string v0, "append of every type, chained"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t1
    new-instance v5, Ljava/lang/StringBuffer;
    invoke-direct {v5}, Ljava/lang/StringBuffer;-><init>()V
    const-string v6, "s"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuffer;->append(Ljava/lang/String;)Ljava/lang/StringBuffer;
    move-result-object v7
    const/16 v6, 0x63
    invoke-virtual {v7, v6}, Ljava/lang/StringBuffer;->append(C)Ljava/lang/StringBuffer;
    move-result-object v7
    const/4 v6, -0x7
    invoke-virtual {v7, v6}, Ljava/lang/StringBuffer;->append(I)Ljava/lang/StringBuffer;
    move-result-object v7
    const-wide v8, 0x7fffffffffffffffL
    invoke-virtual {v7, v8, v9}, Ljava/lang/StringBuffer;->append(J)Ljava/lang/StringBuffer;
    move-result-object v7
    const/4 v6, 1
    invoke-virtual {v7, v6}, Ljava/lang/StringBuffer;->append(Z)Ljava/lang/StringBuffer;
    move-result-object v7
    const v6, 0x3dcccccd
    invoke-virtual {v7, v6}, Ljava/lang/StringBuffer;->append(F)Ljava/lang/StringBuffer;
    move-result-object v7
    const-wide v8, 0x4000000000000000L
    invoke-virtual {v7, v8, v9}, Ljava/lang/StringBuffer;->append(D)Ljava/lang/StringBuffer;
    move-result-object v7
    const/4 v6, 0
    invoke-virtual {v7, v6}, Ljava/lang/StringBuffer;->append(Ljava/lang/Object;)Ljava/lang/StringBuffer;
    move-result-object v7
    const/4 v6, 0
    check-cast v6, Ljava/lang/String;
    invoke-virtual {v7, v6}, Ljava/lang/StringBuffer;->append(Ljava/lang/String;)Ljava/lang/StringBuffer;
    move-result-object v7
    new-instance v6, Ljava/lang/StringBuilder;
    const-string v10, "<sb>"
    invoke-direct {v6, v10}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v7, v6}, Ljava/lang/StringBuffer;->append(Ljava/lang/CharSequence;)Ljava/lang/StringBuffer;
    move-result-object v7
    const/4 v6, 3
    new-array v6, v6, [C
    const/16 v10, 0x78
    const/4 v11, 0
    aput-char v10, v6, v11
    const/16 v10, 0x79
    const/4 v11, 1
    aput-char v10, v6, v11
    const/16 v10, 0x7a
    const/4 v11, 2
    aput-char v10, v6, v11
    invoke-virtual {v7, v6}, Ljava/lang/StringBuffer;->append([C)Ljava/lang/StringBuffer;
    move-result-object v7
    const/4 v10, 1
    const/4 v11, 2
    invoke-virtual {v7, v6, v10, v11}, Ljava/lang/StringBuffer;->append([CII)Ljava/lang/StringBuffer;
    move-result-object v7
    invoke-virtual {v7, v5}, Ljava/lang/StringBuffer;->append(Ljava/lang/StringBuffer;)Ljava/lang/StringBuffer;
    move-result-object v7
    if-eq v5, v7, :same1
    const-string v2, "a different buffer came back"
    goto :done1
    :same1
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
    move-result-object v2
    :done1
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
    const-string v0, "\"hello\".insert(0, \"X\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t2
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const-string v6, "X"
    const/4 v10, 0
    invoke-virtual {v5, v10, v6}, Ljava/lang/StringBuffer;->insert(ILjava/lang/String;)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".insert(2, 'c')"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t3
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 2
    const/16 v6, 0x63
    invoke-virtual {v5, v10, v6}, Ljava/lang/StringBuffer;->insert(IC)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".insert(3, 42)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t4
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 3
    const/16 v6, 42
    invoke-virtual {v5, v10, v6}, Ljava/lang/StringBuffer;->insert(II)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".insert(1, -5L)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t5
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 1
    const-wide/16 v6, -0x5
    invoke-virtual {v5, v10, v6, v7}, Ljava/lang/StringBuffer;->insert(IJ)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".insert(0, false)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t6
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 0
    const/4 v6, 0
    invoke-virtual {v5, v10, v6}, Ljava/lang/StringBuffer;->insert(IZ)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".insert(5, Integer 7)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t7
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 5
    const/4 v6, 7
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-virtual {v5, v10, v6}, Ljava/lang/StringBuffer;->insert(ILjava/lang/Object;)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".insert(99, \"x\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t8
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const-string v6, "x"
    const/16 v10, 99
    invoke-virtual {v5, v10, v6}, Ljava/lang/StringBuffer;->insert(ILjava/lang/String;)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".delete(1, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t9
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 1
    const/4 v11, 3
    invoke-virtual {v5, v10, v11}, Ljava/lang/StringBuffer;->delete(II)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".delete(2, 100)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t10
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 2
    const/16 v11, 100
    invoke-virtual {v5, v10, v11}, Ljava/lang/StringBuffer;->delete(II)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".delete(4, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t11
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 4
    const/4 v11, 2
    invoke-virtual {v5, v10, v11}, Ljava/lang/StringBuffer;->delete(II)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".deleteCharAt(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t12
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 0
    invoke-virtual {v5, v10}, Ljava/lang/StringBuffer;->deleteCharAt(I)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".deleteCharAt(50)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t13
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/16 v10, 50
    invoke-virtual {v5, v10}, Ljava/lang/StringBuffer;->deleteCharAt(I)Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".reverse()"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t14
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->reverse()Ljava/lang/StringBuffer;
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".setLength(3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t15
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 3
    invoke-virtual {v5, v10}, Ljava/lang/StringBuffer;->setLength(I)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".setLength(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t16
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, -1
    invoke-virtual {v5, v10}, Ljava/lang/StringBuffer;->setLength(I)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".setCharAt(1, 'Z')"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t17
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 1
    const/16 v11, 0x5a
    invoke-virtual {v5, v10, v11}, Ljava/lang/StringBuffer;->setCharAt(IC)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "\"hello\".setCharAt(9, 'Z')"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t18
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/16 v10, 9
    const/16 v11, 0x5a
    invoke-virtual {v5, v10, v11}, Ljava/lang/StringBuffer;->setCharAt(IC)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "length()"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t19
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->length()I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
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
    const-string v0, "charAt(1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t20
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 1
    invoke-virtual {v5, v10}, Ljava/lang/StringBuffer;->charAt(I)C
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(C)Ljava/lang/String;
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
    const-string v0, "charAt(5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t21
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 5
    invoke-virtual {v5, v10}, Ljava/lang/StringBuffer;->charAt(I)C
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(C)Ljava/lang/String;
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
    const-string v0, "indexOf(\"ll\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t22
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const-string v6, "ll"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuffer;->indexOf(Ljava/lang/String;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
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
    const-string v0, "subSequence(1, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t23
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "hello"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const/4 v10, 1
    const/4 v11, 4
    invoke-virtual {v5, v10, v11}, Ljava/lang/StringBuffer;->subSequence(II)Ljava/lang/CharSequence;
    move-result-object v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
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
    const-string v0, "new StringBuffer(16) is empty"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t24
    new-instance v5, Ljava/lang/StringBuffer;
    const/16 v6, 16
    invoke-direct {v5, v6}, Ljava/lang/StringBuffer;-><init>(I)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "new StringBuffer(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t25
    new-instance v5, Ljava/lang/StringBuffer;
    const/4 v6, -1
    invoke-direct {v5, v6}, Ljava/lang/StringBuffer;-><init>(I)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "new StringBuffer((String) null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t26
    new-instance v5, Ljava/lang/StringBuffer;
    const/4 v6, 0
    invoke-direct {v5, v6}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "new StringBuffer(CharSequence StringBuilder)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t27
    new-instance v6, Ljava/lang/StringBuilder;
    const-string v10, "from sb"
    invoke-direct {v6, v10}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    new-instance v5, Ljava/lang/StringBuffer;
    invoke-direct {v5, v6}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/CharSequence;)V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
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
    const-string v0, "new String(StringBuffer)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t28
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "buf"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v5}, Ljava/lang/String;-><init>(Ljava/lang/StringBuffer;)V
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
    const-string v0, "\"buf\".contentEquals(StringBuffer)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t29
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "buf"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const-string v6, "buf"
    invoke-virtual {v6, v5}, Ljava/lang/String;->contentEquals(Ljava/lang/StringBuffer;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"a buffer\".contains(StringBuffer)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t30
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "buf"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const-string v6, "a buffer"
    invoke-virtual {v6, v5}, Ljava/lang/String;->contains(Ljava/lang/CharSequence;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"xbufx\".replace(StringBuffer, \"-\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t31
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "buf"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    const-string v6, "xbufx"
    const-string v7, "-"
    invoke-virtual {v6, v5, v7}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;
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
    const-string v0, "new StringBuilder(StringBuffer)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t32
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "buf"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6, v5}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/CharSequence;)V
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
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
    const-string v0, "StringBuilder.append(StringBuffer)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t33
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "buf"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/StringBuffer;)Ljava/lang/StringBuilder;
    const/4 v5, 0
    check-cast v5, Ljava/lang/StringBuffer;
    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/StringBuffer;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
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
    const-string v0, "StringBuffer is a CharSequence"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t34
    new-instance v5, Ljava/lang/StringBuffer;
    const-string v13, "xyz"
    invoke-direct {v5, v13}, Ljava/lang/StringBuffer;-><init>(Ljava/lang/String;)V
    move-object v6, v5
    invoke-interface {v6}, Ljava/lang/CharSequence;->length()I
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
    const-string v0, "append from another thread waits for the monitor"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t35
    new-instance v5, Ljava/lang/StringBuffer;
    invoke-direct {v5}, Ljava/lang/StringBuffer;-><init>()V
    new-instance v6, LAppender;
    invoke-direct {v6, v5}, LAppender;-><init>(Ljava/lang/StringBuffer;)V
    new-instance v7, Ljava/lang/Thread;
    invoke-direct {v7, v6}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    monitor-enter v5
    :sync_start
    invoke-virtual {v7}, Ljava/lang/Thread;->start()V
    const-wide/16 v8, 0x64
    invoke-static {v8, v9}, Ljava/lang/Thread;->sleep(J)V
    const-string v10, "A1"
    invoke-virtual {v5, v10}, Ljava/lang/StringBuffer;->append(Ljava/lang/String;)Ljava/lang/StringBuffer;
    const-string v10, "A2"
    invoke-virtual {v5, v10}, Ljava/lang/StringBuffer;->append(Ljava/lang/String;)Ljava/lang/StringBuffer;
    monitor-exit v5
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_fail
    invoke-virtual {v7}, Ljava/lang/Thread;->join()V
    invoke-virtual {v5}, Ljava/lang/StringBuffer;->toString()Ljava/lang/String;
    move-result-object v2
    goto :sync_done
    :sync_fail
    move-exception v2
    monitor-exit v5
    throw v2
    :sync_done
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

