.class LMain$Sender;
.super Ljava/lang/Thread;
.source "Main.java"

# Offers "hello" to a queue main is polling with a timeout.

.field final mail:Ljava/util/concurrent/BlockingQueue;

.method constructor <init>(Ljava/util/concurrent/BlockingQueue;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$Sender;->mail:Ljava/util/concurrent/BlockingQueue;
    return-void
.end method

.method public run()V
    .locals 2
    iget-object v0, p0, LMain$Sender;->mail:Ljava/util/concurrent/BlockingQueue;
    const-string v1, "hello"
    invoke-interface {v0, v1}, Ljava/util/concurrent/BlockingQueue;->offer(Ljava/lang/Object;)Z
    return-void
.end method
