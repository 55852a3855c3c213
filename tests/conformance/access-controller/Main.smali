.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# AccessController.doPrivileged as a plain call: a PrivilegedAction's result and its
# unchecked exceptions; a PrivilegedExceptionAction's result, its checked exceptions
# wrapped in PrivilegedActionException (getException, getCause, getMessage, toString)
# and its unchecked exceptions and errors passed through.
.method public static main([Ljava/lang/String;)V
    .registers 8
    new-instance v0, LPlain;
    const/4 v1, 0
    invoke-direct {v0, v1}, LPlain;-><init>(Z)V
    invoke-static {v0}, Ljava/security/AccessController;->doPrivileged(Ljava/security/PrivilegedAction;)Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v0}, Ljava/security/AccessController;->doPrivilegedWithCombiner(Ljava/security/PrivilegedAction;)Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V

    new-instance v0, LPlain;
    const/4 v1, 1
    invoke-direct {v0, v1}, LPlain;-><init>(Z)V
    :try1
    invoke-static {v0}, Ljava/security/AccessController;->doPrivileged(Ljava/security/PrivilegedAction;)Ljava/lang/Object;
    :try1_end
    .catch Ljava/lang/IllegalStateException; {:try1 .. :try1_end} :c1
    const-string v1, "no exception"
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    goto :loop_init
    :c1
    move-exception v1
    const-string v2, "passed through: "
    invoke-static {v2, v1}, LMain;->p2(Ljava/lang/String;Ljava/lang/Object;)V

    :loop_init
    const/4 v3, 0
    :loop
    const/4 v4, 5
    if-ge v3, v4, :after
    new-instance v0, LChecked;
    invoke-direct {v0, v3}, LChecked;-><init>(I)V
    :try2
    invoke-static {v0}, Ljava/security/AccessController;->doPrivileged(Ljava/security/PrivilegedExceptionAction;)Ljava/lang/Object;
    move-result-object v1
    :try2_end
    .catch Ljava/security/PrivilegedActionException; {:try2 .. :try2_end} :wrapped
    .catch Ljava/lang/Throwable; {:try2 .. :try2_end} :other
    const-string v2, "returned: "
    invoke-static {v2, v1}, LMain;->p2(Ljava/lang/String;Ljava/lang/Object;)V
    goto :next
    :wrapped
    move-exception v1
    const-string v2, "wrapped: "
    invoke-static {v2, v1}, LMain;->p2(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "  getException: "
    invoke-virtual {v1}, Ljava/security/PrivilegedActionException;->getException()Ljava/lang/Exception;
    move-result-object v5
    invoke-static {v2, v5}, LMain;->p2(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v6
    const-string v2, "  cause is the exception: "
    if-ne v5, v6, :differ
    const-string v5, "yes"
    goto :pc
    :differ
    const-string v5, "no"
    :pc
    invoke-static {v2, v5}, LMain;->p2(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "  getMessage: "
    invoke-virtual {v1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v5
    invoke-static {v2, v5}, LMain;->p2(Ljava/lang/String;Ljava/lang/Object;)V
    goto :next
    :other
    move-exception v1
    const-string v2, "passed through: "
    invoke-static {v2, v1}, LMain;->p2(Ljava/lang/String;Ljava/lang/Object;)V
    :next
    add-int/lit8 v3, v3, 1
    goto :loop

    :after
    new-instance v0, Ljava/security/PrivilegedActionException;
    const/4 v1, 0
    invoke-direct {v0, v1}, Ljava/security/PrivilegedActionException;-><init>(Ljava/lang/Exception;)V
    const-string v2, "no cause: "
    invoke-static {v2, v0}, LMain;->p2(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/security/PrivilegedActionException;->getException()Ljava/lang/Exception;
    move-result-object v1
    const-string v2, "  getException: "
    invoke-static {v2, v1}, LMain;->p2(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static p2(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
