.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const-string v0, "0"
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "-0"
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "123"
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "-2147483648"
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "2147483647"
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "+7"
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "007"
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "abc"
    :t0
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :t0e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n0
    .catch Ljava/lang/NumberFormatException; {:t0 .. :t0e} :h0
    const-string v0, ""
    :t1
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :t1e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/NumberFormatException; {:t1 .. :t1e} :h1
    const-string v0, "2147483648"
    :t2
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :t2e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/NumberFormatException; {:t2 .. :t2e} :h2
    const-string v0, "-"
    :t3
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :t3e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n3
    :h3
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n3
    .catch Ljava/lang/NumberFormatException; {:t3 .. :t3e} :h3
    const-string v0, "12a"
    :t4
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :t4e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n4
    :h4
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n4
    .catch Ljava/lang/NumberFormatException; {:t4 .. :t4e} :h4
    const-string v0, " 1"
    :t5
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :t5e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n5
    :h5
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n5
    .catch Ljava/lang/NumberFormatException; {:t5 .. :t5e} :h5
    const-string v0, "1.0"
    :t6
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :t6e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n6
    :h6
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n6
    .catch Ljava/lang/NumberFormatException; {:t6 .. :t6e} :h6
    const/4 v0, 0
    :t20
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :t20e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n20
    :h20
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n20
    .catch Ljava/lang/NumberFormatException; {:t20 .. :t20e} :h20
    const-string v0, "ff"
    const/16 v2, 16
    invoke-static {v0, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "-101"
    const/16 v2, 2
    invoke-static {v0, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "zz"
    const/16 v2, 36
    invoke-static {v0, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "777"
    const/16 v2, 8
    invoke-static {v0, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "7fffffff"
    const/16 v2, 16
    invoke-static {v0, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "80000000"
    const/16 v2, 16
    :t21
    invoke-static {v0, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    :t21e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n21
    :h21
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n21
    .catch Ljava/lang/NumberFormatException; {:t21 .. :t21e} :h21
    const-string v0, "9223372036854775807"
    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-string v0, "-9223372036854775808"
    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-string v0, "42"
    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J
    move-result-wide v4
    invoke-static {v4, v5}, LMain;->p(J)V
    const-string v0, "9223372036854775808"
    :t22
    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J
    :t22e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n22
    :h22
    move-exception v9
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    :n22
    .catch Ljava/lang/NumberFormatException; {:t22 .. :t22e} :h22
    const-string v0, "-32768"
    invoke-static {v0}, Ljava/lang/Short;->parseShort(Ljava/lang/String;)S
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "32768"
    :t23
    invoke-static {v0}, Ljava/lang/Short;->parseShort(Ljava/lang/String;)S
    :t23e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n23
    :h23
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n23
    .catch Ljava/lang/NumberFormatException; {:t23 .. :t23e} :h23
    const-string v0, "-128"
    invoke-static {v0}, Ljava/lang/Byte;->parseByte(Ljava/lang/String;)B
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "128"
    :t24
    invoke-static {v0}, Ljava/lang/Byte;->parseByte(Ljava/lang/String;)B
    :t24e
    const-string v9, "no exception"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    goto :n24
    :h24
    move-exception v9
    invoke-static {v9}, LMain;->cn(Ljava/lang/Object;)V
    :n24
    .catch Ljava/lang/NumberFormatException; {:t24 .. :t24e} :h24
    const-string v0, "123"
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(Ljava/lang/String;)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static cn(Ljava/lang/Object;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
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
