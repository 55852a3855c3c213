.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    const-string v1, "one"
    const/4 v2, 1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    const-string v1, "two"
    const/4 v2, 2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    const-string v1, "three"
    const/4 v2, 3
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    const-string v1, "four"
    const/4 v2, 4
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    const-string v1, "five"
    const/4 v2, 5
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    invoke-interface {v0}, Ljava/util/Map;->size()I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    const-string v1, "three"
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    const-string v1, "six"
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    const-string v1, "two"
    invoke-interface {v0, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    const/16 v2, 22
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    invoke-interface {v0, v3}, Ljava/util/Map;->containsValue(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    const-string v1, "one"
    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    const/4 v1, 0
    const-string v3, "null key"
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v6, Ljava/util/ArrayList;
    invoke-interface {v0}, Ljava/util/Map;->keySet()Ljava/util/Set;
    move-result-object v7
    invoke-direct {v6, v7}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V
    invoke-static {v6}, Ljava/util/Collections;->sort(Ljava/util/List;)V
    invoke-static {v6}, LMain;->p(Ljava/lang/Object;)V
    invoke-interface {v0}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v7
    invoke-interface {v7}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v7
    const/4 v5, 0
    :it
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z
    move-result v8
    if-eqz v8, :done
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v8
    check-cast v8, Ljava/util/Map$Entry;
    invoke-interface {v8}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Ljava/lang/Integer;
    invoke-virtual {v9}, Ljava/lang/Integer;->intValue()I
    move-result v9
    add-int/2addr v5, v9
    goto :it
    :done
    invoke-static {v5}, LMain;->p(I)V
    new-instance v6, Ljava/util/ArrayList;
    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;
    move-result-object v7
    invoke-direct {v6, v7}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V
    invoke-static {v6}, Ljava/util/Collections;->sort(Ljava/util/List;)V
    invoke-static {v6}, LMain;->p(Ljava/lang/Object;)V
    invoke-interface {v0}, Ljava/util/Map;->clear()V
    invoke-interface {v0}, Ljava/util/Map;->isEmpty()Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
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
