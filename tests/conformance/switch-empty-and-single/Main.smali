.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 2

    const/4 v0, 5
    sparse-switch v0, :empty
    const-string v1, "empty sparse default"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    packed-switch v0, :single
    const-string v1, "single default"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :after
    :five
    const-string v1, "single hit"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :after
    const/4 v0, 6
    packed-switch v0, :single2
    const-string v1, "6 misses"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
    :empty
    .sparse-switch
    .end sparse-switch
    :single
    .packed-switch 0x5
        :five
    .end packed-switch
    :single2
    .packed-switch 0x5
        :five
    .end packed-switch
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
