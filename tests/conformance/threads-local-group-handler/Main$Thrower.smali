.class LMain$Thrower;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field final msg:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LMain$Thrower;->msg:Ljava/lang/String;
    return-void
.end method

.method public run()V
    .locals 2
    new-instance v0, Ljava/lang/RuntimeException;
    iget-object v1, p0, LMain$Thrower;->msg:Ljava/lang/String;
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
