.class public final Ljava/security/AccessController;
.super Ljava/lang/Object;
.source "AccessController.java"

# java.security.AccessController as on Android: there is no security manager, so
# doPrivileged is a plain call of the action (JDK 17 semantics for the result and for
# exceptions: unchecked ones pass through, checked ones of a PrivilegedExceptionAction
# come wrapped in a PrivilegedActionException).

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static doPrivileged(Ljava/security/PrivilegedAction;)Ljava/lang/Object;
    .registers 2
    invoke-interface {p0}, Ljava/security/PrivilegedAction;->run()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static doPrivileged(Ljava/security/PrivilegedExceptionAction;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/security/PrivilegedActionException;
        }
    .end annotation
    :try_start
    invoke-interface {p0}, Ljava/security/PrivilegedExceptionAction;->run()Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :unchecked
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :checked
    return-object v0
    :unchecked
    move-exception v0
    throw v0
    :checked
    move-exception v0
    new-instance v1, Ljava/security/PrivilegedActionException;
    invoke-direct {v1, v0}, Ljava/security/PrivilegedActionException;-><init>(Ljava/lang/Exception;)V
    throw v1
.end method

# The variants that name a context or permissions run the action the same way.
.method public static doPrivilegedWithCombiner(Ljava/security/PrivilegedAction;)Ljava/lang/Object;
    .registers 2
    invoke-static {p0}, Ljava/security/AccessController;->doPrivileged(Ljava/security/PrivilegedAction;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static doPrivilegedWithCombiner(Ljava/security/PrivilegedExceptionAction;)Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/security/PrivilegedActionException;
        }
    .end annotation
    invoke-static {p0}, Ljava/security/AccessController;->doPrivileged(Ljava/security/PrivilegedExceptionAction;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
