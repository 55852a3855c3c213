.class public interface abstract LGreeter;
.super Ljava/lang/Object;
.source "Greeter.java"

.field public static final ANSWER:I = 0x2a

.method public static create()LGreeter;
    .registers 1
    new-instance v0, LGreeterImpl;
    invoke-direct {v0}, LGreeterImpl;-><init>()V
    return-object v0
.end method

.method public abstract name()Ljava/lang/String;
.end method

.method public greet()Ljava/lang/String;
    .registers 2
    .line 7
    invoke-interface {p0}, LGreeter;->name()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
