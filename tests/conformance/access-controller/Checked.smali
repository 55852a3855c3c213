.class public LChecked;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/security/PrivilegedExceptionAction;

# A PrivilegedExceptionAction: mode 0 returns 42, 1 throws a checked IOException,
# 2 an unchecked UnsupportedOperationException, 3 a checked exception without message,
# 4 an Error.
.field mode:I

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LChecked;->mode:I
    return-void
.end method

.method public run()Ljava/lang/Object;
    .registers 3
    iget v0, p0, LChecked;->mode:I
    packed-switch v0, :modes
    const/16 v0, 42
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :io
    new-instance v0, Ljava/io/IOException;
    const-string v1, "io failed"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
    :unchecked
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v1, "unchecked"
    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v0
    :interrupted
    new-instance v0, Ljava/lang/InterruptedException;
    invoke-direct {v0}, Ljava/lang/InterruptedException;-><init>()V
    throw v0
    :error
    new-instance v0, Ljava/lang/AssertionError;
    const-string v1, "an error"
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(Ljava/lang/Object;)V
    throw v0
    :modes
    .packed-switch 0x1
        :io
        :unchecked
        :interrupted
        :error
    .end packed-switch
.end method
