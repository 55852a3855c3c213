.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LImpl;
    invoke-direct {v0}, LImpl;-><init>()V
    const-string v1, "Impl created"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    sget-object v1, LIfaceWithInit;->OBJ:Ljava/lang/Object;
    if-eqz v1, :null
    const-string v1, "OBJ set"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :null
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
