.class public Ljava/util/concurrent/atomic/AtomicReference;
.super Ljava/lang/Object;
.source "AtomicReference.java"
.implements Ljava/io/Serializable;

# java.util.concurrent.atomic.AtomicReference (JDK 17): compareAndSet compares by
# identity. compareAndSet and getAndSet are natives (vm/src/thread/conc.rs), which no
# thread switch can split; their store has the collector's write barrier.

.field private volatile value:Ljava/lang/Object;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/lang/Object;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/concurrent/atomic/AtomicReference;->value:Ljava/lang/Object;
    return-void
.end method

.method public final get()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Ljava/util/concurrent/atomic/AtomicReference;->value:Ljava/lang/Object;
    return-object v0
.end method

.method public final set(Ljava/lang/Object;)V
    .registers 2
    iput-object p1, p0, Ljava/util/concurrent/atomic/AtomicReference;->value:Ljava/lang/Object;
    return-void
.end method

.method public final lazySet(Ljava/lang/Object;)V
    .registers 2
    iput-object p1, p0, Ljava/util/concurrent/atomic/AtomicReference;->value:Ljava/lang/Object;
    return-void
.end method

.method public final native compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
.end method

.method public final native getAndSet(Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public final weakCompareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    .registers 4
    invoke-virtual {p0, p1, p2}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/concurrent/atomic/AtomicReference;->value:Ljava/lang/Object;
    invoke-static {v0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
