.class public LMyException;
.super Ljava/lang/Exception;
.source "MyException.java"

.field code:I
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V
    iput p2, p0, LMyException;->code:I
    return-void
.end method
.method public getCode()I
    .registers 2
    iget v0, p0, LMyException;->code:I
    return v0
.end method
