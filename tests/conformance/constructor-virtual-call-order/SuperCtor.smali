.class public LSuperCtor;
.super Ljava/lang/Object;
.source "SuperCtor.java"

.field base:I
.method public constructor <init>()V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 7
    iput v0, p0, LSuperCtor;->base:I
    const-string v1, "SuperCtor: describe() sees"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p0}, LSuperCtor;->describe()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method
.method public describe()Ljava/lang/String;
    .registers 2
    const-string v0, "super"
    return-object v0
.end method
