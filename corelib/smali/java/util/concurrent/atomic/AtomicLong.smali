.class public Ljava/util/concurrent/atomic/AtomicLong;
.super Ljava/lang/Number;
.source "AtomicLong.java"
.implements Ljava/io/Serializable;

# java.util.concurrent.atomic.AtomicLong (JDK 17). Plain reads and writes are field
# accesses; every read-modify-write is a native (vm/src/thread/conc.rs), which no thread
# switch can split. lazySet and the weak/plain/opaque/acquire/release variants are the
# plain operations: a green-thread VM has one memory order. The update/accumulate
# functions are absent: the corelib has no java.util.function.

.field private volatile value:J

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    return-void
.end method

.method public constructor <init>(J)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    iput-wide p1, p0, Ljava/util/concurrent/atomic/AtomicLong;->value:J
    return-void
.end method

.method public final get()J
    .registers 3
    iget-wide v0, p0, Ljava/util/concurrent/atomic/AtomicLong;->value:J
    return-wide v0
.end method

.method public final set(J)V
    .registers 4
    iput-wide p1, p0, Ljava/util/concurrent/atomic/AtomicLong;->value:J
    return-void
.end method

.method public final lazySet(J)V
    .registers 4
    iput-wide p1, p0, Ljava/util/concurrent/atomic/AtomicLong;->value:J
    return-void
.end method

.method public final native compareAndSet(JJ)Z
.end method

.method public final native getAndSet(J)J
.end method

.method public final native getAndIncrement()J
.end method

.method public final native getAndDecrement()J
.end method

.method public final native incrementAndGet()J
.end method

.method public final native decrementAndGet()J
.end method

.method public final native getAndAdd(J)J
.end method

.method public final native addAndGet(J)J
.end method

.method public final weakCompareAndSet(JJ)Z
    .registers 6
    invoke-virtual {p0, p1, p2, p3, p4}, Ljava/util/concurrent/atomic/AtomicLong;->compareAndSet(JJ)Z
    move-result v0
    return v0
.end method

.method public final weakCompareAndSetPlain(JJ)Z
    .registers 6
    invoke-virtual {p0, p1, p2, p3, p4}, Ljava/util/concurrent/atomic/AtomicLong;->compareAndSet(JJ)Z
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget-wide v0, p0, Ljava/util/concurrent/atomic/AtomicLong;->value:J
    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public intValue()I
    .registers 3
    iget-wide v0, p0, Ljava/util/concurrent/atomic/AtomicLong;->value:J
    long-to-int v0, v0
    return v0
.end method

.method public longValue()J
    .registers 3
    iget-wide v0, p0, Ljava/util/concurrent/atomic/AtomicLong;->value:J
    return-wide v0
.end method

.method public floatValue()F
    .registers 3
    iget-wide v0, p0, Ljava/util/concurrent/atomic/AtomicLong;->value:J
    long-to-float v0, v0
    return v0
.end method

.method public doubleValue()D
    .registers 3
    iget-wide v0, p0, Ljava/util/concurrent/atomic/AtomicLong;->value:J
    long-to-double v0, v0
    return-wide v0
.end method
