.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "hello"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const/4 v2, 0
    const-string v3, ">> "
    invoke-virtual {v0, v2, v3}, Ljava/lang/StringBuilder;->insert(ILjava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->length()I
    move-result v2
    const-string v3, " <<"
    invoke-virtual {v0, v2, v3}, Ljava/lang/StringBuilder;->insert(ILjava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v2, 5
    const/16 v3, 0x2a
    invoke-virtual {v0, v2, v3}, Ljava/lang/StringBuilder;->insert(IC)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v2, 3
    const/16 v3, 99
    invoke-virtual {v0, v2, v3}, Ljava/lang/StringBuilder;->insert(II)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v2, 3
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->deleteCharAt(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->deleteCharAt(I)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->reverse()Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v2, 4
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->charAt(I)C
    move-result v3
    invoke-static {v3}, LMain;->p(C)V
    const/4 v2, 3
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->setLength(I)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v2, 5
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->setLength(I)V
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->length()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    const/4 v2, 4
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->charAt(I)C
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    const/4 v2, 0
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->setLength(I)V
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    new-instance v0, Ljava/lang/StringBuilder;
    const/16 v2, 100
    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(I)V
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->length()I
    move-result v2
    invoke-static {v2}, LMain;->p(I)V
    const-string v1, "ab"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->reverse()Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
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
