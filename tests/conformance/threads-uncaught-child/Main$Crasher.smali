.class LMain$Crasher;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 1
    .line 30
    invoke-direct {p0}, LMain$Crasher;->explode()V
    .line 31
    return-void
.end method

.method private explode()V
    .registers 3
    .line 35
    new-instance v0, LMain$Fatal;
    const-string v1, "fatal from worker-x"
    invoke-direct {v0, v1}, LMain$Fatal;-><init>(Ljava/lang/String;)V
    throw v0
.end method
