.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const/16 v0, 127
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    if-ne v1, v2, :i_ne1127
    const-string v3, "Integer 127: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :i_end1127
    :i_ne1127
    const-string v3, "Integer 127: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :i_end1127
    invoke-virtual {v1, v2}, Ljava/lang/Integer;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const/16 v0, -128
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    if-ne v1, v2, :i_ne872
    const-string v3, "Integer -128: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :i_end872
    :i_ne872
    const-string v3, "Integer -128: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :i_end872
    invoke-virtual {v1, v2}, Ljava/lang/Integer;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const/16 v0, 128
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    if-ne v1, v2, :i_ne1128
    const-string v3, "Integer 128: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :i_end1128
    :i_ne1128
    const-string v3, "Integer 128: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :i_end1128
    invoke-virtual {v1, v2}, Ljava/lang/Integer;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const/16 v0, -129
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    if-ne v1, v2, :i_ne871
    const-string v3, "Integer -129: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :i_end871
    :i_ne871
    const-string v3, "Integer -129: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :i_end871
    invoke-virtual {v1, v2}, Ljava/lang/Integer;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const/16 v0, 0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    if-ne v1, v2, :i_ne1000
    const-string v3, "Integer 0: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :i_end1000
    :i_ne1000
    const-string v3, "Integer 0: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :i_end1000
    invoke-virtual {v1, v2}, Ljava/lang/Integer;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const/16 v0, 1000
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    if-ne v1, v2, :i_ne2000
    const-string v3, "Integer 1000: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :i_end2000
    :i_ne2000
    const-string v3, "Integer 1000: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :i_end2000
    invoke-virtual {v1, v2}, Ljava/lang/Integer;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const-wide/16 v4, 127
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    if-ne v1, v2, :l_ne1127
    const-string v3, "Long 127: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :l_end1127
    :l_ne1127
    const-string v3, "Long 127: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :l_end1127
    invoke-virtual {v1, v2}, Ljava/lang/Long;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const-wide/16 v4, -128
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    if-ne v1, v2, :l_ne872
    const-string v3, "Long -128: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :l_end872
    :l_ne872
    const-string v3, "Long -128: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :l_end872
    invoke-virtual {v1, v2}, Ljava/lang/Long;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const-wide/16 v4, 128
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    if-ne v1, v2, :l_ne1128
    const-string v3, "Long 128: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :l_end1128
    :l_ne1128
    const-string v3, "Long 128: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :l_end1128
    invoke-virtual {v1, v2}, Ljava/lang/Long;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const-wide/16 v4, -129
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    if-ne v1, v2, :l_ne871
    const-string v3, "Long -129: same object"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    goto :l_end871
    :l_ne871
    const-string v3, "Long -129: different objects"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :l_end871
    invoke-virtual {v1, v2}, Ljava/lang/Long;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const/4 v0, 5
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const-wide/16 v4, 5
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/Integer;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
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
