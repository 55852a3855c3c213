.class LMain$Producer;
.super Ljava/lang/Thread;
.source "Main.java"

# Puts 1..20 and then -1 into a queue of two, so most puts wait for the consumer.

.field final chan:Ljava/util/concurrent/BlockingQueue;

.method constructor <init>(Ljava/util/concurrent/BlockingQueue;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$Producer;->chan:Ljava/util/concurrent/BlockingQueue;
    return-void
.end method

.method public run()V
    .locals 4
    iget-object v0, p0, LMain$Producer;->chan:Ljava/util/concurrent/BlockingQueue;
    const/4 v1, 1
    :try_start
    :loop
    const/16 v2, 20
    if-gt v1, v2, :last
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v2}, Ljava/util/concurrent/BlockingQueue;->put(Ljava/lang/Object;)V
    add-int/lit8 v1, v1, 1
    goto :loop
    :last
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v2}, Ljava/util/concurrent/BlockingQueue;->put(Ljava/lang/Object;)V
    :try_end
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :interrupted
    return-void
    :interrupted
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "producer interrupted"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
