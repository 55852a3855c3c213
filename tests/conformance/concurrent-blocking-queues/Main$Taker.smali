.class LMain$Taker;
.super Ljava/lang/Thread;
.source "Main.java"

# Interrupts itself, then takes from an empty queue: InterruptedException, status cleared.

.field final never:Ljava/util/concurrent/BlockingQueue;

.method constructor <init>(Ljava/util/concurrent/BlockingQueue;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$Taker;->never:Ljava/util/concurrent/BlockingQueue;
    return-void
.end method

.method public run()V
    .locals 3
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V
    iget-object v0, p0, LMain$Taker;->never:Ljava/util/concurrent/BlockingQueue;
    :try_start
    invoke-interface {v0}, Ljava/util/concurrent/BlockingQueue;->take()Ljava/lang/Object;
    :try_end
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :interrupted
    const-string v0, "took?"
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :interrupted
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "take interrupted, flag="
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Thread;->isInterrupted()Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
