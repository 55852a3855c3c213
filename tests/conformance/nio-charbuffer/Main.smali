.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 16
    const/16 v0, 8
    invoke-static {v0}, Ljava/nio/CharBuffer;->allocate(I)Ljava/nio/CharBuffer;
    move-result-object v10
    const-string v0, "hello"
    invoke-virtual {v10, v0}, Ljava/nio/CharBuffer;->put(Ljava/lang/String;)Ljava/nio/CharBuffer;
    invoke-virtual {v10}, Ljava/nio/CharBuffer;->position()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10}, Ljava/nio/CharBuffer;->flip()Ljava/nio/CharBuffer;
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/CharBuffer;->length()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10}, Ljava/nio/CharBuffer;->get()C
    const/4 v0, 1
    invoke-virtual {v10, v0}, Ljava/nio/CharBuffer;->charAt(I)C
    move-result v0
    invoke-static {v0}, LMain;->pc(C)V
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 1
    const/4 v1, 3
    invoke-virtual {v10, v0, v1}, Ljava/nio/CharBuffer;->subSequence(II)Ljava/nio/CharBuffer;
    move-result-object v11
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v11}, Ljava/nio/CharBuffer;->position()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v11}, Ljava/nio/CharBuffer;->capacity()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    :t1_s
    const/4 v0, 4
    invoke-virtual {v10, v0}, Ljava/nio/CharBuffer;->charAt(I)C
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t1_e
    goto :n1
    :h1
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/RuntimeException; {:t1_s .. :t1_e} :h1
    :t2_s
    const/4 v0, 3
    const/4 v1, 2
    invoke-virtual {v10, v0, v1}, Ljava/nio/CharBuffer;->subSequence(II)Ljava/nio/CharBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t2_e
    goto :n2
    :h2
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/RuntimeException; {:t2_s .. :t2_e} :h2
    move-object v12, v10
    invoke-interface {v12}, Ljava/lang/CharSequence;->length()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/4 v0, 0
    invoke-interface {v12, v0}, Ljava/lang/CharSequence;->charAt(I)C
    move-result v0
    invoke-static {v0}, LMain;->pc(C)V
    const/4 v0, 0
    const/4 v1, 2
    invoke-interface {v12, v0, v1}, Ljava/lang/CharSequence;->subSequence(II)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-interface {v0}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const-string v0, "abcdef"
    invoke-static {v0}, Ljava/nio/CharBuffer;->wrap(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    move-result-object v11
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v11}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v11}, Ljava/nio/CharBuffer;->isReadOnly()Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v11}, Ljava/nio/CharBuffer;->hasArray()Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    :t3_s
    invoke-virtual {v11}, Ljava/nio/CharBuffer;->array()[C
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t3_e
    goto :n3
    :h3
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n3
    .catch Ljava/lang/RuntimeException; {:t3_s .. :t3_e} :h3
    :t4_s
    const/16 v0, 0x78
    invoke-virtual {v11, v0}, Ljava/nio/CharBuffer;->put(C)Ljava/nio/CharBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t4_e
    goto :n4
    :h4
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n4
    .catch Ljava/lang/RuntimeException; {:t4_s .. :t4_e} :h4
    const-string v0, "abcdef"
    const/4 v1, 2
    const/4 v2, 4
    invoke-static {v0, v1, v2}, Ljava/nio/CharBuffer;->wrap(Ljava/lang/CharSequence;II)Ljava/nio/CharBuffer;
    move-result-object v11
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v11}, Ljava/nio/CharBuffer;->position()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v11}, Ljava/nio/CharBuffer;->slice()Ljava/nio/CharBuffer;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/nio/CharBuffer;->limit()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    :t5_s
    const-string v0, "abc"
    const/4 v1, 2
    const/4 v2, 1
    invoke-static {v0, v1, v2}, Ljava/nio/CharBuffer;->wrap(Ljava/lang/CharSequence;II)Ljava/nio/CharBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t5_e
    goto :n5
    :h5
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n5
    .catch Ljava/lang/RuntimeException; {:t5_s .. :t5_e} :h5
    const-string v0, "xhelloy"
    invoke-virtual {v0}, Ljava/lang/String;->toCharArray()[C
    move-result-object v0
    const/4 v1, 1
    const/4 v2, 5
    invoke-static {v0, v1, v2}, Ljava/nio/CharBuffer;->wrap([CII)Ljava/nio/CharBuffer;
    move-result-object v11
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v11, v10}, Ljava/nio/CharBuffer;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v10}, Ljava/nio/CharBuffer;->rewind()Ljava/nio/CharBuffer;
    invoke-virtual {v11, v10}, Ljava/nio/CharBuffer;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v11}, Ljava/nio/CharBuffer;->hashCode()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10}, Ljava/nio/CharBuffer;->hashCode()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const-string v0, "hello"
    invoke-static {v0}, Ljava/nio/CharBuffer;->wrap(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    move-result-object v12
    invoke-virtual {v12, v10}, Ljava/nio/CharBuffer;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->hashCode()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const-string v0, "help"
    invoke-static {v0}, Ljava/nio/CharBuffer;->wrap(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    move-result-object v12
    invoke-virtual {v12, v10}, Ljava/nio/CharBuffer;->compareTo(Ljava/nio/CharBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10, v12}, Ljava/nio/CharBuffer;->compareTo(Ljava/nio/CharBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v10, v12}, Ljava/nio/CharBuffer;->mismatch(Ljava/nio/CharBuffer;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    const/16 v0, 9
    invoke-static {v0}, Ljava/nio/CharBuffer;->allocate(I)Ljava/nio/CharBuffer;
    move-result-object v12
    const-string v0, "ab"
    invoke-virtual {v12, v0}, Ljava/nio/CharBuffer;->append(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    const/16 v0, 0x21
    invoke-virtual {v12, v0}, Ljava/nio/CharBuffer;->append(C)Ljava/nio/CharBuffer;
    const/4 v0, 0
    invoke-virtual {v12, v0}, Ljava/nio/CharBuffer;->append(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    const-string v0, "WXYZ"
    const/4 v1, 1
    const/4 v2, 3
    invoke-virtual {v12, v0, v1, v2}, Ljava/nio/CharBuffer;->append(Ljava/lang/CharSequence;II)Ljava/nio/CharBuffer;
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->flip()Ljava/nio/CharBuffer;
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    :t6_s
    const-string v0, "abcd"
    const/4 v1, 3
    const/4 v2, 2
    invoke-virtual {v12, v0, v1, v2}, Ljava/nio/CharBuffer;->put(Ljava/lang/String;II)Ljava/nio/CharBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t6_e
    goto :n6
    :h6
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n6
    .catch Ljava/lang/RuntimeException; {:t6_s .. :t6_e} :h6
    :t7_s
    const-string v0, "abcdefghijklmnop"
    invoke-virtual {v12, v0}, Ljava/nio/CharBuffer;->put(Ljava/lang/String;)Ljava/nio/CharBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t7_e
    goto :n7
    :h7
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n7
    .catch Ljava/lang/RuntimeException; {:t7_s .. :t7_e} :h7
    const/4 v0, 3
    new-array v0, v0, [C
    invoke-virtual {v12, v0}, Ljava/nio/CharBuffer;->get([C)Ljava/nio/CharBuffer;
    new-instance v1, Ljava/lang/String;
    invoke-direct {v1, v0}, Ljava/lang/String;-><init>([C)V
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->compact()Ljava/nio/CharBuffer;
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->position()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->flip()Ljava/nio/CharBuffer;
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->asReadOnlyBuffer()Ljava/nio/CharBuffer;
    move-result-object v13
    invoke-static {v13}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v13}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t8_s
    const-string v0, "q"
    invoke-virtual {v13, v0}, Ljava/nio/CharBuffer;->put(Ljava/lang/String;)Ljava/nio/CharBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t8_e
    goto :n8
    :h8
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n8
    .catch Ljava/lang/RuntimeException; {:t8_s .. :t8_e} :h8
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->array()[C
    move-result-object v0
    new-instance v1, Ljava/lang/String;
    invoke-direct {v1, v0}, Ljava/lang/String;-><init>([C)V
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->isEmpty()Z
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
