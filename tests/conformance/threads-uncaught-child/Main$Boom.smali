.class LMain$Boom;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    .line 20
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "boom from child"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
