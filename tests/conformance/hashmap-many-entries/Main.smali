.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    const/4 v1, 0
    :fill
    mul-int/lit8 v2, v1, 7
    rem-int/lit16 v2, v2, 1000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-virtual {v0, v3, v4}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    add-int/lit8 v1, v1, 1
    const/16 v5, 2000
    if-lt v1, v5, :fill
    invoke-virtual {v0}, Ljava/util/HashMap;->size()I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    const/16 v2, 343
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    const/4 v1, 0
    const/4 v6, 0
    :remove
    mul-int/lit8 v2, v1, 2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    if-eqz v4, :skip
    add-int/lit8 v6, v6, 1
    :skip
    add-int/lit8 v1, v1, 1
    const/16 v5, 500
    if-lt v1, v5, :remove
    invoke-static {v6}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/HashMap;->size()I
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

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
