.class public Ljava/lang/ref/WeakReference;
.super Ljava/lang/ref/Reference;
.source "WeakReference.java"


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
