.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    new-instance v0, LPoint;
    const/4 v1, 1
    const/4 v2, 2
    invoke-direct {v0, v1, v2}, LPoint;-><init>(II)V
    new-instance v3, LPoint;
    invoke-direct {v3, v1, v2}, LPoint;-><init>(II)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0, v3}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    new-instance v5, Ljava/util/HashMap;
    invoke-direct {v5}, Ljava/util/HashMap;-><init>()V
    const-string v6, "one-two"
    invoke-interface {v5, v0, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-interface {v5, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    invoke-static {v6}, LMain;->p(Ljava/lang/Object;)V
    invoke-interface {v5, v3, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    invoke-static {v6}, LMain;->p(Ljava/lang/Object;)V
    invoke-interface {v5}, Ljava/util/Map;->size()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    new-instance v7, Ljava/util/ArrayList;
    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V
    invoke-interface {v7, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    invoke-interface {v7, v3}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    invoke-interface {v7, v3}, Ljava/util/List;->indexOf(Ljava/lang/Object;)I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-static {v7}, LMain;->p(Ljava/lang/Object;)V
    new-instance v3, LPoint;
    invoke-direct {v3, v2, v1}, LPoint;-><init>(II)V
    invoke-interface {v7, v3}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
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
