.class public Ljava/util/zip/DataFormatException;
.super Ljava/lang/Exception;
.source "DataFormatException.java"

# The compressed data is malformed (Inflater.inflate).

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Exception;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V
    return-void
.end method
