.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# android.os.Trace while tracing is off (a run that is not profiled; the oracle's stub
# in oracle/ is AOSP's Trace.java with no tracer attached): isEnabled() is false and
# every method returns at once, so neither a 128-unit name nor a null name throws.

.method static say(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {}, Landroid/os/Trace;->isEnabled()Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Z)V

    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/16 v1, 0x80
    const/16 v2, 0x78
    :loop
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, -0x1
    if-gtz v1, :loop
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V
    invoke-static {}, Landroid/os/Trace;->endSection()V
    const-string v0, "128 units: no check"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V

    const/4 v0, 0x0
    invoke-static {v0}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V
    const-wide/16 v1, 0x1
    invoke-static {v0, v1, v2}, Landroid/os/Trace;->setCounter(Ljava/lang/String;J)V
    const/4 v1, 0x1
    invoke-static {v0, v1}, Landroid/os/Trace;->beginAsyncSection(Ljava/lang/String;I)V
    invoke-static {v0, v1}, Landroid/os/Trace;->endAsyncSection(Ljava/lang/String;I)V
    const-string v0, "null names: no check"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V

    invoke-static {}, Landroid/os/Trace;->endSection()V
    invoke-static {}, Landroid/os/Trace;->endSection()V
    const-string v0, "done"
    invoke-static {v0}, LMain;->say(Ljava/lang/String;)V
    return-void
.end method
