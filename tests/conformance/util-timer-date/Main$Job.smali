.class LMain$Job;
.super Ljava/util/TimerTask;
.source "Main.java"

.field final limit:I
.field final done:Ljava/util/concurrent/CountDownLatch;
.field runs:I

.method constructor <init>(ILjava/util/concurrent/CountDownLatch;)V
    .registers 3
    invoke-direct {p0}, Ljava/util/TimerTask;-><init>()V
    iput p1, p0, LMain$Job;->limit:I
    iput-object p2, p0, LMain$Job;->done:Ljava/util/concurrent/CountDownLatch;
    return-void
.end method

# Counts its runs; at the limit it cancels itself and opens the latch.
.method public run()V
    .registers 3
    iget v0, p0, LMain$Job;->runs:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$Job;->runs:I
    iget v1, p0, LMain$Job;->limit:I
    if-ne v0, v1, :more
    invoke-virtual {p0}, Ljava/util/TimerTask;->cancel()Z
    iget-object v0, p0, LMain$Job;->done:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    :more
    return-void
.end method
