.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const-string v3, "add-int/lit16"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    add-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    add-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    add-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    add-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    add-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    add-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    add-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    add-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    add-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    add-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    add-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    add-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    add-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    add-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    add-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    add-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    add-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    add-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "rsub-int"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    rsub-int v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rsub-int v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rsub-int v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rsub-int v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rsub-int v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rsub-int v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rsub-int v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rsub-int v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rsub-int v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rsub-int v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rsub-int v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rsub-int v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rsub-int v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rsub-int v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rsub-int v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rsub-int v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rsub-int v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rsub-int v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "mul-int/lit16"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    mul-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    mul-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    mul-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    mul-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    mul-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    mul-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    mul-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    mul-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    mul-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    mul-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    mul-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    mul-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    mul-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    mul-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    mul-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    mul-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    mul-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    mul-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "div-int/lit16"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    div-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    div-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    div-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    div-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    div-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    div-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    div-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    div-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    div-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    div-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    div-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    div-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    div-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    div-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    div-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    div-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    div-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    div-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "rem-int/lit16"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    rem-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    rem-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rem-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rem-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rem-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rem-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rem-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rem-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    rem-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    rem-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    rem-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rem-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rem-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rem-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rem-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rem-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rem-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    rem-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "and-int/lit16"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    and-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    and-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    and-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    and-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    and-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    and-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    and-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    and-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    and-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    and-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    and-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    and-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    and-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    and-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    and-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    and-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    and-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    and-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "or-int/lit16"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    or-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    or-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    or-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    or-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    or-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    or-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    or-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    or-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    or-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    or-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    or-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    or-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    or-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    or-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    or-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    or-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    or-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    or-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const-string v3, "xor-int/lit16"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    const v0, 100
    xor-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 100
    xor-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    xor-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    xor-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    xor-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    xor-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    xor-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    xor-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -12345
    xor-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 2147483647
    xor-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    xor-int/lit16 v1, v0, 256
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    xor-int/lit16 v1, v0, 1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    xor-int/lit16 v1, v0, -1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    xor-int/lit16 v1, v0, 7
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    xor-int/lit16 v1, v0, -300
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    xor-int/lit16 v1, v0, 32767
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    xor-int/lit16 v1, v0, -32768
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0
    xor-int/lit16 v1, v0, 256
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
