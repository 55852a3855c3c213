.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8

    const/4 v0, 0
    const-wide/16 v4, 1
    const/4 v1, 0
    :a_s
    iget v1, v0, LHolder;->i:I
    :a_e
    goto :b
    :a_h
    move-exception v2
    invoke-static {v2}, LMain;->cn(Ljava/lang/Object;)V
    :b
    :b_s
    iput-wide v4, v0, LHolder;->j:J
    :b_e
    goto :c
    :b_h
    move-exception v2
    invoke-static {v2}, LMain;->cn(Ljava/lang/Object;)V
    :c
    :c_s
    iget-object v1, v0, LHolder;->o:Ljava/lang/Object;
    :c_e
    goto :d
    :c_h
    move-exception v2
    invoke-static {v2}, LMain;->cn(Ljava/lang/Object;)V
    :d
    # v1 is an Object on one incoming path and an int on another: give it a char.
    const/16 v1, 65
    :d_s
    iput-char v1, v0, LHolder;->c:C
    :d_e
    goto :e
    :d_h
    move-exception v2
    invoke-static {v2}, LMain;->cn(Ljava/lang/Object;)V
    :e
    const-string v2, "done"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    return-void
    .catch Ljava/lang/NullPointerException; {:a_s .. :a_e} :a_h
    .catch Ljava/lang/NullPointerException; {:b_s .. :b_e} :b_h
    .catch Ljava/lang/NullPointerException; {:c_s .. :c_e} :c_h
    .catch Ljava/lang/NullPointerException; {:d_s .. :d_e} :d_h
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
