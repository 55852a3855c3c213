.class LMain$Tripper;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

# Three generations of the barrier; sums the arrival indices await() returns.
.field final barrier:Ljava/util/concurrent/CyclicBarrier;
.field final sum:Ljava/util/concurrent/atomic/AtomicInteger;

.method constructor <init>(Ljava/util/concurrent/CyclicBarrier;Ljava/util/concurrent/atomic/AtomicInteger;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LMain$Tripper;->barrier:Ljava/util/concurrent/CyclicBarrier;
    iput-object p2, p0, LMain$Tripper;->sum:Ljava/util/concurrent/atomic/AtomicInteger;
    return-void
.end method

.method public run()V
    .locals 4
    const/4 v0, 0
    :loop
    const/4 v1, 3
    if-ge v0, v1, :done
    :try_start
    iget-object v1, p0, LMain$Tripper;->barrier:Ljava/util/concurrent/CyclicBarrier;
    invoke-virtual {v1}, Ljava/util/concurrent/CyclicBarrier;->await()I
    move-result v1
    iget-object v2, p0, LMain$Tripper;->sum:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v2, v1}, Ljava/util/concurrent/atomic/AtomicInteger;->addAndGet(I)I
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught
    add-int/lit8 v0, v0, 1
    goto :loop
    :caught
    move-exception v1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :done
    return-void
.end method
