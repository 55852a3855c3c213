.class public interface abstract Ljava/security/PrivilegedExceptionAction;
.super Ljava/lang/Object;
.source "PrivilegedExceptionAction.java"

# A computation that may throw a checked exception, which doPrivileged wraps in a
# PrivilegedActionException (JDK 17 java.security.PrivilegedExceptionAction).

.method public abstract run()Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
