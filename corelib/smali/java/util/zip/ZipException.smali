.class public Ljava/util/zip/ZipException;
.super Ljava/io/IOException;
.source "ZipException.java"

# A ZIP file's structure is malformed (ZipInputStream).

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
