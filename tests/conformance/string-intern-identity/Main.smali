.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10

    const-string v0, "interned"
    const-string v1, "interned"
    if-ne v0, v1, :a
    const-string v9, "literals are identical"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    :a
    invoke-static {}, LOther;->lit()Ljava/lang/String;
    move-result-object v2
    if-ne v0, v2, :b
    const-string v9, "literal from another class is identical"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    :b
    new-instance v3, Ljava/lang/StringBuilder;
    const-string v4, "inter"
    invoke-direct {v3, v4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v4, "ned"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    if-eq v0, v5, :c
    const-string v9, "built string is a different object"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    :c
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v6
    invoke-static {v6}, LMain;->p(Z)V
    invoke-virtual {v5}, Ljava/lang/String;->intern()Ljava/lang/String;
    move-result-object v6
    if-ne v6, v0, :d
    const-string v9, "intern() returns the literal"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    :d
    const-string v4, "fresh-never-a-literal"
    invoke-virtual {v4}, Ljava/lang/String;->toCharArray()[C
    move-result-object v3
    new-instance v8, Ljava/lang/String;
    invoke-direct {v8, v3}, Ljava/lang/String;-><init>([C)V
    move-object v3, v8
    invoke-virtual {v3}, Ljava/lang/String;->intern()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v3}, Ljava/lang/String;->intern()Ljava/lang/String;
    move-result-object v7
    if-ne v6, v7, :e
    const-string v9, "intern is idempotent"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    :e
    if-ne v6, v4, :f
    const-string v9, "intern of a copy finds the literal"
    invoke-static {v9}, LMain;->p(Ljava/lang/String;)V
    :f
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
