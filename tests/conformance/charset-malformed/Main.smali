.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 16
    const-string v15, "e2 82"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr1
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "e2 28 a1"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr2
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "e2 82 28"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr3
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "ed a0 80"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr4
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f0 9f 98"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr5
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f0 9f 41 41"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr6
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f0 9f 98 41"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr7
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "c0 80"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr8
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "c1 bf"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr9
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f8 88 80 80 80"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 5
    new-array v13, v13, [I
    fill-array-data v13, :arr10
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "80 41"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr11
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "ff fe"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr12
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f4 90 80 80"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr13
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "e0 80 80"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr14
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "e0 a0"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr15
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f0 80 80 80"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr16
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "41 c2"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr17
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "c2 41"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr18
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f0 9f 98 80 e2"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 5
    new-array v13, v13, [I
    fill-array-data v13, :arr19
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f5 80 80 80"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr20
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f4 8f bf bf"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr21
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "ef bf bf ed 9f bf"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 6
    new-array v13, v13, [I
    fill-array-data v13, :arr22
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f0 90"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr23
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "f1 80 80"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr24
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "e1 80 41 42"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr25
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "US_ASCII 41 80 42"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr26
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->US_ASCII:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "ISO_8859_1 80 ff"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 2
    new-array v13, v13, [I
    fill-array-data v13, :arr27
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->ISO_8859_1:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "UTF_16BE d8 00 00 41"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr28
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16BE:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "UTF_16BE dc 00 00 41"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr29
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16BE:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "UTF_16BE 00 41 00"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr30
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16BE:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "UTF_16BE 00 41 ff fe"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 4
    new-array v13, v13, [I
    fill-array-data v13, :arr31
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16BE:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "UTF_16LE 00 d8 41"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 3
    new-array v13, v13, [I
    fill-array-data v13, :arr32
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16LE:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "UTF_16 ff fe 00 dc 41 00"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    const/16 v13, 6
    new-array v13, v13, [I
    fill-array-data v13, :arr33
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16:Ljava/nio/charset/Charset;
    invoke-static {v10, v11}, LMain;->str(Ljava/nio/charset/Charset;[B)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->dec(Ljava/nio/charset/Charset;[BLjava/nio/charset/CodingErrorAction;)V
    const-string v15, "US_ASCII"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->US_ASCII:Ljava/nio/charset/Charset;
    const-string v11, "a\u00e9b"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "a\u00e9b"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "a\u00e9b"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v15, "US_ASCII"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->US_ASCII:Ljava/nio/charset/Charset;
    const-string v11, "a\ud83d\ude00b"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "a\ud83d\ude00b"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "a\ud83d\ude00b"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v15, "ISO_8859_1"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->ISO_8859_1:Ljava/nio/charset/Charset;
    const-string v11, "x\ud800y"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "x\ud800y"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "x\ud800y"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v15, "UTF_8"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    const-string v11, "x\udc00"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "x\udc00"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "x\udc00"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v15, "UTF_8"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    const-string v11, "x\ud800"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "x\ud800"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "x\ud800"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v15, "UTF_16LE"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_16LE:Ljava/nio/charset/Charset;
    const-string v11, "\ud800\ud800"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "\ud800\ud800"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "\ud800\ud800"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v15, "ISO_8859_1"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->ISO_8859_1:Ljava/nio/charset/Charset;
    const-string v11, "\u0100"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "\u0100"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    const-string v11, "\u0100"
    sget-object v12, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v10, v11, v12}, LMain;->enc(Ljava/nio/charset/Charset;Ljava/lang/String;Ljava/nio/charset/CodingErrorAction;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newDecoder()Ljava/nio/charset/CharsetDecoder;
    move-result-object v10
    const/16 v13, 6
    new-array v13, v13, [I
    fill-array-data v13, :arr34
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    invoke-static {v11}, Ljava/nio/ByteBuffer;->wrap([B)Ljava/nio/ByteBuffer;
    move-result-object v11
    const/4 v0, 2
    invoke-static {v0}, Ljava/nio/CharBuffer;->allocate(I)Ljava/nio/CharBuffer;
    move-result-object v12
    const/4 v0, 0
    invoke-virtual {v10, v11, v12, v0}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v12}, Ljava/nio/CharBuffer;->clear()Ljava/nio/CharBuffer;
    const/4 v0, 0
    invoke-virtual {v10, v11, v12, v0}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v11}, LMain;->p(Ljava/lang/Object;)V
    const/4 v0, 1
    invoke-virtual {v10, v11, v12, v0}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;
    move-result-object v13
    invoke-static {v13}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v13}, Ljava/nio/charset/CoderResult;->isMalformed()Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    invoke-virtual {v13}, Ljava/nio/charset/CoderResult;->length()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    :t1_s
    invoke-virtual {v13}, Ljava/nio/charset/CoderResult;->throwException()V
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t1_e
    goto :n1
    :h1
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n1
    .catch Ljava/lang/Exception; {:t1_s .. :t1_e} :h1
    :t2_s
    const/4 v0, 0
    invoke-virtual {v10, v11, v12, v0}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t2_e
    goto :n2
    :h2
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n2
    .catch Ljava/lang/RuntimeException; {:t2_s .. :t2_e} :h2
    invoke-virtual {v10, v12}, Ljava/nio/charset/CharsetDecoder;->flush(Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t3_s
    invoke-virtual {v10, v12}, Ljava/nio/charset/CharsetDecoder;->flush(Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t3_e
    goto :n3
    :h3
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n3
    .catch Ljava/lang/RuntimeException; {:t3_s .. :t3_e} :h3
    :t4_s
    const/4 v0, 1
    invoke-virtual {v10, v11, v12, v0}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t4_e
    goto :n4
    :h4
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n4
    .catch Ljava/lang/RuntimeException; {:t4_s .. :t4_e} :h4
    invoke-virtual {v10}, Ljava/nio/charset/CharsetDecoder;->reset()Ljava/nio/charset/CharsetDecoder;
    const/4 v0, 1
    invoke-virtual {v10, v11, v12, v0}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t5_s
    invoke-virtual {v10, v12}, Ljava/nio/charset/CharsetDecoder;->flush(Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t5_e
    goto :n5
    :h5
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n5
    .catch Ljava/lang/RuntimeException; {:t5_s .. :t5_e} :h5
    :t6_s
    invoke-virtual {v10}, Ljava/nio/charset/CharsetDecoder;->reset()Ljava/nio/charset/CharsetDecoder;
    invoke-virtual {v10, v12}, Ljava/nio/charset/CharsetDecoder;->flush(Ljava/nio/CharBuffer;)Ljava/nio/charset/CoderResult;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t6_e
    goto :n6
    :h6
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n6
    .catch Ljava/lang/RuntimeException; {:t6_s .. :t6_e} :h6
    invoke-virtual {v10}, Ljava/nio/charset/CharsetDecoder;->malformedInputAction()Ljava/nio/charset/CodingErrorAction;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t7_s
    const/4 v0, 0
    invoke-virtual {v10, v0}, Ljava/nio/charset/CharsetDecoder;->onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t7_e
    goto :n7
    :h7
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n7
    .catch Ljava/lang/RuntimeException; {:t7_s .. :t7_e} :h7
    :t8_s
    const-string v0, ""
    invoke-virtual {v10, v0}, Ljava/nio/charset/CharsetDecoder;->replaceWith(Ljava/lang/String;)Ljava/nio/charset/CharsetDecoder;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t8_e
    goto :n8
    :h8
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n8
    .catch Ljava/lang/RuntimeException; {:t8_s .. :t8_e} :h8
    :t9_s
    const-string v0, "??"
    invoke-virtual {v10, v0}, Ljava/nio/charset/CharsetDecoder;->replaceWith(Ljava/lang/String;)Ljava/nio/charset/CharsetDecoder;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t9_e
    goto :n9
    :h9
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n9
    .catch Ljava/lang/RuntimeException; {:t9_s .. :t9_e} :h9
    :t10_s
    const/4 v0, 0
    invoke-virtual {v10, v0}, Ljava/nio/charset/CharsetDecoder;->replaceWith(Ljava/lang/String;)Ljava/nio/charset/CharsetDecoder;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t10_e
    goto :n10
    :h10
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n10
    .catch Ljava/lang/RuntimeException; {:t10_s .. :t10_e} :h10
    const-string v0, "#"
    invoke-virtual {v10, v0}, Ljava/nio/charset/CharsetDecoder;->replaceWith(Ljava/lang/String;)Ljava/nio/charset/CharsetDecoder;
    sget-object v0, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    invoke-virtual {v10, v0}, Ljava/nio/charset/CharsetDecoder;->onMalformedInput(Ljava/nio/charset/CodingErrorAction;)Ljava/nio/charset/CharsetDecoder;
    const/16 v13, 5
    new-array v13, v13, [I
    fill-array-data v13, :arr35
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    invoke-static {v11}, Ljava/nio/ByteBuffer;->wrap([B)Ljava/nio/ByteBuffer;
    move-result-object v11
    invoke-virtual {v10, v11}, Ljava/nio/charset/CharsetDecoder;->decode(Ljava/nio/ByteBuffer;)Ljava/nio/CharBuffer;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    sget-object v10, Ljava/nio/charset/StandardCharsets;->US_ASCII:Ljava/nio/charset/Charset;
    invoke-virtual {v10}, Ljava/nio/charset/Charset;->newEncoder()Ljava/nio/charset/CharsetEncoder;
    move-result-object v10
    :t11_s
    const/4 v0, 2
    new-array v0, v0, [B
    invoke-virtual {v10, v0}, Ljava/nio/charset/CharsetEncoder;->replaceWith([B)Ljava/nio/charset/CharsetEncoder;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t11_e
    goto :n11
    :h11
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n11
    .catch Ljava/lang/RuntimeException; {:t11_s .. :t11_e} :h11
    const/16 v13, 1
    new-array v13, v13, [I
    fill-array-data v13, :arr36
    invoke-static {v13}, LMain;->b([I)[B
    move-result-object v11
    :t12_s
    invoke-virtual {v10, v11}, Ljava/nio/charset/CharsetEncoder;->replaceWith([B)Ljava/nio/charset/CharsetEncoder;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t12_e
    goto :n12
    :h12
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n12
    .catch Ljava/lang/RuntimeException; {:t12_s .. :t12_e} :h12
    invoke-virtual {v10, v11}, Ljava/nio/charset/CharsetEncoder;->isLegalReplacement([B)Z
    move-result v0
    invoke-static {v0}, LMain;->pz(Z)V
    :t13_s
    const/4 v0, 0
    invoke-static {v0}, Ljava/nio/charset/CoderResult;->malformedForLength(I)Ljava/nio/charset/CoderResult;
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t13_e
    goto :n13
    :h13
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n13
    .catch Ljava/lang/RuntimeException; {:t13_s .. :t13_e} :h13
    const/4 v0, 2
    invoke-static {v0}, Ljava/nio/charset/CoderResult;->unmappableForLength(I)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    :t14_s
    sget-object v0, Ljava/nio/charset/CoderResult;->UNDERFLOW:Ljava/nio/charset/CoderResult;
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->length()I
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
    sget-object v0, Ljava/nio/charset/CoderResult;->OVERFLOW:Ljava/nio/charset/CoderResult;
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->throwException()V
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t15_e
    goto :n15
    :h15
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n15
    .catch Ljava/lang/Exception; {:t15_s .. :t15_e} :h15
    :t16_s
    const/4 v0, 3
    invoke-static {v0}, Ljava/nio/charset/CoderResult;->unmappableForLength(I)Ljava/nio/charset/CoderResult;
    move-result-object v0
    invoke-virtual {v0}, Ljava/nio/charset/CoderResult;->throwException()V
    const-string v15, "no exception"
    invoke-static {v15}, LMain;->p(Ljava/lang/Object;)V
    :t16_e
    goto :n16
    :h16
    move-exception v14
    invoke-static {v14}, LMain;->p(Ljava/lang/Object;)V
    :n16
    .catch Ljava/lang/Exception; {:t16_s .. :t16_e} :h16
    sget-object v0, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    new-instance v0, Ljava/nio/charset/MalformedInputException;
    const/4 v1, 7
    invoke-direct {v0, v1}, Ljava/nio/charset/MalformedInputException;-><init>(I)V
    invoke-virtual {v0}, Ljava/nio/charset/MalformedInputException;->getInputLength()I
    move-result v1
    invoke-static {v1}, LMain;->pi(I)V
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :arr1
    .array-data 4
        226
        130
    .end array-data
    :arr2
    .array-data 4
        226
        40
        161
    .end array-data
    :arr3
    .array-data 4
        226
        130
        40
    .end array-data
    :arr4
    .array-data 4
        237
        160
        128
    .end array-data
    :arr5
    .array-data 4
        240
        159
        152
    .end array-data
    :arr6
    .array-data 4
        240
        159
        65
        65
    .end array-data
    :arr7
    .array-data 4
        240
        159
        152
        65
    .end array-data
    :arr8
    .array-data 4
        192
        128
    .end array-data
    :arr9
    .array-data 4
        193
        191
    .end array-data
    :arr10
    .array-data 4
        248
        136
        128
        128
        128
    .end array-data
    :arr11
    .array-data 4
        128
        65
    .end array-data
    :arr12
    .array-data 4
        255
        254
    .end array-data
    :arr13
    .array-data 4
        244
        144
        128
        128
    .end array-data
    :arr14
    .array-data 4
        224
        128
        128
    .end array-data
    :arr15
    .array-data 4
        224
        160
    .end array-data
    :arr16
    .array-data 4
        240
        128
        128
        128
    .end array-data
    :arr17
    .array-data 4
        65
        194
    .end array-data
    :arr18
    .array-data 4
        194
        65
    .end array-data
    :arr19
    .array-data 4
        240
        159
        152
        128
        226
    .end array-data
    :arr20
    .array-data 4
        245
        128
        128
        128
    .end array-data
    :arr21
    .array-data 4
        244
        143
        191
        191
    .end array-data
    :arr22
    .array-data 4
        239
        191
        191
        237
        159
        191
    .end array-data
    :arr23
    .array-data 4
        240
        144
    .end array-data
    :arr24
    .array-data 4
        241
        128
        128
    .end array-data
    :arr25
    .array-data 4
        225
        128
        65
        66
    .end array-data
    :arr26
    .array-data 4
        65
        128
        66
    .end array-data
    :arr27
    .array-data 4
        128
        255
    .end array-data
    :arr28
    .array-data 4
        216
        0
        0
        65
    .end array-data
    :arr29
    .array-data 4
        220
        0
        0
        65
    .end array-data
    :arr30
    .array-data 4
        0
        65
        0
    .end array-data
    :arr31
    .array-data 4
        0
        65
        255
        254
    .end array-data
    :arr32
    .array-data 4
        0
        216
        65
    .end array-data
    :arr33
    .array-data 4
        255
        254
        0
        220
        65
        0
    .end array-data
    :arr34
    .array-data 4
        97
        195
        169
        98
        226
        130
    .end array-data
    :arr35
    .array-data 4
        97
        255
        98
        226
        130
    .end array-data
    :arr36
    .array-data 4
        128
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
