.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    sget-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "to stdout"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const-string v2, "to stderr"
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/16 v3, 42
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    const-wide v4, -7L
    invoke-virtual {v0, v4, v5}, Ljava/io/PrintStream;->print(J)V
    const/16 v3, 0x2f
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->print(C)V
    const/4 v3, 1
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Z)V
    const/4 v2, 0
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/io/PrintStream;->println()V
    const-wide v4, 0.5
    invoke-virtual {v0, v4, v5}, Ljava/io/PrintStream;->println(D)V
    const-string v2, "stdout again"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

