.class public interface abstract LGreeter;
.super Ljava/lang/Object;
.source "Greeter.java"

.method public abstract name()Ljava/lang/String;
.end method
.method public greet()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Hello, "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-interface {p0}, LGreeter;->name()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
.method public static make(Ljava/lang/String;)LGreeter;
    .registers 2
    new-instance v0, LNamed;
    invoke-direct {v0, p0}, LNamed;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
