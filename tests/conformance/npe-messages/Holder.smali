.class public LHolder;
.super Ljava/lang/Object;
.source "Holder.java"

.field public x:I
.field public s:Ljava/lang/String;
.field public w:J

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public mix(I[Ljava/lang/String;J)V
    .registers 5
    return-void
.end method

.method private secret()I
    .registers 2
    const/4 v0, 1
    return v0
.end method

.method public static callSecret(LHolder;)I
    .registers 2
    invoke-direct {p0}, LHolder;->secret()I
    move-result v0
    return v0
.end method
