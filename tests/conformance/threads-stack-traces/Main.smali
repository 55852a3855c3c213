.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Thread.getStackTrace of another (waiting) thread and Thread.getAllStackTraces. Only
# frames of this program's classes are printed: the JVM shows Object.wait and its own
# frames above them, dexmetal no frames for natives.

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        LMain$Worker;
    }
.end annotation

.field static final lock:Ljava/lang/Object;
.field static ready:Z
.field static done:Z

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->lock:Ljava/lang/Object;
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 6
    new-instance v0, LMain$Worker;
    invoke-direct {v0}, LMain$Worker;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Thread;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    array-length v1, v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V

    sget-object v1, LMain;->lock:Ljava/lang/Object;
    monitor-enter v1
    :try_start
    :wait
    sget-boolean v2, LMain;->ready:Z
    if-nez v2, :ready
    invoke-virtual {v1}, Ljava/lang/Object;->wait()V
    goto :wait
    :ready
    monitor-exit v1
    :try_end
    .catchall {:try_start .. :try_end} :release

    const-string v2, "worker, waiting:"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/Thread;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v2
    invoke-static {v2}, LMain;->ours([Ljava/lang/StackTraceElement;)V

    invoke-static {}, Ljava/lang/Thread;->getAllStackTraces()Ljava/util/Map;
    move-result-object v2
    invoke-interface {v2, v0}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v3
    invoke-interface {v2, v3}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    const-string v4, "all, worker:"
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    invoke-interface {v2, v0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, [Ljava/lang/StackTraceElement;
    invoke-static {v4}, LMain;->ours([Ljava/lang/StackTraceElement;)V
    const-string v4, "all, main:"
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, [Ljava/lang/StackTraceElement;
    invoke-static {v4}, LMain;->ours([Ljava/lang/StackTraceElement;)V

    monitor-enter v1
    :try_start2
    const/4 v2, 1
    sput-boolean v2, LMain;->done:Z
    invoke-virtual {v1}, Ljava/lang/Object;->notifyAll()V
    monitor-exit v1
    :try_end2
    .catchall {:try_start2 .. :try_end2} :release
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    const-string v2, "worker, ended:"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/Thread;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v2
    array-length v2, v2
    invoke-static {v2}, LMain;->p(I)V
    invoke-static {}, Ljava/lang/Thread;->getAllStackTraces()Ljava/util/Map;
    move-result-object v2
    invoke-interface {v2, v0}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    return-void

    :release
    move-exception v2
    monitor-exit v1
    throw v2
.end method

# ClassName.methodName of the elements whose class starts with "Main".
.method static ours([Ljava/lang/StackTraceElement;)V
    .registers 7
    array-length v0, p0
    const/4 v1, 0
    :loop
    if-ge v1, v0, :done
    aget-object v2, p0, v1
    invoke-virtual {v2}, Ljava/lang/StackTraceElement;->getClassName()Ljava/lang/String;
    move-result-object v3
    const-string v4, "Main"
    invoke-virtual {v3, v4}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v4
    if-eqz v4, :next
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4, v3}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v5, "."
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StackTraceElement;->getMethodName()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
