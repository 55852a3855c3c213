.class public Ljava/nio/charset/CharacterCodingException;
.super Ljava/io/IOException;
.source "CharacterCodingException.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/io/IOException;-><init>()V
    return-void
.end method
