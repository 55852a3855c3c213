.class final Ljava/nio/StringCharBuffer;
.super Ljava/nio/CharBuffer;
.source "StringCharBuffer.java"

# CharBuffer.wrap(CharSequence): a read-only CharBuffer over the sequence's chars,
# element i being str.charAt(offset + i).

.field final str:Ljava/lang/CharSequence;

# (str, mark, pos, lim, cap, offset)
.method constructor <init>(Ljava/lang/CharSequence;IIIII)V
    .locals 7
    move-object v0, p0
    move v1, p2
    move v2, p3
    move v3, p4
    move v4, p5
    const/4 v5, 0
    move v6, p6
    invoke-direct/range {v0 .. v6}, Ljava/nio/CharBuffer;-><init>(IIII[CI)V
    iput-object p1, p0, Ljava/nio/StringCharBuffer;->str:Ljava/lang/CharSequence;
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/nio/CharBuffer;->isReadOnly:Z
    return-void
.end method

.method ix(I)C
    .locals 2
    iget-object v0, p0, Ljava/nio/StringCharBuffer;->str:Ljava/lang/CharSequence;
    iget v1, p0, Ljava/nio/CharBuffer;->offset:I
    add-int/2addr v1, p1
    invoke-interface {v0, v1}, Ljava/lang/CharSequence;->charAt(I)C
    move-result v0
    return v0
.end method

.method ix(IC)V
    .locals 1
    new-instance v0, Ljava/nio/ReadOnlyBufferException;
    invoke-direct {v0}, Ljava/nio/ReadOnlyBufferException;-><init>()V
    throw v0
.end method

.method derive(IIIIIZ)Ljava/nio/CharBuffer;
    .locals 7
    new-instance v0, Ljava/nio/StringCharBuffer;
    iget-object v1, p0, Ljava/nio/StringCharBuffer;->str:Ljava/lang/CharSequence;
    move v2, p1
    move v3, p2
    move v4, p3
    move v5, p4
    iget v6, p0, Ljava/nio/CharBuffer;->offset:I
    add-int/2addr v6, p5
    invoke-direct/range {v0 .. v6}, Ljava/nio/StringCharBuffer;-><init>(Ljava/lang/CharSequence;IIIII)V
    return-object v0
.end method

.method public order()Ljava/nio/ByteOrder;
    .locals 1
    invoke-static {}, Ljava/nio/ByteOrder;->nativeOrder()Ljava/nio/ByteOrder;
    move-result-object v0
    return-object v0
.end method
