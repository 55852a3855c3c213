.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    new-instance v1, Ljava/lang/Object;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    invoke-virtual {v0, v0}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-virtual {v0, v1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    const/4 v3, 0
    invoke-virtual {v0, v3}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v2
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v4
    if-ne v2, v4, :bad1
    const-string v5, "hashCode stable"
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :bad1
    invoke-static {v0}, Ljava/lang/System;->identityHashCode(Ljava/lang/Object;)I
    move-result v4
    if-ne v2, v4, :bad2
    const-string v5, "identityHashCode == Object.hashCode"
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :bad2
    invoke-static {v3}, Ljava/lang/System;->identityHashCode(Ljava/lang/Object;)I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    const-string v6, "abc"
    invoke-static {v6}, Ljava/lang/System;->identityHashCode(Ljava/lang/Object;)I
    move-result v4
    invoke-static {v6}, Ljava/lang/System;->identityHashCode(Ljava/lang/Object;)I
    move-result v7
    if-ne v4, v7, :bad3
    const-string v5, "identityHashCode stable for String"
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :bad3
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    const-string v7, "java.lang.Object@"
    invoke-direct {v5, v7}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {v2}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v5, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v4, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    const/4 v2, 0
    const/4 v4, 0
    :loop
    new-instance v5, Ljava/lang/Object;
    invoke-direct {v5}, Ljava/lang/Object;-><init>()V
    invoke-virtual {v5}, Ljava/lang/Object;->hashCode()I
    move-result v7
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v8
    if-ne v7, v8, :nd
    add-int/lit8 v2, v2, 1
    :nd
    add-int/lit8 v4, v4, 1
    const/16 v7, 100
    if-lt v4, v7, :loop
    const/4 v7, 5
    if-ge v2, v7, :many
    const-string v5, "hash codes are well spread"
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :many
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
