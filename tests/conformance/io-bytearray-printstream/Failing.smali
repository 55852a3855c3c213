.class public LFailing;
.super Ljava/io/OutputStream;
.source "Main.java"

# Every write fails with IOException("disk full").
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/io/OutputStream;-><init>()V
    return-void
.end method

.method public write(I)V
    .locals 2
    new-instance v0, Ljava/io/IOException;
    const-string v1, "disk full"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
