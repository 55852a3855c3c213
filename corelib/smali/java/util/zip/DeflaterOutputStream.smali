.class public Ljava/util/zip/DeflaterOutputStream;
.super Ljava/io/FilterOutputStream;
.source "DeflaterOutputStream.java"

# java.util.zip.DeflaterOutputStream (JDK 17 API): compresses what is written with a
# Deflater (zlib by default) into `out`, buf.length bytes at a time; finish() ends the
# stream, close() finishes it and closes `out`; with syncFlush, flush() sends a
# SYNC_FLUSH so everything written so far can be inflated.

.field protected def:Ljava/util/zip/Deflater;
.field protected buf:[B
.field private closed:Z
.field private final syncFlush:Z
.field private usesDefaultDeflater:Z

.method public constructor <init>(Ljava/io/OutputStream;Ljava/util/zip/Deflater;IZ)V
    .registers 7
    invoke-direct {p0, p1}, Ljava/io/FilterOutputStream;-><init>(Ljava/io/OutputStream;)V
    if-eqz p1, :npe
    if-eqz p2, :npe
    if-lez p3, :size
    iput-object p2, p0, Ljava/util/zip/DeflaterOutputStream;->def:Ljava/util/zip/Deflater;
    new-array v0, p3, [B
    iput-object v0, p0, Ljava/util/zip/DeflaterOutputStream;->buf:[B
    iput-boolean p4, p0, Ljava/util/zip/DeflaterOutputStream;->syncFlush:Z
    return-void
    :npe
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :size
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "buffer size <= 0"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public constructor <init>(Ljava/io/OutputStream;Ljava/util/zip/Deflater;I)V
    .registers 5
    const/4 v0, 0
    invoke-direct {p0, p1, p2, p3, v0}, Ljava/util/zip/DeflaterOutputStream;-><init>(Ljava/io/OutputStream;Ljava/util/zip/Deflater;IZ)V
    return-void
.end method

.method public constructor <init>(Ljava/io/OutputStream;Ljava/util/zip/Deflater;Z)V
    .registers 5
    const/16 v0, 512
    invoke-direct {p0, p1, p2, v0, p3}, Ljava/util/zip/DeflaterOutputStream;-><init>(Ljava/io/OutputStream;Ljava/util/zip/Deflater;IZ)V
    return-void
.end method

.method public constructor <init>(Ljava/io/OutputStream;Ljava/util/zip/Deflater;)V
    .registers 5
    const/16 v0, 512
    const/4 v1, 0
    invoke-direct {p0, p1, p2, v0, v1}, Ljava/util/zip/DeflaterOutputStream;-><init>(Ljava/io/OutputStream;Ljava/util/zip/Deflater;IZ)V
    return-void
.end method

.method public constructor <init>(Ljava/io/OutputStream;Z)V
    .registers 5
    new-instance v0, Ljava/util/zip/Deflater;
    invoke-direct {v0}, Ljava/util/zip/Deflater;-><init>()V
    const/16 v1, 512
    invoke-direct {p0, p1, v0, v1, p2}, Ljava/util/zip/DeflaterOutputStream;-><init>(Ljava/io/OutputStream;Ljava/util/zip/Deflater;IZ)V
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/DeflaterOutputStream;->usesDefaultDeflater:Z
    return-void
.end method

.method public constructor <init>(Ljava/io/OutputStream;)V
    .registers 3
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/zip/DeflaterOutputStream;-><init>(Ljava/io/OutputStream;Z)V
    return-void
.end method

.method public write(I)V
    .registers 5
    const/4 v0, 1
    new-array v0, v0, [B
    int-to-byte v1, p1
    const/4 v2, 0
    aput-byte v1, v0, v2
    const/4 v1, 1
    invoke-virtual {p0, v0, v2, v1}, Ljava/util/zip/DeflaterOutputStream;->write([BII)V
    return-void
.end method

.method public write([BII)V
    .registers 6
    iget-object v0, p0, Ljava/util/zip/DeflaterOutputStream;->def:Ljava/util/zip/Deflater;
    invoke-virtual {v0}, Ljava/util/zip/Deflater;->finished()Z
    move-result v1
    if-nez v1, :beyond
    array-length v1, p1
    if-ltz p2, :oob
    if-ltz p3, :oob
    sub-int/2addr v1, p3
    if-gt p2, v1, :oob
    if-nez p3, :go
    return-void
    :go
    invoke-virtual {v0, p1, p2, p3}, Ljava/util/zip/Deflater;->setInput([BII)V
    :loop
    invoke-virtual {v0}, Ljava/util/zip/Deflater;->needsInput()Z
    move-result v1
    if-nez v1, :done
    invoke-virtual {p0}, Ljava/util/zip/DeflaterOutputStream;->deflate()V
    goto :loop
    :done
    return-void
    :beyond
    new-instance v0, Ljava/io/IOException;
    const-string v1, "write beyond end of stream"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
    :oob
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
.end method

.method protected deflate()V
    .registers 5
    iget-object v0, p0, Ljava/util/zip/DeflaterOutputStream;->def:Ljava/util/zip/Deflater;
    iget-object v1, p0, Ljava/util/zip/DeflaterOutputStream;->buf:[B
    invoke-virtual {v0, v1}, Ljava/util/zip/Deflater;->deflate([B)I
    move-result v0
    if-lez v0, :none
    iget-object v2, p0, Ljava/util/zip/DeflaterOutputStream;->out:Ljava/io/OutputStream;
    const/4 v3, 0
    invoke-virtual {v2, v1, v3, v0}, Ljava/io/OutputStream;->write([BII)V
    :none
    return-void
.end method

.method public finish()V
    .registers 3
    iget-object v0, p0, Ljava/util/zip/DeflaterOutputStream;->def:Ljava/util/zip/Deflater;
    invoke-virtual {v0}, Ljava/util/zip/Deflater;->finished()Z
    move-result v1
    if-nez v1, :done
    invoke-virtual {v0}, Ljava/util/zip/Deflater;->finish()V
    :loop
    invoke-virtual {v0}, Ljava/util/zip/Deflater;->finished()Z
    move-result v1
    if-nez v1, :done
    invoke-virtual {p0}, Ljava/util/zip/DeflaterOutputStream;->deflate()V
    goto :loop
    :done
    return-void
.end method

.method public close()V
    .registers 2
    iget-boolean v0, p0, Ljava/util/zip/DeflaterOutputStream;->closed:Z
    if-nez v0, :done
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/zip/DeflaterOutputStream;->closed:Z
    invoke-virtual {p0}, Ljava/util/zip/DeflaterOutputStream;->finish()V
    iget-boolean v0, p0, Ljava/util/zip/DeflaterOutputStream;->usesDefaultDeflater:Z
    if-eqz v0, :keep
    iget-object v0, p0, Ljava/util/zip/DeflaterOutputStream;->def:Ljava/util/zip/Deflater;
    invoke-virtual {v0}, Ljava/util/zip/Deflater;->end()V
    :keep
    iget-object v0, p0, Ljava/util/zip/DeflaterOutputStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :done
    return-void
.end method

.method public flush()V
    .registers 7
    iget-boolean v0, p0, Ljava/util/zip/DeflaterOutputStream;->syncFlush:Z
    if-eqz v0, :plain
    iget-object v0, p0, Ljava/util/zip/DeflaterOutputStream;->def:Ljava/util/zip/Deflater;
    invoke-virtual {v0}, Ljava/util/zip/Deflater;->finished()Z
    move-result v1
    if-nez v1, :plain
    iget-object v1, p0, Ljava/util/zip/DeflaterOutputStream;->buf:[B
    :loop
    const/4 v2, 0
    array-length v3, v1
    const/4 v4, 2
    invoke-virtual {v0, v1, v2, v3, v4}, Ljava/util/zip/Deflater;->deflate([BIII)I
    move-result v4
    if-lez v4, :plain
    iget-object v5, p0, Ljava/util/zip/DeflaterOutputStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v5, v1, v2, v4}, Ljava/io/OutputStream;->write([BII)V
    if-lt v4, v3, :plain
    goto :loop
    :plain
    iget-object v0, p0, Ljava/util/zip/DeflaterOutputStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0}, Ljava/io/OutputStream;->flush()V
    return-void
.end method
