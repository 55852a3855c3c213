# stringbuilder: builds a string of PER_ROUND (= 500) int/char/String appends per round
# with java.lang.StringBuilder, then reads it back with length/charAt, converts it with
# toString and checks String.length/charAt; the checksum folds in every third char.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .locals 16
    # v0 = rounds (full size; "quick" selects the smoke-test size)
    const/16 v0, 1500
    invoke-static/range {p0 .. p0}, LMain;->isQuick([Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :sized
    const/16 v0, 20
  :sized
    const-wide/16 v2, 0        # check
    const/4 v4, 0              # total length
    const-string v5, ""        # last string
    const/16 v15, 500          # appends per round
    const/4 v1, 0              # r
  :rloop
    if-ge v1, v0, :rdone
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v7, 0              # i
  :iloop
    if-ge v7, v15, :idone
    mul-int/lit8 v8, v7, 7
    sub-int/2addr v8, v1
    invoke-virtual {v6, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v8, 0x2c          # ','
    invoke-virtual {v6, v8}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    and-int/lit8 v8, v7, 3
    if-nez v8, :noab
    const-string v9, "ab"
    invoke-virtual {v6, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
  :noab
    add-int/lit8 v7, v7, 1
    goto :iloop
  :idone
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->length()I
    move-result v10
    add-int/2addr v4, v10
    const/4 v7, 0
  :cloop
    if-ge v7, v10, :cdone
    const-wide/16 v12, 31
    mul-long/2addr v2, v12
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->charAt(I)C
    move-result v8
    int-to-long v12, v8
    add-long/2addr v2, v12
    add-int/lit8 v7, v7, 3
    goto :cloop
  :cdone
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v11
    invoke-virtual {v11}, Ljava/lang/String;->length()I
    move-result v8
    if-eq v8, v10, :lenok
    sget-object v9, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v14, "length mismatch"
    invoke-virtual {v9, v14}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
  :lenok
    div-int/lit8 v8, v10, 2
    invoke-virtual {v11, v8}, Ljava/lang/String;->charAt(I)C
    move-result v8
    int-to-long v12, v8
    add-long/2addr v2, v12
    move-object v5, v11
    add-int/lit8 v1, v1, 1
    goto :rloop
  :rdone
    sget-object v9, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v14, "stringbuilder rounds="
    invoke-virtual {v9, v14}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v9, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v14, " chars="
    invoke-virtual {v9, v14}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v9, v4}, Ljava/io/PrintStream;->print(I)V
    const-string v14, " check="
    invoke-virtual {v9, v14}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v9, v2, v3}, Ljava/io/PrintStream;->print(J)V
    const-string v14, " tail="
    invoke-virtual {v9, v14}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v5}, Ljava/lang/String;->length()I
    move-result v8
    add-int/lit8 v8, v8, -12
    invoke-virtual {v5, v8}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v14
    invoke-virtual {v9, v14}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# True when the first argument is "quick" (the smoke-test size).
.method static isQuick([Ljava/lang/String;)Z
    .locals 2
    array-length v0, p0
    if-eqz v0, :no
    const/4 v0, 0
    aget-object v0, p0, v0
    const-string v1, "quick"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
  :no
    const/4 v0, 0
    return v0
.end method
