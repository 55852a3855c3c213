.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const/16 v0, 0x61
    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toUpperCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toLowerCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v3, 0
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v0, 0x5a
    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toUpperCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toLowerCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v3, 0
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v0, 0x35
    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toUpperCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toLowerCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v3, 0
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v0, 0x20
    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toUpperCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toLowerCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v3, 0
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v0, 0x9
    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toUpperCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toLowerCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v3, 0
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v0, 0xa
    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toUpperCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toLowerCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v3, 0
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v0, 0x5f
    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toUpperCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toLowerCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v3, 0
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v0, 0x21
    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toUpperCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toLowerCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v3, 0
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v0, 0xe9
    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isLetter(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->isWhitespace(C)Z
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toUpperCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v3, 0x20
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v0}, Ljava/lang/Character;->toLowerCase(C)C
    move-result v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const/4 v3, 0
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->setLength(I)V
    const/16 v0, 0x61
    invoke-static {v0}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v4}, Ljava/lang/Character;->charValue()C
    move-result v1
    invoke-static {v1}, LMain;->p(C)V
    invoke-virtual {v4}, Ljava/lang/Character;->hashCode()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;
    move-result-object v5
    invoke-virtual {v4, v5}, Ljava/lang/Character;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    if-ne v4, v5, :chdiff
    const-string v1, "Character cache identity"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :chdiff
    invoke-virtual {v4}, Ljava/lang/Character;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static p(C)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(C)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
