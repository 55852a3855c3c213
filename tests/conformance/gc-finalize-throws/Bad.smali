.class public LBad;
.super Ljava/lang/Object;
.source "Main.java"

.field static volatile finalized:I

.field kind:I

.method public constructor <init>(I)V
    .registers 2
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LBad;->kind:I
    return-void
.end method

# Counts, then fails three ways: a RuntimeException, an Error, and a
# NullPointerException from the VM itself. The finalizer thread must ignore all three.
.method protected finalize()V
    .registers 3
    .line 10
    sget v0, LBad;->finalized:I
    add-int/lit8 v0, v0, 1
    sput v0, LBad;->finalized:I
    .line 11
    iget v0, p0, LBad;->kind:I
    if-nez v0, :not0
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "from finalize"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
    :not0
    .line 12
    const/4 v1, 1
    if-ne v0, v1, :not1
    new-instance v0, Ljava/lang/AssertionError;
    invoke-direct {v0}, Ljava/lang/AssertionError;-><init>()V
    throw v0
    :not1
    .line 13
    const/4 v0, 0
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    return-void
.end method
