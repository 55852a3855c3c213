.class LMain$Late;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field latch:LMain$Latch;

.method constructor <init>(LMain$Latch;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LMain$Late;->latch:LMain$Latch;
    return-void
.end method

# Starts its work only after main has printed its last line.
.method public run()V
    .registers 3
    .line 50
    iget-object v0, p0, LMain$Late;->latch:LMain$Latch;
    invoke-virtual {v0}, LMain$Latch;->await()V
    .line 51
    const-wide/16 v0, 30
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    .line 52
    const-string v0, "non-daemon child finished after main returned"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method
