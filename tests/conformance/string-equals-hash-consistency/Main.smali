.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const-string v0, "consistency"
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v2
    add-int/lit8 v2, v2, -1
    :rev
    invoke-virtual {v0, v2}, Ljava/lang/String;->charAt(I)C
    move-result v3
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v2, v2, -1
    if-gez v2, :rev
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->reverse()Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v4, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I
    move-result v5
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v6
    if-ne v5, v6, :bad
    const-string v7, "equal strings hash equally"
    invoke-static {v7}, LMain;->p(Ljava/lang/String;)V
    :bad
    invoke-static {v6}, LMain;->p(I)V
    invoke-virtual {v4, v0}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    const-string v8, "Consistency"
    invoke-virtual {v8, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    invoke-virtual {v8, v0}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
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
