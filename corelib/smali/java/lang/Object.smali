.class public Ljava/lang/Object;
.source "Object.java"


.method public constructor <init>()V
    .registers 1
    return-void
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne p0, p1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v1, 0x40
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Object;->hashCode()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method protected finalize()V
    .registers 1
    return-void
.end method

.method public native hashCode()I
.end method

.method public final native getClass()Ljava/lang/Class;
.end method

.method protected native clone()Ljava/lang/Object;
.end method

.method public final native wait()V
.end method

.method public final native wait(J)V
.end method

.method public final native notify()V
.end method

.method public final native notifyAll()V
.end method

