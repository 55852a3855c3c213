.class LMain$Worker;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field final id:I
.field final start:Ljava/util/concurrent/CountDownLatch;
.field final done:Ljava/util/concurrent/CountDownLatch;
.field final out:[I

.method constructor <init>(ILjava/util/concurrent/CountDownLatch;Ljava/util/concurrent/CountDownLatch;[I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain$Worker;->id:I
    iput-object p2, p0, LMain$Worker;->start:Ljava/util/concurrent/CountDownLatch;
    iput-object p3, p0, LMain$Worker;->done:Ljava/util/concurrent/CountDownLatch;
    iput-object p4, p0, LMain$Worker;->out:[I
    return-void
.end method

.method public run()V
    .locals 3
    iget-object v0, p0, LMain$Worker;->start:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    iget v0, p0, LMain$Worker;->id:I
    mul-int v1, v0, v0
    add-int/lit8 v1, v1, 1
    iget-object v2, p0, LMain$Worker;->out:[I
    aput v1, v2, v0
    iget-object v0, p0, LMain$Worker;->done:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    return-void
.end method
