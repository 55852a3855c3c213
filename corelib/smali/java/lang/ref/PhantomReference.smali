.class public Ljava/lang/ref/PhantomReference;
.super Ljava/lang/ref/Reference;
.source "PhantomReference.java"

# The collector clears a phantom referent only once the object is unreachable even from
# objects awaiting finalization (after them, as Dalvik's MarkSweep does); get() is
# always null, so the referent can never be made reachable again.

.method public constructor <init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/ref/Reference;-><init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 2
    const/4 v0, 0
    return-object v0
.end method
