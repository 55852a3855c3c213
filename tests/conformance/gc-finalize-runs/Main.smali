.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# finalize() runs for an unreachable object once a collection has found it: the object
# is made and dropped in make(), then main collects and waits for pending finalizers
# (System.gc(); System.runFinalization()) until the count moves, at most 20 times,
# which makes the JVM's asynchronous finalization deterministic too. A reachable
# finalizable object is not finalized meanwhile.

.field static kept:LFin;

.method static make(I)V
    .registers 2
    .line 20
    new-instance v0, LFin;
    invoke-direct {v0, p0}, LFin;-><init>(I)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    .line 25
    new-instance v0, LFin;
    const/4 v1, 2
    invoke-direct {v0, v1}, LFin;-><init>(I)V
    sput-object v0, LMain;->kept:LFin;
    .line 26
    const/4 v0, 1
    invoke-static {v0}, LMain;->make(I)V
    .line 27
    const/4 v0, 0
    :loop
    const/16 v1, 20
    if-ge v0, v1, :done
    sget v1, LFin;->finalized:I
    if-nez v1, :done
    .line 28
    invoke-static {}, Ljava/lang/System;->gc()V
    invoke-static {}, Ljava/lang/System;->runFinalization()V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    .line 30
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "finalized: "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v1, LFin;->finalized:I
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    .line 31
    const-string v1, "kept: "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget-object v1, LMain;->kept:LFin;
    iget v1, v1, LFin;->id:I
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
