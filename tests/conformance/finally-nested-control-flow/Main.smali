.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    :loop
    invoke-static {v0}, LMain;->f(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    add-int/lit8 v0, v0, 1
    const/4 v2, 3
    if-lt v0, v2, :loop
    return-void
.end method

# try { try { body(mode) } finally { log "inner finally" } } catch (RuntimeException e) { return "caught " + msg } finally { log "outer finally" }
.method static f(I)Ljava/lang/String;
    .registers 6
    :outer_s
    :inner_s
    invoke-static {p0}, LMain;->body(I)Ljava/lang/String;
    move-result-object v0
    :inner_e
    const-string v1, "inner finally"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :outer_e
    const-string v1, "outer finally"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-object v0
    :inner_all
    move-exception v2
    const-string v1, "inner finally"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    throw v2
    :inner_all_e
    :catch_rt
    move-exception v2
    new-instance v3, Ljava/lang/StringBuilder;
    const-string v4, "caught "
    invoke-direct {v3, v4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    :catch_e
    const-string v1, "outer finally"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-object v0
    :outer_all
    move-exception v2
    const-string v1, "outer finally"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    throw v2
    .catchall {:inner_s .. :inner_e} :inner_all
    .catch Ljava/lang/RuntimeException; {:inner_s .. :inner_e} :catch_rt
    .catch Ljava/lang/RuntimeException; {:inner_all .. :inner_all_e} :catch_rt
    .catchall {:catch_rt .. :catch_e} :outer_all
.end method
.method static body(I)Ljava/lang/String;
    .registers 3
    if-nez p0, :t
    const-string v0, "normal"
    return-object v0
    :t
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "mode"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
