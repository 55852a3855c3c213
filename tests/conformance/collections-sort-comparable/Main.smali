.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    new-instance v1, LVersion;
    const/16 v2, 2
    const/16 v3, 1
    invoke-direct {v1, v2, v3}, LVersion;-><init>(II)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    new-instance v1, LVersion;
    const/16 v2, 1
    const/16 v3, 10
    invoke-direct {v1, v2, v3}, LVersion;-><init>(II)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    new-instance v1, LVersion;
    const/16 v2, 1
    const/16 v3, 2
    invoke-direct {v1, v2, v3}, LVersion;-><init>(II)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    new-instance v1, LVersion;
    const/16 v2, 3
    const/16 v3, 0
    invoke-direct {v1, v2, v3}, LVersion;-><init>(II)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    new-instance v1, LVersion;
    const/16 v2, 1
    const/16 v3, 2
    invoke-direct {v1, v2, v3}, LVersion;-><init>(II)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    new-instance v1, LVersion;
    const/16 v2, 0
    const/16 v3, 9
    invoke-direct {v1, v2, v3}, LVersion;-><init>(II)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    invoke-static {v0}, Ljava/util/Collections;->sort(Ljava/util/List;)V
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    new-instance v4, Ljava/util/ArrayList;
    invoke-direct {v4}, Ljava/util/ArrayList;-><init>()V
    const-string v1, "delta"
    invoke-interface {v4, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const-string v1, "Alpha"
    invoke-interface {v4, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const-string v1, "charlie"
    invoke-interface {v4, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const-string v1, "bravo"
    invoke-interface {v4, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const-string v1, "alpha"
    invoke-interface {v4, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const-string v1, ""
    invoke-interface {v4, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    invoke-static {v4}, Ljava/util/Collections;->sort(Ljava/util/List;)V
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    new-instance v4, Ljava/util/LinkedList;
    invoke-direct {v4}, Ljava/util/LinkedList;-><init>()V
    const/4 v1, 3
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v4, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const/4 v1, -1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v4, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const/4 v1, 2
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v4, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const/4 v1, 2
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v4, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const/4 v1, 0
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v4, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    invoke-static {v4}, Ljava/util/Collections;->sort(Ljava/util/List;)V
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
