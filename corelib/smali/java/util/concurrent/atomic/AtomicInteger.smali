.class public Ljava/util/concurrent/atomic/AtomicInteger;
.super Ljava/lang/Number;
.source "AtomicInteger.java"
.implements Ljava/io/Serializable;

# java.util.concurrent.atomic.AtomicInteger (JDK 17). Plain reads and writes are field
# accesses; every read-modify-write is a native (vm/src/thread/conc.rs), which no thread
# switch can split. lazySet and the weak/plain/opaque/acquire/release variants are the
# plain operations: a green-thread VM has one memory order. The update/accumulate
# functions are absent: the corelib has no java.util.function.

.field private volatile value:I

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    return-void
.end method

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Number;-><init>()V
    iput p1, p0, Ljava/util/concurrent/atomic/AtomicInteger;->value:I
    return-void
.end method

.method public final get()I
    .registers 3
    iget v0, p0, Ljava/util/concurrent/atomic/AtomicInteger;->value:I
    return v0
.end method

.method public final set(I)V
    .registers 2
    iput p1, p0, Ljava/util/concurrent/atomic/AtomicInteger;->value:I
    return-void
.end method

.method public final lazySet(I)V
    .registers 2
    iput p1, p0, Ljava/util/concurrent/atomic/AtomicInteger;->value:I
    return-void
.end method

.method public final native compareAndSet(II)Z
.end method

.method public final native getAndSet(I)I
.end method

.method public final native getAndIncrement()I
.end method

.method public final native getAndDecrement()I
.end method

.method public final native incrementAndGet()I
.end method

.method public final native decrementAndGet()I
.end method

.method public final native getAndAdd(I)I
.end method

.method public final native addAndGet(I)I
.end method

.method public final weakCompareAndSet(II)Z
    .registers 4
    invoke-virtual {p0, p1, p2}, Ljava/util/concurrent/atomic/AtomicInteger;->compareAndSet(II)Z
    move-result v0
    return v0
.end method

.method public final weakCompareAndSetPlain(II)Z
    .registers 4
    invoke-virtual {p0, p1, p2}, Ljava/util/concurrent/atomic/AtomicInteger;->compareAndSet(II)Z
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget v0, p0, Ljava/util/concurrent/atomic/AtomicInteger;->value:I
    invoke-static {v0}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public intValue()I
    .registers 3
    iget v0, p0, Ljava/util/concurrent/atomic/AtomicInteger;->value:I
    return v0
.end method

.method public longValue()J
    .registers 3
    iget v0, p0, Ljava/util/concurrent/atomic/AtomicInteger;->value:I
    int-to-long v0, v0
    return-wide v0
.end method

.method public floatValue()F
    .registers 3
    iget v0, p0, Ljava/util/concurrent/atomic/AtomicInteger;->value:I
    int-to-float v0, v0
    return v0
.end method

.method public doubleValue()D
    .registers 3
    iget v0, p0, Ljava/util/concurrent/atomic/AtomicInteger;->value:I
    int-to-double v0, v0
    return-wide v0
.end method
