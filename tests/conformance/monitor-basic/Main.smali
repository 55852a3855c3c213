.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    monitor-enter v0
    const-string v1, "locked once"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    monitor-enter v0
    const-string v1, "locked twice (recursive)"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    monitor-exit v0
    monitor-exit v0
    const-string v1, "unlocked"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const-string v2, "a string is a monitor too"
    monitor-enter v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    monitor-exit v2
    const-class v3, LMain;
    monitor-enter v3
    const-string v1, "class object locked"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    monitor-exit v3
    const/4 v4, 0
    :loop
    monitor-enter v0
    add-int/lit8 v4, v4, 1
    monitor-exit v0
    const/16 v5, 100
    if-lt v4, v5, :loop
    invoke-static {v4}, LMain;->p(I)V
    const/16 v5, 10
    invoke-static {v0, v5}, LMain;->nest(Ljava/lang/Object;I)I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    return-void
.end method

.method static nest(Ljava/lang/Object;I)I
    .registers 4
    monitor-enter p0
    if-nez p1, :rec
    monitor-exit p0
    const/4 v0, 0
    return v0
    :rec
    add-int/lit8 v0, p1, -1
    invoke-static {p0, v0}, LMain;->nest(Ljava/lang/Object;I)I
    move-result v0
    add-int/lit8 v0, v0, 1
    monitor-exit p0
    return v0
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
