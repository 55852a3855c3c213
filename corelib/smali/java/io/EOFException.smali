.class public Ljava/io/EOFException;
.super Ljava/io/IOException;
.source "EOFException.java"

# The end of a stream came before the data a reader needed (ZipInputStream's headers).

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/io/IOException;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    return-void
.end method
