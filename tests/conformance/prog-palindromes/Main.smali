.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    :loop
    invoke-static {v0}, LMain;->word(I)Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :done
    invoke-static {v1}, LMain;->isPal(Ljava/lang/String;)Z
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v4, " -> "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method

.method static word(I)Ljava/lang/String;
    .registers 3
    packed-switch p0, :sw
    const/4 v0, 0
    return-object v0
    :w0
    const-string v0, "racecar"
    return-object v0
    :w1
    const-string v0, "Step on no pets"
    return-object v0
    :w2
    const-string v0, "palindrome"
    return-object v0
    :w3
    const-string v0, ""
    return-object v0
    :w4
    const-string v0, "abba"
    return-object v0
    :sw
    .packed-switch 0x0
        :w0
        :w1
        :w2
        :w3
        :w4
    .end packed-switch
.end method
.method static isPal(Ljava/lang/String;)Z
    .registers 6
    invoke-virtual {p0}, Ljava/lang/String;->toLowerCase()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->toCharArray()[C
    move-result-object v0
    const/4 v1, 0
    array-length v2, v0
    add-int/lit8 v2, v2, -1
    :loop
    if-ge v1, v2, :yes
    aget-char v3, v0, v1
    aget-char v4, v0, v2
    if-ne v3, v4, :no
    add-int/lit8 v1, v1, 1
    add-int/lit8 v2, v2, -1
    goto :loop
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
