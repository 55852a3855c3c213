.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"
# Hashtable's and Properties' methods are synchronized on the table: while main holds the
# table's monitor, a thread calling one of them blocks (Thread.State BLOCKED) until main
# lets go. Main waits on the observable state, never on time.

.method static check(Ljava/lang/String;Ljava/lang/Object;I)V
    .registers 7
    new-instance v0, LMain$Caller;
    invoke-direct {v0, p1, p2}, LMain$Caller;-><init>(Ljava/lang/Object;I)V
    monitor-enter p1
    :try_start
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    :poll
    invoke-virtual {v0}, Ljava/lang/Thread;->getState()Ljava/lang/Thread$State;
    move-result-object v1
    sget-object v2, Ljava/lang/Thread$State;->BLOCKED:Ljava/lang/Thread$State;
    if-eq v1, v2, :seen
    sget-object v2, Ljava/lang/Thread$State;->TERMINATED:Ljava/lang/Thread$State;
    if-eq v1, v2, :seen
    invoke-static {}, Ljava/lang/Thread;->yield()V
    goto :poll
    :seen
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " while the table is locked: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    monitor-exit p1
    :try_end
    .catchall {:try_start .. :try_end} :unlock
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    iget-object v3, v0, LMain$Caller;->result:Ljava/lang/String;
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :unlock
    move-exception v1
    monitor-exit p1
    throw v1
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    new-instance v0, Ljava/util/Hashtable;
    invoke-direct {v0}, Ljava/util/Hashtable;-><init>()V
    const-string v1, "Hashtable.put"
    const/4 v2, 0
    invoke-static {v1, v0, v2}, LMain;->check(Ljava/lang/String;Ljava/lang/Object;I)V
    const-string v1, "Hashtable.get"
    const/4 v2, 1
    invoke-static {v1, v0, v2}, LMain;->check(Ljava/lang/String;Ljava/lang/Object;I)V
    const-string v1, "Hashtable.size"
    const/4 v2, 2
    invoke-static {v1, v0, v2}, LMain;->check(Ljava/lang/String;Ljava/lang/Object;I)V
    new-instance v3, Ljava/util/Properties;
    invoke-direct {v3}, Ljava/util/Properties;-><init>()V
    const-string v1, "Properties.setProperty"
    const/4 v2, 3
    invoke-static {v1, v3, v2}, LMain;->check(Ljava/lang/String;Ljava/lang/Object;I)V
    return-void
.end method
