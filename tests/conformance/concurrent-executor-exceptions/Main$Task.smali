.class LMain$Task;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/util/concurrent/Callable;
.implements Ljava/lang/Runnable;

# A task by mode: 0 throws IOException("disk"); 1 throws RuntimeException("boom"), also
# from run(); 2 throws Error("fatal"); 3 returns its thread's name; 4 returns value*value;
# 5 waits for gate and returns value (InterruptedException when cancelled).

.field final mode:I
.field final value:I
.field final gate:Ljava/util/concurrent/CountDownLatch;

.method constructor <init>(IILjava/util/concurrent/CountDownLatch;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain$Task;->mode:I
    iput p2, p0, LMain$Task;->value:I
    iput-object p3, p0, LMain$Task;->gate:Ljava/util/concurrent/CountDownLatch;
    return-void
.end method

.method public call()Ljava/lang/Object;
    .locals 2
    iget v0, p0, LMain$Task;->mode:I
    packed-switch v0, :modes
    const/4 v0, 0
    return-object v0
    :io
    new-instance v0, Ljava/io/IOException;
    const-string v1, "disk"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
    :runtime
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "boom"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
    :error
    new-instance v0, Ljava/lang/Error;
    const-string v1, "fatal"
    invoke-direct {v0, v1}, Ljava/lang/Error;-><init>(Ljava/lang/String;)V
    throw v0
    :name
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v0
    return-object v0
    :square
    iget v0, p0, LMain$Task;->value:I
    mul-int/2addr v0, v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :gated
    iget-object v0, p0, LMain$Task;->gate:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    iget v0, p0, LMain$Task;->value:I
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :modes
    .packed-switch 0x0
        :io
        :runtime
        :error
        :name
        :square
        :gated
    .end packed-switch
.end method

.method public run()V
    .locals 2
    .line 70
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "uncaught"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
