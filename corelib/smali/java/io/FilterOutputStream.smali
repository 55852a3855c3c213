.class public Ljava/io/FilterOutputStream;
.super Ljava/io/OutputStream;
.source "FilterOutputStream.java"

# The JDK's FilterOutputStream: every write goes through write(int) to the underlying
# stream; close() flushes, then closes the underlying stream even if flush failed
# (once).

.field protected out:Ljava/io/OutputStream;
.field private closed:Z

.method public constructor <init>(Ljava/io/OutputStream;)V
    .registers 2
    invoke-direct {p0}, Ljava/io/OutputStream;-><init>()V
    iput-object p1, p0, Ljava/io/FilterOutputStream;->out:Ljava/io/OutputStream;
    return-void
.end method

.method public write(I)V
    .registers 3
    iget-object v0, p0, Ljava/io/FilterOutputStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0, p1}, Ljava/io/OutputStream;->write(I)V
    return-void
.end method

.method public write([B)V
    .registers 4
    const/4 v0, 0
    array-length v1, p1
    invoke-virtual {p0, p1, v0, v1}, Ljava/io/FilterOutputStream;->write([BII)V
    return-void
.end method

# if ((off | len | (b.length - (len + off)) | (off + len)) < 0) throw new IndexOutOfBoundsException();
.method public write([BII)V
    .registers 7
    array-length v0, p1
    add-int v1, p3, p2
    sub-int/2addr v0, v1
    or-int/2addr v0, v1
    or-int/2addr v0, p2
    or-int/2addr v0, p3
    if-gez v0, :ok
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
    :ok
    const/4 v0, 0
    :loop
    if-ge v0, p3, :done
    add-int v1, p2, v0
    aget-byte v1, p1, v1
    invoke-virtual {p0, v1}, Ljava/io/FilterOutputStream;->write(I)V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method

.method public flush()V
    .registers 2
    iget-object v0, p0, Ljava/io/FilterOutputStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0}, Ljava/io/OutputStream;->flush()V
    return-void
.end method

# close(): the JDK's (without addSuppressed, which this library lacks): when both flush
# and close fail, close's exception is the one thrown.
.method public close()V
    .registers 4
    iget-boolean v0, p0, Ljava/io/FilterOutputStream;->closed:Z
    if-eqz v0, :open
    return-void
    :open
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/io/FilterOutputStream;->closed:Z
    :try_flush
    invoke-virtual {p0}, Ljava/io/FilterOutputStream;->flush()V
    :try_flush_end
    .catchall {:try_flush .. :try_flush_end} :flush_failed
    iget-object v0, p0, Ljava/io/FilterOutputStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    return-void
    :flush_failed
    move-exception v1
    iget-object v0, p0, Ljava/io/FilterOutputStream;->out:Ljava/io/OutputStream;
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    throw v1
.end method
