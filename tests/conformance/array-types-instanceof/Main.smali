.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 1
    new-array v1, v0, [Ljava/lang/String;
    instance-of v2, v1, [Ljava/lang/Object;
    invoke-static {v2}, LMain;->p(Z)V
    instance-of v2, v1, Ljava/lang/Object;
    invoke-static {v2}, LMain;->p(Z)V
    instance-of v2, v1, [Ljava/lang/CharSequence;
    invoke-static {v2}, LMain;->p(Z)V
    instance-of v2, v1, [Ljava/lang/Integer;
    invoke-static {v2}, LMain;->p(Z)V
    new-array v3, v0, [I
    instance-of v2, v3, Ljava/lang/Object;
    invoke-static {v2}, LMain;->p(Z)V
    instance-of v2, v3, [Ljava/lang/Object;
    invoke-static {v2}, LMain;->p(Z)V
    instance-of v2, v3, [J
    invoke-static {v2}, LMain;->p(Z)V
    new-array v4, v0, [[I
    instance-of v2, v4, [Ljava/lang/Object;
    invoke-static {v2}, LMain;->p(Z)V
    instance-of v2, v4, [[I
    invoke-static {v2}, LMain;->p(Z)V
    new-array v5, v0, [Ljava/lang/Object;
    instance-of v2, v5, [Ljava/lang/String;
    invoke-static {v2}, LMain;->p(Z)V
    check-cast v1, [Ljava/lang/Object;
    const-string v6, "String[] cast to Object[]"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    move-object v7, v3
    :try_s
    check-cast v7, [Ljava/lang/Object;
    :try_e
    const-string v6, "no exception"
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    goto :done
    :catch
    move-exception v6
    invoke-static {v6}, LMain;->cn(Ljava/lang/Object;)V
    :done
    const-class v6, [I
    invoke-virtual {v6}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v6
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v6
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v4}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v6
    invoke-static {v6}, LMain;->p(Ljava/lang/String;)V
    .catch Ljava/lang/ClassCastException; {:try_s .. :try_e} :catch
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
