.class public Ljava/util/concurrent/atomic/AtomicBoolean;
.super Ljava/lang/Object;
.source "AtomicBoolean.java"
.implements Ljava/io/Serializable;

# java.util.concurrent.atomic.AtomicBoolean (JDK 17): an int field, 0 or 1, as the
# JDK's. compareAndSet and getAndSet are natives (vm/src/thread/conc.rs), which no
# thread switch can split.

.field private volatile value:I

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public constructor <init>(Z)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ljava/util/concurrent/atomic/AtomicBoolean;->value:I
    return-void
.end method

.method public final get()Z
    .registers 2
    iget v0, p0, Ljava/util/concurrent/atomic/AtomicBoolean;->value:I
    return v0
.end method

.method public final set(Z)V
    .registers 2
    iput p1, p0, Ljava/util/concurrent/atomic/AtomicBoolean;->value:I
    return-void
.end method

.method public final lazySet(Z)V
    .registers 2
    iput p1, p0, Ljava/util/concurrent/atomic/AtomicBoolean;->value:I
    return-void
.end method

.method public final native compareAndSet(ZZ)Z
.end method

.method public final native getAndSet(Z)Z
.end method

.method public weakCompareAndSet(ZZ)Z
    .registers 4
    invoke-virtual {p0, p1, p2}, Ljava/util/concurrent/atomic/AtomicBoolean;->compareAndSet(ZZ)Z
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget v0, p0, Ljava/util/concurrent/atomic/AtomicBoolean;->value:I
    invoke-static {v0}, Ljava/lang/Boolean;->toString(Z)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
