.class public LMain;
# Two threads take monitors a and b in opposite orders (lock inversion). Whether it
# deadlocks depends on the interleaving: the seeded schedule perturbation
# (dexmetal.sched.seed / dexmetal run --seed) makes a deadlocking one reproducible.
.super Ljava/lang/Object;
.source "Main.java"

.field static a:Ljava/lang/Object;
.field static b:Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 6
    .line 5
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->a:Ljava/lang/Object;
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->b:Ljava/lang/Object;
    .line 7
    new-instance v1, LMain$T;
    const/4 v2, 0
    invoke-direct {v1, v2}, LMain$T;-><init>(Z)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    new-instance v3, LMain$T;
    const/4 v2, 1
    invoke-direct {v3, v2}, LMain$T;-><init>(Z)V
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    .line 9
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    .line 10
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v5, "no deadlock this time"
    invoke-virtual {v4, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
