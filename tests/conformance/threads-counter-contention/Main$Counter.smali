.class LMain$Counter;
.super Ljava/lang/Object;
.source "Main.java"

.field n:I

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synchronized inc()V
    .registers 2
    .line 40
    iget v0, p0, LMain$Counter;->n:I
    invoke-static {v0}, LMain;->bump(I)I
    move-result v0
    iput v0, p0, LMain$Counter;->n:I
    return-void
.end method
