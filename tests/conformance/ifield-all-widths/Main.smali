.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LHolder;
    invoke-direct {v0}, LHolder;-><init>()V
    iget v1, v0, LHolder;->i:I
    invoke-static {v1}, LMain;->p(I)V
    iget-wide v2, v0, LHolder;->j:J
    invoke-static {v2, v3}, LMain;->p(J)V
    iget-object v1, v0, LHolder;->o:Ljava/lang/Object;
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    iget-boolean v1, v0, LHolder;->z:Z
    invoke-static {v1}, LMain;->p(Z)V
    const v1, -123456
    iput v1, v0, LHolder;->i:I
    const-wide v2, 0x7fffffff00000001L
    iput-wide v2, v0, LHolder;->j:J
    const v1, 2.5f
    iput v1, v0, LHolder;->f:F
    const-wide v2, -1.25
    iput-wide v2, v0, LHolder;->d:D
    const/4 v1, 1
    iput-boolean v1, v0, LHolder;->z:Z
    const/4 v1, -7
    iput-byte v1, v0, LHolder;->b:B
    const v1, 0xffff
    iput-char v1, v0, LHolder;->c:C
    const/16 v1, -300
    iput-short v1, v0, LHolder;->s:S
    const-string v1, "field"
    iput-object v1, v0, LHolder;->str:Ljava/lang/String;
    iput-object v0, v0, LHolder;->o:Ljava/lang/Object;
    iget v1, v0, LHolder;->i:I
    invoke-static {v1}, LMain;->p(I)V
    iget-wide v2, v0, LHolder;->j:J
    invoke-static {v2, v3}, LMain;->p(J)V
    iget v1, v0, LHolder;->f:F
    invoke-static {v1}, LMain;->p(F)V
    iget-wide v2, v0, LHolder;->d:D
    invoke-static {v2, v3}, LMain;->p(D)V
    iget-boolean v1, v0, LHolder;->z:Z
    invoke-static {v1}, LMain;->p(Z)V
    iget-byte v1, v0, LHolder;->b:B
    invoke-static {v1}, LMain;->p(I)V
    iget-char v1, v0, LHolder;->c:C
    invoke-static {v1}, LMain;->p(I)V
    iget-short v1, v0, LHolder;->s:S
    invoke-static {v1}, LMain;->p(I)V
    iget-object v1, v0, LHolder;->str:Ljava/lang/String;
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    iget-object v1, v0, LHolder;->o:Ljava/lang/Object;
    if-ne v1, v0, :bad
    const-string v1, "self reference"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :bad
    new-instance v4, LHolder;
    invoke-direct {v4}, LHolder;-><init>()V
    iget v1, v4, LHolder;->i:I
    invoke-static {v1}, LMain;->p(I)V
    iget-char v1, v4, LHolder;->c:C
    invoke-static {v1}, LMain;->p(I)V
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
