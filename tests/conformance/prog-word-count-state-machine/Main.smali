.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const-string v0, "  The 3 quick foxes, 42 dogs;  and 7 cats!  "
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v1
    const/4 v2, 0
    const/4 v3, 0
    const/4 v4, 0
    const/4 v5, 0
    const/4 v6, 0
    :loop
    if-ge v2, v1, :done
    invoke-virtual {v0, v2}, Ljava/lang/String;->charAt(I)C
    move-result v7
    invoke-static {v7}, LMain;->classify(C)I
    move-result v8
    if-eq v8, v3, :same
    packed-switch v8, :sw
    goto :set
    :start_word
    add-int/lit8 v4, v4, 1
    goto :set
    :start_num
    add-int/lit8 v5, v5, 1
    goto :set
    :punct
    add-int/lit8 v6, v6, 1
    :set
    move v3, v8
    goto :next
    :same
    const/4 v9, 3
    if-ne v8, v9, :next
    add-int/lit8 v6, v6, 1
    :next
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    invoke-static {v4}, LMain;->p(I)V
    invoke-static {v5}, LMain;->p(I)V
    invoke-static {v6}, LMain;->p(I)V
    return-void
    :sw
    .packed-switch 0x1
        :start_word
        :start_num
        :punct
    .end packed-switch
    return-void
.end method

.method static classify(C)I
    .registers 2
    invoke-static {p0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v0
    if-eqz v0, :notl
    const/4 v0, 1
    return v0
    :notl
    invoke-static {p0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v0
    if-eqz v0, :notd
    const/4 v0, 2
    return v0
    :notd
    invoke-static {p0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v0
    if-eqz v0, :notw
    const/4 v0, 0
    return v0
    :notw
    const/4 v0, 3
    return v0
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
