# The main class's <clinit> blocks: it sleeps, starts a thread and joins it, and waits
# on a monitor with a timeout. The JVM runs it before main on the main thread; so must
# the VM (it used to run it through a nested call that could not block). The superclass
# is initialized first, and a constant field is set before any <clinit> runs.
.class public LMain;
.super LBase;
.source "Main.java"

.field static final LIMIT:I = 0x2a
.field static seen:I

.method static constructor <clinit>()V
    .registers 4
    sget-object v0, LBase;->order:Ljava/lang/StringBuilder;
    const-string v1, "Main "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-wide/16 v2, 5
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    new-instance v1, LMain$Helper;
    invoke-direct {v1}, LMain$Helper;-><init>()V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    monitor-enter v0
    const-wide/16 v2, 3
    invoke-virtual {v0, v2, v3}, Ljava/lang/Object;->wait(J)V
    monitor-exit v0
    sget v1, LMain;->LIMIT:I
    sput v1, LMain;->seen:I
    const-string v1, "Main-done"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LBase;-><init>()V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    sget-object v1, LBase;->order:Ljava/lang/StringBuilder;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    sget v1, LMain;->seen:I
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
