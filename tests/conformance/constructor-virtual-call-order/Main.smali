.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LSubCtor;
    invoke-direct {v0}, LSubCtor;-><init>()V
    invoke-virtual {v0}, LSuperCtor;->describe()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
