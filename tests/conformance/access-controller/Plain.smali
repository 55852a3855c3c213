.class public LPlain;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/security/PrivilegedAction;

# A PrivilegedAction: returns a string, or (when boom) throws an unchecked exception.
.field boom:Z

.method public constructor <init>(Z)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-boolean p1, p0, LPlain;->boom:Z
    return-void
.end method

.method public run()Ljava/lang/Object;
    .registers 3
    iget-boolean v0, p0, LPlain;->boom:Z
    if-nez v0, :boom
    const-string v0, "plain ran"
    return-object v0
    :boom
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "boom"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
