.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 16
    const/16 v0, 16
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v10
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 1
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->put(B)Ljava/nio/ByteBuffer;
    const/4 v0, 2
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->put(B)Ljava/nio/ByteBuffer;
    const/4 v0, -3
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->put(B)Ljava/nio/ByteBuffer;
    const/4 v0, 7
    const/16 v1, 42
    invoke-virtual {v10, v0, v1}, Ljava/nio/ByteBuffer;->put(IB)Ljava/nio/ByteBuffer;
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->flip()Ljava/nio/ByteBuffer;
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->get()B
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->remaining()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->mark()Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->get()B
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->reset()Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->position()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->compact()Ljava/nio/ByteBuffer;
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->flip()Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->hasRemaining()Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const/4 v0, 1
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->get(I)B
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->rewind()Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->clear()Ljava/nio/ByteBuffer;
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 5
    new-array v13, v13, [I
    fill-array-data v13, :arr1
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    const/4 v0, 1
    const/4 v1, 3
    invoke-static {v11, v0, v1}, Ljava/nio/ByteBuffer;->wrap([BII)Ljava/nio/ByteBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 0
    invoke-virtual {v12, v0}, Ljava/nio/ByteBuffer;->get(I)B
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v12}, Ljava/nio/ByteBuffer;->arrayOffset()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v12}, Ljava/nio/ByteBuffer;->slice()Ljava/nio/ByteBuffer;
    move-result-object v13
    invoke-static {v13}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v13}, Ljava/nio/ByteBuffer;->arrayOffset()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/4 v0, 0
    const/16 v1, 99
    invoke-virtual {v13, v0, v1}, Ljava/nio/ByteBuffer;->put(IB)Ljava/nio/ByteBuffer;
    invoke-virtual {v13}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    invoke-virtual {v12}, Ljava/nio/ByteBuffer;->duplicate()Ljava/nio/ByteBuffer;
    move-result-object v13
    const/4 v0, 4
    invoke-virtual {v13, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    invoke-static {v13}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 3
    new-array v0, v0, [B
    invoke-virtual {v12, v0}, Ljava/nio/ByteBuffer;->get([B)Ljava/nio/ByteBuffer;
    invoke-static {v0}, LMain;->bytes([B)V
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 2
    const/4 v1, 2
    invoke-virtual {v12, v0, v1}, Ljava/nio/ByteBuffer;->slice(II)Ljava/nio/ByteBuffer;
    move-result-object v13
    invoke-static {v13}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v13}, Ljava/nio/ByteBuffer;->get()B
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/16 v0, 8
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v13
    const/4 v0, 1
    const/4 v1, 2
    invoke-virtual {v13, v11, v0, v1}, Ljava/nio/ByteBuffer;->put([BII)Ljava/nio/ByteBuffer;
    invoke-static {v11}, Ljava/nio/ByteBuffer;->wrap([B)Ljava/nio/ByteBuffer;
    move-result-object v0
    invoke-virtual {v13, v0}, Ljava/nio/ByteBuffer;->put(Ljava/nio/ByteBuffer;)Ljava/nio/ByteBuffer;
    invoke-static {v13}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v13}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr2
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v0
    invoke-static {v0}, Ljava/nio/ByteBuffer;->wrap([B)Ljava/nio/ByteBuffer;
    move-result-object v11
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr3
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v0
    invoke-static {v0}, Ljava/nio/ByteBuffer;->wrap([B)Ljava/nio/ByteBuffer;
    move-result-object v12
    const/4 v0, 1
    invoke-virtual {v12, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    invoke-virtual {v11, v12}, Ljava/nio/ByteBuffer;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v11}, Ljava/nio/ByteBuffer;->hashCode()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v12}, Ljava/nio/ByteBuffer;->hashCode()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v11, v12}, Ljava/nio/ByteBuffer;->compareTo(Ljava/nio/ByteBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/4 v0, 2
    const/16 v1, -100
    invoke-virtual {v12, v0, v1}, Ljava/nio/ByteBuffer;->put(IB)Ljava/nio/ByteBuffer;
    invoke-virtual {v11, v12}, Ljava/nio/ByteBuffer;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v11, v12}, Ljava/nio/ByteBuffer;->compareTo(Ljava/nio/ByteBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v12, v11}, Ljava/nio/ByteBuffer;->compareTo(Ljava/nio/ByteBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v11, v12}, Ljava/nio/ByteBuffer;->mismatch(Ljava/nio/ByteBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/4 v0, 2
    invoke-virtual {v11, v0}, Ljava/nio/ByteBuffer;->limit(I)Ljava/nio/ByteBuffer;
    invoke-virtual {v11, v12}, Ljava/nio/ByteBuffer;->compareTo(Ljava/nio/ByteBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v11}, Ljava/nio/ByteBuffer;->asReadOnlyBuffer()Ljava/nio/ByteBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/ByteBuffer;->isReadOnly()Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v12}, Ljava/nio/ByteBuffer;->hasArray()Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v12, v11}, Ljava/nio/ByteBuffer;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v12}, Ljava/nio/ByteBuffer;->isDirect()Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    move-object v0, v11
    invoke-virtual {v0}, Ljava/nio/Buffer;->clear()Ljava/nio/Buffer;
    const/4 v1, 1
    invoke-virtual {v0, v1}, Ljava/nio/Buffer;->position(I)Ljava/nio/Buffer;
    invoke-virtual {v0}, Ljava/nio/Buffer;->slice()Ljava/nio/Buffer;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/nio/Buffer;->array()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [B
    invoke-static {v0}, LMain;->bytes([B)V
    return-void
    :arr1
    .array-data 4
        10
        20
        30
        40
        50
    .end array-data
    :arr2
    .array-data 4
        1
        2
        3
    .end array-data
    :arr3
    .array-data 4
        9
        1
        2
        3
    .end array-data
.end method

.method static p(Ljava/lang/Object;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static pi(I)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static pz(Z)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static pc(C)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(C)V
    return-void
.end method

.method static pj(J)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method

# The bytes as a list of signed values.
.method static bytes([B)V
    .locals 1
    invoke-static {p0}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

# The chars of s as hex code units.
.method static hex(Ljava/lang/String;)V
    .locals 5
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v1, 0
    :loop
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v2
    if-ge v1, v2, :done
    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v2, 0x20
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

# byte[] from an int[] of values.
.method static b([I)[B
    .locals 4
    array-length v0, p0
    new-array v1, v0, [B
    const/4 v2, 0
    :loop
    if-ge v2, v0, :done
    aget v3, p0, v2
    int-to-byte v3, v3
    aput-byte v3, v1, v2
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    return-object v1
.end method
