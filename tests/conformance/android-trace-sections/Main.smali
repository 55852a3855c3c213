.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# android.os.Trace while tracing is on (the `profile` marker: `dexmetal run --profile`;
# the oracle's stub in oracle/ follows AOSP's Trace.java with tracing on): sections nest
# per thread, an endSection with none open is ignored, a section name may have 127
# UTF-16 units but not 128, null names are NullPointerExceptions. Which events the
# platform receives is checked by vm/tests/lib_trace.rs on this same program.

.method static say(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# "name=value"
.method static sayBool(Ljava/lang/String;Z)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, "="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    return-void
.end method

# The exception's class name and message ("null" for none).
.method static sayThrown(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 5
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    return-void
.end method

# n times 'x'
.method static xs(I)Ljava/lang/String;
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/16 v1, 0x78
    :loop
    if-lez p0, :done
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 p0, p0, -0x1
    goto :loop
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static tooLong()V
    .registers 2
    :try_start
    const/16 v0, 0x80
    invoke-static {v0}, LMain;->xs(I)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V
    const-string v0, "128 units accepted"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :iae
    return-void
    :iae
    move-exception v0
    const-string v1, "128 units"
    invoke-static {v1, v0}, LMain;->sayThrown(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void
.end method

.method static nullSection()V
    .registers 2
    :try_start
    const/4 v0, 0x0
    invoke-static {v0}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V
    const-string v0, "null section accepted"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :npe
    return-void
    :npe
    move-exception v0
    # The message names the String.length() call inside Trace: print the class only.
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    const-string v1, "null section: "
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    return-void
.end method

.method static nullCounter()V
    .registers 3
    :try_start
    const/4 v0, 0x0
    const-wide/16 v1, 0x1
    invoke-static {v0, v1, v2}, Landroid/os/Trace;->setCounter(Ljava/lang/String;J)V
    const-string v0, "null counter accepted"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :npe
    return-void
    :npe
    move-exception v0
    const-string v1, "null counter"
    invoke-static {v1, v0}, LMain;->sayThrown(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void
.end method

.method static nullAsync()V
    .registers 3
    :try_start
    const/4 v0, 0x0
    const/4 v1, 0x1
    invoke-static {v0, v1}, Landroid/os/Trace;->beginAsyncSection(Ljava/lang/String;I)V
    const-string v0, "null async section accepted"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :npe
    return-void
    :npe
    move-exception v0
    const-string v1, "null async section"
    invoke-static {v1, v0}, LMain;->sayThrown(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 4
    const-string v0, "enabled"
    invoke-static {}, Landroid/os/Trace;->isEnabled()Z
    move-result v1
    invoke-static {v0, v1}, LMain;->sayBool(Ljava/lang/String;Z)V

    const-string v0, "outer"
    invoke-static {v0}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V
    const-string v0, "inner|part"
    invoke-static {v0}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V
    const-string v0, "items"
    const-wide/16 v1, 0x3
    invoke-static {v0, v1, v2}, Landroid/os/Trace;->setCounter(Ljava/lang/String;J)V
    invoke-static {}, Landroid/os/Trace;->endSection()V
    invoke-static {}, Landroid/os/Trace;->endSection()V
    invoke-static {}, Landroid/os/Trace;->endSection()V
    const-string v0, "nested sections ended, a third endSection ignored"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V

    const/16 v0, 0x7f
    invoke-static {v0}, LMain;->xs(I)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V
    invoke-static {}, Landroid/os/Trace;->endSection()V
    const-string v0, "127 units accepted"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    invoke-static {}, LMain;->tooLong()V
    invoke-static {}, LMain;->nullSection()V
    invoke-static {}, LMain;->nullCounter()V
    invoke-static {}, LMain;->nullAsync()V

    # Main keeps a section open while the worker opens and closes its own: the worker's
    # extra endSection does not close main's.
    const-string v0, "main"
    invoke-static {v0}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V
    new-instance v0, LWorker;
    invoke-direct {v0}, LWorker;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    const-string v0, "load"
    const/4 v1, 0x7
    invoke-static {v0, v1}, Landroid/os/Trace;->endAsyncSection(Ljava/lang/String;I)V
    invoke-static {}, Landroid/os/Trace;->endSection()V
    const-string v0, "done"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    return-void
.end method
