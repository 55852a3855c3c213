.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    sget v0, LSHolder;->i:I
    invoke-static {v0}, LMain;->p(I)V
    sget-wide v0, LSHolder;->j:J
    invoke-static {v0, v1}, LMain;->p(J)V
    sget-object v0, LSHolder;->o:Ljava/lang/Object;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    sget v0, LSHolder;->k:I
    invoke-static {v0}, LMain;->p(I)V
    sget-object v0, LSHolder;->kstr:Ljava/lang/String;
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    sget-wide v0, LSHolder;->kj:J
    invoke-static {v0, v1}, LMain;->p(J)V
    sget-wide v0, LSHolder;->kd:D
    invoke-static {v0, v1}, LMain;->p(D)V
    sget-boolean v0, LSHolder;->kz:Z
    invoke-static {v0}, LMain;->p(Z)V
    sget-char v0, LSHolder;->kc:C
    invoke-static {v0}, LMain;->p(C)V
    const v0, 99
    sput v0, LSHolder;->i:I
    const-wide v0, -0x8000000000000000L
    sput-wide v0, LSHolder;->j:J
    const v0, -0.0f
    sput v0, LSHolder;->f:F
    const-wide v0, 1e100
    sput-wide v0, LSHolder;->d:D
    const/4 v0, 1
    sput-boolean v0, LSHolder;->z:Z
    const/16 v0, 0x80
    int-to-byte v0, v0
    sput-byte v0, LSHolder;->b:B
    const/16 v0, 0x41
    sput-char v0, LSHolder;->c:C
    const v0, 0x8000
    int-to-short v0, v0
    sput-short v0, LSHolder;->s:S
    const-string v0, "obj"
    sput-object v0, LSHolder;->o:Ljava/lang/Object;
    sget v0, LSHolder;->i:I
    invoke-static {v0}, LMain;->p(I)V
    sget-wide v0, LSHolder;->j:J
    invoke-static {v0, v1}, LMain;->p(J)V
    sget v0, LSHolder;->f:F
    invoke-static {v0}, LMain;->p(F)V
    sget-wide v0, LSHolder;->d:D
    invoke-static {v0, v1}, LMain;->p(D)V
    sget-boolean v0, LSHolder;->z:Z
    invoke-static {v0}, LMain;->p(Z)V
    sget-byte v0, LSHolder;->b:B
    invoke-static {v0}, LMain;->p(I)V
    sget-char v0, LSHolder;->c:C
    invoke-static {v0}, LMain;->p(C)V
    sget-short v0, LSHolder;->s:S
    invoke-static {v0}, LMain;->p(I)V
    sget-object v0, LSHolder;->o:Ljava/lang/Object;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static p(C)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(C)V
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

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
