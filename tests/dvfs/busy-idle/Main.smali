# Load for the ondemand governor test: two rounds of a busy loop (about 0.4 s of guest
# instructions, several 50 ms sampling periods at 100% load) and a 400 ms sleep (the
# idle thread: 0% load), then "done". ondemand must go down to the slowest OPP in each
# sleep and back up to the fastest in the next busy stretch.
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 8
    const/4 v5, 0
    :round
    const/4 v0, 0
    const/4 v1, 0
    const v3, 8000000
    :loop
    add-int v1, v1, v0
    add-int/lit8 v0, v0, 1
    if-lt v0, v3, :loop
    const-wide/16 v6, 400
    invoke-static {v6, v7}, Ljava/lang/Thread;->sleep(J)V
    add-int/lit8 v5, v5, 1
    const/4 v4, 2
    if-lt v5, v4, :round
    const/4 v0, 0
    const v3, 8000000
    :last
    add-int/lit8 v0, v0, 1
    if-lt v0, v3, :last
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "done"
    invoke-virtual {v4, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
