.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 4
    const v0, 0
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 127
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 128
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 255
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 256
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, -1
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, -129
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 65535
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 65536
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 32768
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 32767
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, -32769
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 305419896
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, -2147483648
    int-to-byte v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(I)V
    int-to-short v1, v0
    invoke-static {v1}, LMain;->p(I)V
    const v0, 0x41
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(C)V
    const v0, 0x10062
    int-to-char v1, v0
    invoke-static {v1}, LMain;->p(C)V
    return-void
.end method

.method static p(C)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(C)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
