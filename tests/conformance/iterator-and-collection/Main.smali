.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 0
    :fill
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v2}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    add-int/lit8 v1, v1, 1
    const/16 v3, 10
    if-lt v1, v3, :fill
    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v4
    const/4 v5, 0
    :it
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z
    move-result v6
    if-eqz v6, :done
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v7
    check-cast v7, Ljava/lang/Integer;
    invoke-virtual {v7}, Ljava/lang/Integer;->intValue()I
    move-result v8
    add-int/2addr v5, v8
    rem-int/lit8 v8, v8, 3
    if-nez v8, :it
    invoke-interface {v4}, Ljava/util/Iterator;->remove()V
    goto :it
    :done
    invoke-static {v5}, LMain;->p(I)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-interface {v0}, Ljava/util/Collection;->size()I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    new-instance v9, Ljava/util/ArrayList;
    invoke-direct {v9, v0}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v9, v0}, Ljava/util/ArrayList;->addAll(Ljava/util/Collection;)Z
    invoke-static {v9}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v9, v0}, Ljava/util/ArrayList;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    new-instance v9, Ljava/util/ArrayList;
    invoke-direct {v9, v0}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v9, v0}, Ljava/util/ArrayList;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    invoke-virtual {v9}, Ljava/util/ArrayList;->hashCode()I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/ArrayList;->toArray()[Ljava/lang/Object;
    move-result-object v7
    array-length v5, v7
    invoke-static {v5}, LMain;->p(I)V
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v4
    :t
    invoke-interface {v4}, Ljava/util/Iterator;->remove()V
    :te
    goto :n
    :h
    move-exception v8
    invoke-static {v8}, LMain;->cn(Ljava/lang/Object;)V
    :n
    return-void
    .catch Ljava/lang/IllegalStateException; {:t .. :te} :h
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
