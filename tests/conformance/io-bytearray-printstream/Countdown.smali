.class public LCountdown;
.super Ljava/io/InputStream;
.source "Main.java"

# Reads n, n-1, ..., 1, then the end (-1): InputStream's defaults do the rest.
.field left:I

.method public constructor <init>(I)V
    .locals 0
    invoke-direct {p0}, Ljava/io/InputStream;-><init>()V
    iput p1, p0, LCountdown;->left:I
    return-void
.end method

.method public read()I
    .locals 1
    iget v0, p0, LCountdown;->left:I
    if-nez v0, :more
    const/4 v0, -1
    return v0
    :more
    add-int/lit8 v0, v0, -1
    iput v0, p0, LCountdown;->left:I
    add-int/lit8 v0, v0, 1
    return v0
.end method
