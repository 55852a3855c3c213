.class LMain$Waiter;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field state:LMain$State;
.field timed:Z

.method constructor <init>(LMain$State;Z)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LMain$Waiter;->state:LMain$State;
    iput-boolean p2, p0, LMain$Waiter;->timed:Z
    return-void
.end method

.method public run()V
    .registers 3
    .line 80
    iget-object v0, p0, LMain$Waiter;->state:LMain$State;
    iget-boolean v1, p0, LMain$Waiter;->timed:Z
    if-nez v1, :timed
    invoke-virtual {v0}, LMain$State;->await()V
    return-void
    :timed
    .line 81
    invoke-virtual {v0}, LMain$State;->timedAwait()V
    return-void
.end method
