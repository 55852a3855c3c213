.class LMain$Prober;
.super Ljava/lang/Thread;
.source "Main.java"

# From another thread: tryLock(), tryLock(5 ms), and lockInterruptibly() (mode 1), which
# main interrupts while it waits.
.field final lock:Ljava/util/concurrent/locks/ReentrantLock;
.field final mode:I
.field result:Ljava/lang/String;

.method constructor <init>(Ljava/util/concurrent/locks/ReentrantLock;I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$Prober;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    iput p2, p0, LMain$Prober;->mode:I
    return-void
.end method

.method public run()V
    .locals 5
    iget-object v0, p0, LMain$Prober;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    iget v1, p0, LMain$Prober;->mode:I
    if-nez v1, :interruptibly
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "tryLock "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->tryLock()Z
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    if-eqz v2, :first_failed
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    :first_failed
    const-string v2, ", tryLock(5 ms) "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-wide/16 v2, 5
    sget-object v4, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-virtual {v0, v2, v3, v4}, Ljava/util/concurrent/locks/ReentrantLock;->tryLock(JLjava/util/concurrent/TimeUnit;)Z
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    if-eqz v2, :notheld
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    :notheld
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    iput-object v1, p0, LMain$Prober;->result:Ljava/lang/String;
    return-void
    :interruptibly
    :try_start
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lockInterruptibly()V
    :try_end
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :interrupted
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    const-string v1, "locked"
    iput-object v1, p0, LMain$Prober;->result:Ljava/lang/String;
    return-void
    :interrupted
    move-exception v1
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "lockInterruptibly: InterruptedException, held "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->isHeldByCurrentThread()Z
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    iput-object v1, p0, LMain$Prober;->result:Ljava/lang/String;
    return-void
.end method
