.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# try { body(); } finally { print("finally"); } as dx emits it: the finally code is
# copied onto the normal path, and the unused copy of the handler's move-exception is
# left behind return-void, unreachable. ART and Dalvik verify only reachable code.

.method static body(I)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "body"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    if-eqz p0, :ok
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "thrown"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    return-void
.end method

.method static run(I)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    :try_start
    invoke-static {p0}, LMain;->body(I)V
    :try_end
    .catchall {:try_start .. :try_end} :handler
    const-string v1, "finally"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    move-exception v1
    throw v1
    :handler
    move-exception v1
    const-string v2, "finally"
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    throw v1
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    const/4 v0, 0
    invoke-static {v0}, LMain;->run(I)V
    :try_start
    const/4 v0, 1
    invoke-static {v0}, LMain;->run(I)V
    :try_end
    .catch Ljava/lang/IllegalStateException; {:try_start .. :try_end} :caught
    return-void
    :caught
    move-exception v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
