.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.lang.Runtime: one instance; maxMemory >= totalMemory >= freeMemory >= 0 at any
# time; at least one processor; a 4 MiB array shows in the used memory
# (totalMemory - freeMemory) while held, and once dropped, Runtime.gc() gives at least
# 3 MiB of it back. Only these relations are printed: the sizes themselves differ
# between VMs and collectors.

.field static held:[I

.method static say(Ljava/lang/String;Z)V
    .registers 4
    .line 10
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

# max >= total >= free >= 0, read in that order.
.method static ordered(Ljava/lang/Runtime;)Z
    .registers 9
    .line 15
    invoke-virtual {p0}, Ljava/lang/Runtime;->maxMemory()J
    move-result-wide v0
    invoke-virtual {p0}, Ljava/lang/Runtime;->totalMemory()J
    move-result-wide v2
    invoke-virtual {p0}, Ljava/lang/Runtime;->freeMemory()J
    move-result-wide v4
    const/4 v8, 0
    cmp-long v6, v0, v2
    if-ltz v6, :no
    cmp-long v6, v2, v4
    if-ltz v6, :no
    const-wide/16 v6, 0
    cmp-long v6, v4, v6
    if-ltz v6, :no
    const/4 v8, 1
    :no
    return v8
.end method

.method static used(Ljava/lang/Runtime;)J
    .registers 5
    .line 20
    invoke-virtual {p0}, Ljava/lang/Runtime;->totalMemory()J
    move-result-wide v0
    invoke-virtual {p0}, Ljava/lang/Runtime;->freeMemory()J
    move-result-wide v2
    sub-long/2addr v0, v2
    return-wide v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 10
    .line 25
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v0
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v1
    const-string v2, "one Runtime"
    const/4 v3, 0
    if-ne v0, v1, :one
    const/4 v3, 1
    :one
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 26
    const-string v2, "max >= total >= free >= 0"
    invoke-static {v0}, LMain;->ordered(Ljava/lang/Runtime;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 27
    const-string v2, "availableProcessors >= 1"
    invoke-virtual {v0}, Ljava/lang/Runtime;->availableProcessors()I
    move-result v3
    const/4 v4, 1
    const/4 v5, 0
    if-lt v3, v4, :cpus
    const/4 v5, 1
    :cpus
    invoke-static {v2, v5}, LMain;->say(Ljava/lang/String;Z)V
    .line 29
    const/high16 v2, 0x100000
    new-array v2, v2, [I
    sput-object v2, LMain;->held:[I
    .line 30
    invoke-static {v0}, LMain;->used(Ljava/lang/Runtime;)J
    move-result-wide v3
    const-string v2, "holding 4 MiB: ordered"
    invoke-static {v0}, LMain;->ordered(Ljava/lang/Runtime;)Z
    move-result v5
    invoke-static {v2, v5}, LMain;->say(Ljava/lang/String;Z)V
    const-string v2, "holding 4 MiB: used >= 4 MiB"
    const/4 v5, 0
    const-wide/32 v6, 0x400000
    cmp-long v6, v3, v6
    if-ltz v6, :big
    const/4 v5, 1
    :big
    invoke-static {v2, v5}, LMain;->say(Ljava/lang/String;Z)V
    .line 32
    const/4 v2, 0
    sput-object v2, LMain;->held:[I
    invoke-virtual {v0}, Ljava/lang/Runtime;->gc()V
    .line 33
    invoke-static {v0}, LMain;->used(Ljava/lang/Runtime;)J
    move-result-wide v5
    const-string v2, "after gc: used fell by >= 3 MiB"
    sub-long v7, v3, v5
    const/4 v9, 0
    const-wide/32 v5, 0x300000
    cmp-long v5, v7, v5
    if-ltz v5, :fell
    const/4 v9, 1
    :fell
    invoke-static {v2, v9}, LMain;->say(Ljava/lang/String;Z)V
    .line 34
    const-string v2, "after gc: ordered"
    invoke-static {v0}, LMain;->ordered(Ljava/lang/Runtime;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    return-void
.end method
