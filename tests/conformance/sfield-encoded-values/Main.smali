.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static a:I = -0x5
.field static b:J = -0x2L
.field static c:J = -0x1234567L
.field static d:S = -0x2s
.field static e:B = -0x2t
.field static f:I = -0x12345
.field static g:J = 0x80L
.field static h:I = 0x80
.field static i:F = -1.5f
.field static j:D = -2.0
.field static k:C = '\uffff'
.field static l:Z = true
.field static m:Ljava/lang/String; = "encoded"
.field static n:J = -0x8000000000000000L
.field static o:I = -0x80000000
.field static q:D = 1.0E-300

.method public static main([Ljava/lang/String;)V
    .locals 8

    sget v0, LMain;->a:I
    invoke-static {v0}, LMain;->p(I)V
    sget-wide v0, LMain;->b:J
    invoke-static {v0, v1}, LMain;->p(J)V
    sget-wide v0, LMain;->c:J
    invoke-static {v0, v1}, LMain;->p(J)V
    sget-short v0, LMain;->d:S
    invoke-static {v0}, LMain;->p(I)V
    sget-byte v0, LMain;->e:B
    invoke-static {v0}, LMain;->p(I)V
    sget v0, LMain;->f:I
    invoke-static {v0}, LMain;->p(I)V
    sget-wide v0, LMain;->g:J
    invoke-static {v0, v1}, LMain;->p(J)V
    sget v0, LMain;->h:I
    invoke-static {v0}, LMain;->p(I)V
    sget v0, LMain;->i:F
    invoke-static {v0}, LMain;->p(F)V
    sget-wide v0, LMain;->j:D
    invoke-static {v0, v1}, LMain;->p(D)V
    sget-char v0, LMain;->k:C
    invoke-static {v0}, LMain;->p(I)V
    sget-boolean v0, LMain;->l:Z
    invoke-static {v0}, LMain;->p(Z)V
    sget-object v0, LMain;->m:Ljava/lang/String;
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    sget-wide v0, LMain;->n:J
    invoke-static {v0, v1}, LMain;->p(J)V
    sget v0, LMain;->o:I
    invoke-static {v0}, LMain;->p(I)V
    sget-wide v0, LMain;->q:D
    invoke-static {v0, v1}, LMain;->p(D)V
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(F)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(F)V
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

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
