.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 12
    const-string v0, "find \"\\d+\" flags=0 in \"a1b22c333\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t1
    const-string v0, "\\d+"
    const/16 v1, 0
    const-string v2, "a1b22c333"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e1
    .catch Ljava/lang/RuntimeException; {:t1 .. :e1} :c1
    goto :n1
    :c1
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n1
    const-string v0, "find \"(\\w)(\\d)?\" flags=0 in \"a1b c2\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t2
    const-string v0, "(\\w)(\\d)?"
    const/16 v1, 0
    const-string v2, "a1b c2"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e2
    .catch Ljava/lang/RuntimeException; {:t2 .. :e2} :c2
    goto :n2
    :c2
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n2
    const-string v0, "find \"(?<year>\\d{4})-(?<mon>\\d\\d)\" flags=0 in \"on 2024-01 and 1999-12\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t3
    const-string v0, "(?<year>\\d{4})-(?<mon>\\d\\d)"
    const/16 v1, 0
    const-string v2, "on 2024-01 and 1999-12"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e3
    .catch Ljava/lang/RuntimeException; {:t3 .. :e3} :c3
    goto :n3
    :c3
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n3
    const-string v0, "find \"a*\" flags=0 in \"baaac\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t4
    const-string v0, "a*"
    const/16 v1, 0
    const-string v2, "baaac"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e4
    .catch Ljava/lang/RuntimeException; {:t4 .. :e4} :c4
    goto :n4
    :c4
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n4
    const-string v0, "find \"\" flags=0 in \"ab\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t5
    const-string v0, ""
    const/16 v1, 0
    const-string v2, "ab"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e5
    .catch Ljava/lang/RuntimeException; {:t5 .. :e5} :c5
    goto :n5
    :c5
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n5
    const-string v0, "find \"\\bcat\\b\" flags=0 in \"cat concat cat's bobcat\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t6
    const-string v0, "\\bcat\\b"
    const/16 v1, 0
    const-string v2, "cat concat cat's bobcat"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e6
    .catch Ljava/lang/RuntimeException; {:t6 .. :e6} :c6
    goto :n6
    :c6
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n6
    const-string v0, "find \"^\\w+\" flags=8 in \"one two\nthree four\u000d\nfive\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t7
    const-string v0, "^\\w+"
    const/16 v1, 8
    const-string v2, "one two\nthree four\u000d\nfive"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e7
    .catch Ljava/lang/RuntimeException; {:t7 .. :e7} :c7
    goto :n7
    :c7
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n7
    const-string v0, "find \"\\w+$\" flags=8 in \"one two\nthree four\u000d\nfive\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t8
    const-string v0, "\\w+$"
    const/16 v1, 8
    const-string v2, "one two\nthree four\u000d\nfive"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e8
    .catch Ljava/lang/RuntimeException; {:t8 .. :e8} :c8
    goto :n8
    :c8
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n8
    const-string v0, "find \"^\\w+\" flags=0 in \"one two\nthree\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t9
    const-string v0, "^\\w+"
    const/16 v1, 0
    const-string v2, "one two\nthree"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e9
    .catch Ljava/lang/RuntimeException; {:t9 .. :e9} :c9
    goto :n9
    :c9
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n9
    const-string v0, "find \"HELLO\" flags=2 in \"hello Hello hELLo\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t10
    const-string v0, "HELLO"
    const/16 v1, 2
    const-string v2, "hello Hello hELLo"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e10
    .catch Ljava/lang/RuntimeException; {:t10 .. :e10} :c10
    goto :n10
    :c10
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n10
    const-string v0, "find \"\u00e9\" flags=2 in \"\u00c9\u00e9\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t11
    const-string v0, "\u00e9"
    const/16 v1, 2
    const-string v2, "\u00c9\u00e9"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e11
    .catch Ljava/lang/RuntimeException; {:t11 .. :e11} :c11
    goto :n11
    :c11
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n11
    const-string v0, "find \"\u00e9\" flags=66 in \"\u00c9\u00e9\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t12
    const-string v0, "\u00e9"
    const/16 v1, 66
    const-string v2, "\u00c9\u00e9"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e12
    .catch Ljava/lang/RuntimeException; {:t12 .. :e12} :c12
    goto :n12
    :c12
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n12
    const-string v0, "find \"a.c\" flags=32 in \"a\nc abc\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t13
    const-string v0, "a.c"
    const/16 v1, 32
    const-string v2, "a\nc abc"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e13
    .catch Ljava/lang/RuntimeException; {:t13 .. :e13} :c13
    goto :n13
    :c13
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n13
    const-string v0, "find \"a.c\" flags=0 in \"a\nc abc\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t14
    const-string v0, "a.c"
    const/16 v1, 0
    const-string v2, "a\nc abc"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e14
    .catch Ljava/lang/RuntimeException; {:t14 .. :e14} :c14
    goto :n14
    :c14
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n14
    const-string v0, "find \"a b # comment\n c\" flags=4 in \"abc ab c\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t15
    const-string v0, "a b # comment\n c"
    const/16 v1, 4
    const-string v2, "abc ab c"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e15
    .catch Ljava/lang/RuntimeException; {:t15 .. :e15} :c15
    goto :n15
    :c15
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n15
    const-string v0, "find \"a.b\" flags=16 in \"a.b axb\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t16
    const-string v0, "a.b"
    const/16 v1, 16
    const-string v2, "a.b axb"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e16
    .catch Ljava/lang/RuntimeException; {:t16 .. :e16} :c16
    goto :n16
    :c16
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n16
    const-string v0, "find \"(a|ab)(c|bcd)(d*)\" flags=0 in \"abcd\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t17
    const-string v0, "(a|ab)(c|bcd)(d*)"
    const/16 v1, 0
    const-string v2, "abcd"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e17
    .catch Ljava/lang/RuntimeException; {:t17 .. :e17} :c17
    goto :n17
    :c17
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n17
    const-string v0, "find \"(a+)+b\" flags=0 in \"aaab\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t18
    const-string v0, "(a+)+b"
    const/16 v1, 0
    const-string v2, "aaab"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e18
    .catch Ljava/lang/RuntimeException; {:t18 .. :e18} :c18
    goto :n18
    :c18
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n18
    const-string v0, "find \"x*?y\" flags=0 in \"xxy\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t19
    const-string v0, "x*?y"
    const/16 v1, 0
    const-string v2, "xxy"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e19
    .catch Ljava/lang/RuntimeException; {:t19 .. :e19} :c19
    goto :n19
    :c19
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n19
    const-string v0, "find \"x*+x\" flags=0 in \"xxx\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t20
    const-string v0, "x*+x"
    const/16 v1, 0
    const-string v2, "xxx"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e20
    .catch Ljava/lang/RuntimeException; {:t20 .. :e20} :c20
    goto :n20
    :c20
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n20
    const-string v0, "find \"(?<=\\$)\\d+\" flags=0 in \"cost $45 or $7\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t21
    const-string v0, "(?<=\\$)\\d+"
    const/16 v1, 0
    const-string v2, "cost $45 or $7"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e21
    .catch Ljava/lang/RuntimeException; {:t21 .. :e21} :c21
    goto :n21
    :c21
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n21
    const-string v0, "find \"(?<!-)\\b\\d+\" flags=0 in \"5 -6 77\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t22
    const-string v0, "(?<!-)\\b\\d+"
    const/16 v1, 0
    const-string v2, "5 -6 77"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e22
    .catch Ljava/lang/RuntimeException; {:t22 .. :e22} :c22
    goto :n22
    :c22
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n22
    const-string v0, "find \"(\\d)(?=(\\d{3})+$)\" flags=0 in \"1234567\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t23
    const-string v0, "(\\d)(?=(\\d{3})+$)"
    const/16 v1, 0
    const-string v2, "1234567"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e23
    .catch Ljava/lang/RuntimeException; {:t23 .. :e23} :c23
    goto :n23
    :c23
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n23
    const-string v0, "find \"(?i)(a)\\1\" flags=0 in \"aA Aa aa\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t24
    const-string v0, "(?i)(a)\\1"
    const/16 v1, 0
    const-string v2, "aA Aa aa"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e24
    .catch Ljava/lang/RuntimeException; {:t24 .. :e24} :c24
    goto :n24
    :c24
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n24
    const-string v0, "find \"[^\\s,]+\" flags=0 in \" red, green ,blue\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t25
    const-string v0, "[^\\s,]+"
    const/16 v1, 0
    const-string v2, " red, green ,blue"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e25
    .catch Ljava/lang/RuntimeException; {:t25 .. :e25} :c25
    goto :n25
    :c25
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n25
    const-string v0, "find \"\\p{Upper}\\p{Lower}+\" flags=0 in \"Hello World FOO\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t26
    const-string v0, "\\p{Upper}\\p{Lower}+"
    const/16 v1, 0
    const-string v2, "Hello World FOO"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e26
    .catch Ljava/lang/RuntimeException; {:t26 .. :e26} :c26
    goto :n26
    :c26
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n26
    const-string v0, "find \"\\$\\{(\\w+)\\}\" flags=0 in \"${a} and ${bc}\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t27
    const-string v0, "\\$\\{(\\w+)\\}"
    const/16 v1, 0
    const-string v2, "${a} and ${bc}"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e27
    .catch Ljava/lang/RuntimeException; {:t27 .. :e27} :c27
    goto :n27
    :c27
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n27
    const-string v0, "find \"(?:x(y))?z\" flags=0 in \"xyz z\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t28
    const-string v0, "(?:x(y))?z"
    const/16 v1, 0
    const-string v2, "xyz z"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e28
    .catch Ljava/lang/RuntimeException; {:t28 .. :e28} :c28
    goto :n28
    :c28
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n28
    const-string v0, "find \"\ud83d\ude00|.\" flags=0 in \"a\ud83d\ude00b\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t29
    const-string v0, "\ud83d\ude00|."
    const/16 v1, 0
    const-string v2, "a\ud83d\ude00b"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e29
    .catch Ljava/lang/RuntimeException; {:t29 .. :e29} :c29
    goto :n29
    :c29
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n29
    const-string v0, "find \"\\R\" flags=0 in \"a\u000d\nb\nc\u2028d\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t30
    const-string v0, "\\R"
    const/16 v1, 0
    const-string v2, "a\u000d\nb\nc\u2028d"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e30
    .catch Ljava/lang/RuntimeException; {:t30 .. :e30} :c30
    goto :n30
    :c30
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n30
    const-string v0, "find \"(?m)$\" flags=0 in \"a\nb\u000d\nc\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t31
    const-string v0, "(?m)$"
    const/16 v1, 0
    const-string v2, "a\nb\u000d\nc"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e31
    .catch Ljava/lang/RuntimeException; {:t31 .. :e31} :c31
    goto :n31
    :c31
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n31
    const-string v0, "find \"$\" flags=0 in \"ab\n\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t32
    const-string v0, "$"
    const/16 v1, 0
    const-string v2, "ab\n"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e32
    .catch Ljava/lang/RuntimeException; {:t32 .. :e32} :c32
    goto :n32
    :c32
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n32
    const-string v0, "find \"\\Z\" flags=0 in \"ab\u000d\n\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t33
    const-string v0, "\\Z"
    const/16 v1, 0
    const-string v2, "ab\u000d\n"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e33
    .catch Ljava/lang/RuntimeException; {:t33 .. :e33} :c33
    goto :n33
    :c33
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n33
    const-string v0, "find \"\\z\" flags=0 in \"ab\n\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t34
    const-string v0, "\\z"
    const/16 v1, 0
    const-string v2, "ab\n"
    invoke-static {v0, v1, v2}, LMain;->findAll(Ljava/lang/String;ILjava/lang/String;)V
    :e34
    .catch Ljava/lang/RuntimeException; {:t34 .. :e34} :c34
    goto :n34
    :c34
    move-exception v2
    invoke-static {v2}, LMain;->ex(Ljava/lang/Throwable;)V
    :n34
    const-string v0, "matches \"\\d+\" on \"123\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t35
    const-string v0, "\\d+"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "123"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->matches()Z
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
    const-string v0, "matches \"\\d+\" on \"123a\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t36
    const-string v0, "\\d+"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "123a"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->matches()Z
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
    const-string v0, "lookingAt \"\\d+\" on \"123a\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t37
    const-string v0, "\\d+"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "123a"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->lookingAt()Z
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
    const-string v0, "lookingAt then group"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t38
    const-string v0, "\\d+"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "123a"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->lookingAt()Z
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->group()Ljava/lang/String;
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
    const-string v0, "group() before a match"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t39
    const-string v0, "\\d+"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "123"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->group()Ljava/lang/String;
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
    const-string v0, "start() before a match"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t40
    const-string v0, "\\d+"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "123"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->start()I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
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
    const-string v0, "group(2) with one group"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t41
    const-string v0, "(\\d)"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "5"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    const/4 v1, 2
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->group(I)Ljava/lang/String;
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
    const-string v0, "end(-1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t42
    const-string v0, "(\\d)"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "5"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    const/4 v1, -1
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->end(I)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
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
    const-string v0, "unmatched group is null"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t43
    const-string v0, "(a)|(b)"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "b"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    const/4 v1, 1
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->group(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
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
    const-string v0, "unmatched group start"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t44
    const-string v0, "(a)|(b)"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "b"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    const/4 v1, 1
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->start(I)I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
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
    const-string v0, "group(\"mon\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t45
    const-string v0, "(?<year>\\d{4})-(?<mon>\\d\\d)"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "x 2024-07"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    const-string v1, "mon"
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->group(Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "group(\"nope\")"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t46
    const-string v0, "(?<year>\\d{4})"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "2024"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    const-string v1, "nope"
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->group(Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "find(3) then group"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t47
    const-string v0, "\\d"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "1a2b3c4"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    const/4 v1, 3
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->find(I)Z
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->group()Ljava/lang/String;
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
    const-string v0, "find(8) on 7 chars"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t48
    const-string v0, "\\d"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "1a2b3c4"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    const/16 v1, 8
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->find(I)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "find(7) on 7 chars"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t49
    const-string v0, "\\d"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "1a2b3c4"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    const/16 v1, 7
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->find(I)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "find, find, reset, find"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t50
    const-string v0, "\\d"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "12"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->reset()Ljava/util/regex/Matcher;
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->group()Ljava/lang/String;
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
    const-string v0, "find after last match"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t51
    const-string v0, "\\d"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "1"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "group after failed find"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t52
    const-string v0, "\\d"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "1"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->group()Ljava/lang/String;
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
    const-string v0, "reset(CharSequence)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t53
    const-string v0, "\\d+"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "12"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    const-string v1, "ab345"
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->reset(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->group()Ljava/lang/String;
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
    const-string v0, "groupCount"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t54
    const-string v0, "(a)(?:b)(?<c>c)((d)e)"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, ""
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->groupCount()I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
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
    const-string v0, "Matcher.replaceAll"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t55
    const-string v0, "(\\w+)@(\\w+)"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "joe@site ann@corp"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    const-string v1, "$2:$1"
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->replaceAll(Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "Matcher.replaceFirst"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t56
    const-string v0, "o"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "foo boo"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    const-string v1, "0"
    invoke-virtual {v5, v1}, Ljava/util/regex/Matcher;->replaceFirst(Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "appendReplacement/appendTail"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t57
    const-string v0, "(\\d+)"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "a1b22c333d"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    :arloop
    invoke-virtual {v5}, Ljava/util/regex/Matcher;->find()Z
    move-result v7
    if-eqz v7, :ardone
    const-string v1, "<$1>"
    invoke-virtual {v5, v6, v1}, Ljava/util/regex/Matcher;->appendReplacement(Ljava/lang/StringBuilder;Ljava/lang/String;)Ljava/util/regex/Matcher;
    goto :arloop
    :ardone
    invoke-virtual {v5, v6}, Ljava/util/regex/Matcher;->appendTail(Ljava/lang/StringBuilder;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
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
    const-string v0, "appendReplacement without match"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t58
    const-string v0, "x"
    const/16 v1, 0
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "abc"
    invoke-virtual {v4, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v5
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "y"
    invoke-virtual {v5, v6, v1}, Ljava/util/regex/Matcher;->appendReplacement(Ljava/lang/StringBuilder;Ljava/lang/String;)Ljava/util/regex/Matcher;
    const-string v2, "no"
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
    const-string v0, "Pattern.quote"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t59
    const-string v1, "a.b\\Ec*"
    invoke-static {v1}, Ljava/util/regex/Pattern;->quote(Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "quote matches literally"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t60
    const-string v1, "a.b\\Ec*"
    invoke-static {v1}, Ljava/util/regex/Pattern;->quote(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v0, "a.b\\Ec*"
    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "Matcher.quoteReplacement"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t61
    const-string v1, "cost: $5 \\ off"
    invoke-static {v1}, Ljava/util/regex/Matcher;->quoteReplacement(Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "replaceAll with quoteReplacement"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t62
    const-string v1, "$5\\x"
    invoke-static {v1}, Ljava/util/regex/Matcher;->quoteReplacement(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v0, "a-b"
    const-string v1, "-"
    invoke-virtual {v0, v1, v3}, Ljava/lang/String;->replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "Pattern.matches"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t63
    const-string v0, "[a-c]+"
    const-string v1, "abcab"
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->matches(Ljava/lang/String;Ljava/lang/CharSequence;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
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
    const-string v0, "Pattern.compile(\":\").split(\"a:b::c::\", 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t64
    const-string v0, ":"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "a:b::c::"
    const/16 v3, 0
    invoke-virtual {v4, v1, v3}, Ljava/util/regex/Pattern;->split(Ljava/lang/CharSequence;I)[Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->arr([Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "Pattern.compile(\":\").split(\"a:b::c::\", -1)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t65
    const-string v0, ":"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "a:b::c::"
    const/16 v3, -1
    invoke-virtual {v4, v1, v3}, Ljava/util/regex/Pattern;->split(Ljava/lang/CharSequence;I)[Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->arr([Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "Pattern.compile(\":\").split(\"a:b::c::\", 3)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t66
    const-string v0, ":"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "a:b::c::"
    const/16 v3, 3
    invoke-virtual {v4, v1, v3}, Ljava/util/regex/Pattern;->split(Ljava/lang/CharSequence;I)[Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->arr([Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "Pattern.compile(\"\\s*,\\s*\").split(\"x , y,z ,\", 0)"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t67
    const-string v0, "\\s*,\\s*"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v4
    const-string v1, "x , y,z ,"
    const/16 v3, 0
    invoke-virtual {v4, v1, v3}, Ljava/util/regex/Pattern;->split(Ljava/lang/CharSequence;I)[Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->arr([Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "pattern() + toString() + flags()"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t68
    const-string v0, "a+b"
    const/16 v1, 10
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v4
    invoke-virtual {v4}, Ljava/util/regex/Pattern;->pattern()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4}, Ljava/util/regex/Pattern;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4}, Ljava/util/regex/Pattern;->flags()I
    move-result v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
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
    const-string v0, "compile with unknown flag"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t69
    const-string v0, "a"
    const/16 v1, 0x400
    invoke-static {v0, v1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
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
    const-string v0, "Pattern.CASE_INSENSITIVE | MULTILINE"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t70
    sget v2, Ljava/util/regex/Pattern;->CASE_INSENSITIVE:I
    sget v3, Ljava/util/regex/Pattern;->MULTILINE:I
    or-int/2addr v2, v3
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
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
    const-string v0, "compile \"ab[c\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t71
    const-string v0, "ab[c"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    const-string v2, "compiled"
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
    const-string v0, "  fields:"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t72
    const-string v0, "ab[c"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    :e72
    .catch Ljava/util/regex/PatternSyntaxException; {:t72 .. :e72} :c72
    goto :n72
    :c72
    move-exception v2
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getDescription()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getIndex()I
    move-result v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getPattern()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    instance-of v3, v2, Ljava/lang/IllegalArgumentException;
    invoke-static {v3}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    :n72
    const-string v0, "compile \"x{2,1}\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t73
    const-string v0, "x{2,1}"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    const-string v2, "compiled"
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
    const-string v0, "  fields:"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t74
    const-string v0, "x{2,1}"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    :e74
    .catch Ljava/util/regex/PatternSyntaxException; {:t74 .. :e74} :c74
    goto :n74
    :c74
    move-exception v2
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getDescription()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getIndex()I
    move-result v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getPattern()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    instance-of v3, v2, Ljava/lang/IllegalArgumentException;
    invoke-static {v3}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    :n74
    const-string v0, "compile \"(?<n>a)(?<n>b)\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t75
    const-string v0, "(?<n>a)(?<n>b)"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    const-string v2, "compiled"
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
    const-string v0, "  fields:"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t76
    const-string v0, "(?<n>a)(?<n>b)"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    :e76
    .catch Ljava/util/regex/PatternSyntaxException; {:t76 .. :e76} :c76
    goto :n76
    :c76
    move-exception v2
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getDescription()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getIndex()I
    move-result v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getPattern()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    instance-of v3, v2, Ljava/lang/IllegalArgumentException;
    invoke-static {v3}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    :n76
    const-string v0, "compile \"\\k<x>\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t77
    const-string v0, "\\k<x>"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    const-string v2, "compiled"
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
    const-string v0, "  fields:"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t78
    const-string v0, "\\k<x>"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    :e78
    .catch Ljava/util/regex/PatternSyntaxException; {:t78 .. :e78} :c78
    goto :n78
    :c78
    move-exception v2
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getDescription()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getIndex()I
    move-result v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getPattern()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    instance-of v3, v2, Ljava/lang/IllegalArgumentException;
    invoke-static {v3}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    :n78
    const-string v0, "compile \"a\\\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t79
    const-string v0, "a\\"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    const-string v2, "compiled"
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
    const-string v0, "  fields:"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t80
    const-string v0, "a\\"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    :e80
    .catch Ljava/util/regex/PatternSyntaxException; {:t80 .. :e80} :c80
    goto :n80
    :c80
    move-exception v2
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getDescription()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getIndex()I
    move-result v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getPattern()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    instance-of v3, v2, Ljava/lang/IllegalArgumentException;
    invoke-static {v3}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    :n80
    const-string v0, "compile \"(?<=a\\1)\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t81
    const-string v0, "(?<=a\\1)"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    const-string v2, "compiled"
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
    const-string v0, "  fields:"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t82
    const-string v0, "(?<=a\\1)"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    :e82
    .catch Ljava/util/regex/PatternSyntaxException; {:t82 .. :e82} :c82
    goto :n82
    :c82
    move-exception v2
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getDescription()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getIndex()I
    move-result v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getPattern()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    instance-of v3, v2, Ljava/lang/IllegalArgumentException;
    invoke-static {v3}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    :n82
    const-string v0, "compile \"(?<=(ab)+)c\""
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t83
    const-string v0, "(?<=(ab)+)c"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    const-string v2, "compiled"
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
    const-string v0, "  fields:"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t84
    const-string v0, "(?<=(ab)+)c"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    :e84
    .catch Ljava/util/regex/PatternSyntaxException; {:t84 .. :e84} :c84
    goto :n84
    :c84
    move-exception v2
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getDescription()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getIndex()I
    move-result v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/util/regex/PatternSyntaxException;->getPattern()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    instance-of v3, v2, Ljava/lang/IllegalArgumentException;
    invoke-static {v3}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    :n84
    const-string v0, "new PatternSyntaxException(\"bad\", \"a(b\", 1).getMessage()"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t85
    new-instance v2, Ljava/util/regex/PatternSyntaxException;
    const-string v0, "bad"
    const-string v1, "a(b"
    const/4 v3, 1
    invoke-direct {v2, v0, v1, v3}, Ljava/util/regex/PatternSyntaxException;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
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
    const-string v0, "new PatternSyntaxException(\"bad\", \"ab\", -1).toString()"
    invoke-static {v0}, LMain;->out(Ljava/lang/String;)V
    :t86
    new-instance v2, Ljava/util/regex/PatternSyntaxException;
    const-string v0, "bad"
    const-string v1, "ab"
    const/4 v3, -1
    invoke-direct {v2, v0, v1, v3}, Ljava/util/regex/PatternSyntaxException;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    invoke-virtual {v2}, Ljava/lang/Throwable;->toString()Ljava/lang/String;
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


# findAll(regex, flags, text): every match as [start,end) and its groups
.method static findAll(Ljava/lang/String;ILjava/lang/String;)V
    .registers 10
    invoke-static {p0, p1}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v1
    :loop
    invoke-virtual {v1}, Ljava/util/regex/Matcher;->find()Z
    move-result v2
    if-eqz v2, :done
    new-instance v3, Ljava/lang/StringBuilder;
    const-string v4, "  ["
    invoke-direct {v3, v4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/util/regex/Matcher;->start()I
    move-result v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, ","
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/util/regex/Matcher;->end()I
    move-result v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/4 v5, 0
    invoke-virtual {v1}, Ljava/util/regex/Matcher;->groupCount()I
    move-result v6
    :groups
    if-gt v5, v6, :print
    const-string v4, " "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v5}, Ljava/util/regex/Matcher;->group(I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "@"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v5}, Ljava/util/regex/Matcher;->start(I)I
    move-result v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    add-int/lit8 v5, v5, 1
    goto :groups
    :print
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->out(Ljava/lang/String;)V
    goto :loop
    :done
    return-void
.end method
