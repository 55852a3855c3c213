.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 4

    const/4 v0, 0
    nop
    goto :l1
    :back32
    const-string v1, "via goto/32"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto/16 :l3
    :l1
    const-string v1, "via goto"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    nop
    goto/16 :l2
    const-string v1, "skipped"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :l2
    const-string v1, "via goto/16"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto/32 :back32
    :l3
    add-int/lit8 v0, v0, 1
    const/4 v2, 3
    if-lt v0, v2, :l3
    invoke-static {v0}, LMain;->p(I)V
    :selfloop
    add-int/lit8 v0, v0, 1
    const/16 v2, 1000
    if-ge v0, v2, :out
    goto/32 :selfloop
    :out
    invoke-static {v0}, LMain;->p(I)V
    nop
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
