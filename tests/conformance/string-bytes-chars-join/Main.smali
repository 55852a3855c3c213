.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 16
    const-string v0, "\"abc\".getBytes(default)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t1
    const-string v0, "abc"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"abc\".getBytes(UTF-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t2
    const-string v0, "abc"
    const-string v1, "UTF-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"abc\".getBytes(ISO-8859-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t3
    const-string v0, "abc"
    const-string v1, "ISO-8859-1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"abc\".getBytes(US-ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t4
    const-string v0, "abc"
    const-string v1, "US-ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u00e9t\u00e9\".getBytes(default)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t5
    const-string v0, "\u00e9t\u00e9"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u00e9t\u00e9\".getBytes(UTF-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t6
    const-string v0, "\u00e9t\u00e9"
    const-string v1, "UTF-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u00e9t\u00e9\".getBytes(ISO-8859-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t7
    const-string v0, "\u00e9t\u00e9"
    const-string v1, "ISO-8859-1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u00e9t\u00e9\".getBytes(US-ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t8
    const-string v0, "\u00e9t\u00e9"
    const-string v1, "US-ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u20ac5\".getBytes(default)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t9
    const-string v0, "\u20ac5"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u20ac5\".getBytes(UTF-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t10
    const-string v0, "\u20ac5"
    const-string v1, "UTF-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u20ac5\".getBytes(ISO-8859-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t11
    const-string v0, "\u20ac5"
    const-string v1, "ISO-8859-1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u20ac5\".getBytes(US-ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t12
    const-string v0, "\u20ac5"
    const-string v1, "US-ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u1f600\".getBytes(default)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t13
    const-string v0, "\u1f600"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u1f600\".getBytes(UTF-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t14
    const-string v0, "\u1f600"
    const-string v1, "UTF-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u1f600\".getBytes(ISO-8859-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t15
    const-string v0, "\u1f600"
    const-string v1, "ISO-8859-1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\u1f600\".getBytes(US-ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t16
    const-string v0, "\u1f600"
    const-string v1, "US-ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"a\ud800b\".getBytes(default)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t17
    const-string v0, "a\ud800b"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"a\ud800b\".getBytes(UTF-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t18
    const-string v0, "a\ud800b"
    const-string v1, "UTF-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"a\ud800b\".getBytes(ISO-8859-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t19
    const-string v0, "a\ud800b"
    const-string v1, "ISO-8859-1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"a\ud800b\".getBytes(US-ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t20
    const-string v0, "a\ud800b"
    const-string v1, "US-ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\udc00\".getBytes(default)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t21
    const-string v0, "\udc00"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\udc00\".getBytes(UTF-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t22
    const-string v0, "\udc00"
    const-string v1, "UTF-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\udc00\".getBytes(ISO-8859-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t23
    const-string v0, "\udc00"
    const-string v1, "ISO-8859-1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\udc00\".getBytes(US-ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t24
    const-string v0, "\udc00"
    const-string v1, "US-ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\ud83d\".getBytes(default)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t25
    const-string v0, "\ud83d"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\ud83d\".getBytes(UTF-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t26
    const-string v0, "\ud83d"
    const-string v1, "UTF-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\ud83d\".getBytes(ISO-8859-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t27
    const-string v0, "\ud83d"
    const-string v1, "ISO-8859-1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\ud83d\".getBytes(US-ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t28
    const-string v0, "\ud83d"
    const-string v1, "US-ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"x\ud83d\ude00\ud83dy\".getBytes(default)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t29
    const-string v0, "x\ud83d\ude00\ud83dy"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"x\ud83d\ude00\ud83dy\".getBytes(UTF-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t30
    const-string v0, "x\ud83d\ude00\ud83dy"
    const-string v1, "UTF-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"x\ud83d\ude00\ud83dy\".getBytes(ISO-8859-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t31
    const-string v0, "x\ud83d\ude00\ud83dy"
    const-string v1, "ISO-8859-1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"x\ud83d\ude00\ud83dy\".getBytes(US-ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t32
    const-string v0, "x\ud83d\ude00\ud83dy"
    const-string v1, "US-ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\".getBytes(default)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t33
    const-string v0, ""
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\".getBytes(UTF-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t34
    const-string v0, ""
    const-string v1, "UTF-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\".getBytes(ISO-8859-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t35
    const-string v0, ""
    const-string v1, "ISO-8859-1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"\".getBytes(US-ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t36
    const-string v0, ""
    const-string v1, "US-ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"h\u00e9\".getBytes(utf8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t37
    const-string v0, "h\u00e9"
    const-string v1, "utf8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"h\u00e9\".getBytes(Utf-8)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t38
    const-string v0, "h\u00e9"
    const-string v1, "Utf-8"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"h\u00e9\".getBytes(latin1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t39
    const-string v0, "h\u00e9"
    const-string v1, "latin1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"h\u00e9\".getBytes(ASCII)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t40
    const-string v0, "h\u00e9"
    const-string v1, "ASCII"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"h\u00e9\".getBytes(nope)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t41
    const-string v0, "h\u00e9"
    const-string v1, "nope"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"h\u00e9\".getBytes(x-unknown)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t42
    const-string v0, "h\u00e9"
    const-string v1, "x-unknown"
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "\"h\u00e9\".getBytes(None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t43
    const-string v0, "h\u00e9"
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
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
    const-string v0, "new String([104, 105], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t44
    const/16 v6, 2
    new-array v6, v6, [B
    const/16 v7, 104
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 105
    const/16 v8, 1
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([195, 169], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t45
    const/16 v6, 2
    new-array v6, v6, [B
    const/16 v7, -61
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -87
    const/16 v8, 1
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([226, 130, 172], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t46
    const/16 v6, 3
    new-array v6, v6, [B
    const/16 v7, -30
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -126
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, -84
    const/16 v8, 2
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([240, 159, 152, 128], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t47
    const/16 v6, 4
    new-array v6, v6, [B
    const/16 v7, -16
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -97
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, -104
    const/16 v8, 2
    aput-byte v7, v6, v8
    const/16 v7, -128
    const/16 v8, 3
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([195], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t48
    const/16 v6, 1
    new-array v6, v6, [B
    const/16 v7, -61
    const/16 v8, 0
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([192, 128], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t49
    const/16 v6, 2
    new-array v6, v6, [B
    const/16 v7, -64
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -128
    const/16 v8, 1
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([237, 160, 128], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t50
    const/16 v6, 3
    new-array v6, v6, [B
    const/16 v7, -19
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -96
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, -128
    const/16 v8, 2
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([226, 40, 161], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t51
    const/16 v6, 3
    new-array v6, v6, [B
    const/16 v7, -30
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 40
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, -95
    const/16 v8, 2
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([244, 144, 128, 128], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t52
    const/16 v6, 4
    new-array v6, v6, [B
    const/16 v7, -12
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -112
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, -128
    const/16 v8, 2
    aput-byte v7, v6, v8
    const/16 v7, -128
    const/16 v8, 3
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([255, 65], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t53
    const/16 v6, 2
    new-array v6, v6, [B
    const/16 v7, -1
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 65
    const/16 v8, 1
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([128, 128], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t54
    const/16 v6, 2
    new-array v6, v6, [B
    const/16 v7, -128
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -128
    const/16 v8, 1
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([224, 128, 65], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t55
    const/16 v6, 3
    new-array v6, v6, [B
    const/16 v7, -32
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -128
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, 65
    const/16 v8, 2
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([240, 159, 152], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t56
    const/16 v6, 3
    new-array v6, v6, [B
    const/16 v7, -16
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -97
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, -104
    const/16 v8, 2
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([240, 159], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t57
    const/16 v6, 2
    new-array v6, v6, [B
    const/16 v7, -16
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -97
    const/16 v8, 1
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t58
    const/16 v6, 0
    new-array v6, v6, [B
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([65, 226, 130], None, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t59
    const/16 v6, 3
    new-array v6, v6, [B
    const/16 v7, 65
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -30
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, -126
    const/16 v8, 2
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "new String([104, 233], ISO-8859-1, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t60
    const/16 v6, 2
    new-array v6, v6, [B
    const/16 v7, 104
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -23
    const/16 v8, 1
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const-string v1, "ISO-8859-1"
    invoke-direct {v2, v6, v1}, Ljava/lang/String;-><init>([BLjava/lang/String;)V
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
    const-string v0, "new String([104, 233], US-ASCII, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t61
    const/16 v6, 2
    new-array v6, v6, [B
    const/16 v7, 104
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -23
    const/16 v8, 1
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const-string v1, "US-ASCII"
    invoke-direct {v2, v6, v1}, Ljava/lang/String;-><init>([BLjava/lang/String;)V
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
    const-string v0, "new String([104, 195, 169], UTF-8, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t62
    const/16 v6, 3
    new-array v6, v6, [B
    const/16 v7, 104
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -61
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, -87
    const/16 v8, 2
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const-string v1, "UTF-8"
    invoke-direct {v2, v6, v1}, Ljava/lang/String;-><init>([BLjava/lang/String;)V
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
    const-string v0, "new String([65], nope, None, None)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t63
    const/16 v6, 1
    new-array v6, v6, [B
    const/16 v7, 65
    const/16 v8, 0
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const-string v1, "nope"
    invoke-direct {v2, v6, v1}, Ljava/lang/String;-><init>([BLjava/lang/String;)V
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
    const-string v0, "new String(bytes, (String) null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t64
    const/16 v6, 1
    new-array v6, v6, [B
    const/16 v7, 65
    const/16 v8, 0
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const/4 v1, 0
    invoke-direct {v2, v6, v1}, Ljava/lang/String;-><init>([BLjava/lang/String;)V
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
    const-string v0, "new String([97, 98, 99, 100], None, 1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t65
    const/16 v6, 4
    new-array v6, v6, [B
    const/16 v7, 97
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 98
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, 99
    const/16 v8, 2
    aput-byte v7, v6, v8
    const/16 v7, 100
    const/16 v8, 3
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const/16 v3, 1
    const/16 v4, 2
    invoke-direct {v2, v6, v3, v4}, Ljava/lang/String;-><init>([BII)V
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
    const-string v0, "new String([97, 98, 99, 100], None, 0, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t66
    const/16 v6, 4
    new-array v6, v6, [B
    const/16 v7, 97
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 98
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, 99
    const/16 v8, 2
    aput-byte v7, v6, v8
    const/16 v7, 100
    const/16 v8, 3
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const/16 v3, 0
    const/16 v4, 4
    invoke-direct {v2, v6, v3, v4}, Ljava/lang/String;-><init>([BII)V
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
    const-string v0, "new String([97, 98, 99, 100], None, 4, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t67
    const/16 v6, 4
    new-array v6, v6, [B
    const/16 v7, 97
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 98
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, 99
    const/16 v8, 2
    aput-byte v7, v6, v8
    const/16 v7, 100
    const/16 v8, 3
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const/16 v3, 4
    const/16 v4, 0
    invoke-direct {v2, v6, v3, v4}, Ljava/lang/String;-><init>([BII)V
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
    const-string v0, "new String([97, 98, 99, 100], None, 2, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t68
    const/16 v6, 4
    new-array v6, v6, [B
    const/16 v7, 97
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 98
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, 99
    const/16 v8, 2
    aput-byte v7, v6, v8
    const/16 v7, 100
    const/16 v8, 3
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const/16 v3, 2
    const/16 v4, 3
    invoke-direct {v2, v6, v3, v4}, Ljava/lang/String;-><init>([BII)V
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
    const-string v0, "new String([97, 98, 99, 100], None, -1, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t69
    const/16 v6, 4
    new-array v6, v6, [B
    const/16 v7, 97
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 98
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, 99
    const/16 v8, 2
    aput-byte v7, v6, v8
    const/16 v7, 100
    const/16 v8, 3
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const/16 v3, -1
    const/16 v4, 1
    invoke-direct {v2, v6, v3, v4}, Ljava/lang/String;-><init>([BII)V
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
    const-string v0, "new String([97, 98, 99, 100], None, 1, -1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t70
    const/16 v6, 4
    new-array v6, v6, [B
    const/16 v7, 97
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 98
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, 99
    const/16 v8, 2
    aput-byte v7, v6, v8
    const/16 v7, 100
    const/16 v8, 3
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const/16 v3, 1
    const/16 v4, -1
    invoke-direct {v2, v6, v3, v4}, Ljava/lang/String;-><init>([BII)V
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
    const-string v0, "new String([97, 98, 99, 100], None, 5, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t71
    const/16 v6, 4
    new-array v6, v6, [B
    const/16 v7, 97
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, 98
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, 99
    const/16 v8, 2
    aput-byte v7, v6, v8
    const/16 v7, 100
    const/16 v8, 3
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const/16 v3, 5
    const/16 v4, 0
    invoke-direct {v2, v6, v3, v4}, Ljava/lang/String;-><init>([BII)V
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
    const-string v0, "new String([97, 233, 99], ISO-8859-1, 1, 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t72
    const/16 v6, 3
    new-array v6, v6, [B
    const/16 v7, 97
    const/16 v8, 0
    aput-byte v7, v6, v8
    const/16 v7, -23
    const/16 v8, 1
    aput-byte v7, v6, v8
    const/16 v7, 99
    const/16 v8, 2
    aput-byte v7, v6, v8
    new-instance v2, Ljava/lang/String;
    const/16 v3, 1
    const/16 v4, 2
    const-string v1, "ISO-8859-1"
    invoke-direct {v2, v6, v3, v4, v1}, Ljava/lang/String;-><init>([BIILjava/lang/String;)V
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
    const-string v0, "new String((byte[]) null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t73
    const/4 v6, 0
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v6}, Ljava/lang/String;-><init>([B)V
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
    const-string v0, "\"hello\".getChars(0, 5, char[5], 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t74
    const-string v0, "hello"
    const/16 v1, 0
    const/16 v3, 5
    const/16 v4, 5
    new-array v4, v4, [C
    const/16 v7, 0x2e
    invoke-static {v4, v7}, Ljava/util/Arrays;->fill([CC)V
    const/16 v5, 0
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    invoke-static {v4}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
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
    const-string v0, "\"hello\".getChars(1, 3, char[5], 2)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t75
    const-string v0, "hello"
    const/16 v1, 1
    const/16 v3, 3
    const/16 v4, 5
    new-array v4, v4, [C
    const/16 v7, 0x2e
    invoke-static {v4, v7}, Ljava/util/Arrays;->fill([CC)V
    const/16 v5, 2
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    invoke-static {v4}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
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
    const-string v0, "\"hello\".getChars(2, 2, char[3], 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t76
    const-string v0, "hello"
    const/16 v1, 2
    const/16 v3, 2
    const/16 v4, 3
    new-array v4, v4, [C
    const/16 v7, 0x2e
    invoke-static {v4, v7}, Ljava/util/Arrays;->fill([CC)V
    const/16 v5, 3
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    invoke-static {v4}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
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
    const-string v0, "\"hello\".getChars(0, 6, char[10], 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t77
    const-string v0, "hello"
    const/16 v1, 0
    const/16 v3, 6
    const/16 v4, 10
    new-array v4, v4, [C
    const/16 v7, 0x2e
    invoke-static {v4, v7}, Ljava/util/Arrays;->fill([CC)V
    const/16 v5, 0
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    invoke-static {v4}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
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
    const-string v0, "\"hello\".getChars(-1, 2, char[5], 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t78
    const-string v0, "hello"
    const/16 v1, -1
    const/16 v3, 2
    const/16 v4, 5
    new-array v4, v4, [C
    const/16 v7, 0x2e
    invoke-static {v4, v7}, Ljava/util/Arrays;->fill([CC)V
    const/16 v5, 0
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    invoke-static {v4}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
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
    const-string v0, "\"hello\".getChars(3, 2, char[5], 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t79
    const-string v0, "hello"
    const/16 v1, 3
    const/16 v3, 2
    const/16 v4, 5
    new-array v4, v4, [C
    const/16 v7, 0x2e
    invoke-static {v4, v7}, Ljava/util/Arrays;->fill([CC)V
    const/16 v5, 0
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    invoke-static {v4}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
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
    const-string v0, "\"hello\".getChars(0, 3, char[2], 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t80
    const-string v0, "hello"
    const/16 v1, 0
    const/16 v3, 3
    const/16 v4, 2
    new-array v4, v4, [C
    const/16 v7, 0x2e
    invoke-static {v4, v7}, Ljava/util/Arrays;->fill([CC)V
    const/16 v5, 0
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    invoke-static {v4}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
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
    const-string v0, "\"hello\".getChars(0, 2, char[5], 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t81
    const-string v0, "hello"
    const/16 v1, 0
    const/16 v3, 2
    const/16 v4, 5
    new-array v4, v4, [C
    const/16 v7, 0x2e
    invoke-static {v4, v7}, Ljava/util/Arrays;->fill([CC)V
    const/16 v5, 4
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    invoke-static {v4}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
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
    const-string v0, "\"hello\".getChars(0, 2, char[5], -1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t82
    const-string v0, "hello"
    const/16 v1, 0
    const/16 v3, 2
    const/16 v4, 5
    new-array v4, v4, [C
    const/16 v7, 0x2e
    invoke-static {v4, v7}, Ljava/util/Arrays;->fill([CC)V
    const/16 v5, -1
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    invoke-static {v4}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
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
    const-string v0, "getChars into null"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t83
    const-string v0, "ab"
    const/4 v1, 0
    const/4 v3, 1
    const/4 v4, 0
    const/4 v5, 0
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->getChars(II[CI)V
    const-string v2, "no"
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
    const-string v0, "\"Hello World\".regionMatches(6, \"World\", 0, 5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t84
    const-string v0, "Hello World"
    const-string v3, "World"
    const/16 v1, 6
    const/16 v4, 0
    const/16 v5, 5
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"Hello World\".regionMatches(True, 6, \"World\", 0, 5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t85
    const-string v0, "Hello World"
    const-string v3, "World"
    const/16 v1, 6
    const/16 v4, 0
    const/16 v5, 5
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"Hello World\".regionMatches(6, \"world\", 0, 5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t86
    const-string v0, "Hello World"
    const-string v3, "world"
    const/16 v1, 6
    const/16 v4, 0
    const/16 v5, 5
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"Hello World\".regionMatches(True, 6, \"world\", 0, 5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t87
    const-string v0, "Hello World"
    const-string v3, "world"
    const/16 v1, 6
    const/16 v4, 0
    const/16 v5, 5
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(0, \"abc\", 0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t88
    const-string v0, "abc"
    const-string v3, "abc"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 0
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(True, 0, \"abc\", 0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t89
    const-string v0, "abc"
    const-string v3, "abc"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 0
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(3, \"\", 0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t90
    const-string v0, "abc"
    const-string v3, ""
    const/16 v1, 3
    const/16 v4, 0
    const/16 v5, 0
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(True, 3, \"\", 0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t91
    const-string v0, "abc"
    const-string v3, ""
    const/16 v1, 3
    const/16 v4, 0
    const/16 v5, 0
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(4, \"\", 0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t92
    const-string v0, "abc"
    const-string v3, ""
    const/16 v1, 4
    const/16 v4, 0
    const/16 v5, 0
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(True, 4, \"\", 0, 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t93
    const-string v0, "abc"
    const-string v3, ""
    const/16 v1, 4
    const/16 v4, 0
    const/16 v5, 0
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(0, \"abc\", 0, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t94
    const-string v0, "abc"
    const-string v3, "abc"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 4
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(True, 0, \"abc\", 0, 4)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t95
    const-string v0, "abc"
    const-string v3, "abc"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 4
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(-1, \"abc\", 0, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t96
    const-string v0, "abc"
    const-string v3, "abc"
    const/16 v1, -1
    const/16 v4, 0
    const/16 v5, 1
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(True, -1, \"abc\", 0, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t97
    const-string v0, "abc"
    const-string v3, "abc"
    const/16 v1, -1
    const/16 v4, 0
    const/16 v5, 1
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(0, \"abc\", -1, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t98
    const-string v0, "abc"
    const-string v3, "abc"
    const/16 v1, 0
    const/16 v4, -1
    const/16 v5, 1
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(True, 0, \"abc\", -1, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t99
    const-string v0, "abc"
    const-string v3, "abc"
    const/16 v1, 0
    const/16 v4, -1
    const/16 v5, 1
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(1, \"xbc\", 1, -5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t100
    const-string v0, "abc"
    const-string v3, "xbc"
    const/16 v1, 1
    const/16 v4, 1
    const/16 v5, -5
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(True, 1, \"xbc\", 1, -5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t101
    const-string v0, "abc"
    const-string v3, "xbc"
    const/16 v1, 1
    const/16 v4, 1
    const/16 v5, -5
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(2, \"xbc\", 2, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t102
    const-string v0, "abc"
    const-string v3, "xbc"
    const/16 v1, 2
    const/16 v4, 2
    const/16 v5, 1
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"abc\".regionMatches(True, 2, \"xbc\", 2, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t103
    const-string v0, "abc"
    const-string v3, "xbc"
    const/16 v1, 2
    const/16 v4, 2
    const/16 v5, 1
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"HELLO\".regionMatches(True, 0, \"hello\", 0, 5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t104
    const-string v0, "HELLO"
    const-string v3, "hello"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 5
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"HELLO\".regionMatches(False, 0, \"hello\", 0, 5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t105
    const-string v0, "HELLO"
    const-string v3, "hello"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 5
    move-object v6, v0
    const/4 v7, 0
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"\u00c9t\u00e9\".regionMatches(True, 0, \"\u00e9T\u00c9\", 0, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t106
    const-string v0, "\u00c9t\u00e9"
    const-string v3, "\u00e9T\u00c9"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 3
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"\u00c9t\u00e9\".regionMatches(False, 0, \"\u00e9T\u00c9\", 0, 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t107
    const-string v0, "\u00c9t\u00e9"
    const-string v3, "\u00e9T\u00c9"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 3
    move-object v6, v0
    const/4 v7, 0
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"\u0130\".regionMatches(True, 0, \"i\", 0, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t108
    const-string v0, "\u0130"
    const-string v3, "i"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 1
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"\u0130\".regionMatches(False, 0, \"i\", 0, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t109
    const-string v0, "\u0130"
    const-string v3, "i"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 1
    move-object v6, v0
    const/4 v7, 0
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
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
    const-string v0, "\"\u00df\".regionMatches(True, 0, \"SS\", 0, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t110
    const-string v0, "\u00df"
    const-string v3, "SS"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 1
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
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
    const-string v0, "\"\u00df\".regionMatches(False, 0, \"SS\", 0, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t111
    const-string v0, "\u00df"
    const-string v3, "SS"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 1
    move-object v6, v0
    const/4 v7, 0
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
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
    const-string v0, "\"Stra\u00dfe\".regionMatches(True, 0, \"STRASSE\", 0, 6)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t112
    const-string v0, "Stra\u00dfe"
    const-string v3, "STRASSE"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 6
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
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
    const-string v0, "\"Stra\u00dfe\".regionMatches(False, 0, \"STRASSE\", 0, 6)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t113
    const-string v0, "Stra\u00dfe"
    const-string v3, "STRASSE"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 6
    move-object v6, v0
    const/4 v7, 0
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
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
    const-string v0, "\"\u03a3\".regionMatches(True, 0, \"\u03c2\", 0, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t114
    const-string v0, "\u03a3"
    const-string v3, "\u03c2"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 1
    move-object v6, v0
    const/4 v7, 1
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "\"\u03a3\".regionMatches(False, 0, \"\u03c2\", 0, 1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t115
    const-string v0, "\u03a3"
    const-string v3, "\u03c2"
    const/16 v1, 0
    const/16 v4, 0
    const/16 v5, 1
    move-object v6, v0
    const/4 v7, 0
    move v8, v1
    move-object v9, v3
    move v10, v4
    move v11, v5
    invoke-virtual/range {v6 .. v11}, Ljava/lang/String;->regionMatches(ZILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "regionMatches with null"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t116
    const-string v0, "a"
    const/4 v1, 0
    const/4 v3, 0
    const/4 v4, 0
    const/4 v5, 1
    invoke-virtual {v0, v1, v3, v4, v5}, Ljava/lang/String;->regionMatches(ILjava/lang/String;II)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "String.join(\", \", ['a', 'b', 'c'])"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t117
    const/16 v6, 3
    new-array v6, v6, [Ljava/lang/CharSequence;
    const-string v7, "a"
    const/16 v8, 0
    aput-object v7, v6, v8
    const-string v7, "b"
    const/16 v8, 1
    aput-object v7, v6, v8
    const-string v7, "c"
    const/16 v8, 2
    aput-object v7, v6, v8
    const-string v0, ", "
    invoke-static {v0, v6}, Ljava/lang/String;->join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;
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
    const-string v0, "String.join(\"-\", [])"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t118
    const/16 v6, 0
    new-array v6, v6, [Ljava/lang/CharSequence;
    const-string v0, "-"
    invoke-static {v0, v6}, Ljava/lang/String;->join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;
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
    const-string v0, "String.join(\"-\", ['only'])"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t119
    const/16 v6, 1
    new-array v6, v6, [Ljava/lang/CharSequence;
    const-string v7, "only"
    const/16 v8, 0
    aput-object v7, v6, v8
    const-string v0, "-"
    invoke-static {v0, v6}, Ljava/lang/String;->join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;
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
    const-string v0, "String.join(\"\", ['x', None, 'y'])"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t120
    const/16 v6, 3
    new-array v6, v6, [Ljava/lang/CharSequence;
    const-string v7, "x"
    const/16 v8, 0
    aput-object v7, v6, v8
    const/4 v7, 0
    const/16 v8, 1
    aput-object v7, v6, v8
    const-string v7, "y"
    const/16 v8, 2
    aput-object v7, v6, v8
    const-string v0, ""
    invoke-static {v0, v6}, Ljava/lang/String;->join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;
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
    const-string v0, "String.join(\"/\", ['SB', '', 'z'])"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t121
    const/16 v6, 3
    new-array v6, v6, [Ljava/lang/CharSequence;
    new-instance v7, Ljava/lang/StringBuilder;
    const-string v8, "sb"
    invoke-direct {v7, v8}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const/16 v8, 0
    aput-object v7, v6, v8
    const-string v7, ""
    const/16 v8, 1
    aput-object v7, v6, v8
    const-string v7, "z"
    const/16 v8, 2
    aput-object v7, v6, v8
    const-string v0, "/"
    invoke-static {v0, v6}, Ljava/lang/String;->join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;
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
    const-string v0, "String.join(null, ['a'])"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t122
    const/16 v6, 1
    new-array v6, v6, [Ljava/lang/CharSequence;
    const-string v7, "a"
    const/16 v8, 0
    aput-object v7, v6, v8
    const/4 v0, 0
    invoke-static {v0, v6}, Ljava/lang/String;->join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;
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
    const-string v0, "String.join over an ArrayList"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t123
    new-instance v6, Ljava/util/ArrayList;
    invoke-direct {v6}, Ljava/util/ArrayList;-><init>()V
    const-string v7, "one"
    invoke-virtual {v6, v7}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const-string v7, "two"
    invoke-virtual {v6, v7}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const/4 v7, 0
    invoke-virtual {v6, v7}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const-string v7, "four"
    invoke-virtual {v6, v7}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const-string v0, " | "
    invoke-static {v0, v6}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;
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
    const-string v0, "String.join over an empty list"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t124
    new-instance v6, Ljava/util/ArrayList;
    invoke-direct {v6}, Ljava/util/ArrayList;-><init>()V
    const-string v0, ","
    invoke-static {v0, v6}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;
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
    const-string v0, "\"ab\".repeat(3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t125
    const-string v0, "ab"
    const/16 v1, 3
    invoke-virtual {v0, v1}, Ljava/lang/String;->repeat(I)Ljava/lang/String;
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
    const-string v0, "\"ab\".repeat(0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t126
    const-string v0, "ab"
    const/16 v1, 0
    invoke-virtual {v0, v1}, Ljava/lang/String;->repeat(I)Ljava/lang/String;
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
    const-string v0, "\"\".repeat(5)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t127
    const-string v0, ""
    const/16 v1, 5
    invoke-virtual {v0, v1}, Ljava/lang/String;->repeat(I)Ljava/lang/String;
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
    const-string v0, "\"x\".repeat(1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t128
    const-string v0, "x"
    const/16 v1, 1
    invoke-virtual {v0, v1}, Ljava/lang/String;->repeat(I)Ljava/lang/String;
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
    const-string v0, "\"ab\".repeat(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t129
    const-string v0, "ab"
    const/16 v1, -1
    invoke-virtual {v0, v1}, Ljava/lang/String;->repeat(I)Ljava/lang/String;
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


.method static bytes([B)Ljava/lang/String;
    .registers 2
    invoke-static {p0}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
