# One of the two yielding threads. Ids are 0 and 1, so `last ^ id` is 1 exactly when
# the previous iteration ran on the other thread: the count needs no branch, and both
# modes execute the same bytecodes apart from the yield itself.
.class LMain$Pinger;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field private final id:I
.field private final n:I
.field private final yields:Z

.method constructor <init>(IIZ)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain$Pinger;->id:I
    iput p2, p0, LMain$Pinger;->n:I
    iput-boolean p3, p0, LMain$Pinger;->yields:Z
    return-void
.end method

.method public run()V
    .registers 8
    iget v2, p0, LMain$Pinger;->n:I
    iget v3, p0, LMain$Pinger;->id:I
    iget-boolean v5, p0, LMain$Pinger;->yields:Z
    const/4 v0, 0
    const/4 v1, 0
    if-ge v0, v2, :end
    :loop
    add-int v1, v1, v0
    sget v4, LMain;->last:I
    xor-int/2addr v4, v3
    sget v6, LMain;->alternations:I
    add-int/2addr v6, v4
    sput v6, LMain;->alternations:I
    sput v3, LMain;->last:I
    if-eqz v5, :next
    invoke-static {}, Ljava/lang/Thread;->yield()V
    :next
    add-int/lit8 v0, v0, 1
    if-lt v0, v2, :loop
    :end
    if-nez v3, :second
    sput v1, LMain;->acc0:I
    return-void
    :second
    sput v1, LMain;->acc1:I
    return-void
.end method
