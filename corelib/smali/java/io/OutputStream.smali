.class public abstract Ljava/io/OutputStream;
.super Ljava/lang/Object;
.source "OutputStream.java"
.implements Ljava/io/Closeable;
.implements Ljava/io/Flushable;

# The JDK's OutputStream: byte arrays written one write(int) at a time after the
# Objects.checkFromIndexSize bounds check; flush() and close() do nothing here (the
# JDK documents both as no-ops for the base class).

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract write(I)V
.end method

.method public write([B)V
    .registers 4
    const/4 v0, 0
    array-length v1, p1
    invoke-virtual {p0, p1, v0, v1}, Ljava/io/OutputStream;->write([BII)V
    return-void
.end method

.method public write([BII)V
    .registers 7
    array-length v0, p1
    invoke-static {p2, p3, v0}, Ljava/util/Objects;->checkFromIndexSize(III)I
    const/4 v0, 0
    :loop
    if-ge v0, p3, :done
    add-int v1, p2, v0
    aget-byte v1, p1, v1
    invoke-virtual {p0, v1}, Ljava/io/OutputStream;->write(I)V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method

.method public flush()V
    .registers 1
    return-void
.end method

.method public close()V
    .registers 1
    return-void
.end method
