.class LMain$LatchWaiter;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field latch:LMain$Latch;

.method constructor <init>(LMain$Latch;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LMain$LatchWaiter;->latch:LMain$Latch;
    return-void
.end method

.method public run()V
    .registers 2
    .line 95
    iget-object v0, p0, LMain$LatchWaiter;->latch:LMain$Latch;
    invoke-virtual {v0}, LMain$Latch;->await()V
    return-void
.end method
