.class public LNamed;
.super Ljava/lang/Object;
.source "Named.java"
.implements LGreeter;

.field n:Ljava/lang/String;
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LNamed;->n:Ljava/lang/String;
    return-void
.end method
.method public name()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, LNamed;->n:Ljava/lang/String;
    return-object v0
.end method
