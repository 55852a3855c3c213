.class public abstract Ljava/lang/ref/Reference;
.super Ljava/lang/Object;
.source "Reference.java"


.field referent:Ljava/lang/Object;

.method constructor <init>(Ljava/lang/Object;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/lang/ref/Reference;->referent:Ljava/lang/Object;
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Ljava/lang/ref/Reference;->referent:Ljava/lang/Object;
    return-object v0
.end method

.method public clear()V
    .registers 2
    const/4 v0, 0
    iput-object v0, p0, Ljava/lang/ref/Reference;->referent:Ljava/lang/Object;
    return-void
.end method
