.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Exceptions thrown by finalize() are ignored: nothing is printed for them, the program
# goes on, and the finalizer thread goes on to finalize the other objects. Three
# unreachable objects whose finalizers throw; collections are retried
# (System.gc(); System.runFinalization()) at most 20 times until all three ran.

.method static make()V
    .registers 3
    .line 20
    const/4 v0, 0
    :loop
    const/4 v1, 3
    if-ge v0, v1, :done
    new-instance v1, LBad;
    invoke-direct {v1, v0}, LBad;-><init>(I)V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 4
    .line 25
    invoke-static {}, LMain;->make()V
    .line 26
    const/4 v0, 0
    :loop
    const/16 v1, 20
    if-ge v0, v1, :done
    sget v1, LBad;->finalized:I
    const/4 v2, 3
    if-ge v1, v2, :done
    .line 27
    invoke-static {}, Ljava/lang/System;->gc()V
    invoke-static {}, Ljava/lang/System;->runFinalization()V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    .line 30
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "finalizers run: "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v1, LBad;->finalized:I
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    const-string v1, "main goes on"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
