.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"
# Four threads churn small objects while keeping a private ring of linked nodes alive:
# collections run while the other threads are switched out in the middle of their
# loops, so their frames are roots. Each thread's result depends only on its own work.

.method public static main([Ljava/lang/String;)V
    .registers 8
    .line 5
    const/4 v0, 4
    new-array v1, v0, [LMain$Churner;
    const/4 v2, 0
    :mk
    new-instance v3, LMain$Churner;
    invoke-direct {v3, v2}, LMain$Churner;-><init>(I)V
    aput-object v3, v1, v2
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :mk
    .line 9
    const/4 v2, 0
    :join
    aget-object v3, v1, v2
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    iget-wide v5, v3, LMain$Churner;->result:J
    invoke-virtual {v4, v5, v6}, Ljava/io/PrintStream;->println(J)V
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :join
    return-void
.end method
