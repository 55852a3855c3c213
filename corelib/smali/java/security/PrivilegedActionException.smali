.class public Ljava/security/PrivilegedActionException;
.super Ljava/lang/Exception;
.source "PrivilegedActionException.java"

# The checked exception a PrivilegedExceptionAction threw, as its cause (JDK 17
# java.security.PrivilegedActionException: no message of its own; toString is the class
# name followed by ": " and the cause's toString).

.method public constructor <init>(Ljava/lang/Exception;)V
    .registers 3
    const/4 v0, 0x0
    invoke-direct {p0, v0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void
.end method

.method public getException()Ljava/lang/Exception;
    .registers 2
    invoke-super {p0}, Ljava/lang/Exception;->getCause()Ljava/lang/Throwable;
    move-result-object v0
    check-cast v0, Ljava/lang/Exception;
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-super {p0}, Ljava/lang/Exception;->getCause()Ljava/lang/Throwable;
    move-result-object v1
    if-nez v1, :cause
    return-object v0
    :cause
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v0, ": "
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
