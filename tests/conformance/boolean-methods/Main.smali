.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const-string v0, "true"
    invoke-static {v0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const-string v0, "TRUE"
    invoke-static {v0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const-string v0, "yes"
    invoke-static {v0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const-string v0, "false"
    invoke-static {v0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const/4 v0, 0
    invoke-static {v0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const/4 v0, 1
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    sget-object v3, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;
    if-ne v2, v3, :bdiff
    const-string v4, "valueOf(true) == TRUE"
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    :bdiff
    invoke-virtual {v2}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    invoke-virtual {v2}, Ljava/lang/Boolean;->hashCode()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    sget-object v3, Ljava/lang/Boolean;->FALSE:Ljava/lang/Boolean;
    invoke-virtual {v3}, Ljava/lang/Boolean;->hashCode()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-virtual {v3}, Ljava/lang/Boolean;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v2, v3}, Ljava/lang/Boolean;->equals(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    const/4 v0, 1
    invoke-static {v0}, Ljava/lang/Boolean;->toString(Z)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-string v0, "TrUe"
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Ljava/lang/String;)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
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
