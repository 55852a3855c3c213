.class LMain$Task;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/util/concurrent/Callable;
.implements Ljava/lang/Runnable;

# A task for the pools, by mode: 0 returns value*value; 1 returns its thread's name up
# to the last '-'; 2 counts down started, waits for gate and returns value (prints when
# interrupted instead, and rethrows); 3 counts down gate (as a Runnable too).

.field final mode:I
.field final value:I
.field final started:Ljava/util/concurrent/CountDownLatch;
.field final gate:Ljava/util/concurrent/CountDownLatch;

.method constructor <init>(IILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain$Task;->mode:I
    iput p2, p0, LMain$Task;->value:I
    iput-object p3, p0, LMain$Task;->started:Ljava/util/concurrent/CountDownLatch;
    iput-object p4, p0, LMain$Task;->gate:Ljava/util/concurrent/CountDownLatch;
    return-void
.end method

.method public call()Ljava/lang/Object;
    .locals 3
    iget v0, p0, LMain$Task;->mode:I
    packed-switch v0, :modes
    const/4 v0, 0
    return-object v0
    :square
    iget v0, p0, LMain$Task;->value:I
    mul-int/2addr v0, v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :name
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v0
    const/16 v1, 0x2d
    invoke-virtual {v0, v1}, Ljava/lang/String;->lastIndexOf(I)I
    move-result v1
    add-int/lit8 v1, v1, 1
    const/4 v2, 0
    invoke-virtual {v0, v2, v1}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :gated
    iget-object v0, p0, LMain$Task;->started:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    iget-object v0, p0, LMain$Task;->gate:Ljava/util/concurrent/CountDownLatch;
    :try_start
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    :try_end
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :interrupted
    iget v0, p0, LMain$Task;->value:I
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :interrupted
    move-exception v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "task "
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v0, p0, LMain$Task;->value:I
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v0, " interrupted"
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/InterruptedException;
    invoke-direct {v0}, Ljava/lang/InterruptedException;-><init>()V
    throw v0
    :open
    iget-object v0, p0, LMain$Task;->gate:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    const/4 v0, 0
    return-object v0
    :modes
    .packed-switch 0x0
        :square
        :name
        :gated
        :open
    .end packed-switch
.end method

.method public run()V
    .locals 1
    :try_start
    invoke-virtual {p0}, LMain$Task;->call()Ljava/lang/Object;
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :failed
    return-void
    :failed
    move-exception v0
    return-void
.end method

.method public toString()Ljava/lang/String;
    .locals 1
    const-string v0, "Task"
    return-object v0
.end method
