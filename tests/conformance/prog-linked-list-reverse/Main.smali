.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    const/4 v1, 1
    :build
    new-instance v2, LLNode;
    invoke-direct {v2, v1, v0}, LLNode;-><init>(ILLNode;)V
    move-object v0, v2
    add-int/lit8 v1, v1, 1
    const/16 v3, 8
    if-le v1, v3, :build
    invoke-static {v0}, LMain;->show(LLNode;)V
    const/4 v4, 0
    :rev
    if-eqz v0, :reversed
    iget-object v5, v0, LLNode;->next:LLNode;
    iput-object v4, v0, LLNode;->next:LLNode;
    move-object v4, v0
    move-object v0, v5
    goto :rev
    :reversed
    invoke-static {v4}, LMain;->show(LLNode;)V
    return-void
.end method

.method static show(LLNode;)V
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    :loop
    if-eqz p0, :done
    iget v1, p0, LLNode;->val:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " -> "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object p0, p0, LLNode;->next:LLNode;
    goto :loop
    :done
    const-string v1, "nil"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
