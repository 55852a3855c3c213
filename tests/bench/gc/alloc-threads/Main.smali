.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Allocation-heavy multi-threaded workload; Main.java is the readable form. Arguments:
# K N WINDOW. Starts K Worker threads (each N iterations, a ring of WINDOW live pairs),
# joins them in order and prints each one's hash and a total.

.method public static main([Ljava/lang/String;)V
    .registers 14
    # v0 k, v1 n, v2 window, v3 ws, v4 t, v5 total, v6 worker, v7 scratch, v8 out
    const/4 v7, 0
    aget-object v7, p0, v7
    invoke-static {v7}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    const/4 v7, 1
    aget-object v7, p0, v7
    invoke-static {v7}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v1
    const/4 v7, 2
    aget-object v7, p0, v7
    invoke-static {v7}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v2
    new-array v3, v0, [LWorker;
    const/4 v4, 0
    :start
    if-ge v4, v0, :start_end
    new-instance v6, LWorker;
    invoke-direct {v6, v4, v1, v2}, LWorker;-><init>(III)V
    aput-object v6, v3, v4
    invoke-virtual {v6}, LWorker;->start()V
    add-int/lit8 v4, v4, 1
    goto :start
    :start_end
    sget-object v8, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v5, 0
    const/4 v4, 0
    :join
    if-ge v4, v0, :join_end
    aget-object v6, v3, v4
    invoke-virtual {v6}, LWorker;->join()V
    const-string v7, "worker "
    invoke-virtual {v8, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v8, v4}, Ljava/io/PrintStream;->print(I)V
    const-string v7, " hash "
    invoke-virtual {v8, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    iget v7, v6, LWorker;->result:I
    invoke-virtual {v8, v7}, Ljava/io/PrintStream;->println(I)V
    mul-int/lit8 v5, v5, 31
    add-int/2addr v5, v7
    add-int/lit8 v4, v4, 1
    goto :join
    :join_end
    const-string v7, "total "
    invoke-virtual {v8, v7}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v8, v5}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
