.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    .line 50
    invoke-static {}, LMain;->wrap()V
    return-void
.end method

.method static wrap()V
    .registers 3
    .line 31
    :t
    invoke-static {}, LMain;->make()V
    :te
    return-void
    :h
    .line 32
    move-exception v0
    .line 33
    new-instance v1, Ljava/lang/RuntimeException;
    const-string v2, "outer"
    invoke-direct {v1, v2, v0}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw v1
    .catch Ljava/lang/IllegalStateException; {:t .. :te} :h
.end method
.method static make()V
    .registers 2
    .line 20
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "inner"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

