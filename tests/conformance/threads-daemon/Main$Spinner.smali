.class LMain$Spinner;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# Never returns on its own: only the end of the program stops it.
.method public run()V
    .registers 4
    .line 40
    :loop
    sget v0, LMain;->ticks:I
    add-int/lit8 v0, v0, 1
    sput v0, LMain;->ticks:I
    :t
    const-wide/16 v1, 1
    invoke-static {v1, v2}, Ljava/lang/Thread;->sleep(J)V
    :te
    goto :loop
    :h
    move-exception v3
    return-void
    .catch Ljava/lang/InterruptedException; {:t .. :te} :h
.end method
