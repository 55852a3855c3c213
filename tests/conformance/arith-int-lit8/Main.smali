.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const-string v3, "add-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    add-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    add-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    add-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    add-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    add-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    add-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    add-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    add-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    add-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "rsub-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    rsub-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rsub-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rsub-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rsub-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rsub-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rsub-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rsub-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rsub-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rsub-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "mul-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    mul-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    mul-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    mul-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    mul-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    mul-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    mul-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    mul-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    mul-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    mul-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "div-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    div-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    div-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    div-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    div-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    div-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    div-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    div-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    div-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    div-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "rem-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    rem-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rem-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rem-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rem-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rem-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rem-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rem-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rem-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    rem-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "and-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    and-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    and-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    and-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    and-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    and-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    and-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    and-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    and-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    and-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "or-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    or-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    or-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    or-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    or-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    or-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    or-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    or-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    or-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    or-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "xor-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    xor-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    xor-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    xor-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    xor-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    xor-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    xor-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    xor-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    xor-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    xor-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "shl-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    shl-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shl-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shl-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shl-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shl-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shl-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shl-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shl-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shl-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shl-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shl-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shl-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shl-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shl-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shl-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shl-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shl-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shl-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shl-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shl-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shl-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shl-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shl-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shl-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shl-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shl-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shl-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shl-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shl-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shl-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shl-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shl-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "shr-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    shr-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shr-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shr-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shr-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shr-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shr-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shr-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    shr-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shr-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shr-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shr-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shr-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shr-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shr-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shr-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    shr-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shr-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shr-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shr-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shr-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shr-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shr-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shr-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    shr-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shr-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shr-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shr-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shr-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shr-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shr-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shr-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    shr-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "ushr-int/lit8"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    ushr-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    ushr-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    ushr-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    ushr-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    ushr-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    ushr-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    ushr-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    ushr-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    ushr-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    ushr-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    ushr-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    ushr-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    ushr-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    ushr-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    ushr-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -77
    ushr-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    ushr-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    ushr-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    ushr-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    ushr-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    ushr-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    ushr-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    ushr-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    ushr-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    ushr-int/lit8 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    ushr-int/lit8 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    ushr-int/lit8 v1, v0, 3
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    ushr-int/lit8 v1, v0, -128
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    ushr-int/lit8 v1, v0, 127
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    ushr-int/lit8 v1, v0, 31
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    ushr-int/lit8 v1, v0, 32
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    ushr-int/lit8 v1, v0, 33
    invoke-static {v1}, LMain;->p(I)V
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
