.class public abstract Ljava/lang/ref/Reference;
.super Ljava/lang/Object;
.source "Reference.java"

# The collector treats `referent` specially (crate::heap: not traced; cleared when the
# referent dies) and puts a cleared reference whose `queue` is set on the
# ReferenceQueueDaemon's list, which enqueues it. Enqueuing nulls `queue` (Dalvik 4.4),
# so a reference is enqueued at most once; `queueNext` is non-null while it sits in the
# queue. As in Dalvik 4.4, enqueue() leaves the referent alone (JDK 9+ clears it).

.field referent:Ljava/lang/Object;
.field queue:Ljava/lang/ref/ReferenceQueue;
.field queueNext:Ljava/lang/ref/Reference;

.method constructor <init>(Ljava/lang/Object;)V
    .registers 3
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/lang/ref/Reference;-><init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    return-void
.end method

.method constructor <init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/lang/ref/Reference;->referent:Ljava/lang/Object;
    iput-object p2, p0, Ljava/lang/ref/Reference;->queue:Ljava/lang/ref/ReferenceQueue;
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Ljava/lang/ref/Reference;->referent:Ljava/lang/Object;
    return-object v0
.end method

# JDK 16: whether the referent is `obj` (null once cleared), without making it strongly
# reachable: the referent is compared in a register that dies with this frame, and
# PhantomReference, whose get() is always null, answers too.
.method public final refersTo(Ljava/lang/Object;)Z
    .registers 3
    iget-object v0, p0, Ljava/lang/ref/Reference;->referent:Ljava/lang/Object;
    if-ne v0, p1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# JDK 9: keeps `ref` strongly reachable until this call. An interpreter frame keeps its
# argument live for the whole call, so the call itself is the fence.
.method public static reachabilityFence(Ljava/lang/Object;)V
    .registers 1
    return-void
.end method

.method public clear()V
    .registers 2
    const/4 v0, 0
    iput-object v0, p0, Ljava/lang/ref/Reference;->referent:Ljava/lang/Object;
    return-void
.end method

.method public isEnqueued()Z
    .registers 2
    iget-object v0, p0, Ljava/lang/ref/Reference;->queueNext:Ljava/lang/ref/Reference;
    if-eqz v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public enqueue()Z
    .registers 2
    invoke-virtual {p0}, Ljava/lang/ref/Reference;->enqueueInternal()Z
    move-result v0
    return v0
.end method

# False when there is no queue or the reference was enqueued before.
.method enqueueInternal()Z
    .registers 2
    iget-object v0, p0, Ljava/lang/ref/Reference;->queue:Ljava/lang/ref/ReferenceQueue;
    if-nez v0, :has
    const/4 v0, 0
    return v0
    :has
    invoke-virtual {v0, p0}, Ljava/lang/ref/ReferenceQueue;->enqueue(Ljava/lang/ref/Reference;)Z
    move-result v0
    return v0
.end method
