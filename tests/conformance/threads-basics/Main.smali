.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.lang.Thread basics: names ("main"; "Thread-N" numbered only by the constructors
# without a name), setName, priorities and their constants, Runnable target vs subclass
# run(), run() called directly, yield, daemon flag and priority inherited from the
# creating thread, distinct ids, and toString's "Thread[name,priority,group]" form.

.field static ranIn:Ljava/lang/String;
.field static subSelf:Z
.field static subSameId:Z
.field static sub2Own:Z
.field static childPriority:I
.field static childDaemon:Z
.field static parentString:Ljava/lang/String;

.method public static main([Ljava/lang/String;)V
    .locals 9

    .line 10
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v8
    const-string v0, "current thread name"
    invoke-virtual {v8}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "current thread toString"
    invoke-virtual {v8}, Ljava/lang/Thread;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "main priority"
    invoke-virtual {v8}, Ljava/lang/Thread;->getPriority()I
    move-result v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;I)V
    const-string v0, "main isDaemon"
    invoke-virtual {v8}, Ljava/lang/Thread;->isDaemon()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Z)V

    .line 11
    const-string v0, "MIN_PRIORITY"
    sget v1, Ljava/lang/Thread;->MIN_PRIORITY:I
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;I)V
    const-string v0, "NORM_PRIORITY"
    sget v1, Ljava/lang/Thread;->NORM_PRIORITY:I
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;I)V
    const-string v0, "MAX_PRIORITY"
    sget v1, Ljava/lang/Thread;->MAX_PRIORITY:I
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;I)V

    .line 12
    # v2 Thread(Runnable), v3 Thread(Runnable, String), v4 Thread(String),
    # v5 subclass via Thread(), v6 Thread(Runnable)
    new-instance v7, LMain$Recorder;
    invoke-direct {v7}, LMain$Recorder;-><init>()V
    new-instance v2, Ljava/lang/Thread;
    invoke-direct {v2, v7}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    new-instance v3, Ljava/lang/Thread;
    const-string v0, "named-runnable"
    invoke-direct {v3, v7, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    new-instance v4, Ljava/lang/Thread;
    const-string v0, "named-only"
    invoke-direct {v4, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    new-instance v5, LMain$Sub;
    invoke-direct {v5}, LMain$Sub;-><init>()V
    new-instance v6, Ljava/lang/Thread;
    invoke-direct {v6, v7}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    const-string v0, "new Thread(r)"
    invoke-virtual {v2}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "new Thread(r, name)"
    invoke-virtual {v3}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "new Thread(name)"
    invoke-virtual {v4}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "new Sub() (subclass, Thread())"
    invoke-virtual {v5}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "another new Thread(r)"
    invoke-virtual {v6}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "renamed"
    invoke-virtual {v6, v0}, Ljava/lang/Thread;->setName(Ljava/lang/String;)V
    const-string v0, "after setName"
    invoke-virtual {v6}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "toString of a named thread"
    invoke-virtual {v3}, Ljava/lang/Thread;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V

    .line 13
    const-string v0, "default priority"
    invoke-virtual {v6}, Ljava/lang/Thread;->getPriority()I
    move-result v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;I)V
    sget v1, Ljava/lang/Thread;->MAX_PRIORITY:I
    invoke-virtual {v6, v1}, Ljava/lang/Thread;->setPriority(I)V
    const-string v0, "after setPriority(MAX_PRIORITY)"
    invoke-virtual {v6}, Ljava/lang/Thread;->getPriority()I
    move-result v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;I)V
    const-string v0, "toString after setPriority"
    invoke-virtual {v6}, Ljava/lang/Thread;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "setPriority(11)"
    const/16 v1, 11
    invoke-static {v0, v6, v1}, LMain;->setPrio(Ljava/lang/String;Ljava/lang/Thread;I)V
    const-string v0, "setPriority(0)"
    const/4 v1, 0
    invoke-static {v0, v6, v1}, LMain;->setPrio(Ljava/lang/String;Ljava/lang/Thread;I)V
    const-string v0, "priority unchanged"
    invoke-virtual {v6}, Ljava/lang/Thread;->getPriority()I
    move-result v1
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;I)V

    .line 14
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V
    const-string v0, "Runnable target ran in"
    sget-object v1, LMain;->ranIn:Ljava/lang/String;
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v6}, Ljava/lang/Thread;->start()V
    invoke-virtual {v6}, Ljava/lang/Thread;->join()V
    const-string v0, "Runnable target ran in"
    sget-object v1, LMain;->ranIn:Ljava/lang/String;
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v3}, Ljava/lang/Thread;->run()V
    const-string v0, "run() called directly ran in"
    sget-object v1, LMain;->ranIn:Ljava/lang/String;
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v3}, Ljava/lang/Thread;->isAlive()Z
    move-result v1
    const-string v0, "isAlive after a direct run()"
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Z)V
    invoke-virtual {v5}, Ljava/lang/Thread;->start()V
    invoke-virtual {v5}, Ljava/lang/Thread;->join()V
    const-string v0, "subclass run(): currentThread() == this"
    sget-boolean v1, LMain;->subSelf:Z
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v0, "subclass run(): currentThread().getId() == getId()"
    sget-boolean v1, LMain;->subSameId:Z
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v0, "nobody"
    sput-object v0, LMain;->ranIn:Ljava/lang/String;
    new-instance v1, LMain$Sub2;
    const-string v0, "sub2"
    invoke-direct {v1, v7, v0}, LMain$Sub2;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    const-string v0, "overriding run() ran"
    sget-boolean v1, LMain;->sub2Own:Z
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Z)V
    const-string v0, "super.run() ran the target in"
    sget-object v1, LMain;->ranIn:Ljava/lang/String;
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V

    .line 15
    invoke-static {}, Ljava/lang/Thread;->yield()V
    const-string v0, "yield returned"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V

    .line 16
    new-instance v0, Ljava/lang/Thread;
    new-instance v1, LMain$Spawner;
    invoke-direct {v1}, LMain$Spawner;-><init>()V
    const-string v7, "parent"
    invoke-direct {v0, v1, v7}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    const/4 v1, 7
    invoke-virtual {v0, v1}, Ljava/lang/Thread;->setPriority(I)V
    const/4 v1, 1
    invoke-virtual {v0, v1}, Ljava/lang/Thread;->setDaemon(Z)V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    const-string v0, "running parent's toString"
    sget-object v1, LMain;->parentString:Ljava/lang/String;
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    const-string v0, "child of a priority-7 daemon: priority"
    sget v1, LMain;->childPriority:I
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;I)V
    const-string v0, "child of a priority-7 daemon: isDaemon"
    sget-boolean v1, LMain;->childDaemon:Z
    invoke-static {v0, v1}, LMain;->kv(Ljava/lang/String;Z)V

    .line 17
    invoke-virtual {v2}, Ljava/lang/Thread;->getId()J
    move-result-wide v0
    invoke-virtual {v5}, Ljava/lang/Thread;->getId()J
    move-result-wide v6
    invoke-static {v0, v1, v6, v7}, LMain;->same(JJ)Z
    move-result v0
    xor-int/lit8 v0, v0, 1
    const-string v1, "ids of two threads differ"
    invoke-static {v1, v0}, LMain;->kv(Ljava/lang/String;Z)V
    invoke-virtual {v8}, Ljava/lang/Thread;->getId()J
    move-result-wide v0
    invoke-static {v0, v1, v6, v7}, LMain;->same(JJ)Z
    move-result v0
    xor-int/lit8 v0, v0, 1
    const-string v1, "main's id differs from a child's"
    invoke-static {v1, v0}, LMain;->kv(Ljava/lang/String;Z)V
    invoke-virtual {v8}, Ljava/lang/Thread;->getId()J
    move-result-wide v0
    invoke-virtual {v8}, Ljava/lang/Thread;->getId()J
    move-result-wide v6
    invoke-static {v0, v1, v6, v7}, LMain;->same(JJ)Z
    move-result v0
    const-string v1, "getId() is stable"
    invoke-static {v1, v0}, LMain;->kv(Ljava/lang/String;Z)V
    return-void
.end method

.method static same(JJ)Z
    .registers 5
    cmp-long v0, p0, p2
    if-eqz v0, :eq
    const/4 v0, 0
    return v0
    :eq
    const/4 v0, 1
    return v0
.end method

.method static setPrio(Ljava/lang/String;Ljava/lang/Thread;I)V
    .registers 4
    .line 30
    :t
    invoke-virtual {p1, p2}, Ljava/lang/Thread;->setPriority(I)V
    :te
    const-string v0, "ok"
    invoke-static {p0, v0}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    return-void
    :h
    move-exception v0
    invoke-static {p0, v0}, LMain;->cn(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    .catch Ljava/lang/IllegalArgumentException; {:t .. :te} :h
.end method

# ---- printing helpers ----

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;I)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;Z)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static kv(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

# Prints "label: <class name of o>" (messages differ between the JVM and Dalvik)
.method static cn(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 3
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->kv(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
