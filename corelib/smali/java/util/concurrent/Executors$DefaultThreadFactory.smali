.class Ljava/util/concurrent/Executors$DefaultThreadFactory;
.super Ljava/lang/Object;
.source "Executors.java"
.implements Ljava/util/concurrent/ThreadFactory;

# Executors.defaultThreadFactory (JDK 17): non-daemon threads of normal priority in the
# creating thread's group, named "pool-N-thread-M" (N counts factories, M threads).

.field private static final poolNumber:Ljava/util/concurrent/atomic/AtomicInteger;
.field private final group:Ljava/lang/ThreadGroup;
.field private final threadNumber:Ljava/util/concurrent/atomic/AtomicInteger;
.field private final namePrefix:Ljava/lang/String;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>(I)V
    sput-object v0, Ljava/util/concurrent/Executors$DefaultThreadFactory;->poolNumber:Ljava/util/concurrent/atomic/AtomicInteger;
    return-void
.end method

.method constructor <init>()V
    .locals 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->getThreadGroup()Ljava/lang/ThreadGroup;
    move-result-object v0
    iput-object v0, p0, Ljava/util/concurrent/Executors$DefaultThreadFactory;->group:Ljava/lang/ThreadGroup;
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>(I)V
    iput-object v0, p0, Ljava/util/concurrent/Executors$DefaultThreadFactory;->threadNumber:Ljava/util/concurrent/atomic/AtomicInteger;
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "pool-"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    sget-object v1, Ljava/util/concurrent/Executors$DefaultThreadFactory;->poolNumber:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicInteger;->getAndIncrement()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, "-thread-"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, Ljava/util/concurrent/Executors$DefaultThreadFactory;->namePrefix:Ljava/lang/String;
    return-void
.end method

.method public newThread(Ljava/lang/Runnable;)Ljava/lang/Thread;
    .locals 7
    new-instance v0, Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/util/concurrent/Executors$DefaultThreadFactory;->namePrefix:Ljava/lang/String;
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    iget-object v1, p0, Ljava/util/concurrent/Executors$DefaultThreadFactory;->threadNumber:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicInteger;->getAndIncrement()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    new-instance v0, Ljava/lang/Thread;
    iget-object v1, p0, Ljava/util/concurrent/Executors$DefaultThreadFactory;->group:Ljava/lang/ThreadGroup;
    move-object v2, p1
    const-wide/16 v4, 0
    invoke-direct/range {v0 .. v5}, Ljava/lang/Thread;-><init>(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;J)V
    invoke-virtual {v0}, Ljava/lang/Thread;->isDaemon()Z
    move-result v1
    if-eqz v1, :priority
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/lang/Thread;->setDaemon(Z)V
    :priority
    invoke-virtual {v0}, Ljava/lang/Thread;->getPriority()I
    move-result v1
    const/4 v2, 5
    if-eq v1, v2, :out
    invoke-virtual {v0, v2}, Ljava/lang/Thread;->setPriority(I)V
    :out
    return-object v0
.end method
