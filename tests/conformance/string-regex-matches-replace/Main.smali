.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 12
    const-string v0, "\"abc\".matches(\"abc\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t1
    const-string v0, "abc"
    const-string v1, "abc"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e1
    .catch Ljava/lang/RuntimeException; {:t1 .. :e1} :c1
    goto :n1
    :c1
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n1
    const-string v0, "\"abc\".matches(\"ab\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t2
    const-string v0, "abc"
    const-string v1, "ab"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e2
    .catch Ljava/lang/RuntimeException; {:t2 .. :e2} :c2
    goto :n2
    :c2
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n2
    const-string v0, "\"abc\".matches(\"a.c\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t3
    const-string v0, "abc"
    const-string v1, "a.c"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e3
    .catch Ljava/lang/RuntimeException; {:t3 .. :e3} :c3
    goto :n3
    :c3
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n3
    const-string v0, "\"a\nc\".matches(\"a.c\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t4
    const-string v0, "a\nc"
    const-string v1, "a.c"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e4
    .catch Ljava/lang/RuntimeException; {:t4 .. :e4} :c4
    goto :n4
    :c4
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n4
    const-string v0, "\"a\nc\".matches(\"(?s)a.c\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t5
    const-string v0, "a\nc"
    const-string v1, "(?s)a.c"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e5
    .catch Ljava/lang/RuntimeException; {:t5 .. :e5} :c5
    goto :n5
    :c5
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n5
    const-string v0, "\"2024-01-15\".matches(\"\\d{4}-\\d{2}-\\d{2}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t6
    const-string v0, "2024-01-15"
    const-string v1, "\\d{4}-\\d{2}-\\d{2}"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e6
    .catch Ljava/lang/RuntimeException; {:t6 .. :e6} :c6
    goto :n6
    :c6
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n6
    const-string v0, "\"2024-1-15\".matches(\"\\d{4}-\\d{2}-\\d{2}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t7
    const-string v0, "2024-1-15"
    const-string v1, "\\d{4}-\\d{2}-\\d{2}"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e7
    .catch Ljava/lang/RuntimeException; {:t7 .. :e7} :c7
    goto :n7
    :c7
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n7
    const-string v0, "\"HeLLo\".matches(\"(?i)hello\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t8
    const-string v0, "HeLLo"
    const-string v1, "(?i)hello"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e8
    .catch Ljava/lang/RuntimeException; {:t8 .. :e8} :c8
    goto :n8
    :c8
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n8
    const-string v0, "\"hello\".matches(\"hel+o\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t9
    const-string v0, "hello"
    const-string v1, "hel+o"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e9
    .catch Ljava/lang/RuntimeException; {:t9 .. :e9} :c9
    goto :n9
    :c9
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n9
    const-string v0, "\"heo\".matches(\"hel*o\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t10
    const-string v0, "heo"
    const-string v1, "hel*o"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e10
    .catch Ljava/lang/RuntimeException; {:t10 .. :e10} :c10
    goto :n10
    :c10
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n10
    const-string v0, "\"user@example.com\".matches(\"[\\w.]+@[\\w.]+\\.[a-z]{2,}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t11
    const-string v0, "user@example.com"
    const-string v1, "[\\w.]+@[\\w.]+\\.[a-z]{2,}"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e11
    .catch Ljava/lang/RuntimeException; {:t11 .. :e11} :c11
    goto :n11
    :c11
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n11
    const-string v0, "\"\".matches(\"\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t12
    const-string v0, ""
    const-string v1, ""
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e12
    .catch Ljava/lang/RuntimeException; {:t12 .. :e12} :c12
    goto :n12
    :c12
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n12
    const-string v0, "\"\".matches(\"a*\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t13
    const-string v0, ""
    const-string v1, "a*"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e13
    .catch Ljava/lang/RuntimeException; {:t13 .. :e13} :c13
    goto :n13
    :c13
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n13
    const-string v0, "\"aaa\".matches(\"a{2,3}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t14
    const-string v0, "aaa"
    const-string v1, "a{2,3}"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e14
    .catch Ljava/lang/RuntimeException; {:t14 .. :e14} :c14
    goto :n14
    :c14
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n14
    const-string v0, "\"aaaa\".matches(\"a{2,3}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t15
    const-string v0, "aaaa"
    const-string v1, "a{2,3}"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e15
    .catch Ljava/lang/RuntimeException; {:t15 .. :e15} :c15
    goto :n15
    :c15
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n15
    const-string v0, "\"abab\".matches(\"(ab)+\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t16
    const-string v0, "abab"
    const-string v1, "(ab)+"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e16
    .catch Ljava/lang/RuntimeException; {:t16 .. :e16} :c16
    goto :n16
    :c16
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n16
    const-string v0, "\"abab\".matches(\"(ab)\\1\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t17
    const-string v0, "abab"
    const-string v1, "(ab)\\1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e17
    .catch Ljava/lang/RuntimeException; {:t17 .. :e17} :c17
    goto :n17
    :c17
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n17
    const-string v0, "\"abba\".matches(\"(a)(b)\\2\\1\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t18
    const-string v0, "abba"
    const-string v1, "(a)(b)\\2\\1"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e18
    .catch Ljava/lang/RuntimeException; {:t18 .. :e18} :c18
    goto :n18
    :c18
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n18
    const-string v0, "\"line1\nline2\".matches(\"line1$\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t19
    const-string v0, "line1\nline2"
    const-string v1, "line1$"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e19
    .catch Ljava/lang/RuntimeException; {:t19 .. :e19} :c19
    goto :n19
    :c19
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n19
    const-string v0, "\"line1\n\".matches(\"line1$\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t20
    const-string v0, "line1\n"
    const-string v1, "line1$"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e20
    .catch Ljava/lang/RuntimeException; {:t20 .. :e20} :c20
    goto :n20
    :c20
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n20
    const-string v0, "\"x\".matches(\"[^abc]\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t21
    const-string v0, "x"
    const-string v1, "[^abc]"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e21
    .catch Ljava/lang/RuntimeException; {:t21 .. :e21} :c21
    goto :n21
    :c21
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n21
    const-string v0, "\"b\".matches(\"[^abc]\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t22
    const-string v0, "b"
    const-string v1, "[^abc]"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e22
    .catch Ljava/lang/RuntimeException; {:t22 .. :e22} :c22
    goto :n22
    :c22
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n22
    const-string v0, "\"foobar\".matches(\"foo(?=bar)bar\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t23
    const-string v0, "foobar"
    const-string v1, "foo(?=bar)bar"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e23
    .catch Ljava/lang/RuntimeException; {:t23 .. :e23} :c23
    goto :n23
    :c23
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n23
    const-string v0, "\"foobaz\".matches(\"foo(?!bar)baz\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t24
    const-string v0, "foobaz"
    const-string v1, "foo(?!bar)baz"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e24
    .catch Ljava/lang/RuntimeException; {:t24 .. :e24} :c24
    goto :n24
    :c24
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n24
    const-string v0, "\"aaa\".matches(\"a++a\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t25
    const-string v0, "aaa"
    const-string v1, "a++a"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e25
    .catch Ljava/lang/RuntimeException; {:t25 .. :e25} :c25
    goto :n25
    :c25
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n25
    const-string v0, "\"aaa\".matches(\"a*+\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t26
    const-string v0, "aaa"
    const-string v1, "a*+"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e26
    .catch Ljava/lang/RuntimeException; {:t26 .. :e26} :c26
    goto :n26
    :c26
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n26
    const-string v0, "\"<a><b>\".matches(\"<.+?><.+?>\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t27
    const-string v0, "<a><b>"
    const-string v1, "<.+?><.+?>"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e27
    .catch Ljava/lang/RuntimeException; {:t27 .. :e27} :c27
    goto :n27
    :c27
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n27
    const-string v0, "\"q\".matches(\"[a-z&&[^aeiou]]\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t28
    const-string v0, "q"
    const-string v1, "[a-z&&[^aeiou]]"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e28
    .catch Ljava/lang/RuntimeException; {:t28 .. :e28} :c28
    goto :n28
    :c28
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n28
    const-string v0, "\"e\".matches(\"[a-z&&[^aeiou]]\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t29
    const-string v0, "e"
    const-string v1, "[a-z&&[^aeiou]]"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e29
    .catch Ljava/lang/RuntimeException; {:t29 .. :e29} :c29
    goto :n29
    :c29
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n29
    const-string v0, "\"x\".matches(\"\\p{Lower}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t30
    const-string v0, "x"
    const-string v1, "\\p{Lower}"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e30
    .catch Ljava/lang/RuntimeException; {:t30 .. :e30} :c30
    goto :n30
    :c30
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n30
    const-string v0, "\"X\".matches(\"\\p{Upper}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t31
    const-string v0, "X"
    const-string v1, "\\p{Upper}"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e31
    .catch Ljava/lang/RuntimeException; {:t31 .. :e31} :c31
    goto :n31
    :c31
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n31
    const-string v0, "\"!\".matches(\"\\p{Punct}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t32
    const-string v0, "!"
    const-string v1, "\\p{Punct}"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e32
    .catch Ljava/lang/RuntimeException; {:t32 .. :e32} :c32
    goto :n32
    :c32
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n32
    const-string v0, "\"a b\".matches(\"a\\sb\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t33
    const-string v0, "a b"
    const-string v1, "a\\sb"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e33
    .catch Ljava/lang/RuntimeException; {:t33 .. :e33} :c33
    goto :n33
    :c33
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n33
    const-string v0, "\"a_1\".matches(\"\\w+\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t34
    const-string v0, "a_1"
    const-string v1, "\\w+"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e34
    .catch Ljava/lang/RuntimeException; {:t34 .. :e34} :c34
    goto :n34
    :c34
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n34
    const-string v0, "\"a-1\".matches(\"\\w+\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t35
    const-string v0, "a-1"
    const-string v1, "\\w+"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e35
    .catch Ljava/lang/RuntimeException; {:t35 .. :e35} :c35
    goto :n35
    :c35
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n35
    const-string v0, "\"tab\t\".matches(\"tab\\t\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t36
    const-string v0, "tab\t"
    const-string v1, "tab\\t"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e36
    .catch Ljava/lang/RuntimeException; {:t36 .. :e36} :c36
    goto :n36
    :c36
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n36
    const-string v0, "\"\u00e9\".matches(\".\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t37
    const-string v0, "\u00e9"
    const-string v1, "."
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e37
    .catch Ljava/lang/RuntimeException; {:t37 .. :e37} :c37
    goto :n37
    :c37
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n37
    const-string v0, "\"AB\".matches(\"(?i)[a-c]+\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t38
    const-string v0, "AB"
    const-string v1, "(?i)[a-c]+"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e38
    .catch Ljava/lang/RuntimeException; {:t38 .. :e38} :c38
    goto :n38
    :c38
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n38
    const-string v0, "\"\u00c9\".matches(\"(?i)\u00e9\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t39
    const-string v0, "\u00c9"
    const-string v1, "(?i)\u00e9"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e39
    .catch Ljava/lang/RuntimeException; {:t39 .. :e39} :c39
    goto :n39
    :c39
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n39
    const-string v0, "\"\u00c9\".matches(\"(?iu)\u00e9\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t40
    const-string v0, "\u00c9"
    const-string v1, "(?iu)\u00e9"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e40
    .catch Ljava/lang/RuntimeException; {:t40 .. :e40} :c40
    goto :n40
    :c40
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n40
    const-string v0, "\"a1b22c333\".replaceAll(\"\\d+\", \"#\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t41
    const-string v0, "a1b22c333"
    const-string v1, "\\d+"
    const-string v3, "#"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e41
    .catch Ljava/lang/RuntimeException; {:t41 .. :e41} :c41
    goto :n41
    :c41
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n41
    const-string v0, "\"a1b22c333\".replaceFirst(\"\\d+\", \"#\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t42
    const-string v0, "a1b22c333"
    const-string v1, "\\d+"
    const-string v3, "#"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e42
    .catch Ljava/lang/RuntimeException; {:t42 .. :e42} :c42
    goto :n42
    :c42
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n42
    const-string v0, "\"a1b22c333\".replaceAll(\"\\d\", \"#\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t43
    const-string v0, "a1b22c333"
    const-string v1, "\\d"
    const-string v3, "#"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e43
    .catch Ljava/lang/RuntimeException; {:t43 .. :e43} :c43
    goto :n43
    :c43
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n43
    const-string v0, "\"a1b22c333\".replaceFirst(\"\\d\", \"#\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t44
    const-string v0, "a1b22c333"
    const-string v1, "\\d"
    const-string v3, "#"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e44
    .catch Ljava/lang/RuntimeException; {:t44 .. :e44} :c44
    goto :n44
    :c44
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n44
    const-string v0, "\"hello world\".replaceAll(\"(\\w+) (\\w+)\", \"$2 $1\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t45
    const-string v0, "hello world"
    const-string v1, "(\\w+) (\\w+)"
    const-string v3, "$2 $1"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e45
    .catch Ljava/lang/RuntimeException; {:t45 .. :e45} :c45
    goto :n45
    :c45
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n45
    const-string v0, "\"hello world\".replaceFirst(\"(\\w+) (\\w+)\", \"$2 $1\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t46
    const-string v0, "hello world"
    const-string v1, "(\\w+) (\\w+)"
    const-string v3, "$2 $1"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e46
    .catch Ljava/lang/RuntimeException; {:t46 .. :e46} :c46
    goto :n46
    :c46
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n46
    const-string v0, "\"2024-01-15\".replaceAll(\"(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)\", \"${d}/${m}/${y}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t47
    const-string v0, "2024-01-15"
    const-string v1, "(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)"
    const-string v3, "${d}/${m}/${y}"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e47
    .catch Ljava/lang/RuntimeException; {:t47 .. :e47} :c47
    goto :n47
    :c47
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n47
    const-string v0, "\"2024-01-15\".replaceFirst(\"(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)\", \"${d}/${m}/${y}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t48
    const-string v0, "2024-01-15"
    const-string v1, "(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)"
    const-string v3, "${d}/${m}/${y}"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e48
    .catch Ljava/lang/RuntimeException; {:t48 .. :e48} :c48
    goto :n48
    :c48
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n48
    const-string v0, "\"cost\".replaceAll(\"cost\", \"\\$5\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t49
    const-string v0, "cost"
    const-string v1, "cost"
    const-string v3, "\\$5"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e49
    .catch Ljava/lang/RuntimeException; {:t49 .. :e49} :c49
    goto :n49
    :c49
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n49
    const-string v0, "\"cost\".replaceFirst(\"cost\", \"\\$5\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t50
    const-string v0, "cost"
    const-string v1, "cost"
    const-string v3, "\\$5"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e50
    .catch Ljava/lang/RuntimeException; {:t50 .. :e50} :c50
    goto :n50
    :c50
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n50
    const-string v0, "\"a.b.c\".replaceAll(\"\\.\", \"\\\\\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t51
    const-string v0, "a.b.c"
    const-string v1, "\\."
    const-string v3, "\\\\"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e51
    .catch Ljava/lang/RuntimeException; {:t51 .. :e51} :c51
    goto :n51
    :c51
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n51
    const-string v0, "\"a.b.c\".replaceFirst(\"\\.\", \"\\\\\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t52
    const-string v0, "a.b.c"
    const-string v1, "\\."
    const-string v3, "\\\\"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e52
    .catch Ljava/lang/RuntimeException; {:t52 .. :e52} :c52
    goto :n52
    :c52
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n52
    const-string v0, "\"aaa\".replaceAll(\"a*\", \"X\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t53
    const-string v0, "aaa"
    const-string v1, "a*"
    const-string v3, "X"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e53
    .catch Ljava/lang/RuntimeException; {:t53 .. :e53} :c53
    goto :n53
    :c53
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n53
    const-string v0, "\"aaa\".replaceFirst(\"a*\", \"X\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t54
    const-string v0, "aaa"
    const-string v1, "a*"
    const-string v3, "X"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e54
    .catch Ljava/lang/RuntimeException; {:t54 .. :e54} :c54
    goto :n54
    :c54
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n54
    const-string v0, "\"abc\".replaceAll(\"\", \"-\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t55
    const-string v0, "abc"
    const-string v1, ""
    const-string v3, "-"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e55
    .catch Ljava/lang/RuntimeException; {:t55 .. :e55} :c55
    goto :n55
    :c55
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n55
    const-string v0, "\"abc\".replaceFirst(\"\", \"-\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t56
    const-string v0, "abc"
    const-string v1, ""
    const-string v3, "-"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e56
    .catch Ljava/lang/RuntimeException; {:t56 .. :e56} :c56
    goto :n56
    :c56
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n56
    const-string v0, "\"abc\".replaceAll(\"x*\", \"-\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t57
    const-string v0, "abc"
    const-string v1, "x*"
    const-string v3, "-"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e57
    .catch Ljava/lang/RuntimeException; {:t57 .. :e57} :c57
    goto :n57
    :c57
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n57
    const-string v0, "\"abc\".replaceFirst(\"x*\", \"-\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t58
    const-string v0, "abc"
    const-string v1, "x*"
    const-string v3, "-"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e58
    .catch Ljava/lang/RuntimeException; {:t58 .. :e58} :c58
    goto :n58
    :c58
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n58
    const-string v0, "\"Hello\".replaceAll(\"(?i)h\", \"J\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t59
    const-string v0, "Hello"
    const-string v1, "(?i)h"
    const-string v3, "J"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e59
    .catch Ljava/lang/RuntimeException; {:t59 .. :e59} :c59
    goto :n59
    :c59
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n59
    const-string v0, "\"Hello\".replaceFirst(\"(?i)h\", \"J\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t60
    const-string v0, "Hello"
    const-string v1, "(?i)h"
    const-string v3, "J"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e60
    .catch Ljava/lang/RuntimeException; {:t60 .. :e60} :c60
    goto :n60
    :c60
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n60
    const-string v0, "\"a b  c\".replaceAll(\"\\s+\", \" \")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t61
    const-string v0, "a b  c"
    const-string v1, "\\s+"
    const-string v3, " "
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e61
    .catch Ljava/lang/RuntimeException; {:t61 .. :e61} :c61
    goto :n61
    :c61
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n61
    const-string v0, "\"a b  c\".replaceFirst(\"\\s+\", \" \")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t62
    const-string v0, "a b  c"
    const-string v1, "\\s+"
    const-string v3, " "
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e62
    .catch Ljava/lang/RuntimeException; {:t62 .. :e62} :c62
    goto :n62
    :c62
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n62
    const-string v0, "\"xyz\".replaceAll(\"y\", \"$0$0\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t63
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "$0$0"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e63
    .catch Ljava/lang/RuntimeException; {:t63 .. :e63} :c63
    goto :n63
    :c63
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n63
    const-string v0, "\"xyz\".replaceFirst(\"y\", \"$0$0\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t64
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "$0$0"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e64
    .catch Ljava/lang/RuntimeException; {:t64 .. :e64} :c64
    goto :n64
    :c64
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n64
    const-string v0, "\"xyz\".replaceAll(\"(y)\", \"$10\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t65
    const-string v0, "xyz"
    const-string v1, "(y)"
    const-string v3, "$10"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e65
    .catch Ljava/lang/RuntimeException; {:t65 .. :e65} :c65
    goto :n65
    :c65
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n65
    const-string v0, "\"xyz\".replaceFirst(\"(y)\", \"$10\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t66
    const-string v0, "xyz"
    const-string v1, "(y)"
    const-string v3, "$10"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e66
    .catch Ljava/lang/RuntimeException; {:t66 .. :e66} :c66
    goto :n66
    :c66
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n66
    const-string v0, "\"abcdefghijkl\".replaceAll(\"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)\", \"$11-$10-$1\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t67
    const-string v0, "abcdefghijkl"
    const-string v1, "(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)"
    const-string v3, "$11-$10-$1"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e67
    .catch Ljava/lang/RuntimeException; {:t67 .. :e67} :c67
    goto :n67
    :c67
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n67
    const-string v0, "\"abcdefghijkl\".replaceFirst(\"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)\", \"$11-$10-$1\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t68
    const-string v0, "abcdefghijkl"
    const-string v1, "(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)"
    const-string v3, "$11-$10-$1"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e68
    .catch Ljava/lang/RuntimeException; {:t68 .. :e68} :c68
    goto :n68
    :c68
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n68
    const-string v0, "\"xyz\".replaceAll(\"y\", \"$\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t69
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "$"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e69
    .catch Ljava/lang/RuntimeException; {:t69 .. :e69} :c69
    goto :n69
    :c69
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n69
    const-string v0, "\"xyz\".replaceFirst(\"y\", \"$\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t70
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "$"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e70
    .catch Ljava/lang/RuntimeException; {:t70 .. :e70} :c70
    goto :n70
    :c70
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n70
    const-string v0, "\"xyz\".replaceAll(\"y\", \"\\\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t71
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "\\"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e71
    .catch Ljava/lang/RuntimeException; {:t71 .. :e71} :c71
    goto :n71
    :c71
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n71
    const-string v0, "\"xyz\".replaceFirst(\"y\", \"\\\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t72
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "\\"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e72
    .catch Ljava/lang/RuntimeException; {:t72 .. :e72} :c72
    goto :n72
    :c72
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n72
    const-string v0, "\"xyz\".replaceAll(\"y\", \"$a\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t73
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "$a"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e73
    .catch Ljava/lang/RuntimeException; {:t73 .. :e73} :c73
    goto :n73
    :c73
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n73
    const-string v0, "\"xyz\".replaceFirst(\"y\", \"$a\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t74
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "$a"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e74
    .catch Ljava/lang/RuntimeException; {:t74 .. :e74} :c74
    goto :n74
    :c74
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n74
    const-string v0, "\"xyz\".replaceAll(\"y\", \"$2\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t75
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "$2"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e75
    .catch Ljava/lang/RuntimeException; {:t75 .. :e75} :c75
    goto :n75
    :c75
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n75
    const-string v0, "\"xyz\".replaceFirst(\"y\", \"$2\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t76
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "$2"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e76
    .catch Ljava/lang/RuntimeException; {:t76 .. :e76} :c76
    goto :n76
    :c76
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n76
    const-string v0, "\"xyz\".replaceAll(\"y\", \"${nope}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t77
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "${nope}"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e77
    .catch Ljava/lang/RuntimeException; {:t77 .. :e77} :c77
    goto :n77
    :c77
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n77
    const-string v0, "\"xyz\".replaceFirst(\"y\", \"${nope}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t78
    const-string v0, "xyz"
    const-string v1, "y"
    const-string v3, "${nope}"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e78
    .catch Ljava/lang/RuntimeException; {:t78 .. :e78} :c78
    goto :n78
    :c78
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n78
    const-string v0, "\"xyz\".replaceAll(\"(?<g>y)\", \"${}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t79
    const-string v0, "xyz"
    const-string v1, "(?<g>y)"
    const-string v3, "${}"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e79
    .catch Ljava/lang/RuntimeException; {:t79 .. :e79} :c79
    goto :n79
    :c79
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n79
    const-string v0, "\"xyz\".replaceFirst(\"(?<g>y)\", \"${}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t80
    const-string v0, "xyz"
    const-string v1, "(?<g>y)"
    const-string v3, "${}"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e80
    .catch Ljava/lang/RuntimeException; {:t80 .. :e80} :c80
    goto :n80
    :c80
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n80
    const-string v0, "\"xyz\".replaceAll(\"(?<g>y)\", \"${g\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t81
    const-string v0, "xyz"
    const-string v1, "(?<g>y)"
    const-string v3, "${g"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e81
    .catch Ljava/lang/RuntimeException; {:t81 .. :e81} :c81
    goto :n81
    :c81
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n81
    const-string v0, "\"xyz\".replaceFirst(\"(?<g>y)\", \"${g\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t82
    const-string v0, "xyz"
    const-string v1, "(?<g>y)"
    const-string v3, "${g"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e82
    .catch Ljava/lang/RuntimeException; {:t82 .. :e82} :c82
    goto :n82
    :c82
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n82
    const-string v0, "\"xyz\".replaceAll(\"q\", \"$9\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t83
    const-string v0, "xyz"
    const-string v1, "q"
    const-string v3, "$9"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e83
    .catch Ljava/lang/RuntimeException; {:t83 .. :e83} :c83
    goto :n83
    :c83
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n83
    const-string v0, "\"xyz\".replaceFirst(\"q\", \"$9\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t84
    const-string v0, "xyz"
    const-string v1, "q"
    const-string v3, "$9"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e84
    .catch Ljava/lang/RuntimeException; {:t84 .. :e84} :c84
    goto :n84
    :c84
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n84
    const-string v0, "\"xyz\".replaceAll(\"y\", null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t85
    const-string v0, "xyz"
    const-string v1, "y"
    const/4 v3, 0
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e85
    .catch Ljava/lang/RuntimeException; {:t85 .. :e85} :c85
    goto :n85
    :c85
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n85
    const-string v0, "\"xyz\".replaceFirst(\"y\", null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t86
    const-string v0, "xyz"
    const-string v1, "y"
    const/4 v3, 0
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e86
    .catch Ljava/lang/RuntimeException; {:t86 .. :e86} :c86
    goto :n86
    :c86
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n86
    const-string v0, "\"xyz\".replaceAll(\"q\", null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t87
    const-string v0, "xyz"
    const-string v1, "q"
    const/4 v3, 0
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e87
    .catch Ljava/lang/RuntimeException; {:t87 .. :e87} :c87
    goto :n87
    :c87
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n87
    const-string v0, "\"xyz\".replaceFirst(\"q\", null)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t88
    const-string v0, "xyz"
    const-string v1, "q"
    const/4 v3, 0
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e88
    .catch Ljava/lang/RuntimeException; {:t88 .. :e88} :c88
    goto :n88
    :c88
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n88
    const-string v0, "\"line one\nline two\".replaceAll(\"(?m)^line\", \"LINE\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t89
    const-string v0, "line one\nline two"
    const-string v1, "(?m)^line"
    const-string v3, "LINE"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e89
    .catch Ljava/lang/RuntimeException; {:t89 .. :e89} :c89
    goto :n89
    :c89
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n89
    const-string v0, "\"line one\nline two\".replaceFirst(\"(?m)^line\", \"LINE\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t90
    const-string v0, "line one\nline two"
    const-string v1, "(?m)^line"
    const-string v3, "LINE"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e90
    .catch Ljava/lang/RuntimeException; {:t90 .. :e90} :c90
    goto :n90
    :c90
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n90
    const-string v0, "\"line one\nline two\".replaceAll(\"^line\", \"LINE\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t91
    const-string v0, "line one\nline two"
    const-string v1, "^line"
    const-string v3, "LINE"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e91
    .catch Ljava/lang/RuntimeException; {:t91 .. :e91} :c91
    goto :n91
    :c91
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n91
    const-string v0, "\"line one\nline two\".replaceFirst(\"^line\", \"LINE\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t92
    const-string v0, "line one\nline two"
    const-string v1, "^line"
    const-string v3, "LINE"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e92
    .catch Ljava/lang/RuntimeException; {:t92 .. :e92} :c92
    goto :n92
    :c92
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n92
    const-string v0, "\"aaa\".replaceAll(\"a\", \"$0b\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t93
    const-string v0, "aaa"
    const-string v1, "a"
    const-string v3, "$0b"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e93
    .catch Ljava/lang/RuntimeException; {:t93 .. :e93} :c93
    goto :n93
    :c93
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n93
    const-string v0, "\"aaa\".replaceFirst(\"a\", \"$0b\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t94
    const-string v0, "aaa"
    const-string v1, "a"
    const-string v3, "$0b"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e94
    .catch Ljava/lang/RuntimeException; {:t94 .. :e94} :c94
    goto :n94
    :c94
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n94
    const-string v0, "\"tic tac toe\".replaceAll(\"t(?=o)\", \"T\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t95
    const-string v0, "tic tac toe"
    const-string v1, "t(?=o)"
    const-string v3, "T"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e95
    .catch Ljava/lang/RuntimeException; {:t95 .. :e95} :c95
    goto :n95
    :c95
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n95
    const-string v0, "\"tic tac toe\".replaceFirst(\"t(?=o)\", \"T\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t96
    const-string v0, "tic tac toe"
    const-string v1, "t(?=o)"
    const-string v3, "T"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e96
    .catch Ljava/lang/RuntimeException; {:t96 .. :e96} :c96
    goto :n96
    :c96
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n96
    const-string v0, "\"x(y)\".replaceAll(\"[()]\", \"\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t97
    const-string v0, "x(y)"
    const-string v1, "[()]"
    const-string v3, ""
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e97
    .catch Ljava/lang/RuntimeException; {:t97 .. :e97} :c97
    goto :n97
    :c97
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n97
    const-string v0, "\"x(y)\".replaceFirst(\"[()]\", \"\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t98
    const-string v0, "x(y)"
    const-string v1, "[()]"
    const-string v3, ""
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e98
    .catch Ljava/lang/RuntimeException; {:t98 .. :e98} :c98
    goto :n98
    :c98
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n98
    const-string v0, "\"x\".matches(\"(a\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t99
    const-string v0, "x"
    const-string v1, "(a"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e99
    .catch Ljava/lang/RuntimeException; {:t99 .. :e99} :c99
    goto :n99
    :c99
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n99
    const-string v0, "\"x\".matches(\"a)\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t100
    const-string v0, "x"
    const-string v1, "a)"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e100
    .catch Ljava/lang/RuntimeException; {:t100 .. :e100} :c100
    goto :n100
    :c100
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n100
    const-string v0, "\"x\".matches(\"[z-a]\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t101
    const-string v0, "x"
    const-string v1, "[z-a]"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e101
    .catch Ljava/lang/RuntimeException; {:t101 .. :e101} :c101
    goto :n101
    :c101
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n101
    const-string v0, "\"x\".matches(\"a{2,1}\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t102
    const-string v0, "x"
    const-string v1, "a{2,1}"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e102
    .catch Ljava/lang/RuntimeException; {:t102 .. :e102} :c102
    goto :n102
    :c102
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n102
    const-string v0, "\"x\".matches(\"\\k<nope>\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t103
    const-string v0, "x"
    const-string v1, "\\k<nope>"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e103
    .catch Ljava/lang/RuntimeException; {:t103 .. :e103} :c103
    goto :n103
    :c103
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n103
    const-string v0, "\"x\".matches(\"\\y\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t104
    const-string v0, "x"
    const-string v1, "\\y"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e104
    .catch Ljava/lang/RuntimeException; {:t104 .. :e104} :c104
    goto :n104
    :c104
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n104
    const-string v0, "\"x\".matches(\"?\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t105
    const-string v0, "x"
    const-string v1, "?"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e105
    .catch Ljava/lang/RuntimeException; {:t105 .. :e105} :c105
    goto :n105
    :c105
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n105
    const-string v0, "\"x\".matches(\"(?<=a)b\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t106
    const-string v0, "x"
    const-string v1, "(?<=a)b"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  = "
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->out(Ljava/lang/String;)V
    :e106
    .catch Ljava/lang/RuntimeException; {:t106 .. :e106} :c106
    goto :n106
    :c106
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n106
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
