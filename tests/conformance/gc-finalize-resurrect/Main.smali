.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Finalization keeps what the object refers to (its finalizer reads an array and a list
# reachable only through it); a finalizer that stores `this` resurrects the object, which
# stays usable; and finalize() never runs twice for one object, however often it becomes
# unreachable again. Collections are retried (System.gc(); System.runFinalization()) a
# bounded number of times, so the JVM's asynchronous finalization gives the same output.

.method static make()V
    .registers 2
    .line 40
    new-instance v0, LPhoenix;
    const/16 v1, 5
    invoke-direct {v0, v1}, LPhoenix;-><init>(I)V
    return-void
.end method

# gc + runFinalization until `finalized` reaches `want`, at most `tries` times.
.method static collect(II)V
    .registers 4
    .line 45
    const/4 v0, 0
    :loop
    if-ge v0, p1, :done
    sget v1, LPhoenix;->finalized:I
    if-ge v1, p0, :done
    .line 46
    invoke-static {}, Ljava/lang/System;->gc()V
    invoke-static {}, Ljava/lang/System;->runFinalization()V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method

# Uses the resurrected object, then drops it again.
.method static useSaved()V
    .registers 4
    .line 50
    sget-object v0, LPhoenix;->saved:LPhoenix;
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "resurrected: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v0}, LPhoenix;->describe()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 51
    const/4 v0, 0
    sput-object v0, LPhoenix;->saved:LPhoenix;
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 4
    .line 60
    invoke-static {}, LMain;->make()V
    .line 61
    const/4 v0, 1
    const/16 v1, 20
    invoke-static {v0, v1}, LMain;->collect(II)V
    .line 62
    invoke-static {}, LMain;->useSaved()V
    .line 63
    const/4 v0, 2
    const/4 v1, 5
    invoke-static {v0, v1}, LMain;->collect(II)V
    .line 64
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "finalize() calls: "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget v1, LPhoenix;->finalized:I
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    .line 65
    sget-object v1, LPhoenix;->saved:LPhoenix;
    if-nez v1, :back
    const-string v1, "not resurrected again"
    goto :print
    :back
    const-string v1, "resurrected again"
    :print
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
