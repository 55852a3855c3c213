.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    new-instance v0, Ljava/util/LinkedList;
    invoke-direct {v0}, Ljava/util/LinkedList;-><init>()V
    const/4 v1, 1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/LinkedList;->addLast(Ljava/lang/Object;)V
    const/4 v1, 2
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/LinkedList;->addLast(Ljava/lang/Object;)V
    const/4 v1, 3
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/LinkedList;->addLast(Ljava/lang/Object;)V
    const/4 v1, 0
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/LinkedList;->addFirst(Ljava/lang/Object;)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/LinkedList;->getFirst()Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/LinkedList;->getLast()Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/LinkedList;->removeFirst()Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/LinkedList;->removeLast()Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    move-object v4, v0
    const-string v5, "q"
    invoke-interface {v4, v5}, Ljava/util/Queue;->offer(Ljava/lang/Object;)Z
    move-result v6
    invoke-static {v6}, LMain;->p(Z)V
    invoke-interface {v4}, Ljava/util/Queue;->peek()Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    :drain
    invoke-interface {v4}, Ljava/util/Queue;->poll()Ljava/lang/Object;
    move-result-object v3
    if-eqz v3, :empty
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    goto :drain
    :empty
    invoke-interface {v4}, Ljava/util/Queue;->peek()Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/LinkedList;->size()I
    move-result v6
    invoke-static {v6}, LMain;->p(I)V
    :t
    invoke-virtual {v0}, Ljava/util/LinkedList;->removeFirst()Ljava/lang/Object;
    :te
    goto :n
    :h
    move-exception v8
    invoke-static {v8}, LMain;->cn(Ljava/lang/Object;)V
    :n
    const-string v5, "a"
    invoke-interface {v0, v5}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const-string v5, "b"
    invoke-interface {v0, v5}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const/4 v1, 1
    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    return-void
    .catch Ljava/util/NoSuchElementException; {:t .. :te} :h
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
