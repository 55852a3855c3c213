.class public Ljava/lang/ArrayIndexOutOfBoundsException;
.super Ljava/lang/IndexOutOfBoundsException;
.source "ArrayIndexOutOfBoundsException.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    return-void
.end method

# "Array index out of range: " + index, as the JDK's (java.util.Vector throws these).
.method public constructor <init>(I)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Array index out of range: "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    return-void
.end method
