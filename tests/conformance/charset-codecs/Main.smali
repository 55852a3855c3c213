.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 16
    :t1_s
    const-string v0, "UTF-8"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t1_e
    goto :n1
    :h1
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/IllegalArgumentException; {:t1_s .. :t1_e} :h1
    :t2_s
    const-string v0, "utf8"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t2_e
    goto :n2
    :h2
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/IllegalArgumentException; {:t2_s .. :t2_e} :h2
    :t3_s
    const-string v0, "latin1"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t3_e
    goto :n3
    :h3
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n3
    .catch Ljava/lang/IllegalArgumentException; {:t3_s .. :t3_e} :h3
    :t4_s
    const-string v0, "ISO8859_1"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t4_e
    goto :n4
    :h4
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n4
    .catch Ljava/lang/IllegalArgumentException; {:t4_s .. :t4_e} :h4
    :t5_s
    const-string v0, "ascii"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t5_e
    goto :n5
    :h5
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n5
    .catch Ljava/lang/IllegalArgumentException; {:t5_s .. :t5_e} :h5
    :t6_s
    const-string v0, "US-ASCII"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t6_e
    goto :n6
    :h6
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n6
    .catch Ljava/lang/IllegalArgumentException; {:t6_s .. :t6_e} :h6
    :t7_s
    const-string v0, "utf-16"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t7_e
    goto :n7
    :h7
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n7
    .catch Ljava/lang/IllegalArgumentException; {:t7_s .. :t7_e} :h7
    :t8_s
    const-string v0, "UnicodeBig"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t8_e
    goto :n8
    :h8
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n8
    .catch Ljava/lang/IllegalArgumentException; {:t8_s .. :t8_e} :h8
    :t9_s
    const-string v0, "UTF-16be"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t9_e
    goto :n9
    :h9
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n9
    .catch Ljava/lang/IllegalArgumentException; {:t9_s .. :t9_e} :h9
    :t10_s
    const-string v0, "x-utf-16le"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t10_e
    goto :n10
    :h10
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n10
    .catch Ljava/lang/IllegalArgumentException; {:t10_s .. :t10_e} :h10
    :t11_s
    const-string v0, "UnicodeLittleUnmarked"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t11_e
    goto :n11
    :h11
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n11
    .catch Ljava/lang/IllegalArgumentException; {:t11_s .. :t11_e} :h11
    :t12_s
    const-string v0, "bad name"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t12_e
    goto :n12
    :h12
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n12
    .catch Ljava/lang/IllegalArgumentException; {:t12_s .. :t12_e} :h12
    :t13_s
    const-string v0, ""
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t13_e
    goto :n13
    :h13
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n13
    .catch Ljava/lang/IllegalArgumentException; {:t13_s .. :t13_e} :h13
    :t14_s
    const-string v0, "-utf8"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t14_e
    goto :n14
    :h14
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n14
    .catch Ljava/lang/IllegalArgumentException; {:t14_s .. :t14_e} :h14
    :t15_s
    const-string v0, "no-such-charset"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t15_e
    goto :n15
    :h15
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n15
    .catch Ljava/lang/IllegalArgumentException; {:t15_s .. :t15_e} :h15
    :t16_s
    const-string v0, "UTF-32x"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t16_e
    goto :n16
    :h16
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n16
    .catch Ljava/lang/IllegalArgumentException; {:t16_s .. :t16_e} :h16
    :t17_s
    const/4 v0, 0
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t17_e
    goto :n17
    :h17
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n17
    .catch Ljava/lang/IllegalArgumentException; {:t17_s .. :t17_e} :h17
    :t18_s
    const-string v0, "nope"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t18_e
    goto :n18
    :h18
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n18
    .catch Ljava/nio/charset/UnsupportedCharsetException; {:t18_s .. :t18_e} :h18
    const-string v0, "x-nope"
    invoke-static {v0}, Ljava/nio/charset/Charset;->isSupported(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const-string v0, "Latin1"
    invoke-static {v0}, Ljava/nio/charset/Charset;->isSupported(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const-string v0, "utf_16le"
    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;
    move-result-object v0
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_16LE:Ljava/nio/charset/Charset;
    invoke-virtual {v0, v1}, Ljava/nio/charset/Charset;->equals(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->pz(Z)V
    invoke-virtual {v0}, Ljava/nio/charset/Charset;->hashCode()I
    move-result v2
    invoke-virtual {v1}, Ljava/nio/charset/Charset;->hashCode()I
    move-result v3
    if-ne v2, v3, :hash_differs
    const/4 v2, 1
    goto :hash_done
    :hash_differs
    const/4 v2, 0
    :hash_done
    invoke-static {v2}, LMain;->pz(Z)V
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v0, v1}, Ljava/nio/charset/Charset;->equals(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->pz(Z)V
    invoke-virtual {v1, v0}, Ljava/nio/charset/Charset;->compareTo(Ljava/nio/charset/Charset;)I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->signum(I)I
    move-result v2
    invoke-static {v2}, LMain;->pi(I)V
    invoke-virtual {v0}, Ljava/nio/charset/Charset;->displayName()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    sget-object v2, Ljava/nio/charset/StandardCharsets;->US_ASCII:Ljava/nio/charset/Charset;
    invoke-virtual {v1, v2}, Ljava/nio/charset/Charset;->contains(Ljava/nio/charset/Charset;)Z
    move-result v3
    invoke-static {v3}, LMain;->pz(Z)V
    sget-object v3, Ljava/nio/charset/StandardCharsets;->ISO_8859_1:Ljava/nio/charset/Charset;
    invoke-virtual {v2, v3}, Ljava/nio/charset/Charset;->contains(Ljava/nio/charset/Charset;)Z
    move-result v3
    invoke-static {v3}, LMain;->pz(Z)V
    const-string v15, "UTF_8"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    const-string v11, "A\u00e9\u20ac\ud83d\ude00z"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v11, v10}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v12
    invoke-static {v10, v12}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    const-string v11, "x\ud800y\udc00"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v10, v11}, Ljava/nio/charset/Charset;->encode(Ljava/lang/String;)Ljava/nio/ByteBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->rem(Ljava/nio/ByteBuffer;)V
    invoke-virtual {v10, v12}, Ljava/nio/charset/Charset;->decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->toString()Ljava/lang/String;
    move-result-object v12
    invoke-static {v12}, LMain;->hex(Ljava/lang/String;)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newEncoder()Ljava/nio/charset/CharsetEncoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->averageBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->maxBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->replacement()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    const/16 v0, 0xe9
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(C)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const-string v0, "\ud83d\ude00"
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(Ljava/lang/CharSequence;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->averageCharsPerByte()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->replacement()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->hex(Ljava/lang/String;)V
    const-string v15, "ISO_8859_1"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->ISO_8859_1:Ljava/nio/charset/Charset;
    const-string v11, "A\u00e9\u20ac\ud83d\ude00z"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v11, v10}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v12
    invoke-static {v10, v12}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    const-string v11, "x\ud800y\udc00"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v10, v11}, Ljava/nio/charset/Charset;->encode(Ljava/lang/String;)Ljava/nio/ByteBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->rem(Ljava/nio/ByteBuffer;)V
    invoke-virtual {v10, v12}, Ljava/nio/charset/Charset;->decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->toString()Ljava/lang/String;
    move-result-object v12
    invoke-static {v12}, LMain;->hex(Ljava/lang/String;)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newEncoder()Ljava/nio/charset/CharsetEncoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->averageBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->maxBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->replacement()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    const/16 v0, 0xe9
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(C)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const-string v0, "\ud83d\ude00"
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(Ljava/lang/CharSequence;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->averageCharsPerByte()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->replacement()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->hex(Ljava/lang/String;)V
    const-string v15, "US_ASCII"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->US_ASCII:Ljava/nio/charset/Charset;
    const-string v11, "A\u00e9\u20ac\ud83d\ude00z"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v11, v10}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v12
    invoke-static {v10, v12}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    const-string v11, "x\ud800y\udc00"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v10, v11}, Ljava/nio/charset/Charset;->encode(Ljava/lang/String;)Ljava/nio/ByteBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->rem(Ljava/nio/ByteBuffer;)V
    invoke-virtual {v10, v12}, Ljava/nio/charset/Charset;->decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->toString()Ljava/lang/String;
    move-result-object v12
    invoke-static {v12}, LMain;->hex(Ljava/lang/String;)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newEncoder()Ljava/nio/charset/CharsetEncoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->averageBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->maxBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->replacement()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    const/16 v0, 0xe9
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(C)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const-string v0, "\ud83d\ude00"
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(Ljava/lang/CharSequence;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->averageCharsPerByte()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->replacement()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->hex(Ljava/lang/String;)V
    const-string v15, "UTF_16"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16:Ljava/nio/charset/Charset;
    const-string v11, "A\u00e9\u20ac\ud83d\ude00z"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v11, v10}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v12
    invoke-static {v10, v12}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    const-string v11, "x\ud800y\udc00"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v10, v11}, Ljava/nio/charset/Charset;->encode(Ljava/lang/String;)Ljava/nio/ByteBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->rem(Ljava/nio/ByteBuffer;)V
    invoke-virtual {v10, v12}, Ljava/nio/charset/Charset;->decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->toString()Ljava/lang/String;
    move-result-object v12
    invoke-static {v12}, LMain;->hex(Ljava/lang/String;)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newEncoder()Ljava/nio/charset/CharsetEncoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->averageBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->maxBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->replacement()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    const/16 v0, 0xe9
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(C)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const-string v0, "\ud83d\ude00"
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(Ljava/lang/CharSequence;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->averageCharsPerByte()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->replacement()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->hex(Ljava/lang/String;)V
    const-string v15, "UTF_16BE"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16BE:Ljava/nio/charset/Charset;
    const-string v11, "A\u00e9\u20ac\ud83d\ude00z"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v11, v10}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v12
    invoke-static {v10, v12}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    const-string v11, "x\ud800y\udc00"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v10, v11}, Ljava/nio/charset/Charset;->encode(Ljava/lang/String;)Ljava/nio/ByteBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->rem(Ljava/nio/ByteBuffer;)V
    invoke-virtual {v10, v12}, Ljava/nio/charset/Charset;->decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->toString()Ljava/lang/String;
    move-result-object v12
    invoke-static {v12}, LMain;->hex(Ljava/lang/String;)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newEncoder()Ljava/nio/charset/CharsetEncoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->averageBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->maxBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->replacement()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    const/16 v0, 0xe9
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(C)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const-string v0, "\ud83d\ude00"
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(Ljava/lang/CharSequence;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->averageCharsPerByte()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->replacement()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->hex(Ljava/lang/String;)V
    const-string v15, "UTF_16LE"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16LE:Ljava/nio/charset/Charset;
    const-string v11, "A\u00e9\u20ac\ud83d\ude00z"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v11, v10}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v12
    invoke-static {v10, v12}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    const-string v11, "x\ud800y\udc00"
    invoke-static {v10, v11}, LMain;->gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    invoke-virtual {v10, v11}, Ljava/nio/charset/Charset;->encode(Ljava/lang/String;)Ljava/nio/ByteBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->rem(Ljava/nio/ByteBuffer;)V
    invoke-virtual {v10, v12}, Ljava/nio/charset/Charset;->decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->toString()Ljava/lang/String;
    move-result-object v12
    invoke-static {v12}, LMain;->hex(Ljava/lang/String;)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newEncoder()Ljava/nio/charset/CharsetEncoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->averageBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->maxBytesPerChar()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetEncoder;->replacement()[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    const/16 v0, 0xe9
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(C)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    const-string v0, "\ud83d\ude00"
    invoke-virtual {v12, v0}, Ljava/nio/charset/CharsetEncoder;->canEncode(Ljava/lang/CharSequence;)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v12
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->averageCharsPerByte()F
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/charset/CharsetDecoder;->replacement()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->hex(Ljava/lang/String;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16:Ljava/nio/charset/Charset;
    const/16 v13, 6
    new-array v13, v13, [I
    fill-array-data v13, :arr1
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16:Ljava/nio/charset/Charset;
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr2
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16:Ljava/nio/charset/Charset;
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr3
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16BE:Ljava/nio/charset/Charset;
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr4
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16LE:Ljava/nio/charset/Charset;
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr5
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    const/16 v13, 5
    new-array v13, v13, [I
    fill-array-data v13, :arr6
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    const/4 v0, 1
    const/4 v1, 3
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v11, v0, v1, v10}, Ljava/lang/String;-><init>([BIILjava/nio/charset/Charset;)V
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    :t19_s
    const/4 v0, 3
    const/4 v1, 3
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v11, v0, v1, v10}, Ljava/lang/String;-><init>([BIILjava/nio/charset/Charset;)V
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t19_e
    goto :n19
    :h19
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n19
    .catch Ljava/lang/RuntimeException; {:t19_s .. :t19_e} :h19
    const-string v0, "UTF-16LE"
    new-instance v2, Ljava/lang/String;
    invoke-direct {v2, v11, v0}, Ljava/lang/String;-><init>([BLjava/lang/String;)V
    invoke-static {v2}, LMain;->hex(Ljava/lang/String;)V
    const-string v0, "utf-16"
    invoke-virtual {v2, v0}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    return-void
    :arr1
    .array-data 4
        255
        254
        65
        0
        66
        0
    .end array-data
    :arr2
    .array-data 4
        254
        255
        0
        65
    .end array-data
    :arr3
    .array-data 4
        0
        65
        254
        255
    .end array-data
    :arr4
    .array-data 4
        254
        255
        0
        65
    .end array-data
    :arr5
    .array-data 4
        255
        254
        65
        0
    .end array-data
    :arr6
    .array-data 4
        120
        195
        169
        121
        122
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

# Decodes bytes with the charset's decoder under action; prints the chars in hex or
# the exception.
.method static dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    .locals 3
    :try_start
    invoke-virtual {p0}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/nio/charset/CharsetDecoder;->onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    invoke-virtual {v0, p2}, Ljava/nio/charset/CharsetDecoder;->onUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    invoke-static {p1}, Ljava/nio/ByteBuffer;->wrap([B)Ljava/nio/ByteBuffer;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    move-result-object v0
    invoke-virtual {v0}, Ljava/nio/CharBuffer;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->hex(Ljava/lang/String;)V
    :try_end
    .catch Ljava/nio/charset/CharacterCodingException; {:try_start .. :try_end} :err
    return-void
    :err
    move-exception v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

# Encodes s with the charset's encoder under action; prints the bytes or the exception.
.method static enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    .locals 3
    :try_start
    invoke-virtual {p0}, Ljava/nio/charset/Charset;->newEncoder()Ljava/nio/charset/CharsetEncoder;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/nio/charset/CharsetEncoder;->onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    invoke-virtual {v0, p2}, Ljava/nio/charset/CharsetEncoder;->onUnmappableCharacter(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetEncoder;
    invoke-static {p1}, Ljava/nio/CharBuffer;->wrap(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/nio/charset/CharsetEncoder;->encode(Ljava/nio/CharBuffer;)Ljava/nio/ByteBuffer;
    move-result-object v0
    invoke-static {v0}, LMain;->rem(Ljava/nio/ByteBuffer;)V
    :try_end
    .catch Ljava/nio/charset/CharacterCodingException; {:try_start .. :try_end} :err
    return-void
    :err
    move-exception v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

# The buffer, then its remaining bytes.
.method static rem(Ljava/nio/ByteBuffer;)V
    .locals 2
    invoke-static {p0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {p0}, Ljava/nio/ByteBuffer;->remaining()I
    move-result v0
    new-array v0, v0, [B
    invoke-virtual {p0}, Ljava/nio/ByteBuffer;->duplicate()Ljava/nio/ByteBuffer;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/nio/ByteBuffer;->get([B)Ljava/nio/ByteBuffer;
    invoke-static {v0}, LMain;->bytes([B)V
    return-void
.end method

# new String(bytes, cs) in hex, and getBytes(cs) of the result.
.method static str(Ljava/nio/charset/Charset;[B)V
    .locals 2
    new-instance v0, Ljava/lang/String;
    invoke-direct {v0, p1, p0}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V
    invoke-static {v0}, LMain;->hex(Ljava/lang/String;)V
    return-void
.end method

.method static gb(Ljava/nio/charset/Charset;Ljava/lang/String;)V
    .locals 1
    invoke-virtual {p1, p0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v0
    invoke-static {v0}, LMain;->bytes([B)V
    return-void
.end method
