.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 16
    :t1_s
    const/4 v0, -1
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
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
    const/4 v0, -1
    invoke-static {v0}, Ljava/nio/IntBuffer;->allocate(I)Ljava/nio/IntBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t2_e
    goto :n2
    :h2
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/RuntimeException; {:t2_s .. :t2_e} :h2
    const/16 v0, 16
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v10
    :t3_s
    const/16 v0, 17
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
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
    const/16 v0, -1
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t4_e
    goto :n4
    :h4
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n4
    .catch Ljava/lang/RuntimeException; {:t4_s .. :t4_e} :h4
    :t5_s
    const/16 v0, 17
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->limit(I)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t5_e
    goto :n5
    :h5
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n5
    .catch Ljava/lang/RuntimeException; {:t5_s .. :t5_e} :h5
    :t6_s
    const/16 v0, -2
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->limit(I)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t6_e
    goto :n6
    :h6
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n6
    .catch Ljava/lang/RuntimeException; {:t6_s .. :t6_e} :h6
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    :t7_s
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->reset()Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t7_e
    goto :n7
    :h7
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n7
    .catch Ljava/lang/RuntimeException; {:t7_s .. :t7_e} :h7
    const/4 v0, 5
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->mark()Ljava/nio/ByteBuffer;
    const/4 v0, 4
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->limit(I)Ljava/nio/ByteBuffer;
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    :t8_s
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->reset()Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t8_e
    goto :n8
    :h8
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n8
    .catch Ljava/lang/RuntimeException; {:t8_s .. :t8_e} :h8
    const/16 v0, 12
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->limit(I)Ljava/nio/ByteBuffer;
    const/16 v0, 10
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->mark()Ljava/nio/ByteBuffer;
    const/16 v0, 9
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    :t9_s
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->reset()Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t9_e
    goto :n9
    :h9
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n9
    .catch Ljava/lang/RuntimeException; {:t9_s .. :t9_e} :h9
    const/16 v0, 12
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    :t10_s
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->get()B
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t10_e
    goto :n10
    :h10
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n10
    .catch Ljava/lang/RuntimeException; {:t10_s .. :t10_e} :h10
    :t11_s
    const/4 v0, 1
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->put(B)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t11_e
    goto :n11
    :h11
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n11
    .catch Ljava/lang/RuntimeException; {:t11_s .. :t11_e} :h11
    const/16 v0, 8
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->position(I)Ljava/nio/ByteBuffer;
    :t12_s
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->getLong()J
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t12_e
    goto :n12
    :h12
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n12
    .catch Ljava/lang/RuntimeException; {:t12_s .. :t12_e} :h12
    :t13_s
    const-wide/16 v0, 1
    invoke-virtual {v10, v0, v1}, Ljava/nio/ByteBuffer;->putLong(J)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t13_e
    goto :n13
    :h13
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n13
    .catch Ljava/lang/RuntimeException; {:t13_s .. :t13_e} :h13
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    :t14_s
    const/16 v0, 12
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->get(I)B
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t14_e
    goto :n14
    :h14
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n14
    .catch Ljava/lang/RuntimeException; {:t14_s .. :t14_e} :h14
    :t15_s
    const/16 v0, -1
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->get(I)B
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t15_e
    goto :n15
    :h15
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n15
    .catch Ljava/lang/RuntimeException; {:t15_s .. :t15_e} :h15
    :t16_s
    const/16 v0, 9
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->getInt(I)I
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t16_e
    goto :n16
    :h16
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n16
    .catch Ljava/lang/RuntimeException; {:t16_s .. :t16_e} :h16
    :t17_s
    const/16 v0, 11
    const/16 v1, 1
    invoke-virtual {v10, v0, v1}, Ljava/nio/ByteBuffer;->putChar(IC)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t17_e
    goto :n17
    :h17
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n17
    .catch Ljava/lang/RuntimeException; {:t17_s .. :t17_e} :h17
    :t18_s
    const/4 v0, 3
    new-array v0, v0, [B
    const/4 v1, 2
    const/4 v2, 2
    invoke-virtual {v10, v0, v1, v2}, Ljava/nio/ByteBuffer;->get([BII)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t18_e
    goto :n18
    :h18
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n18
    .catch Ljava/lang/RuntimeException; {:t18_s .. :t18_e} :h18
    :t19_s
    const/4 v0, 5
    new-array v0, v0, [B
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->get([B)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t19_e
    goto :n19
    :h19
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n19
    .catch Ljava/lang/RuntimeException; {:t19_s .. :t19_e} :h19
    :t20_s
    const/4 v0, 5
    new-array v0, v0, [B
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->put([B)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t20_e
    goto :n20
    :h20
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n20
    .catch Ljava/lang/RuntimeException; {:t20_s .. :t20_e} :h20
    invoke-static {v10}, LMain;->p(Ljava/lang/Object;)V
    :t21_s
    invoke-virtual {v10, v10}, Ljava/nio/ByteBuffer;->put(Ljava/nio/ByteBuffer;)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t21_e
    goto :n21
    :h21
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n21
    .catch Ljava/lang/RuntimeException; {:t21_s .. :t21_e} :h21
    :t22_s
    const/4 v0, 3
    const/4 v1, 2
    invoke-virtual {v10, v0, v1}, Ljava/nio/ByteBuffer;->slice(II)Ljava/nio/ByteBuffer;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t22_e
    goto :n22
    :h22
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n22
    .catch Ljava/lang/RuntimeException; {:t22_s .. :t22_e} :h22
    :t23_s
    const/16 v0, 11
    const/4 v1, 2
    invoke-virtual {v10, v0, v1}, Ljava/nio/ByteBuffer;->slice(II)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t23_e
    goto :n23
    :h23
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n23
    .catch Ljava/lang/RuntimeException; {:t23_s .. :t23_e} :h23
    :t24_s
    const/4 v0, 3
    new-array v0, v0, [B
    const/4 v1, 2
    const/4 v2, 5
    invoke-static {v0, v1, v2}, Ljava/nio/ByteBuffer;->wrap([BII)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t24_e
    goto :n24
    :h24
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n24
    .catch Ljava/lang/RuntimeException; {:t24_s .. :t24_e} :h24
    :t25_s
    const/4 v0, 3
    new-array v0, v0, [I
    const/4 v1, -1
    const/4 v2, 1
    invoke-static {v0, v1, v2}, Ljava/nio/IntBuffer;->wrap([III)Ljava/nio/IntBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t25_e
    goto :n25
    :h25
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n25
    .catch Ljava/lang/RuntimeException; {:t25_s .. :t25_e} :h25
    :t26_s
    const/16 v0, 20
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v0
    invoke-virtual {v10, v0}, Ljava/nio/ByteBuffer;->put(Ljava/nio/ByteBuffer;)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t26_e
    goto :n26
    :h26
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n26
    .catch Ljava/lang/RuntimeException; {:t26_s .. :t26_e} :h26
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->asReadOnlyBuffer()Ljava/nio/ByteBuffer;
    move-result-object v11
    :t27_s
    const/4 v0, 1
    invoke-virtual {v11, v0}, Ljava/nio/ByteBuffer;->put(B)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t27_e
    goto :n27
    :h27
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n27
    .catch Ljava/lang/RuntimeException; {:t27_s .. :t27_e} :h27
    :t28_s
    const/4 v0, 0
    invoke-virtual {v11, v0, v0}, Ljava/nio/ByteBuffer;->put(IB)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t28_e
    goto :n28
    :h28
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n28
    .catch Ljava/lang/RuntimeException; {:t28_s .. :t28_e} :h28
    :t29_s
    const/16 v0, 100
    const/16 v1, 1
    invoke-virtual {v11, v0, v1}, Ljava/nio/ByteBuffer;->putInt(II)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t29_e
    goto :n29
    :h29
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n29
    .catch Ljava/lang/RuntimeException; {:t29_s .. :t29_e} :h29
    :t30_s
    invoke-virtual {v11}, Ljava/nio/ByteBuffer;->compact()Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t30_e
    goto :n30
    :h30
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n30
    .catch Ljava/lang/RuntimeException; {:t30_s .. :t30_e} :h30
    :t31_s
    invoke-virtual {v11}, Ljava/nio/ByteBuffer;->array()[B
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t31_e
    goto :n31
    :h31
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n31
    .catch Ljava/lang/RuntimeException; {:t31_s .. :t31_e} :h31
    :t32_s
    invoke-virtual {v11}, Ljava/nio/ByteBuffer;->arrayOffset()I
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t32_e
    goto :n32
    :h32
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n32
    .catch Ljava/lang/RuntimeException; {:t32_s .. :t32_e} :h32
    :t33_s
    invoke-virtual {v11, v11}, Ljava/nio/ByteBuffer;->put(Ljava/nio/ByteBuffer;)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t33_e
    goto :n33
    :h33
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n33
    .catch Ljava/lang/RuntimeException; {:t33_s .. :t33_e} :h33
    :t34_s
    const/16 v0, 100
    new-array v0, v0, [B
    invoke-virtual {v11, v0}, Ljava/nio/ByteBuffer;->put([B)Ljava/nio/ByteBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t34_e
    goto :n34
    :h34
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n34
    .catch Ljava/lang/RuntimeException; {:t34_s .. :t34_e} :h34
    :t35_s
    invoke-virtual {v11}, Ljava/nio/ByteBuffer;->get()B
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    :t35_e
    goto :n35
    :h35
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n35
    .catch Ljava/lang/RuntimeException; {:t35_s .. :t35_e} :h35
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v10}, Ljava/nio/ByteBuffer;->asIntBuffer()Ljava/nio/IntBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    :t36_s
    invoke-virtual {v12}, Ljava/nio/IntBuffer;->array()[I
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t36_e
    goto :n36
    :h36
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n36
    .catch Ljava/lang/RuntimeException; {:t36_s .. :t36_e} :h36
    :t37_s
    invoke-virtual {v12}, Ljava/nio/IntBuffer;->arrayOffset()I
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t37_e
    goto :n37
    :h37
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n37
    .catch Ljava/lang/RuntimeException; {:t37_s .. :t37_e} :h37
    :t38_s
    const/4 v0, 1
    invoke-virtual {v12, v0}, Ljava/nio/IntBuffer;->get(I)I
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t38_e
    goto :n38
    :h38
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n38
    .catch Ljava/lang/RuntimeException; {:t38_s .. :t38_e} :h38
    invoke-virtual {v11}, Ljava/nio/ByteBuffer;->asIntBuffer()Ljava/nio/IntBuffer;
    move-result-object v12
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
    :t39_s
    const/4 v0, 1
    invoke-virtual {v12, v0}, Ljava/nio/IntBuffer;->put(I)Ljava/nio/IntBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t39_e
    goto :n39
    :h39
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n39
    .catch Ljava/lang/RuntimeException; {:t39_s .. :t39_e} :h39
    :t40_s
    invoke-virtual {v12}, Ljava/nio/IntBuffer;->get()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    :t40_e
    goto :n40
    :h40
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n40
    .catch Ljava/lang/RuntimeException; {:t40_s .. :t40_e} :h40
    :t41_s
    invoke-virtual {v12}, Ljava/nio/IntBuffer;->get()I
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t41_e
    goto :n41
    :h41
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n41
    .catch Ljava/lang/RuntimeException; {:t41_s .. :t41_e} :h41
    const/4 v0, 2
    invoke-static {v0}, Ljava/nio/LongBuffer;->allocate(I)Ljava/nio/LongBuffer;
    move-result-object v12
    :t42_s
    const/4 v0, 3
    new-array v0, v0, [J
    invoke-virtual {v12, v0}, Ljava/nio/LongBuffer;->get([J)Ljava/nio/LongBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t42_e
    goto :n42
    :h42
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n42
    .catch Ljava/lang/RuntimeException; {:t42_s .. :t42_e} :h42
    :t43_s
    const/4 v0, 3
    new-array v0, v0, [J
    invoke-virtual {v12, v0}, Ljava/nio/LongBuffer;->put([J)Ljava/nio/LongBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t43_e
    goto :n43
    :h43
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n43
    .catch Ljava/lang/RuntimeException; {:t43_s .. :t43_e} :h43
    :t44_s
    const/4 v0, 1
    const/4 v1, 2
    invoke-virtual {v12, v0, v1}, Ljava/nio/LongBuffer;->slice(II)Ljava/nio/LongBuffer;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t44_e
    goto :n44
    :h44
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n44
    .catch Ljava/lang/RuntimeException; {:t44_s .. :t44_e} :h44
    invoke-static {v12}, LMain;->p(Ljava/lang/Object;)V
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
