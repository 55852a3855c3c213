.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LDerived;
    invoke-direct {v0}, LDerived;-><init>()V
    iget v1, v0, LDerived;->x:I
    invoke-static {v1}, LMain;->p(I)V
    iget v1, v0, LBase;->x:I
    invoke-static {v1}, LMain;->p(I)V
    iget v1, v0, LDerived;->y:I
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, LBase;->baseX()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/16 v1, 77
    iput v1, v0, LDerived;->y:I
    iget v1, v0, LBase;->y:I
    invoke-static {v1}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
