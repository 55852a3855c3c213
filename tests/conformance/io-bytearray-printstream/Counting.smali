.class public LCounting;
.super Ljava/io/OutputStream;
.source "Main.java"

# An OutputStream that records its bytes as chars and counts flush() and
# write(byte[], int, int) calls (which then write byte by byte, as OutputStream does).

.field public text:Ljava/lang/StringBuilder;
.field public flushes:I
.field public arrays:I

.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Ljava/io/OutputStream;-><init>()V
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iput-object v0, p0, LCounting;->text:Ljava/lang/StringBuilder;
    return-void
.end method

.method public write(I)V
    .locals 1
    iget-object v0, p0, LCounting;->text:Ljava/lang/StringBuilder;
    int-to-char p1, p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    return-void
.end method

.method public write([BII)V
    .locals 1
    iget v0, p0, LCounting;->arrays:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LCounting;->arrays:I
    invoke-super {p0, p1, p2, p3}, Ljava/io/OutputStream;->write([BII)V
    return-void
.end method

.method public flush()V
    .locals 1
    iget v0, p0, LCounting;->flushes:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LCounting;->flushes:I
    return-void
.end method

# "flushes/arrays"
.method public counts()Ljava/lang/String;
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget v1, p0, LCounting;->flushes:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v1, 0x2f
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget v1, p0, LCounting;->arrays:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
