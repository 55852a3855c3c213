.class public Ljava/lang/Throwable;
.super Ljava/lang/Object;
.source "Throwable.java"
.implements Ljava/io/Serializable;

.field private detailMessage:Ljava/lang/String;
.field private cause:Ljava/lang/Throwable;
.field private stackState:Ljava/lang/Object;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Throwable;->fillInStackTrace()Ljava/lang/Throwable;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/lang/Throwable;->detailMessage:Ljava/lang/String;
    invoke-virtual {p0}, Ljava/lang/Throwable;->fillInStackTrace()Ljava/lang/Throwable;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/lang/Throwable;->detailMessage:Ljava/lang/String;
    iput-object p2, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    invoke-virtual {p0}, Ljava/lang/Throwable;->fillInStackTrace()Ljava/lang/Throwable;
    return-void
.end method

.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    if-eqz p1, :nomsg
    invoke-virtual {p1}, Ljava/lang/Throwable;->toString()Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, Ljava/lang/Throwable;->detailMessage:Ljava/lang/String;
    :nomsg
    invoke-virtual {p0}, Ljava/lang/Throwable;->fillInStackTrace()Ljava/lang/Throwable;
    return-void
.end method

.method public getMessage()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/lang/Throwable;->detailMessage:Ljava/lang/String;
    return-object v0
.end method

.method public getLocalizedMessage()Ljava/lang/String;
    .registers 2
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public getCause()Ljava/lang/Throwable;
    .registers 2
    iget-object v0, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    if-ne v0, p0, :ok
    const/4 v0, 0
    :ok
    return-object v0
.end method

.method public initCause(Ljava/lang/Throwable;)Ljava/lang/Throwable;
    .registers 3
    iget-object v0, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    if-nez v0, :already
    if-eq p1, p0, :self
    iput-object p1, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    return-object p0
    :already
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "Can't overwrite cause"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :self
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Self-causation not permitted"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0}, Ljava/lang/Throwable;->getLocalizedMessage()Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :plain
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v0, ": "
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    :plain
    return-object v0
.end method

.method public printStackTrace()V
    .registers 5
    sget-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const/4 v1, 0
    invoke-direct {p0, v1}, Ljava/lang/Throwable;->printFrames(Ljava/lang/Throwable;)V
    move-object v1, p0
    const/16 v3, 64
    :loop
    iget-object v2, v1, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    if-eqz v2, :done
    if-eq v2, v1, :done
    add-int/lit8 v3, v3, -1
    if-ltz v3, :done
    const-string v4, "Caused by: "
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-direct {v2, v1}, Ljava/lang/Throwable;->printFrames(Ljava/lang/Throwable;)V
    move-object v1, v2
    goto :loop
    :done
    return-void
.end method

.method public native fillInStackTrace()Ljava/lang/Throwable;
.end method

.method private native printFrames(Ljava/lang/Throwable;)V
.end method

