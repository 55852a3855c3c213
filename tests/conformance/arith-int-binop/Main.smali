.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const-string v3, "add-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    add-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "sub-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    sub-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "mul-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    mul-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "div-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "rem-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "and-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    and-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "or-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    or-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "xor-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    xor-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "shl-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "shr-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const-string v3, "ushr-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 7
    const v1, 3
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, 3
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 7
    const v1, -3
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -7
    const v1, -3
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 2147483647
    const v1, 1
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -2147483648
    const v1, -1
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 123456
    const v1, 789
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -1
    const v1, 31
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, 5
    const v1, 33
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -16
    const v1, 2
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
