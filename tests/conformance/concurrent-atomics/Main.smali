.class public LMain;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

# The atomics' API (int/long wrap-around, failed and successful CAS, identity CAS on
# references), then 4 threads x 2000 of incrementAndGet, addAndGet and a CAS retry loop,
# and one AtomicBoolean that exactly one thread wins.

.field static ai:Ljava/util/concurrent/atomic/AtomicInteger;
.field static al:Ljava/util/concurrent/atomic/AtomicLong;
.field static cas:Ljava/util/concurrent/atomic/AtomicInteger;
.field static flag:Ljava/util/concurrent/atomic/AtomicBoolean;
.field static winners:Ljava/util/concurrent/atomic/AtomicInteger;

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .locals 5
    const/4 v0, 0
    :loop
    const/16 v1, 2000
    if-ge v0, v1, :done
    sget-object v1, LMain;->ai:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I
    sget-object v1, LMain;->al:Ljava/util/concurrent/atomic/AtomicLong;
    const-wide/16 v2, 3
    invoke-virtual {v1, v2, v3}, Ljava/util/concurrent/atomic/AtomicLong;->addAndGet(J)J
    :retry
    sget-object v1, LMain;->cas:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicInteger;->get()I
    move-result v2
    # a yield between the read and the CAS makes the retry path run
    invoke-static {}, Ljava/lang/Thread;->yield()V
    add-int/lit8 v3, v2, 2
    invoke-virtual {v1, v2, v3}, Ljava/util/concurrent/atomic/AtomicInteger;->compareAndSet(II)Z
    move-result v4
    if-eqz v4, :retry
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    sget-object v1, LMain;->flag:Ljava/util/concurrent/atomic/AtomicBoolean;
    const/4 v2, 0
    const/4 v3, 1
    invoke-virtual {v1, v2, v3}, Ljava/util/concurrent/atomic/AtomicBoolean;->compareAndSet(ZZ)Z
    move-result v2
    if-eqz v2, :lost
    sget-object v1, LMain;->winners:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I
    :lost
    return-void
.end method

.method static api(Ljava/io/PrintStream;)V
    .locals 6
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    const/4 v1, 5
    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>(I)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->getAndIncrement()I
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(I)V
    const/16 v1, 10
    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;->getAndAdd(I)I
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(I)V
    const/4 v1, -3
    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;->addAndGet(I)I
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->getAndDecrement()I
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->decrementAndGet()I
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(I)V
    const/16 v1, 100
    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;->getAndSet(I)I
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(I)V
    const/4 v1, 1
    const/4 v2, 2
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicInteger;->compareAndSet(II)Z
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Z)V
    const/16 v1, 100
    const/4 v2, -1
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicInteger;->weakCompareAndSet(II)Z
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const v1, 0x7fffffff
    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;->lazySet(I)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->doubleValue()D
    move-result-wide v1
    invoke-virtual {p0, v1, v2}, Ljava/io/PrintStream;->println(D)V

    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;
    const-wide v1, 0x7fffffffffffffffL
    invoke-direct {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicLong;-><init>(J)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J
    move-result-wide v1
    invoke-virtual {p0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    const-wide v1, 0x100000000L
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicLong;->set(J)V
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicLong;->addAndGet(J)J
    move-result-wide v1
    invoke-virtual {p0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->getAndIncrement()J
    move-result-wide v1
    invoke-virtual {p0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    const-wide v1, 0x200000001L
    const-wide/16 v3, -1
    invoke-virtual {v0, v1, v2, v3, v4}, Ljava/util/concurrent/atomic/AtomicLong;->compareAndSet(JJ)Z
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->getAndDecrement()J
    move-result-wide v1
    invoke-virtual {p0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    const-wide/16 v1, 7
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicLong;->getAndSet(J)J
    move-result-wide v1
    invoke-virtual {p0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->intValue()I
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(I)V

    new-instance v0, Ljava/util/concurrent/atomic/AtomicBoolean;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicBoolean;-><init>()V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicBoolean;->get()Z
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Z)V
    const/4 v1, 1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicBoolean;->getAndSet(Z)Z
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Z)V
    const/4 v1, 0
    const/4 v2, 1
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicBoolean;->compareAndSet(ZZ)Z
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V

    new-instance v0, Ljava/util/concurrent/atomic/AtomicReference;
    const-string v5, "x"
    invoke-direct {v0, v5}, Ljava/util/concurrent/atomic/AtomicReference;-><init>(Ljava/lang/Object;)V
    # an equal but distinct String: compareAndSet compares identity
    new-instance v1, Ljava/lang/String;
    invoke-direct {v1, v5}, Ljava/lang/String;-><init>(Ljava/lang/String;)V
    const-string v2, "y"
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v0, v5, v2}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Z)V
    const-string v1, "z"
    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;->getAndSet(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;->set(Ljava/lang/Object;)V
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;
    move-result-object v1
    if-nez v1, :bad
    const-string v1, "get() null"
    invoke-virtual {p0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :bad
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 7
    sget-object v6, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {v6}, LMain;->api(Ljava/io/PrintStream;)V

    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V
    sput-object v0, LMain;->ai:Ljava/util/concurrent/atomic/AtomicInteger;
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;
    const-wide v1, 0x100000000L
    invoke-direct {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicLong;-><init>(J)V
    sput-object v0, LMain;->al:Ljava/util/concurrent/atomic/AtomicLong;
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V
    sput-object v0, LMain;->cas:Ljava/util/concurrent/atomic/AtomicInteger;
    new-instance v0, Ljava/util/concurrent/atomic/AtomicBoolean;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicBoolean;-><init>()V
    sput-object v0, LMain;->flag:Ljava/util/concurrent/atomic/AtomicBoolean;
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V
    sput-object v0, LMain;->winners:Ljava/util/concurrent/atomic/AtomicInteger;

    const/4 v1, 4
    new-array v2, v1, [Ljava/lang/Thread;
    const/4 v3, 0
    :mk
    if-ge v3, v1, :mkd
    new-instance v4, Ljava/lang/Thread;
    new-instance v5, LMain;
    invoke-direct {v5}, LMain;-><init>()V
    invoke-direct {v4, v5}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    aput-object v4, v2, v3
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    add-int/lit8 v3, v3, 1
    goto :mk
    :mkd
    const/4 v3, 0
    :jn
    if-ge v3, v1, :jd
    aget-object v4, v2, v3
    invoke-virtual {v4}, Ljava/lang/Thread;->join()V
    add-int/lit8 v3, v3, 1
    goto :jn
    :jd
    sget-object v0, LMain;->ai:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v6, v0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    sget-object v0, LMain;->al:Ljava/util/concurrent/atomic/AtomicLong;
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->get()J
    move-result-wide v0
    invoke-virtual {v6, v0, v1}, Ljava/io/PrintStream;->println(J)V
    sget-object v0, LMain;->cas:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->get()I
    move-result v0
    invoke-virtual {v6, v0}, Ljava/io/PrintStream;->println(I)V
    sget-object v0, LMain;->winners:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->get()I
    move-result v0
    invoke-virtual {v6, v0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
