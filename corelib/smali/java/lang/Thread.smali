.class public Ljava/lang/Thread;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Thread.java"

# java.lang.Thread on dexmetal's green-thread scheduler (vm/src/thread). The VM reads and
# writes the fields by name: name, priority, daemon, vmThread (VM thread id while the
# thread runs, 0 before start and after it ends), alive, started, and reads
# uncaughtExceptionHandler and defaultUncaughtExceptionHandler when main's exception
# escapes. threadLocals holds ThreadLocal values (key, value, key, value, ...; see
# ThreadLocal), reachable through this object while it is.

.field public static final MIN_PRIORITY:I = 0x1
.field public static final NORM_PRIORITY:I = 0x5
.field public static final MAX_PRIORITY:I = 0xa

.field private volatile name:Ljava/lang/String;
.field private priority:I
.field private daemon:Z
.field private target:Ljava/lang/Runnable;
.field private tid:J
.field private vmThread:I
.field private started:Z
.field private volatile alive:Z
.field private group:Ljava/lang/ThreadGroup;
.field private volatile uncaughtExceptionHandler:Ljava/lang/Thread$UncaughtExceptionHandler;
.field private static volatile defaultUncaughtExceptionHandler:Ljava/lang/Thread$UncaughtExceptionHandler;
.field threadLocals:[Ljava/lang/Object;

.method public constructor <init>()V
    .registers 3
    const/4 v0, 0
    invoke-static {}, Ljava/lang/Thread;->defaultName()Ljava/lang/String;
    move-result-object v1
    invoke-direct {p0, v0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/Runnable;)V
    .registers 3
    invoke-static {}, Ljava/lang/Thread;->defaultName()Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, p1, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const/4 v0, 0
    invoke-direct {p0, v0, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 0
    invoke-direct {p0, v0, p1, p2}, Ljava/lang/Thread;->init(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-static {}, Ljava/lang/Thread;->defaultName()Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, p1, p2, v0}, Ljava/lang/Thread;->init(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/ThreadGroup;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 0
    invoke-direct {p0, p1, v0, p2}, Ljava/lang/Thread;->init(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-direct {p0, p1, p2, p3}, Ljava/lang/Thread;->init(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;)V
    return-void
.end method

# stackSize is ignored, as the JDK allows ("some platforms will ignore it"): a green
# thread's register stack has the configured size (VmConfig::thread_stack_words).
.method public constructor <init>(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;J)V
    .registers 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-direct {p0, p1, p2, p3}, Ljava/lang/Thread;->init(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;)V
    return-void
.end method

# JDK: the new thread inherits priority and daemon status from its creator, and its
# thread group when none is given.
.method private init(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;)V
    .registers 6
    if-nez p3, :named
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "name cannot be null"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :named
    iput-object p3, p0, Ljava/lang/Thread;->name:Ljava/lang/String;
    iput-object p2, p0, Ljava/lang/Thread;->target:Ljava/lang/Runnable;
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    if-nez p1, :grouped
    invoke-virtual {v0}, Ljava/lang/Thread;->getThreadGroup()Ljava/lang/ThreadGroup;
    move-result-object p1
    :grouped
    iput-object p1, p0, Ljava/lang/Thread;->group:Ljava/lang/ThreadGroup;
    iget v1, v0, Ljava/lang/Thread;->priority:I
    iput v1, p0, Ljava/lang/Thread;->priority:I
    iget-boolean v1, v0, Ljava/lang/Thread;->daemon:Z
    iput-boolean v1, p0, Ljava/lang/Thread;->daemon:Z
    invoke-static {}, Ljava/lang/Thread;->nextThreadId()J
    move-result-wide v0
    iput-wide v0, p0, Ljava/lang/Thread;->tid:J
    return-void
.end method

.method private static defaultName()Ljava/lang/String;
    .registers 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Thread-"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Ljava/lang/Thread;->nextThreadNum()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private static native nextThreadNum()I
.end method

.method private static native nextThreadId()J
.end method

.method public static native currentThread()Ljava/lang/Thread;
.end method

.method public static native sleep(J)V
.end method

.method public static native yield()V
.end method

.method public static native interrupted()Z
.end method

.method public static native holdsLock(Ljava/lang/Object;)Z
.end method

# Records, for the thread_end telemetry, that an exception escaped run().
.method private static native markUncaught()V
.end method

.method public native interrupt()V
.end method

.method public native isInterrupted()Z
.end method

.method private native start0()V
.end method

.method private native setPriority0(I)V
.end method

.method public declared-synchronized start()V
    .registers 3
    monitor-enter p0
    :try_start
    iget-boolean v0, p0, Ljava/lang/Thread;->started:Z
    if-nez v0, :twice
    invoke-direct {p0}, Ljava/lang/Thread;->start0()V
    monitor-exit p0
    return-void
    :twice
    new-instance v0, Ljava/lang/IllegalThreadStateException;
    invoke-direct {v0}, Ljava/lang/IllegalThreadStateException;-><init>()V
    throw v0
    :try_end
    .catchall {:try_start .. :try_end} :release
    :release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public run()V
    .registers 2
    iget-object v0, p0, Ljava/lang/Thread;->target:Ljava/lang/Runnable;
    if-eqz v0, :done
    invoke-interface {v0}, Ljava/lang/Runnable;->run()V
    :done
    return-void
.end method

# The bottom frame of every started thread (hidden from stack traces): runs run(),
# hands an escaping exception to the uncaught handler, then marks the thread dead and
# wakes joiners (JDK: join() waits on the Thread object while isAlive()).
.method private final vmRun()V
    .registers 3
    :try_start
    invoke-virtual {p0}, Ljava/lang/Thread;->run()V
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :uncaught
    :exit
    monitor-enter p0
    const/4 v0, 0
    iput-object v0, p0, Ljava/lang/Thread;->group:Ljava/lang/ThreadGroup;
    iput-boolean v0, p0, Ljava/lang/Thread;->alive:Z
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    monitor-exit p0
    return-void
    :uncaught
    move-exception v0
    invoke-direct {p0, v0}, Ljava/lang/Thread;->dispatchUncaught(Ljava/lang/Throwable;)V
    goto :exit
.end method

# JDK Thread.dispatchUncaughtException: the thread's handler, else its group's
# (ThreadGroup.uncaughtException: the default handler, else the report). Also main's
# bottom frame when its exception has a handler (vm/src/thread). What the handler
# throws is ignored, as the JVM does.
.method private dispatchUncaught(Ljava/lang/Throwable;)V
    .registers 3
    invoke-static {}, Ljava/lang/Thread;->markUncaught()V
    :try_start
    invoke-virtual {p0}, Ljava/lang/Thread;->getUncaughtExceptionHandler()Ljava/lang/Thread$UncaughtExceptionHandler;
    move-result-object v0
    invoke-interface {v0, p0, p1}, Ljava/lang/Thread$UncaughtExceptionHandler;->uncaughtException(Ljava/lang/Thread;Ljava/lang/Throwable;)V
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :ignored
    return-void
    :ignored
    move-exception v0
    return-void
.end method

.method public final join()V
    .registers 3
    const-wide/16 v0, 0
    invoke-virtual {p0, v0, v1}, Ljava/lang/Thread;->join(J)V
    return-void
.end method

# JDK Thread.join(long): wait on this Thread while it is alive, for at most millis.
.method public final join(J)V
    .registers 13
    const-wide/16 v0, 0
    cmp-long v2, p1, v0
    if-gez v2, :valid
    new-instance v2, Ljava/lang/IllegalArgumentException;
    const-string v3, "timeout value is negative"
    invoke-direct {v2, v3}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v2
    :valid
    monitor-enter p0
    :try_start
    if-nez v2, :timed
    :forever
    iget-boolean v3, p0, Ljava/lang/Thread;->alive:Z
    if-eqz v3, :done
    invoke-virtual {p0, v0, v1}, Ljava/lang/Object;->wait(J)V
    goto :forever
    :timed
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    :again
    iget-boolean v3, p0, Ljava/lang/Thread;->alive:Z
    if-eqz v3, :done
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v6
    sub-long/2addr v6, v4
    sub-long v8, p1, v6
    cmp-long v3, v8, v0
    if-lez v3, :done
    invoke-virtual {p0, v8, v9}, Ljava/lang/Object;->wait(J)V
    goto :again
    :done
    monitor-exit p0
    return-void
    :try_end
    .catchall {:try_start .. :try_end} :release
    :release
    move-exception v3
    monitor-exit p0
    throw v3
.end method

.method public final isAlive()Z
    .registers 2
    iget-boolean v0, p0, Ljava/lang/Thread;->alive:Z
    return v0
.end method

.method public final setPriority(I)V
    .registers 4
    const/4 v0, 1
    if-lt p1, v0, :bad
    const/16 v0, 10
    if-gt p1, v0, :bad
    iput p1, p0, Ljava/lang/Thread;->priority:I
    invoke-direct {p0, p1}, Ljava/lang/Thread;->setPriority0(I)V
    return-void
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
.end method

.method public final getPriority()I
    .registers 2
    iget v0, p0, Ljava/lang/Thread;->priority:I
    return v0
.end method

# JDK: only a live thread refuses (an unstarted or finished one accepts).
.method public final setDaemon(Z)V
    .registers 3
    iget-boolean v0, p0, Ljava/lang/Thread;->alive:Z
    if-nez v0, :started
    iput-boolean p1, p0, Ljava/lang/Thread;->daemon:Z
    return-void
    :started
    new-instance v0, Ljava/lang/IllegalThreadStateException;
    invoke-direct {v0}, Ljava/lang/IllegalThreadStateException;-><init>()V
    throw v0
.end method

.method public final isDaemon()Z
    .registers 2
    iget-boolean v0, p0, Ljava/lang/Thread;->daemon:Z
    return v0
.end method

.method public final setName(Ljava/lang/String;)V
    .registers 4
    if-nez p1, :named
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "name cannot be null"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :named
    iput-object p1, p0, Ljava/lang/Thread;->name:Ljava/lang/String;
    return-void
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/lang/Thread;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getId()J
    .registers 3
    iget-wide v0, p0, Ljava/lang/Thread;->tid:J
    return-wide v0
.end method

# JDK 17 format: Thread[name,priority,group] (an empty group name once it ended).
.method public toString()Ljava/lang/String;
    .registers 4
    invoke-virtual {p0}, Ljava/lang/Thread;->getThreadGroup()Ljava/lang/ThreadGroup;
    move-result-object v2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Thread["
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/lang/Thread;->name:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ","
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v1, p0, Ljava/lang/Thread;->priority:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ","
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    if-eqz v2, :nogroup
    invoke-virtual {v2}, Ljava/lang/ThreadGroup;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :nogroup
    const/16 v1, 0x5d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# JDK: the current thread's trace is that of a new Exception (so it starts with this
# method); another live thread's comes from its saved frames; a thread that is not
# alive has an empty trace.
.method public getStackTrace()[Ljava/lang/StackTraceElement;
    .registers 2
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    if-ne p0, v0, :other
    new-instance v0, Ljava/lang/Exception;
    invoke-direct {v0}, Ljava/lang/Exception;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v0
    return-object v0
    :other
    invoke-static {p0}, Ldalvik/system/VMStack;->getThreadStackTrace(Ljava/lang/Thread;)[Ljava/lang/StackTraceElement;
    move-result-object v0
    if-nez v0, :done
    const/4 v0, 0
    new-array v0, v0, [Ljava/lang/StackTraceElement;
    :done
    return-object v0
.end method

.method public static getAllStackTraces()Ljava/util/Map;
    .registers 6
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    invoke-static {}, Ldalvik/system/VMStack;->getThreads()[Ljava/lang/Thread;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0
    :loop
    if-ge v3, v2, :done
    aget-object v4, v1, v3
    invoke-virtual {v4}, Ljava/lang/Thread;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v5
    invoke-virtual {v0, v4, v5}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    add-int/lit8 v3, v3, 1
    goto :loop
    :done
    return-object v0
.end method

# JDK 17: the group until the thread has terminated, then null. Main's Thread object is
# made by the VM without one: it is in the main group.
.method public final getThreadGroup()Ljava/lang/ThreadGroup;
    .registers 3
    iget-boolean v0, p0, Ljava/lang/Thread;->started:Z
    if-eqz v0, :live
    iget-boolean v0, p0, Ljava/lang/Thread;->alive:Z
    if-nez v0, :live
    const/4 v0, 0
    return-object v0
    :live
    iget-object v0, p0, Ljava/lang/Thread;->group:Ljava/lang/ThreadGroup;
    if-nez v0, :done
    invoke-static {}, Ljava/lang/ThreadGroup;->mainGroup()Ljava/lang/ThreadGroup;
    move-result-object v0
    iput-object v0, p0, Ljava/lang/Thread;->group:Ljava/lang/ThreadGroup;
    :done
    return-object v0
.end method

.method private native getState0()I
.end method

.method public getState()Ljava/lang/Thread$State;
    .registers 3
    invoke-static {}, Ljava/lang/Thread$State;->values()[Ljava/lang/Thread$State;
    move-result-object v0
    invoke-direct {p0}, Ljava/lang/Thread;->getState0()I
    move-result v1
    aget-object v0, v0, v1
    return-object v0
.end method

.method public setUncaughtExceptionHandler(Ljava/lang/Thread$UncaughtExceptionHandler;)V
    .registers 2
    iput-object p1, p0, Ljava/lang/Thread;->uncaughtExceptionHandler:Ljava/lang/Thread$UncaughtExceptionHandler;
    return-void
.end method

# JDK 17: the thread's own handler, else its group (null once it has terminated).
.method public getUncaughtExceptionHandler()Ljava/lang/Thread$UncaughtExceptionHandler;
    .registers 2
    iget-object v0, p0, Ljava/lang/Thread;->uncaughtExceptionHandler:Ljava/lang/Thread$UncaughtExceptionHandler;
    if-nez v0, :own
    invoke-virtual {p0}, Ljava/lang/Thread;->getThreadGroup()Ljava/lang/ThreadGroup;
    move-result-object v0
    :own
    return-object v0
.end method

.method public static setDefaultUncaughtExceptionHandler(Ljava/lang/Thread$UncaughtExceptionHandler;)V
    .registers 1
    sput-object p0, Ljava/lang/Thread;->defaultUncaughtExceptionHandler:Ljava/lang/Thread$UncaughtExceptionHandler;
    return-void
.end method

.method public static getDefaultUncaughtExceptionHandler()Ljava/lang/Thread$UncaughtExceptionHandler;
    .registers 1
    sget-object v0, Ljava/lang/Thread;->defaultUncaughtExceptionHandler:Ljava/lang/Thread$UncaughtExceptionHandler;
    return-object v0
.end method
