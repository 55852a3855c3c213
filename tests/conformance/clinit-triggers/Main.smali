.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const-string v0, "start"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/4 v0, 3
    new-array v1, v0, [LA;
    const-string v0, "new-array of A[] does not initialise A"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const-class v1, LB;
    const-string v0, "const-class does not initialise B"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/4 v1, 0
    instance-of v2, v1, LC;
    check-cast v1, LC;
    const-string v0, "instance-of/check-cast do not initialise C"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/4 v2, 7
    invoke-static {v2}, LMain;->p(I)V
    const-string v0, "a compile-time constant is inlined"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    sget v2, LB;->w:I
    invoke-static {v2}, LMain;->p(I)V
    const-string v0, "sget on B done"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-static {}, LA;->touch()V
    const-string v0, "invoke-static on A done"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/4 v2, 5
    sput v2, LD;->d:I
    const-string v0, "sput on D done"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    sget v2, LD;->d:I
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
