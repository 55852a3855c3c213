.class public Ljava/lang/ThreadGroup;
.super Ljava/lang/Object;
.source "ThreadGroup.java"
.implements Ljava/lang/Thread$UncaughtExceptionHandler;

# A minimal java.lang.ThreadGroup (JDK 17): a name, a parent, the "system" group (no
# parent) and its "main" child, where main runs and every thread started without a group
# is created; uncaughtException as the JDK's. Groups do not track their threads (no
# activeCount/enumerate/interrupt/destroy) and maxPriority is always MAX_PRIORITY.

.field private final name:Ljava/lang/String;
.field private final parent:Ljava/lang/ThreadGroup;
.field private static main:Ljava/lang/ThreadGroup;

# The system group.
.method private constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const-string v0, "system"
    iput-object v0, p0, Ljava/lang/ThreadGroup;->name:Ljava/lang/String;
    return-void
.end method

# JDK: a new group's parent is the creating thread's group.
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->getThreadGroup()Ljava/lang/ThreadGroup;
    move-result-object v0
    invoke-direct {p0, v0, p1}, Ljava/lang/ThreadGroup;-><init>(Ljava/lang/ThreadGroup;Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/ThreadGroup;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-nez p1, :parented
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :parented
    iput-object p2, p0, Ljava/lang/ThreadGroup;->name:Ljava/lang/String;
    iput-object p1, p0, Ljava/lang/ThreadGroup;->parent:Ljava/lang/ThreadGroup;
    return-void
.end method

.method static declared-synchronized mainGroup()Ljava/lang/ThreadGroup;
    .registers 3
    const-class v2, Ljava/lang/ThreadGroup;
    monitor-enter v2
    :try_start
    sget-object v0, Ljava/lang/ThreadGroup;->main:Ljava/lang/ThreadGroup;
    if-nez v0, :made
    new-instance v0, Ljava/lang/ThreadGroup;
    new-instance v1, Ljava/lang/ThreadGroup;
    invoke-direct {v1}, Ljava/lang/ThreadGroup;-><init>()V
    const-string v2, "main"
    invoke-direct {v0, v1, v2}, Ljava/lang/ThreadGroup;-><init>(Ljava/lang/ThreadGroup;Ljava/lang/String;)V
    sput-object v0, Ljava/lang/ThreadGroup;->main:Ljava/lang/ThreadGroup;
    :made
    const-class v2, Ljava/lang/ThreadGroup;
    monitor-exit v2
    return-object v0
    :try_end
    .catchall {:try_start .. :try_end} :release
    :release
    move-exception v0
    const-class v2, Ljava/lang/ThreadGroup;
    monitor-exit v2
    throw v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/lang/ThreadGroup;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getParent()Ljava/lang/ThreadGroup;
    .registers 2
    iget-object v0, p0, Ljava/lang/ThreadGroup;->parent:Ljava/lang/ThreadGroup;
    return-object v0
.end method

.method public final getMaxPriority()I
    .registers 2
    const/16 v0, 10
    return v0
.end method

# JDK: whether this group is g or one of its ancestors.
.method public final parentOf(Ljava/lang/ThreadGroup;)Z
    .registers 3
    :loop
    if-eqz p1, :no
    if-eq p1, p0, :yes
    iget-object p1, p1, Ljava/lang/ThreadGroup;->parent:Ljava/lang/ThreadGroup;
    goto :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# JDK: the parent's handler, else (at the top) the default handler, else the report.
.method public uncaughtException(Ljava/lang/Thread;Ljava/lang/Throwable;)V
    .registers 6
    iget-object v0, p0, Ljava/lang/ThreadGroup;->parent:Ljava/lang/ThreadGroup;
    if-eqz v0, :top
    invoke-virtual {v0, p1, p2}, Ljava/lang/ThreadGroup;->uncaughtException(Ljava/lang/Thread;Ljava/lang/Throwable;)V
    return-void
    :top
    invoke-static {}, Ljava/lang/Thread;->getDefaultUncaughtExceptionHandler()Ljava/lang/Thread$UncaughtExceptionHandler;
    move-result-object v0
    if-eqz v0, :report
    invoke-interface {v0, p1, p2}, Ljava/lang/Thread$UncaughtExceptionHandler;->uncaughtException(Ljava/lang/Thread;Ljava/lang/Throwable;)V
    return-void
    :report
    sget-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Exception in thread \""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\" "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {p2}, Ljava/lang/Throwable;->printStackTrace()V
    return-void
.end method

# JDK 17: java.lang.ThreadGroup[name=main,maxpri=10]
.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "[name="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/lang/ThreadGroup;->name:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ",maxpri=10]"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
