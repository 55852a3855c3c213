.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Unreachable instructions that would not type-check if they ran (a check-cast to a
# primitive, a move-result after no invoke, a move-exception outside a handler): the
# verifier checks them only structurally, as ART does, and the method runs.

.method public static main([Ljava/lang/String;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, 3
    :loop
    if-eqz v1, :done
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    add-int/lit8 v1, v1, -1
    goto :loop
    check-cast v0, I
    move-result v2
    move-exception v3
    goto :loop
    :done
    const-string v2, "done"
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
