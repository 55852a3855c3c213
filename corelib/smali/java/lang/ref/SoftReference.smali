.class public Ljava/lang/ref/SoftReference;
.super Ljava/lang/ref/Reference;
.source "SoftReference.java"

# The collector clears soft referents only when it is about to throw OutOfMemoryError
# (Dalvik's GC_BEFORE_OOM); until then a SoftReference keeps its referent like a strong one.

.method public constructor <init>(Ljava/lang/Object;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/ref/Reference;-><init>(Ljava/lang/Object;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/ref/Reference;-><init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    return-void
.end method
