# The interpreter fuzz target's class. Its `main` is appended by build.rs and then
# overwritten per input (code units, frame sizes, handler); everything else is here so
# that the fuzzed code's field, method, type and string indices name something real:
# statics and instance fields of every kind, a recursive method, a synchronized one, a
# thread body. Fuzz$Pool, never loaded (so never verified), adds references into the
# core library: strings, boxing, threads, monitors, weak references, arrays, exceptions.
.class public LFuzz;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.field static sI:I
.field static sJ:J
.field static sD:D
.field static sZ:Z
.field static sO:Ljava/lang/Object;
.field static sA:[I
.field static sS:Ljava/lang/String;
.field i:I
.field j:J
.field f:F
.field o:Ljava/lang/Object;
.field next:LFuzz;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 2
    const/4 v0, 3
    invoke-static {v0}, LFuzz;->f(I)I
    move-result v0
    sput v0, LFuzz;->sI:I
    return-void
.end method

.method static f(I)I
    .registers 2
    if-lez p0, :done
    add-int/lit8 v0, p0, -1
    invoke-static {v0}, LFuzz;->f(I)I
    move-result v0
    add-int/2addr v0, p0
    return v0
    :done
    return p0
.end method

.method public declared-synchronized v(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iput-object p1, p0, LFuzz;->o:Ljava/lang/Object;
    new-instance v0, LFuzz;
    invoke-direct {v0}, LFuzz;-><init>()V
    iput-object v0, p0, LFuzz;->next:LFuzz;
    return-object v0
.end method

.method static w(JD)J
    .registers 6
    double-to-long v0, p2
    add-long/2addr v0, p0
    return-wide v0
.end method
