.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# ThreadLocal (initialValue override, per-thread values, remove), ThreadGroup (main's
# group and its parent, a new group, Thread(ThreadGroup, Runnable, String, long), the
# group of a terminated thread), and UncaughtExceptionHandler: a thread's own, the
# default one (through its ThreadGroup), and a new thread's handler being its group.

.field static tl:Ljava/lang/ThreadLocal;
.field static plain:Ljava/lang/ThreadLocal;

.method public static main([Ljava/lang/String;)V
    .locals 16
    sget-object v9, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v0, LMain$TL;
    invoke-direct {v0}, LMain$TL;-><init>()V
    sput-object v0, LMain;->tl:Ljava/lang/ThreadLocal;
    new-instance v1, Ljava/lang/ThreadLocal;
    invoke-direct {v1}, Ljava/lang/ThreadLocal;-><init>()V
    sput-object v1, LMain;->plain:Ljava/lang/ThreadLocal;
    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/lang/ThreadLocal;->set(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v1}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const-string v2, "main value"
    invoke-virtual {v1, v2}, Ljava/lang/ThreadLocal;->set(Ljava/lang/Object;)V
    new-instance v3, LMain$Child;
    invoke-direct {v3}, LMain$Child;-><init>()V
    new-instance v4, Ljava/lang/Thread;
    invoke-direct {v4, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    invoke-virtual {v4}, Ljava/lang/Thread;->join()V
    iget-object v2, v3, LMain$Child;->seen:Ljava/lang/String;
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v1}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->remove()V
    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Thread;->getThreadGroup()Ljava/lang/ThreadGroup;
    move-result-object v5
    invoke-virtual {v5}, Ljava/lang/ThreadGroup;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v5}, Ljava/lang/ThreadGroup;->getParent()Ljava/lang/ThreadGroup;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/ThreadGroup;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    new-instance v6, Ljava/lang/ThreadGroup;
    const-string v2, "workers"
    invoke-direct {v6, v2}, Ljava/lang/ThreadGroup;-><init>(Ljava/lang/String;)V
    invoke-virtual {v6}, Ljava/lang/ThreadGroup;->getParent()Ljava/lang/ThreadGroup;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/ThreadGroup;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v5, v6}, Ljava/lang/ThreadGroup;->parentOf(Ljava/lang/ThreadGroup;)Z
    move-result v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v6, v5}, Ljava/lang/ThreadGroup;->parentOf(Ljava/lang/ThreadGroup;)Z
    move-result v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v6, v6}, Ljava/lang/ThreadGroup;->parentOf(Ljava/lang/ThreadGroup;)Z
    move-result v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Z)V
    new-instance v3, LMain$Child;
    invoke-direct {v3}, LMain$Child;-><init>()V
    new-instance v10, Ljava/lang/Thread;
    move-object v11, v6
    move-object v12, v3
    const-string v13, "w1"
    const-wide/32 v14, 0x100000
    invoke-direct/range {v10 .. v15}, Ljava/lang/Thread;-><init>(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;J)V
    move-object v4, v10
    invoke-virtual {v4}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v4}, Ljava/lang/Thread;->getThreadGroup()Ljava/lang/ThreadGroup;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/ThreadGroup;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v4}, Ljava/lang/Thread;->getUncaughtExceptionHandler()Ljava/lang/Thread$UncaughtExceptionHandler;
    move-result-object v2
    if-ne v2, v6, :not_group
    const/4 v2, 1
    goto :said
    :not_group
    const/4 v2, 0
    :said
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    invoke-virtual {v4}, Ljava/lang/Thread;->join()V
    iget-object v2, v3, LMain$Child;->seen:Ljava/lang/String;
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v4}, Ljava/lang/Thread;->getThreadGroup()Ljava/lang/ThreadGroup;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-static {}, Ljava/lang/Thread;->getDefaultUncaughtExceptionHandler()Ljava/lang/Thread$UncaughtExceptionHandler;
    move-result-object v2
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    new-instance v3, LMain$Thrower;
    const-string v2, "boom1"
    invoke-direct {v3, v2}, LMain$Thrower;-><init>(Ljava/lang/String;)V
    new-instance v4, Ljava/lang/Thread;
    const-string v2, "e1"
    invoke-direct {v4, v3, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    new-instance v7, LMain$H;
    const-string v2, "own"
    invoke-direct {v7, v2}, LMain$H;-><init>(Ljava/lang/String;)V
    invoke-virtual {v4, v7}, Ljava/lang/Thread;->setUncaughtExceptionHandler(Ljava/lang/Thread$UncaughtExceptionHandler;)V
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    invoke-virtual {v4}, Ljava/lang/Thread;->join()V
    new-instance v3, LMain$Thrower;
    const-string v2, "boom2"
    invoke-direct {v3, v2}, LMain$Thrower;-><init>(Ljava/lang/String;)V
    new-instance v4, Ljava/lang/Thread;
    const-string v2, "e2"
    invoke-direct {v4, v3, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    new-instance v7, LMain$H;
    const-string v2, "default"
    invoke-direct {v7, v2}, LMain$H;-><init>(Ljava/lang/String;)V
    invoke-static {v7}, Ljava/lang/Thread;->setDefaultUncaughtExceptionHandler(Ljava/lang/Thread$UncaughtExceptionHandler;)V
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    invoke-virtual {v4}, Ljava/lang/Thread;->join()V
    invoke-static {}, Ljava/lang/Thread;->getDefaultUncaughtExceptionHandler()Ljava/lang/Thread$UncaughtExceptionHandler;
    move-result-object v2
    if-ne v2, v7, :other
    const-string v2, "default handler kept"
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :other
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Thread;->setDefaultUncaughtExceptionHandler(Ljava/lang/Thread$UncaughtExceptionHandler;)V
    const-string v2, "done"
    invoke-virtual {v9, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
