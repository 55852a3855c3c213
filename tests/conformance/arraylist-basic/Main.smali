.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const/16 v1, 5
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v3
    const/16 v1, 3
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v3
    const/16 v1, 9
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v3
    const/16 v1, 1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v3
    const/16 v1, 7
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v1, 2
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const/16 v4, 42
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v5
    invoke-virtual {v0, v1, v5}, Ljava/util/ArrayList;->set(ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->remove(I)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/4 v4, 1
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v5
    invoke-virtual {v0, v5}, Ljava/util/ArrayList;->remove(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0, v5}, Ljava/util/ArrayList;->remove(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const/4 v1, 0
    const-string v6, "first"
    invoke-virtual {v0, v1, v6}, Ljava/util/ArrayList;->add(ILjava/lang/Object;)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0, v6}, Ljava/util/ArrayList;->indexOf(Ljava/lang/Object;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/16 v4, 42
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v5
    invoke-virtual {v0, v5}, Ljava/util/ArrayList;->contains(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const/4 v7, 0
    invoke-virtual {v0, v7}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    const/16 v1, 10
    :t
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    :te
    goto :n
    :h
    move-exception v8
    invoke-static {v8}, LMain;->cn(Ljava/lang/Object;)V
    instance-of v3, v8, Ljava/lang/IndexOutOfBoundsException;
    invoke-static {v3}, LMain;->p(Z)V
    :n
    invoke-virtual {v0}, Ljava/util/ArrayList;->clear()V
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    .catch Ljava/lang/RuntimeException; {:t .. :te} :h
    return-void
.end method

.method static cn(Ljava/lang/Object;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
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

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
