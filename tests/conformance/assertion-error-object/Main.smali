.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# AssertionError(Object): the message is String.valueOf(detail) and a Throwable detail
# is also the cause; the primitive overloads; (String, Throwable); and an `assert` as
# javac and dx compile it (disabled: desiredAssertionStatus() is false on both).

.field static final synthetic $assertionsDisabled:Z

.method static constructor <clinit>()V
    .registers 1
    const-class v0, LMain;
    invoke-virtual {v0}, Ljava/lang/Class;->desiredAssertionStatus()Z
    move-result v0
    if-nez v0, :enabled
    const/4 v0, 1
    goto :set
    :enabled
    const/4 v0, 0
    :set
    sput-boolean v0, LMain;->$assertionsDisabled:Z
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    new-instance v0, Ljava/lang/AssertionError;
    const-string v1, "msg"
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(Ljava/lang/Object;)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    new-instance v0, Ljava/lang/AssertionError;
    const/16 v1, 42
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(Ljava/lang/Object;)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    new-instance v0, Ljava/lang/AssertionError;
    const/4 v1, 0
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(Ljava/lang/Object;)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V

    new-instance v2, Ljava/lang/IllegalStateException;
    const-string v1, "inner"
    invoke-direct {v2, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/AssertionError;
    invoke-direct {v0, v2}, Ljava/lang/AssertionError;-><init>(Ljava/lang/Object;)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v1
    if-ne v1, v2, :other
    const-string v1, "the detail is the cause"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :other
    :init_start
    invoke-virtual {v0, v2}, Ljava/lang/Throwable;->initCause(Ljava/lang/Throwable;)Ljava/lang/Throwable;
    :init_end
    .catch Ljava/lang/IllegalStateException; {:init_start .. :init_end} :init_failed
    goto :prims
    :init_failed
    move-exception v1
    const-string v1, "initCause again: IllegalStateException"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V

    :prims
    new-instance v0, Ljava/lang/AssertionError;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(Z)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    new-instance v0, Ljava/lang/AssertionError;
    const/16 v1, 0x78
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(C)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    new-instance v0, Ljava/lang/AssertionError;
    const/4 v1, -7
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(I)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    new-instance v0, Ljava/lang/AssertionError;
    const-wide v3, 0x123456789L
    invoke-direct {v0, v3, v4}, Ljava/lang/AssertionError;-><init>(J)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    new-instance v0, Ljava/lang/AssertionError;
    const/high16 v1, 0x3fc00000
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(F)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    new-instance v0, Ljava/lang/AssertionError;
    const-wide/high16 v3, 0x4004000000000000L
    invoke-direct {v0, v3, v4}, Ljava/lang/AssertionError;-><init>(D)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    new-instance v0, Ljava/lang/AssertionError;
    const-string v1, "with cause"
    invoke-direct {v0, v1, v2}, Ljava/lang/AssertionError;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    new-instance v0, Ljava/lang/AssertionError;
    invoke-direct {v0}, Ljava/lang/AssertionError;-><init>()V
    invoke-static {v0}, LMain;->show(Ljava/lang/Throwable;)V
    instance-of v1, v0, Ljava/lang/Error;
    invoke-static {v1}, LMain;->p(Z)V

    # assert false : "boom";
    sget-boolean v0, LMain;->$assertionsDisabled:Z
    if-nez v0, :asserted
    new-instance v0, Ljava/lang/AssertionError;
    const-string v1, "boom"
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(Ljava/lang/Object;)V
    throw v0
    :asserted
    const-string v0, "assertions are disabled"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

# toString, then the cause's toString.
.method static show(Ljava/lang/Throwable;)V
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Throwable;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, " | cause: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
