.class public LJoiner;
.super Ljava/lang/Thread;
.source "Joiner.java"

.field main:Ljava/lang/Thread;

.method public constructor <init>(Ljava/lang/Thread;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LJoiner;->main:Ljava/lang/Thread;
    return-void
.end method

# Waits for the main thread, which ends when main returns (the launcher detaches it
# then, before waiting for the other threads), then reports its state.
.method public run()V
    .registers 4
    iget-object v0, p0, LJoiner;->main:Ljava/lang/Thread;
    :a
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    :b
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "joined main"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/Thread;->isAlive()Z
    move-result v2
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v0}, Ljava/lang/Thread;->getState()Ljava/lang/Thread$State;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const-wide/16 v2, 10
    invoke-virtual {v0, v2, v3}, Ljava/lang/Thread;->join(J)V
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "joined again"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :c
    move-exception v1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
    .catch Ljava/lang/InterruptedException; {:a .. :b} :c
.end method
