.class public interface abstract Ljava/security/PrivilegedAction;
.super Ljava/lang/Object;
.source "PrivilegedAction.java"

# A computation AccessController.doPrivileged runs (JDK 17 java.security.PrivilegedAction).

.method public abstract run()Ljava/lang/Object;
.end method
