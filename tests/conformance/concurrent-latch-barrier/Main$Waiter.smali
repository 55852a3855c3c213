.class LMain$Waiter;
.super Ljava/lang/Thread;
.source "Main.java"

# Waits at a barrier that never trips; records what await() threw.
.field final barrier:Ljava/util/concurrent/CyclicBarrier;
.field result:Ljava/lang/String;

.method constructor <init>(Ljava/util/concurrent/CyclicBarrier;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$Waiter;->barrier:Ljava/util/concurrent/CyclicBarrier;
    return-void
.end method

.method public run()V
    .locals 2
    :try_start
    iget-object v0, p0, LMain$Waiter;->barrier:Ljava/util/concurrent/CyclicBarrier;
    invoke-virtual {v0}, Ljava/util/concurrent/CyclicBarrier;->await()I
    const-string v0, "tripped"
    iput-object v0, p0, LMain$Waiter;->result:Ljava/lang/String;
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught
    return-void
    :caught
    move-exception v0
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, LMain$Waiter;->result:Ljava/lang/String;
    return-void
.end method
