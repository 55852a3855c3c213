.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 16
    const/16 v0, 16
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v10
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->order()Ljava/nio/ByteOrder;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {}, Ljava/nio/ByteOrder;->nativeOrder()Ljava/nio/ByteOrder;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const v0, 0x01020304
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->putInt(I)Ljava/nio/ByteBuffer;
    sget-object v0, Ljava/nio/ByteOrder;->LITTLE_ENDIAN:Ljava/nio/ByteOrder;
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->order(Ljava/nio/ByteOrder;)Ljava/nio/ByteBuffer;
    const v0, 0x01020304
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->putInt(I)Ljava/nio/ByteBuffer;
    const/4 v0, -2
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->putShort(S)Ljava/nio/ByteBuffer;
    const/16 v0, 0x41
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->putChar(C)Ljava/nio/ByteBuffer;
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    const/4 v0, 0
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->getInt(I)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/16 v0, 8
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->getShort(I)S
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/16 v0, 8
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->getChar(I)C
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    sget-object v0, Ljava/nio/ByteOrder;->BIG_ENDIAN:Ljava/nio/ByteOrder;
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->order(Ljava/nio/ByteOrder;)Ljava/nio/ByteBuffer;
    const/4 v0, 4
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->getInt(I)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/16 v0, 8
    const-wide v1, 0x1122334455667788L
    invoke-virtual {v10, v0, v1, v2}, Ljava/nio/ByteBuffer;->putLong(IJ)Ljava/nio/ByteBuffer;
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->getLong(I)J
    move-result-wide v0
    invoke-static {v0, v1}, LMain;->pj(J)V
    sget-object v0, Ljava/nio/ByteOrder;->LITTLE_ENDIAN:Ljava/nio/ByteOrder;
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->order(Ljava/nio/ByteOrder;)Ljava/nio/ByteBuffer;
    const/16 v0, 8
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->getLong(I)J
    move-result-wide v0
    invoke-static {v0, v1}, LMain;->pj(J)V
    const/4 v0, 0
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    const/high16 v0, 0x3fc00000
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->putFloat(F)Ljava/nio/ByteBuffer;
    const-wide/high16 v0, -0x3ffe000000000000L
    invoke-virtual {v10, v0, v1}, Ljava/nio/ByteBuffer;->putDouble(D)Ljava/nio/ByteBuffer;
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->flip()Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->getFloat()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->getDouble()D
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    sget-object v0, Ljava/nio/ByteOrder;->BIG_ENDIAN:Ljava/nio/ByteOrder;
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->order(Ljava/nio/ByteOrder;)Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->clear()Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->asIntBuffer()Ljava/nio/IntBuffer;
    move-result-object v11
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v11}, Ljava/nio/IntBuffer;->order()Ljava/nio/ByteOrder;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 1
    const v1, 0x0a0b0c0d
    invoke-virtual {v11, v0, v1}, Ljava/nio/IntBuffer;->put(II)Ljava/nio/IntBuffer;
    const/4 v0, -1
    invoke-virtual {v11, v0}, Ljava/nio/IntBuffer;->put(I)Ljava/nio/IntBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v11}, Ljava/nio/IntBuffer;->hasArray()Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const/4 v0, 1
    invoke-virtual {v11, v0}, Ljava/nio/IntBuffer;->position(I)Ljava/nio/IntBuffer;
    invoke-virtual {v11}, Ljava/nio/IntBuffer;->slice()Ljava/nio/IntBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/IntBuffer;->get()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/4 v0, 3
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    sget-object v0, Ljava/nio/ByteOrder;->LITTLE_ENDIAN:Ljava/nio/ByteOrder;
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->order(Ljava/nio/ByteOrder;)Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->asIntBuffer()Ljava/nio/IntBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/IntBuffer;->order()Ljava/nio/ByteOrder;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 0
    invoke-virtual {v12, v0}, Ljava/nio/IntBuffer;->get(I)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v12}, Ljava/nio/IntBuffer;->duplicate()Ljava/nio/IntBuffer;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->clear()Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->asLongBuffer()Ljava/nio/LongBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/LongBuffer;->get()J
    move-result-wide v0
    invoke-static {v0, v1}, LMain;->pj(J)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->asReadOnlyBuffer()Ljava/nio/ByteBuffer;
    move-result-object v13
    invoke-virtual {v13}, Ljava/nio/ByteBuffer;->order()Ljava/nio/ByteOrder;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v13}, Ljava/nio/ByteBuffer;->asLongBuffer()Ljava/nio/LongBuffer;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    sget-object v0, Ljava/nio/ByteOrder;->LITTLE_ENDIAN:Ljava/nio/ByteOrder;
    invoke-virtual {v13, v0}, Ljava/nio/ByteBuffer;->order(Ljava/nio/ByteOrder;)Ljava/nio/ByteBuffer;
    invoke-virtual {v13}, Ljava/nio/ByteBuffer;->asCharBuffer()Ljava/nio/CharBuffer;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->asCharBuffer()Ljava/nio/CharBuffer;
    move-result-object v12
    const-string v0, "Hey"
    invoke-virtual {v12, v0}, Ljava/nio/CharBuffer;->put(Ljava/lang/String;)Ljava/nio/CharBuffer;
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->flip()Ljava/nio/CharBuffer;
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->length()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    const/4 v0, 3
    invoke-static {v0}, Ljava/nio/IntBuffer;->allocate(I)Ljava/nio/IntBuffer;
    move-result-object v11
    invoke-virtual {v11}, Ljava/nio/IntBuffer;->order()Ljava/nio/ByteOrder;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 7
    invoke-virtual {v11, v0}, Ljava/nio/IntBuffer;->put(I)Ljava/nio/IntBuffer;
    const v0, -2147483648
    invoke-virtual {v11, v0}, Ljava/nio/IntBuffer;->put(I)Ljava/nio/IntBuffer;
    invoke-virtual {v11}, Ljava/nio/IntBuffer;->flip()Ljava/nio/IntBuffer;
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v11}, Ljava/nio/IntBuffer;->hashCode()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v11}, Ljava/nio/IntBuffer;->array()[I
    move-result-object v0
    invoke-static {v0}, Ljava/nio/IntBuffer;->wrap([I)Ljava/nio/IntBuffer;
    move-result-object v12
    invoke-virtual {v11, v12}, Ljava/nio/IntBuffer;->compareTo(Ljava/nio/IntBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v12}, Ljava/nio/IntBuffer;->asReadOnlyBuffer()Ljava/nio/IntBuffer;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 2
    invoke-static {v0}, Ljava/nio/LongBuffer;->allocate(I)Ljava/nio/LongBuffer;
    move-result-object v11
    const-wide/16 v0, -1
    invoke-virtual {v11, v0, v1}, Ljava/nio/LongBuffer;->put(J)Ljava/nio/LongBuffer;
    const-wide v0, 0x7fffffffffffffffL
    invoke-virtual {v11, v0, v1}, Ljava/nio/LongBuffer;->put(J)Ljava/nio/LongBuffer;
    invoke-virtual {v11}, Ljava/nio/LongBuffer;->flip()Ljava/nio/LongBuffer;
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v11}, Ljava/nio/LongBuffer;->hashCode()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/4 v0, 1
    invoke-virtual {v11, v0}, Ljava/nio/LongBuffer;->get(I)J
    move-result-wide v0
    invoke-static {v0, v1}, LMain;->pj(J)V
    invoke-virtual {v11}, Ljava/nio/LongBuffer;->array()[J
    move-result-object v0
    invoke-static {v0}, Ljava/nio/LongBuffer;->wrap([J)Ljava/nio/LongBuffer;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/LongBuffer;->get()J
    invoke-virtual {v11, v12}, Ljava/nio/LongBuffer;->compareTo(Ljava/nio/LongBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v11, v12}, Ljava/nio/LongBuffer;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    return-void

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
