.class public LCounting;
.super Ljava/util/Random;
.source "Main.java"

.field calls:I

.method public constructor <init>(J)V
    .locals 0
    invoke-direct {p0, p1, p2}, Ljava/util/Random;-><init>(J)V
    return-void
.end method

.method public setSeed(J)V
    .locals 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-super {p0, p1, p2}, Ljava/util/Random;->setSeed(J)V
    return-void
.end method

.method protected next(I)I
    .locals 1
    iget v0, p0, LCounting;->calls:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LCounting;->calls:I
    invoke-super {p0, p1}, Ljava/util/Random;->next(I)I
    move-result v0
    return v0
.end method
