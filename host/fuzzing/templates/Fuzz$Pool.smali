# References for the fuzzed code's indices only: never loaded, so its unverifiable body
# (registers are never defined) never runs or fails verification.
.class LFuzz$Pool;
.super Ljava/lang/Object;

.method static pool()V
    .registers 8
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    invoke-virtual {v0}, Ljava/lang/String;->intern()Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    invoke-virtual {v0}, Ljava/lang/Object;->wait()V
    invoke-virtual {v0, v1, v2}, Ljava/lang/Object;->wait(J)V
    invoke-virtual {v0}, Ljava/lang/Object;->notify()V
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    invoke-static {v0}, Ljava/lang/System;->identityHashCode(Ljava/lang/Object;)I
    invoke-static {}, Ljava/lang/System;->gc()V
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    invoke-static {v0, v1, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    invoke-static {v0}, Ljava/lang/System;->exit(I)V
    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    invoke-static {}, Ljava/lang/Thread;->yield()V
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    new-instance v0, Ljava/lang/Thread;
    invoke-direct {v0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V
    invoke-interface {v0}, Ljava/lang/Runnable;->run()V
    new-instance v0, Ljava/lang/ref/WeakReference;
    invoke-direct {v0, v1}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/ref/Reference;->get()Ljava/lang/Object;
    new-instance v0, Ljava/lang/ArithmeticException;
    invoke-direct {v0, v1}, Ljava/lang/ArithmeticException;-><init>(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/Throwable;->printStackTrace()V
    new-instance v0, Ljava/lang/Object;
    const-string v0, "fuzz"
    const-string v0, ""
    const-class v0, Ljava/lang/String;
    const-class v0, [I
    new-array v0, v1, [J
    new-array v0, v1, [D
    new-array v0, v1, [Z
    new-array v0, v1, [B
    new-array v0, v1, [C
    new-array v0, v1, [S
    new-array v0, v1, [Ljava/lang/Object;
    new-array v0, v1, [LFuzz;
    new-array v0, v1, [[I
    check-cast v0, Ljava/lang/Runnable;
    instance-of v0, v0, Ljava/lang/Comparable;
    filled-new-array {v0, v1, v2}, [I
    return-void
.end method
