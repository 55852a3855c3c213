.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, -3
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(I)V
    invoke-virtual {v0}, Ljava/io/PrintStream;->println()V
    const-wide v2, 1234567890123L
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->println(J)V
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->print(J)V
    const/16 v1, 0x20
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(C)V
    const v1, 2.5f
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(F)V
    const/16 v1, 0x20
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(C)V
    const-wide v2, -0.125
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->print(D)V
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(C)V
    const v1, 2.5f
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(F)V
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->println(D)V
    const/4 v1, 1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Z)V
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Z)V
    invoke-virtual {v0}, Ljava/io/PrintStream;->println()V
    const/16 v1, 0x41
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(C)V
    const-string v4, "text"
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/PrintStream;->println()V
    const/4 v4, 0
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->print(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/io/PrintStream;->println()V
    const/16 v1, 9
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->print(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/io/PrintStream;->println()V
    const-string v4, "arr"
    invoke-virtual {v4}, Ljava/lang/String;->toCharArray()[C
    move-result-object v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println([C)V
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->print([C)V
    invoke-virtual {v0}, Ljava/io/PrintStream;->println()V
    invoke-virtual {v0}, Ljava/io/PrintStream;->println()V
    const-string v4, "no newline at end"
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

